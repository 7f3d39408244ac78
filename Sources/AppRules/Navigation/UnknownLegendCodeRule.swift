import LintCore
import SpecModel

/// Presentations and access codes the spec's own legend does not define.
public struct UnknownLegendCodeRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "unknown-legend-code",
        name: "Presentation or access code outside the legend",
        summary: "A route uses a presentation or an access code that the spec's legend (presentations, access) does not define.",
        rationale:
            "The legend is how engineers and QA read the registry (CH04 §4 access "
            + "and presentation shorthand); an undefined code has no agreed meaning.",
        reference: "CH04 §4",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample(
                """
                routes:
                  presentations: [{ id: push }, { id: sheet, modal: true }]
                  access: [{ code: F }, { code: P }]
                  routes:
                    - { id: Onboarding/TutorialOverlay, presentation: overlay, access: [F, P, T] }
                """, findings: 2)
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                routes:
                  presentations: [{ id: push }, { id: overlay }]
                  access: [{ code: F }, { code: P }, { code: T }]
                  routes:
                    - { id: Onboarding/TutorialOverlay, presentation: overlay, access: [F, P, T] }
                """)
        ]
    )

    public init() {}

    public func check(routes: RouteContext, into findings: inout [Finding]) {
        let spec = routes.spec
        let presentations = Set(spec.presentations.map { $0.id.lowercased() })
        let codes = Set(spec.accessCodes.map(\.code))
        for route in spec.routes {
            if !presentations.isEmpty, !presentations.contains(route.presentation.lowercased()) {
                findings.append(
                    routes.finding(
                        Self.description, "\"\(route.id)\" is presented as \"\(route.presentation)\", which the legend does not define",
                        scope: route.id, element: "presentation", at: route.location,
                        data: [
                            FindingValue("presentation", route.presentation),
                            FindingValue("legend", spec.presentations.map(\.id).joined(separator: ", ")),
                        ],
                        fix:
                            "use one of \(spec.presentations.map(\.id).joined(separator: ", ")), "
                            + "or add \"\(route.presentation)\" to the legend with its meaning"
                    ))
            }
            let unknown = codes.isEmpty ? [] : route.access.filter { !codes.contains($0) }
            if !unknown.isEmpty, let text = route.accessText, text.contains("(") {
                // A condition written into the access cell: the legend has no way to say it.
                findings.append(
                    routes.finding(
                        Self.description, "\"\(route.id)\" has access \"\(text)\": a condition the legend's codes cannot express",
                        scope: route.id, element: "access", at: route.location,
                        data: [
                            FindingValue("access", text), FindingValue("unknown", unknown.joined(separator: " ")),
                            FindingValue("legend", spec.accessCodes.map(\.code).joined(separator: ", ")),
                        ],
                        fix:
                            "register the conditional case as its own route with its own access "
                            + "codes, or add a code for the condition to the legend"
                    ))
            } else if !unknown.isEmpty {
                findings.append(
                    routes.finding(
                        Self.description,
                        "\"\(route.id)\" uses access code\(unknown.count == 1 ? "" : "s") "
                            + "\(unknown.joined(separator: ", ")), not in the legend",
                        scope: route.id, element: "access", at: route.location,
                        data: [
                            FindingValue("unknown", unknown.joined(separator: " ")),
                            FindingValue("legend", spec.accessCodes.map(\.code).joined(separator: ", ")),
                        ],
                        fix: "use the legend's codes (\(spec.accessCodes.map(\.code).joined(separator: ", "))) or define the new one"
                    ))
            }
        }
    }
}
