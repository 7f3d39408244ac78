import LintCore
import LocaleServices
import StringCatalog

/// A translation with fewer sentences than its source: a sentence may have been dropped.
public struct SentenceDroppedRule: CatalogRule {
    public static let description = RuleDescription(
        identifier: "sentence-dropped",
        name: "Sentence dropped",
        summary: "A translation has fewer sentences than its source, counted with ICU's sentence rules for each language.",
        rationale: """
            A translation that drops the second of two sentences ("Unable to connect. Check your network.") leaves users without the part \
            that tells them what to do (CH32 §11.1). Sentences are counted with ICU's sentence break rules for each language, not by \
            periods: Japanese 。, Arabic ؟, Hindi ।, a period before a lowercase word or after a dotted abbreviation ("e.g.", "z.B.") \
            ending none; a part without letters ("1.", "🙂") is no sentence. Translators may join two sentences into one, so length \
            decides: only a translation shorter than `shortRatio` of what its language's translations in the same catalog usually are \
            (median length ratio; a Chinese character weighs three Latin letters) is reported, and it needs review when it has as many \
            more commas, semicolons or dashes than the source as sentences missing (Chinese joins sentences with "，"). A sentence that \
            starts with a name such as "iPhone" or "macOS" is one, though ICU reads a small letter after a period as the sentence going \
            on. Thai, Lao and Khmer, which may end a sentence with a space, and a translation that marks no sentence end at all, \
            are not counted.
            """,
        reference: "CH32 §11.1",
        defaultSeverity: .p2,
        triggeringExamples: [
            RuleExample(
                """
                en: sync.error = Unable to connect. Please check your network and try again.
                de: sync.error = Verbindung nicht möglich.
                """),
            RuleExample(
                """
                en: sync.error = Unable to connect. Please check your network.
                ja: sync.error = 接続できません。
                """),
            // KeepingYouAwake (zh-Hant): short, but joined with "，" as Chinese does: needs review.
            RuleExample(
                """
                en: duration.invalid = The entered duration is invalid. Please try again.
                zh-Hant: duration.invalid = 數值無效，請重新輸入。
                """),
            // Simplenote (ar): short, joined with the Arabic comma "،": needs review.
            RuleExample(
                """
                en: deletion.sent = An email has been sent to %@. Check your inbox and follow the instructions.
                ar: deletion.sent = تم إرسال بريد إلى %@، راجع علبة الوارد.
                """),
            // Delta Chat (bg): the warning dropped.
            RuleExample(
                """
                en: multidevice_this_creates_a_qr_code = "This creates a QR code that the second device can scan to copy the \
                profile.\\n\\nMake sure no unwanted observer or camera can see the following screen."
                bg: multidevice_this_creates_a_qr_code = Ще бъде създаден QR код, чрез сканиране на \
                който другото устройство може да копира акаунта.
                """),
            // "iPhone" starts a sentence though its first letter is small (Home Assistant, et).
            RuleExample(
                """
                en: watch.not_reachable = Assist requires iPhone connectivity. Your iPhone is unreachable. Try again later.
                et: watch.not_reachable = Assist nõuab iPhone'i ühenduvust. iPhone pole kättesaadav.
                """),
        ],
        nonTriggeringExamples: [
            // Cork (cs): lines wrapped in other places than the source's; every sentence is there.
            RuleExample(
                """
                en: cleanup.warning = "Disabling cleanup of outdated files makes installs faster,\\nbut makes Homebrew \
                slower overall.\\nDisabling cleanup may break Homebrew.\\nThis also controls the cleanup of \
                packages\\nunused for 30 days."
                cs: cleanup.warning = "Zakázáním čištění zastaralých souborů zrychlíte instalace balíčků,\\nale \
                Homebrew celkově zpomalíte.\\nZakázání čištění může váš Homebrew rozbít.\\nTato volba ovládá také \
                automatické čištění balíčků po 30 dnech neaktivity."
                """),
            // Clendar (th): two sentences, the first ended by a space, as Thai writes (short here, so length would report it).
            RuleExample(
                """
                en: plus.thanks = "You have Clendar+. Thank you for your support! 😊"
                th: plus.thanks = "มี Clendar+ ขอบคุณ!"
                """),
            // Each language's own sentence marks.
            RuleExample(
                """
                en: delete.confirm = Are you sure? The file will be deleted.
                ja: delete.confirm = よろしいですか？ファイルは削除されます。
                ar: delete.confirm = هل أنت متأكد؟ سيتم حذف الملف.
                hi: delete.confirm = क्या आप निश्चित हैं? फ़ाइल हटा दी \
                जाएगी।
                zh-Hans: delete.confirm = 确定吗？文件将被删除。
                """),
            // Abbreviations and numbers do not end a sentence; "1." is no sentence of its own
            // (Home Assistant's "e.g. Living room favorites").
            RuleExample(
                """
                en: tip.body = Use a gesture, e.g. a swipe, to go back.
                de: tip.body = Nutze eine Geste, z. B. ein Wischen, um zurückzugehen.
                en: widgets.name.placeholder = e.g. Living room favorites
                de: widgets.name.placeholder = z.B. Wohnzimmer-Favoriten
                en: servers.empty = No servers available. Add a server in the app.
                de: servers.empty = Keine Server verfügbar. Füge einen Server in der App hinzu.
                en: step.body = 1. Open Settings
                de: step.body = Einstellungen öffnen
                """),
            // Joined into one sentence, as long as the language usually writes: not reported;
            // "iPhone", "mTLS" after a period start sentences (Home Assistant).
            RuleExample(
                """
                en: sync.error = Unable to connect. Please check your network.
                fr: sync.error = Connexion impossible, veuillez vérifier votre réseau.
                en: watch.not_reachable = Assist requires iPhone connectivity. Your iPhone is currently unreachable.
                et: watch.not_reachable = Assist nõuab iPhone'i ühenduvust.  iPhone pole praegu kättesaadav.
                en: certificate.remove = The certificate will be removed from the device. You will need to import it again to use mTLS \
                authentication.
                ko: certificate.remove = 인증서가 기기에서 제거됩니다. mTLS 인증을 사용하려면 다시 가져와야 \
                합니다.
                en: hex.invalid = Result is not a hex color (e.g. #FF9500)
                ko: hex.invalid = 결과가 16진수 색상이 아닙니다(예: #FF9500).
                """),
            RuleExample(
                """
                en: sync.error = Unable to connect. Please check your network.
                fr: sync.error = Pas de réseau.
                """, configuration: "rules: { sentence-dropped: { shortRatio: 0.3 } }"),
            // Khmer's "។" (Swiftfin), which ICU 72 does not end a sentence with.
            RuleExample(
                """
                en: quickConnectSuccessMessage = Authorizing Quick Connect successful. Please continue on your other device.
                km: quickConnectSuccessMessage = ការអនុញ្ញាត Quick Connect បានជោគជ័យ។ \
                សូមបន្តនៅលើឧបករណ៍ផ្សេងទៀតរបស់អ្នក។
                """),
            // Thai marks no sentence end (alt-tab): the translation is not counted.
            RuleExample(
                """
                en: sync.error = Unable to connect. Please check your network.
                th: sync.error = ไม่สามารถเชื่อมต่อได้ \
                โปรดตรวจสอบเครือข่ายของคุณ
                en: permission.skip = Use the app without this permission. Thumbnails won’t show.
                th: permission.skip = ใช้แอปโดยไม่มีสิทธิ์นี้ \
                ภาพย่อจะไม่แสดง
                """),
        ]
    )

