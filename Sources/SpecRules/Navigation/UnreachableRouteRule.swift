import LintCore
import SpecModel

/// Routes no entry point leads to.
public struct UnreachableRouteRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "unreachable-route",
        name: "Unreachable route",
        summary: "A route cannot be reached from any entry point of the states allowed to see it, through tabs, edges, gates, flows or deep links. Routes marked future have no entry point by design and are listed as P2.",
        rationale: "QA validates that each route is reachable only through allowed entry points (CH04 §4); a registered route nothing leads to is dead code or a missing edge.",
        reference: "CH04 §4",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample("""
            routes:
              access: [{ code: F, name: Free }]
              entryPoints: { F: [Library/Home] }
              routes:
                - { id: Library/Home, presentation: push, access: [F] }
                - { id: Library/Folder, presentation: push, access: [F] }
            """),
            RuleExample("""
            routes:
              entryPoints: { F: [Tracker/Home] }
              routes:
                - { id: Tracker/Home, presentation: push }
                - { id: Missions/Achievements, presentation: push, future: true }
            """),
            // Reachable, but only from a state that may not open it.
            RuleExample("""
            routes:
              access: [{ code: SO, name: Signed out }, { code: F, name: Free }]
              entryPoints: { SO: [Auth/WelcomeGate], F: [Library/Home] }
              routes:
                - { id: Auth/WelcomeGate, presentation: push, access: [SO] }
                - { id: Library/Home, presentation: push, access: [F] }
                - { id: Auth/SignUp, presentation: push, access: [SO] }
              edges:
                - { from: Library/Home, to: Auth/SignUp }
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
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
        // Everything reachable from the entry points, by access code.
        var successors: [String: Set<String>] = [:]
        func link(_ from: String, _ to: String) { successors[from, default: []].insert(to) }
        for edge in spec.edges { link(edge.from, edge.to) }
        for tab in spec.tabs {
            link(tab.root, tab.root)
            for route in tab.stack { link(tab.root, route) }
            // Tab roots are reachable from each other through the tab bar.
            for other in spec.tabs { link(tab.root, other.root) }
        }
        for route in spec.routes {
            if let intercept = route.gate?.intercept { link(route.id, intercept) }
            if let back = route.gate?.returnsTo, let intercept = route.gate?.intercept { link(intercept, back) }
            if let confirmation = route.unsavedChanges?.confirmation { link(route.id, confirmation) }
        }
        for flow in spec.flows {
            let stepRoutes = flow.steps.compactMap(\.route)
            for (a, b) in zip(stepRoutes, stepRoutes.dropFirst()) { link(a, b) }
        }
        for screen in routes.screens.values {
            guard let from = screen.route else { continue }
            for element in screen.elements { if let opens = element.opens { link(from, opens) } }
        }
        var linkRoots = Set<String>()
        for link in spec.deepLinks {
            if let target = link.target { linkRoots.insert(target) }
            linkRoots.formUnion(link.returns.map(\.route))
        }
        // Without entry points per state, the tab roots are where users start.
        let entryPoints = spec.entryPoints.isEmpty && !spec.tabs.isEmpty ? [EntryPoint(access: "*", routes: spec.tabs.map(\.root), location: spec.location)] : spec.entryPoints
        // A registry with no entry points, tabs or links (a route table imported from a
        // document) says nothing about reachability: only future routes are worth a word.
        let knowsEntryPoints = !entryPoints.isEmpty || !linkRoots.isEmpty
        let access = Dictionary(spec.routes.map { ($0.id, $0.access) }, uniquingKeysWith: { first, _ in first })
        /// Routes reachable from `roots`, entering only routes `code` may see ("*": any).
        func reachable(from roots: Set<String>, as code: String) -> Set<String> {
            var seen = Set<String>()
            var queue = Array(roots)
            while let next = queue.popLast() {
                if code != "*", let codes = access[next], !codes.isEmpty, !codes.contains(code) { continue }
                guard seen.insert(next).inserted else { continue }
                queue += successors[next] ?? []
            }
            return seen
        }
        var reachableAs: [String: Set<String>] = [:]
        for entry in entryPoints { reachableAs[entry.access, default: []].formUnion(reachable(from: Set(entry.routes).union(linkRoots), as: entry.access)) }
        let reachableByAnyone = reachable(from: Set(entryPoints.flatMap { $0.routes }).union(linkRoots), as: "*")
        for route in spec.routes {
            let allowed = route.access.isEmpty || reachableAs.keys.contains("*") ? Array(reachableAs.keys) : route.access
            guard !allowed.contains(where: { reachableAs[$0]?.contains(route.id) ?? false }) else { continue }
            if route.futureFeature {
                findings.append(routes.finding(
                    Self.description, severity: .p2, "\"\(route.id)\" is a future feature with no entry point yet", scope: route.id, at: route.location,
                    data: [FindingValue("route", route.id), FindingValue("future", "true")],
                    fix: "keep it out of navigation until it ships, or add its entry point and remove future: true"
                ))
                continue
            }
            guard knowsEntryPoints else { continue }
            let states = route.access.isEmpty ? "any state" : route.access.joined(separator: "/")
            let onlyOthers = reachableByAnyone.contains(route.id)
            findings.append(routes.finding(
                Self.description,
                onlyOthers ? "\"\(route.id)\" (\(states)) is only reachable through routes those states may not open" : "\"\(route.id)\" is not reachable from any entry point (\(states))",
                scope: route.id, at: route.location,
                data: [FindingValue("route", route.id), FindingValue("access", states), FindingValue("entryPoints", entryPoints.map { "\($0.access): \($0.routes.joined(separator: " "))" }.joined(separator: "; "))],
                fix: onlyOthers ? "add an edge to \(route.id) from a route \(states) can open, or widen its access" : "add the edge, tab stack entry or deep link that leads to \(route.id), or remove it from the registry"
            ))
        }
    }
}
