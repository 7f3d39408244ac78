import LintCore
import LocaleServices
import SourceText
import StringCatalog

/// Everything the rules share about one catalog, computed once before any rule runs and
/// immutable afterwards, so entries can be checked on several threads.
public struct CatalogContext: Sendable {
    public let catalog: StringCatalog
    /// The file the catalog was read from, for line and column; nil for built catalogs.
    public let file: SourceFile?
    public let path: String
    public let options: CatalogValidationOptions
    /// The locales translations are required for (never the source language).
    public let targetLocales: [String]
    public let shippedLocales: Set<String>
    /// Keys recorded as shipped by `catalog lock`, if a lock file exists.
    public let shippedKeys: ShippedKeys?
    /// Plural facts per language the catalog uses; nil for a language ICU does not know.
    public let pluralProfiles: [String: PluralProfile]

    public init(catalog: StringCatalog, file: SourceFile?, path: String? = nil, options: CatalogValidationOptions, shippedKeys: ShippedKeys? = nil, cache: FormatterCache) {
        self.catalog = catalog
        self.file = file
        self.path = path ?? file?.path ?? "catalog"
        self.options = options
        let languages = catalog.languages
        targetLocales = (options.targetLocales ?? languages).filter { $0 != catalog.sourceLanguage }
        shippedLocales = Set(options.shippedLocales ?? targetLocales)
        self.shippedKeys = shippedKeys
        var profiles: [String: PluralProfile] = [:]
        for language in Set(languages + targetLocales) {
            profiles[language] = PluralProfile(language: language, cache: cache)
        }
        pluralProfiles = profiles
    }

    /// The location of a byte offset in the catalog file.
    public func location(_ offset: Int) -> SourceLocation? {
        guard offset >= 0 else { return file == nil ? nil : SourceLocation(file: path, line: 1, column: 1) }
        return file?.location(ofOffset: offset)
    }
}

/// What CLDR says about counting in one language, as the catalog checks need it.
public struct PluralProfile: Sendable {
    public let locale: LocaleID
    /// The categories the language's cardinal rules use, in CLDR order.
    public let categories: [PluralCategory]
    /// Categories no whole number below a million selects (French and Spanish `many`, used
    /// for exact millions; Czech `many`, used for decimals): a missing form is a warning,
    /// since counts of things almost never reach them.
    public let rarelyUsed: Set<PluralCategory>
    /// Categories that cover more than one whole number (Russian `one`: 1, 21, 31 …), whose
    /// form must therefore show the number.
    public let coversSeveralNumbers: Set<PluralCategory>
    /// A few whole numbers per category, for messages.
    public let integerSamples: [PluralCategory: [String]]

    init?(language: String, cache: FormatterCache) {
        guard let locale = try? cache.locale(language), let rules = try? cache.pluralRules(locale) else { return nil }
        self.locale = locale
        categories = rules.categories
        let samples = rules.samples(limit: 4)
        integerSamples = samples.mapValues(\.integers)
        var rare = Set<PluralCategory>(), several = Set<PluralCategory>()
        for category in rules.categories {
            let integers = samples[category]?.integers.compactMap { Int($0) } ?? []
            if integers.allSatisfy({ $0 >= 1_000_000 }) { rare.insert(category) }
            if integers.count > 1 { several.insert(category) }
        }
        rarelyUsed = rare
        coversSeveralNumbers = several
    }

    /// Categories a translation must provide.
    public var required: [PluralCategory] { categories.filter { !rarelyUsed.contains($0) } }
}

/// One entry seen from the rules: the entry, its source text and what the source says about
/// placeholders and plurals.
public struct EntryContext: Sendable {
    public let entry: CatalogEntry
    public let catalog: CatalogContext
    /// The source language's content, or nil when the key itself is the source text.
    public let sourceNode: StringNode?
    /// The source text a translation is compared with (the `other` form for plurals).
    public let sourceText: String
    /// The source parsed as a format string when the runtime will format it, else nil.
    public let sourceFormat: FormatString?

    init(entry: CatalogEntry, catalog: CatalogContext) {
        self.entry = entry
        self.catalog = catalog
        let node = entry.localization(catalog.catalog.sourceLanguage)?.content
        sourceNode = node
        let text = node.flatMap { EntryContext.representativeText(of: $0) } ?? entry.key
        sourceText = text
        let format = FormatString(text)
        sourceFormat = format.isFormat || (node.map { !$0.substitutions.isEmpty } ?? false) ? format : nil
    }

    /// The text that stands for a node: its unit, else its `other` variation (recursively).
    static func representativeText(of node: StringNode) -> String? {
        if let unit = node.unit { return unit.value }
        for set in node.variations {
            if let other = set["other"], let text = representativeText(of: other) { return text }
            if let first = set.cases.first, let text = representativeText(of: first.node) { return text }
        }
        return nil
    }

    /// The target locales and this entry's localization in each (nil when missing).
    public var translations: [(locale: String, localization: Localization?)] {
        catalog.targetLocales.map { locale in (locale, entry.localization(locale)) }
    }

    /// Every translated unit of the entry's target locales, with its variation path.
    public var translatedUnits: [(locale: String, path: String, unit: StringUnit)] {
        var result: [(String, String, StringUnit)] = []
        for (locale, localization) in translations {
            guard let localization else { continue }
            for (path, unit) in localization.content.allUnits() { result.append((locale, path, unit)) }
            for substitution in localization.content.substitutions {
                for set in substitution.variations {
                    for variation in set.cases {
                        for (path, unit) in variation.node.allUnits(prefix: "substitutions.\(substitution.name).\(set.kind).\(variation.name)") {
                            result.append((locale, path, unit))
                        }
                    }
                }
            }
        }
        return result
    }

    /// Builds a finding about this entry.
    public func finding(
        _ rule: RuleDescription, severity: Severity? = nil, _ message: String, offset: Int? = nil,
        locale: String? = nil, element: String? = nil, data: [FindingValue] = [], fix: String? = nil
    ) -> Finding {
        Finding(
            ruleID: rule.identifier, severity: severity ?? rule.defaultSeverity, message: message,
            location: catalog.location(offset ?? entry.offset),
            subject: FindingSubject(scope: entry.key, element: element?.isEmpty == true ? nil : element, locale: locale),
            data: data, fixHint: fix, reference: rule.reference
        )
    }
}
