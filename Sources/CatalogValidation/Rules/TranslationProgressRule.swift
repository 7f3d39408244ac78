import LintCore
import SourceText
import StringCatalog

/// Translation work summed up per catalog and language: one finding for a language that is
/// not complete, in place of one missing-translation, untranslated or unreviewed-translation
/// finding per key (which `--detail` lists instead, or this rule turned off).
public struct TranslationProgressRule: CatalogRule {
    public static let description = RuleDescription(
        identifier: "translation-progress",
        name: "Translation progress",
        summary:
            "A language of a catalog is not completely translated: keys missing, "
            + "marked new or needs_review, or left in the source language.",
        rationale: """
            Users of that language read the development language, or text that may no longer match the UI, where those keys show (CH32 \
            §11.1). Translation is a localizer's work measured per language, as Xcode shows a percentage per language and compare-locales \
            a summary per locale; one finding per key and language would bury the code findings a developer must act on. So the keys \
            missing-translation, untranslated and unreviewed-translation find are counted per catalog and language (each key once, as \
            missing, else untranslated, else needs review) and listed in the finding's data (missingKeys, needsReviewKeys, \
            untranslatedKeys); `--detail` lists them one by one with their places. A language the rules file requires (`translations: { \
            required: [de], minimumComplete: 100 }`) is P1 below the threshold; any other incomplete language is P2. The percentage counts \
            the translatable keys that are not stale.
            """,
        reference: "CH32 §11.1",
        defaultSeverity: .p2,
        triggeringExamples: [
            RuleExample(
                """
                en: screen.home.title = Home
                en: screen.home.subtitle = Your flows
                es: screen.home.title = Inicio
                """),
            RuleExample(
                """
                en: screen.home.title = Home
                en: screen.home.subtitle = Your flows
                es: screen.home.title = Inicio
                """, severity: .p1, configuration: "catalog: { translations: { required: [es] } }"),
            // Missing in one language, unreviewed in another: one finding per language.
            RuleExample(
                """
                en: screen.home.title = Home
                en: screen.home.subtitle = Your flows
                de: screen.home.title = Start
                de (needs_review): screen.home.subtitle = Deine Abläufe
                fr: screen.home.title = Accueil
                """, findings: 2),
            // Half is enough for this team: below 100% it is still reported, as a P2.
            RuleExample(
                """
                en: screen.home.title = Home
                en: screen.home.subtitle = Your flows
                es: screen.home.title = Inicio
                """, severity: .p2, configuration: "catalog: { translations: { required: [es], minimumComplete: 50 } }"),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                en: screen.home.title = Home
                es: screen.home.title = Inicio
                """),
            RuleExample(
                """
                @notranslate common.brand.name
                en: common.brand.name = Handz
                en: screen.home.title = Home
                es: screen.home.title = Inicio
                """),
        ]
    )

    /// The languages that must be complete, and how complete.
    public struct Requirement: Sendable, Equatable {
        public var required: [String] = []
        /// Percent, 0…100.
        public var minimumComplete: Double = 100

        public init(required: [String] = [], minimumComplete: Double = 100) {
            self.required = required
            self.minimumComplete = minimumComplete
        }

        static let schema = """
            { "type": "object", "additionalProperties": false, "properties": { "required": { "type": "array", "items": { "type": "string" }\
             }, "minimumComplete": { "type": "number", "minimum": 0, "maximum": 100 } } }
            """

        static func read(_ input: OptionInput, context: String) throws(InputError) -> Requirement {
            var requirement = Requirement()
            for (field, value) in try input.fields(of: context, known: ["required", "minimumComplete"]) {
                if field == "required" {
                    requirement.required = try value.texts(of: context + ".required")
                } else {
                    requirement.minimumComplete = try value.number(of: context + ".minimumComplete", in: 0...100)
                }
            }
            return requirement
        }

        func isRequired(_ language: String) -> Bool {
            let wanted = Self.normalized(language)
            return required.contains { Self.normalized($0) == wanted }
        }

        /// "pt_BR" and "pt-br" name the same language as "pt-BR".
        static func normalized(_ language: String) -> String { language.replacingAll("_", with: "-").lowercased() }
    }

    public struct Options: RuleOptions {
        public var translations = Requirement()
        public init() {}
        public static let fields: [OptionField<Options>] = [
            .structured(
                "translations", \.translations, schema: Requirement.schema,
                "required: languages that must be complete (P1 below minimumComplete percent; others are P2 when incomplete)",
                read: { input, context throws(InputError) in try Requirement.read(input, context: context) },
                show: {
                    "{ required: \(OptionField<Options>.showList($0.required)), "
                        + "minimumComplete: \(OptionField<Options>.describe($0.minimumComplete)) }"
                })
        ]
    }

    public static let summarizedRules: [any CatalogRule.Type] = [
        MissingTranslationRule.self, UntranslatedRule.self, UnreviewedTranslationRule.self,
    ]

    let options: Options

    public init(options: Options) { self.options = options }

    /// The keys of one language, by kind of work left.
    private struct Work {
        var missing = Set<String>(), untranslated = Set<String>(), needsReview = Set<String>()
    }

    public func summarize(_ findings: inout [Finding], catalog: CatalogContext) {
        let summed = Set(Self.summarizedRules.map { $0.description.identifier })
        var work: [String: Work] = [:]
        findings.removeAll { finding in
            guard summed.contains(finding.ruleID), let locale = finding.subject.locale else { return false }
            switch finding.ruleID {
            case MissingTranslationRule.description.identifier: work[locale, default: Work()].missing.insert(finding.subject.scope)
            case UntranslatedRule.description.identifier: work[locale, default: Work()].untranslated.insert(finding.subject.scope)
            default: work[locale, default: Work()].needsReview.insert(finding.subject.scope)
            }
            return true
        }
        guard !work.isEmpty else { return }
        let entries = catalog.catalog.entries
        let total = entries.reduce(0) { $0 + ($1.isTranslatable && $1.extractionState != "stale" && !catalog.isStray($1) ? 1 : 0) }
        let order = Dictionary(entries.enumerated().map { ($0.element.key, $0.offset) }, uniquingKeysWith: { first, _ in first })
        func sorted(_ keys: Set<String>) -> [String] { keys.sorted { (order[$0] ?? .max, $0) < (order[$1] ?? .max, $1) } }
        for locale in catalog.targetLocales {
            guard let found = work[locale] else { continue }
            // Each key counts once: missing, else untranslated, else needs review.
            let missing = sorted(found.missing)
            let untranslated = sorted(found.untranslated.subtracting(found.missing))
            let needsReview = sorted(found.needsReview.subtracting(found.missing).subtracting(found.untranslated))
            let isRequired = options.translations.isRequired(locale)
            let progress = TranslationProgress(
                catalog: catalog.path, language: locale, total: total, missing: missing.count, needsReview: needsReview.count,
                untranslated: untranslated.count, isRequired: isRequired)
            let belowMinimum = isRequired && progress.percentComplete < options.translations.minimumComplete
            findings.append(
                Finding(
                    ruleID: Self.description.identifier, severity: belowMinimum ? .p1 : .p2,
                    message: Self.message(
                        progress, missing: missing, needsReview: needsReview, untranslated: untranslated,
                        minimum: belowMinimum ? options.translations.minimumComplete : nil),
                    location: Self.place(of: locale, in: catalog),
                    subject: FindingSubject(scope: catalog.path, locale: locale),
                    data: progress.data(
                        missingKeys: missing, needsReviewKeys: needsReview, untranslatedKeys: untranslated,
                        minimumComplete: isRequired ? options.translations.minimumComplete : nil),
                    fixHint: "translate the keys listed in missingKeys and untranslatedKeys and review those in needsReviewKeys; "
                        + "`handz-lint catalog validate --detail` lists each with its place",
                    reference: Self.description.reference
                ))
        }
    }

    /// "de is 87.5% translated (112 of 128 keys): 12 missing ("a", "b" …), 3 need review, 1 untranslated".
    static func message(_ progress: TranslationProgress, missing: [String], needsReview: [String], untranslated: [String], minimum: Double?)
        -> String
    {
        func part(_ keys: [String], _ what: String) -> String? {
            guard !keys.isEmpty else { return nil }
            return "\(keys.count) \(what) (\(firstKeys(keys)))"
        }
        let parts = [
            part(missing, "missing"), part(needsReview, needsReview.count == 1 ? "needs review" : "need review"),
            part(untranslated, "untranslated"),
        ]
        let required = minimum.map { "; the rules file requires \(OptionField<NoOptions>.describe($0))%" } ?? ""
        return "\(progress.language) is \(progress.percentText) translated (\(progress.translated) of \(progress.total) keys): "
            + parts.compactMap { $0 }.joined(separator: ", ") + required
    }

    /// The first three keys of a summing finding's list, quoted: `"a", "b", "c" …`.
    static func firstKeys(_ keys: [String]) -> String {
        keys.prefix(3).map { "\"\(DuplicateKeyRule.clipped($0))\"" }.joined(separator: ", ") + (keys.count > 3 ? " …" : "")
    }

    /// The start of the language's own table when the catalog is a folder of tables, else the
    /// start of the catalog file.
    static func place(of language: String, in catalog: CatalogContext) -> SourceLocation? {
        guard let files = catalog.sources?.files else { return nil }
        let folder = "/" + language + ".lproj/"
        let index =
            files.firstIndex { ("/" + $0.path).contains(folder) && $0.path.hasSuffix(".strings") }
            ?? files.firstIndex { ("/" + $0.path).contains(folder) } ?? 0
        return catalog.location(SourceSet.offset(0, inFile: index))
    }
}
