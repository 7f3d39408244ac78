import LintCore
import StringCatalog

/// Positional placeholders with gaps, or mixed with sequential ones.
public struct PlaceholderPositionsRule: CatalogRule {
    public static let description = RuleDescription(
        identifier: "placeholder-positions",
        name: "Placeholder positions",
        summary: "Positional placeholders skip a number (%1$@ … %3$@) or are mixed with plain ones (%1$@ … %@).",
        rationale: """
            Foundation cannot know the type of a skipped argument and reads the wrong one; mixing positional and sequential specifiers is \
            undefined in printf. A string is judged as a whole, as Foundation formats it: a %#@name@ variable reads its argument even when \
            no form shows it, and a plain specifier inside a variable's form is that variable's argument, not the next one.
            """,
        reference: "CH32 §11.3",
        defaultSeverity: .p0,
        triggeringExamples: [
            RuleExample(
                """
                en: screen.share.message = %1$@ shared %3$@
                """),
            RuleExample(
                """
                en: screen.share.message = %1$@ shared %2$@
                he: screen.share.message = %1$@ שיתף %@
                """),
            RuleExample(
                """
                en: feed.followers = %#@followers@
                en substitutions.followers.plural.one: feed.followers = Followed by %3$@
                en substitutions.followers.plural.other: feed.followers = Followed by %3$@ and %arg others
                @substitution en feed.followers followers 1 lld
                """),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                en: screen.share.message = %1$@ shared %2$@
                he: screen.share.message = %2$@ שותף על ידי %1$@
                """),
            // Issue class 1: the variable reads argument 1 (it selects the form); the forms
            // show only argument 2.
            RuleExample(
                """
                en: feed.followers = %#@followers@
                en substitutions.followers.plural.one: feed.followers = Followed by %2$@
                en substitutions.followers.plural.other: feed.followers = Followed by %2$@ and others
                @substitution en feed.followers followers 1 lld
                de: feed.followers = %#@followers@
                de substitutions.followers.plural.one: feed.followers = Gefolgt von %2$@
                de substitutions.followers.plural.other: feed.followers = Gefolgt von %2$@ und anderen
                @substitution de feed.followers followers 1 lld
                """),
            // Class 1 and N1 (DuckDuckGo, .stringsdict): %1$#@passwords@ reads argument 1, a
            // form refers to %2$#@accounts@; %1#@count@ reads argument 1 too (1 is a width),
            // and the plain %d in its form is that argument, beside %2$@ and %3$@.
            RuleExample(
                """
                en: passwords.delete.body = %1$#@passwords@
                en substitutions.passwords.plural.one: passwords.delete.body = Your password will be deleted. Keep access to your \
                %2$#@accounts@.
                en substitutions.passwords.plural.other: passwords.delete.body = Your passwords will be deleted. Keep access to your \
                %2$#@accounts@.
                en substitutions.accounts.plural.one: passwords.delete.body = account
                en substitutions.accounts.plural.other: passwords.delete.body = accounts
                @substitution en passwords.delete.body passwords - d
                @substitution en passwords.delete.body accounts - d
                en: trackers.blocked = %1#@count@
                en substitutions.count.plural.zero: trackers.blocked = %2$@ and %3$@ were blocked
                en substitutions.count.plural.other: trackers.blocked = %2$@, %3$@ and %d others were blocked
                @substitution en trackers.blocked count - d
                """),
        ]
    )

    public static let checksUnits = true

    public init() {}

    /// Strings without variations (nearly all), as the unit walk meets them.
    public func check(unit: UnitContext, in entry: EntryContext, into findings: inout [Finding]) {
        // Without a numbered specifier there is neither a gap nor a mix.
        guard unit.standsAlone, entry.sourceFormat != nil, unit.format.specifiers.contains(where: { $0.position != nil }) else { return }
        report(LocalizationArguments(plain: unit.format, unit: unit.unit), locale: unit.locale, entry: entry, into: &findings)
    }

    /// Strings with variations or substitutions, judged as a whole; and the key itself when
    /// it is the source text.
    public func check(entry: EntryContext, into findings: inout [Finding]) {
        guard entry.sourceFormat != nil else { return }
        let language = entry.catalog.catalog.sourceLanguage
        if entry.sourceUnits.isEmpty, let source = entry.sourceArguments {
            report(source, locale: language, entry: entry, into: &findings)
        } else if let node = entry.sourceNode, node.hasVariationsOrSubstitutions,
            !node.substitutions.isEmpty || entry.sourceFormats.contains(where: { $0.specifiers.contains { $0.position != nil } }),
            let source = entry.sourceArguments
        {
            report(source, locale: language, entry: entry, into: &findings)
        }
        for (index, arguments) in entry.translationArguments.enumerated() {
            if let arguments { report(arguments, locale: entry.translations[index].locale, entry: entry, into: &findings) }
        }
    }

    private func report(_ arguments: LocalizationArguments, locale: String, entry: EntryContext, into findings: inout [Finding]) {
        for (path, unit) in arguments.mixing {
            findings.append(
                entry.finding(
                    Self.description, "\(locale) \"\(entry.entry.key)\" mixes positional (%1$@) and plain (%@) placeholders",
                    offset: entry.offset(of: unit), locale: locale, element: path,
                    data: [FindingValue("value", unit.value)], fix: "number every placeholder: %1$@, %2$@ …"
                ))
        }
        guard let (highest, missing) = arguments.gaps, let reader = arguments.reads[highest]?.first else { return }
        findings.append(
            entry.finding(
                Self.description,
                "\(locale) \"\(entry.entry.key)\" uses argument \(highest) but never \(missing.map(String.init).joined(separator: ", "))",
                offset: reader.offset >= 0 ? reader.offset : entry.entry.offset, locale: locale, element: reader.path,
                data: [FindingValue("missing", missing.map(String.init).joined(separator: " ")), FindingValue("highest", String(highest))],
                fix: "every argument up to the highest position must appear; renumber the placeholders"
            ))
    }
}
