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
        /// Spec files read (the others came from the cache).
        public var filesRead: Int = 0
        /// Why the cache could not be written, when it could not (the run itself is fine).
        public var cacheProblem: String?
    }

    /// Lints the specs at `specPaths` (default: the rules file's `specs`) against the catalogs
    /// at `stringsPaths` (default: its `strings`), with the rules file's overrides and the
    /// specs' suppressions applied. With a `cache`, screen files and catalogs that did not
    /// change since the cached run are not read again (their findings and facts come from it),
    /// and the cache is brought up to date.
    public func run(specPaths: [String]? = nil, stringsPaths: [String]? = nil, cache: ResultCache? = nil) throws(InputError) -> Result {
        var timer = PhaseTimer()
        let givenSpecs = specPaths ?? configuration.specPaths, catalogPaths = stringsPaths ?? configuration.stringsPaths
        let files = try SpecLoader.files(in: givenSpecs)
        let recordName = "specs-" + ContentDigest(parts: givenSpecs + ["--strings"] + catalogPaths).description
        let record = cache.map { $0.readLayered(SpecRecord.self, name: recordName) ?? SpecRecord() }
        let catalogDigests = record == nil ? [] : catalogPaths.map { catalogDigest($0, sizeLimit: sizeLimit) }
        let read = try IncrementalSpecRead(files: files, sizeLimit: sizeLimit).read(record: record, catalogDigests: catalogDigests)
        timer.mark("specs read (\(files.count - read.reused.count) of \(files.count) files)")

        // The screens in file order, each read or taken from the cache.
        let readByFile = Dictionary(grouping: read.specs.screens, by: \.location.file)
        var screens: [ScreenSpec] = [], checking: [Bool] = [], owners: [Int] = []
        for (index, file) in files.enumerated() {
            let fileScreens = read.reused[index].map { $0.screens.map(\.spec) } ?? readByFile[file] ?? []
            screens += fileScreens
            checking += Array(repeating: read.reused[index] == nil, count: fileScreens.count)
            owners += Array(repeating: index, count: fileScreens.count)
        }
        var cachedCatalogs: [String: [Finding]] = [:]
        for (path, digest) in zip(catalogPaths, catalogDigests) {
            if let entry = record?.catalogs[path], entry.digest == digest { cachedCatalogs[path] = entry.findings }
        }
        // Catalogs are read when one changed or a screen is checked against their keys.
        var loaded: [(path: String, catalog: LoadedCatalog)] = []
        if checking.contains(true) || cachedCatalogs.count < catalogPaths.count {
            for path in catalogPaths {
                let found = try CatalogFormat.load(path: path, sizeLimit: sizeLimit, sourceLanguage: configuration.catalog.sourceLanguage, siblingSource: true)
                loaded += found.map { (path, $0) }
            }
        }
        let catalogs = loaded
        timer.mark("catalogs read")
        let input = SpecInput(screens: screens, routeSpec: try RouteSpec.merged(read.specs.routeSpecs),
                              strings: catalogs.isEmpty ? nil : CatalogKeys(catalogs.map(\.catalog.catalog)))
        let engine = SpecLintEngine(rules: try configuration.specRules())
        let validator = CatalogValidator(options: configuration.catalog, rules: try configuration.catalogRules())
        let cached = cachedCatalogs
        // The route rules read every screen's navigation: unchanged navigation, unchanged findings.
        let navigation = record == nil ? "" : navigationDigest(context: read.context, screens: screens)
        let knownRoutes = record?.routes.flatMap { $0.digest == navigation ? $0.findings : nil }
        let (output, validated) = try engine.run(input, checking: checking, checkingRoutes: knownRoutes == nil) {
            () throws(InputError) -> [String: [Finding]] in
            var found: [String: [Finding]] = [:]
            for (path, loaded) in catalogs where cached[path] == nil {
                let shipped = try ShippedKeys.readIfPresent(path: ShippedKeys.lockPath(forCatalog: loaded.path))
                found[path, default: []] += validator.validate(loaded, shippedKeys: shipped)
            }
            return found
        }
        timer.mark("screen, route and catalog rules")
        let catalogFindings = validated.merging(cached) { new, _ in new }
        let findings = output.screens.flatMap { $0 } + read.reused.values.flatMap(\.findings) + (knownRoutes ?? output.routes)
            + catalogPaths.flatMap { catalogFindings[$0] ?? [] }
        // Keys a spec places in a sized text element are measured against the frame
        // (text-fits-frame), not by their length against the source.
        let tooLong = TranslationTooLongRule.description.identifier
        let measured = self.rules.contains { $0.identifier == TextFitsFrameRule.description.identifier } && findings.contains { $0.ruleID == tooLong }
            ? TextFitsFrameRule.measuredKeys(in: read.specs.screens).union(read.reused.values.flatMap(\.measuredKeys)) : []
        let relevant = measured.isEmpty ? findings : findings.filter { !($0.ruleID == tooLong && measured.contains($0.subject.scope)) }
        var specs = read.specs
        specs.screens = screens
        specs.files = files
        let (kept, suppressed) = Suppressions.apply(to: configuration.rules.applied(to: relevant), specs: specs)
        timer.mark("suppressions")
        var cacheProblem: String?
        if let cache, let record {
            let updated = SpecRecord.updated(read: read, files: files, screens: screens, owners: owners, output: output,
                                             routes: CachedFindings(digest: navigation, findings: knownRoutes ?? output.routes),
                                             catalogs: (catalogPaths, catalogDigests, catalogFindings))
            if checking.contains(true) || !validated.isEmpty || knownRoutes == nil || updated.screenFiles.count != record.screenFiles.count {
                let readFiles = files.indices.filter { read.reused[$0] == nil }.map { files[$0] }
                cacheProblem = cache.writeLayered(full: updated, changes: updated.changes(screenFiles: readFiles, catalogs: Array(validated.keys)),
                                                  name: recordName)
                timer.mark("cache written")
            }
        }
        defer { timer.mark("sorting") }
        return Result(findings: kept.sorted(by: Finding.reportOrder), suppressed: suppressed, specFiles: files.count,
                      screens: screens.count, routes: input.routeSpec?.routes.count ?? 0, specs: specs, input: input,
                      filesRead: files.count - read.reused.count, cacheProblem: cacheProblem)
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
