import LintCore
import StringCatalog

/// Positional placeholders with gaps, or mixed with sequential ones.
public struct PlaceholderPositionsRule: CatalogRule {
    public static let description = RuleDescription(
        identifier: "placeholder-positions",
        name: "Placeholder positions",
        summary: "Positional placeholders skip a number (%1$@ … %3$@) or are mixed with plain ones (%1$@ … %@).",
        rationale: "Foundation cannot know the type of a skipped argument and reads the wrong one; mixing positional and sequential specifiers is undefined in printf.",
        reference: "CH32 §11.3",
        defaultSeverity: .p0,
        triggeringExamples: [
            RuleExample("""
            en: screen.share.message = %1$@ shared %3$@
            """),
            RuleExample("""
            en: screen.share.message = %1$@ shared %2$@
            he: screen.share.message = %1$@ שיתף %@
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            en: screen.share.message = %1$@ shared %2$@
            he: screen.share.message = %2$@ שותף על ידי %1$@
            """),
        ]
    )

    public static let checksUnits = true

    public init() {}

    public func check(unit: UnitContext, in entry: EntryContext, into findings: inout [Finding]) {
        guard entry.sourceFormat != nil, !unit.format.pieces.isEmpty else { return }
        report(unit.format, locale: unit.locale, path: unit.path, unit: unit.unit, entry: entry, into: &findings)
    }

    /// The key itself is the source text when the source language has no entry.
    public func check(entry: EntryContext, into findings: inout [Finding]) {
        guard entry.sourceUnits.isEmpty, let format = entry.sourceFormat else { return }
        let unit = StringUnit(value: entry.entry.key, offset: entry.entry.offset, valueOffset: entry.entry.offset)
        report(format, locale: entry.catalog.catalog.sourceLanguage, path: "", unit: unit, entry: entry, into: &findings)
    }

    private func report(_ format: FormatString, locale: String, path: String, unit: StringUnit, entry: EntryContext, into findings: inout [Finding]) {
        if format.mixesPositionalAndSequential {
            findings.append(entry.finding(
                Self.description, "\(locale) \"\(entry.entry.key)\" mixes positional (%1$@) and plain (%@) placeholders",
                offset: entry.offset(of: unit), locale: locale, element: path,
                data: [FindingValue("value", unit.value)], fix: "number every placeholder: %1$@, %2$@ …"
            ))
        }
        let specifiers = format.specifiers
        guard specifiers.contains(where: { $0.position != nil }) else { return }
        let positions = Set(specifiers.compactMap(\.position))
        if let highest = positions.max(), positions.count < highest {
            let missing = (1...highest).filter { !positions.contains($0) }
            findings.append(entry.finding(
                Self.description, "\(locale) \"\(entry.entry.key)\" uses argument \(highest) but never \(missing.map(String.init).joined(separator: ", "))",
                offset: entry.offset(of: unit), locale: locale, element: path,
                data: [FindingValue("missing", missing.map(String.init).joined(separator: " ")), FindingValue("highest", String(highest))],
                fix: "every argument up to the highest position must appear; renumber the placeholders"
            ))
        }
    }

}
