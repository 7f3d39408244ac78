import LintCore
import SpecModel

/// A route constant map that does not match the registry.
public struct RouteConstantsRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "route-constants",
        name: "Route constant map out of step with the registry",
        summary:
            "The document keeps a route constant map (`NAME: 'Area/Screen'`) that "
            + "leaves registered routes out, or gives one name to two routes. "
            + "(Constants naming unregistered routes are unregistered-route findings.)",
        rationale:
            "Developers implement route ids as constants copied from the map (CH04 "
            + "§4, §9.2); a route missing from it gets a hand-typed id in code, "
            + "and \"if a screen is unreachable: verify it exists in the route " + "constant map\" (§9.3) stops working.",
        reference: "CH04 §9.2",
        defaultSeverity: .p2,
        triggeringExamples: [
            RuleExample(
                """
                routes:
                  routes:
                    - { id: Auth/WelcomeGate, presentation: push }
                    - { id: Auth/ForgotPassword, presentation: sheet }
                  constants:
                    - { name: AUTH_WELCOME, route: Auth/WelcomeGate }
                """),
            RuleExample(
                """
                routes:
                  routes:
                    - { id: Auth/WelcomeGate, presentation: push }
                    - { id: Auth/LogIn, presentation: push }
                  constants:
                    - { name: AUTH_WELCOME, route: Auth/WelcomeGate }
                    - { name: AUTH_WELCOME, route: Auth/LogIn }
                """),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                routes:
                  routes:
                    - { id: Auth/WelcomeGate, presentation: push }
                  constants:
                    - { name: AUTH_WELCOME, route: Auth/WelcomeGate }
                """),
            // No constant map: nothing to compare.
            RuleExample(
                """
                routes:
                  routes:
                    - { id: Auth/WelcomeGate, presentation: push }
                """),
        ]
    )

    public init() {}

    public func check(routes: RouteContext, into findings: inout [Finding]) {
        let spec = routes.spec
        guard let first = spec.constants.first else { return }
        var routeByName: [String: RouteConstant] = [:]
        for constant in spec.constants {
            if let earlier = routeByName[constant.name], earlier.route != constant.route {
                findings.append(
                    routes.finding(
                        Self.description, severity: .p1, "constant \(constant.name) names both \(earlier.route) and \(constant.route)",
                        scope: constant.name, element: constant.route, at: constant.location,
                        data: [FindingValue("constant", constant.name), FindingValue("routes", "\(earlier.route) \(constant.route)")],
                        fix: "give each route its own constant name"
                    ))
            } else {
                routeByName[constant.name] = constant
            }
        }
        let mapped = Set(spec.constants.map(\.route))
        var missing: [String] = []
        for route in spec.routes where !mapped.contains(route.id) && !missing.contains(route.id) { missing.append(route.id) }
        guard !missing.isEmpty else { return }
        let citations = missing.map { id in routes.documentSources[id].map { "\(id) (\($0))" } ?? id }
        findings.append(
            routes.finding(
                Self.description,
                "the route constant map leaves out \(missing.count) of "
                    + "\(Set(spec.routes.map(\.id)).count) registered routes: \(missing.joined(separator: ", "))",
                scope: "route constant map", at: first.location,
                data: [
                    FindingValue("measured", "\(mapped.count) constants"), FindingValue("required", "every registered route"),
                    FindingValue("missing", citations.joined(separator: "; ")),
                ],
                fix: "add a constant for each missing route, or mark the ones that are not routes in code (overlays) in the registry"
            ))
    }
}
