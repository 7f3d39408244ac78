import LintCore
import StringCatalog
import LocaleServices

/// A plural variation without a form the language's CLDR rules need.
public struct PluralCategoryMissingRule: CatalogRule {
    public static let description = RuleDescription(
        identifier: "plural-category-missing",
        name: "Missing plural form",
        summary: "A plural variation lacks a category the locale's CLDR rules use.",
        rationale: "When the rules pick a category the string lacks, iOS falls back to `other`: Polish shows \"5 pliki\" for \"5 plików\", Arabic shows the wrong noun form for 2 and 11 (CH32 §11.3: use plural rules, not English's one/other). Categories no count below a million selects (French and Spanish `many`, used for exact millions) are reported as P2.",
        reference: "CH32 §11.3",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample("""
            en plural.one: screen.flows.count = %lld flow
            en plural.other: screen.flows.count = %lld flows
            pl plural.one: screen.flows.count = %lld przepływ
            pl plural.other: screen.flows.count = %lld przepływu
            """, findings: 2),
            RuleExample("""
            en plural.one: screen.flows.count = %lld flow
            en plural.other: screen.flows.count = %lld flows
            fr plural.one: screen.flows.count = %lld flux
            fr plural.other: screen.flows.count = %lld flux
            """),
            RuleExample("""
            en: screen.flows.count = %#@flows@
            en substitutions.flows.plural.one: screen.flows.count = %arg flow
            en substitutions.flows.plural.other: screen.flows.count = %arg flows
            @substitution en screen.flows.count flows 1 lld
            ru: screen.flows.count = %#@flows@
            ru substitutions.flows.plural.one: screen.flows.count = %arg поток
            ru substitutions.flows.plural.other: screen.flows.count = %arg потока
            @substitution ru screen.flows.count flows 1 lld
            """, findings: 2),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            en plural.one: screen.flows.count = %lld flow
            en plural.other: screen.flows.count = %lld flows
            pl plural.one: screen.flows.count = %lld przepływ
            pl plural.few: screen.flows.count = %lld przepływy
            pl plural.many: screen.flows.count = %lld przepływów
            pl plural.other: screen.flows.count = %lld przepływu
            ja plural.other: screen.flows.count = %lld 件のフロー
            """),
        ]
    )

    public init() {}

    public func check(entry: EntryContext, into findings: inout [Finding]) {
        for (locale, localization) in entry.translations {
            guard let localization, localization.content.hasVariationsOrSubstitutions, let profile = entry.catalog.pluralProfiles[locale] else { continue }
            for site in localization.content.pluralSites {
                let present = Set(site.set.cases.map(\.name))
                for category in profile.categories where !present.contains(category.rawValue) {
                    let rare = profile.rarelyUsed.contains(category)
                    let samples = profile.integerSamples[category]?.joined(separator: ", ") ?? ""
                    findings.append(entry.finding(
                        Self.description, severity: rare ? .p2 : nil,
                        "the \(locale) plural of \"\(entry.entry.key)\" has no \"\(category.rawValue)\" form" + (samples.isEmpty ? "" : " (used for \(samples)…)"),
                        offset: site.set.offset, locale: locale, element: site.path + "." + category.rawValue,
                        data: [FindingValue("missing", category.rawValue), FindingValue("required", profile.categories.map(\.rawValue).joined(separator: " ")), FindingValue("present", site.set.cases.map(\.name).joined(separator: " "))],
                        fix: "add the \(category.rawValue) form; `handz-lint locale info \(locale)` lists the numbers each form covers"
                    ))
                }
            }
        }
    }
}
