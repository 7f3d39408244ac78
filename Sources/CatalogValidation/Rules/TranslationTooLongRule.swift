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

    public init() {}

    public func check(entry: EntryContext, into findings: inout [Finding]) {
        let options = entry.catalog.options
        guard let source = entry.sourceNode ?? Optional(StringNode.unit(entry.entry.key)) else { return }
        for (locale, path, unit) in entry.translatedUnits where !unit.value.isEmpty {
            guard let sourceText = source.counterpart(ofPath: path) else { continue }
            let sourceLength = sourceText.count
            guard sourceLength >= options.expansionMinimumSourceLength else { continue }
            let length = unit.value.count
            let ratio = Double(length) / Double(sourceLength)
            guard ratio > options.maximumExpansion else { continue }
            let percent = Int(((ratio - 1) * 100).rounded())
            findings.append(entry.finding(
                Self.description, "the \(locale) text of \"\(entry.entry.key)\" is \(percent)% longer than the source (\(length) vs \(sourceLength) characters)",
                offset: entry.offset(of: unit), locale: locale, element: path,
                data: [FindingValue("length", String(length)), FindingValue("sourceLength", String(sourceLength)),
                       FindingValue("ratio", String((ratio * 100).rounded() / 100)), FindingValue("maximum", String(options.maximumExpansion))],
                fix: "shorten the translation, or make sure the layout wraps it (CH32 §11.4)"
            ))
        }
    }
}
