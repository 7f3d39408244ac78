import LintCore
import SourceText
import StringCatalog

/// A key recorded as shipped that is no longer in the catalog.
public struct ShippedKeyRemovedRule: CatalogRule {
    public static let description = RuleDescription(
        identifier: "shipped-key-removed",
        name: "Shipped key removed",
        summary: "A key listed in the catalog's lock file (written by `handz-lint catalog lock`) is missing from the catalog.",
        rationale:
            "Keys must not change once shipped (CH32 §11.3): code and translations still using the old key show the raw key to users.",
        reference: "CH32 §11.3",
        defaultSeverity: .p0,
        triggeringExamples: [
            RuleExample(
                """
                @lock screen.home.title, screen.home.subtitle
                en: screen.home.title = Home
                """)
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                @lock screen.home.title
                en: screen.home.title = Home
                en: screen.home.subtitle = New since the lock
                """)
        ]
    )

    public init() {}

    public func check(catalog: CatalogContext, into findings: inout [Finding]) {
        guard let shipped = catalog.shippedKeys else { return }
        let present = Set(catalog.catalog.entries.map(\.key))
        for key in shipped.keys where !present.contains(key) {
            findings.append(
                Finding(
                    ruleID: Self.description.identifier, severity: Self.description.defaultSeverity,
                    message: "shipped key \"\(key)\" is missing from the catalog",
                    location: SourceLocation(file: shipped.path, line: shipped.lines[key] ?? 1, column: 1),
                    subject: FindingSubject(scope: key), data: [FindingValue("key", key), FindingValue("lockFile", shipped.path)],
                    fixHint: "restore the key (rename it back if it was renamed); remove it from the lock only if no shipped build uses it",
                    reference: Self.description.reference
                ))
        }
    }
}
