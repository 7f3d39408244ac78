import SpecModel

/// Where a deep link lands, or why it lands nowhere (or in more than one place).
public enum DeepLinkOutcome: Sendable, Equatable {
    case route(id: String, tab: String?, presentation: String?)
    case flow(id: String, step: String?)
    case scene(presentation: String, route: String)
    case problem(DeepLinkProblem)
}

public struct DeepLinkProblem: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case malformed, wrongScheme, wrongHost, missingTab, unknownTab, unknownRoute, ambiguous
        case unknownFlow, unknownStep, unknownScene, unknownPresentation, targetMismatch, tabMismatch, noTarget
    }

    public var kind: Kind
    public var detail: String
    /// The places the link could mean (tabs or routes), for ambiguous and tab-less links.
    public var candidates: [String] = []
}

/// Resolves deep links against a route spec: with the app's grammar when it has one
/// (`{scheme}://{host}/{tab}/{route-path}[/{nested}][?present={style}]`, flow and scene links),
/// otherwise through the link's declared target and the tabs that hold it.
public struct DeepLinkResolver: Sendable {
    let spec: RouteSpec

    public init(spec: RouteSpec) { self.spec = spec }

    public func resolve(_ link: DeepLink) -> DeepLinkOutcome {
        let outcome: DeepLinkOutcome
        if let grammar = spec.deepLinkGrammar,
            link.pattern.hasPrefix(grammar.scheme + "://") || !link.pattern.contains("://") || isCustomScheme(link.pattern)
        {
            outcome = resolve(link.pattern, grammar: grammar)
        } else {
            outcome = resolveDeclaredTarget(link)
        }
        guard case .route(let id, _, _) = outcome, let target = link.target, target != id, spec.route(id)?.view != target else {
            return outcome
        }
        return .problem(
            DeepLinkProblem(kind: .targetMismatch, detail: "resolves to \(id), but the spec says its target is \(target)", candidates: [id])
        )
    }

    /// Links without a grammar: the target must exist and sit in one tab, or the link names its tab.
    private func resolveDeclaredTarget(_ link: DeepLink) -> DeepLinkOutcome {
        guard let target = link.target else {
            return .problem(
                DeepLinkProblem(
                    kind: .noTarget,
                    detail: spec.deepLinkGrammar == nil
                        ? "has no target, and the app has no deep-link grammar to resolve it with"
                        : "has no target, and is not written in the app's deep-link grammar"))
        }
        // A target is a route id, or a view several routes show (one per tab).
        let candidates = spec.route(target).map { [$0] } ?? spec.routes.filter { $0.view == target }
        guard !candidates.isEmpty else {
            return .problem(DeepLinkProblem(kind: .unknownRoute, detail: "targets \(target), which is not registered"))
        }
        let homes = candidates.flatMap { route in spec.tabs(containing: route).map { (tab: $0, route: route.id) } }
        let tabs = homes.map(\.tab).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        if let tab = link.tab {
            guard tabs.isEmpty || tabs.contains(tab) else {
                return .problem(
                    DeepLinkProblem(
                        kind: .tabMismatch, detail: "opens in tab \(tab), but \(target) is only in \(tabs.joined(separator: ", "))",
                        candidates: tabs))
            }
            return .route(id: homes.first { $0.tab == tab }?.route ?? candidates[0].id, tab: tab, presentation: nil)
        }
        guard tabs.count <= 1, candidates.count == 1 else {
            let places = homes.isEmpty ? candidates.map(\.id) : homes.map { "\($0.route) in \($0.tab)" }
            return .problem(
                DeepLinkProblem(
                    kind: .ambiguous,
                    detail: "could open \(target) in \(places.count) places (\(places.joined(separator: ", "))) and does not say which",
                    candidates: tabs.isEmpty ? candidates.map(\.id) : tabs))
        }
        return .route(id: candidates[0].id, tab: tabs.first, presentation: nil)
    }

    private func isCustomScheme(_ pattern: String) -> Bool {
        guard let range = pattern.firstRange(of: "://") else { return false }
        let scheme = pattern[..<range.lowerBound].lowercased()
        return scheme != "http" && scheme != "https"
    }

