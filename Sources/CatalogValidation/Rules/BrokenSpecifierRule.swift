import LintCore
import StringCatalog

/// Percent signs in a format string that do not form a specifier Foundation reads as meant.
public struct BrokenSpecifierRule: CatalogRule {
    public static let description = RuleDescription(
        identifier: "broken-specifier",
        name: "Broken format specifier",
        summary:
            "A format string holds a stray percent sign (\"50% de\", \"% p\"), a "
            + "positional fragment without % (\"1$@\"), a look-alike percent sign "
            + "(٪@, ％d) or another tool's placeholder ($1, {0}) the source does not have.",
        rationale: """
            In a format string every % starts a conversion: "% d" consumes an argument and prints a number, "1$@" prints literally instead \
            of the value, and ٪ (U+066A) or ％ (U+FF05) never match, so the value is missing. A placeholder of another tool ($1 in \
            MediaWiki exports, {0} in .NET and Java) is printed as it is by String(format:): users read "$1 исторических \
            событий". Tokens the source has too are the app's own (it replaces them itself) and are left alone. A lone % at \
            the very end reads nothing and is only lost (P1).
            """,
        reference: "CH32 §11.3",
        defaultSeverity: .p0,
        triggeringExamples: [
            // zashi: the sign at the end is dropped, nothing else is read.
            RuleExample(
                """
                en: swap.maxSlippage = Max slippage %@%
                """, severity: .p1),
            RuleExample(
                """
                en: screen.sale.label = Save %lld%% today
                es: screen.sale.label = Ahorra %lld% de hoy
                """),
            RuleExample(
                """
                en: screen.share.message = Shared by %1$@
                fr: screen.share.message = Partagé par 1$@
                """),
            RuleExample(
                """
                en: screen.share.message = Shared by %@
                ar: screen.share.message = شاركه ٪@
                """),
            // Wikipedia (a lone .stringsdict): MediaWiki's $1 left where %1$d belongs.
            RuleExample(
                """
                ru: history.events = $1 %#@v0@
                ru substitutions.v0.plural.one: history.events = историческое событие
                ru substitutions.v0.plural.other: history.events = исторических событий
                @substitution ru history.events v0 - d
                """),
            RuleExample(
                """
                en: import.done = Imported %lld files
                de: import.done = {0} Dateien importiert
                """),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                en: screen.speed.label = 70% faster
                ar: screen.speed.label = أسرع بنسبة ٧٠٪
                """),
            RuleExample(
                """
                en: screen.sale.label = Save %lld%% today
                es: screen.sale.label = Ahorra un %lld%% hoy
                """),
            // Seen in GoMap's Marathi: a stray space in `%@`, which Foundation reads as `%@` and shows.
            RuleExample(
                """
                en: editor.way.name = Way %@
                mr: editor.way.name = मार्ग % @
                """),
            // The app's own tokens, in the source too; a price.
            RuleExample(
                """
                en: usage.cores = $1 of %lld cores
                uk: usage.cores = $1 з %lld ядер
                en: plan.price = %@ or $12.99 a year
                de: plan.price = %@ oder $12.99 im Jahr
                """),
            // A star position (`*1$`) is part of its specifier, not a fragment that lost its %.
            RuleExample(
                """
                en: screen.timer.label = %2$*1$lld seconds
                de: screen.timer.label = %2$*1$lld Sekunden
                """),
        ]
    )

    public static let checksUnits = true

    public init() {}

    public func check(unit: UnitContext, in entry: EntryContext, into findings: inout [Finding]) {
        // A string is a format when its source is, or when it holds specifiers itself (a
        // table whose source is not at hand).
        guard unit.summary.mayHoldPlaceholders || unit.summary.hasOpenBrace,
            entry.sourceFormat != nil || unit.format.isFormat
        else { return }
        var problems = unit.format.brokenPieces.map { (text: $0.text, reason: $0.reason) }
        if unit.summary.hasDollar || unit.summary.hasLookAlikePercent { problems += BrokenSpecifierRule.lookAlikes(in: unit.unit.value) }
        if !unit.isSource, unit.summary.hasDollar || unit.summary.hasOpenBrace {
            let tokens = BrokenSpecifierRule.foreignTokens(in: unit.unit.value)
            let source = tokens.isEmpty ? "" : entry.sourceCounterpart(ofPath: unit.path)
            for token in tokens where !source.containsText(token) {
                problems.append((token, "'\(token)' is another tool's placeholder: String(format:) prints it as it is"))
            }
        }
        for problem in problems {
            // "Max slippage %@%": a lone % at the very end reads nothing; only the sign is lost.
            let losesOnlyTheSign = problem.text == "%" && unit.unit.value.hasSuffix("%") && !unit.unit.value.hasSuffix("%%")
            findings.append(
                entry.finding(
                    Self.description, severity: losesOnlyTheSign ? .p1 : nil,
                    "\(unit.locale) \"\(entry.entry.key)\": \(problem.reason)" + (losesOnlyTheSign ? ", so the % is not shown" : ""),
                    offset: entry.offset(of: unit.unit), locale: unit.locale, element: unit.path,
                    data: [FindingValue("found", problem.text), FindingValue("value", unit.unit.value)],
                    fix: "write %% for a literal percent sign and keep the source's placeholders exactly"
                ))
        }
    }

    /// "$1" and "{0}": placeholders of other tools (not "12$" or a price such as "$12.99").
    static func foreignTokens(in text: String) -> [String] {
        var found: [String] = []
        let scalars = Array(text.unicodeScalars)
        let isDigit = { (scalar: Unicode.Scalar) in scalar.isASCII && scalar.properties.numericType != nil }
        for (index, scalar) in scalars.enumerated() where scalar == "$" || scalar == "{" {
            var end = index + 1
            while end < scalars.count, isDigit(scalars[end]) { end += 1 }
            let digits = end - index - 1
            guard (1...2).contains(digits) else { continue }
            if scalar == "{" {
                guard end < scalars.count, scalars[end] == "}" else { continue }
                found.append(String(String.UnicodeScalarView(scalars[index...end])))
            } else {
                let before = index > 0 ? scalars[index - 1] : " "
                guard !isDigit(before), before != "%" else { continue }
                if end + 1 < scalars.count, scalars[end] == "." || scalars[end] == ",", isDigit(scalars[end + 1]) { continue }
                if end < scalars.count, scalars[end].isWordLetter || scalars[end] == "@" { continue }
                found.append(String(String.UnicodeScalarView(scalars[index..<end])))
            }
        }
        return found
    }

    /// "1$@" without its %, and ٪ or ％ used where a specifier belongs.
    /// (Callers check `mayHoldLookAlikes` first.)
    static func lookAlikes(in text: String) -> [(text: String, reason: String)] {
        var found: [(String, String)] = []
        let scalars = Array(text.unicodeScalars)
        let conversions = Set<Unicode.Scalar>(["@", "d", "i", "u", "f", "s", "l"])
        for (index, scalar) in scalars.enumerated() {
            if scalar == "\u{066A}" || scalar == "\u{FF05}", index + 1 < scalars.count {
                var next = index + 1
                while next < scalars.count, (48...57).contains(scalars[next].value) || scalars[next] == "$" { next += 1 }
                if next < scalars.count, conversions.contains(scalars[next]) {
                    let piece = String(String.UnicodeScalarView(scalars[index...next]))
                    found.append(
                        (
                            piece,
                            "'\(piece)' uses a look-alike percent sign "
                                + "(U+\(String(scalar.value, radix: 16, uppercase: true))), so the value is never inserted"
                        ))
                }
            }
            if scalar == "$", index > 0, (48...57).contains(scalars[index - 1].value), index + 1 < scalars.count,
                conversions.contains(scalars[index + 1])
            {
                var start = index - 1
                while start > 0, (48...57).contains(scalars[start - 1].value) { start -= 1 }
                // After `*` the digits are a star position (`%*2$d`, `%.*2$f`), part of a specifier.
                if start == 0
                    || (scalars[start - 1] != "%" && scalars[start - 1] != "*" && scalars[start - 1] != "\u{066A}"
                        && scalars[start - 1] != "\u{FF05}")
                {
                    let piece = String(String.UnicodeScalarView(scalars[start...(index + 1)]))
                    found.append((piece, "'\(piece)' lost its %, so it prints as text instead of the value"))
                }
            }
        }
        return found
    }
}
