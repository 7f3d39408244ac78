import CatalogValidation
import LintCore
import LocaleServices
import SourceText
import SpecModel
import SpecRules
import StringCatalog

/// `handz-lint lint`: screen and route specs (and the app's catalogs) to a punch list.
public struct SpecLint: Sendable {
    public var configuration: LintConfiguration
    public var sizeLimit: Int

    public init(configuration: LintConfiguration, sizeLimit: Int = SourceFile.defaultSizeLimit) {
        self.configuration = configuration
        self.sizeLimit = sizeLimit
    }

    /// What a run found, before a baseline is applied.
    public struct Result: Sendable {
        public var findings: [Finding]
        public var suppressed: [LintReport.Suppression]
        public var specFiles: Int
        public var screens: Int
        public var routes: Int
        /// The specs that were read. Kept so that a command can end the process without
        /// taking the model apart first (as compilers do): freeing 200,000 elements one by
        /// one is a quarter of a second of nothing.
        public var specs: SpecSet
        /// What the rules read (screens, the merged registry, catalog keys), for the drawings.
        public var input: SpecInput
    }

    /// Lints the specs at `specPaths` (default: the rules file's `specs`) against the catalogs
    /// at `stringsPaths` (default: its `strings`), with the rules file's overrides and the
    /// specs' suppressions applied.
    public func run(specPaths: [String]? = nil, stringsPaths: [String]? = nil) throws(InputError) -> Result {
        var timer = PhaseTimer()
        // Read one after the other: each spreads over the cores itself, and dispatch runs a
        // parallel loop nested in another one on a single thread.
        let specs = try SpecLoader.load(paths: specPaths ?? configuration.specPaths, sizeLimit: sizeLimit)
        var loaded: [LoadedCatalog] = []
        for path in stringsPaths ?? configuration.stringsPaths {
            loaded += try CatalogFormat.load(path: path, sizeLimit: sizeLimit, sourceLanguage: configuration.catalog.sourceLanguage, siblingSource: true)
        }
        let catalogs = loaded
        timer.mark("specs and catalogs read")
        let input = SpecInput(screens: specs.screens, routeSpec: try RouteSpec.merged(specs.routeSpecs),
                              strings: catalogs.isEmpty ? nil : CatalogKeys(catalogs.map(\.catalog)))
        let engine = SpecLintEngine(rules: try configuration.specRules())
        let validator = CatalogValidator(options: configuration.catalog, rules: try configuration.catalogRules())
        let findings = try engine.run(input) { () throws(InputError) -> [Finding] in
            var found: [Finding] = []
            for loaded in catalogs {
                let shipped = try ShippedKeys.readIfPresent(path: ShippedKeys.lockPath(forCatalog: loaded.path))
                found += validator.validate(loaded.catalog, sources: loaded.sources, path: loaded.path, shippedKeys: shipped, declaredLanguages: loaded.declaredLanguages)
            }
            return found
        }
        timer.mark("screen, route and catalog rules")
        // Keys a spec places in a sized text element are measured against the frame
        // (text-fits-frame), not by their length against the source.
        let measured = self.rules.contains { $0.identifier == TextFitsFrameRule.description.identifier } ? TextFitsFrameRule.measuredKeys(in: specs.screens) : []
        let relevant = measured.isEmpty ? findings : findings.filter { !($0.ruleID == TranslationTooLongRule.description.identifier && measured.contains($0.subject.scope)) }
        let (kept, suppressed) = Suppressions.apply(to: configuration.rules.applied(to: relevant), specs: specs)
        timer.mark("suppressions")
        defer { timer.mark("sorting") }
        return Result(findings: kept.sorted(by: Finding.reportOrder), suppressed: suppressed, specFiles: specs.files.count,
                      screens: specs.screens.count, routes: input.routeSpec?.routes.count ?? 0, specs: specs, input: input)
    }

