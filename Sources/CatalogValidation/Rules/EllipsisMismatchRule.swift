import LintCore
import StringCatalog

/// Three dots where the source uses the ellipsis character.
public struct EllipsisMismatchRule: CatalogRule {
    public static let description = RuleDescription(
        identifier: "ellipsis-mismatch",
        name: "Ellipsis mismatch",
        summary: "A translation writes \"...\" where the source has \"…\" (U+2026).",
        rationale:
            "VoiceOver reads \"...\" as \"dot dot dot\" in some voices, and three "
            + "dots wrap and truncate differently from the single character Apple's typography uses.",
        reference: "CH32 §11.1",
        defaultSeverity: .p2,
        triggeringExamples: [
            RuleExample(
                """
                en: common.list.loading = Loading…
                es: common.list.loading = Cargando...
                """)
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                en: common.list.loading = Loading…
                es: common.list.loading = Cargando…
                """),
            RuleExample(
                """
                en: common.list.loading = Loading...
                es: common.list.loading = Cargando...
                """),
        ]
    )

    public static let checksUnits = true

    public init() {}

    public func check(unit: UnitContext, in entry: EntryContext, into findings: inout [Finding]) {
        guard !unit.isSource, unit.summary.hasThreeDots else { return }
        let source = entry.sourceSummary(ofPath: unit.path)
        guard source.hasEllipsis, !source.hasThreeDots else { return }
        findings.append(
            entry.finding(
                Self.description, "the \(unit.locale) text of \"\(entry.entry.key)\" uses \"...\" where the source has \"…\"",
                offset: entry.offset(of: unit.unit), locale: unit.locale, element: unit.path,
                data: [FindingValue("expected", "…"), FindingValue("found", "...")],
                fix: "replace ... with … (U+2026)"
            ))
    }

}
