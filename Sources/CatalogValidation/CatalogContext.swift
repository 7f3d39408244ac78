import LintCore
import LocaleServices
import SourceText
import StringCatalog

/// Everything the rules share about one catalog, computed once before any rule runs and
/// immutable afterwards, so entries can be checked on several threads.
public struct CatalogContext: Sendable {
    public let catalog: StringCatalog
    /// The files the catalog was read from, for line and column; nil for built catalogs.
    public let sources: SourceSet?
    public let path: String
    public let options: CatalogValidationOptions
    /// The locales translations are required for (never the source language).
    public let targetLocales: [String]
    /// Position of each target locale in `targetLocales`.
    let targetIndex: [String: Int]
    public let shippedLocales: Set<String>
    /// Keys recorded as shipped by `catalog lock`, if a lock file exists.
    public let shippedKeys: ShippedKeys?
    /// Plural facts per language the catalog uses; nil for a language ICU does not know.
    public let pluralProfiles: [String: PluralProfile]
    /// Target locales that are regional variants of the source language (en-GB for en).
    let sourceVariants: Set<String>
    /// ICU objects the rules open per locale (sentence break iterators, number readers).
    public let cache: FormatterCache
    /// How long each target locale's text usually is against its source, measured on this
    /// catalog (see `TranslationLengths`).
    public let translationLengths: TranslationLengths
    /// Keys the files give more than once (the catalog holds the value the app reads).
    public let duplicates: [DuplicateKey]
    /// Read from `.lproj` tables, one of them the source language's (see `isStray`).
    public let hasSourceLanguageTable: Bool
    /// Languages with a file that could not be read (reported as unreadable input): the keys it
    /// would hold are not known to be missing.
    public var unreadLocales: Set<String> = []

    /// A catalog as read from disk, with the languages its files declare and the keys they repeat.
    public init(_ loaded: LoadedCatalog, options: CatalogValidationOptions, shippedKeys: ShippedKeys? = nil, cache: FormatterCache) {
        self.init(
            catalog: loaded.catalog, sources: loaded.sources, path: loaded.path, options: options, shippedKeys: shippedKeys,
            declaredLanguages: loaded.declaredLanguages, duplicates: loaded.duplicates, cache: cache)
        unreadLocales = Set(loaded.unreadLanguages)
    }

