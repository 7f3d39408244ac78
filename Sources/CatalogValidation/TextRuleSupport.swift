import LintCore
import StringCatalog

/// What the rules that compare a translation's text with its source's (URLs, numbers, markup,
/// sentences, glossary terms) share.
extension EntryContext {
    /// Whether the source is text a user reads. An entry without source text falls back to its
    /// key, and a key of one word ("bitrateKbps1500", "Warning2", "NSHumanReadableCopyright")
    /// names the string rather than saying it: its digits and dots are not the text's.
    var sourceIsWrittenText: Bool {
        sourceNode != nil || entry.key.contains { $0.isWhitespace }
    }

    /// The source counterpart of a translated unit with its placeholders masked, and the
    /// source's byte summary.
    func maskedSource(ofPath path: String) -> (text: String, summary: TextSummary) {
        (MaskedText.of(sourceCounterpart(ofPath: path), format: sourceCounterpartFormat(ofPath: path)), sourceSummary(ofPath: path))
    }

    /// Whether a translated unit is worth comparing: translated text (not the source's
    /// language, not empty) of an entry that is translated at all, in a locale users can get
    /// (translatewiki's "qqq" holds notes for translators; unknown-locale reports such codes).
    func comparesText(of unit: UnitContext) -> Bool {
        !unit.isSource && !unit.unit.value.isEmpty && entry.isTranslatable && entry.extractionState != "stale"
            && !catalog.isSourceVariant(unit.locale) && sourceIsWrittenText && catalog.pluralProfiles[unit.locale] != nil
    }
}

extension CatalogEntry {
    /// Whether the string shows the shape of a value rather than a value: a text field's
    /// placeholder or an example, by its key or comment ("….placeholder", Interface Builder's
    /// `placeholderString = "/path/to/folder"`, "e.g."). Its URLs and paths may be localized.
    var showsExampleValue: Bool {
        let words = (key + " " + (comment ?? "")).lowercased()
        return ["placeholder", "example", "e.g."].contains { words.containsText($0) }
    }
}

extension UnitContext {
    /// The unit's text with its placeholders masked.
    var maskedText: String { MaskedText.of(unit.value, format: format) }

    /// The plural category a unit is the form of ("one" for "plural.one" and
    /// "substitutions.count.plural.one"), or nil.
    var pluralCategory: Substring? {
        let parts = path.split(separator: ".")
        guard let index = parts.lastIndex(of: "plural"), index + 1 < parts.count else { return nil }
        return parts[index + 1]
    }
}

extension String {
    /// Short enough to quote in a message.
    var quotedForMessage: String {
        let limit = 60
        return count <= limit ? "\"\(self)\"" : "\"\(prefix(limit))…\""
    }
}
