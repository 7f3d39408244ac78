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

/// Runs configured spec rules over an input: the one engine behind `lint` and behind every
/// rule example, so an example passes exactly when the rule behaves so in a real run.
public struct SpecLintEngine: Sendable {
    public let rules: [any SpecRule]

    public init(rules: [any SpecRule]) {
        self.rules = rules
    }

    /// The findings, unsorted and without overrides (the caller applies the rules file's).
    /// Screens are independent and spread over the cores in chunks; the route rules run as one
    /// more task among them, and `alongside` (catalog checks, say) as another, started first
    /// since they are the longest single tasks.
    public func run(_ input: SpecInput) -> [Finding] {
        run(input) { () throws(Never) in [] }
    }

    public func run<Failure: Error>(_ input: SpecInput, alongside: @Sendable () throws(Failure) -> [Finding]) throws(Failure) -> [Finding] {
        let screens = input.screens
        let screensByID = Dictionary(screens.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let routeSpec = input.routeSpec
        let routesByID = Dictionary((routeSpec?.routes ?? []).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let rules = rules
        let chunks = max(1, min(screens.count / 16, 64))
        let results = try concurrentMap(chunks + 2) { task throws(Failure) -> [Finding] in
            var found: [Finding] = []
            switch task {
            case 0: return try alongside()
            case 1:
                if let routeSpec {
                    let context = RouteContext(spec: routeSpec, screens: screensByID)
                    for rule in rules { rule.check(routes: context, into: &found) }
                }
            default:
                let chunk = task - 2
                for index in (screens.count * chunk / chunks)..<(screens.count * (chunk + 1) / chunks) {
                    let screen = screens[index]
                    let context = ScreenContext(screen: screen, strings: input.strings, screens: screensByID,
                                                route: screen.route.flatMap { routesByID[$0] }, routeSpec: routeSpec)
                    for rule in rules { rule.check(screen: context, into: &found) }
                }
            }
            return found
        }
        return results.flatMap { $0 }
    }
}
