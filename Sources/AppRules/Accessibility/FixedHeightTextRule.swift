import LintCore
import SpecModel

/// Text containers that cannot grow.
public struct FixedHeightTextRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "fixed-height-text",
        name: "Fixed-height text container",
        summary: "A text element sits in a container whose height does not grow.",
        rationale: "At large text sizes, and with translations 30–50% longer, the text clips (CH32 §3, §11.4, §16.2: avoid fixed-height containers for text).",
        reference: "CH32 §4.3",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample("""
            screen:
              id: paywall
              elements:
                - { id: renewalText, role: text, text: screen.paywall.renewal, fixedHeight: true, font: { size: 13, textStyle: footnote } }
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            screen:
              id: paywall
              elements:
                - { id: renewalText, role: text, text: screen.paywall.renewal, font: { size: 13, textStyle: footnote } }
                - { id: hero, role: image, fixedHeight: true, decorative: true }
            """),
        ]
    )

    public init() {}

    public func check(screen: ScreenContext, into findings: inout [Finding]) {
        for element in screen.screen.elements where element.fixedHeight && element.role.showsText {
            findings.append(screen.finding(
                Self.description, "\"\(element.id)\" has a fixed height and will clip at large text sizes", element: element,
                data: [FindingValue("fixedHeight", "true"), FindingValue("height", element.frame.map { format($0.height) } ?? "?")],
                fix: "let the container grow with its text (and scroll the screen if needed)"
            ))
        }
    }
}
