import LintCore
import SourceText
import StringCatalog

/// An empty value marked translated: the UI shows nothing where text belongs.
public struct EmptyTranslationRule: CatalogRule {
    public static let description = RuleDescription(
        identifier: "empty-translation",
        name: "Empty translation",
        summary: "A value is empty although its state says it is translated.",
        rationale: """
            The runtime shows the empty string, not the source: a button or label goes blank and VoiceOver reads nothing (CH32 §4.2: \
            every interactive element must expose a label). Not reported: a form the source leaves empty too, and a .stringsdict helper \
            variable whose forms are all empty, which only consumes an argument the text does not show.
            """,
        reference: "CH32 §4.2",
        defaultSeverity: .p0,
        triggeringExamples: [
            RuleExample(
                """
                en: screen.home.title = Home
                es: screen.home.title = ""
                """),
            RuleExample(
                """
                en plural.one: screen.home.count = %lld flow
                en plural.other: screen.home.count = %lld flows
                es plural.one: screen.home.count = %lld flujo
                es plural.other: screen.home.count = ""
                """),
            // The app's own look-up shows English or the key for an empty value (home-assistant's `LocalizedManager`,
            // NHS COVID-19's `localize`), which `lint` reads from its Swift code: not blank, needs review.
            RuleExample(
                """
                @fallback Sources/Shared/LocalizedManager.swift:13
                en: screen.home.title = Home
                es: screen.home.title = ""
                """),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                en: screen.home.title = Home
                es (new): screen.home.title = ""
                """),
            RuleExample(
                """
                en: screen.home.spacer = ""
                es: screen.home.spacer = ""
                """),
            // Issue class 2: a variable that only consumes argument 1, in the source and in
            // a translation that has six forms for it.
            RuleExample(
                """
                en: album.owner = %1$#@skip@%2$@'s album
                en substitutions.skip.plural.one: album.owner = ""
                en substitutions.skip.plural.other: album.owner = ""
                @substitution en album.owner skip - d
                ar: album.owner = %1$#@skip@ألبوم %2$@
                ar substitutions.skip.plural.zero: album.owner = ""
                ar substitutions.skip.plural.one: album.owner = ""
                ar substitutions.skip.plural.two: album.owner = ""
                ar substitutions.skip.plural.few: album.owner = ""
                ar substitutions.skip.plural.many: album.owner = ""
                ar substitutions.skip.plural.other: album.owner = ""
                @substitution ar album.owner skip - d
                """),
            // The same helper added by the translation alone.
            RuleExample(
                """
                en: photos.count = %lld photos by %@
                de: photos.count = %1$#@skip@Fotos von %2$@
                de substitutions.skip.plural.one: photos.count = ""
                de substitutions.skip.plural.other: photos.count = ""
                @substitution de photos.count skip - lld
                """),
        ]
    )

    public static let checksUnits = true

    public init() {}

    public func check(unit: UnitContext, in entry: EntryContext, into findings: inout [Finding]) {
        guard !unit.isSource, unit.unit.value.isEmpty, unit.unit.state == "translated", !entry.sourceText.isEmpty else { return }
        // The source shows nothing there either.
        if entry.sourceCounterpart(ofPath: unit.path).isEmpty { return }
        // A helper variable: every form empty, and the source has no text for it.
        if let substitution = unit.substitution, substitution.isArgumentConsumer,
            entry.sourceNode?.substitution(named: substitution.name).map(\.isArgumentConsumer) ?? true
        {
            return
        }
        var message = "the \(unit.locale) value of \"\(entry.entry.key)\" is empty but marked translated"
        var data = [FindingValue("state", "translated"), FindingValue("value", "")]
        // The app's own look-up replaces an empty value (with English, or the key): not blank, but what it
        // shows instead is for a person to judge.
        let fallback = entry.catalog.options.emptyValueFallback
        if let fallback {
            message +=
                "; the app's look-up at \(SourcePath.fileName(fallback.file)):\(fallback.line) replaces empty values, "
                + "so check what it shows instead"
            data.append(FindingValue("fallback", fallback.description))
        }
        findings.append(
            entry.finding(
                Self.description, severity: fallback == nil ? nil : .p1, outcome: fallback == nil ? .violation : .needsReview, message,
                offset: entry.offset(of: unit.unit), locale: unit.locale, element: unit.path, data: data,
                fix: "translate \"\(entry.sourceText)\", or set the state to new so the source is shown"))
    }

}

extension Substitution {
    /// Every form is empty: the variable exists to consume an argument.
    var isArgumentConsumer: Bool {
        variations.allSatisfy { set in set.cases.allSatisfy { $0.node.unit?.value.isEmpty ?? true } }
    }
}
