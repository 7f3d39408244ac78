import LintCore
import SpecModel

/// Text that does not scale with Dynamic Type.
public struct FixedFontSizeRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "fixed-font-size",
        name: "Fixed font size",
        summary: "Text uses a fixed point size instead of a Dynamic Type text style.",
        rationale: "Users who need larger text cannot get it (CH32 §4.3: all text uses Dynamic Type styles up to at least Accessibility Large).",
        reference: "CH32 §4.3",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample("""
            screen:
              id: active
              elements:
                - { id: stepLabel, role: text, text: screen.active.step, font: { size: 15, fixed: true } }
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            screen:
              id: active
              elements:
                - { id: stepLabel, role: text, text: screen.active.step, font: { size: 15, textStyle: subheadline } }
            """),
        ]
    )

    public init() {}

    public func check(screen: ScreenContext, into findings: inout [Finding]) {
        for element in screen.screen.elements where element.role.showsText && !element.decorative {
            guard let font = element.font, font.textStyle == nil else { continue }
            findings.append(screen.finding(
                Self.description, "\"\(element.id)\" uses a fixed \(format(font.size)) pt font that ignores the user's text size", element: element,
                data: [FindingValue("fontSize", format(font.size)), FindingValue("textStyle", "(none)")],
                fix: "use a text style (body, headline, footnote…) or a scaled metric"
            ))
        }
    }
}
