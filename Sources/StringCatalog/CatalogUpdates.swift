/// One translated unit coming back from a translator: the text for a key and variation path
/// ("plural.one", "substitutions.count.plural.few") in the import's language.
public struct UnitUpdate: Sendable, Equatable {
    public var key: String
    public var path: String
    public var value: String
    public var state: String
    /// The comment for a key the catalog does not have yet.
    public var comment: String?

    public init(key: String, path: String, value: String, state: String, comment: String? = nil) {
        self.key = key
        self.path = path
        self.value = value
        self.state = state
        self.comment = comment
    }
}

/// Puts translated units into a catalog, changing nothing that comes back as it went out: a
/// unit with the same text and an equivalent state (`sameState`) is left as it is, so a
/// worklist the translator returned half done changes only the units they did.
public enum CatalogUpdates {
    /// `sameState(current, imported)`: whether the catalog's state and the imported one say
    /// the same (an export that writes no state for `stale` reads back as `translated`).
    public static func apply(
        _ updates: [UnitUpdate], language: String, to catalog: StringCatalog,
        sameState: (String?, String) -> Bool = { ($0 ?? "translated") == $1 }
    ) throws(VariationPathError) -> (catalog: StringCatalog, updated: Int, added: Int) {
        var merged = catalog
        var index = Dictionary(merged.entries.enumerated().map { ($0.element.key, $0.offset) }, uniquingKeysWith: { first, _ in first })
        var updated = 0, added = 0
        for update in updates {
            if let position = index[update.key],
                let current = merged.entries[position].localization(language)?.content.unitsWithPaths.first(where: {
                    $0.path == update.path
                })?.unit,
                current.value == update.value, sameState(current.state, update.state)
            {
                continue
            }
            if index[update.key] == nil {
                merged.entries.append(CatalogEntry(key: update.key, comment: update.comment))
                index[update.key] = merged.entries.count - 1
                added += 1
            }
            let pathParts = update.path.isEmpty ? [] : update.path.split(separator: ".").map(String.init)
            try insert(
                StringUnit(state: update.state, value: update.value), language: language, path: pathParts,
                into: &merged.entries[index[update.key]!])
            updated += 1
        }
        return (merged, updated, added)
    }

    /// Puts `unit` at `path` in the entry's localization for `language`, keeping the unit's
    /// other fields (unknown members) when it replaces one.
    static func insert(_ unit: StringUnit, language: String, path: [String], into entry: inout CatalogEntry) throws(VariationPathError) {
        var localization = entry.localization(language) ?? Localization(language: language, content: StringNode(), offset: unit.offset)
        var replacement = unit
        if let existing = localization.content.unitsWithPaths.first(where: { $0.path == path.joined(separator: ".") })?.unit {
            replacement.extraMembers = existing.extraMembers
        }
        try localization.content.insert(replacement, at: path)
        if let position = entry.localizations.firstIndex(where: { $0.language == language }) {
            entry.localizations[position] = localization
        } else {
            entry.localizations.append(localization)
            entry.localizations.sort { $0.language.utf8.lexicographicallyPrecedes($1.language.utf8) }
        }
    }
}
