import LintCore
import SpecModel

/// Labels that say what VoiceOver already says ("Save button" → "Save button, button").
public struct LabelRepeatsRoleRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "label-repeats-role",
        name: "Label repeats the role",
        summary: "An accessibility label contains the element's role (\"Save button\", \"Profile image\").",
        rationale:
            "VoiceOver adds the role itself, so users hear it twice; CH32 §4.2 asks for concise labels that say what the element is.",
        reference: "CH32 §4.2",
        defaultSeverity: .p2,
        triggeringExamples: [
            RuleExample(
                """
                strings: { screen.editor.save: Save button }
                screen:
                  id: editor
                  elements:
                    - { id: saveButton, role: button, label: screen.editor.save }
                """)
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                strings: { screen.editor.save: Save, screen.editor.buttonStyle: Button style }
                screen:
                  id: editor
                  elements:
                    - { id: saveButton, role: button, label: screen.editor.save }
                    - { id: styleText, role: text, text: screen.editor.buttonStyle }
                """)
        ]
    )

    public init() {}

    public func check(screen: ScreenContext, into findings: inout [Finding]) {
        for element in screen.screen.elements where element.isFocusable && !element.role.spokenNames.isEmpty {
            guard let name = screen.text(of: element.accessibleName)?.lowercased() else { continue }
            let words = TextChecks.words(name).map(String.init)
            guard
                let repeated = element.role.spokenNames.first(where: { role in
                    let roleWords = role.split(separator: " ").map(String.init)
                    return words.count > roleWords.count && words.suffix(roleWords.count) == roleWords[...]
                })
            else { continue }
            findings.append(
                screen.finding(
                    Self.description, "the label of \"\(element.id)\" ends with \"\(repeated)\", which VoiceOver already says",
                    element: element,
                    data: [FindingValue("label", name), FindingValue("role", element.role.rawValue)],
                    fix: "drop \"\(repeated)\" from the label"
                ))
        }
    }
}
