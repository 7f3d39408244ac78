import LintCore
import SourceText
import StringCatalog

/// A key written twice in one table or XLIFF `<file>`: one of its texts is never shown.
public struct DuplicateKeyRule: CatalogRule {
    public static let description = RuleDescription(
        identifier: "duplicate-key",
        name: "Duplicate key",
        summary: "A key is given twice in one .strings or .stringsdict table, or in one XLIFF <file>; the app shows only the last value.",
        rationale: """
            A table maps each key to one text (CH32 §11.3). Foundation reads .strings and .stringsdict tables, when Xcode copies them \
            into the app and when the app looks a key up, with its property-list reader, which stores each pair with CFDictionarySetValue: \
            a later pair replaces an earlier one (swift-corelibs-foundation, CFOldStylePList.c parsePlistDictContent for .strings in \
            either syntax, CFPropertyList.c parseDictTag for .stringsdict; PropertyListSerialization on Linux gives the same). So the app \
            shows the last value, the build says nothing, and a translator who corrects the first copy changes nothing users see. (Xcode's \
            "Key … used with multiple values. Value … kept. Value … ignored." warning is another case: genstrings and \
            -exportLocalizations finding one key with two texts in code, which keeps the first.) XLIFF 1.2 requires a trans-unit id to be \
            unique within its <file>; handz-lint reads the last unit, as for tables. Every other rule checks the table as the app reads \
            it. Copies that give the same text change nothing users see, and are P2.
            """,
        reference: "CH32 §11.3",
        defaultSeverity: .p1,
        triggeringExamples: [
            // Maccy's ro GeneralSettings.strings: "Behavior" given twice.
            RuleExample(
                """
                en: Behavior = Behavior:
                ro: Behavior = Comportament
                ro: Behavior = Comportament:
                """),
            RuleExample(
                """
                en: Behavior = Behavior:
                ro: Behavior = Comportament:
                ro: Behavior = Comportament:
                """, severity: .p2),
            RuleExample(
                """
                en plural.one: files.count = %lld file
                en plural.other: files.count = %lld files
                en plural.other: files.count = %lld documents
                """),
            RuleExample(
                """
                en: Open = Open
                en: Open = Open…
                en: Open = Open:
                """, findings: 2),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                en: Behavior = Behavior:
                ro: Behavior = Comportament:
                sv: Behavior = Beteende:
                """)
        ]
    )

    public init() {}

    public func check(catalog: CatalogContext, into findings: inout [Finding]) {
        for duplicate in catalog.duplicates {
            let first = duplicate.occurrences[0]
            let firstPlace = catalog.location(first.offset)
            let name = "\"\(duplicate.key)\"" + (duplicate.member.isEmpty ? "" : " (\(duplicate.member))")
            let table = duplicate.language.map { " in the \($0) table" } ?? ""
            for (index, occurrence) in duplicate.occurrences.enumerated().dropFirst() {
                let here = catalog.location(occurrence.offset)
                let firstName = Self.place(firstPlace, from: here)
                let message: String
                if duplicate.isHarmless {
                    message =
                        "\(name) is given again\(table) (first at \(firstName)) with the same text, \"\(Self.clipped(occurrence.value))\": "
                        + "the app shows it either way"
                } else if index == duplicate.occurrences.count - 1 {
                    message =
                        "\(name) is given again\(table) (first at \(firstName), as \"\(Self.clipped(first.value))\"): "
                        + "the app shows this later value, \"\(Self.clipped(occurrence.value))\", and never the earlier one"
                } else {
                    let kept = Self.place(catalog.location(duplicate.kept.offset), from: here)
                    message =
                        "\(name) is given again\(table) (first at \(firstName)): this value, "
                        + "\"\(Self.clipped(occurrence.value))\", is never shown; "
                        + "the app shows the last one, \"\(Self.clipped(duplicate.kept.value))\" at \(kept)"
                }
                findings.append(
                    Finding(
                        ruleID: Self.description.identifier, severity: duplicate.isHarmless ? .p2 : Self.description.defaultSeverity,
                        message: message,
                        location: here,
                        subject: FindingSubject(
                            scope: duplicate.key, element: duplicate.member.isEmpty ? nil : duplicate.member, locale: duplicate.language),
                        data: [
                            FindingValue("first", firstPlace?.description ?? catalog.path), FindingValue("value", occurrence.value),
                            FindingValue("shown", duplicate.kept.value), FindingValue("occurrences", String(duplicate.occurrences.count)),
                        ],
                        fixHint: duplicate.isHarmless
                            ? "delete one of the copies"
                            : "keep one pair with the text users should read: delete the others (the "
                                + "app shows \"\(Self.clipped(duplicate.kept.value))\" today)",
                        reference: Self.description.reference
                    ))
            }
        }
    }

    /// "line 14" in the same file, else "FILE:14".
    static func place(_ location: SourceLocation?, from here: SourceLocation?) -> String {
        guard let location else { return "an earlier line" }
        return location.file == here?.file ? "line \(location.line)" : "\(location.file):\(location.line)"
    }

    static func clipped(_ text: String) -> String {
        let line = text.replacingAll("\n", with: "\\n")
        return line.count > 80 ? String(line.prefix(77)) + "…" : line
    }
}
