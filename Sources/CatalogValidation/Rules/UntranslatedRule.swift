import LintCore
import StringCatalog

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A translation that is its source text, marked translated: users read the development
/// language although the catalog says the work is done.
public struct UntranslatedRule: CatalogRule {
    public static let description = RuleDescription(
        identifier: "untranslated",
        name: "Untranslated text",
        summary:
            "A translation is identical to its source text and marked translated "
            + "(an XLIFF target equal to its source, a .strings value equal to the English table's).",
        rationale: """
            Users of that locale read the development language where the catalog claims a translation, and no tool lists it as missing. \
            Some text is rightly the same in both languages, so these are not reported: text without at least `minimumWords` words outside \
            placeholders (numbers, punctuation, "OK", single words such as "Version" or "Bluetooth", which many languages share), the \
            `brandNames` and the glossary's `keep` terms the rules file lists, text the glossary marks as not for translation, regional \
            variants of the source language (en-GB), and text that is the same by nature: kept identical by at least half of the entry's \
            translations, and at least two of them (names such as "Mission Control", which translators everywhere leave as they are).
            """,
        reference: "CH32 §11.1",
        defaultSeverity: .p1,
        triggeringExamples: [
            // Rectangle: nl kept the English; de and pl translated it.
            RuleExample(
                """
                en: bg9-nw-YvU.title = Gaps between windows
                de: bg9-nw-YvU.title = Abstände zwischen Fenstern
                nl: bg9-nw-YvU.title = Gaps between windows
                pl: bg9-nw-YvU.title = Przestrzeń między oknami
                """),
            // stats (.strings): the only translation, two words, identical.
            RuleExample(
                """
                en: Previous month = Previous month
                uk: Previous month = Previous month
                """),
            RuleExample(
                """
                en: menu.about = About Handz Pro
                de: menu.about = About Handz Pro
                fr: menu.about = À propos de Handz Pro
                """, configuration: "rules: { untranslated: { brandNames: [Handz] } }"),
            RuleExample(
                """
                en: sync.status = Synced
                de: sync.status = Synced
                fr: sync.status = Synchronisé
                """, configuration: "rules: { untranslated: { minimumWords: 1 } }"),
        ],
        nonTriggeringExamples: [
            // Names kept by every translator (linearmouse), a brand alone (Rectangle, CSE), a
            // shared single word (KeepingYouAwake de), numbers and placeholders.
            RuleExample(
                """
                en: Mission Control = Mission Control
                de: Mission Control = Mission Control
                fr: Mission Control = Mission Control
                ja: Mission Control = Mission Control
                ru: Mission Control = Управление полётами
                en: app.name = Rectangle
                de: app.name = Rectangle
                en: engine.name = 360 Search
                ja: engine.name = 360 Search
                en: menu.version = Version
                de: menu.version = Version
                en: size.label = %lld × %lld
                de: size.label = %lld × %lld
                """),
            // en-GB lists what differs from the English source; the rest is the same on purpose.
            RuleExample(
                """
                en: window.left.title = Move to the left half
                en-GB: window.left.title = Move to the left half
                """),
            // Not marked translated: unreviewed-translation's business.
            RuleExample(
                """
                en: bg9-nw-YvU.title = Gaps between windows
                nl (needs_review): bg9-nw-YvU.title = Gaps between windows
                """),
            RuleExample(
                """
                en: menu.about = About Handz Pro
                de: menu.about = About Handz Pro
                fr: menu.about = À propos de Handz Pro
                """, configuration: "rules: { untranslated: { brandNames: [Handz Pro] } }"),
            // The glossary's kept terms are names; a term it lists marks a string as not for
            // translation.
            RuleExample(
                """
                en: menu.about = About Handz Pro
                de: menu.about = About Handz Pro
                fr: menu.about = À propos de Handz Pro
                en: debug.reset = [debug] Reset all caches
                de: debug.reset = [debug] Reset all caches
                """, configuration: "glossary: { keep: [Handz, Pro], notForTranslation: ['[debug]'] }"),
        ]
    )

    public struct Options: RuleOptions {
        public var brandNames: [String] = []
        public var minimumWords = 2
        public var glossary = Glossary()
        public init() {}
        public static let fields: [OptionField<Options>] = [
            .texts(
                "brandNames", \.brandNames,
                "names that stay as they are in every language; text made of them (and placeholders) is not reported"),
            .integer(
                "minimumWords", \.minimumWords, in: 1...100,
                "fewest words (outside placeholders and brand names) identical text must have to be reported"),
            .glossary(\.glossary),
        ]
    }

    let options: Options
    /// Brand names as lowercased word sequences, longest first.
    private let brandWords: [[Substring]]

    public init(options: Options) {
        self.options = options
        brandWords = (options.brandNames + options.glossary.keep).map { $0.words }.filter { !$0.isEmpty }.sorted { $0.count > $1.count }
    }

