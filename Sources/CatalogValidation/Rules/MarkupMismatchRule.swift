import LintCore
import StringCatalog

/// Markdown, HTML-like tags or brackets that a translation broke, or a link it lost.
public struct MarkupMismatchRule: CatalogRule {
    public static let description = RuleDescription(
        identifier: "markup-mismatch",
        name: "Markup mismatch",
        summary:
            "A translation leaves the source's Markdown or HTML-like tags "
            + "unbalanced, drops or changes a link target, or leaves brackets unclosed.",
        rationale: """
            SwiftUI renders Markdown in `LocalizedStringKey` text: a translation that loses one `*` of `**bold**` or the `)` of \
            `[link](url)` shows users raw asterisks and brackets, and a changed link target leads elsewhere (CH32 §11.1; a garbled or \
            misleading string is P1 under §13.4). Only markup the source itself uses is compared, read as CommonMark does ("5 * 3" and \
            "snake_case" are text), and only what the translation leaves unpaired counts: moving or dropping a matched pair is a \
            translator's choice, and so is writing a link's target out as text ("Visit {url}"). Apple's `^[…](inflect: true)` may be \
            left out where a language does not inflect. Tags count when they are HTML's (<b>, <a href>) or the source opens and closes \
            them. Brackets that the source balances but the translation does not are a P2 typo.
            """,
        reference: "CH32 §11.1",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample(
                """
                en: onboarding.tip = **Tip:** swipe left to delete.
                de: onboarding.tip = **Tipp:* nach links wischen zum Löschen.
                """),
            // CommonMark does not close "**" between punctuation and a letter: without a space
            // after it, as Japanese writes, users see both pairs of asterisks.
            RuleExample(
                """
                en: onboarding.tip = **Tip:** swipe left to delete.
                ja: onboarding.tip = **ヒント:**左にスワイプして削除します。
                """),
            // CubeTime: a link whose target the translation changed.
            RuleExample(
                """
                en: about.feedback = Open an issue on [our page](https://github.com/CubeStuffs/CubeTime/issues).
                de: about.feedback = Öffne ein Issue auf [unserer Seite](https://github.com/CubeStuffs/CubeTime).
                """),
            RuleExample(
                """
                en: about.feedback = Read [the guide](https://example.com/guide) first.
                fr: about.feedback = Lisez [le guide(https://example.com/guide) d'abord.
                """),
            RuleExample(
                """
                en: legal.notice = By continuing you accept the <b>terms</b>.
                es: legal.notice = Al continuar aceptas los <b>términos.
                """),
            RuleExample(
                """
                en: export.hint = Run `handz export` (takes a minute).
                de: export.hint = Führe `handz export aus (dauert eine Minute).
                """),
            RuleExample(
                """
                en: sync.status = Synced (3 devices)
                de: sync.status = Synchronisiert (3 Geräte
                """, severity: .p2),
            // Home Assistant (da, zh-Hans): a space or full-width brackets undo the link;
            // boring.notch (it): a space before the closing "**".
            RuleExample(
                """
                en: cloud.title = You can verify that at [Nabu Casa](https://account.nabucasa.com)
                da: cloud.title = Det kan du se på [Nabu Casa] (https://account.nabucasa.com)
                zh-Hans: cloud.title = 您可以在【Nabu Casa】(https://account.nabucasa.com) 上进行验证
                en: hover.hint = Swipe down to open when **Open notch on hover** option is disabled
                it: hover.hint = Scorri verso il basso quando l'opzione **Apri notch all'hover ** è disabilitata
                """, findings: 3),
            // IINA (vi): a closing tag lost.
            RuleExample(
                """
                en: BIz-NQ-0qD.title = Report to us via <a href="mailto:developers@iina.io">email</a> or <a \
                href="https://github.com/iina/iina/issues">GitHub issue</a>.
                vi: BIz-NQ-0qD.title = Báo cáo qua <a href="mailto:developers@iina.io">email</a>hoặc<a \
                href="https://github.com/iina/iina/issues">GitHub issue.
                """),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                en: onboarding.tip = **Tip:** swipe left to *delete*.
                de: onboarding.tip = **Tipp:** zum *Löschen* nach links wischen.
                fr: onboarding.tip = Astuce : balayez vers la gauche pour supprimer.
                """),
            // Asterisks and underscores that are not emphasis.
            RuleExample(
                """
                en: math.hint = 5 * 3 = 15, see config_file_name
                de: math.hint = 5 * 3 = 15, siehe config_file_name*
                """),
            // Apple's automatic grammar agreement, which some languages leave out.
            RuleExample(
                """
                en: cart.count = Added ^[%lld item](inflect: true) to your [cart](app://cart).
                ja: cart.count = %lld個の商品を[カート](app://cart)に追加しました。
                """),
            // Brackets the source does not balance (a smiley), and a translation that adds a
            // parenthesis of its own; full-width brackets pair with ASCII ones.
            RuleExample(
                """
                en: thanks.title = Thanks :)
                de: thanks.title = Danke (wirklich) :)
                en: sync.status = Synced (3 devices)
                zh-Hans: sync.status = 已同步（3 台设备)
                """),
            // The link's target written out as text (Home Assistant, fi, sv).
            RuleExample(
                """
                en: provision_successful_url = Please finish the setup by following the [setup instructions]({url}).
                fi: provision_successful_url = Käy osoitteessa {url} viimeistelläksesi asetukset.
                """),
            // "<username>" is a word to translate, not a tag.
            RuleExample(
                """
                en: login.hint = Sign in as <username>
                de: login.hint = Melde dich als <Benutzername> an
                """),
        ]
    )

    public static let checksUnits = true

    public init() {}

    public func check(unit: UnitContext, in entry: EntryContext, into findings: inout [Finding]) {
        let summary = entry.sourceSummary(ofPath: unit.path)
        guard summary.hasMarkupCharacter || summary.hasBracket || summary.hasNonASCII, !unit.isSource, entry.comparesText(of: unit) else {
            return
        }
        let fullWidthBrackets =
            summary.hasNonASCII && entry.sourceCounterpart(ofPath: unit.path).unicodeScalars.contains { !$0.isASCII && Self.isBracket($0) }
        guard summary.hasMarkupCharacter || summary.hasBracket || fullWidthBrackets else { return }
        let source = entry.maskedSource(ofPath: unit.path).text
        let text = unit.maskedText
        var problems: [String] = []
        if summary.hasMarkupCharacter {
            let expected = InlineMarkup(source)
            let found = InlineMarkup(text)
            problems = Self.markupProblems(expected, found, writtenOut: { Self.writesOut($0, in: text) }, in: entry)
            if problems.isEmpty, expected.bracketsBalance, !found.bracketsBalance, Self.hasBrackets(source) {
                problems.append(Self.unclosedBracket)
            }
        } else if InlineMarkup.bracketsBalance(source), !InlineMarkup.bracketsBalance(text) {
            // Brackets alone: no Markdown to read.
            problems.append(Self.unclosedBracket)
        }
        guard let first = problems.first else { return }
        let severity: Severity = problems == [Self.unclosedBracket] ? .p2 : .p1
        findings.append(
            entry.finding(
                Self.description, severity: severity,
                "the \(unit.locale) text of \"\(entry.entry.key)\" \(first)"
                    + (problems.count > 1 ? " (and \(problems.count - 1) more)" : ""),
                offset: entry.offset(of: unit.unit), locale: unit.locale, element: unit.path,
                data: [
                    FindingValue("problems", problems.joined(separator: "; ")),
                    FindingValue("source", entry.sourceCounterpart(ofPath: unit.path)),
                ],
                fix:
                    "write the markup as the source does: pair every *, **, _, ~~ and `, "
                    + "keep [text](target) with the source's target, close every tag and bracket"
            ))
    }

    static let unclosedBracket = "leaves a bracket unclosed"

    /// What a translation's markup lacks against its source's, worst first.
    static func markupProblems(_ expected: InlineMarkup, _ found: InlineMarkup, writtenOut: (String) -> Bool, in entry: EntryContext)
        -> [String]
    {
        var problems: [String] = []
        let matcher = AddressMatcher(localizedSegments: [], sourceLanguage: entry.catalog.catalog.sourceLanguage.lowercased())
        var remaining = found.links
        for target in expected.links {
            if let index = remaining.firstIndex(where: { Self.sameTarget(target, $0, matcher) }) {
                remaining.remove(at: index)
            } else if let other = remaining.first(where: { !expected.links.contains($0) }) {
                problems.append("changes the link target \(target) to \(other)")
                remaining.removeAll { $0 == other }
            } else if !writtenOut(target) {
                problems.append("drops the link to \(target)")
            }
        }
        for delimiter in InlineMarkup.Delimiter.allCases where (expected.spans[delimiter] ?? 0) > 0 {
            let extra = (found.stray[delimiter] ?? 0) - (expected.stray[delimiter] ?? 0)
            if extra > 0 { problems.append("leaves \(extra) \"\(delimiter.rawValue)\" unpaired, which users see as typed") }
        }
        for (name, counts) in expected.tags.sorted(by: { $0.key < $1.key })
        where InlineMarkup.htmlElements.contains(name) || counts.opened > 0 && counts.closed > 0 {
            let other = found.tags[name] ?? InlineMarkup.Tag()
            if other.opened != counts.opened || other.closed != counts.closed || other.selfClosing != counts.selfClosing {
                problems.append("has \(describe(other, name)) where the source has \(describe(counts, name))")
            }
        }
        if expected.tagsNest, !found.tagsNest, problems.isEmpty { problems.append("closes its tags out of order") }
        return problems
    }

    /// Whether the translation writes a link's target out as text ("Visit {url} to finish")
    /// rather than in broken link syntax ("[text] (url)", "【text】(url)").
    static func writesOut(_ target: String, in text: String) -> Bool {
        guard !target.isEmpty else { return false }
        var searchStart = text.startIndex
        while let range = text[searchStart...].firstRange(of: target) {
            let before = text[..<range.lowerBound].last { !$0.isWhitespace }
            if before != "(" && before != "（" { return true }
            searchStart = range.upperBound
        }
        return false
    }

    private static func sameTarget(_ a: String, _ b: String, _ matcher: AddressMatcher) -> Bool {
        if a == b { return true }
        let (x, y) = (AddressScanner.addresses(in: a), AddressScanner.addresses(in: b))
        guard x.count == 1, y.count == 1, x[0].text == a, y[0].text == b else { return false }
        return matcher.matches(x[0], y[0])
    }

    private static func describe(_ tag: InlineMarkup.Tag, _ name: String) -> String {
        var parts: [String] = []
        if tag.opened > 0 { parts.append("\(tag.opened) <\(name)>") }
        if tag.closed > 0 { parts.append("\(tag.closed) </\(name)>") }
        if tag.selfClosing > 0 { parts.append("\(tag.selfClosing) <\(name)/>") }
        return parts.isEmpty ? "no <\(name)>" : parts.joined(separator: " and ")
    }

    private static func isBracket(_ scalar: Unicode.Scalar) -> Bool { "()[]{}（）［］｛｝".unicodeScalars.contains(scalar) }
    private static func hasBrackets(_ text: String) -> Bool { text.unicodeScalars.contains(where: isBracket) }
}
