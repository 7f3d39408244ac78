import AppRules
import LintCore
import SourceText
import StringCatalog
import SwiftSourceFacts
import SwiftSourceReader

/// The Swift part of `handz-lint lint`, before the engine runs: finds the sources and the
/// catalogs of their targets, reads each file's facts over the cores (from the cache where a
/// file did not change), and builds the checker that runs the Swift rules with each file's own
/// tables.
struct SwiftWork {
    let checker: SwiftChecker
    let suppressions: SwiftSuppressions
    let files: Int
    /// Files found and not read (generated, excluded), with why: said, not lost.
    let skipped: [SkippedFile]
    /// The catalogs found beside the sources (`.xcstrings` files and folders of `.lproj`
    /// tables), for the catalog rules to validate in the same run.
    let catalogs: [String]
    /// How many files were parsed (the others' facts came from the cache).
    let reread: Int
    /// Why the cache could not be written, when it could not (the run itself is fine).
    let cacheProblem: String?
    /// Files that could not be read (Swift files, catalogs, folders): each is reported and the
    /// others are linted.
    let problems: [InputError]
    /// The catalogs read, by the path validation is given, for the catalog rules to reuse.
    let catalogsRead: [String: [LoadedCatalog]]
    /// The first place where the app's own look-up replaces an empty value (`SwiftFileFacts.emptyValueFallbacks`), in
    /// code that ships: the catalog rules read empty translations with it.
    let emptyValueFallback: SourceLocation?

