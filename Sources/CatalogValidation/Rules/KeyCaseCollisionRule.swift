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
                """),
            RuleExample(
                """
                en: Done = Done
                en: done = Done
                de: Done = Fertig
                de: done = Fertig
                """),
        ]
    )

    public init() {}

    /// Each language's text, when every localization is one plain string.
    static func plainValues(_ entry: CatalogEntry) -> [String: String]? {
        var values: [String: String] = [:]
        for localization in entry.localizations {
            let node = localization.content
            guard let unit = node.unit, node.variations.isEmpty, node.substitutions.isEmpty else { return nil }
            values[localization.language] = unit.value
        }
        return values.isEmpty ? nil : values
    }

    public func check(catalog: CatalogContext, into findings: inout [Finding]) {
        var firstByFolded: [String: Int] = [:]
        for (index, entry) in catalog.catalog.entries.enumerated() {
            let folded = entry.key.lowercased()
            guard let first = firstByFolded[folded] else {
                firstByFolded[folded] = index
                continue
            }
            // home-assistant's "Done"/"done" say the same in every language: a tool that merges them loses nothing.
            if let shown = Self.plainValues(entry), shown == Self.plainValues(catalog.catalog.entries[first]) { continue }
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
