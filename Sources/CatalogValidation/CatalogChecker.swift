import LintCore
import LocaleServices
import SourceText
import StringCatalog

/// The catalog rules' work for the engine: part 0 is the rules that look at the whole catalog
/// (collisions between keys, the shipped-keys lock), part 1 + i is entry i, its units handed
/// to every rule that checks units.
public struct CatalogChecker: PartChecker {
    let rules: [any CatalogRule]
    let unitRules: [any CatalogRule]
    let context: CatalogContext

    /// `rules`: every enabled rule; those that are not catalog rules are left out.
    public init(rules: [any LintRule], context: CatalogContext) {
        self.rules = CatalogRules.kind.members(of: rules)
        unitRules = self.rules.filter { type(of: $0).checksUnits }
        self.context = context
    }

    public var partCount: Int { context.catalog.entries.count + 1 }

    /// Entries in chunks of 256 or more, at most 64 chunks.
    public var tasks: [Range<Int>] {
        [0..<1] + Self.runs(of: 1..<partCount, count: min(context.catalog.entries.count / 256, 64))
    }

    public func check(part: Int) -> PartOutput {
        var output = PartOutput()
        if part == 0 {
            for rule in rules { rule.check(catalog: context, into: &output.findings) }
            return output
        }
        let entry = EntryContext(entry: context.catalog.entries[part - 1], catalog: context)
        for rule in rules { rule.check(entry: entry, into: &output.findings) }
        if !unitRules.isEmpty {
            entry.forEachUnit { unit in
                for rule in unitRules { rule.check(unit: unit, in: entry, into: &output.findings) }
            }
        }
        return output
    }

    /// Rules that sum up others' findings (see `CatalogRule.summarize`) replace them here, over
    /// the whole catalog's findings, as one output.
    public func finish(_ outputs: [PartOutput]) -> [PartOutput] {
        var merged = outputs.merged
        for rule in rules { rule.summarize(&merged.findings, catalog: context) }
        return [merged]
    }
}

/// A catalog checked by itself, at the rules' own severities (no rules file): for the fuzz
/// targets, the benchmarks and tests. `lint` and `catalog validate` run the same checker among
/// their inputs.
public struct CatalogValidator: Sendable {
    public let options: CatalogValidationOptions
    public let rules: [any CatalogRule]
    public let cache: FormatterCache

    /// `rules` defaults to every catalog rule with its default options.
    public init(
        options: CatalogValidationOptions = CatalogValidationOptions(), rules: [any CatalogRule]? = nil,
        cache: FormatterCache = FormatterCache()
    ) {
        self.options = options
        self.rules = rules ?? CatalogRules.all.map { $0.init() }
        self.cache = cache
    }

    /// Every finding, most severe first.
    public func validate(_ catalog: StringCatalog, file: SourceFile?, path: String? = nil, shippedKeys: ShippedKeys? = nil) -> [Finding] {
        let context = CatalogContext(
            catalog: catalog, sources: file.map { SourceSet([$0]) }, path: path, options: options,
            shippedKeys: shippedKeys, cache: cache)
        return validate(context)
    }

    /// A catalog as read from disk, with the languages its files declare and the keys they repeat.
    public func validate(_ loaded: LoadedCatalog, shippedKeys: ShippedKeys? = nil) -> [Finding] {
        validate(CatalogContext(loaded, options: options, shippedKeys: shippedKeys, cache: cache))
    }

    func validate(_ context: CatalogContext) -> [Finding] {
        LintEngine().check([CatalogChecker(rules: rules, context: context)]).flatMap { $0 }.merged.findings.sorted(by: Finding.reportOrder)
    }
}
