import LintCore
import SpecModel

/// Decorative elements VoiceOver stops on.
public struct DecorativeFocusableRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "decorative-focusable",
        name: "Focusable decorative element",
        summary: "An element marked decorative is focusable.",
        rationale:
            "Every swipe through the screen stops on something that says nothing "
            + "useful (CH32 §4.2: decorative icons must not be focusable).",
        reference: "CH32 §4.2",
        defaultSeverity: .p2,
        triggeringExamples: [
            RuleExample(
                """
                screen:
                  id: welcome
                  elements:
                    - { id: heroArt, role: image, decorative: true, focusable: true }
                """)
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                screen:
                  id: welcome
                  elements:
                    - { id: heroArt, role: image, decorative: true }
                """)
        ]
    )

    public init() {}

    public func check(screen: ScreenContext, into findings: inout [Finding]) {
        for element in screen.screen.elements where element.decorative && element.focusable == true {
            findings.append(
                screen.finding(
                    Self.description, "decorative \(element.role.rawValue) \"\(element.id)\" is focusable", element: element,
                    data: [FindingValue("decorative", "true"), FindingValue("focusable", "true")],
                    fix: "set focusable: false (accessibilityHidden) or give it a real label if it carries information"
                ))
        }
    }
}
