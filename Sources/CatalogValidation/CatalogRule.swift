import LintCore

/// A catalog check: one type per file, with its description and examples as data.
///
/// `check(entry:)` runs once per entry and `check(unit:in:)` once per string unit (source and
/// translations), possibly on several threads at once; rules that need the whole catalog
/// (collisions between keys, the shipped-keys lock) implement `check(catalog:)`, which runs
/// once. A rule that sums up others' findings (translation progress per language)
/// implements `summarize`, which runs last, once, over every finding of the catalog.
public protocol CatalogRule: LintRule {
    /// Whether the rule looks at individual units (`check(unit:in:into:)`); the engine walks
    /// every unit once and hands it to all such rules.
    static var checksUnits: Bool { get }
    func check(entry: EntryContext, into findings: inout [Finding])
    func check(unit: UnitContext, in entry: EntryContext, into findings: inout [Finding])
    func check(catalog: CatalogContext, into findings: inout [Finding])
    /// Replaces findings of `summarizedRules` with a summary of them.
    func summarize(_ findings: inout [Finding], catalog: CatalogContext)
    /// The rules whose findings `summarize` sums up: they run with it in its examples.
    static var summarizedRules: [any CatalogRule.Type] { get }
}

extension CatalogRule {
    public static var checksUnits: Bool { false }
    public func check(entry: EntryContext, into findings: inout [Finding]) {}
    public func check(unit: UnitContext, in entry: EntryContext, into findings: inout [Finding]) {}
    public func check(catalog: CatalogContext, into findings: inout [Finding]) {}
    public func summarize(_ findings: inout [Finding], catalog: CatalogContext) {}
    public static var summarizedRules: [any CatalogRule.Type] { [] }
}
