import LocaleServices
import SourceText
import StringCatalog
import Synchronization

/// The app core's string look-up: a String Catalog (or a folder of `.lproj` tables) loaded
/// for run time.
///
/// A language's strings load the first time a locale that needs them is asked for; loaded
/// tables never change, so one instance is shared by every thread. Look-ups follow CLDR's
/// fallback chain (es-MX → es-419 → es → the source language), choose plural forms by the
/// number as displayed, and format arguments without ever reading one that was not passed.
public final class LocalizedStrings: Sendable {
    public struct Options: Sendable {
        public var missingKeyPolicy: MissingKeyPolicy
        /// The device variation to show (`iphone`, `ipad`, `mac` …; `other` is the fallback).
        public var device: String
        /// Wrap text arguments of the other direction in FSI…PDI.
        public var isolatesArguments: Bool
        /// Called with every formatting problem (for logs or telemetry); may run on any thread.
        public var onIssue: (@Sendable (FormatIssue) -> Void)?

        public init(
            missingKeyPolicy: MissingKeyPolicy = .sourceText, device: String = "iphone", isolatesArguments: Bool = true,
            onIssue: (@Sendable (FormatIssue) -> Void)? = nil
        ) {
            self.missingKeyPolicy = missingKeyPolicy
            self.device = device
            self.isolatesArguments = isolatesArguments
            self.onIssue = onIssue
        }
    }

    enum Source: Sendable {
        case catalog(SourceFile)
        case model(StringCatalog)
        case lproj(folder: String, table: String)
    }

    public let path: String
    public let options: Options
    let cache: FormatterCache
    private let source: Source
    private let loaded = Mutex<Loaded>(Loaded())

    private struct Loaded {
        var sourceLanguage: String?
        var languages: [String: LanguageTable] = [:]
        /// Languages asked for and absent from the catalog.
        var absent: Set<String> = []
        var tables: [LocaleID: StringTable] = [:]
    }

    /// Opens a `.xcstrings` catalog or a folder of `LANG.lproj` folders. Only the file is read
    /// here; languages are parsed on first use.
    public init(path: String, table: String = "Localizable", options: Options = Options(), cache: FormatterCache = FormatterCache()) throws
    {
        self.path = path
        self.options = options
        self.cache = cache
        switch try CatalogFormat.detect(path: path) {
        case .xcstrings: source = .catalog(try SourceFile.read(path: path))
        case .lproj: source = .lproj(folder: path, table: table)
        default: throw InputError(file: path, message: "the runtime loads .xcstrings catalogs or folders of LANG.lproj tables")
        }
    }

    /// An immutable table for one locale: the fallback chain resolved, its languages loaded.
    /// Hold on to it for the fastest look-ups.
    public func table(for locale: LocaleID) throws -> StringTable {
        if let table = loaded.withLock({ $0.tables[locale] }) { return table }
        let chain = locale.fallbackChain()
        let wanted = chain.map(\.identifier)
        try load(languages: wanted)
        return try loaded.withLock { state throws -> StringTable in
            if let table = state.tables[locale] { return table }
            guard let sourceLanguage = state.sourceLanguage, let sourceTable = state.languages[sourceLanguage] else {
                throw InputError(file: path, message: "the catalog has no source language table")
            }
            let tables = wanted.compactMap { state.languages[$0] }.filter { $0.language != sourceLanguage }
            let table = StringTable(
                locale: locale, chain: tables + [sourceTable], sourceLanguage: sourceLanguage, options: options, cache: cache,
                integers: try? cache.numberFormat(locale, .integer))
            state.tables[locale] = table
            return table
        }
    }

    /// A `.xcstrings` catalog already in memory (bundled data, tests, fuzzing); `path` only
    /// names it in messages.
    public init(catalog file: SourceFile, options: Options = Options(), cache: FormatterCache = FormatterCache()) {
        path = file.path
        self.options = options
        self.cache = cache
        source = .catalog(file)
    }

    /// A catalog built or read elsewhere (a converted table, tests, fuzzing).
    public init(catalog: StringCatalog, path: String = "catalog", options: Options = Options(), cache: FormatterCache = FormatterCache()) {
        self.path = path
        self.options = options
        self.cache = cache
        source = .model(catalog)
    }

    /// The languages parsed so far (for tests and diagnostics), sorted.
    public var loadedLanguages: [String] { loaded.withLock { $0.languages.keys.sorted() } }

    public func string(_ key: String, locale: LocaleID) throws -> String {
        try table(for: locale).string(key)
    }

    public func string(_ key: String, locale: LocaleID, count: Int) throws -> String {
        try table(for: locale).string(key, count: count)
    }

    public func format(_ key: String, locale: LocaleID, _ arguments: [FormatArgument]) throws -> FormattedString {
        try table(for: locale).format(key, arguments)
    }

    /// Parses the catalog for the languages not loaded yet. Runs outside the lock: two threads
    /// may parse the same language at once, and the first result is kept.
    private func load(languages: [String]) throws {
        let (missing, knowsSource) = loaded.withLock { state in
            (languages.filter { state.languages[$0] == nil && !state.absent.contains($0) }, state.sourceLanguage != nil)
        }
        guard !missing.isEmpty || !knowsSource else { return }
        let parsed: (sourceLanguage: String, tables: [LanguageTable])
        switch source {
        case .catalog(let file):
            let catalog = try XCStringsReader.read(
                file, languages: Set(missing).union(loaded.withLock { $0.sourceLanguage.map { [$0] } ?? [] }))
            let wanted = Set(missing + [catalog.sourceLanguage])
            parsed = (catalog.sourceLanguage, try compile(catalog, languages: wanted))
        case .model(let catalog):
            parsed = (catalog.sourceLanguage, try compile(catalog, languages: Set(missing + [catalog.sourceLanguage])))
        case .lproj(let folder, let table):
            let read = try LprojFolder.read(folder: folder, table: table, languages: Set(missing))
            // A language file that cannot be read is an error here, as it always was: the app
            // would show keys instead of that language's text.
            if let problem = read.problems.first { throw problem }
            let wanted = Set(missing + [read.catalog.sourceLanguage])
            parsed = (read.catalog.sourceLanguage, try compile(read.catalog, languages: wanted))
        }
        loaded.withLock { state in
            if state.sourceLanguage == nil { state.sourceLanguage = parsed.sourceLanguage }
            for table in parsed.tables where state.languages[table.language] == nil {
                if table.isEmpty && table.language != parsed.sourceLanguage {
                    state.absent.insert(table.language)
                } else {
                    state.languages[table.language] = table
                }
            }
        }
    }

    /// One table per language, built side by side (a locale and its fallback are two).
    private func compile(_ catalog: StringCatalog, languages: Set<String>) throws -> [LanguageTable] {
        let ordered = languages.sorted()
        let cache = self.cache, device = options.device
        return try concurrentMap(ordered.count) { index in
            try LanguageTable(catalog: catalog, language: ordered[index], cache: cache, device: device)
        }
    }
}
