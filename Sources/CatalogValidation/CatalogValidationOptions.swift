import LintCore
import SourceText

/// What a catalog is checked against, beyond the rules' own options: which languages must be
/// translated and which ship. A rules file's `catalog:` section sets them (and, for every
/// catalog rule that declares an option of the same name, that option).
public struct CatalogValidationOptions: Sendable, RuleOptions {
    /// Locales that must be translated; nil means every language the catalog contains.
    public var targetLocales: [String]?
    /// Locales that ship to users: unreviewed states there are findings. nil means every
    /// target locale.
    public var shippedLocales: [String]?
    /// The language of `.strings`/`.stringsdict` keys and of the LANG.lproj folder that is the
    /// source of the others; nil means en (or Base).
    public var sourceLanguage: String?
    /// Where the app's own look-up treats an empty value as missing and shows something else (another language, the
    /// key): read from its Swift code by `lint`, not set in a rules file. An empty translation is then not blank for sure.
    public var emptyValueFallback: SourceLocation?

    public init() {}

    public init(targetLocales: [String]?, shippedLocales: [String]? = nil) {
        self.targetLocales = targetLocales
        self.shippedLocales = shippedLocales
    }

    public static let fields: [OptionField<CatalogValidationOptions>] = [
        .structured(
            "targetLocales", \.targetLocales, schema: #"{ "type": "array", "items": { "type": "string" } }"#,
            "locales that must be translated (default: every language in the catalog)",
            read: { input, context throws(InputError) in try input.texts(of: context) },
            show: { $0.map(OptionField<Self>.showList) ?? "every language" }),
        .structured(
            "shippedLocales", \.shippedLocales, schema: #"{ "type": "array", "items": { "type": "string" } }"#,
            "locales that ship: unreviewed translations there are findings (default: the target locales)",
            read: { input, context throws(InputError) in try input.texts(of: context) },
            show: { $0.map(OptionField<Self>.showList) ?? "the target locales" }),
        .text(
            "sourceLanguage", \.sourceLanguage,
            "the language of .strings/.stringsdict tables' source: the LANG.lproj "
                + "beside a translation that it is compared with (default: en, else Base)",
            validate: { $0.isEmpty || $0.contains(" ") ? "write a language code such as en or pt-BR" : nil }),
    ]
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

    static let schema = """
        { "type": "array", "items": { "oneOf": [ { "type": "string" }, { "type": "object", "additionalProperties": false, "required": \
        ["singular"], "properties": { "singular": { "type": "string" }, "plural": { "type": "string" } } } ] } }
        """

    /// A list of nouns: `flow`, or `{ singular: person, plural: people }`.
    static func read(_ input: OptionInput, context: String) throws(InputError) -> [PluralNoun] {
        var nouns: [PluralNoun] = []
        for item in try input.list(of: context) {
            if case .scalar = item.value {
                nouns.append(PluralNoun(try item.text(of: "a plural noun")))
                continue
            }
            var singular: String?, plural: String?
            for (field, value) in try item.fields(of: "a plural noun", known: ["singular", "plural"]) {
                if field == "singular" { singular = try value.text(of: "singular") } else { plural = try value.text(of: "plural") }
            }
            guard let singular else { throw item.error("a plural noun needs 'singular'") }
            nouns.append(plural.map { PluralNoun(singular, $0) } ?? PluralNoun(singular))
        }
        return nouns
    }
}
