import SourceText

/// A catalog read from disk, whatever its format, with the files its offsets point into.
public struct LoadedCatalog: Sendable {
    public let catalog: StringCatalog
    public let sources: SourceSet?
    /// The path shown in messages: the file, or the folder and table ("Strings [Localizable]").
    public let path: String
    public let format: CatalogFormat
    /// For XLIFF: the `<file original=…>` this catalog came from.
    public let original: String?
    /// Languages the files declare even where they hold no text: an XLIFF `<file>`'s
    /// target-language, each LANG.lproj folder that has the table. Validation treats them as
    /// translated languages, so a file without a single target is reported, not skipped.
    public var declaredLanguages: [String] = []
    /// With `tolerant` loading: files of the catalog that could not be read (the rest is here), and
    /// tables the app reads only in part (`InputError.stoppedEarly`; their pairs before the stop are here).
    public var problems: [InputError] = []
    /// The languages with a file that could not be read (listed in `problems`): what their
    /// keys lack is unknown, not missing.
    public var unreadLanguages: [String] = []
    /// Files the boundary refused (links out of the linted folders), with why.
    public var skipped: [(path: String, reason: String)] = []
    /// Keys a table or `<file>` gives more than once; the catalog holds the value the app
    /// reads (see `DuplicateKey`). Offsets are in `sources`' offset space.
    public var duplicates: [DuplicateKey] = []

    public init(
        catalog: StringCatalog, sources: SourceSet?, path: String, format: CatalogFormat, original: String?,
        declaredLanguages: [String] = [],
        duplicates: [DuplicateKey] = []
    ) {
        self.catalog = catalog
        self.sources = sources
        self.path = path
        self.format = format
        self.original = original
        self.declaredLanguages = declaredLanguages
        self.duplicates = duplicates
    }
}

extension CatalogFormat {
    /// Reads every catalog at `path`: a `.xcstrings` file; an XLIFF export (one catalog per
    /// `<file>`); a folder of `LANG.lproj` folders (one catalog per table); or a single
    /// `.strings`/`.stringsdict` table, whose language is its `LANG.lproj` folder's.
    /// For a single table, `language` is its language when neither its `LANG.lproj` folder
    /// nor its name ("ru.Localizable.stringsdict") tells; `sourceLanguage` is the language
    /// its keys are written in. With `siblingSource`, a translation table inside a
    /// `LANG.lproj` folder is read with its source: the same table in the sibling
    /// `SOURCE.lproj` (or `Base.lproj`) folder, both .strings and .stringsdict, as the runtime
    /// resolves a key (validation compares a translation with it). For a folder, `languages`
    /// limits the `LANG.lproj` folders read (the source language's is read whatever it says).
    ///
    /// A folder's table whose language files cannot all be read: by default the first problem
    /// is thrown (a rewrite must not drop a language); `tolerant` loading keeps what could be
    /// read and lists the rest in `problems` (lint reports them and checks the others).
    /// `boundary` leaves files outside it unread (`skipped`).
    public static func load(
        path: String, sizeLimit: Int = SourceFile.defaultSizeLimit, table: String? = nil, language: String? = nil,
        sourceLanguage: String? = nil, languages: Set<String>? = nil,
        siblingSource: Bool = false, tolerant: Bool = false, boundary: InputBoundary = .unbounded
    ) throws(InputError) -> [LoadedCatalog] {
        let loaded = try loadAll(
            path: path, sizeLimit: sizeLimit, table: table, language: language, sourceLanguage: sourceLanguage, languages: languages,
            siblingSource: siblingSource, boundary: boundary)
        if !tolerant, let problem = loaded.lazy.flatMap(\.problems).first { throw problem }
        return loaded
    }

