import LintCore
import SourceText
import StringCatalog

/// Invisible control characters inside values.
public struct ControlCharacterRule: CatalogRule {
    public static let description = RuleDescription(
        identifier: "control-character",
        name: "Control character",
        summary: "A value holds a control character other than newline and tab (C0, DEL, C1, or a stray byte order mark).",
        rationale:
            "They are invisible in editors, break layout and are read out by "
            + "VoiceOver or shown as boxes; real catalogs pick them up from copy and paste.",
        reference: "CH32 §11.1",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample(
                """
                en: screen.home.title = Home
                es: screen.home.title = "Inicio\\u{8}"
                """),
            RuleExample("en: screen.home.title = \"Home\\u{FEFF}\""),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                en: screen.home.body = "Line one\\nLine two"
                es: screen.home.body = "Línea uno\\nLínea dos"
                """)
        ]
    )

    public static let checksUnits = true

    public init() {}

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: return false
        case 0x00...0x1F, 0x7F...0x9F, 0xFEFF: return true
        default: return false
        }
    }

    public func check(unit: UnitContext, in entry: EntryContext, into findings: inout [Finding]) {
        guard unit.summary.mayHaveControl,
            let control = unit.unit.value.unicodeScalars.first(where: ControlCharacterRule.isControl)
        else { return }
        let code = "U+" + TextEscaping.hex(control.value, width: 4)
        findings.append(
            entry.finding(
                Self.description, "the \(unit.locale) value of \"\(entry.entry.key)\" contains the control character \(code)",
                offset: entry.offset(of: unit.unit), locale: unit.locale, element: unit.path,
                data: [FindingValue("character", code)], fix: "delete the character (\\r belongs nowhere; use \\n for line breaks)"
            ))
    }
}
