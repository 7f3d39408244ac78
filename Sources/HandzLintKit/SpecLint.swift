import AppRules
import CatalogValidation
import LintCore
import LocaleServices
import SourceText
import SpecModel
import StringCatalog

/// The spec and catalog part of `handz-lint lint`, in the two steps around the engine: `prepare`
/// reads what changed since the cached run and builds the checkers for it; `outputs` puts
/// the engine's outputs together with what the cache already knew, and `record` brings the
/// cache up to date.
struct SpecWork {
    let configuration: LintConfiguration
    let files: [String]
    let catalogPaths: [String]
    let read: IncrementalSpecRead.Outcome
    let record: SpecRecord?
    let recordName: String
    let catalogDigests: [String]
    /// The screens in file order, each read or taken from the cache, with the file each came from.
    let screens: [ScreenSpec]
    let owners: [Int]
    let checking: [Bool]
    let input: SpecInput
    let specs: SpecSet
    /// Catalog findings the cache holds, by path, for catalogs that did not change.
    let cachedCatalogs: [String: [Finding]]
    /// The catalogs validated in this run, in the order of their checkers.
    let validating: [String]
    /// The route rules' output, when the navigation did not change since the cached run.
    let knownRoutes: PartOutput?
    let navigation: String
    let checkers: [any PartChecker]
    /// Spec files and catalogs that could not be read: each is reported, the rest checked.
    let problems: [InputError]
    /// Files the boundary refused, with why.
    let skipped: [(path: String, reason: String)]
    /// Catalogs with a file that could not be read: not cached, so every run reports it.
    let unsettledCatalogs: Set<String>

    /// Reads the specs at `specPaths` and the catalogs at `catalogPaths`, taking from `cache`
    /// what did not change, and builds the checkers for the rest with `rules`.
    /// `preloaded`: catalogs the Swift sources' targets already read, by path.
    static func prepare(
        configuration: LintConfiguration, rules: [any LintRule], specPaths: [String], catalogPaths: [String], sizeLimit: Int,
        cache: ResultCache?, boundary: InputBoundary, preloaded: [String: [LoadedCatalog]],
        timer: inout PhaseTimer
    ) throws(InputError) -> SpecWork {
        let found = try SpecLoader.files(in: specPaths, boundary: boundary)
        let files = found.files
        var problems = found.problems
        var skipped = found.skipped
        let recordName = "specs-" + ContentDigest(parts: specPaths + ["--strings"] + catalogPaths).description
        let record = cache.map { $0.readLayered(SpecRecord.self, name: recordName) ?? SpecRecord() }
        // Findings of a catalog also depend on the app's look-up read from its code.
        let fallback = configuration.catalog.emptyValueFallback.map { " empty values fall back at \($0)" } ?? ""
        let catalogDigests = record == nil ? [] : catalogPaths.map { catalogDigest($0, sizeLimit: sizeLimit) + fallback }
        let read = try IncrementalSpecRead(files: files, sizeLimit: sizeLimit).read(record: record, catalogDigests: catalogDigests)
        problems += read.specs.problems
        timer.mark("specs read (\(files.count - read.reused.count) of \(files.count) files)")

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
        var unsettled = Set<String>()
        if checking.contains(true) || cachedCatalogs.count < catalogPaths.count {
            for path in catalogPaths {
                if let known = preloaded[path] {
                    loaded += known.map { (path, $0) }
                    if known.contains(where: { !$0.problems.isEmpty }) { unsettled.insert(path) }
                    continue
                }
                do throws(InputError) {
                    let found = try CatalogFormat.load(
                        path: path, sizeLimit: sizeLimit, sourceLanguage: configuration.catalog.sourceLanguage, siblingSource: true,
                        tolerant: true, boundary: boundary)
                    loaded += found.map { (path, $0) }
                    problems += found.flatMap(\.problems)
                    skipped += found.flatMap(\.skipped)
                    if found.contains(where: { !$0.problems.isEmpty }) { unsettled.insert(path) }
                } catch {
                    problems.append(error)
                    unsettled.insert(path)
                }
            }
        }
        timer.mark("catalogs read")
        let input = SpecInput(
            screens: screens, routeSpec: try RouteSpec.merged(read.specs.routeSpecs),
            strings: loaded.isEmpty ? nil : CatalogKeys(loaded.map(\.catalog.catalog)))
        // The route rules read every screen's navigation: unchanged navigation, unchanged findings.
        let navigation = record == nil ? "" : navigationDigest(context: read.context, screens: screens)
        let knownRoutes = record?.routes.flatMap { $0.digest == navigation ? PartOutput(findings: $0.findings) : nil }
        var checkers: [any PartChecker] = [SpecChecker(rules: rules, input: input, checking: checking, checkingRoutes: knownRoutes == nil)]
        var validating: [String] = []
        let formatters = FormatterCache()
        for (path, catalog) in loaded where cachedCatalogs[path] == nil {
            let shipped = try ShippedKeys.readIfPresent(path: ShippedKeys.lockPath(forCatalog: catalog.path))
            let context = CatalogContext(catalog, options: configuration.catalog, shippedKeys: shipped, cache: formatters)
            checkers.append(CatalogChecker(rules: rules, context: context))
            validating.append(path)
        }
        var specs = read.specs
        specs.screens = screens
        specs.files = files
        return SpecWork(
            configuration: configuration, files: files, catalogPaths: catalogPaths, read: read, record: record, recordName: recordName,
            catalogDigests: catalogDigests, screens: screens, owners: owners, checking: checking, input: input, specs: specs,
            cachedCatalogs: cachedCatalogs, validating: validating, knownRoutes: knownRoutes, navigation: navigation, checkers: checkers,
            problems: problems, skipped: skipped, unsettledCatalogs: unsettled)
    }

