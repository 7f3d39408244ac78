import LintCore
import SourceText

/// The app's terms, from the rules file's `glossary:` section:
///
///     glossary:
///       keep: [Handz, Pro]                    # never translated: brand and product names
///       translations:                         # the translation each language must use
///         Flow: { de: Ablauf, fr: [flux, flow] }
///       notForTranslation: ["[debug]"]        # a string holding one is not for translation
///
/// `glossary-term` checks the first two; `untranslated` reads kept terms as names and, with
/// `missing-translation`, stays silent on strings marked not for translation.
public struct Glossary: Sendable, Equatable {
    /// A term and the translations a language may use for it (any one of them).
    public struct Term: Sendable, Equatable {
        public let term: String
        public let translations: [String: [String]]

        public init(_ term: String, translations: [String: [String]]) {
            self.term = term
            self.translations = translations
        }
    }

    public var keep: [String] = []
    public var translations: [Term] = []
    public var notForTranslation: [String] = []

    public init(keep: [String] = [], translations: [Term] = [], notForTranslation: [String] = []) {
        self.keep = keep
        self.translations = translations
        self.notForTranslation = notForTranslation
    }

    public var isEmpty: Bool { keep.isEmpty && translations.isEmpty && notForTranslation.isEmpty }

    /// Whether a string with this source text is marked as not for translation.
    func marksNotForTranslation(_ source: String) -> Bool {
        notForTranslation.contains { source.containsText($0) }
    }

    static let schema = """
        { "type": "object", "additionalProperties": false, "properties": { "keep": { "type": "array", "items": { "type": "string" }, \
        "description": "Terms never translated (brand and product names): a translation keeps each one its source has, as written." }, \
        "translations": { "type": "object", "description": "Term: { LANGUAGE: translation or [accepted translations] }: the translation a \
        language must use for a term of the source.", "additionalProperties": { "type": "object", "additionalProperties": { "oneOf": [ { \
        "type": "string" }, { "type": "array", "items": { "type": "string" } } ] } } }, "notForTranslation": { "type": "array", "items": { \
        "type": "string" }, "description": "Terms that mark a string as not for translation: a source holding one needs no translation." } \
        } }
        """

    static let summary =
        "the app's terms: keep (never translated), translations (TERM: { "
        + "LANGUAGE: translation }), notForTranslation (marks a string as not for translation)"

    public static func read(_ input: OptionInput, context: String) throws(InputError) -> Glossary {
        var glossary = Glossary()
        for (field, value) in try input.fields(of: context, known: ["keep", "translations", "notForTranslation"]) {
            switch field {
            case "keep": glossary.keep = try nonEmpty(value.texts(of: "\(context).keep"), value, "\(context).keep")
            case "notForTranslation":
                glossary.notForTranslation = try nonEmpty(
                    value.texts(of: "\(context).notForTranslation"), value, "\(context).notForTranslation")
            default:
                for (term, languages) in try mapping(value, "\(context).translations") {
                    guard !term.isEmpty else { throw value.error("\(context).translations: a term cannot be empty") }
                    var accepted: [String: [String]] = [:]
                    for (language, forms) in try mapping(languages, "\(context).translations.\(term)") {
                        accepted[language] = try nonEmpty(
                            forms.texts(of: "\(context).translations.\(term).\(language)"), forms,
                            "\(context).translations.\(term).\(language)")
                    }
                    glossary.translations.append(Term(term, translations: accepted))
                }
            }
        }
        return glossary
    }

    /// A mapping whose keys are the user's (terms, languages).
    private static func mapping(_ input: OptionInput, _ context: String) throws(InputError) -> [(key: String, value: OptionInput)] {
        guard case .map(let entries) = input.value else { throw input.error("\(context) must be a mapping, found \(input.kind)") }
        return entries
    }

    private static func nonEmpty(_ texts: [String], _ input: OptionInput, _ context: String) throws(InputError) -> [String] {
        guard !texts.contains(where: \.isEmpty) else { throw input.error("\(context): a term cannot be empty") }
        return texts
    }

    static func show(_ glossary: Glossary) -> String {
        guard !glossary.isEmpty else { return "none" }
        var parts: [String] = []
        if !glossary.keep.isEmpty { parts.append("keep: " + OptionField<NoOptions>.showList(glossary.keep)) }
        if !glossary.translations.isEmpty {
            parts.append(
                "translations: { "
                    + glossary.translations.map { term in
                        term.term + ": { "
                            + term.translations.sorted { $0.key < $1.key }.map { "\($0.key): \(OptionField<NoOptions>.showList($0.value))" }
                            .joined(separator: ", ") + " }"
                    }.joined(separator: ", ") + " }")
        }
        if !glossary.notForTranslation.isEmpty {
            parts.append("notForTranslation: " + OptionField<NoOptions>.showList(glossary.notForTranslation))
        }
        return "{ " + parts.joined(separator: ", ") + " }"
    }
}

extension OptionField {
    /// The rules file's `glossary:`, which several catalog rules read.
    static func glossary(_ keyPath: WritableKeyPath<Options, Glossary> & Sendable) -> OptionField {
        .structured(
            "glossary", keyPath, schema: Glossary.schema, Glossary.summary,
            read: { input, context throws(InputError) in try Glossary.read(input, context: context) }, show: Glossary.show)
    }
}

/// Where a term occurs as a word of its own: not inside a longer word ("Pro" is not in
/// "Protect"), but next to a letter of another script ("Proに", "Pro로": Japanese and Korean
/// attach particles without a space) and anywhere in scripts written without spaces.
enum TermSearch {
    /// `inflected`: the word may go on after the term by a case ending of up to four letters,
    /// as languages with cases write names ("Home Assistanta", "Home Assistanthoz",
    /// "CarPlayga"); not after a term of three letters or fewer ("Pro" is not in "Profi").
    static func occurs(_ term: String, in text: String, ignoringCase: Bool, inflected: Bool = false) -> Bool {
        let (haystack, needle) = ignoringCase ? (text.lowercased(), term.lowercased()) : (text, term)
        guard let first = needle.unicodeScalars.first, let last = needle.unicodeScalars.last else { return false }
        var searchStart = haystack.startIndex
        let scalars = haystack.unicodeScalars
        while let range = haystack[searchStart...].firstRange(of: needle) {
            let before = range.lowerBound == haystack.startIndex ? nil : scalars[scalars.index(before: range.lowerBound)]
            let after = range.upperBound == haystack.endIndex ? nil : scalars[range.upperBound]
            let ending = haystack[range.upperBound...].unicodeScalars.prefix { $0.properties.isAlphabetic }.count
            let endsWord = isBoundary(between: after, and: last) || inflected && needle.count > 3 && ending <= 4
            if isBoundary(between: before, and: first) && endsWord { return true }
            searchStart = range.upperBound
        }
        return false
    }

    private static func isBoundary(between neighbor: Unicode.Scalar?, and edge: Unicode.Scalar) -> Bool {
        guard let neighbor, isWordPart(neighbor) else { return true }
        return edge.properties.isIdeographic || isLatin(neighbor) != isLatin(edge)
    }

    private static func isWordPart(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    /// Latin letters and digits (up to Latin Extended-B), against every other script.
    private static func isLatin(_ scalar: Unicode.Scalar) -> Bool { scalar.value < 0x0250 }
}
