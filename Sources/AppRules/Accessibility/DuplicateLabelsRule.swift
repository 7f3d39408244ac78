import LintCore
import SpecModel

/// Two controls on one screen that VoiceOver names the same.
public struct DuplicateLabelsRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "duplicate-labels",
        name: "Duplicate labels",
        summary: "Two interactive elements on a screen have the same accessibility label and hint.",
        rationale:
            "Users navigating by controls cannot tell them apart (CH32 §4.2: "
            + "labels must be specific; §13.4 P1: incorrect labels causing confusion).",
        reference: "CH32 §4.2",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample(
                """
                strings: { common.button.edit: Edit }
                screen:
                  id: flowDetail
                  elements:
                    - { id: editName, role: button, text: common.button.edit }
                    - { id: editMoves, role: button, text: common.button.edit }
                """)
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                strings: { common.button.edit: Edit, screen.flowDetail.editName.hint: Renames the flow, screen.flowDetail.editMoves.hint: \
                Opens the builder }
                screen:
                  id: flowDetail
                  elements:
                    - { id: editName, role: button, text: common.button.edit, hint: screen.flowDetail.editName.hint }
                    - { id: editMoves, role: button, text: common.button.edit, hint: screen.flowDetail.editMoves.hint }
                """),
            // One template, filled with each node's move at run time.
            RuleExample(
                """
                strings: { screen.flowBuilderCanvas.node.label: "Move: %@" }
                screen:
                  id: flowBuilderCanvas
                  elements:
                    - { id: rootNode, role: node, label: screen.flowBuilderCanvas.node.label, frame: [40, 200, 120, 56] }
                    - { id: childNode, role: node, label: screen.flowBuilderCanvas.node.label, frame: [40, 300, 120, 56] }
                """),
        ]
    )

    public init() {}

    public func check(screen: ScreenContext, into findings: inout [Finding]) {
        var seen: [String: Element] = [:]
        for element in screen.screen.elements where element.role.isInteractive && element.isFocusable && !element.decorative {
            guard let name = screen.text(of: element.accessibleName)?.lowercased(), !name.isEmpty else { continue }
            // "Move: %@" is filled in per element at run time; equal templates are not equal labels.
            guard !Self.hasFormatArgument(name) else { continue }
            let identity = name + "|" + (screen.text(of: element.hint)?.lowercased() ?? "")
            if let first = seen[identity] {
                findings.append(
                    screen.finding(
                        Self.description, "\"\(element.id)\" and \"\(first.id)\" are both announced as \"\(name)\"", element: element,
                        data: [FindingValue("label", name), FindingValue("sameAs", first.id)],
                        fix: "make the labels specific (\"Edit name\", \"Edit moves\") or give each a hint"
                    ))
            } else {
                seen[identity] = element
            }
        }
    }

    static func hasFormatArgument(_ text: String) -> Bool {
        var previousWasPercent = false
        for character in text {
            if previousWasPercent {
                if character != "%" && !character.isWhitespace { return true }
                previousWasPercent = false
            } else if character == "%" {
                previousWasPercent = true
            }
        }
        return false
    }
}
