import AppRules
import CatalogValidation
import LintCore
import LocaleServices
import SourceText
import StringCatalog

/// `handz-lint catalog validate`: reads catalogs, runs the catalog rules, returns a report.
public struct CatalogCheck: Sendable {
    public var configuration: LintConfiguration
    public var sizeLimit: Int
    public let cache: FormatterCache

    public init(configuration: LintConfiguration, sizeLimit: Int = SourceFile.defaultSizeLimit, cache: FormatterCache = FormatterCache()) {
        self.configuration = configuration
        self.sizeLimit = sizeLimit
        self.cache = cache
    }

    /// Every finding in the catalogs at `paths`, settled by the rules file's policy. A lock file
    /// (`NAME.xcstrings.lock`) next to a catalog is read when present, or `lockPath`.
    public func findings(paths: [String], lockPath: String? = nil) throws(InputError) -> [Finding] {
        let rules = try configuration.enabledRuleInstances()
        var checkers: [any PartChecker] = []
        var stops: [InputError] = []
        for path in paths {
            for loaded in try CatalogFormat.load(
                path: path, sizeLimit: sizeLimit, sourceLanguage: configuration.catalog.sourceLanguage, siblingSource: true,
                tolerant: true)
            {
                // A table Foundation reads up to a stray character is checked as the app loads it, the stop
                // reported (table-stops-early); a file that cannot be read at all still ends the command.
                if let problem = loaded.problems.first(where: { $0.stoppedEarly == nil }) { throw problem }
                stops += loaded.problems
                let lock: ShippedKeys?
                if let lockPath {
                    lock = try ShippedKeys.read(path: lockPath)
                } else {
                    lock = try ShippedKeys.readIfPresent(path: ShippedKeys.lockPath(forCatalog: loaded.path))
                }
                let context = CatalogContext(loaded, options: configuration.catalog, shippedKeys: lock, cache: cache)
                checkers.append(CatalogChecker(rules: rules, context: context))
            }
        }
        checkers.append(InputProblemChecker(rules: AppRuleList.inputKind.members(of: rules), problems: stops))
        return LintEngine().run(checkers, policy: configuration.policy).findings
    }

    /// The report for the catalogs at `paths`, with `baseline`'s known findings hidden.
    public func report(paths: [String], findings: [Finding], baseline: Baseline? = nil, visual: Bool = false) -> LintReport {
        var report = LintReport.assemble(
            title: "handz-lint catalog validate: \(paths.joined(separator: ", "))",
            rules: configuration.enabledRules(in: [.catalog, .input]), findings: findings, baseline: baseline)
        if visual { report.visuals = ReportVisualsBuilder.visuals(for: report.findings, input: nil) }
        return report
    }
}
