/// XLIFF exports ↔ the catalog model, following Xcode's conventions: variation units have ids
/// like `key|==|plural.one`, `needs_review` is `needs-review-l10n`, keys that must not be
/// translated are `translate="no"` without a target.
public enum XLIFFMapping {
    /// Catalog state → XLIFF state.
    public static func xliffState(_ state: String?) -> String {
        switch state {
        case "needs_review": "needs-review-l10n"
        case "new": "new"
        default: "translated"
        }
    }

    /// XLIFF state → catalog state.
    public static func catalogState(_ state: String?) -> String {
        switch state {
        case nil, "translated", "final", "signed-off": "translated"
        case "new": "new"
        default: "needs_review"
        }
    }

    /// One `<file>` with the units a translator into `targetLanguage` needs.
    public static func file(
        from catalog: StringCatalog, original: String, targetLanguage: String, tool: [XLIFFDocument.Attribute]? = nil,
        losses: inout ConversionLosses
    ) -> XLIFFDocument.File {
        var units: [XLIFFDocument.Unit] = []
        for entry in catalog.entries {
            losses.note(entry: entry, in: .xliff, language: targetLanguage)
            let source = entry.localization(catalog.sourceLanguage)?.content ?? .unit(entry.key)
            let target = entry.localization(targetLanguage)?.content
            if !entry.isTranslatable {
                units.append(
                    XLIFFDocument.Unit(id: entry.key, translate: false, source: source.unit?.value ?? entry.key, note: entry.comment))
                continue
            }
            if !source.substitutions.isEmpty || !(target?.substitutions.isEmpty ?? true) {
                losses.add(
                    "substitution argument numbers and specifiers", key: entry.key,
                    reason: "XLIFF carries only the texts of substitution forms; import into the catalog keeps them")
            }
            var paths: [String] = source.unitsWithPaths.map(\.path)
            for (path, _) in target?.unitsWithPaths ?? [] where !paths.contains(path) { paths.append(path) }
            let sourceUnits = Dictionary(source.unitsWithPaths.map { ($0.path, $0.unit) }, uniquingKeysWith: { first, _ in first })
            let targetUnits = Dictionary((target?.unitsWithPaths ?? []).map { ($0.path, $0.unit) }, uniquingKeysWith: { first, _ in first })
            for path in paths {
                let sourceText = sourceUnits[path]?.value ?? sourceUnits[otherPath(path)]?.value ?? source.unit?.value ?? entry.key
                let targetUnit = targetUnits[path]
                units.append(
                    XLIFFDocument.Unit(
                        id: path.isEmpty ? entry.key : entry.key + "|==|" + path, source: sourceText,
                        target: targetUnit?.value, targetState: targetUnit.map { xliffState($0.state) }, note: entry.comment
                    ))
            }
        }
        return XLIFFDocument.File(
            original: original, sourceLanguage: catalog.sourceLanguage, targetLanguage: targetLanguage, tool: tool, units: units)
    }

    /// A catalog holding the file's source texts and, when it has a target language, its
    /// translations. Offsets point into the XLIFF file.
    public static func catalog(from file: XLIFFDocument.File) throws(VariationPathError) -> StringCatalog {
        // Exports repeat the source's "other" text for the plural categories only the target
        // language has (Arabic's zero, two, few, many): those are not forms of the source.
        var otherSources: [String: String] = [:]
        for unit in file.units {
            let (key, path) = unit.keyAndPath
            if path == "plural.other" || path.hasSuffix(".plural.other") { otherSources[key + "|" + path] = unit.source }
        }
        func repeatsOther(_ key: String, _ path: String, _ source: String) -> Bool {
            guard let dot = path.lastIndex(of: "."), path[..<dot].hasSuffix("plural"), path[path.index(after: dot)...] != "other" else {
                return false
            }
            return otherSources[key + "|" + otherPath(path)] == source
        }
        var entries: [String: CatalogEntry] = [:]
        var order: [String] = []
        for unit in file.units {
            let (key, path) = unit.keyAndPath
            if entries[key] == nil {
                order.append(key)
                entries[key] = CatalogEntry(key: key, comment: unit.note, offset: unit.offset)
            }
            if !unit.translate { entries[key]!.shouldTranslate = false }
            let pathParts = path.isEmpty ? [] : path.split(separator: ".").map(String.init)
            let implicit = (unit.source == key && path.isEmpty) || repeatsOther(key, path, unit.source)
            try insert(
                StringUnit(state: "translated", value: unit.source, offset: unit.offset, valueOffset: unit.offset),
                language: file.sourceLanguage, path: pathParts, into: &entries[key]!, sourceDuplicate: implicit)
            if let target = unit.target, let language = file.targetLanguage {
                try insert(
                    StringUnit(state: catalogState(unit.targetState), value: target, offset: unit.offset, valueOffset: unit.offset),
                    language: language, path: pathParts, into: &entries[key]!, sourceDuplicate: false)
            }
        }
        return StringCatalog(sourceLanguage: file.sourceLanguage, version: "1.0", entries: order.map { entries[$0]! })
    }

    /// Merges the file's translations into `catalog` (the import direction): every target
    /// unit replaces the catalog's unit at the same key and path; keys the catalog lacks are
    /// added. A target that comes back as it was exported (same text, a state that maps to the
    /// same XLIFF state) changes nothing. Returns the merged catalog and how many units changed.
    public static func merge(_ file: XLIFFDocument.File, into catalog: StringCatalog) throws(VariationPathError) -> (
        catalog: StringCatalog, updated: Int, added: Int
    ) {
        guard let language = file.targetLanguage else { return (catalog, 0, 0) }
        let updates = file.units.compactMap { unit -> UnitUpdate? in
            guard unit.translate, let target = unit.target else { return nil }
            let (key, path) = unit.keyAndPath
            return UnitUpdate(key: key, path: path, value: target, state: catalogState(unit.targetState), comment: unit.note)
        }
        return try CatalogUpdates.apply(updates, language: language, to: catalog) { current, imported in
            catalogState(xliffState(current)) == imported
        }
    }

    /// `sourceDuplicate`: the source text is implicit (the key itself, which String Catalogs
    /// leave implicit, or an export's copy of the "other" form), so nothing is inserted.
    private static func insert(_ unit: StringUnit, language: String, path: [String], into entry: inout CatalogEntry, sourceDuplicate: Bool)
        throws(VariationPathError)
    {
        guard !sourceDuplicate else { return }
        var localization = entry.localization(language) ?? Localization(language: language, content: StringNode(), offset: unit.offset)
        try localization.content.insert(unit, at: path)
        entry.localizations.removeAll { $0.language == language }
        entry.localizations.append(localization)
        entry.localizations.sort { $0.language.utf8.lexicographicallyPrecedes($1.language.utf8) }
    }

    private static func otherPath(_ path: String) -> String {
        guard let dot = path.lastIndex(of: ".") else { return path }
        return path[..<dot] + ".other"
    }
}
