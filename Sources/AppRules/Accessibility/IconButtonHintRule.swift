import LintCore
import SpecModel

/// Icon-only buttons without a hint.
public struct IconButtonHintRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "icon-button-hint",
        name: "Icon button without hint",
        summary: "An icon-only button has no accessibility hint.",
        rationale: "With no visible text, the label says what it is but not what happens: CH32 §5.2 requires label and hint for icon-only buttons.",
        reference: "CH32 §5.2",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample("""
            screen:
              id: library
              elements:
                - { id: inboxButton, role: iconButton, label: screen.library.inbox.label, frame: [280, 50, 44, 44] }
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            screen:
              id: library
              elements:
                - { id: inboxButton, role: iconButton, label: screen.library.inbox.label, hint: screen.library.inbox.hint, frame: [280, 50, 44, 44] }
                - { id: editButton, role: button, text: screen.library.edit }
            """),
        ]
    )

    public init() {}

    public func check(screen: ScreenContext, into findings: inout [Finding]) {
        for element in screen.screen.elements where element.role == .iconButton && element.isFocusable && element.hint == nil {
            findings.append(screen.finding(
                Self.description, "icon button \"\(element.id)\" has no hint saying what it does", element: element,
                data: [FindingValue("hint", "(none)"), FindingValue("label", element.accessibleName?.description ?? "(none)")],
                fix: "add hint: a key whose text says what happens, e.g. \"Opens your inbox\""
            ))
        }
    }
}
