import Dispatch
import LintCore
import LocaleServices
import SourceText
import StringCatalog
import Synchronization

/// Runs configured catalog rules over a catalog, spreading entries over the machine's cores:
/// the one engine behind `catalog validate`, `lint` and every rule example.
public struct CatalogValidator: Sendable {
    public let options: CatalogValidationOptions
    public let rules: [any CatalogRule]
    public let cache: FormatterCache

    /// `rules` defaults to every catalog rule with its default options.
    public init(options: CatalogValidationOptions = CatalogValidationOptions(), rules: [any CatalogRule]? = nil, cache: FormatterCache = FormatterCache()) {
        self.options = options
        self.rules = rules ?? CatalogRules.all.map { $0.init() }
        self.cache = cache
    }

    /// Every finding, most severe first, at the rules' own severities (the caller applies the
    /// rules file's overrides).
    public func validate(_ catalog: StringCatalog, file: SourceFile?, path: String? = nil, shippedKeys: ShippedKeys? = nil) -> [Finding] {
        validate(catalog, sources: file.map { SourceSet([$0]) }, path: path, shippedKeys: shippedKeys)
    }

    /// A catalog as read from disk, with what its files declare and repeat.
    public func validate(_ loaded: LoadedCatalog, shippedKeys: ShippedKeys? = nil) -> [Finding] {
        validate(loaded.catalog, sources: loaded.sources, path: loaded.path, shippedKeys: shippedKeys, declaredLanguages: loaded.declaredLanguages,
                 duplicates: loaded.duplicates)
    }

    /// `declaredLanguages`: languages the files declare beyond those with text (see
    /// `LoadedCatalog.declaredLanguages`), which are translated languages too; `duplicates`:
    /// keys the files give more than once (`LoadedCatalog.duplicates`).
    public func validate(_ catalog: StringCatalog, sources: SourceSet?, path: String? = nil, shippedKeys: ShippedKeys? = nil, declaredLanguages: [String] = [],
                         duplicates: [DuplicateKey] = []) -> [Finding] {
        let context = CatalogContext(catalog: catalog, sources: sources, path: path, options: options, shippedKeys: shippedKeys, declaredLanguages: declaredLanguages,
                                     duplicates: duplicates, cache: cache)
        let rules = rules
        let unitRules = rules.filter { type(of: $0).checksUnits }
        var findings: [Finding] = []
        for rule in rules { rule.check(catalog: context, into: &findings) }

        // Chunks of entries per task: enough tasks to balance the cores, few enough that
        // merging stays cheap.
        let entries = catalog.entries
        let chunkCount = max(1, min(entries.count / 256, 64))
        let results = Mutex<[[Finding]]>(Array(repeating: [], count: chunkCount))
        DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
            let start = entries.count * chunk / chunkCount, end = entries.count * (chunk + 1) / chunkCount
            var local: [Finding] = []
            for index in start..<end {
                let entryContext = EntryContext(entry: entries[index], catalog: context)
                for rule in rules { rule.check(entry: entryContext, into: &local) }
                if !unitRules.isEmpty {
                    entryContext.forEachUnit { unit in
                        for rule in unitRules { rule.check(unit: unit, in: entryContext, into: &local) }
                    }
                }
            }
            results.withLock { $0[chunk] = local }
        }
        findings += results.withLock { $0.flatMap { $0 } }
        for rule in rules { rule.summarize(&findings, catalog: context) }
        return findings.sorted(by: Finding.reportOrder)
    }
}
