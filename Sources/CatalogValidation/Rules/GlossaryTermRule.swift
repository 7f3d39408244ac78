import LintCore
import StringCatalog

/// A translation that translated, lost or altered a term the glossary keeps, or that does not
/// use the glossary's translation of a term.
public struct GlossaryTermRule: CatalogRule {
    public static let description = RuleDescription(
        identifier: "glossary-term",
        name: "Glossary term",
        summary:
            "A translation lacks or alters a term the glossary keeps (a brand name), or does not use the glossary's translation of a term.",
        rationale: """
            Brand and product names stay as they are in every language (CH32 §11.2), and a term the app translates one way in one screen \
            and another way in the next confuses users. The rules file's `glossary:` lists both: `keep` terms must appear in each \
            translation whose source has them, as written, though languages with cases may add an ending ("Home Assistanta" in Czech, \
            "CarPlayga" in Estonian); a kept term found only in another case is reported as altered. `translations` give, per language, \
            the word (or the accepted words) a translation must use where its source has the term or its plural. Found as words ("Pro" is \
            not in "Protect"); a translation may inflect an accepted word after its start ("Ablauf", "Abläufe" need both listed; \
            "поток", "потока" need only the first).
            """,
        reference: "CH32 §11.2",
        defaultSeverity: .p2,
        triggeringExamples: [
            RuleExample(
                """
                en: paywall.title = Upgrade to Handz Pro
                de: paywall.title = Auf Handz Profi upgraden
                ru: paywall.title = Перейти на Хэндз Pro
                fr: paywall.title = Passer à handz Pro
                """, findings: 3, configuration: "glossary: { keep: [Handz, Pro] }"),
            // Home Assistant (tr): the name misspelled.
            RuleExample(
                """
                en: manual_setup.title = Your Home Assistant URL
                tr: manual_setup.title = Home Asistanınızın URL'si
                """, configuration: "glossary: { keep: [Home Assistant] }"),
            RuleExample(
                """
                en: builder.empty = Create your first flow
                de: builder.empty = Erstelle deinen ersten Fluss
                fr: builder.empty = Créez votre premier flux
                """, configuration: "glossary: { translations: { flow: { de: Ablauf, fr: flux } } }"),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                en: paywall.title = Upgrade to Handz Pro
                de: paywall.title = Auf Handz Pro upgraden
                ja: paywall.title = Handz Proにアップグレード
                en: settings.protect = Protect your data
                de: settings.protect = Schütze deine Daten
                """, configuration: "glossary: { keep: [Handz, Pro] }"),
            // Home Assistant: a name with the case ending its language needs.
            RuleExample(
                """
                en: reauthenticate.title = Reconnect Home Assistant
                cs: reauthenticate.title = Znovu připojit Home Assistanta
                en: failed_connect.title = We couldn't connect to Home Assistant
                hu: failed_connect.title = Nem sikerült csatlakozni a Home Assistanthoz
                """, configuration: "glossary: { keep: [Home Assistant] }"),
            // The plural of a term and an inflected translation.
            RuleExample(
                """
                en: builder.count = Your flows
                de: builder.count = Deine Abläufe
                ru: builder.count = Ваши потоки
                """, configuration: "glossary: { translations: { flow: { de: [Ablauf, Abläufe], ru: поток } } }"),
            // A string the glossary marks as not for translation.
            RuleExample(
                """
                en: debug.title = [debug] Handz Pro internals
                de: debug.title = [debug] Interna
                """, configuration: "glossary: { keep: [Handz, Pro], notForTranslation: ['[debug]'] }"),
        ]
    )

    public struct Options: RuleOptions {
        public var glossary = Glossary()
        public init() {}
        public static let fields: [OptionField<Options>] = [.glossary(\.glossary)]
    }

    public static let checksUnits = true
    let options: Options

    public init(options: Options) {
        self.options = options
    }

    public func check(unit: UnitContext, in entry: EntryContext, into findings: inout [Finding]) {
        let glossary = options.glossary
        guard !glossary.isEmpty, entry.comparesText(of: unit) else { return }
        let source = entry.maskedSource(ofPath: unit.path).text
        guard !glossary.marksNotForTranslation(source) else { return }
        let text = unit.maskedText
        for term in glossary.keep
        where TermSearch.occurs(term, in: source, ignoringCase: false)
            && !TermSearch.occurs(term, in: text, ignoringCase: false, inflected: true)
        {
            let altered = TermSearch.occurs(term, in: text, ignoringCase: true, inflected: true)
            findings.append(
                entry.finding(
                    Self.description,
                    "the \(unit.locale) text of \"\(entry.entry.key)\" "
                        + (altered ? "alters the kept term \(term) (another case)" : "lacks the kept term \(term)"),
                    offset: entry.offset(of: unit.unit), locale: unit.locale, element: unit.path,
                    data: [
                        FindingValue("term", term), FindingValue("expected", term),
                        FindingValue("found", altered ? "another case" : "(none)"),
                    ],
                    fix: "write \(term) exactly as it is: the glossary keeps it in every language"
                ))
        }
        for term in glossary.translations {
            guard let accepted = Self.accepted(term, for: unit.locale) else { continue }
            let plural = PluralNoun(term.term).plural
            guard TermSearch.occurs(term.term, in: source, ignoringCase: true) || TermSearch.occurs(plural, in: source, ignoringCase: true)
            else { continue }
            let lowered = text.lowercased()
            guard !accepted.contains(where: { lowered.containsText($0.lowercased()) }) else { continue }
            findings.append(
                entry.finding(
                    Self.description,
                    "the \(unit.locale) text of \"\(entry.entry.key)\" does not use the "
                        + "glossary's translation of \"\(term.term)\" (\(accepted.joined(separator: " or ")))",
                    offset: entry.offset(of: unit.unit), locale: unit.locale, element: unit.path,
                    data: [
                        FindingValue("term", term.term), FindingValue("expected", accepted.joined(separator: " | ")),
                        FindingValue("found", unit.unit.value),
                    ],
                    fix: "translate \"\(term.term)\" as \(accepted.joined(separator: " or ")), as the glossary says for \(unit.locale)"
                ))
        }
    }

    /// The accepted translations for a locale, or for its language ("pt" for "pt-BR").
    static func accepted(_ term: Glossary.Term, for locale: String) -> [String]? {
        if let exact = term.translations[locale] { return exact }
        let language = LanguageTags(locale).language
        return term.translations.first { $0.key.lowercased() == language }?.value
    }
}
