import AppRules
import LintCore
import SourceText
import SpecModel

/// Gathers what the HTML report draws: wireframes of the screens, the route graph per app state
/// and the lines findings point at.
enum ReportVisualsBuilder {
    /// Phones of CH32's reference size; a screen whose frames reach further is drawn larger.
    static let deviceCanvas = (width: 390.0, height: 844.0)

    static func visuals(for findings: [Finding], input: SpecInput?) -> ReportVisuals {
        var visuals = ReportVisuals(sourceLines: sourceLines(for: findings))
        guard let input else { return visuals }
        visuals.screens = input.screens.map { screen in
            let framed = screen.elements.compactMap { element in element.frame.map { (element, $0) } }
            let width = max(deviceCanvas.width, framed.map { $0.1.maxX }.max() ?? 0)
            let height = max(deviceCanvas.height, framed.map { $0.1.maxY }.max() ?? 0)
            return ScreenSketch(
                id: screen.id, title: screen.title.map { text($0, input.strings) }, file: screen.location.file, canvas: (width, height),
                elements: framed.map { element, frame in
                    ScreenSketch.Element(
                        id: element.id, role: element.role.rawValue, frame: (frame.x, frame.y, frame.width, frame.height),
                        caption: (element.text ?? element.label).map { text($0, input.strings) })
                })
        }
        if let spec = input.routeSpec {
            visuals.navigation = navigation(
                spec, screens: Dictionary(input.screens.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }))
        }
        return visuals
    }

    private static func text(_ reference: TextReference, _ strings: (any StringKeyLookup)?) -> String {
        switch reference {
        case .literal(let text): text
        case .key(let key): strings?.sourceText(key) ?? key
        }
    }

    /// For each app state: the routes it may open (by access) and what it reaches, with the
    /// links between them and the ids links name that the registry lacks.
    private static func navigation(_ spec: RouteSpec, screens: [String: ScreenSpec]) -> [NavigationSketch] {
        let reachability = RouteReachability(spec: spec, screens: screens)
        let registered = Set(spec.routes.map(\.id))
        return reachability.states.map { state in
            let routes = spec.routes.filter {
                state.access == "*" || $0.access.isEmpty || $0.access.contains(state.access) || state.reachable.contains($0.id)
            }.map(\.id)
            let shown = Set(routes)
            var links: [(from: String, to: String)] = []
            var unregistered: [String] = []
            for from in routes {
                for to in reachability.successors[from] ?? [] where shown.contains(to) || !registered.contains(to) {
                    links.append((from, to))
                    if !registered.contains(to), !unregistered.contains(to) { unregistered.append(to) }
                }
            }
            return NavigationSketch(
                state: state.access, entryRoutes: state.entryRoutes, routes: routes, reachable: state.reachable,
                unregistered: unregistered, links: links)
        }
    }

    /// The lines findings point at, each file read once; files that cannot be read are left out.
    static func sourceLines(for findings: [Finding]) -> [String: String] {
        var lines: [String: String] = [:]
        let byFile = Dictionary(grouping: findings.compactMap(\.location), by: \.file)
        for (path, locations) in byFile {
            guard let file = try? SourceFile.read(path: path, allowUTF16: true) else { continue }
            for location in locations { lines["\(path):\(location.line)"] = file.line(location.line) }
        }
        return lines
    }
}
