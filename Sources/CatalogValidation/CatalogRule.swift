import LintCore

/// A catalog check: one type per file, with its description and examples as data.
///
/// `check(entry:)` runs once per entry and `check(unit:in:)` once per string unit (source and
/// translations), possibly on several threads at once; rules that need the whole catalog
/// (collisions between keys, the shipped-keys lock) implement `check(catalog:)`, which runs
/// once.
public protocol CatalogRule: LintRule {
    /// Whether the rule looks at individual units (`check(unit:in:into:)`); the engine walks
    /// every unit once and hands it to all such rules.
    static var checksUnits: Bool { get }
    func check(entry: EntryContext, into findings: inout [Finding])
    func check(unit: UnitContext, in entry: EntryContext, into findings: inout [Finding])
    func check(catalog: CatalogContext, into findings: inout [Finding])
}

extension CatalogRule {
    public static var checksUnits: Bool { false }
    public func check(entry: EntryContext, into findings: inout [Finding]) {}
    public func check(unit: UnitContext, in entry: EntryContext, into findings: inout [Finding]) {}
    public func check(catalog: CatalogContext, into findings: inout [Finding]) {}
}
