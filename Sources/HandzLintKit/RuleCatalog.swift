import CatalogValidation
import LintCore
import SpecRules

/// Every rule the toolkit has, for `handz-lint rules`, rules-file validation and reporters.
public struct RuleCatalog: Sendable {
    public let descriptions: [RuleDescription]
    /// Which family each rule belongs to, for listing.
    public let families: [String: String]

    public static let shared = RuleCatalog(families: [
        ("accessibility", SpecRules.accessibility.map { $0.description }),
        ("navigation", SpecRules.navigation.map { $0.description }),
        ("catalog", CatalogRules.all.map { $0.description }),
    ])

    init(families groups: [(String, [RuleDescription])]) {
        descriptions = groups.flatMap(\.1)
        var families: [String: String] = [:]
        for (family, rules) in groups { for rule in rules { families[rule.identifier] = family } }
        self.families = families
    }

    public var identifiers: Set<String> { Set(descriptions.map(\.identifier)) }

    public func description(of identifier: String) -> RuleDescription? {
        descriptions.first { $0.identifier == identifier }
    }
}
