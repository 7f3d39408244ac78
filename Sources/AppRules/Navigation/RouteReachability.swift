import SpecModel

/// Which routes each app state can reach from where it starts: its entry points (the tab
/// roots when the spec names none) and wherever deep links land, which open in any state.
/// Shared by `unreachable-route` and the HTML report's route graphs.
public struct RouteReachability: Sendable {
    public struct State: Sendable {
        /// The access code users start with ("*" when the spec names no entry points).
        public let access: String
        public let entryRoutes: [String]
        public let reachable: Set<String>
    }

    public let states: [State]
    /// Where deep links (and their return paths) land.
    public let linkRoots: [String]
    /// Whether the spec says where users start at all: a registry imported from a document
    /// often does not, and then says nothing about reachability.
    public let knowsEntryPoints: Bool
    /// What some state reaches, and what the graph reaches ignoring access.
    public let reachable: Set<String>
    public let reachableByAnyone: Set<String>
    /// Each route's direct successors (edges, tab structure, gates, flows, screen links).
    public let successors: [String: [String]]

    public init(spec: RouteSpec, screens: [String: ScreenSpec]) {
        let graph = NavigationGraph(spec: spec, screens: screens)
        // Where links land: the declared target, or where the app's grammar resolves them.
        var linkRoots: [String] = []
        let resolver = DeepLinkResolver(spec: spec)
        for link in spec.deepLinks {
            if let target = link.target { linkRoots.append(target) }
            switch resolver.resolve(link) {
            case .route(let id, _, _), .scene(_, let id): linkRoots.append(id)
            case .flow(let id, _): linkRoots += spec.flows.filter { $0.id == id }.flatMap { $0.steps.compactMap(\.route) }
            case .problem: break
            }
            linkRoots += link.returns.map(\.route)
        }
        if spec.deepLinkGrammar?.linksEveryRoute == true { linkRoots += spec.routes.map(\.id) }
        // Without entry points per state, the tab roots are where users start.
        let entryPoints =
            spec.entryPoints.isEmpty ? [EntryPoint(access: "*", routes: spec.tabs.map(\.root), location: spec.location)] : spec.entryPoints
        knowsEntryPoints = !spec.entryPoints.isEmpty || !spec.tabs.isEmpty || !linkRoots.isEmpty
        states = entryPoints.map { entry in
            State(
                access: entry.access, entryRoutes: entry.routes,
                reachable: graph.reachable(from: entry.routes + linkRoots, as: entry.access))
        }
        reachable = states.reduce(into: Set<String>()) { $0.formUnion($1.reachable) }
        reachableByAnyone = graph.reachable(from: entryPoints.flatMap(\.routes) + linkRoots, as: "*")
        self.linkRoots = linkRoots
        successors = graph.successors.mapValues { steps in
            var seen = Set<String>()
            return steps.map(\.to).filter { seen.insert($0).inserted }
        }
    }
}
