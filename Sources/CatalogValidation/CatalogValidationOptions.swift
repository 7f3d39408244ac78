import LintCore

/// What a catalog is checked against. Defaults follow CH32 §11; a rules file (`catalog:`
/// section) changes them per app.
public struct CatalogValidationOptions: Sendable {
    /// Locales that must be translated; nil means every language the catalog contains.
    public var targetLocales: [String]?
    /// Locales that ship to users: unreviewed states there are findings. nil means every
    /// target locale.
    public var shippedLocales: [String]?
    /// Accepted key shapes; a key must match one. See `KeyPattern`.
    public var keyPatterns: [KeyPattern]
    /// Nouns whose counts need plural variations (CH32 §11.3), singular and plural forms.
    public var pluralNouns: [PluralNoun]
    /// A translation longer than this multiple of its source is reported (CH32 §11.4: plan
    /// for 30–50% expansion).
    public var maximumExpansion: Double
    /// Shorter sources are not checked for expansion: "OK" → "Aceptar" is fine.
    public var expansionMinimumSourceLength: Int
    /// Key name segments that mark a fragment of a concatenated sentence.
    public var fragmentKeySegments: [String]
    /// Words that, at the start or end of a source string, show it is part of a sentence.
    public var joiningWords: [String]
    public var rules: RuleSettings

    public init(
        targetLocales: [String]? = nil,
        shippedLocales: [String]? = nil,
        keyPatterns: [KeyPattern] = KeyPattern.ch32Defaults,
        pluralNouns: [PluralNoun] = PluralNoun.ch32Defaults,
        maximumExpansion: Double = 1.5,
        expansionMinimumSourceLength: Int = 10,
        fragmentKeySegments: [String] = ["prefix", "suffix", "part1", "part2", "part3", "fragment"],
        joiningWords: [String] = ["and", "or", "of", "to", "with", "by", "for", "from", "in", "on", "the", "a", "an", "at", "but"],
        rules: RuleSettings = RuleSettings()
    ) {
        self.targetLocales = targetLocales
        self.shippedLocales = shippedLocales
        self.keyPatterns = keyPatterns
        self.pluralNouns = pluralNouns
        self.maximumExpansion = maximumExpansion
        self.expansionMinimumSourceLength = expansionMinimumSourceLength
        self.fragmentKeySegments = fragmentKeySegments
        self.joiningWords = joiningWords
        self.rules = rules
    }
}

/// A noun and its plural, as counted in strings ("%lld branches").
public struct PluralNoun: Sendable, Equatable {
    public let singular: String
    public let plural: String

    public init(_ singular: String, _ plural: String) {
        self.singular = singular
        self.plural = plural
    }

    /// "branch" → "branches", "flow" → "flows".
    public init(_ singular: String) {
        let lower = singular.lowercased()
        let esEnding = ["s", "x", "z", "ch", "sh"].contains { lower.hasSuffix($0) }
        self.init(singular, esEnding ? singular + "es" : singular + "s")
    }

    /// CH32 §11.3: "Use pluralization rules for: flows, sets, branches, credits, imports."
    public static let ch32Defaults = ["flow", "set", "branch", "credit", "import"].map { PluralNoun($0) }
}

/// Enable/disable and severity overrides per rule id.
public struct RuleSettings: Sendable {
    public var disabled: Set<String>
    public var severities: [String: Severity]
    /// The rule-book section each rule cites, for apps whose rules live in another document.
    public var references: [String: String]

    public init(disabled: Set<String> = [], severities: [String: Severity] = [:], references: [String: String] = [:]) {
        self.disabled = disabled
        self.severities = severities
        self.references = references
    }

    public func isEnabled(_ identifier: String) -> Bool { !disabled.contains(identifier) }
}
