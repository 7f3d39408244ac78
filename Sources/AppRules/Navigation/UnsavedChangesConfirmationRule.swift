import LintCore
import SpecModel

/// Editors and modals with unsaved edits and no discard confirmation.
public struct UnsavedChangesConfirmationRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "unsaved-changes-confirmation",
        name: "Unsaved edits without a discard confirmation",
        summary: "A route that can hold unsaved edits has no confirmation on leaving.",
        rationale:
            "Swipe-down or back would lose work silently (CH04 §5.3: dismissal "
            + "with unsaved edits triggers an Unsaved Changes action sheet; §6.2).",
        reference: "CH04 §6.2",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample(
                """
                routes:
                  routes:
                    - { id: Moves/EditMove, presentation: push, unsavedChanges: { edits: true } }
                """)
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                routes:
                  routes:
                    - { id: Moves/EditMove, presentation: push, unsavedChanges: { edits: true, confirmation: "Unsaved Changes action \
                sheet" } }
                    - { id: Moves/MoveDetail, presentation: push, unsavedChanges: { edits: false } }
                """)
        ]
    )

    public init() {}

    public func check(routes: RouteContext, into findings: inout [Finding]) {
        for route in routes.spec.routes {
            guard let policy = route.unsavedChanges, policy.hasEdits, policy.confirmation == nil else { continue }
            findings.append(
                routes.finding(
                    Self.description, "\"\(route.id)\" can hold unsaved edits but leaving it asks nothing", scope: route.id,
                    element: "unsavedChanges", at: policy.location,
                    data: [FindingValue("edits", "true"), FindingValue("confirmation", "(none)")],
                    fix: "confirm with Keep Editing / Discard Changes (and Save Draft where possible), CH04 §5.3"
                ))
        }
    }
}