    /// The report for a run, with `baseline`'s known findings hidden and its fixed ones listed;
    /// `visual` adds the wireframes, route graphs and code lines the HTML report draws.
    public func report(_ result: Result, baseline: Baseline? = nil, visual: Bool = false) -> LintReport {
        let title = "handz-lint \(configuration.app): \(result.screens) screens, \(result.routes) routes in \(result.specFiles) spec files"
        var report = LintReport.assemble(title: title, rules: rules, findings: result.findings, suppressed: result.suppressed, baseline: baseline)
        if visual { report.visuals = ReportVisualsBuilder.visuals(for: report.findings, input: result.input) }
        return report
    }

    /// Every rule the run used, for reporters.
    public var rules: [RuleDescription] { configuration.enabledRules(in: Set(RuleFamily.allCases)) }
}

/// Catalog keys with their source-language text, across every catalog of the app.
struct CatalogKeys: StringKeyLookup {
    let texts: [String: String]
    /// Where each key's entry is: its catalog and its index there (translations are read
    /// from it when a rule asks, not copied up front).
    private let places: [String: (catalog: Int, entry: Int)]
    private let catalogs: [StringCatalog]

    init(_ catalogs: [StringCatalog]) {
        var texts: [String: String] = [:]
        var places: [String: (catalog: Int, entry: Int)] = [:]
        for (catalogIndex, catalog) in catalogs.enumerated() {
            for (entryIndex, entry) in catalog.entries.enumerated() {
                let source = entry.localization(catalog.sourceLanguage)?.content
                texts[entry.key] = source?.unit?.value ?? source?.pluralVariations?["other"]?.unit?.value ?? entry.key
                places[entry.key] = (catalogIndex, entryIndex)
            }
        }
        self.texts = texts
        self.places = places
        self.catalogs = catalogs
    }

    func contains(_ key: String) -> Bool { texts[key] != nil }
    func sourceText(_ key: String) -> String? { texts[key] }

    func translations(_ key: String) -> [(locale: String, text: String)] {
        guard let place = places[key] else { return [] }
        let catalog = catalogs[place.catalog]
        return catalog.entries[place.entry].localizations.filter { $0.language != catalog.sourceLanguage }.flatMap { localization in
            localization.content.unitsWithPaths.map { (localization.language, $0.unit.value) }
        }
    }
}

/// `lintIgnore` entries in specs: a finding is silenced by an entry for its rule on its
/// element, its screen or route, or the whole route spec.
enum Suppressions {
    static func apply(to findings: [Finding], specs: SpecSet) -> (kept: [Finding], suppressed: [LintReport.Suppression]) {
        var byScope: [String: [Suppression]] = [:]
        // Few elements silence anything: index only those (a large spec set has 200,000).
        for screen in specs.screens {
            if !screen.suppressions.isEmpty { byScope[screen.id, default: []] += screen.suppressions }
            for element in screen.elements where !element.suppressions.isEmpty { byScope[screen.id + "|" + element.id, default: []] += element.suppressions }
        }
        for spec in specs.routeSpecs {
            if !spec.suppressions.isEmpty { byScope["*", default: []] += spec.suppressions }
            for route in spec.routes where !route.suppressions.isEmpty { byScope[route.id, default: []] += route.suppressions }
        }
        guard !byScope.isEmpty else { return (findings, []) }
        var kept: [Finding] = []
        var suppressed: [LintReport.Suppression] = []
        for finding in findings {
            let scopes = [finding.subject.element.map { finding.subject.scope + "|" + $0 }, finding.subject.scope, "*"].compactMap { $0 }
            if let match = scopes.lazy.compactMap({ byScope[$0]?.first { $0.rule == finding.ruleID } }).first {
                suppressed.append(LintReport.Suppression(finding: finding, reason: match.reason))
            } else {
                kept.append(finding)
            }
        }
        return (kept, suppressed)
    }
}
