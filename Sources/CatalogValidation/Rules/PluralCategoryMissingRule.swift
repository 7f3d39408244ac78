import LintCore
import LocaleServices
import StringCatalog

/// A plural variation without forms the language's CLDR rules need, graded by how many
/// everyday counts fall back to `other`.
public struct PluralCategoryMissingRule: CatalogRule {
    public static let description = RuleDescription(
        identifier: "plural-category-missing",
        name: "Missing plural form",
        summary: "A plural variation lacks categories the locale's CLDR rules use; P1 or P2 by the share of everyday counts they cover.",
        rationale: """
            When the rules pick a category the string lacks, iOS falls back to `other`: Polish shows "5 pliki" for "5 plików", Arabic \
            shows the wrong noun form for 2 and 11 (CH32 §11.3). A missing form is as serious as the counts it covers. Its reach is the \
            share of everyday counts that select it: the counts 0–1,000 and the round thousands and millions up to a billion, each count \
            n weighted 1/(n+1) because small counts are shown far more often (ICU's rules decide each count). Russian `many` (0, 5–20, \
            25–30 …) reaches 63%, `few` 25%, English `one` 7%, Arabic `two` 4.5%, Spanish and French `many` (exact millions) 0%. P1 \
            from `minimumReach` up, else P2. Also P2: forms `other` can stand in for, in languages whose whole numbers never select \
            `other` (Russian, Polish: `other` is for fractions, so translators often write the missing form there): one missing category \
            when `other` differs from every form present, or categories without 1 when no form shows the number (a plural wording such as \
            "эти списки" reads right for 2 and 5). Then the finding asks to check `other` for those counts. A form only \
            fractions select (Czech `many`) is not asked of a plural whose count is an integer (`%lld`). One finding per plural, \
            naming every missing category, with their reach in its data.
            """,
        reference: "CH32 §11.3",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample(
                """
                en plural.one: screen.flows.count = %lld flow
                en plural.other: screen.flows.count = %lld flows
                pl plural.one: screen.flows.count = %lld przepływ
                pl plural.other: screen.flows.count = %lld przepływu
                """, severity: .p1),
            RuleExample(
                """
                en plural.one: screen.flows.count = %lld flow
                en plural.other: screen.flows.count = %lld flows
                fr plural.one: screen.flows.count = %lld flux
                fr plural.other: screen.flows.count = %lld flux
                """, severity: .p2),
            RuleExample(
                """
                en: screen.flows.count = %#@flows@
                en substitutions.flows.plural.one: screen.flows.count = %arg flow
                en substitutions.flows.plural.other: screen.flows.count = %arg flows
                @substitution en screen.flows.count flows 1 lld
                ru: screen.flows.count = %#@flows@
                ru substitutions.flows.plural.one: screen.flows.count = %arg поток
                ru substitutions.flows.plural.other: screen.flows.count = %arg потока
                @substitution ru screen.flows.count flows 1 lld
                """, severity: .p1),
            // Wikipedia: `other` repeats `many`, so 1 and 21 read "1 дней".
            RuleExample(
                """
                ru: page.edited = %#@v0@
                ru substitutions.v0.plural.few: page.edited = Изменено %1$d дня назад
                ru substitutions.v0.plural.many: page.edited = Изменено %1$d дней назад
                ru substitutions.v0.plural.other: page.edited = Изменено %1$d дней назад
                @substitution ru page.edited v0 - d
                """, severity: .p1),
            // N6 (Wikipedia): `other` holds the many form ("статей"), which Russian whole
            // numbers never select otherwise: P2, check it.
            RuleExample(
                """
                ru: articles.add = Добавить %#@v0@ в список
                ru substitutions.v0.plural.one: articles.add = %1$d статью
                ru substitutions.v0.plural.few: articles.add = %1$d статьи
                ru substitutions.v0.plural.other: articles.add = %1$d статей
                @substitution ru articles.add v0 - d
                """, severity: .p2),
            // N6: no number shown; the plural wording in `other` reads right for 2 and 5.
            RuleExample(
                """
                ru: lists.delete = Удалить %#@v0@?
                ru substitutions.v0.plural.one: lists.delete = список
                ru substitutions.v0.plural.other: lists.delete = списки
                @substitution ru lists.delete v0 - d
                """, severity: .p2),
            // minimumReach: Russian `few` covers about a quarter of everyday counts.
            RuleExample(
                """
                ru plural.one: screen.flows.count = %lld поток
                ru plural.many: screen.flows.count = %lld потоков
                ru plural.other: screen.flows.count = %lld потоков
                """, severity: .p2, configuration: "rules: { plural-category-missing: { minimumReach: 50 } }"),
        ],
        nonTriggeringExamples: [
            // Cork: Czech `many` is for fractions, which a whole count never is.
            RuleExample(
                """
                en plural.one: packages.count = %lld package
                en plural.other: packages.count = %lld packages
                cs plural.one: packages.count = %lld balíček
                cs plural.few: packages.count = %lld balíčky
                cs plural.other: packages.count = %lld balíčků
                """),
            RuleExample(
                """
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

    public struct Options: RuleOptions {
        /// In percent of everyday counts.
        public var minimumReach = 1.0
        public init() {}
        public static let fields: [OptionField<Options>] = [
            .number(
                "minimumReach", \.minimumReach, in: 0...100,
                "share of everyday counts (percent) the missing forms must cover for P1; below it, P2")
        ]
    }

    let options: Options
    public init(options: Options) { self.options = options }

    public func check(entry: EntryContext, into findings: inout [Finding]) {
        for (locale, localization) in entry.translations {
            guard let localization, localization.content.hasVariationsOrSubstitutions, let profile = entry.catalog.pluralProfiles[locale]
            else { continue }
            let content = localization.content
            for site in content.pluralSites {
                let present = Set(site.set.cases.map(\.name))
                // Czech `many` is for fractions only: a whole count (`%lld`) never selects it. (`other` is the form
                // Foundation falls back to, needed whatever the count.)
                let wholeCount = Self.countsWholeNumbers(site, entry: entry)
                let missing = profile.categories.filter { category in
                    !present.contains(category.rawValue)
                        && !(wholeCount && category != .other && (profile.integerSamples[category] ?? []).isEmpty)
                }
                guard !missing.isEmpty else { continue }
                let standIn = standsIn(for: missing, site: site, in: content, profile: profile)
                let reach = missing.reduce(0) { $0 + (profile.reach[$1] ?? 0) }
                let unservedReach = missing.filter { !standIn.contains($0) }.reduce(0) { $0 + (profile.reach[$1] ?? 0) }
                let severity: Severity = unservedReach * 100 >= options.minimumReach ? .p1 : .p2
                let names = missing.map(\.rawValue)
                let numbers = missing.map { category in (profile.integerSamples[category] ?? []).prefix(3).joined(separator: ", ") }.filter
                { !$0.isEmpty }
                var message =
                    "the \(locale) plural of \"\(entry.entry.key)\" has no \(names.joined(separator: ", ")) form"
                    + (names.count > 1 ? "s" : "")
                message +=
                    numbers.isEmpty
                    ? " (used only for fractions)"
                    : " (used for \(numbers.joined(separator: "; "))…: \(PluralProfile.percent(reach)) of everyday counts)"
                if !standIn.isEmpty, severity == .p2 {
                    message += "; other (\"\(site.set["other"]?.unit?.value ?? "")\") stands in: check that it reads right for those counts"
                }
                findings.append(
                    entry.finding(
                        Self.description, severity: severity, message,
                        offset: site.set.offset, locale: locale, element: site.path,
                        data: [
                            FindingValue("missing", names.joined(separator: " ")), FindingValue("reach", PluralProfile.percent(reach)),
                            FindingValue("required", profile.categories.map(\.rawValue).joined(separator: " ")),
                            FindingValue("present", site.set.cases.map(\.name).joined(separator: " ")),
                        ],
                        fix:
                            "add the \(names.joined(separator: " and ")) "
                            + "form\(names.count > 1 ? "s" : ""); `handz-lint locale info \(locale)` "
                            + "lists the numbers each form covers"
                    ))
            }
        }
    }

    /// Whether the count a plural chooses its form by is an integer in the source (`%lld`, `%d`).
    static func countsWholeNumbers(_ site: PluralSite, entry: EntryContext) -> Bool {
        guard let source = entry.sourceArguments, let position = source.sites[site.path]?.countPosition,
            let kinds = source.reads[position]?.map(\.kind), !kinds.isEmpty
        else { return false }
        return kinds.allSatisfy(\.isInteger)
    }

    /// The missing categories `other` can plausibly stand in for (see the rationale).
    private func standsIn(for missing: [PluralCategory], site: PluralSite, in content: StringNode, profile: PluralProfile) -> Set<
        PluralCategory
    > {
        guard !profile.otherTakesWholeNumbers, let other = site.set["other"]?.unit?.value, !missing.contains(.other) else { return [] }
        let isForm = site.path.hasPrefix("substitutions.")
        let substitution = isForm ? String(site.path.split(separator: ".")[1]) : nil
        let format = FormatString(other, isSubstitutionForm: isForm)
        let showsNumber =
            format.pieces.contains(.substitutionArgument)
            || format.specifiers.contains { $0.argumentKind.isInteger || $0.argumentKind == .floatingPoint }
            || substitution.map { content.showsNumberBeside($0) } == true
        if !showsNumber {
            return Set(missing.filter { $0 != profile.singularCategory && !(profile.integerSamples[$0] ?? []).contains("1") })
        }
        let wholeNumberCategories = missing.filter { (profile.reach[$0] ?? 0) > 0 }
        let distinct = site.set.cases.allSatisfy { $0.name == "other" || $0.node.unit?.value != other }
        return wholeNumberCategories.count == 1 && distinct ? Set(wholeNumberCategories) : []
    }
}
