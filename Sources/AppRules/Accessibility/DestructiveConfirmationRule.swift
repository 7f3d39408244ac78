import LintCore
import SpecModel

/// Destructive actions without a confirmation step.
public struct DestructiveConfirmationRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "destructive-confirmation",
        name: "Destructive action without confirmation",
        summary: "An action that deletes or discards has no confirmation step.",
        rationale: "A mis-tap (or a VoiceOver double tap on the wrong element) destroys work with no way back (CH32 §4.1, CH04 §6.3: all destructive actions require a confirmation with a clear cancel).",
        reference: "CH32 §4.1",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample("""
            screen:
              id: flowDetail
              elements:
                - { id: deleteButton, role: button, text: screen.flowDetail.delete, destructive: { action: "Delete flow" } }
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            screen:
              id: flowDetail
              elements:
                - { id: deleteButton, role: button, text: screen.flowDetail.delete, destructive: { action: "Delete flow", confirmation: Modal/DeleteFlowConfirm } }
            """),
        ]
    )

    public init() {}

    public func check(screen: ScreenContext, into findings: inout [Finding]) {
        for element in screen.screen.elements {
            guard let destructive = element.destructive, destructive.confirmation == nil else { continue }
            findings.append(screen.finding(
                Self.description, "\"\(element.id)\" can \(destructive.action.isEmpty ? "destroy data" : destructive.action.lowercased()) without a confirmation", element: element, at: destructive.location,
                data: [FindingValue("action", destructive.action), FindingValue("confirmation", "(none)")],
                fix: "confirm with an action sheet that states the consequence and offers Cancel (CH04 §6.3)"
            ))
        }
    }
}
