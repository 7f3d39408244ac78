import LintCore

/// The rules each of the module's checkers runs, found among the enabled rules by type (see `RuleKind`).
extension AppRuleList {
    public static let specKind = RuleKind<any SpecRule>(specRules.map { type in (type, { type.matching($0) }) })
    public static let sourceKind = RuleKind<any SourceRule>(sourceRules.map { type in (type, { type.matching($0) }) })
    public static let inputKind = RuleKind<any InputRule>(inputRules.map { type in (type, { type.matching($0) }) })
}
