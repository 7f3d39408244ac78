import LintCore
import SourceText
import SpecModel

/// A screen or navigation check: one type per file, with its description, examples and options.
public protocol SpecRule: LintRule {
    func check(screen: ScreenContext, into findings: inout [Finding])
    func check(routes: RouteContext, into findings: inout [Finding])
    /// Subjects this rule takes over from another rule on the screen (see `Claim`).
    func claims(screen: ScreenContext, into claims: inout [Claim])
}

extension SpecRule {
    public func check(screen: ScreenContext, into findings: inout [Finding]) {}
    public func check(routes: RouteContext, into findings: inout [Finding]) {}
    public func claims(screen: ScreenContext, into claims: inout [Claim]) {}
}

/// One screen seen from the rules.
public struct ScreenContext: Sendable {
    public let screen: ScreenSpec
    /// The catalog's keys; nil when no catalog was given (key checks are skipped).
    public let strings: (any StringKeyLookup)?
    /// Every screen, for rules that follow references (outline equivalents).
    public let screens: [String: ScreenSpec]
    /// The route that shows the screen, when the route spec declares it.
    public let route: Route?
    public let routeSpec: RouteSpec?

    public init(screen: ScreenSpec, strings: (any StringKeyLookup)?, screens: [String: ScreenSpec], route: Route?, routeSpec: RouteSpec?) {
        self.screen = screen
        self.strings = strings
        self.screens = screens
        self.route = route
        self.routeSpec = routeSpec
    }

    /// The text a reference shows: literal text, or the key's source text from the catalog.
    public func text(of reference: TextReference?) -> String? {
        switch reference {
        case .literal(let text)?: text
        case .key(let key)?: strings?.sourceText(key) ?? key
        case nil: nil
        }
    }

    /// Whether the screen is presented modally (its type, or its route's presentation).
    public var isModal: Bool {
        if [.modal, .sheet, .alert].contains(screen.kind) { return true }
        guard let route, let kind = routeSpec?.presentation(route.presentation) else { return false }
        return kind.isModal
    }

    public func finding(
        _ rule: RuleDescription, severity: Severity? = nil, outcome: Outcome = .violation, _ message: String, element: Element? = nil,
        at location: SourceLocation? = nil, data: [FindingValue] = [], fix: String?
    ) -> Finding {
        Finding(
            ruleID: rule.identifier, severity: severity ?? rule.defaultSeverity, outcome: outcome, message: message,
            location: location ?? element?.location ?? screen.location,
            subject: FindingSubject(scope: screen.id, element: element?.id), data: data, fixHint: fix, reference: rule.reference)
    }
}

/// A route spec seen from the rules, with derived facts computed once.
public struct RouteContext: Sendable {
    public let spec: RouteSpec
    public let screens: [String: ScreenSpec]
    public let routesByID: [String: [Route]]
    /// Where the source document defines each finding scope (route id, link pattern,
    /// constant name), for specs written from a PRD: findings cite it so its owner can fix it.
    let documentSources: [String: String]
    /// The same, by where the entry is written in the spec (two registrations of one id).
    let documentSourcesByLocation: [SourceLocation: String]

    public init(spec: RouteSpec, screens: [String: ScreenSpec]) {
        self.spec = spec
        self.screens = screens
        routesByID = Dictionary(grouping: spec.routes, by: \.id)
        var sources: [String: String] = [:]
        var byLocation: [SourceLocation: String] = [:]
        for route in spec.routes { if let source = route.source { byLocation[route.location] = source } }
        for link in spec.deepLinks { if let source = link.source { byLocation[link.location] = source } }
        for route in spec.routes { if let source = route.source, sources[route.id] == nil { sources[route.id] = source } }
        for link in spec.deepLinks { if let source = link.source { sources[link.pattern] = source } }
        for constant in spec.constants { if let source = constant.source { sources[constant.name] = source } }
        for mention in spec.mentions { if let source = mention.source, sources[mention.route] == nil { sources[mention.route] = source } }
        documentSources = sources
        documentSourcesByLocation = byLocation
    }

    public func isRegistered(_ id: String) -> Bool { routesByID[id] != nil }

    public func finding(
        _ rule: RuleDescription, severity: Severity? = nil, _ message: String, scope: String, element: String? = nil,
        at location: SourceLocation, data: [FindingValue] = [], fix: String?
    ) -> Finding {
        let cited =
            (documentSourcesByLocation[location] ?? documentSources[scope]).map { data + [FindingValue(FindingValue.documentSource, $0)] }
            ?? data
        return Finding(
            ruleID: rule.identifier, severity: severity ?? rule.defaultSeverity, message: message, location: location,
            subject: FindingSubject(scope: scope, element: element), data: cited, fixHint: fix, reference: rule.reference)
    }
}
