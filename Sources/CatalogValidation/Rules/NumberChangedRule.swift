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
            "Up to 5 devices" that became "bis zu 3 Geräte" promises something else (CH32 §11.5: numbers are the same value in every \
            locale, written with its separators). Numbers are compared by value as each language writes them, read with ICU: Arabic-Indic \
            (٥), Persian (۵) and Devanagari (५) digits, "1.234,5" in German and "1 234,5" in French are the source's 1,234.5; a number \
            a translation writes in words (ICU's spell-out rules for 0–20, every gender and case: "zwei", "две", "二") counts too, \
            and so does a number inside a longer one ("15.01.2024" holds 2024), and so do fractions and numbers written as one character \
            ("½", "⒊"). "1" ("1 hour" is "an hour") and a number glued to a word ("3rd party", "2x", "0.5s") are reported only when the \
            translation writes a number of its own. Not compared: placeholders, numbers inside URLs and paths (url-changed), locales ICU \
            does not know (translatewiki's "qqq" notes), a key of one word that stands in for missing source text ("bitrateKbps1500"), and \
            plural forms other than `other`, whose "1" stands for the count that Russian `one` also uses for 21. A person reviews each \
            finding: a translation may localize an example on purpose (a price in roubles, a nearby city's coordinates) or say the \
            number in words beyond those ICU spells ("三十日", "a week" for "7 days"); 6 of 13 judged were real.
            """,
        reference: "CH32 §11.5",
        defaultSeverity: .p2,
        triggeringExamples: [
            RuleExample(
                """
                en: plan.limit = Sync up to 5 devices.
                de: plan.limit = Synchronisiere bis zu 3 Geräte.
                """),
            RuleExample(
                """
                en: trial.length = Try it free for 14 days.
                fr: trial.length = Essayez-le gratuitement pendant quelques jours.
                """),
            // The value differs as the language reads it: German "1,5" is one and a half.
            RuleExample(
                """
                en: storage.free = 1,500 MB free
                de: storage.free = 1,5 MB frei
                """),
            // Swiftfin (zh-Hans), IINA (it), Home Assistant (uk): another number.
            RuleExample(
                """
                en: communityRatingDescription = Community rating on a scale from 1 to 10.
                zh-Hans: communityRatingDescription = 社区评级在1到100的范围内。
                en: 0bT-f6-rXb.title = Default: 153600
                it: 0bT-f6-rXb.title = Default: 75000
                en: row3_column1.label = Row 3, Column 1
                uk: row3_column1.label = Рядок 1, Стовпець 1
                """, findings: 3),
            // Delta Chat (et), IINA (af): "1" and a number glued to its unit, where the
            // translation writes another number.
            RuleExample(
                """
                en: autodel_after_1_hour = After 1 hour
                et: autodel_after_1_hour = 5 tunni järel
                en: Lc4-4W-thE.title = Audio Delay - 0.5s
                af: Lc4-4W-thE.title = Oudiovertraging - 0,1s
                """, findings: 2),
        ],
        nonTriggeringExamples: [
            // The same value in each language's digits and separators.
            RuleExample(
                """
                en: storage.free = 1,234.5 MB free of 10,000
                de: storage.free = 1.234,5 MB von 10.000 frei
                fr: storage.free = 1 234,5 Mo libres sur 10 000
                ar: storage.free = ١٬٢٣٤٫٥ ميغابايت متاحة من ١٠٬٠٠٠
                fa: storage.free = ۱٬۲۳۴٫۵ مگابایت آزاد از ۱۰٬۰۰۰
                hi: storage.free = १०,००० में से १,२३४.५ MB खाली
                """),
            // Numbers in words, as ICU's spell-out rules write them; Arabic writes "with" and
            // "the" onto the word (alt-tab, Swiftfin).
            RuleExample(
                """
                en: setup.steps = Finish setup in 2 steps.
                de: setup.steps = Schließe die Einrichtung in zwei Schritten ab.
                ru: setup.steps = Завершите настройку за два шага.
                ja: setup.steps = 二つのステップで設定を完了します。
                en: 3-finger Horizontal Swipe = 3-finger Horizontal Swipe
                ar: 3-finger Horizontal Swipe = تمرير أفقي بثلاثة أصابع
                en: quickConnectCodeInstruction = Enter the 6 digit code from your other device.
                ar: quickConnectCodeInstruction = ادخل الارقام الستة من جهازك الآخر.
                """),
            // "1 hour" is "an hour" (Delta Chat), a number glued to a word may become a word
            // (Pearcleaner, IINA), when the translation writes no other number.
            RuleExample(
                """
                en: mute_for_one_hour = Mute for 1 hour
                he: mute_for_one_hour = השתקה למשך שעה
                en: call_duration = Less than 1 minute
                gl: call_duration = Menos dun minuto
                en: Perform updates on 3rd party apps = Perform updates on 3rd party apps
                de: Perform updates on 3rd party apps = Führen Sie Updates für Drittanbieter-Apps durch
                en: dUG-QD-CXL.title = 2x video size
                de: dUG-QD-CXL.title = Doppelte Videogröße
                """),
            // Fractions and numbers written as one character (Rectangle, zh-Hans).
            RuleExample(
                """
                en: xcE-uL-2J0.title = Choosing Spectacle will also cycle 1/2, 2/3, and 1/3 window widths
                zh-Hans: xcE-uL-2J0.title = 若选择 Spectacle，也会循环½、⅔、⅓窗口宽度
                en: 8dv-v2-SPu.title = 3. In the Rectangle menu, enable Todo Mode.
                zh-Hans: 8dv-v2-SPu.title = ⒊在 Rectangle 菜单中，启用待办模式
                en: 01Z-t3-cBm.title = The window will move to the next display instead of 1/2, 2/3, and 1/3 size.
                zh-Hans: 01Z-t3-cBm.title = 窗口将移动到下一个显示器，而不是 1 / 2、2 / 3 或 1 / 3 大小。
                en: expand.aspect = Expands to fit an aspect (e.g: 4/3)
                hr: expand.aspect = Proširuje se kako bi odgovaralo omjeru (npr. 4:3)
                """),
            // Placeholders, URLs and the count of a plural form are not written numbers; a
            // key of one word that stands in for missing source text (Swiftfin) says nothing.
            RuleExample(
                """
                en: feed.count = %1$lld new posts at https://example.com/v2
                de: feed.count = %1$lld neue Beiträge auf https://example.com/v2
                en plural.one: files.count = 1 file
                en plural.other: files.count = %lld files
                ru plural.one: files.count = %lld файл
                ru plural.few: files.count = %lld файла
                ru plural.many: files.count = %lld файлов
                ru plural.other: files.count = %lld файла
                de: bitrateKbps1500 = 480p - 1.5 Mbps
                en: license-description = Released under the GNU General Public License version 3.
                qqq: license-description = Paragraph text on licence on the About page
                """),
            // A date rewritten in the language's order still holds its numbers.
            RuleExample(
                """
                en: release.date = Released 2024-01-15
                de: release.date = Veröffentlicht am 15.01.2024
                """),
        ]
    )

    public static let checksUnits = true

    public init() {}

    public func check(unit: UnitContext, in entry: EntryContext, into findings: inout [Finding]) {
        let summary = entry.sourceSummary(ofPath: unit.path)
        guard summary.hasASCIIDigit || summary.hasNonASCII, !unit.isSource, entry.comparesText(of: unit) else { return }
        if let category = unit.pluralCategory, category != "other" { return }
        guard
            summary.hasASCIIDigit
                || entry.sourceCounterpart(ofPath: unit.path).unicodeScalars.contains(where: {
                    !$0.isASCII && $0.properties.numericType != nil
                })
        else { return }
        let source = entry.maskedSource(ofPath: unit.path).text
        let sourceNumbers = NumberScanner.numbers(in: source, skipping: AddressScanner.addresses(in: source).map(\.range))
        guard !sourceNumbers.isEmpty else { return }
        let text = unit.maskedText
        let translated = NumberScanner.numbers(in: text, skipping: AddressScanner.addresses(in: text).map(\.range))
        let cache = entry.catalog.cache
        let comparison = NumberComparison(
            translated: translated, text: text, sourceReader: Self.reader(entry.catalog.catalog.sourceLanguage, cache),
            translationReader: Self.reader(unit.locale, cache))
        let sourceValues = sourceNumbers.map { comparison.sourceValue(of: $0) }
        let missing = sourceNumbers.indices.filter { !comparison.says(sourceNumbers[$0], value: sourceValues[$0]) }.map {
            sourceNumbers[$0]
        }
        guard !missing.isEmpty else { return }
        // A translation that writes a number of its own ("After 1 hour" → "5 tunni järel")
        // changed it; without one, "1" and a number glued to a word were likely said in words.
        let addsNumber = translated.indices.contains { index in
            !sourceNumbers.indices.contains { comparison.same(sourceNumbers[$0], sourceValues[$0], translatedAt: index) }
        }
        var reported: [String] = []
        for number in missing where (!number.mayBeSaidInWords || addsNumber) && !reported.contains(String(number.text)) {
            reported.append(String(number.text))
        }
        guard !reported.isEmpty else { return }
        let found = translated.map { String($0.text) }
        let numbers = reported.joined(separator: ", ")
        findings.append(
            entry.finding(
                Self.description, outcome: .needsReview,
                "the \(unit.locale) text of \"\(entry.entry.key)\" does not say the "
                    + "source's number\(reported.count == 1 ? "" : "s") \(numbers)"
                    + (found.isEmpty ? "" : " (it has \(found.joined(separator: ", ")))"),
                offset: entry.offset(of: unit.unit), locale: unit.locale, element: unit.path,
                data: [FindingValue("expected", numbers), FindingValue("found", found.isEmpty ? "(none)" : found.joined(separator: ", "))],
                fix: "write \(numbers) in the translation, in the language's own digits and separators if it has them"
            ))
    }

    private static func reader(_ language: String, _ cache: FormatterCache) -> NumberReader? {
        guard let locale = try? cache.locale(language) else { return nil }
        return try? cache.numberReader(locale)
    }
}
