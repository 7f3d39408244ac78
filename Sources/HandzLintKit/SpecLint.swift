import CatalogValidation
import Dispatch
import LintCore
import LocaleServices
import SourceText
import SpecModel
import SpecRules
import StringCatalog
import Synchronization

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
    }

    /// Lints the specs at `specPaths` (default: the rules file's `specs`) against the catalogs
    /// at `stringsPaths` (default: its `strings`).
    public func run(specPaths: [String]? = nil, stringsPaths: [String]? = nil) throws(InputError) -> Result {
        var timer = PhaseTimer()
        // Read one after the other: each spreads over the cores itself, and dispatch runs a
        // parallel loop nested in another one on a single thread.
        let specs = try SpecLoader.load(paths: specPaths ?? configuration.specPaths, sizeLimit: sizeLimit)
        var loaded: [LoadedCatalog] = []
        for path in stringsPaths ?? configuration.stringsPaths { loaded += try CatalogFormat.load(path: path, sizeLimit: sizeLimit) }
        let catalogs = loaded
        timer.mark("specs and catalogs read")
        let strings: (any StringKeyLookup)? = catalogs.isEmpty ? nil : CatalogKeys(catalogs.map(\.catalog))
        let thresholds = try SpecSections.thresholds(configuration)
        let policy = try SpecSections.policy(configuration)

        let rules = SpecRules.all.filter { configuration.rules.isEnabled($0.description.identifier) }.map { $0.init() }
        let screensByID = Dictionary(specs.screens.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let routeSpec = specs.routeSpecs.first
        let routesByID = Dictionary((routeSpec?.routes ?? []).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

        // Screens are independent: spread them over the cores. The route rules and the
        // catalog checks run as tasks among them rather than after them, started first since
        // they are the longest single tasks.
        let screens = specs.screens
        let chunks = max(1, min(screens.count / 16, 64))
        let perChunk = Mutex<[[Finding]]>(Array(repeating: [], count: chunks + 1))
        let catalogFindings = Mutex<Swift.Result<[Finding], InputError>>(.success([]))
        let routeSpecs = specs.routeSpecs
        let catalogOptions = configuration.catalog
        DispatchQueue.concurrentPerform(iterations: chunks + 2) { task in
            var local: [Finding] = []
            if task == 0 {
                for spec in routeSpecs {
                    let context = RouteContext(spec: spec, policy: policy, screens: screensByID)
                    for rule in rules { rule.check(routes: context, into: &local) }
                }
                perChunk.withLock { $0[chunks] = local }
                return
            }
            if task == 1 {
                let result = Swift.Result { () throws(InputError) -> [Finding] in
                    var found: [Finding] = []
                    for loaded in catalogs {
                        let shipped = try ShippedKeys.readIfPresent(path: ShippedKeys.lockPath(forCatalog: loaded.path))
                        found += CatalogValidator(options: catalogOptions).validate(loaded.catalog, sources: loaded.sources, path: loaded.path, shippedKeys: shipped)
                    }
                    return found
                }
                catalogFindings.withLock { $0 = result }
                return
            }
            let chunk = task - 2
            for index in (screens.count * chunk / chunks)..<(screens.count * (chunk + 1) / chunks) {
                let screen = screens[index]
                let context = ScreenContext(screen: screen, thresholds: thresholds, strings: strings, screens: screensByID,
                                            route: screen.route.flatMap { routesByID[$0] }, routeSpec: routeSpec)
                for rule in rules { rule.check(screen: context, into: &local) }
            }
            perChunk.withLock { $0[chunk] = local }
        }
        var findings = perChunk.withLock { $0.flatMap { $0 } }
        findings += try catalogFindings.withLock { $0 }.get()
        timer.mark("screen, route and catalog rules")
        for index in findings.indices {
            if let severity = configuration.rules.severities[findings[index].ruleID] { findings[index].severity = severity }
            // An app's own rule book replaces the rule's default citation, not a policy's own.
            if let reference = configuration.rules.references[findings[index].ruleID],
               findings[index].reference == RuleCatalog.shared.description(of: findings[index].ruleID)?.reference {
                findings[index].reference = reference
            }
        }
        let (kept, suppressed) = Suppressions.apply(to: findings, specs: specs)
        timer.mark("suppressions")
        defer { timer.mark("sorting") }
        return Result(findings: kept.sorted(by: Finding.reportOrder), suppressed: suppressed, specFiles: specs.files.count,
                      screens: specs.screens.count, routes: specs.routeSpecs.reduce(0) { $0 + $1.routes.count }, specs: specs)
    }

    /// Every rule the run used, for reporters.
    public var rules: [RuleDescription] {
        (SpecRules.all.map { $0.description } + CatalogRules.all.map { $0.description }).filter { configuration.rules.isEnabled($0.identifier) }
    }
}

/// Catalog keys with their source-language text, across every catalog of the app.
struct CatalogKeys: StringKeyLookup {
    let texts: [String: String]

    init(_ catalogs: [StringCatalog]) {
        var texts: [String: String] = [:]
        for catalog in catalogs {
            for entry in catalog.entries {
                let source = entry.localization(catalog.sourceLanguage)?.content
                texts[entry.key] = source?.unit?.value ?? source?.pluralVariations?["other"]?.unit?.value ?? entry.key
            }
        }
        self.texts = texts
    }

    func contains(_ key: String) -> Bool { texts[key] != nil }
    func sourceText(_ key: String) -> String? { texts[key] }
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
