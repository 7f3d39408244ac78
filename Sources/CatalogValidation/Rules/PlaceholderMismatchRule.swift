import LintCore
import StringCatalog

/// A translation whose placeholders differ from its source's, by position and type.
public struct PlaceholderMismatchRule: CatalogRule {
    public static let description = RuleDescription(
        identifier: "placeholder-mismatch",
        name: "Placeholder mismatch",
        summary: "A translation's placeholders differ from the source's in number, position or type.",
        rationale: "String(format:) reads arguments by the translation's specifiers: an extra or retyped one reads memory the caller never passed and crashes or prints garbage (P0); a missing one drops information (P1). Plural forms may leave out the count itself.",
        reference: "CH32 §11.3",
        defaultSeverity: .p0,
        triggeringExamples: [
            RuleExample("""
            en: screen.share.message = Shared by %@
            es: screen.share.message = Compartido por %lld
            """),
            RuleExample("""
            en: screen.share.message = Shared by %@
            es: screen.share.message = Compartido por %@ y %@
            """),
            RuleExample("""
            en: screen.move.message = %1$@ moved %2$lld flows
            de: screen.move.message = %1$@ hat Flows verschoben
            """),
            RuleExample("""
            en: screen.import.progress = %lld of %lld imported
            fr: screen.import.progress = %d sur %lld importés
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            en: screen.move.message = %1$@ moved %2$lld flows
            de: screen.move.message = %2$lld Flows von %1$@ verschoben
            """),
            RuleExample("""
            en: screen.speed.label = 70% faster
            es: screen.speed.label = 70 % más rápido
            """),
            RuleExample("""
            en plural.one: screen.files.count = One file
            en plural.other: screen.files.count = %lld files
            de plural.one: screen.files.count = Eine Datei
            de plural.other: screen.files.count = %lld Dateien
            """),
            RuleExample("""
            en: screen.progress.label = %lld%% complete
            fr: screen.progress.label = %lld %% terminé
            """),
        ]
    )

    public static let checksUnits = true

    public init() {}

    public func check(unit: UnitContext, in entry: EntryContext, into findings: inout [Finding]) {
        guard !unit.isSource, let sourceFormat = entry.sourceFormat else { return }
        let sourceCounterpart = entry.sourceCounterpartFormat(ofPath: unit.path)
        // Most translations keep the source's specifiers in the source's order.
        if unit.substitution == nil, unit.substitutions.isEmpty, !unit.format.pieces.contains(.substitutionArgument),
           unit.format.specifiers == sourceCounterpart.specifiers { return }
        let sourceSubstitutions = entry.sourceNode?.substitutions ?? []
        let sourceSubstitution = unit.substitution.flatMap { substitution in sourceSubstitutions.first { $0.name == substitution.name } } ?? unit.substitution
        let expected = ArgumentSignature(sourceCounterpart, substitutions: sourceSubstitutions, inside: sourceSubstitution)
        let found = ArgumentSignature(unit.format, substitutions: unit.substitutions, inside: unit.substitution)
        guard expected != found else { return }
        let countPosition = unit.path.contains("plural.")
            ? (unit.substitution?.argumentNumber ?? ArgumentSignature(sourceFormat, substitutions: sourceSubstitutions).countPosition) : nil
        compare(expected: expected, found: found, countPosition: countPosition, entry: entry, locale: unit.locale, path: unit.path, unit: unit.unit, into: &findings)
    }


    private func compare(expected: ArgumentSignature, found: ArgumentSignature, countPosition: Int?, entry: EntryContext, locale: String, path: String, unit: StringUnit, into findings: inout [Finding]) {
        func report(_ severity: Severity, _ message: String, _ data: [FindingValue], _ fix: String) {
            findings.append(entry.finding(Self.description, severity: severity, "\(locale) \"\(entry.entry.key)\": \(message)", offset: entry.offset(of: unit), locale: locale, element: path, data: data, fix: fix))
        }
        for position in found.kinds.keys.sorted() {
            let kinds = found.kinds[position]!
            guard let expectedKinds = expected.kinds[position] else {
                report(.p0, "argument \(position) is not in the source, so the translation reads a value that is never passed",
                       [FindingValue("argument", String(position)), FindingValue("expected", "\(expected.kinds.count) arguments"), FindingValue("found", "\(found.kinds.count) arguments")],
                       "remove the extra placeholder or use one of the source's: \(describe(expected))")
                continue
            }
            for kind in kinds where !expectedKinds.contains(where: { $0.isCompatible(with: kind) }) {
                report(.p0, "argument \(position) is read as \(kind.readableName) but the source passes \(expectedKinds[0].readableName)",
                       [FindingValue("argument", String(position)), FindingValue("expected", expectedKinds[0].rawValue), FindingValue("found", kind.rawValue)],
                       "use the source's specifier for argument \(position)")
            }
            for kind in kinds where kind.isInteger && !expectedKinds.contains(kind) && expectedKinds.contains(where: { $0.isInteger }) {
                report(.p1, "argument \(position) is read as \(kind.readableName) but the source passes \(expectedKinds.first { $0.isInteger }!.readableName)",
                       [FindingValue("argument", String(position)), FindingValue("expected", expectedKinds[0].rawValue), FindingValue("found", kind.rawValue)],
                       "use the same integer size as the source (%lld for Int)")
            }
        }
        for position in expected.kinds.keys.sorted() where found.kinds[position] == nil && position != countPosition {
            report(.p1, "argument \(position) of the source is never shown",
                   [FindingValue("argument", String(position)), FindingValue("expected", describe(expected)), FindingValue("found", describe(found))],
                   "add the placeholder for argument \(position) (\(expected.kinds[position]![0].readableName))")
        }
    }

    private func describe(_ signature: ArgumentSignature) -> String {
        signature.kinds.keys.sorted().map { "\($0): \(signature.kinds[$0]![0].rawValue)" }.joined(separator: ", ")
    }
}
