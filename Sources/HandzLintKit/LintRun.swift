import AppRules
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
                let holds = isFolder(path) ? holdings(path) : (swift: false, catalogs: false)
                if lower.hasSuffix(".swift") || holds.swift {
                    inputs.sources.append(path)
                } else if [".xcstrings", ".strings", ".stringsdict", ".xliff", ".xlf", ".lproj", ".lproj/"].contains(where: lower.hasSuffix)
                {
                    inputs.strings.append(path)
                } else {
                    inputs.specs.append(path)
                    // A folder of tables without code (`Resources/` with its LANG.lproj folders): its
                    // catalogs are found as in a folder of code, wherever they sit.
                    if holds.catalogs { inputs.sources.append(path) }
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

    /// What a run found and read.
    public struct Result: Sendable {
        /// After the policy (interactions, overrides, suppressions), before a baseline.
        public var findings: [Finding]
        public var suppressed: [LintReport.Suppression]
        public var specFiles: Int
        public var screens: Int
        public var routes: Int
        /// Spec files read (the others came from the cache).
        public var specFilesRead: Int
        /// Swift files linted, nil when no Swift code was given.
        public var swiftFiles: Int?
        /// Swift files parsed (the others' facts came from the cache).
        public var swiftFilesRead: Int
        /// Files found and not read (generated, excluded, links out of the linted folders), with
        /// why: said, not lost.
        public var skipped: [LintReport.SkippedInput]
        /// What the spec rules read (screens, the merged registry, catalog keys), for the
        /// drawings; kept so a command can end the process without taking the model apart
        /// first (as compilers do): freeing 200,000 elements one by one is a quarter of a
        /// second of nothing.
        public var specInput: SpecInput
        /// Why the cache could not be written, where it could not (the run itself is fine).
        public var cacheProblems: [String]
    }

    /// Sources first (they name the catalogs found beside them), then specs and every catalog,
    /// all checked by one engine and settled by one policy. With a `cache` (see
    /// `cache(in:version:)`), files unchanged since the cached run are not read again.
    public func run(_ inputs: Inputs, cache: ResultCache? = nil) throws(InputError) -> Result {
        var timer = PhaseTimer()
        let rules = try configuration.enabledRuleInstances()
        let boundary = Self.boundary(of: inputs)
        let swift =
            try inputs.sources.isEmpty
            ? nil
            : SwiftWork.prepare(
                configuration: configuration, rules: rules, paths: inputs.sources, sizeLimit: sizeLimit, cache: cache, boundary: boundary)
        timer.mark("Swift read")
        let catalogs = inputs.strings + (swift?.catalogs ?? []).filter { !inputs.strings.contains($0) }
        // The app's own look-up, read from its code, is what an empty translation turns into.
        var catalogConfiguration = configuration
        catalogConfiguration.catalog.emptyValueFallback = swift?.emptyValueFallback
        let specs = try SpecWork.prepare(
            configuration: catalogConfiguration, rules: rules, specPaths: inputs.specs, catalogPaths: catalogs,
            sizeLimit: sizeLimit, cache: cache, boundary: boundary, preloaded: swift?.catalogsRead ?? [:], timer: &timer)
        let problems = InputProblemChecker(
            rules: AppRuleList.inputKind.members(of: rules), problems: (swift?.problems ?? []) + specs.problems)
        let checked = LintEngine().check(specs.checkers + [problems] + (swift.map { [$0.checker] } ?? []))
        timer.mark("rules")
        let specOutputs = specs.outputs(from: Array(checked.prefix(specs.checkers.count)))
        let swiftOutput = checked[specs.checkers.count...].flatMap { $0 }.merged
        let suppressions: [any SuppressionSource] = [specs.suppressions] + (swift.map { [$0.suppressions] } ?? [])
        let settled = policy.settle(specOutputs.all + swiftOutput, suppressions: suppressions)
        timer.mark("policy")
        let specCacheProblem = specs.record(specOutputs, in: cache)
        timer.mark("cache written")
        return Result(
            findings: settled.findings, suppressed: settled.suppressed, specFiles: specs.files.count, screens: specs.screens.count,
            routes: specs.input.routeSpec?.routes.count ?? 0, specFilesRead: specs.files.count - specs.read.reused.count,
            swiftFiles: swift?.files, swiftFilesRead: swift?.reread ?? 0,
            skipped: (swift?.skipped.map { .init(path: $0.path, reason: $0.reason) } ?? [])
                + specs.skipped.map { .init(path: $0.path, reason: $0.reason) },
            specInput: specs.input,
            cacheProblems: [swift?.cacheProblem, specCacheProblem].compactMap { $0 })
    }

    /// The folders a run may read: each folder given, and for a file given on its own, its
    /// project's folder (its catalogs are read with it) or else its own folder.
    static func boundary(of inputs: Inputs) -> InputBoundary {
        InputBoundary(
            roots: (inputs.specs + inputs.sources + inputs.strings).map { path in
                isFolder(path) ? path : SourceDiscovery.projectRoot(of: path) ?? SourcePath.parent(path)
            })
    }

    /// Where findings become a report's: the rules file's overrides and each rule's own reference.
    public var policy: FindingPolicy { configuration.policy }

    /// The report for a run, with `baseline`'s known findings hidden and its fixed ones listed;
    /// `visual` adds what the HTML report draws.
    public func report(_ result: Result, baseline: Baseline? = nil, visual: Bool = false) -> LintReport {
        var parts: [String] = []
        if result.specFiles > 0 { parts.append("\(result.screens) screens, \(result.routes) routes in \(result.specFiles) spec files") }
        if let swiftFiles = result.swiftFiles {
            parts.append("\(swiftFiles) Swift files")
        }
        let title = "handz-lint \(configuration.app): " + (parts.isEmpty ? "catalogs" : parts.joined(separator: "; "))
        var report = LintReport.assemble(
            title: title, rules: configuration.enabledRules(in: Set(RuleFamily.allCases)), findings: result.findings,
            suppressed: result.suppressed, baseline: baseline)
        report.skipped = result.skipped
        if visual { report.visuals = ReportVisualsBuilder.visuals(for: report.findings, input: result.specInput) }
        return report
    }

    /// The cache for this run's settings in `directory`: records written by another build of
    /// the tool, with another rules file, size limit or rules turned off on the command line
    /// (`--detail`), are not used.
    public func cache(in directory: String, version: String) -> ResultCache {
        let rulesFile =
            configuration.path.flatMap { try? SourceFile.read(path: $0) }.map { String(decoding: $0.bytes, as: UTF8.self) } ?? "(defaults)"
        let disabled = "disabled: " + configuration.rules.disabled.sorted().joined(separator: ",")
        return ResultCache(
            directory: directory,
            stamp: ResultCache.stamp(version: version, settings: [configuration.path ?? "", rulesFile, "\(sizeLimit)", disabled]))
    }

    static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether a folder holds Swift code or catalogs that discovery would read (outside build,
    /// dependency and hidden folders).
    static func holdings(_ folder: String) -> (swift: Bool, catalogs: Bool) {
        if folder.hasSuffix(".lproj") || folder.hasSuffix(".lproj/") { return (false, false) }
        let inventory = SourceDiscovery().discover([folder])
        return (!inventory.swiftFiles.isEmpty, !inventory.catalogs.isEmpty)
    }
}
