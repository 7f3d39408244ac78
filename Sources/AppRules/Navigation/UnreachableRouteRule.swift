import LintCore
import SpecModel

/// Routes no entry point leads to.
public struct UnreachableRouteRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "unreachable-route",
        name: "Unreachable route",
        summary:
            "A route cannot be reached from any entry point of the states allowed "
            + "to see it, through tabs, edges, gates, flows or deep links. Routes "
            + "marked future have no entry point by design and are listed as P2.",
        rationale:
            "QA validates that each route is reachable only through allowed entry "
            + "points (CH04 §4); a registered route nothing leads to is dead code or a missing edge.",
        reference: "CH04 §4",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample(
                """
                routes:
                  access: [{ code: F, name: Free }]
                  entryPoints: { F: [Library/Home] }
                  routes:
                    - { id: Library/Home, presentation: push, access: [F] }
                    - { id: Library/Folder, presentation: push, access: [F] }
                """),
            RuleExample(
                """
                routes:
                  entryPoints: { F: [Tracker/Home] }
                  routes:
                    - { id: Tracker/Home, presentation: push }
                    - { id: Missions/Achievements, presentation: push, future: true }
                """),
            // In a tab stack only signed-in users have: signed-out users never get there.
            RuleExample(
                """
                routes:
                  access: [{ code: SO, name: Signed out }, { code: F, name: Free }]
                  entryPoints: { SO: [Auth/WelcomeGate], F: [Library/Home] }
                  tabs: [{ id: library, root: Library/Home, stack: [Library/Sandbox] }]
                  routes:
                    - { id: Auth/WelcomeGate, presentation: push, access: [SO] }
                    - { id: Library/Home, presentation: push, access: [F] }
                    - { id: Library/Sandbox, presentation: push, access: [SO] }
                """),
        ],
        nonTriggeringExamples: [
            // Signing up is an explicit edge: it moves the user into the signed-in state.
            RuleExample(
                """
                routes:
                  access: [{ code: SO, name: Signed out }, { code: F, name: Free }]
                  entryPoints: { SO: [Auth/SignUp] }
                  routes:
                    - { id: Auth/SignUp, presentation: push, access: [SO] }
                    - { id: Onboarding/MovePreferences, presentation: push, access: [F] }
                  edges:
                    - { from: Auth/SignUp, to: Onboarding/MovePreferences }
                """),
            // Reached only through a link the app's grammar resolves, and an edge from there.
            RuleExample(
                """
                routes:
                  tabs: [{ id: t, root: r0 }]
                  routes:
                    - { id: r0, presentation: push, tabs: [t] }
                    - { id: r1, path: detail, presentation: push, tabs: [t] }
                    - { id: r2, presentation: sheet }
                  edges: [{ from: r1, to: r2 }]
                  deepLinkGrammar: { scheme: app, host: x }
                  deepLinks: [{ pattern: "app://x/t/detail" }]
                """),
            RuleExample(
                """
                routes:
                  routes:
                    - { id: A, presentation: push }
                    - { id: B, presentation: push }
                  edges: [{ from: A, to: B }]
                  deepLinks: [{ pattern: "https://x.app/a", target: A }]
                """),
            RuleExample(
                """
                routes:
                  access: [{ code: F, name: Free }, { code: SO, name: Signed out }]
                  entryPoints: { F: [Library/Home], SO: [Auth/WelcomeGate] }
                  routes:
                    - { id: Auth/WelcomeGate, presentation: push, access: [SO] }
                    - { id: Library/Home, presentation: push, access: [F] }
                    - { id: Library/Folder, presentation: push, access: [F] }
                  edges:
                    - { from: Library/Home, to: Library/Folder }
                """),
        ]
    )

    public init() {}

    public func check(routes: RouteContext, into findings: inout [Finding]) {
        let spec = routes.spec
        let reachability = RouteReachability(spec: spec, screens: routes.screens)
        let entryPoints = reachability.states
        for route in spec.routes where !reachability.reachable.contains(route.id) {
            if route.futureFeature {
                findings.append(
                    routes.finding(
                        Self.description, severity: .p2, "\"\(route.id)\" is a future feature with no entry point yet", scope: route.id,
                        at: route.location,
                        data: [FindingValue("route", route.id), FindingValue("future", "true")],
                        fix: "keep it out of navigation until it ships, or add its entry point and remove future: true"
                    ))
                continue
            }
            guard reachability.knowsEntryPoints else { continue }
            let states = route.access.isEmpty ? "any state" : route.access.joined(separator: "/")
            let onlyOthers = reachability.reachableByAnyone.contains(route.id)
            findings.append(
                routes.finding(
                    Self.description,
                    onlyOthers
                        ? "\"\(route.id)\" (\(states)) is only reachable through routes those states may not open"
                        : "\"\(route.id)\" is not reachable from any entry point (\(states))",
                    scope: route.id, at: route.location,
                    data: [
                        FindingValue("route", route.id), FindingValue("access", states),
                        FindingValue(
                            "entryPoints",
                            entryPoints.map { "\($0.access): \($0.entryRoutes.joined(separator: " "))" }.joined(separator: "; ")),
                    ],
                    fix: onlyOthers
                        ? "add an edge to \(route.id) from a route \(states) can open, or widen its access"
                        : "add the edge, tab stack entry or deep link that leads to \(route.id), or remove it from the registry"
                ))
        }
    }
}
