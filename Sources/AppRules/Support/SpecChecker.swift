import LintCore
import SourceText
import SpecModel

/// What spec rules read: the screens, the app's one route registry, and the catalog keys.
public struct SpecInput: Sendable {
    public var screens: [ScreenSpec]
    /// Every route spec file of the app merged into one registry (`RouteSpec.merged`).
    public var routeSpec: RouteSpec?
    /// The catalog's keys; nil when no catalog was given (key checks are skipped).
    public var strings: (any StringKeyLookup)?

    public init(screens: [ScreenSpec], routeSpec: RouteSpec?, strings: (any StringKeyLookup)?) {
        self.screens = screens
        self.routeSpec = routeSpec
        self.strings = strings
    }
}

/// The spec rules' work for the engine: part 0 is the route rules (they read every screen, the
/// longest single task, so it runs on its own), part 1 + i is screen i.
public struct SpecChecker: PartChecker {
    let rules: [any SpecRule]
    let input: SpecInput
    /// Which screens to check (nil: all); the others are still seen by rules that look at
    /// every screen. Their findings are known to the caller (a cache).
    let checking: [Bool]?
    /// False when the route rules' findings are known.
    let checkingRoutes: Bool
    private let screensByID: [String: ScreenSpec]
    private let routesByID: [String: Route]

    /// `rules`: every enabled rule; those that are not spec rules are left out.
    public init(rules: [any LintRule], input: SpecInput, checking: [Bool]? = nil, checkingRoutes: Bool = true) {
        self.rules = AppRuleList.specKind.members(of: rules)
        self.input = input
        self.checking = checking
        self.checkingRoutes = checkingRoutes
        screensByID = Dictionary(input.screens.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        routesByID = Dictionary((input.routeSpec?.routes ?? []).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    public var partCount: Int { input.screens.count + 1 }

    /// Screens in chunks of about 16, at most 64 chunks.
    public var tasks: [Range<Int>] {
        [0..<1] + Self.runs(of: 1..<partCount, count: min(input.screens.count / 16, 64))
    }

    public func check(part: Int) -> PartOutput {
        var output = PartOutput()
        if part == 0 {
            guard checkingRoutes, let routeSpec = input.routeSpec else { return output }
            let context = RouteContext(spec: routeSpec, screens: screensByID)
            for rule in rules { rule.check(routes: context, into: &output.findings) }
            return output
        }
        let index = part - 1
        guard checking?[index] ?? true else { return output }
        let screen = input.screens[index]
        let context = ScreenContext(
            screen: screen, strings: input.strings, screens: screensByID,
            route: screen.route.flatMap { routesByID[$0] }, routeSpec: input.routeSpec)
        for rule in rules {
            rule.check(screen: context, into: &output.findings)
            rule.claims(screen: context, into: &output.claims)
        }
        return output
    }

    /// The route rules' output and each screen's, from the engine's outputs of this checker.
    public static func split(_ outputs: [PartOutput]) -> (routes: PartOutput, screens: [PartOutput]) {
        (outputs.first ?? PartOutput(), Array(outputs.dropFirst()))
    }
}
