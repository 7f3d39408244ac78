import LintCore
import StringCatalog

/// A translatable key with no text in a target locale: users of that locale see the source
/// language instead.
public struct MissingTranslationRule: CatalogRule {
    public static let description = RuleDescription(
        identifier: "missing-translation",
        name: "Missing translation",
        summary: "A translatable key has no translation in a target locale.",
        rationale: "Users of that locale see the development language in the middle of translated UI (CH32 §11.1: all UI strings, accessibility labels and hints must be localizable and localized).",
        reference: "CH32 §11.1",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample("""
            @locales es
            en: screen.home.title = Home
            """),
            RuleExample("""
            @locales es, ar
            en: screen.home.title = Home
            es: screen.home.title = Inicio
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            @locales es
            en: screen.home.title = Home
            es: screen.home.title = Inicio
            """),
            RuleExample("""
            @locales es
            @notranslate common.brand.name
            en: common.brand.name = Handz
            """),
            RuleExample("""
            @locales es
            @state screen.old.title stale
            en: screen.old.title = Old
            """),
        ]
    )

    public init() {}

    public func check(entry: EntryContext, into findings: inout [Finding]) {
        // Stale keys are reported by stale-key; translating them would be wasted work.
        guard entry.entry.isTranslatable, entry.entry.extractionState != "stale" else { return }
        for (locale, localization) in entry.translations where localization == nil || !localization!.content.hasAnyUnit {
            findings.append(entry.finding(
                Self.description, "no \(locale) translation for \"\(entry.entry.key)\"", locale: locale,
                data: [FindingValue("locale", locale), FindingValue("source", entry.sourceText)],
                fix: "translate \"\(entry.sourceText)\" into \(locale), or mark the key shouldTranslate: false if it must not change"
            ))
        }
    }
}
