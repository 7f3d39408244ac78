import LintCore
import LocaleServices
import StringCatalog

/// Source-language plural variations without the forms the source language needs.
public struct SourcePluralIncompleteRule: CatalogRule {
    public static let description = RuleDescription(
        identifier: "source-plural-incomplete",
        name: "Incomplete source plural",
        summary: "The source language's plural variation lacks one of its own categories (English: one and other).",
        rationale:
            "Translators start from the source forms, and the app falls back to them: an English plural without `one` prints \"1 flows\".",
        reference: "CH32 §11.3",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample(
                """
                en plural.other: screen.flows.count = %lld flows
                """)
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                en plural.one: screen.flows.count = %lld flow
                en plural.other: screen.flows.count = %lld flows
                """)
        ]
    )

    public init() {}

    public func check(entry: EntryContext, into findings: inout [Finding]) {
        let language = entry.catalog.catalog.sourceLanguage
        guard let source = entry.sourceNode, let profile = entry.catalog.pluralProfiles[language] else { return }
        for site in source.pluralSites {
            let present = Set(site.set.cases.map(\.name))
            for category in profile.required where !present.contains(category.rawValue) {
                findings.append(
                    entry.finding(
                        Self.description, "the source plural of \"\(entry.entry.key)\" has no \"\(category.rawValue)\" form",
                        offset: site.set.offset, locale: language, element: site.path + "." + category.rawValue,
                        data: [
                            FindingValue("missing", category.rawValue),
                            FindingValue("required", profile.required.map(\.rawValue).joined(separator: " ")),
                        ],
                        fix: "add the \(category.rawValue) form in \(language)"
                    ))
            }
        }
    }
}
