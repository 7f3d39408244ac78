/// One kind of rule: the rules one checker runs, which conform to a protocol refining `LintRule`
/// (`SourceRule`, `CatalogRule`), found among the enabled rules by their type.
///
/// A checker could ask `rule as? any SourceRule`, but Swift's runtime answers the first such
/// question for each rule type by scanning the conformance records of every loaded library
/// (Foundation's alone hold thousands): about 50 µs per rule and kind, a third of the start-up of
/// a lint of one file. The kind is built instead from the rule lists `generate-rule-lists`
/// derives from the rule files, typed by the compiler, and a rule is matched to its own type,
/// which compares type metadata only. Immutable once built.
public struct RuleKind<View>: Sendable {
    private let views: [ObjectIdentifier: @Sendable (any LintRule) -> View?]

    /// `views`: each member type, with the rule of that type as `View` (`{ type.matching($0) }`).
    public init(_ views: [(type: any LintRule.Type, view: @Sendable (any LintRule) -> View?)]) {
        self.views = Dictionary(views.map { (ObjectIdentifier($0.type), $0.view) }, uniquingKeysWith: { first, _ in first })
    }

    /// The rules of this kind among `rules`, in their order.
    public func members(of rules: [any LintRule]) -> [View] {
        rules.compactMap { rule in views[ObjectIdentifier(type(of: rule))]?(rule) }
    }

    public func contains(_ type: any LintRule.Type) -> Bool { views[ObjectIdentifier(type)] != nil }
}

extension LintRule {
    /// `rule` as this concrete type, if it is one. Called on a kind's metatype (`any SourceRule.Type`),
    /// it hands the rule back as that kind (`any SourceRule`) without a conformance look-up.
    public static func matching(_ rule: any LintRule) -> Self? { rule as? Self }
}