    /// Reads the Swift files at `paths` (files and folders). With a `cache`, files whose bytes
    /// did not change are not parsed again: their facts come from it.
    static func prepare(
        configuration: LintConfiguration, rules: [any LintRule], paths: [String], sizeLimit: Int,
        cache: ResultCache?, boundary: InputBoundary
    ) throws(InputError) -> SwiftWork {
        var timer = PhaseTimer()
        let inventory = SourceDiscovery(excludes: configuration.excludes.map(Glob.init), boundary: boundary).discover(paths)
        timer.mark("  Swift discovery")
        if let problem = inventory.problems.first { throw problem }
        let recordName = "swift-" + ContentDigest(parts: paths).description
        let scanned = inventory.skipped.filter { !$0.outsideBoundary }.map(\.path)
        let read = try IncrementalSourceRead(sizeLimit: sizeLimit).read(
            sources: inventory.swiftFiles.map(\.path), generated: scanned,
            record: cache.map { $0.read(SourceRecord.self, name: recordName) ?? SourceRecord() })
        // In a project that never builds for the Mac, `#if os(macOS)` code is never compiled: no user gets it.
        let facts = !inventory.neverBuildsForMac ? read.facts : read.facts.map { $0.map { $0.withMacOnlyCodeUnshipped() } }
        timer.mark("  Swift parsed and scanned")
        let tables = CatalogTables(
            inventory.catalogs, validating: { !inventory.keyLookupOnly.contains($0) }, sourceLanguage: configuration.catalog.sourceLanguage,
            sizeLimit: sizeLimit, boundary: boundary)

        // Interpolated types and custom views' key parameters are resolved across each target, and
        // each target's declarations indexed for the rules to resolve names (`TargetIndex`).
        let byTarget = Dictionary(grouping: facts.indices.filter { facts[$0] != nil }) { inventory.swiftFiles[$0].targetRoot ?? "" }
        var files: [SwiftFileContext] = []
        var targets: [SwiftProjectContext.Target] = []
        var colorProblems: [InputError] = []
        let allTables = Set(try tables.strings(for: inventory.catalogs).tables.keys)
        let readFiles = facts.compactMap { $0 }
        let localizesNothing = SwiftFileContext.localizesNothing(hasCatalogs: !inventory.catalogs.isEmpty, files: readFiles)
        let reachability = Reachability(
            files: readFiles, folderBuildsAnApp: !inventory.productNames.isEmpty,
            appStartsOutsideSwift: NamesOutsideSwift.startAnApp(inventory.namingFiles),
            namesOutsideSwift: NamesOutsideSwift.read(inventory.namingFiles))
        // An app's folder holds every place that makes its types, whatever target each is in (a chart module's public
        // view made by the widget).
        let projectSites = inventory.productNames.isEmpty ? nil : ConstructionSites(files: readFiles)
        for (root, indices) in byTarget.sorted(by: { $0.key < $1.key }) {
            let targetFacts = indices.compactMap { facts[$0] }
            // Names resolve also in the folders a project target compiles with this one (`Shared/`).
            let builtWith = (inventory.foldersBuiltTogether[root] ?? []).sorted().flatMap { byTarget[$0] ?? [] }
            let index = TargetIndex(files: targetFacts + builtWith.compactMap { facts[$0] }, projectSites: projectSites)
            let resolved = SwiftFileFacts.resolvedAcrossTarget(
                targetFacts, projectIsMacOnly: inventory.buildsOnlyForMac, folderPlatform: inventory.platform(ofFolderHolding:)
            ).map(index.markingPreviewOnlyCode)
            let sources = indices.map { inventory.swiftFiles[$0] }
            let strings = try tables.strings(for: sources[0].catalogs)
            // A target's asset colors are under its folder; with no target told, under the folders given.
            let colors = TargetColorReading.colors(under: root.isEmpty ? paths.filter { FolderListing.kind($0).0 == .folder } : [root])
            colorProblems += colors.problems
            for (source, fileFacts) in zip(sources, resolved) {
                // Files of one target share its catalogs; a file whose target is unknown gets them all.
                let own = source.catalogs == sources[0].catalogs ? strings : try tables.strings(for: source.catalogs)
                var context = SwiftFileContext(facts: fileFacts, strings: own, targetIsKnown: source.targetIsKnown)
                context.ruleIdentifiers = RuleCatalog.shared.identifiers
                context.colors = colors.table
                context.tablesOfOtherTargets = allTables.subtracting(own.tables.keys)
                context.unreadableTables = tables.unreadableTables(among: source.catalogs)
                context.index = index
                context.productNames = inventory.productNames
                context.projectLocalizesNothing = localizesNothing
                context.unreached = reachability.unreached(in: fileFacts.path)
                context.unnamedFormatterOwners = reachability.unnamedFormatterOwners
                files.append(context)
            }
            let generated = scanned.filter { root.isEmpty || $0.hasPrefix(root + "/") }
            let scanned = Self.union(sources.map(\.path) + generated, read.scans)
            targets.append(
                SwiftProjectContext.Target(
                    files: resolved, strings: strings, isComplete: !root.isEmpty && sources.allSatisfy(\.isFromFolder),
                    literals: scanned.literals, memberNames: scanned.members, index: index))
        }
        timer.mark("  Swift targets indexed")
        let cacheProblem = read.changed ? cache.flatMap { $0.write(read.record, name: recordName) } : nil
        return SwiftWork(
            checker: SwiftChecker(rules: rules, files: files, project: SwiftProjectContext(targets: targets)),
            suppressions: SwiftSuppressions(files: files.map(\.facts), options: configuration.swift), files: files.count,
            skipped: inventory.skipped + tables.skipped.map { SkippedFile(path: $0.path, reason: $0.reason, outsideBoundary: true) },
            catalogs: tables.validationPaths, reread: read.reread, cacheProblem: cacheProblem,
            problems: inventory.unreadable + read.problems + tables.problems + colorProblems, catalogsRead: tables.loaded,
            emptyValueFallback: readFiles.flatMap { file in
                file.emptyValueFallbacks.filter { !file.isInPreview($0) && !file.isInDebugOnlyCode($0) }
            }.min())
    }

    /// The one-line string literals of the files (keys held in constants or generated code)
    /// and the member names they read (keys reached through generated constants).
    static func union(_ paths: [String], _ scans: [String: (literals: Set<String>, members: Set<String>)]) -> (
        literals: Set<String>, members: Set<String>
    ) {
        var literals = Set<String>(), members = Set<String>()
        for path in paths {
            guard let scan = scans[path] else { continue }
            literals.formUnion(scan.literals)
            members.formUnion(scan.members)
        }
        return (literals, members)
    }
}

