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

    /// Validates every catalog at `paths`. A lock file (`NAME.xcstrings.lock`) next to a
    /// catalog is read when present, or `lockPath` when given.
    public func run(paths: [String], lockPath: String? = nil) throws(InputError) -> LintReport {
        var findings: [Finding] = []
        for path in paths {
            for loaded in try CatalogFormat.load(path: path, sizeLimit: sizeLimit) {
                let lock: ShippedKeys?
                if let lockPath { lock = try ShippedKeys.read(path: lockPath) } else { lock = try ShippedKeys.readIfPresent(path: ShippedKeys.lockPath(forCatalog: loaded.path)) }
                let validator = CatalogValidator(options: configuration.catalog, cache: cache)
                findings += validator.validate(loaded.catalog, sources: loaded.sources, path: loaded.path, shippedKeys: lock)
            }
        }
        return LintReport(
            title: "handz-lint catalog validate: \(paths.joined(separator: ", "))",
            tool: .init(version: HandzLintVersion.current),
            rules: CatalogRules.all.map { $0.description }.filter { configuration.catalog.rules.isEnabled($0.identifier) },
            findings: findings
        )
    }
}

public enum HandzLintVersion {
    public static let current = "0.1.0"
}