    public struct Options: RuleOptions {
        public var shortRatio = 0.8
        public init() {}
        public static let fields: [OptionField<Options>] = [
            .number(
                "shortRatio", \.shortRatio, in: 0.1...2,
                "below this share of its language's usual length, a translation with "
                    + "fewer sentences is reported (needs review where commas may join them); above it, it is not"
            )
        ]
    }

    public static let checksUnits = true
    let options: Options

    public init(options: Options) {
        self.options = options
    }

    public func check(unit: UnitContext, in entry: EntryContext, into findings: inout [Finding]) {
        let summary = entry.sourceSummary(ofPath: unit.path)
        guard summary.mayHoldSeveralSentences || summary.hasNonASCII, !unit.isSource, entry.comparesText(of: unit) else { return }
        let source = entry.maskedSource(ofPath: unit.path).text
        let text = unit.maskedText
        // Only a short translation is reported: length first, since it costs no ICU call.
        let catalog = entry.catalog
        let usual = catalog.translationLengths.medianRatio(unit.locale) ?? 1
        let relative = Double(TranslationLengths.weight(of: text)) / Double(max(TranslationLengths.weight(of: source), 1)) / usual
        guard relative < options.shortRatio else { return }
        // Thai, Lao and Khmer end a sentence with a space as often as with a mark (Clendar's
        // Thai "คุณมี Clendar+ ขอบคุณ…!" is two): their sentences cannot be counted.
        // Elsewhere a text without any mark is not counted either.
        guard !Self.spaceEndsSentences.contains(String(unit.locale.languageSubtag)),
            text.unicodeScalars.contains(where: { $0.properties.isSentenceTerminal || $0 == "\n" })
        else { return }
        guard let expected = Self.sentenceCount(source, language: catalog.catalog.sourceLanguage, cache: catalog.cache), expected >= 2,
            let found = Self.sentenceCount(text, language: unit.locale, cache: catalog.cache), found < expected
        else { return }
        // Chinese joins two sentences with "，" as English would not: as many more commas,
        // semicolons or dashes as sentences missing say they may have been joined.
        let joined = Self.clauseMarks(in: text) - Self.clauseMarks(in: source) >= expected - found
        let percent = PluralProfile.percent(relative)
        findings.append(
            entry.finding(
                Self.description, outcome: joined ? .needsReview : .violation,
                "the \(unit.locale) text of \"\(entry.entry.key)\" has \(found) "
                    + "sentence\(found == 1 ? "" : "s") where the source has \(expected)"
                    + " and is \(percent) of its language's usual length: "
                    + (joined ? "a sentence may be dropped, or joined to another" : "a sentence seems dropped"),
                offset: entry.offset(of: unit.unit), locale: unit.locale, element: unit.path,
                data: [
                    FindingValue("expected", String(expected)), FindingValue("found", String(found)),
                    FindingValue("relativeLength", percent),
                ],
                fix: "translate every sentence of \(entry.sourceCounterpart(ofPath: unit.path).quotedForMessage)"
            ))
    }

