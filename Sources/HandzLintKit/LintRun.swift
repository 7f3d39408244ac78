import LintCore
import SourceText
import SwiftSourceFacts
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `handz-lint lint`: specs, Swift sources and catalogs in one punch list.
public struct LintRun: Sendable {
    /// What a run reads, sorted by kind.
    public struct Inputs: Sendable, Equatable {
        public var specs: [String] = []
        public var sources: [String] = []
        public var strings: [String] = []

        public init(specs: [String] = [], sources: [String] = [], strings: [String] = []) {
            self.specs = specs
            self.sources = sources
            self.strings = strings
        }

        public var isEmpty: Bool { specs.isEmpty && sources.isEmpty && strings.isEmpty }

        /// Paths given on the command line, by what they are: `.swift` files and folders holding
        /// Swift code are sources (their catalogs come with them); catalogs (`.xcstrings`,
        /// `.strings`, `.stringsdict`, XLIFF, `.lproj` folders) are validated; anything else
        /// (YAML, JSON, folders of them) is a spec.
        public static func classify(_ paths: [String]) -> Inputs {
            var inputs = Inputs()
            for path in paths {
                let lower = path.lowercased()
                if lower.hasSuffix(".swift") || (isFolder(path) && holdsSwift(path)) {
                    inputs.sources.append(path)
                } else if [".xcstrings", ".strings", ".stringsdict", ".xliff", ".xlf", ".lproj", ".lproj/"].contains(where: lower.hasSuffix) {
                    inputs.strings.append(path)
                } else {
                    inputs.specs.append(path)
                }
            }
            return inputs
        }
    }

    public var configuration: LintConfiguration
    public var sizeLimit: Int

    public init(configuration: LintConfiguration, sizeLimit: Int = SourceFile.defaultSizeLimit) {
        self.configuration = configuration
        self.sizeLimit = sizeLimit
    }

    /// The rules file's specs, sources and catalogs.
    public var configuredInputs: Inputs {
        Inputs(specs: configuration.specPaths, sources: configuration.sourcePaths, strings: configuration.stringsPaths)
    }

    public struct Result: Sendable {
        public var findings: [Finding]
        public var suppressed: [LintReport.Suppression]
        public var specs: SpecLint.Result
        public var sources: SourceLint.Result?
    }

    /// Sources first (they name the catalogs found beside them), then specs and every catalog.
    /// With a `cache` (see `cache(in:version:)`), files unchanged since the cached run are not
    /// read again.
    public func run(_ inputs: Inputs, cache: ResultCache? = nil) throws(InputError) -> Result {
        var sources: SourceLint.Result?
        if !inputs.sources.isEmpty { sources = try SourceLint(configuration: configuration, sizeLimit: sizeLimit).run(paths: inputs.sources, cache: cache) }
        let catalogs = inputs.strings + (sources?.catalogs ?? []).filter { !inputs.strings.contains($0) }
        let specs = try SpecLint(configuration: configuration, sizeLimit: sizeLimit).run(specPaths: inputs.specs, stringsPaths: catalogs, cache: cache)
        let findings = (specs.findings + (sources?.findings ?? [])).sorted(by: Finding.reportOrder)
        return Result(findings: findings, suppressed: specs.suppressed + (sources?.suppressed ?? []), specs: specs, sources: sources)
    }

    /// The report for a run, with `baseline`'s known findings hidden and its fixed ones listed;
    /// `visual` adds what the HTML report draws.
    public func report(_ result: Result, baseline: Baseline? = nil, visual: Bool = false) -> LintReport {
        var parts: [String] = []
        if result.specs.specFiles > 0 { parts.append("\(result.specs.screens) screens, \(result.specs.routes) routes in \(result.specs.specFiles) spec files") }
        if let sources = result.sources {
            parts.append("\(sources.files) Swift files" + (sources.skipped.isEmpty ? "" : " (\(sources.skipped.count) skipped: generated or excluded)"))
        }
        let title = "handz-lint \(configuration.app): " + (parts.isEmpty ? "catalogs" : parts.joined(separator: "; "))
        var report = LintReport.assemble(title: title, rules: configuration.enabledRules(in: Set(RuleFamily.allCases)), findings: result.findings,
                                         suppressed: result.suppressed, baseline: baseline)
        if visual { report.visuals = ReportVisualsBuilder.visuals(for: report.findings, input: result.specs.input) }
        return report
    }

    /// The cache for this run's settings in `directory`: records written by another build of
    /// the tool, with another rules file, size limit or rules turned off on the command line
    /// (`--detail`), are not used.
    public func cache(in directory: String, version: String) -> ResultCache {
        let rulesFile = configuration.path.flatMap { try? SourceFile.read(path: $0) }.map { String(decoding: $0.bytes, as: UTF8.self) } ?? "(defaults)"
        let disabled = "disabled: " + configuration.rules.disabled.sorted().joined(separator: ",")
        return ResultCache(directory: directory, stamp: ResultCache.stamp(version: version, settings: [configuration.path ?? "", rulesFile, "\(sizeLimit)", disabled]))
    }

    /// Why the cache could not be written, when it could not.
    public static func cacheProblems(_ result: Result) -> [String] {
        [result.sources?.cacheProblem, result.specs.cacheProblem].compactMap { $0 }
    }

    static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether a folder holds Swift code that discovery would read (outside build, dependency
    /// and hidden folders).
    static func holdsSwift(_ folder: String) -> Bool {
        if folder.hasSuffix(".lproj") || folder.hasSuffix(".lproj/") { return false }
        return !SourceDiscovery().discover([folder]).swiftFiles.isEmpty
    }
}
