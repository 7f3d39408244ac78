import SpecModel

/// The thresholds screen rules measure against (`screens:` in the rules file). Defaults are
/// CH32's: 44 pt targets (Apple HIG), 24 pt below which a target blocks (WCAG 2.5.8), 8 pt
/// between targets, WCAG contrast ratios.
public struct ScreenThresholds: Sendable, Equatable {
    public var minimumTarget: Double = 44
    public var blockerTarget: Double = 24
    public var minimumSpacing: Double = 8
    public var textContrast: Double = 4.5
    public var largeTextContrast: Double = 3
    public var nonTextContrast: Double = 3
    /// Text at or above this size counts as large (WCAG: 18 pt, or 14 pt bold).
    public var largeTextSize: Double = 18
    public var largeBoldTextSize: Double = 14
    /// What screens without a background are drawn on.
    public var screenBackground: Color = .white

    public init() {}
}

/// App-specific navigation rules from the rules file (`routes:` and `policy:`).
public struct RoutePolicy: Sendable {
    /// A regular expression route ids must match, and how to describe it to people.
    public var idPattern: String?
    public var idDescription: String?
    /// Presentation requirements per route or view.
    public var rules: [PresentationRule]
    /// Access codes that count as "signed out" for deep-link return paths.
    public var signedOutAccess: [String]
    /// Return-path conditions that count as signed out ("signedOut").
    public var signedOutConditions: [String]

    public init(idPattern: String? = nil, idDescription: String? = nil, rules: [PresentationRule] = [], signedOutAccess: [String] = ["SO"], signedOutConditions: [String] = ["signedOut"]) {
        self.idPattern = idPattern
        self.idDescription = idDescription
        self.rules = rules
        self.signedOutAccess = signedOutAccess
        self.signedOutConditions = signedOutConditions
    }
}

/// "These routes (or views) are always presented this way": a policy line of the rules file.
public struct PresentationRule: Sendable {
    public var name: String
    /// Route ids, id prefixes ("Paywall/"), view names, or registries the rule covers.
    public var routes: [String]
    public var prefixes: [String]
    public var views: [String]
    /// The presentations allowed.
    public var allowed: [String]
    /// Presentations that must never be used for them (Ignition: drill-down pushes).
    public var forbidden: [String]
    public var reference: String?
    public var severity: String?

    public init(name: String, routes: [String] = [], prefixes: [String] = [], views: [String] = [], allowed: [String] = [], forbidden: [String] = [], reference: String? = nil, severity: String? = nil) {
        self.name = name
        self.routes = routes
        self.prefixes = prefixes
        self.views = views
        self.allowed = allowed
        self.forbidden = forbidden
        self.reference = reference
        self.severity = severity
    }

    public func covers(_ route: Route) -> Bool {
        routes.contains(route.id) || prefixes.contains { route.id.hasPrefix($0) } || route.view.map(views.contains) ?? false
    }
}

/// What screen rules know about strings: which keys exist and their source text.
public protocol StringKeyLookup: Sendable {
    func contains(_ key: String) -> Bool
    func sourceText(_ key: String) -> String?
}
