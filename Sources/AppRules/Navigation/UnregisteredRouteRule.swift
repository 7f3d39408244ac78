import LintCore
import SourceText
import SpecModel

/// References to routes the registry does not have.
public struct UnregisteredRouteRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "unregistered-route",
        name: "Reference to an unregistered route",
        summary:
            "An edge, deep link, return path, gate intercept, tab root or stack, "
            + "entry point, flow step, confirmation, screen, route constant or a "
            + "mention in the document names a route id the registry does not have.",
        rationale:
            "Navigating to an id that is not registered fails at run time: the "
            + "user lands nowhere (CH04 §4: the registry is the single source of " + "truth; §9.3: unreachable screens).",
        reference: "CH04 §4",
        defaultSeverity: .p0,
        triggeringExamples: [
            RuleExample(
                """
                routes:
                  routes:
                    - { id: Library/Home, presentation: push }
                  deepLinks:
                    - { pattern: "https://handz.app/f/{token}", target: ShareLink/FlowView, returns: { signedIn: Library/Home } }
                """),
            RuleExample(
                """
                routes:
                  routes:
                    - { id: Practice/Home, presentation: push, gate: { when: "no credits", intercept: Paywall/Upgrade } }
                """),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                routes:
                  tabs:
                    - { id: library, root: Library/Home, stack: [Library/Home, Library/FlowDetail] }
                  routes:
                    - { id: Library/Home, presentation: push }
                    - { id: Library/FlowDetail, presentation: push }
                  edges:
                    - { from: Library/Home, to: Library/FlowDetail }
                """)
        ]
    )

    public init() {}

    public func check(routes: RouteContext, into findings: inout [Finding]) {
        var references: [(id: String, what: String, scope: String, location: SourceLocation)] = []
        let spec = routes.spec
        for tab in spec.tabs {
            references.append((tab.root, "root of tab \(tab.id)", tab.id, tab.location))
            references += tab.stack.map { ($0, "stack of tab \(tab.id)", tab.id, tab.location) }
        }
        for edge in spec.edges {
            references.append((edge.from, "edge start", edge.from, edge.location))
            references.append((edge.to, "edge from \(edge.from)", edge.from, edge.location))
        }
        for entry in spec.entryPoints { references += entry.routes.map { ($0, "entry point for \(entry.access)", $0, entry.location) } }
        for link in spec.deepLinks {
            // A link may target a view shown by several routes; deep-link-resolution checks it.
            if let target = link.target, !spec.routes.contains(where: { $0.view == target }) {
                references.append((target, "target of deep link \(link.pattern)", link.pattern, link.location))
            }
            references += link.returns.map { ($0.route, "\($0.condition) return path of \(link.pattern)", link.pattern, link.location) }
        }
        for route in spec.routes {
            if let intercept = route.gate?.intercept {
                references.append((intercept, "gate intercept of \(route.id)", route.id, route.gate!.location))
            }
            if let back = route.gate?.returnsTo {
                references.append((back, "return after the gate of \(route.id)", route.id, route.gate!.location))
            }
            // A confirmation is a route when written as an id ("Modal/DiscardChanges"); a
            // description of the dialog ("Keep Editing / Discard Changes") is not.
            if let confirmation = route.unsavedChanges?.confirmation, confirmation.contains("/"),
                !confirmation.contains(where: \.isWhitespace)
            {
                references.append((confirmation, "unsaved-changes confirmation of \(route.id)", route.id, route.unsavedChanges!.location))
            }
        }
        for constant in spec.constants {
            references.append((constant.route, "route constant \(constant.name)", constant.name, constant.location))
        }
        for mention in spec.mentions {
            references.append(
                (mention.route, "named in the document" + (mention.source.map { " at \($0)" } ?? ""), mention.route, mention.location))
        }
        for flow in spec.flows {
            references += flow.steps.compactMap { step in
                step.route.map { ($0, "step \(step.id) of flow \(flow.id)", flow.id, step.location) }
            }
        }
        for screen in routes.screens.values.sorted(by: { $0.id < $1.id }) {
            if let route = screen.route { references.append((route, "route of screen \(screen.id)", screen.id, screen.location)) }
            for element in screen.elements {
                if let opens = element.opens {
                    references.append((opens, "target of \(screen.id).\(element.id)", screen.id, element.location))
                }
            }
        }
        var reported = Set<String>()
        for reference in references where !routes.isRegistered(reference.id) {
            guard reported.insert(reference.id + "|" + reference.what).inserted else { continue }
            let near = nearest(reference.id, in: Array(routes.routesByID.keys))
            findings.append(
                routes.finding(
                    Self.description, "\"\(reference.id)\" (\(reference.what)) is not a registered route", scope: reference.scope,
                    element: reference.id, at: reference.location,
                    data: [FindingValue("route", reference.id), FindingValue("referencedBy", reference.what)],
                    fix: near.map { "register \(reference.id), or use \($0)" } ?? "register \(reference.id) in the route registry"
                ))
        }
    }

    private func nearest(_ id: String, in ids: [String]) -> String? {
        let last = id.split(separator: "/").last.map(String.init) ?? id
        return ids.filter { $0.split(separator: "/").last.map(String.init) == last }.sorted().first
    }
}
