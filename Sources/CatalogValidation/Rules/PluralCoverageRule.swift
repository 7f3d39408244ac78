import LintCore
import LocaleServices
import SourceText
import StringCatalog

/// Plural forms summed up per catalog and language: one finding for a language whose plurals
/// lack forms it needs or carry forms it never uses, in place of one plural-category-missing or
/// plural-category-unused finding per key (which `--detail` lists instead, or this rule turned off).
public struct PluralCoverageRule: CatalogRule {
    public static let description = RuleDescription(
        identifier: "plural-coverage",
        name: "Plural forms per language",
        summary:
            "A language's plurals lack forms the language needs, or carry forms it never uses: "
            + "counted per catalog and language.",
        rationale: """
            A translation platform that exports every language with `one` and `other` only leaves Arabic, Polish or Welsh without \
            the forms most counts choose (CH32 §11.3), and it does so for every plural of the table at once: Nextcloud Talk's \
            `.stringsdict` files lack forms, or carry forms the language never uses, in up to 44 plurals of each of 55 languages. \
            One finding per key and language (2,235 there) would bury the findings a developer must act on, while the fix is one \
            setting or one pass per language. So the keys \
            plural-category-missing and plural-category-unused find are counted per catalog and language and listed in the \
            finding's data (missingFormKeys, unusedFormKeys); `--detail` lists them one by one with their places. The finding \
            keeps the most severe of the findings it sums up: P1 when a missing form is one everyday counts choose.
            """,
        reference: "CH32 §11.3",
        defaultSeverity: .p2,
        triggeringExamples: [
            // Two Polish plurals with one and other only: one finding for Polish.
            RuleExample(
                """
                en plural.one: screen.flows.count = %lld flow
                en plural.other: screen.flows.count = %lld flows
                pl plural.one: screen.flows.count = %lld przepływ
                pl plural.other: screen.flows.count = %lld przepływów
                en plural.one: screen.steps.count = %lld step
                en plural.other: screen.steps.count = %lld steps
                pl plural.one: screen.steps.count = %lld krok
                pl plural.other: screen.steps.count = %lld kroków
                """, severity: .p1),
            // A form Japanese never uses: one P2 finding for Japanese.
            RuleExample(
                """
                en plural.one: screen.flows.count = %lld flow
                en plural.other: screen.flows.count = %lld flows
                ja plural.one: screen.flows.count = %lld 件のフロー
                ja plural.other: screen.flows.count = %lld 件のフロー
                """, severity: .p2),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                en plural.one: screen.flows.count = %lld flow
                en plural.other: screen.flows.count = %lld flows
                pl plural.one: screen.flows.count = %lld przepływ
                pl plural.few: screen.flows.count = %lld przepływy
                pl plural.many: screen.flows.count = %lld przepływów
                pl plural.other: screen.flows.count = %lld przepływu
                ja plural.other: screen.flows.count = %lld 件のフロー
                """)
        ]
    )

    public static let summarizedRules: [any CatalogRule.Type] = [PluralCategoryMissingRule.self, PluralCategoryUnusedRule.self]

    public init() {}

    /// The keys of one language, by what their plurals get wrong.
    private struct Coverage {
        var missing: [String] = [], unused: [String] = []
        var counted = Set<String>()
        /// The forms missing and unused, over all keys.
        var missingForms = Set<String>(), unusedForms = Set<String>()
        var severity = Severity.p2
        var location: SourceLocation?
    }

    public func summarize(_ findings: inout [Finding], catalog: CatalogContext) {
        let missingRule = PluralCategoryMissingRule.description.identifier
        let unusedRule = PluralCategoryUnusedRule.description.identifier
        var coverage: [String: Coverage] = [:]
        findings.removeAll { finding in
            guard finding.ruleID == missingRule || finding.ruleID == unusedRule, let locale = finding.subject.locale else { return false }
            var language = coverage[locale, default: Coverage()]
            let forms = Set(
                (finding.data.first { $0.name == (finding.ruleID == missingRule ? "missing" : "category") }?.value ?? "")
                    .split(separator: " ").map(String.init))
            let key = finding.subject.scope
            // A key with several plurals (substitutions) is counted once for each kind.
            let isNew = language.counted.insert(finding.ruleID + "\u{0}" + key).inserted
            if finding.ruleID == missingRule {
                if isNew { language.missing.append(key) }
                language.missingForms.formUnion(forms)
            } else {
                if isNew { language.unused.append(key) }
                language.unusedForms.formUnion(forms)
            }
            language.severity = min(language.severity, finding.severity)
            language.location = language.location ?? finding.location
            coverage[locale] = language
            return true
        }
        for locale in coverage.keys.sorted() {
            let language = coverage[locale]!
            let profile = catalog.pluralProfiles[locale]
            // In the order CLDR gives the forms (zero, one, two, few, many, other).
            let order = PluralCategory.allCases.map(\.rawValue)
            func ordered(_ forms: Set<String>) -> [String] { order.filter(forms.contains) + forms.subtracting(order).sorted() }
            let missingForms = ordered(language.missingForms), unusedForms = ordered(language.unusedForms)
            let reach = profile.map { profile in
                missingForms.compactMap { PluralCategory(rawValue: $0) }.reduce(0) { $0 + (profile.reach[$1] ?? 0) }
            }
            var parts: [String] = []
            if !language.missing.isEmpty {
                parts.append(
                    "\(Self.count(language.missing)) \(language.missing.count == 1 ? "lacks" : "lack") \(Self.forms(missingForms))"
                        + (reach.map { " (\(PluralProfile.percent($0)) of everyday counts)" } ?? "") + Self.examples(language.missing))
            }
            if !language.unused.isEmpty {
                parts.append(
                    "\(Self.count(language.unused)) \(language.unused.count == 1 ? "carries" : "carry") \(Self.forms(unusedForms)), "
                        + "which \(locale) never uses" + Self.examples(language.unused))
            }
            findings.append(
                Finding(
                    ruleID: Self.description.identifier, severity: language.severity,
                    message: "\(locale) plurals: " + parts.joined(separator: "; "),
                    location: language.location, subject: FindingSubject(scope: catalog.path, locale: locale),
                    data: [
                        FindingValue("missingForms", missingForms.joined(separator: " ")),
                        FindingValue("missingFormKeys", language.missing.joined(separator: "\n")),
                        FindingValue("unusedForms", unusedForms.joined(separator: " ")),
                        FindingValue("unusedFormKeys", language.unused.joined(separator: "\n")),
                        FindingValue("required", profile?.categories.map(\.rawValue).joined(separator: " ") ?? ""),
                    ],
                    fixHint: "give every plural of \(locale) exactly the forms \(locale) uses"
                        + (profile.map { " (\($0.categories.map(\.rawValue).joined(separator: ", ")))" } ?? "")
                        + "; `handz-lint catalog validate --detail` lists each key with its place",
                    reference: Self.description.reference
                ))
        }
    }

    private static func count(_ keys: [String]) -> String { keys.count == 1 ? "1 plural" : "\(keys.count) plurals" }

    /// `the few form`, `the zero, two, few, many forms`.
    private static func forms(_ names: [String]) -> String { "the \(names.joined(separator: ", ")) form" + (names.count > 1 ? "s" : "") }

    /// ` ("a", "b", "c" …)`, as translation-progress lists its keys.
    private static func examples(_ keys: [String]) -> String { " (" + TranslationProgressRule.firstKeys(keys) + ")" }
}
