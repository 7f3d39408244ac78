import LintCore
import SourceText
import SpecModel
import YAMLSupport

/// The rules file's presentation policies (`policy:`): "Stats is always a sheet".
public struct RoutePolicyRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "route-policy",
        name: "Presentation policy",
        summary:
            "A route breaks a presentation policy of the rules file (for example: "
            + "paywalls are full screen; Stats, Settings and Card Collection are always sheets).",
        rationale:
            "Each app states how some views must be presented; mixing styles for "
            + "one view makes navigation unpredictable (CH04 §3.3, §5.1; Ignition's anti-patterns).",
        reference: "rules file policy",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample(
                """
                routes:
                  routes:
                    - { id: Home/Stats, presentation: push, view: stats }
                """, configuration: #"policy: [{ name: "Stats is always a sheet", views: [stats], presentation: [sheet], forbid: [push] }]"#
            ),
            RuleExample(
                """
                routes:
                  routes:
                    - { id: home, presentation: tab }
                    - { id: stats, presentation: sheet }
                  edges:
                    - { from: home, to: stats, presentation: push }
                """, findings: 2,
                configuration: #"policy: [{ name: "Stats is always a sheet", routes: [stats, setings], presentation: [sheet] }]"#),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                routes:
                  routes:
                    - { id: Paywall/Upgrade, presentation: full }
                """, configuration: #"policy: [{ name: "Paywalls are full screen", prefixes: [Paywall/], presentation: [full] }]"#),
            RuleExample(
                """
                routes:
                  presentations: [{ id: AS, name: actionSheet }]
                  routes:
                    - { id: Modal/NodeActions, presentation: AS }
                """,
                configuration:
                    #"policy: [{ name: "Action sheets for node actions", routes: [Modal/NodeActions], presentation: [actionSheet] }]"#),
        ]
    )

    public struct Options: RuleOptions {
        public var policy: [PresentationRule] = []
        public init() {}
        public static let fields: [OptionField<Options>] = [
            .structured(
                "policy", \.policy, schema: PolicyReader.schema,
                "presentation rules: {name, routes|prefixes|views, presentation, "
                    + "forbid, reference, severity} (also the rules file's top-level policy:)",
                read: { input, context throws(InputError) in try PolicyReader.rules(input, context: context) },
                show: { $0.isEmpty ? "[]" : $0.map(\.name).joined(separator: "; ") })
        ]
    }

    let options: Options
    public init(options: Options) { self.options = options }

    public func check(routes: RouteContext, into findings: inout [Finding]) {
        // Policies may name a style by its legend id or its name ("AS", "action sheet").
        func canonical(_ style: String) -> String { (routes.spec.presentation(matching: style)?.id ?? style).lowercased() }
        for policy in options.policy {
            let allowed = policy.allowed.map(canonical)
            let forbidden = policy.forbidden.map(canonical)
            func breaks(_ style: String) -> Bool {
                let style = canonical(style)
                return forbidden.contains(style) || !(allowed.isEmpty || allowed.contains(style))
            }
            let fix = { (id: String, style: String) in
                policy.allowed.isEmpty ? "do not present \(id) as \(style)" : "present \(id) as \(policy.allowed.joined(separator: " or "))"
            }
            for route in routes.spec.routes where policy.covers(route) && breaks(route.presentation) {
                findings.append(
                    routes.finding(
                        Self.description, severity: policy.severity,
                        "\"\(route.id)\" is presented as \(route.presentation), against the policy \"\(policy.name)\"", scope: route.id,
                        element: "presentation", at: route.location,
                        data: [
                            FindingValue("measured", route.presentation), FindingValue("required", policy.allowed.joined(separator: ", ")),
                            FindingValue("forbidden", policy.forbidden.joined(separator: ", ")), FindingValue("policy", policy.name),
                        ],
                        fix: fix(route.id, route.presentation)
                    ).citing(policy.reference))
            }
            // Navigation that overrides the registered style ("push stats from Home").
            for edge in routes.spec.edges {
                guard let style = edge.presentation, let target = routes.spec.route(edge.to), policy.covers(target), breaks(style) else {
                    continue
                }
                findings.append(
                    routes.finding(
                        Self.description, severity: policy.severity,
                        "\(edge.from) → \(edge.to) presents it as \(style), against the policy \"\(policy.name)\"", scope: edge.to,
                        element: edge.from, at: edge.location,
                        data: [
                            FindingValue("measured", style), FindingValue("required", policy.allowed.joined(separator: ", ")),
                            FindingValue("forbidden", policy.forbidden.joined(separator: ", ")), FindingValue("policy", policy.name),
                        ],
                        fix: fix(edge.to, style)
                    ).citing(policy.reference))
            }
            // A policy that names a route the registry lacks protects nothing (often a typo).
            for id in policy.routes where !routes.isRegistered(id) {
                let near = YAMLDocument.closest(to: id, in: Set(routes.routesByID.keys)).map { " — did you mean \($0)?" } ?? ""
                findings.append(
                    routes.finding(
                        Self.description, severity: .p2,
                        "the policy \"\(policy.name)\" names \(id), which is not a registered route\(near)", scope: "policy \(policy.name)",
                        element: id, at: routes.spec.location,
                        data: [FindingValue("route", id), FindingValue("policy", policy.name)],
                        fix: "correct the route id in the rules file's policy, or remove it"
                    ).citing(policy.reference))
            }
        }
    }
}
