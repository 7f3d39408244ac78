import LintCore

/// A catalog check: one type per file, with its description and examples as data.
///
/// `check(entry:)` runs once per entry, possibly on several threads at once; rules that
/// need the whole catalog (collisions between keys, the shipped-keys lock) implement
/// `check(catalog:)`, which runs once.
public protocol CatalogRule: Sendable {
    static var description: RuleDescription { get }
    init()
    func check(entry: EntryContext, into findings: inout [Finding])
    func check(catalog: CatalogContext, into findings: inout [Finding])
}

extension CatalogRule {
    public func check(entry: EntryContext, into findings: inout [Finding]) {}
    public func check(catalog: CatalogContext, into findings: inout [Finding]) {}
    public var description: RuleDescription { Self.description }
}
