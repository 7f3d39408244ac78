import LintCore
import StringCatalog

/// Keys that differ only in letter case.
public struct KeyCaseCollisionRule: CatalogRule {
    public static let description = RuleDescription(
        identifier: "key-case-collision",
        name: "Keys differing only in case",
        summary: "Two keys are the same apart from letter case.",
        rationale: "Case-insensitive file systems, exports and some translation tools merge them, so one translation silently replaces the other.",
        reference: "CH32 §11.3",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample("""
            en: screen.home.title = Home
            en: screen.home.Title = Home screen
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            en: screen.home.title = Home
            en: screen.home.subtitle = Welcome back
            """),
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
            findings.append(Finding(
                ruleID: Self.description.identifier, severity: Self.description.defaultSeverity,
                message: "\"\(entry.key)\" differs from \"\(other)\" only in case",
                location: catalog.location(entry.offset), subject: FindingSubject(scope: entry.key),
                data: [FindingValue("key", entry.key), FindingValue("collidesWith", other)],
                fixHint: "merge the two keys or give one a different name", reference: Self.description.reference
            ))
        }
    }
}
