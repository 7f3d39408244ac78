import LintCore
import StringCatalog

/// Keys that differ only in letter case.
public struct KeyCaseCollisionRule: CatalogRule {
    public static let description = RuleDescription(
        identifier: "key-case-collision",
        name: "Keys differing only in case",
        summary: "Two keys are the same apart from letter case.",
        rationale: """
            Look-ups are case-sensitive, so both keys work at run time (linearmouse has "Show Desktop" and "Show desktop", two strings its \
            code uses): a smell, not a defect. But some translation tools, exports and case-insensitive file systems merge them, so one \
            translation can silently replace the other.
            """,
        reference: "CH32 §11.3",
        defaultSeverity: .p2,
        triggeringExamples: [
            RuleExample(
                """
                en: screen.home.title = Home
                en: screen.home.Title = Home screen
                """),
            // Issue class 6 (linearmouse): two source strings the code uses, a P2 smell.
            RuleExample(
                """
                en: Show Desktop = Show Desktop
                en: Show desktop = Show desktop
                """, severity: .p2),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                en: screen.home.title = Home
                en: screen.home.subtitle = Welcome back
                """)
        ]
    )

    public init() {}

    public func check(catalog: CatalogContext, into findings: inout [Finding]) {
        var firstByFolded: [String: Int] = [:]
        for (index, entry) in catalog.catalog.entries.enumerated() {
            let folded = entry.key.lowercased()
            guard let first = firstByFolded[folded] else {
                firstByFolded[folded] = index
                continue
            }
            let other = catalog.catalog.entries[first].key
            findings.append(
                Finding(
                    ruleID: Self.description.identifier, severity: Self.description.defaultSeverity,
                    message: "\"\(entry.key)\" differs from \"\(other)\" only in case",
                    location: catalog.location(entry.offset), subject: FindingSubject(scope: entry.key),
                    data: [FindingValue("key", entry.key), FindingValue("collidesWith", other)],
                    fixHint: "merge the two keys or give one a different name", reference: Self.description.reference
                ))
        }
    }
}
