import CatalogValidation
import LintCore
import LocaleServices
import SourceText
import StringCatalog

/// The units a translator into one language must do, for `catalog export`: those without text
/// (`missing`: every plural form the language needs, so a Russian translator gets `few` and
/// `many` for an English source that has only `one` and `other`) and those whose state asks for
/// a look (`needs-review`: needs_review, new, stale), each with its source text and comment.
public struct TranslationWorklist: Sendable {
    public enum Reason: String, CaseIterable, Sendable {
        case missing
        case needsReview = "needs-review"
    }

    public struct Item: Sendable, Equatable {
        public let key: String
        /// "" for a plain string, else the variation path ("plural.few").
        public let path: String
        public let source: String
        /// The current text, for a unit to review; nil for a missing one.
        public let target: String?
        public let state: String?
        public let comment: String?
        public let reason: Reason

        /// The id Xcode's XLIFF gives the unit ("key|==|plural.few").
        public var id: String { path.isEmpty ? key : key + "|==|" + path }
    }

    public let sourceLanguage: String
    public let language: String
    public let items: [Item]

    static let statesToReview: Set<String> = ["needs_review", "new", "stale"]

    public init(
        catalog: StringCatalog, language: String, reasons: Set<Reason>, glossary: Glossary = Glossary(),
        cache: FormatterCache = FormatterCache()
    ) {
        sourceLanguage = catalog.sourceLanguage
        self.language = language
        let categories = (try? cache.locale(language)).flatMap { try? cache.pluralRules($0) }.map { $0.categories.map(\.rawValue) }
        var items: [Item] = []
        for entry in catalog.entries where entry.needsTranslation(sourceLanguage: catalog.sourceLanguage, glossary: glossary) {
            let source = entry.localization(catalog.sourceLanguage)?.content ?? .unit(entry.key)
            let target = entry.localization(language)?.content
            let sourceUnits = Dictionary(source.unitsWithPaths.map { ($0.path, $0.unit.value) }, uniquingKeysWith: { first, _ in first })
            let targetUnits = target?.unitsWithPaths ?? []
            let present = Dictionary(targetUnits.map { ($0.path, $0.unit) }, uniquingKeysWith: { first, _ in first })
            func sourceText(_ path: String) -> String {
                sourceUnits[path] ?? sourceUnits[TranslationWorklist.otherPath(path)] ?? source.unit?.value ?? entry.key
            }
            if reasons.contains(.missing) {
                var expected = TranslationWorklist.expectedPaths(source.unitsWithPaths.map(\.path), categories: categories)
                // A translation may vary where its source does not (a plural only the target
                // language needs): then its own forms are what it must have.
                if target?.hasVariationsOrSubstitutionsOfItsOwn(comparedWith: source) == true { expected = targetUnits.map(\.path) }
                for path in expected where (present[path]?.value ?? "").isEmpty {
                    items.append(
                        Item(
                            key: entry.key, path: path, source: sourceText(path), target: present[path]?.value,
                            state: present[path]?.state, comment: entry.comment, reason: .missing))
                }
            }
            if reasons.contains(.needsReview) {
                for (path, unit) in targetUnits where !unit.value.isEmpty && TranslationWorklist.statesToReview.contains(unit.state ?? "") {
                    items.append(
                        Item(
                            key: entry.key, path: path, source: sourceText(path), target: unit.value,
                            state: unit.state, comment: entry.comment, reason: .needsReview))
                }
            }
        }
        self.items = items
    }

    /// The source's paths with each plural form replaced by the forms `categories` (the
    /// target language's) name; the source's `zero`, which Apple adds by hand, is kept.
    static func expectedPaths(_ paths: [String], categories: [String]?) -> [String] {
        guard let categories else { return paths }
        var expected: [String] = []
        for path in paths {
            var parts = path.split(separator: ".").map(String.init)
            guard let pluralIndex = parts.lastIndex(of: "plural"), pluralIndex + 1 < parts.count else {
                if !expected.contains(path) { expected.append(path) }
                continue
            }
            let forms = parts[pluralIndex + 1] == "zero" ? ["zero"] : categories
            for form in forms {
                parts[pluralIndex + 1] = form
                let candidate = parts.joined(separator: ".")
                if !expected.contains(candidate) { expected.append(candidate) }
            }
        }
        return expected
    }

    static func otherPath(_ path: String) -> String {
        guard let dot = path.lastIndex(of: ".") else { return path }
        return path[..<dot] + ".other"
    }

    // MARK: Writing

    /// An XLIFF 1.2 file as Xcode exports one: missing units without a `<target>`, units to
    /// review with theirs; `catalog import` reads it back.
    public func xliff(original: String) -> String {
        let tool = [
            XLIFFDocument.Attribute("tool-id", "handz-lint"), XLIFFDocument.Attribute("tool-name", "handz-lint"),
            XLIFFDocument.Attribute("tool-version", HandzLintVersion.current),
        ]
        let units = items.map { item in
            XLIFFDocument.Unit(
                id: item.id, source: item.source, target: item.target,
                targetState: item.target.map { _ in XLIFFMapping.xliffState(item.state) }, note: item.comment)
        }
        return XLIFFDocument(files: [
            XLIFFDocument.File(original: original, sourceLanguage: sourceLanguage, targetLanguage: language, tool: tool, units: units)
        ]).text()
    }

    /// The CSV header: the fixed columns, then the source and target languages' codes.
    public static func csvHeader(sourceLanguage: String, language: String) -> [String] {
        ["key", "variation", "comment", "state", sourceLanguage, language]
    }

    /// One row per unit: key, variation path, comment, state (empty for a missing unit; what
    /// the unit becomes on import, `translated` when left empty), source text, translation.
    public func csv() -> String {
        CSVTable.text(
            [Self.csvHeader(sourceLanguage: sourceLanguage, language: language)]
                + items.map { item in
                    [
                        item.key, item.path, item.comment ?? "", item.reason == .missing ? "" : item.state ?? "", item.source,
                        item.target ?? "",
                    ]
                })
    }
}

extension StringNode {
    /// Whether this translation varies (plural, device, substitutions) where `source` is one
    /// plain string.
    func hasVariationsOrSubstitutionsOfItsOwn(comparedWith source: StringNode) -> Bool {
        (!variations.isEmpty || !substitutions.isEmpty) && source.variations.isEmpty && source.substitutions.isEmpty
    }
}