    /// Languages whose writing may end a sentence with a space alone.
    static let spaceEndsSentences: Set<String> = ["th", "lo", "km"]

    /// Marks that join clauses: commas, semicolons, colons and dashes, in every script's forms.
    static func clauseMarks(in text: String) -> Int {
        text.unicodeScalars.filter { ",;:—–，、；：،؛".unicodeScalars.contains($0) }.count
    }

    /// Sentences with at least one letter, as ICU's rules for `language` split them; nil when
    /// ICU cannot split text in that language. A break after a dotted abbreviation ("e.g.
    /// Living room", "z.B. Wohnzimmer", "U.S. users") is none; a sentence that starts with a
    /// name written with a small first letter ("iPhone", "iOS", "mTLS"), which ICU reads as the
    /// sentence going on, is one.
    static func sentenceCount(_ text: String, language: String, cache: FormatterCache) -> Int? {
        guard let locale = try? cache.locale(language), let segmenter = try? cache.sentenceSegmenter(locale),
            let sentences = try? segmenter.sentences(in: unwrapped(text))
        else { return nil }
        var count = 0
        var continues = false
        for sentence in sentences where sentence.unicodeScalars.contains(where: \.isWordLetter) {
            if !continues { count += 1 }
            count += namesStartingSentences(in: sentence) + marksICUPassesOver(in: sentence)
            continues = endsWithDottedAbbreviation(sentence)
        }
        return count
    }

    /// The text with a line break read as a space where the line goes on (a small letter after it, a
    /// comma or a hyphen before it): ICU ends a sentence at every line break, and a line may be
    /// wrapped inside one (Cork's warning, broken after a comma, which the Czech translation wraps
    /// elsewhere). Any other break (before a capital, or in a script without case, as Maccy's Hebrew
    /// ends a sentence with one) still ends it.
    static func unwrapped(_ text: String) -> String {
        guard text.contains("\n") else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            guard scalar == "\n" else {
                result.append(scalar)
                continue
            }
            // The characters around the break, past the spaces that indent the lines.
            let next = scalars[(index + 1)...].prefix(64).first { $0 != " " }
            let previous = scalars[..<index].suffix(64).last { $0 != " " }
            // "faster,⏎but", "Picture-in-⏎Picture:" go on.
            let goesOn = next?.properties.isLowercase == true || previous == "," || previous == "-"
            result.append(goesOn ? " " : scalar)
        }
        return String(result)
    }

    /// Sentence ends ICU 72 passes over: a sentence mark of a script other than Latin (Khmer ។)
    /// inside one of its sentences, before a letter.
    static func marksICUPassesOver(in sentence: Substring) -> Int {
        var found = 0
        var pendingMark = false
        for scalar in sentence.unicodeScalars {
            if scalar.properties.isAlphabetic, pendingMark { found += 1 }
            if !scalar.properties.isWhitespace { pendingMark = !scalar.isASCII && scalar.properties.isSentenceTerminal }
        }
        return found
    }

    /// "…e.g. ", "…z.B. ", "…U.S. ": the last word holds a period inside and has at most two
    /// letters between periods.
    static func endsWithDottedAbbreviation(_ sentence: Substring) -> Bool {
        let trimmed = sentence.reversed().drop { $0.isWhitespace }
        guard trimmed.first == "." else { return false }
        let word = String(trimmed.prefix { $0.isLetter || $0 == "." }.reversed())
        let parts = word.split(separator: ".")
        return parts.count >= 2 && parts.allSatisfy { $0.count <= 2 }
    }

    /// Sentence ends inside `sentence` that ICU passed over: ". " (or "! ", "? ") before a word
    /// that starts with a small letter and has a capital after it ("iPhone", "macOS").
    static func namesStartingSentences(in sentence: Substring) -> Int {
        let scalars = Array(sentence.unicodeScalars)
        var found = 0
        var index = 0
        while index + 2 < scalars.count {
            defer { index += 1 }
            guard scalars[index] == "." || scalars[index] == "!" || scalars[index] == "?", scalars[index + 1].properties.isWhitespace else {
                continue
            }
            var start = index + 1
            while start < scalars.count, scalars[start].properties.isWhitespace { start += 1 }
            let word = scalars[start...].prefix { $0.properties.isAlphabetic }
            guard let first = word.first, first.properties.isLowercase, word.dropFirst().contains(where: { $0.properties.isUppercase })
            else { continue }
            // Not after a dotted abbreviation ("e.g. iPhone").
            guard !endsWithDottedAbbreviation(Substring(String(String.UnicodeScalarView(scalars[...index])))) else { continue }
            found += 1
        }
        return found
    }
}
