import LintCore
import StringCatalog

/// Invisible control characters inside values.
public struct ControlCharacterRule: CatalogRule {
    public static let description = RuleDescription(
        identifier: "control-character",
        name: "Control character",
        summary: "A value holds a control character other than newline and tab (C0, DEL, C1, or a stray byte order mark).",
        rationale: "They are invisible in editors, break layout and are read out by VoiceOver or shown as boxes; real catalogs pick them up from copy and paste.",
        reference: "CH32 §11.1",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample("""
            en: screen.home.title = Home
            es: screen.home.title = "Inicio\\u{8}"
            """),
            RuleExample("en: screen.home.title = \"Home\\u{FEFF}\""),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            en: screen.home.body = "Line one\\nLine two"
            es: screen.home.body = "Línea uno\\nLínea dos"
            """),
        ]
    )

    public init() {}

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: return false
        case 0x00...0x1F, 0x7F...0x9F, 0xFEFF: return true
        default: return false
        }
    }

    public func check(entry: EntryContext, into findings: inout [Finding]) {
        var units = entry.translatedUnits
        if let source = entry.sourceNode {
            units += source.allUnitsIncludingSubstitutions().map { (entry.catalog.catalog.sourceLanguage, $0.path, $0.unit) }
        }
        for (locale, path, unit) in units {
            guard let control = unit.value.unicodeScalars.first(where: ControlCharacterRule.isControl) else { continue }
            let code = "U+" + String(control.value, radix: 16, uppercase: true).leftPadded(to: 4)
            findings.append(entry.finding(
                Self.description, "the \(locale) value of \"\(entry.entry.key)\" contains the control character \(code)",
                offset: entry.offset(of: unit), locale: locale, element: path,
                data: [FindingValue("character", code)], fix: "delete the character (\\r belongs nowhere; use \\n for line breaks)"
            ))
        }
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
