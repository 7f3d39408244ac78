import LintCore
import StringCatalog

/// What the rules that compare a translation's text with its source's (URLs, numbers, markup,
/// sentences, glossary terms) share.
extension EntryContext {
    /// Whether the source is text a user reads. An entry without source text falls back to its
    /// key, and a key such as "error.code404" or "onboarding_step_2" names the string rather
    /// than saying it: its digits and dots are not the text's.
    var sourceIsWrittenText: Bool {
        guard sourceNode == nil else { return true }
        let key = entry.key
        return key.contains(" ") || !(key.contains(".") || key.contains("_"))
    }

    /// The source counterpart of a translated unit with its placeholders masked, and the
    /// source's byte summary.
    func maskedSource(ofPath path: String) -> (text: String, summary: TextSummary) {
        (MaskedText.of(sourceCounterpart(ofPath: path), format: sourceCounterpartFormat(ofPath: path)), sourceSummary(ofPath: path))
    }

    /// Whether a translated unit is worth comparing: translated text (not the source's
    /// language, not empty) of an entry that is translated at all.
    func comparesText(of unit: UnitContext) -> Bool {
        !unit.isSource && !unit.unit.value.isEmpty && entry.isTranslatable && entry.extractionState != "stale"
            && !catalog.isSourceVariant(unit.locale) && sourceIsWrittenText
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
