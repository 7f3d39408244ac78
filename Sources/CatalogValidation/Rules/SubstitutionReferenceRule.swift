import LintCore
import StringCatalog

/// `%#@name@` references without a substitution, and substitutions nothing references.
public struct SubstitutionReferenceRule: CatalogRule {
    public static let description = RuleDescription(
        identifier: "substitution-reference",
        name: "Substitution reference",
        summary:
            "A %#@name@ reference has no substitution of that name, a substitution "
            + "is never referenced, or a reference is written %1#@name@.",
        rationale: """
            An undefined reference prints "%#@name@" to users; an unreferenced substitution is dead text that translators still pay for. \
            In %1#@count@ (DuckDuckGo) Foundation reads 1 as a field width, not as argument 1: it works because the variable reads the \
            next argument, which is 1 here, but it breaks as soon as the reference is not first; %1$#@count@ is meant (P2).
            """,
        reference: "CH32 §11.3",
        defaultSeverity: .p0,
        triggeringExamples: [
            RuleExample(
                """
                en: screen.flows.summary = %#@flows@ in %#@folders@
                en substitutions.flows.plural.one: screen.flows.summary = %arg flow
                en substitutions.flows.plural.other: screen.flows.summary = %arg flows
                @substitution en screen.flows.summary flows 1 lld
                """),
            RuleExample(
                """
                en: trackers.blocked = %1#@count@
                en substitutions.count.plural.one: trackers.blocked = %2$@ and one other were blocked
                en substitutions.count.plural.other: trackers.blocked = %2$@ and %d others were blocked
                @substitution en trackers.blocked count - d
                """, severity: .p2),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                en: screen.flows.summary = %#@flows@
                en substitutions.flows.plural.one: screen.flows.summary = %arg flow
                en substitutions.flows.plural.other: screen.flows.summary = %arg flows
                @substitution en screen.flows.summary flows 1 lld
                """)
        ]
    )

    public init() {}

    public func check(entry: EntryContext, into findings: inout [Finding]) {
        if let source = entry.sourceNode { check(source, locale: entry.catalog.catalog.sourceLanguage, entry: entry, into: &findings) }
        for (locale, localization) in entry.translations {
            if let localization { check(localization.content, locale: locale, entry: entry, into: &findings) }
        }
    }

    private func check(_ content: StringNode, locale: String, entry: EntryContext, into findings: inout [Finding]) {
        do {
            // Plain strings without a reference (nearly all) need no walk.
            if content.substitutions.isEmpty, content.variations.isEmpty, !(content.unit?.value.containsText("#@") ?? false) { return }
            let units = content.allUnitsIncludingSubstitutions()
            // Only localizations with substitutions or %#@…@ references need the parse.
            guard
                !content.substitutions.isEmpty
                    || units.contains(where: { $0.unit.value.containsText("%") && $0.unit.value.containsText("#@") })
            else { return }
            var referenced = Set<String>()
            for (path, unit) in units {
                let format = EntryContext.placeholders(of: unit.value, path: path)
                for specifier in format.specifiers {
                    guard let name = specifier.substitutionName else { continue }
                    referenced.insert(name)
                    if specifier.writesWidthBeforeReference {
                        findings.append(
                            entry.finding(
                                Self.description, severity: .p2,
                                "\(locale) \"\(entry.entry.key)\" writes \(specifier.text): Foundation "
                                    + "reads the digits as a field width, not as the argument number",
                                offset: entry.offset(of: unit), locale: locale, element: path,
                                data: [FindingValue("found", specifier.text), FindingValue("reference", name)],
                                fix: "write %\(specifier.text.dropFirst().prefix { $0.isNumber })$#@\(name)@"
                            ))
                    }
                    if content.substitution(named: name) == nil {
                        findings.append(
                            entry.finding(
                                Self.description,
                                "\(locale) \"\(entry.entry.key)\" refers to %#@\(name)@ but defines no substitution \"\(name)\"",
                                offset: entry.offset(of: unit), locale: locale, element: path,
                                data: [
                                    FindingValue("reference", name),
                                    FindingValue("defined", content.substitutions.map(\.name).joined(separator: " ")),
                                ],
                                fix: "add the \(name) substitution (with its plural forms) or fix the name"
                            ))
                    }
                }
            }
            for substitution in content.substitutions where !referenced.contains(substitution.name) {
                findings.append(
                    entry.finding(
                        Self.description, severity: .p2,
                        "\(locale) \"\(entry.entry.key)\" defines substitution \"\(substitution.name)\" but never refers to it",
                        offset: substitution.offset, locale: locale, element: "substitutions." + substitution.name,
                        data: [FindingValue("substitution", substitution.name)],
                        fix: "remove it or reference it as %#@\(substitution.name)@"
                    ))
            }
        }
    }
}

extension FormatSpecifier {
    /// `%1#@count@`: digits without `$` before a variable's `#`, a width where a position was meant.
    var writesWidthBeforeReference: Bool {
        substitutionName != nil && position == nil && text.utf8.dropFirst().first.map { (48...57).contains($0) } == true
    }
}
