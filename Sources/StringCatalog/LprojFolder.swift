import SourceText

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder of `LANG.lproj` folders, each holding `TABLE.strings` and `TABLE.stringsdict`
/// files: the layout before String Catalogs. One table becomes one catalog.
public enum LprojFolder {
    /// A table read from every language folder, with the files its offsets point into.
    public struct Table: Sendable {
        public let name: String
        public let catalog: StringCatalog
        public let sources: SourceSet
        /// The languages whose folder holds the table (Base read as the source language), even
        /// when their file has no entries.
        public let languages: [String]
        /// Files of the table that could not be read: the others make up the table.
        public var problems: [InputError] = []
        /// The languages with a file of the table that could not be read: what their keys lack
        /// is unknown, not missing.
        public var unreadLanguages: [String] = []
        /// Files not read because the boundary refused them (links out of the linted folders),
        /// with why.
        public var skipped: [(path: String, reason: String)] = []
        /// Keys a language's `.strings` or `.stringsdict` file gives more than once (the
        /// catalog holds the last value of each, as the app reads it).
        public var duplicates: [DuplicateKey] = []
    }

    /// For `FOLDER/LANG.lproj/TABLE.strings`: FOLDER and TABLE when FOLDER also has the table in
    /// the folder `sourceFolder` picks (`SOURCE.lproj`, `Base.lproj`, one regional variant).
    public static func sourceSibling(of path: String, sourceLanguage: String) -> (folder: String, table: String)? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj"), let file = parts.last, let dot = file.lastIndex(of: ".") else {
            return nil
        }
        let table = String(file[..<dot])
        let folder = parts.count == 2 ? "." : parts.dropLast(2).joined(separator: "/")
        let root = folder.isEmpty ? "/" : folder
        if holds(root, sourceLanguage, table) || holds(root, "Base", table) { return (root, table) }
        let holding = ((try? languageFolders(in: root)) ?? []).filter { holds(root, $0, table) }
        return sourceFolder(for: sourceLanguage, among: holding) != sourceLanguage ? (root, table) : nil
    }

    /// Whether `folder/LANGUAGE.lproj` has the table, as `.strings` or `.stringsdict`.
    static func holds(_ folder: String, _ language: String, _ table: String) -> Bool {
        let base = (folder == "/" ? "/" : folder + "/") + language + ".lproj/" + table
        return access(base + ".strings", F_OK) == 0 || access(base + ".stringsdict", F_OK) == 0
    }

    /// Of the language folders that hold a table, the one with the source text: `language`
    /// itself, else `Base`, else its one regional variant (`en-US.lproj`, as projects whose
    /// development region is "en-US" name it; with `en-AU` and `en-GB` both there, neither is
    /// the source), else the language of a regional `language` ("en" for "en-US"). With none the
    /// table has no source text and `language` is returned: no other translation stands in for it
    /// (comparing Czech with Arabic says nothing).
    static func sourceFolder(for language: String, among holding: [String]) -> String {
        if holding.contains(language) { return language }
        if holding.contains("Base") { return "Base" }
        let regional = holding.filter { isVariant($0, of: language) }
        if regional.count == 1 { return regional[0] }
        if let separator = language.firstIndex(where: { $0 == "-" || $0 == "_" }), holding.contains(String(language[..<separator])) {
            return String(language[..<separator])
        }
        return language
    }

    /// Whether a folder's language tag is `language` with a region or script ("en-US", "en_GB").
    static func isVariant(_ tag: String, of language: String) -> Bool {
        guard tag.count > language.count, tag.hasPrefix(language) else { return false }
        return ["-", "_"].contains(tag[tag.index(tag.startIndex, offsetBy: language.count)])
    }

    /// The table names present in `folder` (the part before `.strings`/`.stringsdict`).
    public static func tableNames(in folder: String) throws(InputError) -> [String] {
        var names = Set<String>()
        for language in try languageFolders(in: folder) {
            for file in try listFolder(folder + "/" + language + ".lproj") {
                if file.hasSuffix(".strings") { names.insert(String(file.dropLast(".strings".count))) }
                if file.hasSuffix(".stringsdict") { names.insert(String(file.dropLast(".stringsdict".count))) }
            }
        }
        return names.sorted()
    }

    /// Reads one table from every language. The source language's text becomes the source
    /// localization; `.stringsdict` entries win over `.strings` ones, as at run time.
    /// With `languages`, only those folders (and the source language's) are read.
    ///
    /// A file that cannot be read (bad bytes, bad syntax, too large) is left out and listed in
    /// `problems`, so one broken language does not hide the other forty; a file the boundary
    /// refuses is listed in `skipped`.
    public static func read(
        folder: String, table: String, sourceLanguage: String? = nil, languages wanted: Set<String>? = nil,
        sizeLimit: Int = SourceFile.defaultSizeLimit, boundary: InputBoundary = .unbounded
    ) throws(InputError) -> Table {
        let languages = try languageFolders(in: folder)
        guard !languages.isEmpty else { throw InputError(file: folder, message: "no LANG.lproj folders here") }
        let source = sourceFolder(for: sourceLanguage ?? "en", among: languages.filter { holds(folder, $0, table) })
        var files: [SourceFile] = []
        var entries: [String: CatalogEntry] = [:]
        var order: [String] = []
        var present: [String] = []
        var problems: [InputError] = []
        var skipped: [(path: String, reason: String)] = []
        /// Reads one file when the boundary allows it; nil (noted) when it cannot be read.
        func file(_ path: String, allowUTF16: Bool) -> SourceFile? {
            if let reason = boundary.refusal(path) {
                skipped.append((path, reason))
                return nil
            }
            do { return try SourceFile.read(path: path, sizeLimit: sizeLimit, allowUTF16: allowUTF16) } catch {
                problems.append(error)
                return nil
            }
        }
        var duplicates: [DuplicateKey] = []
        var unread: [String] = []
        for language in languages where wanted == nil || wanted!.contains(language) || language == source || (language == "Base") {
            let base = folder + "/" + language + ".lproj/" + table
            let catalogLanguage = language == "Base" ? source : language
            // A file that could not be read at all (a table the app reads in part is read as far as it goes).
            let problemsBefore = problems.count
            var stoppedEarly = 0
            defer {
                if problems.count - stoppedEarly > problemsBefore, !unread.contains(catalogLanguage) { unread.append(catalogLanguage) }
            }
            if access(base + ".strings", F_OK) == 0 || access(base + ".stringsdict", F_OK) == 0, !present.contains(catalogLanguage) {
                present.append(catalogLanguage)
            }
            if access(base + ".strings", F_OK) == 0, let file = file(base + ".strings", allowUTF16: true) {
                do {
                    let table = try StringsFile.read(file)
                    if let stop = table.stopProblem(in: file) {
                        problems.append(stop)
                        stoppedEarly += 1
                    }
                    files.append(file)
                    let fileIndex = files.count - 1
                    duplicates += table.duplicates.map {
                        $0.movingOffsets({ SourceSet.offset($0, inFile: fileIndex) }, language: catalogLanguage)
                    }
                    for item in table.entries {
                        let offset = SourceSet.offset(item.offset, inFile: fileIndex)
                        if entries[item.key] == nil {
                            order.append(item.key)
                            entries[item.key] = CatalogEntry(key: item.key, offset: offset)
                        }
                        // A key's place is in the source table, whichever language's folder sorts first.
                        if catalogLanguage == source { entries[item.key]!.offset = offset }
                        if catalogLanguage == source, let comment = item.comment { entries[item.key]!.comment = comment }
                        entries[item.key]!.localizations.removeAll { $0.language == catalogLanguage }
                        let unit = StringUnit(state: "translated", value: item.value, offset: offset, valueOffset: offset)
                        entries[item.key]!.localizations.append(
                            Localization(language: catalogLanguage, content: .init(unit: unit, offset: offset), offset: offset))
                    }
                } catch {
                    problems.append(error)
                }
            }
            if access(base + ".stringsdict", F_OK) == 0, let file = file(base + ".stringsdict", allowUTF16: false) {
                do {
                    let table = try StringsDictMapping.readTable(file, fileIndex: files.count)
                    files.append(file)
                    duplicates += table.duplicates.map { $0.movingOffsets({ $0 }, language: catalogLanguage) }
                    for (key, node, offset) in table.entries {
                        if entries[key] == nil {
                            order.append(key)
                            entries[key] = CatalogEntry(key: key, offset: offset)
                        }
                        if catalogLanguage == source { entries[key]!.offset = offset }
                        entries[key]!.localizations.removeAll { $0.language == catalogLanguage }
                        entries[key]!.localizations.append(Localization(language: catalogLanguage, content: node, offset: offset))
                    }
                } catch {
                    problems.append(error)
                }
            }
        }
        var catalog = StringCatalog(sourceLanguage: source, version: "1.0", entries: order.map { entries[$0]! })
        for index in catalog.entries.indices {
            catalog.entries[index].localizations.sort { $0.language.utf8.lexicographicallyPrecedes($1.language.utf8) }
        }
        var read = Table(name: table, catalog: catalog, sources: SourceSet(files), languages: present)
        read.problems = problems
        read.unreadLanguages = unread
        read.skipped = skipped
        read.duplicates = duplicates
        return read
    }

    /// Writes the catalog as `LANG.lproj/TABLE.strings` and `.stringsdict` files, returning
    /// what these formats cannot hold.
    public static func write(_ catalog: StringCatalog, table: String, to folder: String) throws(InputError) -> [ConversionLoss] {
        var losses = ConversionLosses()
        try makeFolder(folder)
        for language in catalog.languages {
            var strings: [StringsFile.Entry] = []
            var dictionary: [(key: String, value: PropertyList)] = []
            for entry in catalog.entries {
                guard
                    let localization = entry.localization(language)
                        ?? (language == catalog.sourceLanguage ? Localization(language: language, content: .unit(entry.key)) : nil)
                else { continue }
                losses.note(entry: entry, in: .lproj, language: language)
                let node = localization.content
                losses.note(tableText: node, of: entry, carriesComment: language == catalog.sourceLanguage)
                if StringsDictMapping.needsDictionary(node) {
                    dictionary.append((entry.key, StringsDictMapping.plist(for: node)))
                } else if let unit = node.unit {
                    strings.append(
                        StringsFile.Entry(
                            key: entry.key, value: unit.value, comment: language == catalog.sourceLanguage ? entry.comment : nil))
                }
            }
            let languageFolder = folder + "/" + language + ".lproj"
            try makeFolder(languageFolder)
            if !strings.isEmpty {
                try AtomicWrite.write(StringsFile(entries: strings).text(), to: languageFolder + "/" + table + ".strings")
            }
            if !dictionary.isEmpty {
                try AtomicWrite.write(
                    PropertyList.dictionary(dictionary, offset: -1).xml(), to: languageFolder + "/" + table + ".stringsdict")
            }
        }
        return losses.summary
    }

    static func languageFolders(in folder: String) throws(InputError) -> [String] {
        try listFolder(folder).filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(".lproj".count)) }.sorted()
    }

    static func listFolder(_ path: String) throws(InputError) -> [String] {
        try FolderListing.entries(path)
    }

    public static func makeFolderIfNeeded(_ path: String) throws(InputError) { try makeFolder(path) }

    static func makeFolder(_ path: String) throws(InputError) {
        if mkdir(path, 0o755) != 0, errno != EEXIST {
            throw InputError(file: path, message: "cannot create the folder")
        }
    }
}