    public func check(entry: EntryContext, into findings: inout [Finding]) {
        guard entry.entry.isTranslatable, entry.entry.extractionState != "stale" else { return }
        var identical: [(locale: String, path: String, unit: StringUnit)] = []
        let plainSource = Self.source(ofPath: "", in: entry)
        let plainLength = plainSource?.utf8.count ?? -1
        for (locale, localization) in entry.translations {
            guard let content = localization?.content else { continue }
            // Plain strings (nearly all): their length settles most of them.
            if let unit = content.unit, !content.hasVariationsOrSubstitutions {
                if unit.value.utf8.count == plainLength, let plainSource, !unit.value.isEmpty, Self.same(unit.value, plainSource),
                    unit.state == "translated",
                    !entry.catalog.isSourceVariant(locale)
                {
                    identical.append((locale, "", unit))
                }
                continue
            }
            for (path, unit) in content.allUnitsIncludingSubstitutions() where unit.state == "translated" && !unit.value.isEmpty {
                if let source = Self.source(ofPath: path, in: entry), Self.same(unit.value, source), !entry.catalog.isSourceVariant(locale)
                {
                    identical.append((locale, path, unit))
                }
            }
        }
        guard !identical.isEmpty, !entry.entry.isMarkedDoNotTranslate, !entry.isOrphanedInterfaceBuilderKey,
            !options.glossary.marksNotForTranslation(entry.sourceText)
        else { return }
        // The same by nature: most translators kept it, give or take an accent or a hyphen
        // ("App Exposé", "App-Exposé" for "App Expose"): a name.
        let (kept, translated) = keptByTranslators(entry)
        if kept >= 2, kept * 2 >= translated { return }
        for (locale, path, unit) in identical {
            guard countsWords(unit.value) else { continue }
            findings.append(
                entry.finding(
                    Self.description,
                    "the \(locale) text of \"\(entry.entry.key)\" is the source text, "
                        + "marked translated: \(locale) users read \"\(unit.value)\"",
                    offset: entry.offset(of: unit), locale: locale, element: path,
                    data: [
                        FindingValue("value", unit.value), FindingValue("state", unit.state ?? "translated"),
                        FindingValue("keptIn", "\(kept) of \(translated) translations"),
                    ],
                    fix:
                        "translate it into \(locale); if it must stay as it is, list the name "
                        + "in untranslated.brandNames or mark the key shouldTranslate: false"
                ))
        }
    }

    /// How many translations keep the source's text (of the entry's main unit), counting
    /// those that differ only in case, accents or punctuation, and how many there are.
    private func keptByTranslators(_ entry: EntryContext) -> (kept: Int, translated: Int) {
        let path =
            entry.sourceUnits.count <= 1 ? "" : (entry.sourceUnits.first { $0.path.hasSuffix(".other") } ?? entry.sourceUnits[0]).path
        guard let source = Self.source(ofPath: path, in: entry) else { return (0, 0) }
        let sourceLetters = Self.letters(of: source)
        var kept = 0, translated = 0
        for (locale, localization) in entry.translations where !entry.catalog.isSourceVariant(locale) {
            guard let content = localization?.content, let unit = Self.units(of: content).first(where: { $0.path == path })?.unit,
                !unit.value.isEmpty
            else { continue }
            translated += 1
            if Self.same(unit.value, source) || Self.nearlyEqual(Self.letters(of: unit.value), sourceLetters) { kept += 1 }
        }
        return (kept, translated)
    }

    /// Byte equality: the text as written, without Unicode normalization (which String's ==
    /// does, at a cost paid on every unit of the catalog).
    static func same(_ a: String, _ b: String) -> Bool {
        a.utf8.count == b.utf8.count
            && a.withUTF8Bytes { x in b.withUTF8Bytes { y in x.isEmpty || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 } }
    }

    /// The letters of a text, lowercased, without spaces, digits or punctuation.
    static func letters(of text: String) -> [Unicode.Scalar] {
        Array(text.lowercased().unicodeScalars.filter(\.isWordLetter))
    }

    /// At most one edit in eight letters (at least one): an accent, a letter's case, a hyphen.
    static func nearlyEqual(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Bool {
        let allowed = max(1, max(a.count, b.count) / 8)
        guard abs(a.count - b.count) <= allowed else { return false }
        guard !a.isEmpty, !b.isEmpty else { return true }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            if current.min()! > allowed { return false }
            previous = current
        }
        return previous[b.count] <= allowed
    }

    /// Whether `text` has `minimumWords` words once placeholders and brand names are left out.
    private func countsWords(_ text: String) -> Bool {
        var words = text.words
        for brand in brandWords {
            var index = 0
            while index + brand.count <= words.count {
                if Array(words[index..<(index + brand.count)]) == brand {
                    words.removeSubrange(index..<(index + brand.count))
                } else {
                    index += 1
                }
            }
        }
        return words.count >= options.minimumWords
    }

    /// A localization's units: the string, or each form.
    private static func units(of content: StringNode) -> [(path: String, unit: StringUnit)] {
        if let unit = content.unit, !content.hasVariationsOrSubstitutions { return [("", unit)] }
        return content.allUnitsIncludingSubstitutions()
    }

    /// The source text of the same unit (the key when the key is the source text); nil when
    /// the source has no unit at that path.
    private static func source(ofPath path: String, in entry: EntryContext) -> String? {
        if path.isEmpty, entry.sourceUnits.count <= 1 { return entry.sourceUnits.first?.unit.value ?? entry.sourceText }
        return entry.sourceUnits.first { $0.path == path }?.unit.value
    }
}
