import LintCore
import SourceText
import SpecModel

/// "These routes (or views) are always presented this way": a policy line of the rules file.
public struct PresentationRule: Sendable, Equatable {
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
    public var severity: Severity?

    public init(
        name: String, routes: [String] = [], prefixes: [String] = [], views: [String] = [], allowed: [String] = [],
        forbidden: [String] = [],
        reference: String? = nil, severity: Severity? = nil
    ) {
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

/// What screen rules know about strings: which keys exist, their source text and their
/// translations.
public protocol StringKeyLookup: Sendable {
    func contains(_ key: String) -> Bool
    func sourceText(_ key: String) -> String?
    /// Every translated text of the key (each form of each language but the source's).
    func translations(_ key: String) -> [(locale: String, text: String)]
}

extension StringKeyLookup {
    public func translations(_ key: String) -> [(locale: String, text: String)] { [] }
}

extension OptionField {
    /// A color written `#RRGGBB` or `#RRGGBBAA`.
    static func color(_ name: String, _ keyPath: WritableKeyPath<Options, Color> & Sendable, _ summary: String) -> OptionField {
        .structured(
            name, keyPath, schema: #"{ "type": "string", "pattern": "^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$" }"#, summary,
            read: { input, context throws(InputError) in
                let text = try input.text(of: context)
                guard let color = Color(hex: text) else { throw input.error("\(context) must be #RRGGBB or #RRGGBBAA, found '\(text)'") }
                return color
            },
            show: { $0.hex })
    }

    /// A size in points, as the screen thresholds are.
    static func points(_ name: String, _ keyPath: WritableKeyPath<Options, Double> & Sendable, _ summary: String) -> OptionField {
        .number(name, keyPath, in: 1...1_000, summary)
    }

    /// A contrast ratio (1:1 to 21:1).
    static func ratio(_ name: String, _ keyPath: WritableKeyPath<Options, Double> & Sendable, _ summary: String) -> OptionField {
        .number(name, keyPath, in: 1...21, summary)
    }
}
