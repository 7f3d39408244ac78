import CatalogValidation
import LocaleServices
import StringCatalog

/// How far each locale of a catalog has come: what `catalog stats` prints.
public struct LocaleStatistics: Sendable, Equatable {
    public var locale: String
    /// Translatable keys (not stale, not marked shouldTranslate: false).
    public var keys = 0
    /// Keys whose every unit is translated and non-empty.
    public var translated = 0
    /// Keys with a unit in state new or needs_review.
    public var needsReview = 0
    /// Keys with no text at all in this locale.
    public var missing = 0
    /// Plural variations in this locale, and those with every category CLDR requires.
    public var pluralVariations = 0
    public var completePluralVariations = 0

    public var translatedPercent: Double { keys == 0 ? 100 : Double(translated) * 100 / Double(keys) }
    public var pluralPercent: Double { pluralVariations == 0 ? 100 : Double(completePluralVariations) * 100 / Double(pluralVariations) }

    /// Per target locale, in the catalog's language order.
    public static func compute(_ catalog: StringCatalog, targetLocales: [String]? = nil, cache: FormatterCache) -> [LocaleStatistics] {
        let locales = (targetLocales ?? catalog.languages).filter { $0 != catalog.sourceLanguage }
        var required: [String: Set<String>] = [:]
        for locale in locales {
            if let id = try? cache.locale(locale), let rules = try? cache.pluralRules(id) {
                required[locale] = Set(rules.categories.map(\.rawValue))
            }
        }
        return locales.map { locale in
            var stats = LocaleStatistics(locale: locale)
            for entry in catalog.entries where entry.isTranslatable && entry.extractionState != "stale" {
                stats.keys += 1
                let sourcePlurals = entry.localization(catalog.sourceLanguage)?.content.pluralSiteCount ?? 0
                guard let localization = entry.localization(locale) else {
                    stats.missing += 1
                    stats.pluralVariations += sourcePlurals
                    continue
                }
                let units =
                    localization.content.allUnits()
                    + localization.content.substitutions.flatMap { StringNode(variations: $0.variations).allUnits() }
                if units.isEmpty { stats.missing += 1 }
                if units.contains(where: { $0.unit.state == "new" || $0.unit.state == "needs_review" }) { stats.needsReview += 1 }
                if !units.isEmpty, units.allSatisfy({ ($0.unit.state == nil || $0.unit.state == "translated") && !$0.unit.value.isEmpty }) {
                    stats.translated += 1
                }
                let sites = localization.content.pluralCategorySets
                stats.pluralVariations += max(sites.count, sourcePlurals)
                if let needed = required[locale] {
                    stats.completePluralVariations += sites.filter { needed.isSubset(of: $0) }.count
                }
            }
            return stats
        }
    }
}

extension StringNode {
    /// The category names of each plural variation, including device-nested and
    /// substitution ones.
    var pluralCategorySets: [Set<String>] {
        var sets: [Set<String>] = []
        func walk(_ node: StringNode) {
            for set in node.variations {
                if set.kind == VariationSet.plural {
                    sets.append(Set(set.cases.map(\.name)))
                } else {
                    for variation in set.cases { walk(variation.node) }
                }
            }
        }
        walk(self)
        for substitution in substitutions { walk(StringNode(variations: substitution.variations)) }
        return sets
    }

    var pluralSiteCount: Int { pluralCategorySets.count }
}
