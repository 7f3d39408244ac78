import LintCore
import Synchronization
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
    public func run(_ input: SpecInput) -> [Finding] {
        run(input) { () throws(Never) in () }.output.all
    }

    /// What a run found, kept apart by where it came from so that a cache can keep each
    /// screen's findings with the file that holds it.
    public struct Output: Sendable {
        /// Per screen of the input, in its order; empty for screens not checked.
        public var screens: [[Finding]]
        /// The route rules' findings (they read every screen).
        public var routes: [Finding]

        public var all: [Finding] { screens.flatMap { $0 } + routes }
    }

    /// Screens are independent and spread over the cores in chunks; the route rules run as one
    /// more task among them, and `alongside` (catalog checks, say) as another, started first
    /// since they are the longest single tasks. `checking` says which screens to check (nil:
    /// all); the others are still seen by the rules that look at every screen. Without
    /// `checkingRoutes`, the route rules do not run (their findings are known).
    public func run<Extra: Sendable, Failure: Error>(_ input: SpecInput, checking: [Bool]? = nil, checkingRoutes: Bool = true,
                                                     alongside: @Sendable () throws(Failure) -> Extra)
        throws(Failure) -> (output: Output, alongside: Extra) {
        let screens = input.screens
        let screensByID = Dictionary(screens.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let routeSpec = input.routeSpec
        let routesByID = Dictionary((routeSpec?.routes ?? []).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let rules = rules
        let chunks = max(1, min(screens.count / 16, 64))
        let extra = Mutex<Extra?>(nil)
        let results = try concurrentMap(chunks + 2) { task throws(Failure) -> [[Finding]] in
            switch task {
            case 0:
                let value = try alongside()
                extra.withLock { $0 = value }
                return []
            case 1:
                var found: [Finding] = []
                if checkingRoutes, let routeSpec {
                    let context = RouteContext(spec: routeSpec, screens: screensByID)
                    for rule in rules { rule.check(routes: context, into: &found) }
                }
                return [found]
            default:
                let chunk = task - 2
                return ((screens.count * chunk / chunks)..<(screens.count * (chunk + 1) / chunks)).map { index in
                    var found: [Finding] = []
                    guard checking?[index] ?? true else { return found }
                    let screen = screens[index]
                    let context = ScreenContext(screen: screen, strings: input.strings, screens: screensByID,
                                                route: screen.route.flatMap { routesByID[$0] }, routeSpec: routeSpec)
                    for rule in rules { rule.check(screen: context, into: &found) }
                    return found
                }
            }
        }
        // concurrentMap ran task 0 to the end or threw.
        return (Output(screens: results.dropFirst(2).flatMap { $0 }, routes: results[1][0]), extra.withLock { $0! })
    }
}