    public init(
        catalog: StringCatalog, sources: SourceSet?, path: String? = nil, options: CatalogValidationOptions,
        shippedKeys: ShippedKeys? = nil,
        declaredLanguages: [String] = [], duplicates: [DuplicateKey] = [], cache: FormatterCache
    ) {
        self.catalog = catalog
        self.duplicates = duplicates
        self.sources = sources
        let sourceFolder = catalog.sourceLanguage + ".lproj/"
        hasSourceLanguageTable =
            sources?.files.contains { file in
                (file.path.hasSuffix(".strings") || file.path.hasSuffix(".stringsdict"))
                    && (file.path.hasPrefix(sourceFolder) || file.path.contains("/" + sourceFolder))
            } ?? false
        self.path = path ?? sources?.files.first?.path ?? "catalog"
        self.options = options
        var languages = catalog.languages
        for language in declaredLanguages where !languages.contains(language) { languages.append(language) }
        let targets = (options.targetLocales ?? languages).filter { $0 != catalog.sourceLanguage }
        targetLocales = targets
        targetIndex = Dictionary(targets.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
        shippedLocales = Set(options.shippedLocales ?? targetLocales)
        sourceVariants = CatalogContext.sourceVariants(of: catalog.sourceLanguage, in: targets)
        self.shippedKeys = shippedKeys
        var profiles: [String: PluralProfile] = [:]
        for language in Set(languages + targetLocales) {
            profiles[language] = PluralProfile(language: language, cache: cache)
        }
        pluralProfiles = profiles
        self.cache = cache
        translationLengths = TranslationLengths(catalog, locales: targets)
    }

    /// A symbolic key (`alert.sleep`, `copy_modifiers_config`) of `.lproj` tables that the source
    /// language's table lacks: nothing in the source asks for it (IINA's sr-CS, Maccy's old keys).
    /// Not a key written as text (wallabag's `Toggle("Sorting", …)`), which is its own source text
    /// and needs no source entry; nor a storyboard's or xib's key (`FJS-b9-ATj.title`), whose
    /// source is the Interface Builder file, which an English table may not have caught up with.
    public func isStray(_ entry: CatalogEntry) -> Bool {
        let key = entry.key
        let symbolic = !key.contains(" ") && (key.contains(".") || key.contains("_"))
        return symbolic && hasSourceLanguageTable && entry.localization(catalog.sourceLanguage) == nil
            && entry.interfaceBuilderObjectID == nil && !CatalogEntry.hasInterfaceBuilderShape(key)
    }

    /// The location of a byte offset in the catalog file.
    public func location(_ offset: Int) -> SourceLocation? {
        guard let sources else { return nil }
        return sources.location(ofOffset: offset) ?? SourceLocation(file: path, line: 1, column: 1)
    }
}

/// What CLDR says about counting in one language, as the catalog checks need it. Worked out
/// once per language (a validation asks about every plural form of every entry).
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
    /// The category of 1 when it covers other numbers too (Russian `one`: 21, 31; French
    /// `one`: 0): a form there that reads as singular or says "1" is wrong for the others.
    public let singularCategory: PluralCategory?
    /// A few whole numbers per category, for messages.
    public let integerSamples: [PluralCategory: [String]]
    /// Category names a form may use: the language's own and Apple's `zero`.
    public let categoryNamesWithZero: Set<String>
    /// The share of everyday counts each category covers (0…1), see `PluralProfile.reachSample`.
    public let reach: [PluralCategory: Double]

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
        // ICU failing to select a category for a whole number means the language's rules are
        // unusable: the catalog checks then treat it as a language ICU does not know.
        guard let one = try? rules.category(for: 1) else { return nil }
        singularCategory = several.contains(one) ? one : nil
        categoryNamesWithZero = Set(rules.categories.map(\.rawValue) + ["zero"])
        var weights: [PluralCategory: Double] = [:]
        var total = 0.0
        for number in PluralProfile.reachSample {
            let weight = 1 / Double(number + 1)
            guard let category = try? rules.category(for: number) else { return nil }
            weights[category, default: 0] += weight
            total += weight
        }
        reach = weights.mapValues { $0 / total }
    }

    /// Categories a translation must provide.
    public var required: [PluralCategory] { categories.filter { !rarelyUsed.contains($0) } }

    /// Whether whole numbers ever select `other` (not in Russian or Polish, where `other` is
    /// for fractions): when they do not, `other` is free to hold the text of a category the
    /// translation leaves out.
    public var otherTakesWholeNumbers: Bool { (reach[.other] ?? 0) > 0 }

    /// The counts reach is measured on: every count from 0 to 1,000 and the round thousands
    /// and millions up to a billion, each count n weighted 1/(n+1), since small counts are
    /// shown far more often than large ones (1 file, 2 files … rarely 917). Russian `many`
    /// (0, 5–20, 25–30 …) reaches 63%, Spanish `many` (exact millions) 0%.
    public static let reachSample: [Int] =
        Array(0...1_000) + (2...9).map { $0 * 1_000 } + (1...9).map { $0 * 10_000 }
        + (1...9).map { $0 * 100_000 } + (1...9).map { $0 * 1_000_000 } + [10_000_000, 100_000_000, 1_000_000_000]

    /// "40.1%": a reach as people read it.
    public static func percent(_ share: Double) -> String {
        let tenths = (share * 1_000).rounded() / 10
        return (tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)) + "%"
    }
}

/// One entry seen from the rules: the entry, its source text and what the source says about
/// placeholders and plurals. Everything rules share is computed once here, since the rules
/// run over hundreds of thousands of units.
public struct EntryContext: Sendable {
    public let entry: CatalogEntry
    public let catalog: CatalogContext
    /// The source language's content, or nil when the key itself is the source text.
    public let sourceNode: StringNode?
    /// The source text a translation is compared with (the `other` form for plurals).
    public let sourceText: String
    /// The source parsed as a format string when the runtime will format it, else nil.
    public let sourceFormat: FormatString?
    /// Every unit of the source, with its variation path ("" for a plain string).
    public let sourceUnits: [(path: String, unit: StringUnit)]
    /// The placeholders of each source unit (same order as `sourceUnits`).
    public let sourceFormats: [FormatString]
    /// The length in characters of the source text, counted once per entry.
    private let sourceTextLength: Int
    /// Byte summaries of the source units (same order as `sourceUnits`).
    public let sourceSummaries: [TextSummary]
    /// Each varying translation's units, parsed once for the unit walk and the placeholder
    /// rules (aligned with `translations`; empty when no translation varies).
    let parsedTranslationUnits: [[ParsedUnit]]
    /// The arguments each varying translation reads over all its forms, when they need
    /// comparing with the source's (see `translationArguments`); empty when none varies.
    let translationArguments: [LocalizationArguments?]
    /// The target locales and this entry's localization in each (nil when missing).
    public let translations: [(locale: String, localization: Localization?)]

