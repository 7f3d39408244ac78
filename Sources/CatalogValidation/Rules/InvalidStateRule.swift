import LintCore
import StringCatalog

/// A `state` value Xcode does not write.
public struct InvalidStateRule: CatalogRule {
    static let validStates: Set<String> = ["translated", "new", "needs_review", "stale"]

    public static let description = RuleDescription(
        identifier: "invalid-state",
        name: "Invalid translation state",
        summary: "A string unit's state is not translated, new, needs_review or stale.",
        rationale:
            "Tools decide from the state whether a translation may ship; an empty "
            + "or misspelled state (seen in real catalogs) hides unreviewed text from every check.",
        reference: "CH32 §11.1",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample(
                """
                en: screen.home.title = Home
                es (): screen.home.title = Inicio
                """),
            RuleExample(
                """
                en: screen.home.title = Home
                es (Translated): screen.home.title = Inicio
                """),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                en: screen.home.title = Home
                es (needs_review): screen.home.title = Inicio
                fr: screen.home.title = Accueil
                """)
        ]
    )

    public static let checksUnits = true

    public init() {}

    public func check(unit: UnitContext, in entry: EntryContext, into findings: inout [Finding]) {
        guard let state = unit.unit.state, !InvalidStateRule.validStates.contains(state) else { return }
        findings.append(
            entry.finding(
                Self.description, "the \(unit.locale) state of \"\(entry.entry.key)\" is \"\(state)\", which no tool recognises",
                offset: unit.unit.offset, locale: unit.locale, element: unit.path,
                data: [FindingValue("state", state), FindingValue("expected", "translated, new, needs_review or stale")],
                fix: state.lowercased() == "translated"
                    ? "write the state in lowercase: translated" : "set the state to translated after review, or new"
            ))
    }

}