    private func resolve(_ pattern: String, grammar: DeepLinkGrammar) -> DeepLinkOutcome {
        var rest = Substring(pattern)
        if let range = rest.firstRange(of: "://") {
            let scheme = rest[..<range.lowerBound]
            guard grammar.scheme.isEmpty || scheme == grammar.scheme else {
                return .problem(
                    DeepLinkProblem(kind: .wrongScheme, detail: "uses \(scheme)://, but the app's links are \(grammar.scheme)://"))
            }
            rest = rest[range.upperBound...]
            let host = rest.prefix { $0 != "/" && $0 != "?" }
            guard grammar.host.isEmpty || host == grammar.host else {
                return .problem(
                    DeepLinkProblem(kind: .wrongHost, detail: "has host \"\(host)\", but the app's links use \"\(grammar.host)\""))
            }
            rest = rest[host.endIndex...]
        }
        let query = rest.firstIndex(of: "?").map { rest[rest.index(after: $0)...] } ?? ""
        let segments = rest.prefix { $0 != "?" }.split(separator: "/").map(String.init)
        var presentation: String?
        for parameter in query.split(separator: "&") {
            let parts = parameter.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.first == grammar.presentParameter else { continue }
            let style = parts.count > 1 ? parts[1] : ""
            guard let kind = spec.presentation(matching: style) else {
                return .problem(
                    DeepLinkProblem(
                        kind: .unknownPresentation,
                        detail:
                            "asks for presentation \"\(style)\", which is not one of "
                            + "\(spec.presentations.map(\.id).joined(separator: ", "))"
                    ))
            }
            presentation = kind.id
        }
        guard let first = segments.first else {
            return .problem(
                DeepLinkProblem(kind: .missingTab, detail: "has an empty path: it names no tab", candidates: spec.tabs.map(\.id)))
        }
        if first == grammar.flowSegment { return resolveFlow(Array(segments.dropFirst())) }
        if first == grammar.sceneSegment { return resolveScene(Array(segments.dropFirst()), grammar: grammar) }
        guard let tab = spec.tabs.first(where: { $0.id.lowercased() == first.lowercased() }) else {
            let homes = Set(matches(segments[...], among: spec.routes).compactMap { spec.route($0).map(spec.tabs(containing:)) }.joined())
            if grammar.requiresTab {
                let guess =
                    homes.isEmpty ? "" : "; \(segments.joined(separator: "/")) could be in \(homes.sorted().joined(separator: " or "))"
                return .problem(
                    DeepLinkProblem(
                        kind: .missingTab,
                        detail:
                            "does not start with a tab: \"\(first)\" is not one of \(spec.tabs.map(\.id).joined(separator: ", "))\(guess)",
                        candidates: homes.sorted()))
            }
            return outcome(of: matches(segments[...], among: spec.routes), tab: nil, presentation: presentation)
        }
        let inTab = spec.routes.filter { spec.tabs(containing: $0).contains(tab.id) }
        guard segments.count > 1 else { return .route(id: tab.root, tab: tab.id, presentation: presentation) }
        return outcome(of: matches(segments.dropFirst(), among: inTab), tab: tab.id, presentation: presentation)
    }

    private func outcome(of routes: [String], tab: String?, presentation: String?) -> DeepLinkOutcome {
        let distinct = routes.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        switch distinct.count {
        case 0: return .problem(DeepLinkProblem(kind: .unknownRoute, detail: "matches no route" + (tab.map { " in tab \($0)" } ?? "")))
        case 1: return .route(id: distinct[0], tab: tab, presentation: presentation)
        default:
            return .problem(
                DeepLinkProblem(
                    kind: .ambiguous, detail: "matches \(distinct.count) routes (\(distinct.joined(separator: ", ")))", candidates: distinct
                ))
        }
    }

