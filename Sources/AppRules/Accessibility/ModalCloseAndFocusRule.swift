import LintCore
import SpecModel

/// Modals without an accessible Close, or that do not focus their title.
public struct ModalCloseAndFocusRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "modal-close-and-focus",
        name: "Modal close and initial focus",
        summary: "A modal, sheet or alert has no labeled Close control (P0), or VoiceOver focus does not start on its title (P1).",
        rationale: "Without a Close, a VoiceOver user cannot leave (swipe-down is a gesture); focus that starts elsewhere hides what the modal is (CH32 §5.6: modals must have an accessible Close; on open focus goes to the modal title).",
        reference: "CH32 §5.6",
        defaultSeverity: .p0,
        triggeringExamples: [
            RuleExample("""
            screen:
              id: importConflict
              type: sheet
              title: screen.importConflict.title
              initialFocus: title
              elements:
                - { id: resolve, role: button, text: screen.importConflict.resolve }
            """),
            RuleExample("""
            screen:
              id: importConflict
              type: sheet
              title: screen.importConflict.title
              closeElement: close
              initialFocus: resolve
              elements:
                - { id: close, role: button, text: common.button.close }
                - { id: resolve, role: button, text: screen.importConflict.resolve }
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            screen:
              id: importConflict
              type: sheet
              title: screen.importConflict.title
              closeElement: close
              initialFocus: title
              elements:
                - { id: close, role: button, text: common.button.close }
            """),
        ]
    )

    public init() {}

    public func check(screen: ScreenContext, into findings: inout [Finding]) {
        guard screen.isModal else { return }
        let spec = screen.screen
        let close = spec.closeElement.flatMap(spec.element)
        if close == nil || !(close!.role.isInteractive && close!.isFocusable && close!.accessibleName != nil) {
            findings.append(screen.finding(
                Self.description, "modal \"\(spec.id)\" has no accessible Close control", element: close,
                data: [FindingValue("closeElement", spec.closeElement ?? "(none)")],
                fix: "add a button labeled Close (hint: Dismisses this screen, CH32 §5.1) and name it closeElement"
            ))
        }
        let focus = spec.initialFocus
        let focusIsTitle = focus == "title" || focus.flatMap(spec.element).map { $0.role == .header } == true
        if !focusIsTitle {
            findings.append(screen.finding(
                Self.description, severity: .p1, "VoiceOver focus in modal \"\(spec.id)\" starts on \(focus.map { "\"\($0)\"" } ?? "an undefined element"), not its title",
                data: [FindingValue("initialFocus", focus ?? "(none)"), FindingValue("required", "title")],
                fix: "set initialFocus: title"
            ))
        }
    }
}
