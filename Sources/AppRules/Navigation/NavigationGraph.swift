import SpecModel

/// Which routes lead to which in a route spec, and how users move between app states.
///
/// Explicit navigation (edges, flow steps, what a screen's element opens, gate intercepts)
/// may change the app state: an edge from Sign Up into a signed-in screen is the sign-up
/// itself. Structure (tab roots, tab stacks, the tab bar) never does: a route in a tab's
/// stack is only reachable by states that may open it.
struct NavigationGraph {
    struct Step {
        let to: String
        let changesState: Bool
    }

    private(set) var successors: [String: [Step]] = [:]
    /// Access codes per route id; empty means any state.
    let access: [String: [String]]

    init(spec: RouteSpec, screens: [String: ScreenSpec]) {
        access = Dictionary(spec.routes.map { ($0.id, $0.access) }, uniquingKeysWith: { first, _ in first })
        for edge in spec.edges { add(edge.from, edge.to, changesState: true) }
        for tab in spec.tabs {
            for route in tab.stack { add(tab.root, route, changesState: false) }
            // Tab roots lead to each other through the tab bar.
            for other in spec.tabs where other.id != tab.id { add(tab.root, other.root, changesState: false) }
        }
        for route in spec.routes {
            if let gate = route.gate, let intercept = gate.intercept {
                add(route.id, intercept, changesState: true)
                if let back = gate.returnsTo { add(intercept, back, changesState: true) }
            }
            if let confirmation = route.unsavedChanges?.confirmation { add(route.id, confirmation, changesState: false) }
        }
        for flow in spec.flows {
            let stepRoutes = flow.steps.compactMap(\.route)
            for (from, to) in zip(stepRoutes, stepRoutes.dropFirst()) { add(from, to, changesState: true) }
        }
        for screen in screens.values {
            guard let from = screen.route else { continue }
            for element in screen.elements { if let opens = element.opens { add(from, opens, changesState: true) } }
        }
    }

    private mutating func add(_ from: String, _ to: String, changesState: Bool) {
        successors[from, default: []].append(Step(to: to, changesState: changesState))
    }

    /// The routes reachable from `roots` entered as `code`, honoring access ("*": ignore it).
    func reachable(from roots: [String], as code: String) -> Set<String> {
        var seen = Set<String>()
        var visited = Set<String>()
        var queue = roots.map { ($0, code) }
        while let (route, state) = queue.popLast() {
            guard visited.insert(route + "\u{1F}" + state).inserted else { continue }
            seen.insert(route)
            for step in successors[route] ?? [] {
                let allowed = access[step.to] ?? []
                if state == "*" || allowed.isEmpty || allowed.contains(state) {
                    queue.append((step.to, state))
                } else if step.changesState {
                    queue += allowed.map { (step.to, $0) }
                }
            }
        }
        return seen
    }
}
