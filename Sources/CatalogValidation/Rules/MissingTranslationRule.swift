import LintCore
import StringCatalog

/// A translatable key with no text in a target locale: users of that locale see the source
/// language instead.
public struct MissingTranslationRule: CatalogRule {
    public static let description = RuleDescription(
        identifier: "missing-translation",
        name: "Missing translation",
        summary: "A translatable key has no translation in a target locale.",
        rationale: """
            Users of that locale see the development language in the middle of translated UI (CH32 §11.1: all UI strings, accessibility \
            labels and hints must be localizable and localized). Not reported: a regional variant of the source language (en-GB for an \
            English source lists only what differs; the rest falls back to the source, which is right), a source with nothing to translate \
            (placeholders, digits, symbols: "%", "400", "ⓘ"; or one CamelCase name: "KeepingYouAwake"), a key whose comment says "Do not \
            localize" (Interface Builder's note), a source holding a term the glossary marks as not for translation, and a storyboard key \
            kept by hand with no source text, whose object is gone (stale-key reports it), or a key of .lproj tables the source language's \
            table lacks (another language's stray).
            """,
        reference: "CH32 §11.1",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample(
                """
                @locales es
                en: screen.home.title = Home
                """),
            RuleExample(
                """
                @locales es, ar
                en: screen.home.title = Home
                es: screen.home.title = Inicio
                """),
            RuleExample(
                """
                @locales en-GB, zh-Hant
                en: screen.home.title = Home
                """),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                @locales es
                en: screen.home.title = Home
                es: screen.home.title = Inicio
                """),
            RuleExample(
                """
                @locales es
                @notranslate common.brand.name
                en: common.brand.name = Handz
                """),
            RuleExample(
                """
                @locales es
                @state screen.old.title stale
                en: screen.old.title = Old
                """),
            // N3 (Rectangle): en-GB lists what differs from the English source.
            RuleExample(
                """
                @locales en-GB, de
                en: window.left.title = Left
                de: window.left.title = Links
                en: window.quarters.title = Last Three Quarters
                en-GB: window.quarters.title = Last Three Quarters
                de: window.quarters.title = Letzte drei Viertel
                """),
            // N8 (Rectangle): nothing to translate.
            RuleExample(
                """
                @locales ar
                en: gap.unit.label = %
                en: size.default.label = 400
                en: info.button.title = ⓘ
                en: CFBundleName = KeepingYouAwake
                """),
            // N5 (KeepingYouAwake's XIB): a label the code fills in.
            RuleExample(
                """
                @locales de
                @comment kYn-pW-tq6.title Class = "NSTextFieldCell"; title = "Warning Label"; ObjectID = "kYn-pW-tq6"; Note = "Do not \
                localize";
                en: kYn-pW-tq6.title = Warning Label
                """),
            // N4 (Rectangle): a storyboard key kept by hand whose object is gone.
            RuleExample(
                """
                @locales cs
                @state MkV-Pr-PK5.title manual
                @comment MkV-Pr-PK5.title Class = "NSMenuItem"; title = "Copy Ruler"; ObjectID = "MkV-Pr-PK5";
                de: MkV-Pr-PK5.title = Lineal kopieren
                """),
            RuleExample(
                """
                @locales de
                en: debug.reset = [debug] Reset all caches
                """, configuration: "glossary: { notForTranslation: ['[debug]'] }"),
        ]
    )

    public struct Options: RuleOptions {
        public var glossary = Glossary()
        public init() {}
        public static let fields: [OptionField<Options>] = [.glossary(\.glossary)]
    }

    let options: Options

    public init(options: Options) {
        self.options = options
    }

    public func check(entry: EntryContext, into findings: inout [Finding]) {
        // Stale keys are reported by stale-key; translating them would be wasted work.
        guard entry.entry.isTranslatable, entry.entry.extractionState != "stale" else { return }
        var needsTranslation: Bool?
        for (locale, localization) in entry.translations where localization == nil || !localization!.content.hasAnyUnit {
            // A table that could not be read is reported as such; its keys are not missing.
            guard !entry.catalog.isSourceVariant(locale), !entry.catalog.unreadLocales.contains(locale) else { continue }
            if needsTranslation == nil {
                needsTranslation =
                    entry.sourceHasWords && !entry.entry.isMarkedDoNotTranslate && !entry.isOrphanedInterfaceBuilderKey
                    && !entry.isStrayTableKey && !options.glossary.marksNotForTranslation(entry.sourceText)
            }
            guard needsTranslation == true else { return }
            findings.append(
                entry.finding(
                    Self.description, "no \(locale) translation for \"\(entry.entry.key)\"", locale: locale,
                    data: [FindingValue("locale", locale), FindingValue("source", entry.sourceText)],
                    fix: "translate \"\(entry.sourceText)\" into \(locale), or mark the key shouldTranslate: false if it must not change"
                ))
        }
    }
}
