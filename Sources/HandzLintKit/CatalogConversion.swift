import LintCore
import SourceText
import StringCatalog

/// `catalog convert` and `catalog import`: moves catalogs between formats, reporting what
/// the target format cannot hold instead of dropping it silently.
public enum CatalogConversion {
    public struct Options: Sendable {
        /// Which table of an `.lproj` folder, or which `<file>` of an XLIFF export.
        public var select: String?
        /// The language to export (XLIFF) or write (a single `.strings` table).
        public var locale: String?
        public var sizeLimit: Int

        public init(select: String? = nil, locale: String? = nil, sizeLimit: Int = SourceFile.defaultSizeLimit) {
            self.select = select
            self.locale = locale
            self.sizeLimit = sizeLimit
        }
    }

    /// Writes the catalog at `input` to `output`. A key the input gives twice is written with
    /// the value the app reads (the last); each value dropped that way is among the losses.
    public static func convert(input: String, output: String, options: Options) throws(InputError) -> [ConversionLoss] {
        let catalog = try chooseCatalog(
            try CatalogFormat.load(path: input, sizeLimit: options.sizeLimit), input: input, select: options.select)
        var repeated = ConversionLosses()
        for duplicate in catalog.duplicates {
            repeated.note(duplicate) { offset in catalog.sources?.location(ofOffset: offset).map { "\($0.file):\($0.line)" } ?? catalog.path
            }
        }
        return repeated.summary + (try write(catalog, from: input, to: output, options: options))
    }

    private static func write(_ catalog: LoadedCatalog, from input: String, to output: String, options: Options) throws(InputError)
        -> [ConversionLoss]
    {
        let lower = output.lowercased()
        if lower.hasSuffix(".xcstrings") {
            let ordered: StringCatalog
            do { ordered = try CatalogMaintenance.finderOrdered(catalog.catalog) } catch {
                throw InputError(file: output, message: "\(error)")
            }
            try AtomicWrite.write(XCStringsWriter.bytes(catalog.format == .xcstrings ? catalog.catalog : ordered), to: output)
            return []
        }
        if lower.hasSuffix(".xliff") || lower.hasSuffix(".xlf") {
            let targets = catalog.catalog.languages.filter { $0 != catalog.catalog.sourceLanguage }
            guard let language = options.locale ?? (targets.count == 1 ? targets[0] : nil) else {
                throw InputError(
                    file: input, message: "choose the language to export with --locale (the catalog has \(targets.joined(separator: ", ")))"
                )
            }
            var losses = ConversionLosses()
            let original = input.split(separator: "/").last.map(String.init) ?? input
            let tool = [
                XLIFFDocument.Attribute("tool-id", "handz-lint"), XLIFFDocument.Attribute("tool-name", "handz-lint"),
                XLIFFDocument.Attribute("tool-version", HandzLintVersion.current),
            ]
            let file = XLIFFMapping.file(from: catalog.catalog, original: original, targetLanguage: language, tool: tool, losses: &losses)
            try AtomicWrite.write(XLIFFDocument(files: [file]).text(), to: output)
            return losses.summary
        }
        if lower.hasSuffix(".strings") || lower.hasSuffix(".stringsdict") {
            let language = options.locale ?? catalog.catalog.sourceLanguage
            var losses = ConversionLosses()
            var strings: [StringsFile.Entry] = []
            var dictionary: [(key: String, value: PropertyList)] = []
            for entry in catalog.catalog.entries {
                guard
                    let node = entry.localization(language)?.content
                        ?? (language == catalog.catalog.sourceLanguage ? .unit(entry.key) : nil)
                else { continue }
                losses.note(entry: entry, in: .lproj, language: language)
                losses.note(tableText: node, of: entry, carriesComment: true)
                if StringsDictMapping.needsDictionary(node) {
                    dictionary.append((entry.key, StringsDictMapping.plist(for: node)))
                } else if let unit = node.unit {
                    strings.append(StringsFile.Entry(key: entry.key, value: unit.value, comment: entry.comment))
                }
            }
            let base =
                lower.hasSuffix(".strings") ? String(output.dropLast(".strings".count)) : String(output.dropLast(".stringsdict".count))
            if lower.hasSuffix(".strings") {
                try AtomicWrite.write(StringsFile(entries: strings).text(), to: output)
                if !dictionary.isEmpty {
                    try AtomicWrite.write(PropertyList.dictionary(dictionary, offset: -1).xml(), to: base + ".stringsdict")
                }
            } else {
                try AtomicWrite.write(PropertyList.dictionary(dictionary, offset: -1).xml(), to: output)
                if !strings.isEmpty { try AtomicWrite.write(StringsFile(entries: strings).text(), to: base + ".strings") }
            }
            return losses.summary
        }
        // Anything else is a folder that receives LANG.lproj folders.
        try LprojFolder.makeFolderIfNeeded(output)
        let table =
            catalog.format == .lproj
            ? (catalog.original ?? "Localizable")
            : (input.split(separator: "/").last.map { String($0.split(separator: ".").first ?? "Localizable") } ?? "Localizable")
        return try LprojFolder.write(catalog.catalog, table: table, to: output)
    }