    init(entry: CatalogEntry, catalog: CatalogContext) {
        self.entry = entry
        self.catalog = catalog
        var source: Localization?
        var translations: [(locale: String, localization: Localization?)] = catalog.targetLocales.map { ($0, nil) }
        for localization in entry.localizations {
            if localization.language == catalog.catalog.sourceLanguage {
                source = localization
            } else if let index = catalog.targetIndex[localization.language] {
                translations[index].localization = localization
            }
        }
        self.translations = translations
        let node = source?.content
        sourceNode = node
        let text = node.flatMap { EntryContext.representativeText(of: $0) } ?? entry.key
        sourceText = text
        let hasSubstitutions = !(node?.substitutions.isEmpty ?? true)
        if text.mayHoldPlaceholders || hasSubstitutions {
            let format = FormatString(text)
            sourceFormat = format.isFormat || hasSubstitutions ? format : nil
        } else {
            sourceFormat = nil
        }
        if let node, let unit = node.unit, node.variations.isEmpty, !hasSubstitutions {
            sourceUnits = [(path: "", unit: unit)]
        } else {
            sourceUnits = node?.allUnitsIncludingSubstitutions() ?? []
        }
        let summaries = sourceUnits.map { TextSummary($0.unit.value) }
        sourceSummaries = summaries
        sourceFormats = zip(sourceUnits, summaries).map { EntryContext.placeholders(of: $0.0.unit.value, path: $0.0.path, summary: $0.1) }
        sourceTextLength = sourceUnits.count <= 1 ? (sourceUnits.first?.unit.value ?? text).count : 0
        let parsed = EntryContext.parseVaryingTranslations(translations)
        parsedTranslationUnits = parsed
        let (format, formats, key, offset) = (sourceFormat, sourceFormats, entry.key, entry.offset)
        translationArguments =
            sourceFormat == nil
            ? []
            : EntryContext.translationArguments(
                translations, parsed: parsed,
                source: { EntryContext.sourceArguments(node: node, key: key, offset: offset, format: format, formats: formats) },
                sourceNode: node, sourceFormats: sourceFormats)
    }

    /// The arguments the source reads over all its forms, when it is a format (built on
    /// each call: rules ask only when a translation needs comparing).
    var sourceArguments: LocalizationArguments? {
        EntryContext.sourceArguments(node: sourceNode, key: entry.key, offset: entry.offset, format: sourceFormat, formats: sourceFormats)
    }

    /// The character length of `sourceCounterpart(ofPath:)`.
    public func sourceLength(ofPath path: String) -> Int {
        sourceUnits.count <= 1 ? sourceTextLength : sourceCounterpart(ofPath: path).count
    }

    static func placeholders(of text: String, path: String, summary: TextSummary? = nil) -> FormatString {
        (summary?.hasPercent ?? text.mayHoldPlaceholders)
            ? FormatString(text, isSubstitutionForm: path.hasPrefix("substitutions.")) : .noPlaceholders
    }

    /// The byte summary of `sourceCounterpart(ofPath:)`.
    public func sourceSummary(ofPath path: String) -> TextSummary {
        if sourceUnits.count <= 1 { return sourceSummaries.first ?? TextSummary(sourceText) }
        if let exact = sourceUnits.firstIndex(where: { $0.path == path }) { return sourceSummaries[exact] }
        return TextSummary(sourceCounterpart(ofPath: path))
    }

