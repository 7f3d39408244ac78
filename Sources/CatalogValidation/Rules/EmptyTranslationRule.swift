import LintCore
import StringCatalog

/// An empty value marked translated: the UI shows nothing where text belongs.
public struct EmptyTranslationRule: CatalogRule {
    public static let description = RuleDescription(
        identifier: "empty-translation",
        name: "Empty translation",
        summary: "A value is empty although its state says it is translated.",
        rationale: "The runtime shows the empty string, not the source: a button or label goes blank and VoiceOver reads nothing (CH32 §4.2: every interactive element must expose a label).",
        reference: "CH32 §4.2",
        defaultSeverity: .p0,
        triggeringExamples: [
            RuleExample("""
            en: screen.home.title = Home
            es: screen.home.title = ""
            """),
            RuleExample("""
            en plural.one: screen.home.count = %lld flow
            en plural.other: screen.home.count = %lld flows
            es plural.one: screen.home.count = %lld flujo
            es plural.other: screen.home.count = ""
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            en: screen.home.title = Home
            es (new): screen.home.title = ""
            """),
            RuleExample("""
            en: screen.home.spacer = ""
            es: screen.home.spacer = ""
            """),
        ]
    )

    public static let checksUnits = true

    public init() {}

    public func check(unit: UnitContext, in entry: EntryContext, into findings: inout [Finding]) {
        guard !unit.isSource, unit.unit.value.isEmpty, unit.unit.state == "translated", !entry.sourceText.isEmpty else { return }
        findings.append(entry.finding(
            Self.description, "the \(unit.locale) value of \"\(entry.entry.key)\" is empty but marked translated",
            offset: entry.offset(of: unit.unit), locale: unit.locale, element: unit.path,
            data: [FindingValue("state", "translated"), FindingValue("value", "")],
            fix: "translate \"\(entry.sourceText)\", or set the state to new so the source is shown"
        ))
    }

}