    /// Merges translations into a String Catalog and rewrites it: an XLIFF export (Xcode's or
    /// `catalog export`'s) or a CSV worklist from `catalog export --format csv`. Units that
    /// come back as they went out change nothing, and only the entries that changed are
    /// rewritten: every other byte of the file stays as it was. A unit an XLIFF `<file>` gives
    /// twice is imported as its last; `dropped` says what the earlier ones held.
    public static func importTranslations(xliff path: String, into catalogPath: String, select: String?, sizeLimit: Int) throws(InputError)
        -> (updated: Int, added: Int, language: String, dropped: [ConversionLoss])
    {
        let target = try SourceFile.read(path: catalogPath, sizeLimit: sizeLimit)
        let catalog = try XCStringsReader.read(target)
        let input = try SourceFile.read(path: path, sizeLimit: sizeLimit)
        let result: (catalog: StringCatalog, updated: Int, added: Int)
        let language: String
        var dropped = ConversionLosses()
        if path.lowercased().hasSuffix(".csv") {
            let worklist = try WorklistCSV.read(input, sourceLanguage: catalog.sourceLanguage)
            language = worklist.language
            do { result = try CatalogUpdates.apply(worklist.updates, language: language, to: catalog) } catch {
                throw InputError(file: path, message: String(describing: error))
            }
        } else {
            let document = try XLIFFDocument.read(input)
            let name = catalogPath.split(separator: "/").last.map(String.init) ?? catalogPath
            let wanted = select ?? name
            guard let file = document.files.first(where: { $0.original == wanted || $0.original.hasSuffix("/" + wanted) }) else {
                throw InputError(
                    file: path,
                    message:
                        "no <file> for \(select ?? name) in this export (it has: "
                        + "\(document.files.map(\.original).joined(separator: ", "))); choose one with --file"
                )
            }
            language = file.targetLanguage ?? ""
            for duplicate in file.duplicates {
                dropped.note(duplicate) { offset in
                    let location = input.location(ofOffset: offset)
                    return "\(location.file):\(location.line)"
                }
            }
            do { result = try XLIFFMapping.merge(file, into: catalog) } catch {
                throw InputError(file: path, message: String(describing: error))
            }
        }
        guard result.updated > 0 else { return (0, 0, language, dropped.summary) }
        var merged = result.catalog
        if result.added > 0 {
            do { merged = try CatalogMaintenance.finderOrdered(merged) } catch { throw InputError(file: catalogPath, message: "\(error)") }
        }
        try AtomicWrite.write(
            XCStringsSplice.bytes(original: target.bytes, updated: merged) ?? XCStringsWriter.bytes(merged), to: catalogPath)
        return (result.updated, result.added, language, dropped.summary)
    }

    static func chooseCatalog(_ catalogs: [LoadedCatalog], input: String, select: String?) throws(InputError) -> LoadedCatalog {
        if let select {
            guard let match = catalogs.first(where: { $0.original == select || ($0.original?.hasSuffix("/" + select) ?? false) }) else {
                throw InputError(
                    file: input,
                    message: "no table or file named \(select) (found: \(catalogs.compactMap(\.original).joined(separator: ", ")))")
            }
            return match
        }
        guard catalogs.count == 1 else {
            throw InputError(
                file: input,
                message:
                    "holds \(catalogs.count) tables or files "
                    + "(\(catalogs.compactMap(\.original).joined(separator: ", "))); choose one with --select"
            )
        }
        return catalogs[0]
    }
}