    /// The source counterpart's placeholders, matching `sourceCounterpart(ofPath:)`.
    public func sourceCounterpartFormat(ofPath path: String) -> FormatString {
        if sourceUnits.isEmpty { return sourceFormat ?? FormatString(sourceText) }
        if sourceUnits.count == 1 { return sourceFormats[0] }
        if let exact = sourceUnits.firstIndex(where: { $0.path == path }) { return sourceFormats[exact] }
        if let dot = path.lastIndex(of: ".") {
            let otherPath = path[..<dot] + ".other"
            if let other = sourceUnits.firstIndex(where: { $0.path[...] == otherPath }) { return sourceFormats[other] }
        }
        return sourceFormat ?? FormatString(sourceText)
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

    /// The source text a translated unit at `path` is compared with: the same path in the
    /// source, else the source's `other` form at that level, else the representative text.
    public func sourceCounterpart(ofPath path: String) -> String {
        if sourceUnits.count <= 1 { return sourceUnits.first?.unit.value ?? sourceText }
        if let exact = sourceUnits.first(where: { $0.path == path }) { return exact.unit.value }
        if let dot = path.lastIndex(of: ".") {
            let otherPath = path[..<dot] + ".other"
            if let other = sourceUnits.first(where: { $0.path[...] == otherPath }) { return other.unit.value }
        }
        return sourceText
    }

    /// Builds a finding about this entry.
    public func finding(
        _ rule: RuleDescription, severity: Severity? = nil, outcome: Outcome = .violation, _ message: String, offset: Int? = nil,
        locale: String? = nil, element: String? = nil, data: [FindingValue] = [], fix: String? = nil
    ) -> Finding {
        Finding(
            ruleID: rule.identifier, severity: severity ?? rule.defaultSeverity, outcome: outcome, message: message,
            location: catalog.location(offset ?? entry.offset),
            subject: FindingSubject(scope: entry.key, element: element?.isEmpty == true ? nil : element, locale: locale),
            data: data, fixHint: fix, reference: rule.reference
        )
    }
}

/// One string unit seen from the unit rules, built once per unit for all of them.
public struct UnitContext: Sendable {
    public let locale: String
    /// Whether this is the source language's own text.
    public let isSource: Bool
    /// The variation path ("" for a plain string, "plural.one", "substitutions.count.plural.few").
    public let path: String
    public let unit: StringUnit
    /// The unit's placeholders; `FormatString.noPlaceholders` for text without a percent sign.
    public let format: FormatString
    /// The substitution whose form this unit is, if any.
    public let substitution: Substitution?
    /// The substitutions of the unit's localization (what %#@name@ references resolve to).
    public let substitutions: [Substitution]
    /// The unit text's byte-level facts, for quick exits.
    public let summary: TextSummary
    /// Whether the unit is its localization's whole text (no variations or substitutions).
    public let standsAlone: Bool
}

extension EntryContext {
    /// Calls `body` for every unit of the source and of the target locales.
    func forEachUnit(_ body: (UnitContext) -> Void) {
        let language = catalog.catalog.sourceLanguage
        if let node = sourceNode {
            for (index, item) in sourceUnits.enumerated() {
                body(
                    UnitContext(
                        locale: language, isSource: true, path: item.path, unit: item.unit, format: sourceFormats[index],
                        substitution: EntryContext.substitution(for: item.path, in: node), substitutions: node.substitutions,
                        summary: sourceSummaries[index],
                        standsAlone: !node.hasVariationsOrSubstitutions))
            }
        }
        for (index, (locale, localization)) in translations.enumerated() {
            guard let content = localization?.content else { continue }
            if let unit = content.unit, content.variations.isEmpty, content.substitutions.isEmpty {
                let summary = TextSummary(unit.value)
                body(
                    UnitContext(
                        locale: locale, isSource: false, path: "", unit: unit,
                        format: EntryContext.placeholders(of: unit.value, path: "", summary: summary),
                        substitution: nil, substitutions: [], summary: summary, standsAlone: true))
                continue
            }
            // (A localization with neither text nor variations has no units to walk.)
            guard index < parsedTranslationUnits.count else { continue }
            for item in parsedTranslationUnits[index] {
                body(
                    UnitContext(
                        locale: locale, isSource: false, path: item.path, unit: item.unit, format: item.format,
                        substitution: EntryContext.substitution(for: item.path, in: content), substitutions: content.substitutions,
                        summary: item.summary,
                        standsAlone: false))
            }
        }
    }

    /// A unit of a varying translation with what the rules read from it.
    struct ParsedUnit {
        let path: String
        let unit: StringUnit
        let format: FormatString
        let summary: TextSummary
    }

    static func parseVaryingTranslations(_ translations: [(locale: String, localization: Localization?)]) -> [[ParsedUnit]] {
        guard translations.contains(where: { $0.localization?.content.hasVariationsOrSubstitutions == true }) else { return [] }
        return translations.map { item in
            guard let content = item.localization?.content, content.hasVariationsOrSubstitutions || content.unit == nil else { return [] }
            return content.allUnitsIncludingSubstitutions().map { path, unit in
                let summary = TextSummary(unit.value)
                return ParsedUnit(
                    path: path, unit: unit, format: EntryContext.placeholders(of: unit.value, path: path, summary: summary),
                    summary: summary)
            }
        }
    }

    static func substitution(for path: String, in node: StringNode) -> Substitution? {
        guard path.hasPrefix("substitutions.") else { return nil }
        let name = path.dropFirst("substitutions.".count).prefix { $0 != "." }
        return node.substitutions.first { $0.name[...] == name }
    }
}