/// The catalogs found beside the sources, read once, as tables: `NAME.xcstrings` is the table
/// NAME; `X.lproj/NAME.strings` (and `.stringsdict`) are the table NAME of the folder holding
/// the `.lproj` folders. A catalog or language file that cannot be read is listed in
/// `problems` and the rest is read.
struct CatalogTables {
    private let tables: [String: (table: String, loaded: LoadedCatalog)]
    /// The table each `.xcstrings` that could not be read would have made, by path.
    private let unreadable: [String: String]
    /// What `catalog validate` reads for the same files: each `.xcstrings`, each folder of `.lproj`s
    /// (those `validating` accepts a file of).
    let validationPaths: [String]
    /// What was read, by the path `catalog validate` would be given, so validation reads nothing again.
    let loaded: [String: [LoadedCatalog]]
    let problems: [InputError]
    let skipped: [(path: String, reason: String)]

    init(_ paths: [String], validating: (String) -> Bool = { _ in true }, sourceLanguage: String?, sizeLimit: Int, boundary: InputBoundary)
    {
        var folders: [String: Set<String>] = [:]
        /// The languages of each folder's table the paths hold (discovery leaves out the ones no
        /// project bundles).
        var languages: [String: Set<String>] = [:]
        var catalogs: [String] = []
        var tables: [String: (table: String, loaded: LoadedCatalog)] = [:]
        var loaded: [String: [LoadedCatalog]] = [:]
        var problems: [InputError] = []
        var skipped: [(path: String, reason: String)] = []
        var unreadable: [String: String] = [:]
        func load(_ path: String, table: String? = nil, languages: Set<String>? = nil) -> [LoadedCatalog] {
            do throws(InputError) {
                let found = try CatalogFormat.load(
                    path: path, sizeLimit: sizeLimit, table: table, sourceLanguage: sourceLanguage, languages: languages, tolerant: true,
                    boundary: boundary)
                for catalog in found {
                    problems += catalog.problems
                    skipped += catalog.skipped
                }
                return found
            } catch {
                problems.append(error)
                return []
            }
        }
        for path in paths {
            if path.hasSuffix(".xcstrings") {
                let table = String(SourcePath.fileName(path).dropLast(".xcstrings".count))
                guard let catalog = load(path).first else {
                    unreadable[path] = table
                    continue
                }
                if validating(path) { catalogs.append(path) }
                tables[path] = (table, catalog)
                loaded[path] = [catalog]
            } else if let lproj = Self.parent(path), lproj.hasSuffix(".lproj") {
                let name = SourcePath.fileName(path)
                let table = String(name[..<(name.lastIndex(of: ".") ?? name.endIndex)])
                let folder = Self.parent(lproj) ?? "."
                folders[folder, default: []].insert(table)
                languages[folder + "/" + table, default: []].insert(String(SourcePath.fileName(lproj).dropLast(".lproj".count)))
            }
        }
        for (folder, names) in folders.sorted(by: { $0.key < $1.key }) {
            let validated = paths.contains { Self.parent($0).flatMap(Self.parent) == folder && validating($0) }
            for name in names.sorted() {
                guard let catalog = load(folder, table: name, languages: languages[folder + "/" + name]).first else { continue }
                loaded[folder, default: []].append(catalog)
                for path in paths where Self.parent(path).flatMap(Self.parent) == folder && SourcePath.fileName(path).hasPrefix(name + ".")
                {
                    tables[path] = (name, catalog)
                }
            }
            if validated { catalogs.append(folder) }
        }
        self.tables = tables
        self.unreadable = unreadable
        validationPaths = catalogs
        self.loaded = loaded
        self.problems = problems
        self.skipped = skipped
    }

    /// The tables the given catalog files make up (an `.lproj` table once, whatever its languages).
    func strings(for paths: [String]) throws(InputError) -> SourceStrings {
        var seen = Set<String>()
        var loaded: [(table: String, path: String, catalog: StringCatalog, sources: SourceSet?)] = []
        for path in paths {
            guard let (table, catalog) = tables[path], seen.insert(catalog.path).inserted else { continue }
            loaded.append((table, catalog.path, catalog.catalog, catalog.sources))
        }
        return SourceStrings(loaded)
    }

    /// The tables of the given catalog files that could not be read.
    func unreadableTables(among paths: [String]) -> Set<String> {
        Set(paths.compactMap { unreadable[$0] })
    }

    static func parent(_ path: String) -> String? {
        guard let slash = path.lastIndex(of: "/") else { return path.isEmpty ? nil : "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
