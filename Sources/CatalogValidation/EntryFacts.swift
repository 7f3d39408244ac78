import StringCatalog

/// Facts about an entry that decide whether it needs translating at all, shared by the rules
/// that ask (missing-translation, untranslated, stale-key). Each is cheap and asked only of
/// entries a rule is about to report.
extension CatalogEntry {
    /// Interface Builder's note or a comment that says the text must not be localized:
    /// `Note = "Do not localize";` in an IB comment (a placeholder label the code replaces),
    /// or a comment that starts with "Do not translate".
    var isMarkedDoNotTranslate: Bool {
        guard let comment, comment.count >= 15 else { return false }
        let lowered = comment.lowercased()
        let note = lowered.firstRange(of: "note = \"").map { String(lowered[$0.upperBound...]) } ?? lowered
        return ["do not localize", "don't localize", "do not translate", "don't translate", "not to be localized", "not to be translated"]
            .contains { note.hasPrefix($0) }
    }

    /// `FJS-b9-ATj.title`: an Interface Builder object id (three, two and three letters or digits)
    /// and a property, as storyboard and XIB tables name their keys, with or without IB's comment.
    static func hasInterfaceBuilderShape(_ key: String) -> Bool {
        let parts = key.split(separator: ".", maxSplits: 1).first?.split(separator: "-", omittingEmptySubsequences: false) ?? []
        return key.contains(".") && parts.map(\.count) == [3, 2, 3]
            && parts.allSatisfy { $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    /// The Interface Builder object id a storyboard or XIB key belongs to ("MkV-Pr-PK5" of
    /// "MkV-Pr-PK5.title"), taken from IB's comment (`ObjectID = "MkV-Pr-PK5";`).
    var interfaceBuilderObjectID: String? {
        guard let comment, let start = comment.firstRange(of: "ObjectID = \"") else { return nil }
        let rest = comment[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        let id = String(rest[..<end])
        return key.hasPrefix(id + ".") ? id : nil
    }
}

extension EntryContext {
    /// A key another language's table holds and the source language's lacks (`CatalogContext.isStray`).
    var isStrayTableKey: Bool { catalog.isStray(entry) }

    /// A storyboard key kept by hand (`manual`) with no source text: Xcode extracts every
    /// object the storyboard still has, with its text, so this one's object is gone (Rectangle
    /// keeps 88 such keys from another app's storyboard). Nothing shows it; stale-key reports it.
    var isOrphanedInterfaceBuilderKey: Bool {
        entry.extractionState == "manual" && sourceNode == nil && entry.interfaceBuilderObjectID != nil
    }

    /// Whether the source says anything to translate: a source of placeholders, digits,
    /// punctuation and symbols ("%", "-", "400", "ⓘ") reads the same in every language, and so
    /// does one CamelCase token, a name ("KeepingYouAwake", "iPhone").
    var sourceHasWords: Bool {
        guard sourceUnits.count > 1 else { return sourceText.hasLettersOutsidePlaceholders && !sourceText.isCamelCaseName }
        return sourceUnits.contains { $0.unit.value.hasLettersOutsidePlaceholders(inForm: $0.path.hasPrefix("substitutions.")) }
    }
}

extension CatalogContext {
    /// Whether `locale` is a regional variant of the source language (en-GB for en): what it
    /// lacks falls back to the source text, which is written in its language already.
    public func isSourceVariant(_ locale: String) -> Bool { sourceVariants.contains(locale) }

    /// Target locales of the source's language and script (en-GB, en-AU for en; not zh-Hant
    /// for zh-Hans).
    static func sourceVariants(of source: String, in locales: [String]) -> Set<String> {
        let sourceTags = LanguageTags(source)
        return Set(locales.filter { $0 != source && LanguageTags($0).sharesWriting(with: sourceTags) })
    }
}

/// The language and script subtags of a locale code ("zh-Hant-HK" → zh, Hant), as written.
struct LanguageTags: Equatable {
    let language: String
    let script: String?

    init(_ code: String) {
        let parts = code.split(whereSeparator: { $0 == "-" || $0 == "_" })
        language = parts.first.map { $0.lowercased() } ?? ""
        script = parts.dropFirst().first { $0.count == 4 && $0.allSatisfy(\.isLetter) }.map { $0.lowercased() }
    }

    func sharesWriting(with other: LanguageTags) -> Bool { language == other.language && script == other.script }
}

extension String {
    /// Whether the text has a letter outside its format specifiers ("%lld" and "%#@count@"
    /// have none; in a substitution's form, neither has "%arg").
    func hasLettersOutsidePlaceholders(inForm: Bool = false) -> Bool {
        guard mayHoldPlaceholders else { return unicodeScalars.contains { $0.isWordLetter } }
        for case .literal(let text) in FormatString(self, isSubstitutionForm: inForm).pieces
        where text.unicodeScalars.contains(where: \.isWordLetter) { return true }
        return false
    }

    var hasLettersOutsidePlaceholders: Bool { hasLettersOutsidePlaceholders() }

    /// One token of letters and digits with a capital after a lowercase letter ("iPhone").
    var isCamelCaseName: Bool {
        var previousLower = false, camel = false
        for scalar in unicodeScalars {
            guard scalar.isWordLetter || (scalar.isASCII && scalar.properties.numericType != nil) else { return false }
            if previousLower && scalar.properties.isUppercase { camel = true }
            previousLower = scalar.properties.isLowercase
        }
        return camel
    }

    /// The words of a text, lowercased, outside its format specifiers: runs of letters and
    /// marks (so "по-прежнему" is two words and "%2$#@accounts@" none).
    var words: [Substring] {
        var literal = self
        if mayHoldPlaceholders {
            literal = FormatString(self, isSubstitutionForm: true).pieces.map { if case .literal(let text) = $0 { text } else { " " } }
                .joined()
        }
        return literal.lowercased().split {
            !$0.unicodeScalars.allSatisfy { $0.isWordLetter || $0.properties.generalCategory == .nonspacingMark }
        }
    }
}

extension Unicode.Scalar {
    /// A letter proper (general category L*): not a circled letter (ⓘ, a symbol) or a digit.
    var isWordLetter: Bool {
        switch properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: true
        default: false
        }
    }
}

extension CatalogEntry {
    /// Whether a translator has work on this entry at all: the checks' view, for worklists.
    /// Not for a key marked shouldTranslate: false or "Do not localize", a stale key, a source
    /// without words ("%@", "400", one CamelCase name) or a source the glossary marks as not for
    /// translation.
    public func needsTranslation(sourceLanguage: String, glossary: Glossary = Glossary()) -> Bool {
        guard isTranslatable, extractionState != "stale", !isMarkedDoNotTranslate else { return false }
        let units = localization(sourceLanguage)?.content.unitsWithPaths ?? []
        let texts = units.isEmpty ? [(path: "", text: key)] : units.map { (path: $0.path, text: $0.unit.value) }
        if texts.contains(where: { glossary.marksNotForTranslation($0.text) }) { return false }
        if texts.count == 1 { return texts[0].text.hasLettersOutsidePlaceholders && !texts[0].text.isCamelCaseName }
        return texts.contains { $0.text.hasLettersOutsidePlaceholders(inForm: $0.path.hasPrefix("substitutions.")) }
    }
}
