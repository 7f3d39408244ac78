import LintCore
import StringCatalog

/// A plural variation whose forms are all the same text.
public struct PluralFormsIdenticalRule: CatalogRule {
    public static let description = RuleDescription(
        identifier: "plural-forms-identical",
        name: "Identical plural forms",
        summary: "Every form of a plural variation has the same text.",
        rationale: """
            Either the forms were copied without translating them, or the variation is not needed. In languages that inflect nouns \
            by count the result reads wrong for most numbers. Forms copied from the source are a defect; the same translated text \
            in every form needs review, since some nouns do not change ("Nutzer", a loanword, a unit). Not reported: languages whose \
            nouns stay singular after every numeral (Turkish, Hungarian, Persian, Georgian and others), a translation whose source \
            forms are identical too (a label the source does not vary either), and source forms without a number ("Following" \
            for every count: the variation is there for the languages that need it).
            """,
        reference: "CH32 §11.3",
        defaultSeverity: .p2,
        triggeringExamples: [
            RuleExample(
                """
                en plural.one: screen.flows.count = %lld flow
                en plural.other: screen.flows.count = %lld flows
                es plural.one: screen.flows.count = %lld flows
                es plural.many: screen.flows.count = %lld flows
                es plural.other: screen.flows.count = %lld flows
                """),
            RuleExample(
                """
                en plural.one: screen.flows.count = %lld flow
                en plural.other: screen.flows.count = %lld flows
                es plural.one: screen.flows.count = %lld flujos
                es plural.many: screen.flows.count = %lld flujos
                es plural.other: screen.flows.count = %lld flujos
                """, outcome: .needsReview),
            RuleExample(
                """
                en plural.one: screen.items.count = %lld items
                en plural.other: screen.items.count = %lld items
                """),
            // Copied from the source, in a language whose nouns stay singular after numerals too.
            RuleExample(
                """
                en plural.one: cookies.count = %d cookie
                en plural.other: cookies.count = %d cookies
                tr plural.one: cookies.count = %d cookies
                tr plural.other: cookies.count = %d cookies
                """),
        ],
        nonTriggeringExamples: [
            // Cork: Chinese forms Xcode added for English's categories, all alike as Chinese has one.
            RuleExample(
                """
                en plural.one: packages.count = %lld package
                en plural.other: packages.count = %lld packages
                zh-Hans plural.one: packages.count = %lld 个软件包
                zh-Hans plural.other: packages.count = %lld 个软件包
                """),
            RuleExample(
                """
                en plural.one: screen.flows.count = %lld flow
                en plural.other: screen.flows.count = %lld flows
                ja plural.other: screen.flows.count = %lld 件
                """),
            // OnionBrowser: Turkish, Hungarian and Persian nouns stay singular after numerals.
            RuleExample(
                """
                en plural.one: cookies.count = %d cookie
                en plural.other: cookies.count = %d cookies
                tr plural.one: cookies.count = %d çerez
                tr plural.other: cookies.count = %d çerez
                hu plural.one: cookies.count = %d süti
                hu plural.other: cookies.count = %d süti
                """),
            // damus: the source's forms are one label for every count, and so are the translation's.
            RuleExample(
                """
                en plural.one: profile.following = Following
                en plural.other: profile.following = Following
                de plural.one: profile.following = Folge ich
                de plural.other: profile.following = Folge ich
                """),
        ]
    )

    /// Languages (ISO 639 codes) whose counted nouns stay singular after every numeral
    /// ("2 elma", "2 alma", "2 სიბ"): identical forms are their grammar.
    static let numeralsTakeSingular: Set<Substring> = ["az", "eu", "fa", "hu", "hy", "ka", "kk", "ky", "tk", "tr", "uz"]

    public init() {}

    public func check(entry: EntryContext, into findings: inout [Finding]) {
        let sourceLanguage = entry.catalog.catalog.sourceLanguage
        var localizations = entry.translations.compactMap(\.localization)
        if let source = entry.entry.localization(sourceLanguage) { localizations.append(source) }
        let sourceSites = entry.sourceNode.map { Dictionary($0.pluralSites.map { ($0.path, $0.set) }, uniquingKeysWith: { a, _ in a }) }
        for localization in localizations where localization.content.hasVariationsOrSubstitutions {
            // Chinese and Japanese have one form for every count (CLDR's `other`): its copies are right, and the
            // forms it never uses are plural-category-unused's matter.
            if let profile = entry.catalog.pluralProfiles[localization.language], profile.categories.count == 1 { continue }
            let isSource = localization.language == sourceLanguage
            let singularAfterNumerals = Self.numeralsTakeSingular.contains(localization.language.languageSubtag)
            for site in localization.content.pluralSites where site.set.cases.count > 1 {
                guard let value = Self.onlyValue(of: site.set) else { continue }
                let sourceValues = sourceSites?[site.path].map { Set($0.cases.compactMap(\.node.unit?.value)) } ?? []
                let copied: Bool
                if isSource {
                    // "Following" for every count leaves room for the languages that vary it.
                    guard Self.showsCount(value) else { continue }
                    copied = true
                } else {
                    guard sourceValues.count != 1 else { continue }
                    copied = sourceValues.contains(value)
                    // Turkish "2 çerez": identical forms are the grammar, unless copied from the source.
                    if singularAfterNumerals, !copied { continue }
                }
                findings.append(
                    entry.finding(
                        Self.description, outcome: copied ? .violation : .needsReview,
                        "all \(site.set.cases.count) \(localization.language) plural forms of \"\(entry.entry.key)\" read \"\(value)\""
                            + (copied ? "" : "; check whether the language inflects this word by count"),
                        offset: site.set.offset, locale: localization.language, element: site.path,
                        data: [FindingValue("forms", String(site.set.cases.count)), FindingValue("value", value)],
                        fix: "inflect each form for its numbers, or remove the plural variation if the language does not need it"
                    ))
            }
        }
    }

    /// The text every form of `set` has, when they all have the same.
    static func onlyValue(of set: VariationSet) -> String? {
        let values = set.cases.compactMap(\.node.unit?.value)
        guard values.count == set.cases.count, let first = values.first, values.allSatisfy({ $0 == first }) else { return nil }
        return first
    }

    /// Whether a form writes the count (a number specifier or a substitution; `%@` is more often
    /// a name: "%@ liked your post" for every count leaves room for the languages that vary it).
    static func showsCount(_ text: String) -> Bool {
        ImpliedQuantityRule.showsNumber(FormatString(text))
    }
}
