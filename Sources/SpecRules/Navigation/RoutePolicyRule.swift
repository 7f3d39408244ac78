import LintCore
import SpecModel

/// The rules file's presentation policies (`policy:`): "Stats is always a sheet".
public struct RoutePolicyRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "route-policy",
        name: "Presentation policy",
        summary: "A route breaks a presentation policy of the rules file (for example: paywalls are full screen; Stats, Settings and Card Collection are always sheets).",
        rationale: "Each app states how some views must be presented; mixing styles for one view makes navigation unpredictable (CH04 §3.3, §5.1; Ignition's anti-patterns).",
        reference: "rules file policy",
        defaultSeverity: .p1,
        options: [RuleOption("policy", default: "(none)", "list of {name, routes|prefixes|views, presentation, forbid, reference, severity}")],
        triggeringExamples: [
            RuleExample("""
            policy:
              - { name: "Stats is always a sheet", views: [stats], presentation: [sheet], forbid: [push] }
            routes:
              routes:
                - { id: Home/Stats, presentation: push, view: stats }
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            policy:
              - { name: "Paywalls are full screen", prefixes: [Paywall/], presentation: [full] }
            routes:
              routes:
                - { id: Paywall/Upgrade, presentation: full }
            """),
        ]
    )

    public init() {}

    public func check(routes: RouteContext, into findings: inout [Finding]) {
        // Policies may name a style by its legend id or its name ("AS", "action sheet").
        func canonical(_ style: String) -> String { (routes.spec.presentation(matching: style)?.id ?? style).lowercased() }
        for policy in routes.policy.rules {
            let allowed = policy.allowed.map(canonical)
            let forbidden = policy.forbidden.map(canonical)
            for route in routes.spec.routes where policy.covers(route) {
                let presentation = canonical(route.presentation)
                guard forbidden.contains(presentation) || !(allowed.isEmpty || allowed.contains(presentation)) else { continue }
                findings.append(routes.finding(
                    Self.description, severity: policy.severity.flatMap(Severity.init(label:)),
                    "\"\(route.id)\" is presented as \(route.presentation), against the policy \"\(policy.name)\"", scope: route.id, element: "presentation", at: route.location,
                    data: [FindingValue("presentation", route.presentation), FindingValue("allowed", policy.allowed.joined(separator: ", ")), FindingValue("policy", policy.name)],
                    fix: policy.allowed.isEmpty ? "do not present \(route.id) as \(route.presentation)" : "present \(route.id) as \(policy.allowed.joined(separator: " or "))"
                ).citing(policy.reference))
            }
        }
    }
}
