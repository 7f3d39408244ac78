import LintCore
import SourceText
import SpecModel
import YAMLSupport

/// The document form of a spec rule's examples (run as tests, printed by `rules explain`):
///
///     strings:                 # catalog keys and their source text (optional)
///       screen.home.save: Save
///     palette:                 # named colors (optional)
///       ink: "#1C1C1E"
///     screen: { … }            # a screen spec, as in a `kind: screen` file
///     screens: [ … ]           # or several
///     routes: { … }            # a route spec, as in a `kind: routes` file
///     policy: [ … ]            # presentation rules, as in the rules file
public struct SpecExample: Sendable {
    public let screens: [ScreenSpec]
    public let routeSpec: RouteSpec?
    public let strings: ExampleStrings?
    public let policy: RoutePolicy

    public init(_ text: String) throws {
        let document = try YAMLDocument(file: SourceFile(path: "example.yml", bytes: Array(text.utf8)))
        var palette: [String: Color] = [:]
        var strings: [String: String]?
        var screenNodes: [Node] = []
        var routeNode: Node?
        var policy = RoutePolicy()
        for (key, _, value) in try document.fields(document.root, of: "the example", known: ["strings", "palette", "screen", "screens", "routes", "policy", "routeIds"]) {
            switch key {
            case "strings":
                strings = [:]
                for (name, _, textNode) in try document.entries(value, of: "strings") { strings![name] = try document.string(textNode, of: name) }
            case "palette":
                for (name, _, colorNode) in try document.entries(value, of: "palette") {
                    let hex = try document.string(colorNode, of: name)
                    guard var color = Color(hex: hex) else { throw document.error(colorNode, "not a color") }
                    color.name = name
                    palette[name] = color
                }
            case "screen": screenNodes.append(value)
            case "screens": screenNodes += try document.sequence(value, of: "screens")
            case "routes": routeNode = value
            case "policy": policy.rules = try PolicyReader.rules(value, in: document)
            default:
                let fields = try document.fields(value, of: "routeIds", known: ["pattern", "description"])
                for (field, _, fieldValue) in fields {
                    if field == "pattern" { policy.idPattern = try document.string(fieldValue, of: "pattern") } else { policy.idDescription = try document.string(fieldValue, of: "description") }
                }
            }
        }
        var screens: [ScreenSpec] = []
        for node in screenNodes { screens.append(try SpecLoader.screen(in: document, node: node, palette: palette)) }
        self.screens = screens
        routeSpec = try routeNode.map { node throws(InputError) in try SpecLoader.routes(in: document, node: node) }
        self.strings = strings.map(ExampleStrings.init)
        self.policy = policy
    }

    /// Runs one rule over the example with default thresholds.
    public func findings(of rule: any SpecRule.Type, thresholds: ScreenThresholds = ScreenThresholds()) -> [Finding] {
        let instance = rule.init()
        let byID = Dictionary(screens.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var findings: [Finding] = []
        for screen in screens {
            let route = routeSpec?.routes.first { $0.id == screen.route }
            instance.check(screen: ScreenContext(screen: screen, thresholds: thresholds, strings: strings, screens: byID, route: route, routeSpec: routeSpec), into: &findings)
        }
        if let routeSpec {
            instance.check(routes: RouteContext(spec: routeSpec, policy: policy, screens: byID), into: &findings)
        }
        return findings
    }
}

public struct ExampleStrings: StringKeyLookup {
    let texts: [String: String]
    public func contains(_ key: String) -> Bool { texts[key] != nil }
    public func sourceText(_ key: String) -> String? { texts[key] }
}
