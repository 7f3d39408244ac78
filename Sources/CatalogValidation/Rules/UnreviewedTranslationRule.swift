import LintCore
import StringCatalog

/// A translation in a shipped locale that is still `new` or `needs_review`.
public struct UnreviewedTranslationRule: CatalogRule {
    public static let description = RuleDescription(
        identifier: "unreviewed-translation",
        name: "Unreviewed translation",
        summary: "A shipped locale has a translation whose state is new or needs_review.",
        rationale:
            "Xcode marks a translation needs_review when its source changed: the text users read may no longer say what the UI does.",
        reference: "CH32 §11.1",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample(
                """
                en: screen.home.title = Home
                es (needs_review): screen.home.title = Inicio
                """),
            RuleExample(
                """
                en: screen.home.title = Home
                es (new): screen.home.title = Inicio
                """),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                en: screen.home.title = Home
                es: screen.home.title = Inicio
                """),
            RuleExample(
                """
                @locales es
                en: screen.home.title = Home
                es: screen.home.title = Inicio
                fr (needs_review): screen.home.title = Accueil
                """),
        ]
    )

    public static let checksUnits = true

    public init() {}

    public func check(unit: UnitContext, in entry: EntryContext, into findings: inout [Finding]) {
        guard !unit.isSource, let state = unit.unit.state, state == "new" || state == "needs_review",
            entry.catalog.shippedLocales.contains(unit.locale), !(state == "new" && unit.unit.value.isEmpty)
        else { return }
        findings.append(
            entry.finding(
                Self.description, "the \(unit.locale) translation of \"\(entry.entry.key)\" is \(state) in a shipped locale",
                offset: entry.offset(of: unit.unit), locale: unit.locale, element: unit.path,
                data: [FindingValue("state", state), FindingValue("required", "translated")],
                fix: "review \"\(unit.unit.value)\" against \"\(entry.sourceText)\" and mark it translated"
            ))
    }

}
