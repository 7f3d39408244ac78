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
        A translation that drops the second of two sentences ("Unable to connect. Check your network.") leaves users without the part that tells \
        them what to do (CH32 §11.1). Sentences are counted with ICU's sentence break rules for each language, not by periods: Japanese 。, \
        Arabic ؟, Hindi ।, and CLDR's abbreviations ("e.g.", "Mr.") that do not end one; a part without letters ("1.", "🙂") is no sentence. \
        Translators may join two sentences into one, so length decides: a translation shorter than `shortRatio` of what its language's \
        translations in the same catalog usually are (median length ratio, in UTF-8 bytes) is reported, a longer one needs review. A translation \
        that marks no sentence end at all (Thai writes none) is not counted unless it is short.
        """,
        reference: "CH32 §11.1",
        defaultSeverity: .p2,
        triggeringExamples: [
            RuleExample("""
            en: sync.error = Unable to connect. Please check your network and try again.
            de: sync.error = Verbindung nicht möglich.
            """),
            RuleExample("""
            en: sync.error = Unable to connect. Please check your network.
            ja: sync.error = 接続できません。
            """),
            // Joined into one sentence, as long as the source: needs review.
            RuleExample("""
            en: sync.error = Unable to connect. Please check your network.
            fr: sync.error = Connexion impossible, veuillez vérifier votre réseau.
            """),
            RuleExample("""
            en: sync.error = Unable to connect. Please check your network.
            fr: sync.error = Connexion impossible, veuillez vérifier votre réseau.
            """, configuration: "rules: { sentence-dropped: { shortRatio: 1.5 } }"),
        ],
        nonTriggeringExamples: [
            // Each language's own sentence marks.
            RuleExample("""
            en: delete.confirm = Are you sure? The file will be deleted.
            ja: delete.confirm = よろしいですか？ファイルは削除されます。
            ar: delete.confirm = هل أنت متأكد؟ سيتم حذف الملف.
            hi: delete.confirm = क्या आप निश्चित हैं? फ़ाइल हटा दी जाएगी।
            zh-Hans: delete.confirm = 确定吗？文件将被删除。
            """),
            // Abbreviations and numbers do not end a sentence; "1." is no sentence of its own.
            RuleExample("""
            en: tip.body = Use a gesture, e.g. a swipe, to go back.
            de: tip.body = Nutze eine Geste, z. B. ein Wischen, um zurückzugehen.
            en: step.body = 1. Open Settings
            de: step.body = Einstellungen öffnen
            """),
            // Thai marks no sentence end: a translation of full length is not counted.
            RuleExample("""
            en: sync.error = Unable to connect. Please check your network.
            th: sync.error = ไม่สามารถเชื่อมต่อได้ โปรดตรวจสอบเครือข่ายของคุณ
            """),
        ]
    )

    public struct Options: RuleOptions {
        public var shortRatio = 0.8
        public init() {}
        public static let fields: [OptionField<Options>] = [
            .number("shortRatio", \.shortRatio, in: 0.1...2,
                    "below this share of its language's usual length, a translation with fewer sentences is reported; above it, it needs review"),
        ]
    }

    public static let checksUnits = true
    let options: Options

    public init(options: Options) {
        self.options = options
    }

    public func check(unit: UnitContext, in entry: EntryContext, into findings: inout [Finding]) {
        guard entry.comparesText(of: unit) else { return }
        let (source, summary) = entry.maskedSource(ofPath: unit.path)
        guard summary.mayHoldSeveralSentences || summary.hasNonASCII else { return }
        let catalog = entry.catalog
        guard let expected = Self.sentenceCount(source, language: catalog.catalog.sourceLanguage, cache: catalog.cache), expected >= 2 else { return }
        let text = unit.maskedText
        guard let found = Self.sentenceCount(text, language: unit.locale, cache: catalog.cache), found < expected else { return }
        let usual = catalog.translationLengths.medianRatio(unit.locale) ?? 1
        let relative = Double(text.utf8.count) / Double(max(source.utf8.count, 1)) / usual
        let short = relative < options.shortRatio
        let marksSentences = text.unicodeScalars.contains { $0.properties.isSentenceTerminal || $0 == "\n" }
        guard short || marksSentences else { return }
        let percent = PluralProfile.percent(relative)
        findings.append(entry.finding(
            Self.description, outcome: short ? .violation : .needsReview,
            "the \(unit.locale) text of \"\(entry.entry.key)\" has \(found) sentence\(found == 1 ? "" : "s") where the source has \(expected)"
                + (short ? " and is \(percent) of its language's usual length: a sentence seems dropped"
                         : ": the translator may have joined them (it is \(percent) of its language's usual length)"),
            offset: entry.offset(of: unit.unit), locale: unit.locale, element: unit.path,
            data: [FindingValue("expected", String(expected)), FindingValue("found", String(found)), FindingValue("relativeLength", percent)],
            fix: "translate every sentence of \(entry.sourceCounterpart(ofPath: unit.path).quotedForMessage)"
        ))
    }

    /// Sentences with at least one letter, as ICU's rules for `language` split them; nil when
    /// ICU cannot split text in that language.
    static func sentenceCount(_ text: String, language: String, cache: FormatterCache) -> Int? {
        guard let locale = try? cache.locale(language), let segmenter = try? cache.sentenceSegmenter(locale),
              let sentences = try? segmenter.sentences(in: text) else { return nil }
        return sentences.filter { $0.unicodeScalars.contains(where: \.isWordLetter) }.count
    }
}
