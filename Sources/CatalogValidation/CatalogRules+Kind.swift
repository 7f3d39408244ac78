import LintCore

extension CatalogRules {
    /// The catalog rules among the enabled rules, found by type (see `RuleKind`).
    public static let kind = RuleKind<any CatalogRule>(all.map { type in (type, { type.matching($0) }) })
}
