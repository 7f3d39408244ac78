import LintCore
import LocaleServices
import StringCatalog

/// A language code ICU has no data for: its plurals and formats cannot be checked.
public struct UnknownLocaleRule: CatalogRule {
    public static let description = RuleDescription(
        identifier: "unknown-locale",
        name: "Unknown locale",
        summary: "A catalog language is not a locale ICU knows.",
        rationale:
            "iOS falls back to the source language for an unknown code, so the "
            + "translation is never shown; plural rules cannot be checked either.",
        reference: "CH32 §11.5",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample(
                """
                en: screen.home.title = Home
                sp: screen.home.title = Inicio
                """)
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                en: screen.home.title = Home
                es-419: screen.home.title = Inicio
                zh-Hant: screen.home.title = 首頁
                """)
        ]
    )

    public init() {}

    public func check(catalog: CatalogContext, into findings: inout [Finding]) {
        for language in Set(catalog.catalog.languages + catalog.targetLocales).sorted() where catalog.pluralProfiles[language] == nil {
            let first = catalog.catalog.entries.lazy.compactMap { $0.localization(language) }.first
            var reason = "ICU has no plural rules for it"
            do { _ = try LocaleID(language) } catch { reason = String(describing: error) }
            findings.append(
                Finding(
                    ruleID: Self.description.identifier, severity: Self.description.defaultSeverity,
                    message: reason,
                    location: catalog.location(first?.offset ?? -1),
                    subject: FindingSubject(scope: "*", locale: language),
                    data: [FindingValue("locale", language)],
                    fixHint: "use a BCP 47 code such as es, pt-BR or zh-Hant", reference: Self.description.reference
                ))
        }
    }
}
