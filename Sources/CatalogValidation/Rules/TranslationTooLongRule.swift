import LintCore
import StringCatalog

/// Translations much longer than their source.
public struct TranslationTooLongRule: CatalogRule {
    public static let description = RuleDescription(
        identifier: "translation-too-long",
        name: "Translation too long",
        summary: "A translation is more than 50% longer than its source (configurable).",
        rationale: "CH32 §11.4 plans layouts for 30–50% expansion; a longer translation truncates or wraps critical CTAs. Each placeholder counts as one character, forms for counts no real count reaches (Spanish \"many\") are skipped, and sources shorter than 10 characters are not checked (\"OK\" → \"Aceptar\", \"%lld moves\" → \"%lld movimientos\").",
        reference: "CH32 §11.4",
        defaultSeverity: .p2,
        triggeringExamples: [
            RuleExample("""
            en: screen.practice.start = Start practice
            de: screen.practice.start = Beginnen Sie jetzt mit Ihrer Übungseinheit
            """),
            RuleExample("""
            en: screen.flows.saved = %1$lld of %2$lld saved
            es: screen.flows.saved = Se han guardado %1$lld de un total de %2$lld
            """),
            RuleExample("""
            en: screen.practice.start = Start practice
            de: screen.practice.start = Übung jetzt beginnen
            """, configuration: "catalog: { maximumExpansion: 1.2 }"),
            RuleExample("""
            en: common.button.ok = OK
            es: common.button.ok = Aceptar
            """, configuration: "rules: { translation-too-long: { expansionMinimumSourceLength: 2 } }"),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            en: screen.practice.start = Start practice
            de: screen.practice.start = Übung starten
            en: common.button.ok = OK
            es: common.button.ok = Aceptar
            en: screen.moves.count = %lld moves
            es: screen.moves.count = %lld movimientos
            """),
        ]
    )

    public static let checksUnits = true

    public struct Options: RuleOptions {
        public var maximumExpansion = 1.5
        public var expansionMinimumSourceLength = 10
        public init() {}
        public static let fields: [OptionField<Options>] = [
            .number("maximumExpansion", \.maximumExpansion, in: 1...100, "allowed length as a multiple of the source (1.5 = 50% longer)"),
            .integer("expansionMinimumSourceLength", \.expansionMinimumSourceLength, in: 0...10_000, "shortest source checked, in characters"),
        ]
    }

    let options: Options
    public init(options: Options) { self.options = options }

    public func check(unit: UnitContext, in entry: EntryContext, into findings: inout [Finding]) {
        let value = unit.unit.value
        guard !unit.isSource, !value.isEmpty else { return }
        // Forms for counts no real count reaches (Spanish "many": exact millions) need the
        // grammar they need ("1.000.000 de días"), not a shorter wording.
        if !unit.path.isEmpty, let category = Self.pluralCategory(in: unit.path), let profile = entry.catalog.pluralProfiles[unit.locale],
           profile.rarelyUsed.contains(where: { $0.rawValue == category }) { return }
        // A template with %#@name@ stands for phrases its substitutions hold (measured on
        // their own): its bare words say nothing about the rendered length.
        if unit.summary.hasPercent, unit.format.specifiers.contains(where: { $0.substitutionName != nil }) { return }
        // Placeholders render the same in every language: each counts as one character, so
        // "%lld moves" and a form that spells the number out ("تدفق واحد") compare fairly.
        let source = entry.sourceSummary(ofPath: unit.path)
        let sourceFormat = unit.summary.hasPercent || source.hasPercent ? entry.sourceCounterpartFormat(ofPath: unit.path) : .noPlaceholders
        let sourcePlaceholders = Self.placeholderLength(sourceFormat), placeholders = Self.placeholderLength(unit.format)
        // Scalars bound graphemes from above: a translation whose scalar count is within the
        // limit needs no grapheme breaking at all.
        let sourceScalars = source.scalarCount - sourcePlaceholders
        guard sourceScalars >= options.expansionMinimumSourceLength,
              Double(unit.summary.scalarCount - placeholders) > Double(sourceScalars) * options.maximumExpansion || source.scalarCount != entry.sourceLength(ofPath: unit.path) else { return }
        let sourceLength = entry.sourceLength(ofPath: unit.path) - sourcePlaceholders
        guard sourceLength >= options.expansionMinimumSourceLength else { return }
        let length = value.count - placeholders
        let ratio = Double(length) / Double(sourceLength)
        guard ratio > options.maximumExpansion else { return }
        let percent = Int(((ratio - 1) * 100).rounded())
        findings.append(entry.finding(
            Self.description, "the \(unit.locale) text of \"\(entry.entry.key)\" is \(percent)% longer than the source (\(length) vs \(sourceLength) characters, counting each placeholder as one)",
            offset: entry.offset(of: unit.unit), locale: unit.locale, element: unit.path,
            data: [FindingValue("measured", String(length)), FindingValue("required", "≤ \(Int((Double(sourceLength) * options.maximumExpansion).rounded(.down)))"), FindingValue("sourceLength", String(sourceLength)),
                   FindingValue("ratio", String((ratio * 100).rounded() / 100)), FindingValue("maximum", String(options.maximumExpansion))],
            fix: "shorten the translation, or make sure the layout wraps it (CH32 §11.4)"
        ))
    }

    /// Characters format specifiers take beyond the one each counts for (ASCII: bytes are
    /// characters).
    static func placeholderLength(_ format: FormatString) -> Int {
        var length = 0
        for piece in format.pieces { if case let .specifier(specifier) = piece { length += specifier.text.utf8.count - 1 } }
        return length
    }

    /// "plural.many" → "many"; "substitutions.count.plural.few" → "few".
    static func pluralCategory(in path: String) -> Substring? {
        // Hot: runs for every unit; most paths are "" and the rest are short ASCII.
        guard !path.isEmpty else { return nil }
        var rest = path[...]
        while let dot = rest.firstIndex(of: ".") {
            let segment = rest[..<dot]
            rest = rest[rest.index(after: dot)...]
            if segment == "plural" { return rest.prefix { $0 != "." } }
        }
        return nil
    }
}