    /// What the rules said, from the engine's outputs of `checkers` (in their order) and what
    /// the cache knew.
    struct Outputs {
        var routes: PartOutput
        var screens: [PartOutput]
        var catalogs: [String: [Finding]]

        var all: PartOutput { ([routes] + screens).merged + PartOutput(findings: catalogs.values.flatMap { $0 }) }
    }

    func outputs(from engine: [[PartOutput]]) -> Outputs {
        let (routes, screens) = SpecChecker.split(engine[0])
        var catalogs = cachedCatalogs
        for (path, outputs) in zip(validating, engine.dropFirst()) { catalogs[path, default: []] += outputs.merged.findings }
        var reused = screens
        for (position, owner) in owners.enumerated() where !checking[position] {
            // The file's cached output stands for its screens; given once, with its first screen.
            if position == 0 || owners[position - 1] != owner, let entry = read.reused[owner] {
                reused[position] = PartOutput(findings: entry.findings, claims: entry.claims)
            }
        }
        return Outputs(routes: knownRoutes ?? routes, screens: reused, catalogs: catalogs)
    }

    /// Lintignore entries of every spec, read or cached.
    var suppressions: SpecSuppressions { SpecSuppressions(screens: specs.screens, routeSpecs: specs.routeSpecs) }

    /// Brings the cache up to date; why it could not be written, when it could not.
    func record(_ outputs: Outputs, in cache: ResultCache?) -> String? {
        guard let cache, let record else { return nil }
        let checkedScreens = zip(outputs.screens, checking).map { $1 ? $0 : PartOutput() }
        let updated = SpecRecord.updated(
            read: read, files: files, screens: screens, owners: owners, screenOutputs: checkedScreens,
            routes: CachedFindings(digest: navigation, findings: outputs.routes.findings),
            catalogs: (catalogPaths, catalogDigests, outputs.catalogs.filter { !unsettledCatalogs.contains($0.key) }))
        guard checking.contains(true) || !validating.isEmpty || knownRoutes == nil || updated.screenFiles.count != record.screenFiles.count
        else { return nil }
        let readFiles = files.indices.filter { read.reused[$0] == nil }.map { files[$0] }
        return cache.writeLayered(full: updated, changes: updated.changes(screenFiles: readFiles, catalogs: validating), name: recordName)
    }
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