    /// The routes a path can end at: a chain of route paths that consumes every segment, each
    /// route following the previous one (the spec does not say which route nests in which).
    /// `{name}` placeholders match any one segment. Worked out from the end of the path
    /// backwards, so placeholder-heavy paths cost segments × routes, not routes^segments.
    private func matches(_ segments: ArraySlice<String>, among routes: [Route]) -> [String] {
        let items = Array(segments)
        let paths = routes.map(Self.path(of:))
        // endings[offset]: the routes a chain consuming items[offset...] can end at (a few
        // are enough to call a link ambiguous).
        var endings = Array(repeating: [String](), count: items.count + 1)
        for offset in stride(from: items.count - 1, through: 0, by: -1) {
            var found: [String] = []
            for (route, path) in zip(routes, paths) where !path.isEmpty && offset + path.count <= items.count {
                guard zip(path, items[offset...]).allSatisfy(Self.segmentsMatch) else { continue }
                let rest = offset + path.count
                for id in rest == items.count ? [route.id] : endings[rest] where !found.contains(id) { found.append(id) }
                if found.count >= 8 { break }
            }
            endings[offset] = found
        }
        return endings[0]
    }

    private func resolveFlow(_ segments: [String]) -> DeepLinkOutcome {
        guard let name = segments.first else { return .problem(DeepLinkProblem(kind: .malformed, detail: "names no flow")) }
        guard let flow = spec.flows.first(where: { ($0.path ?? $0.id) == name || $0.id == name }) else {
            return .problem(
                DeepLinkProblem(
                    kind: .unknownFlow,
                    detail: "names flow \"\(name)\", which is not one of \(spec.flows.map { $0.path ?? $0.id }.joined(separator: ", "))"))
        }
        guard segments.count > 1 else { return .flow(id: flow.id, step: nil) }
        guard segments.count == 3, segments[1] == "step" else {
            return .problem(
                DeepLinkProblem(
                    kind: .malformed, detail: "has \(segments.dropFirst().joined(separator: "/")) after the flow name; expected step/{step}"
                ))
        }
        let step = segments[2]
        let steps = flow.steps.map(\.id) + flow.branches.map(\.step)
        if steps.contains(step) || Self.isPlaceholder(step) { return .flow(id: flow.id, step: step) }
        if let index = Int(step), flow.steps.indices.contains(index) { return .flow(id: flow.id, step: flow.steps[index].id) }
        return .problem(
            DeepLinkProblem(
                kind: .unknownStep, detail: "names step \"\(step)\", which flow \(flow.id) does not have (\(steps.joined(separator: ", ")))"
            ))
    }

    private func resolveScene(_ segments: [String], grammar: DeepLinkGrammar) -> DeepLinkOutcome {
        guard segments.count >= 2 else { return .problem(DeepLinkProblem(kind: .malformed, detail: "needs scene/{type}/{id}")) }
        let presentationID = grammar.scenes[segments[0]] ?? segments[0]
        guard let kind = spec.presentation(matching: presentationID) else {
            return .problem(
                DeepLinkProblem(
                    kind: .unknownScene, detail: "names scene type \"\(segments[0])\", which is no presentation style of the app"))
        }
        let scenes = spec.routes.filter { spec.presentation(matching: $0.presentation)?.id == kind.id }
        let found = matches(segments.dropFirst(), among: scenes)
        switch Set(found).count {
        case 1: return .scene(presentation: kind.id, route: found[0])
        case 0:
            return .problem(
                DeepLinkProblem(
                    kind: .unknownRoute, detail: "names \(kind.id) \"\(segments[1])\", which no route presented as \(kind.id) matches"))
        default:
            return .problem(
                DeepLinkProblem(
                    kind: .ambiguous, detail: "matches several \(kind.id) routes (\(Set(found).sorted().joined(separator: ", ")))",
                    candidates: Set(found).sorted()))
        }
    }

    static func path(of route: Route) -> [String] {
        let path = route.path ?? String(route.id.split(separator: "/").last ?? Substring(route.id))
        return path.split(separator: "/").map(String.init)
    }

    static func isPlaceholder(_ segment: String) -> Bool { segment.hasPrefix("{") && segment.hasSuffix("}") }

    static func segmentsMatch(_ pair: (String, String)) -> Bool {
        isPlaceholder(pair.0) || isPlaceholder(pair.1) || pair.0.lowercased() == pair.1.lowercased()
    }
}
