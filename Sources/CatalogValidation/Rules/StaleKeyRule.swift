import LintCore
import StringCatalog

/// A key Xcode no longer finds in the code (`extractionState: stale`).
public struct StaleKeyRule: CatalogRule {
    public static let description = RuleDescription(
        identifier: "stale-key",
        name: "Stale key",
        summary: "A key is marked stale: the code no longer uses it.",
        rationale: "Stale keys cost translators time and hide renamed keys; a key that shipped must not be renamed (CH32 §11.3), so a stale shipped key usually means a key was changed by accident.",
        reference: "CH32 §11.3",
        defaultSeverity: .p2,
        triggeringExamples: [
            RuleExample("""
            @state screen.old.title stale
            en: screen.old.title = Old
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            @state screen.home.title manual
            en: screen.home.title = Home
            """),
        ]
    )

    public init() {}

    public func check(entry: EntryContext, into findings: inout [Finding]) {
        guard entry.entry.extractionState == "stale" else { return }
        findings.append(entry.finding(
            Self.description, "\"\(entry.entry.key)\" is stale: no code uses it",
            data: [FindingValue("extractionState", "stale")],
            fix: "delete the key, or restore the code that used it if the key was renamed by mistake"
        ))
    }
}
