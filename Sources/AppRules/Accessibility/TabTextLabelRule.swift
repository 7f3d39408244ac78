import LintCore
import SpecModel

/// Tab bar items with an icon and no text.
public struct TabTextLabelRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "tab-text-label",
        name: "Tab without a text label",
        summary: "A tab bar item shows only an icon, or does not expose its selected state.",
        rationale: "Icons alone are not enough (CH32 §5.1: the tab bar exposes labels and selected state): many users cannot map icons to sections.",
        reference: "CH32 §5.1",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample("""
            screen:
              id: tabBar
              type: component
              elements:
                - { id: libraryTab, role: tab, label: screen.tabBar.library, states: [{ name: selected, indicators: [color, accessibilityValue] }] }
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            screen:
              id: tabBar
              type: component
              elements:
                - { id: libraryTab, role: tab, text: screen.tabBar.library, states: [{ name: selected, indicators: [color, weight, accessibilityValue] }] }
            """),
        ]
    )

    public init() {}

    public func check(screen: ScreenContext, into findings: inout [Finding]) {
        for element in screen.screen.elements where element.role == .tab {
            if element.text == nil {
                findings.append(screen.finding(
                    Self.description, "tab \"\(element.id)\" has no visible text label", element: element,
                    data: [FindingValue("text", "(none)"), FindingValue("label", element.label?.description ?? "(none)")],
                    fix: "show the tab's name under its icon (text: …)"
                ))
            }
            if !element.states.contains(where: { $0.name == "selected" }) {
                findings.append(screen.finding(
                    Self.description, severity: .p2, "tab \"\(element.id)\" does not say how it shows being selected", element: element,
                    data: [FindingValue("states", element.states.map(\.name).joined(separator: " "))],
                    fix: "declare a selected state with a non-color indicator and the accessibility value"
                ))
            }
        }
    }
}
