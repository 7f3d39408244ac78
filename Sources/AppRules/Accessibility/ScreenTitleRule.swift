import LintCore
import SpecModel

/// Screens without a title for VoiceOver to start on.
public struct ScreenTitleRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "screen-title",
        name: "Screen without a title",
        summary: "A screen, modal or sheet has no title.",
        rationale:
            "On entry VoiceOver focus starts at the screen title, announced as a "
            + "header: without one users do not know where they are (CH32 §6, " + "§5.1: navigation title uses the header role).",
        reference: "CH32 §6",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample(
                """
                screen:
                  id: practiceSummary
                  elements:
                    - { id: continueButton, role: button, text: screen.practiceSummary.continue }
                """)
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                screen:
                  id: practiceSummary
                  title: screen.practiceSummary.title
                  elements:
                    - { id: continueButton, role: button, text: screen.practiceSummary.continue }
                """),
            RuleExample(
                """
                screen:
                  id: offlineBanner
                  type: banner
                  elements:
                    - { id: message, role: text, text: common.network.offline }
                """),
        ]
    )

    public init() {}

    public func check(screen: ScreenContext, into findings: inout [Finding]) {
        let spec = screen.screen
        guard [.screen, .modal, .sheet].contains(spec.kind), spec.title == nil, !spec.elements.contains(where: { $0.role == .header })
        else { return }
        findings.append(
            screen.finding(
                Self.description, "screen \"\(spec.id)\" has no title", data: [FindingValue("title", "(none)")],
                fix: "add title: screen.\(spec.id).title (shown in the navigation bar, announced as a header)"
            ))
    }
}
