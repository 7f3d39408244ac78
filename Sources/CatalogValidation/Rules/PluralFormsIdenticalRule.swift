import LintCore
import StringCatalog

/// A plural variation whose forms are all the same text.
public struct PluralFormsIdenticalRule: CatalogRule {
    public static let description = RuleDescription(
        identifier: "plural-forms-identical",
        name: "Identical plural forms",
        summary: "Every form of a plural variation has the same text.",
        rationale:
            "Either the forms were copied without translating them, or the "
            + "variation is not needed. In languages that inflect nouns by count the " + "result reads wrong for most numbers.",
        reference: "CH32 §11.3",
        defaultSeverity: .p2,
        triggeringExamples: [
            RuleExample(
                """
                en plural.one: screen.flows.count = %lld flow
                en plural.other: screen.flows.count = %lld flows
                es plural.one: screen.flows.count = %lld flujos
                es plural.many: screen.flows.count = %lld flujos
                es plural.other: screen.flows.count = %lld flujos
                """)
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                en plural.one: screen.flows.count = %lld flow
                en plural.other: screen.flows.count = %lld flows
                ja plural.other: screen.flows.count = %lld 件
                """)
        ]
    )

    public init() {}

    public func check(entry: EntryContext, into findings: inout [Finding]) {
        var localizations = entry.translations.compactMap(\.localization)
        if let source = entry.entry.localization(entry.catalog.catalog.sourceLanguage) { localizations.append(source) }
        for localization in localizations where localization.content.hasVariationsOrSubstitutions {
            for site in localization.content.pluralSites where site.set.cases.count > 1 {
                let values = site.set.cases.compactMap(\.node.unit?.value)
                guard values.count == site.set.cases.count, Set(values).count == 1 else { continue }
                findings.append(
                    entry.finding(
                        Self.description,
                        "all \(values.count) \(localization.language) plural forms of \"\(entry.entry.key)\" read \"\(values[0])\"",
                        offset: site.set.offset, locale: localization.language, element: site.path,
                        data: [FindingValue("forms", String(values.count)), FindingValue("value", values[0])],
                        fix: "inflect each form for its numbers, or remove the plural variation if the language does not need it"
                    ))
            }
        }
    }
}