    private static func loadAll(
        path: String, sizeLimit: Int, table: String?, language: String?, sourceLanguage: String?, languages: Set<String>?,
        siblingSource: Bool, boundary: InputBoundary
    ) throws(InputError) -> [LoadedCatalog] {
        let format = try CatalogFormat.detect(path: path)
        switch format {
        case .xcstrings:
            let file = try SourceFile.read(path: path, sizeLimit: sizeLimit)
            return [
                LoadedCatalog(
                    catalog: try XCStringsReader.read(file), sources: SourceSet([file]), path: path, format: format, original: nil)
            ]
        case .xliff:
            let file = try SourceFile.read(path: path, sizeLimit: sizeLimit)
            let document = try XLIFFDocument.read(file)
            var catalogs: [LoadedCatalog] = []
            for entry in document.files {
                do {
                    catalogs.append(
                        LoadedCatalog(
                            catalog: try XLIFFMapping.catalog(from: entry), sources: SourceSet([file]), path: "\(path) [\(entry.original)]",
                            format: format,
                            original: entry.original, declaredLanguages: entry.targetLanguage.map { [$0] } ?? [],
                            duplicates: entry.duplicates))
                } catch {
                    throw file.error(at: entry.offset, error.description)
                }
            }
            return catalogs
        case .lproj:
            let names: [String]
            if let table { names = [table] } else { names = try LprojFolder.tableNames(in: path) }
            guard !names.isEmpty else {
                throw InputError(file: path, message: "no .strings or .stringsdict tables in the LANG.lproj folders here")
            }
            var catalogs: [LoadedCatalog] = []
            for name in names {
                let loaded = try LprojFolder.read(
                    folder: path, table: name, sourceLanguage: sourceLanguage, languages: languages, sizeLimit: sizeLimit,
                    boundary: boundary)
                var catalog = LoadedCatalog(
                    catalog: loaded.catalog, sources: loaded.sources, path: "\(path) [\(name)]", format: format, original: name,
                    declaredLanguages: loaded.languages, duplicates: loaded.duplicates)
                catalog.problems = loaded.problems
                catalog.unreadLanguages = loaded.unreadLanguages
                catalog.skipped = loaded.skipped
                catalogs.append(catalog)
            }
            return catalogs
        case .strings, .stringsdict:
            let sourceLanguage = sourceLanguage ?? "en"
            let language = languageOfTable(at: path) ?? language ?? sourceLanguage
            if siblingSource, language != sourceLanguage, language != "Base",
                let (folder, name) = LprojFolder.sourceSibling(of: path, sourceLanguage: sourceLanguage)
            {
                let loaded = try LprojFolder.read(
                    folder: folder, table: name, sourceLanguage: sourceLanguage, languages: [language], sizeLimit: sizeLimit,
                    boundary: boundary)
                var catalog = LoadedCatalog(
                    catalog: loaded.catalog, sources: loaded.sources, path: path, format: format, original: nil,
                    declaredLanguages: [language],
                    duplicates: loaded.duplicates)
                catalog.problems = loaded.problems
                catalog.unreadLanguages = loaded.unreadLanguages
                catalog.skipped = loaded.skipped
                return [catalog]
            }
            let file = try SourceFile.read(path: path, sizeLimit: sizeLimit, allowUTF16: format == .strings)
            var entries: [CatalogEntry] = []
            var duplicates: [DuplicateKey] = []
            var problems: [InputError] = []
            if format == .strings {
                let table = try StringsFile.read(file)
                duplicates = table.duplicates
                problems += table.stopProblem(in: file).map { [$0] } ?? []
                for item in table.entries {
                    let unit = StringUnit(state: "translated", value: item.value, offset: item.offset, valueOffset: item.offset)
                    entries.append(
                        CatalogEntry(
                            key: item.key, comment: item.comment,
                            localizations: [Localization(language: language, content: StringNode(unit: unit), offset: item.offset)],
                            offset: item.offset))
                }
            } else {
                let table = try StringsDictMapping.readTable(file)
                duplicates = table.duplicates
                for (key, node, offset) in table.entries {
                    entries.append(
                        CatalogEntry(
                            key: key, localizations: [Localization(language: language, content: node, offset: offset)], offset: offset))
                }
            }
            var catalog = LoadedCatalog(
                catalog: StringCatalog(sourceLanguage: sourceLanguage, version: "1.0", entries: entries), sources: SourceSet([file]),
                path: path, format: format,
                original: nil, duplicates: duplicates.map { $0.movingOffsets({ $0 }, language: language) })
            catalog.problems = problems
            return [catalog]
        }
    }

    /// "…/de.lproj/Localizable.strings" → "de"; "ru.Localizable.stringsdict" (how exports
    /// and archives name a table outside its folder) → "ru".
    static func languageOfTable(at path: String) -> String? {
        let parts = path.split(separator: "/")
        if parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") {
            return String(parts[parts.count - 2].dropLast(".lproj".count))
        }
        let nameParts = (parts.last ?? "").split(separator: ".")
        guard nameParts.count >= 3 else { return nil }
        let candidate = nameParts[nameParts.count - 3].split(separator: "_").last.map(String.init) ?? ""
        let subtags = candidate.split(separator: "-")
        guard let first = subtags.first, (2...3).contains(first.count), first.allSatisfy({ $0.isLetter && $0.isLowercase }) else {
            return nil
        }
        return candidate
    }
}
