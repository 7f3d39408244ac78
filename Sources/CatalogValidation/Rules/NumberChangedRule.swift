import LintCore
import LocaleServices
import StringCatalog

/// A number written in the source that a translation lost or changed.
public struct NumberChangedRule: CatalogRule {
    public static let description = RuleDescription(
        identifier: "number-changed",
        name: "Number changed",
        summary: "A number written in the source (not a placeholder) is missing from a translation or has another value there.",
        rationale: """
        "Up to 5 devices" that became "bis zu 3 Geräte" promises something else (CH32 §11.5: numbers are the same value in every locale, written \
        with its separators). Numbers are compared by value as each language writes them, read with ICU: Arabic-Indic (٥), Persian (۵) and \
        Devanagari (५) digits, "1.234,5" in German and "1 234,5" in French are the source's 1,234.5; a number a translation writes in words \
        (ICU's spell-out rules for 0–20, every gender and case: "zwei", "две", "二") counts too, and so does a number inside a longer one \
        ("15.01.2024" holds 2024). Not compared: placeholders, numbers inside URLs and paths (url-changed), and plural forms other than `other`, \
        whose "1" stands for the count that Russian `one` also uses for 21.
        """,
        reference: "CH32 §11.5",
        defaultSeverity: .p2,
        triggeringExamples: [
            RuleExample("""
            en: plan.limit = Sync up to 5 devices.
            de: plan.limit = Synchronisiere bis zu 3 Geräte.
            """),
            RuleExample("""
            en: trial.length = Try it free for 14 days.
            fr: trial.length = Essayez-le gratuitement pendant quelques jours.
            """),
            // The value differs as the language reads it: German "1,5" is one and a half.
            RuleExample("""
            en: storage.free = 1,500 MB free
            de: storage.free = 1,5 MB frei
            """),
        ],
        nonTriggeringExamples: [
            // The same value in each language's digits and separators.
            RuleExample("""
            en: storage.free = 1,234.5 MB free of 10,000
            de: storage.free = 1.234,5 MB von 10.000 frei
            fr: storage.free = 1 234,5 Mo libres sur 10 000
            ar: storage.free = ١٬٢٣٤٫٥ ميغابايت متاحة من ١٠٬٠٠٠
            fa: storage.free = ۱٬۲۳۴٫۵ مگابایت آزاد از ۱۰٬۰۰۰
            hi: storage.free = १०,००० में से १,२३४.५ MB खाली
            """),
            // Numbers in words, as ICU's spell-out rules write them.
            RuleExample("""
            en: setup.steps = Finish setup in 2 steps.
            de: setup.steps = Schließe die Einrichtung in zwei Schritten ab.
            ru: setup.steps = Завершите настройку за два шага.
            ja: setup.steps = 二つのステップで設定を完了します。
            """),
            // Placeholders, URLs and the count of a plural form are not written numbers.
            RuleExample("""
            en: feed.count = %1$lld new posts at https://example.com/v2
            de: feed.count = %1$lld neue Beiträge auf https://example.com/v2
            en plural.one: files.count = 1 file
            en plural.other: files.count = %lld files
            ru plural.one: files.count = %lld файл
            ru plural.few: files.count = %lld файла
            ru plural.many: files.count = %lld файлов
            ru plural.other: files.count = %lld файла
            """),
            // A date rewritten in the language's order still holds its numbers.
            RuleExample("""
            en: release.date = Released 2024-01-15
            de: release.date = Veröffentlicht am 15.01.2024
            """),
        ]
    )

    public static let checksUnits = true

    public init() {}

    public func check(unit: UnitContext, in entry: EntryContext, into findings: inout [Finding]) {
        guard entry.comparesText(of: unit) else { return }
        if let category = unit.pluralCategory, category != "other" { return }
        let (source, summary) = entry.maskedSource(ofPath: unit.path)
        guard summary.hasASCIIDigit || summary.hasNonASCII else { return }
        let sourceNumbers = NumberScanner.numbers(in: source, skipping: AddressScanner.addresses(in: source).map(\.range))
        guard !sourceNumbers.isEmpty else { return }
        let text = unit.maskedText
        let translated = NumberScanner.numbers(in: text, skipping: AddressScanner.addresses(in: text).map(\.range))
        let cache = entry.catalog.cache
        let comparison = NumberComparison(sourceReader: Self.reader(entry.catalog.catalog.sourceLanguage, cache),
                                          translationReader: Self.reader(unit.locale, cache))
        var reported = Set<String>()
        for number in sourceNumbers where !comparison.says(number, in: translated, text: text) && reported.insert(number.literal).inserted {
            let found = translated.map { String($0.text) }
            findings.append(entry.finding(
                Self.description, "the \(unit.locale) text of \"\(entry.entry.key)\" does not say the source's number \(number.text)"
                    + (found.isEmpty ? "" : " (it has \(found.joined(separator: ", ")))"),
                offset: entry.offset(of: unit.unit), locale: unit.locale, element: unit.path,
                data: [FindingValue("expected", String(number.text)), FindingValue("found", found.isEmpty ? "(none)" : found.joined(separator: ", "))],
                fix: "write \(number.text) in the translation, in the language's own digits and separators if it has them"
            ))
        }
    }

    private static func reader(_ language: String, _ cache: FormatterCache) -> NumberReader? {
        guard let locale = try? cache.locale(language) else { return nil }
        return try? cache.numberReader(locale)
    }
}
