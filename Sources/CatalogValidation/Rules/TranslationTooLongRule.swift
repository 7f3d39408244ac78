import LintCore
import StringCatalog

/// Translations much longer than their source.
public struct TranslationTooLongRule: CatalogRule {
    public static let description = RuleDescription(
        identifier: "translation-too-long",
        name: "Translation too long",
        summary: "A translation is more than 50% longer than its source (configurable).",
        rationale: "CH32 §11.4 plans layouts for 30–50% expansion; a longer translation truncates or wraps critical CTAs. Sources shorter than 10 characters are not checked (\"OK\" → \"Aceptar\").",
        reference: "CH32 §11.4",
        defaultSeverity: .p2,
        options: [RuleOption("catalog.maximumExpansion", default: "1.5", "allowed length as a multiple of the source"),
                  RuleOption("catalog.expansionMinimumSourceLength", default: "10", "shortest source checked, in characters")],
        triggeringExamples: [
            RuleExample("""
            en: screen.practice.start = Start practice
            de: screen.practice.start = Beginnen Sie jetzt mit Ihrer Übungseinheit
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            en: screen.practice.start = Start practice
            de: screen.practice.start = Übung starten
            en: common.button.ok = OK
            es: common.button.ok = Aceptar
            """),
        ]
    )

    public static let checksUnits = true

    public init() {}

    public func check(unit: UnitContext, in entry: EntryContext, into findings: inout [Finding]) {
        let options = entry.catalog.options
        let value = unit.unit.value
        guard !unit.isSource, !value.isEmpty else { return }
        // Scalars bound graphemes from above: a translation whose scalar count is within the
        // limit needs no grapheme breaking at all.
        let source = entry.sourceSummary(ofPath: unit.path)
        guard source.scalarCount >= options.expansionMinimumSourceLength,
              Double(unit.summary.scalarCount) > Double(source.scalarCount) * options.maximumExpansion || source.scalarCount != entry.sourceLength(ofPath: unit.path) else { return }
        let sourceLength = entry.sourceLength(ofPath: unit.path)
        guard sourceLength >= options.expansionMinimumSourceLength,
              Double(unit.summary.scalarCount) > Double(sourceLength) * options.maximumExpansion else { return }
        let length = value.count
        let ratio = Double(length) / Double(sourceLength)
        guard ratio > options.maximumExpansion else { return }
        let percent = Int(((ratio - 1) * 100).rounded())
        findings.append(entry.finding(
            Self.description, "the \(unit.locale) text of \"\(entry.entry.key)\" is \(percent)% longer than the source (\(length) vs \(sourceLength) characters)",
            offset: entry.offset(of: unit.unit), locale: unit.locale, element: unit.path,
            data: [FindingValue("length", String(length)), FindingValue("sourceLength", String(sourceLength)),
                   FindingValue("ratio", String((ratio * 100).rounded() / 100)), FindingValue("maximum", String(options.maximumExpansion))],
            fix: "shorten the translation, or make sure the layout wraps it (CH32 §11.4)"
        ))
    }

}
