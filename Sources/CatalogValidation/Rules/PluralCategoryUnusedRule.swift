import LintCore
import LocaleServices
import StringCatalog

/// A plural form for a category the language never selects (Japanese `one`).
public struct PluralCategoryUnusedRule: CatalogRule {
    public static let description = RuleDescription(
        identifier: "plural-category-unused",
        name: "Unused plural form",
        summary: "A plural variation has a form for a category the locale never uses.",
        rationale:
            "The form is never shown; usually it was copied from English and its "
            + "neighbours are wrong too. `zero` is exempt: Apple uses it for 0 in every language.",
        reference: "CH32 §11.3",
        defaultSeverity: .p2,
        triggeringExamples: [
            RuleExample(
                """
                en plural.one: screen.flows.count = %lld flow
                en plural.other: screen.flows.count = %lld flows
                ja plural.one: screen.flows.count = %lld フロー
                ja plural.other: screen.flows.count = %lld フロー
                """)
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                en plural.zero: screen.flows.count = No flows
                en plural.one: screen.flows.count = %lld flow
                en plural.other: screen.flows.count = %lld flows
                """)
        ]
    )

    public init() {}

    public func check(entry: EntryContext, into findings: inout [Finding]) {
        var localizations = entry.translations.compactMap(\.localization)
        if let source = entry.entry.localization(entry.catalog.catalog.sourceLanguage) { localizations.append(source) }
        for localization in localizations {
            guard let profile = entry.catalog.pluralProfiles[localization.language] else { continue }
            guard localization.content.hasVariationsOrSubstitutions else { continue }
            let used = profile.categoryNamesWithZero
            for site in localization.content.pluralSites {
                for variation in site.set.cases where !used.contains(variation.name) {
                    let known = PluralCategory(rawValue: variation.name) != nil
                    findings.append(
                        entry.finding(
                            Self.description,
                            known
                                ? "\(localization.language) never uses the \"\(variation.name)\" plural form of \"\(entry.entry.key)\""
                                : "\"\(variation.name)\" is not a plural category (zero, one, two, few, many, other)",
                            offset: variation.offset, locale: localization.language, element: site.path + "." + variation.name,
                            data: [
                                FindingValue("category", variation.name),
                                FindingValue("used", profile.categories.map(\.rawValue).joined(separator: " ")),
                            ],
                            fix: "remove the \(variation.name) form and check the remaining ones"
                        ))
                }
            }
        }
    }
}
