import LintCore
import SpecModel

/// States shown only by a color change.
public struct ColorOnlyStateRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "color-only-state",
        name: "State shown by color alone",
        summary: "A state (selected, locked, error…) is shown only by color.",
        rationale: "Color-blind users and VoiceOver users miss it (CH32 §3, §4.4: selection and status must also use an icon, checkmark, border or label, and an accessibility value).",
        reference: "CH32 §4.4",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample("""
            screen:
              id: practiceSetup
              elements:
                - id: pathChip
                  role: chip
                  text: screen.practiceSetup.path
                  states: [{ name: selected, indicators: [color] }]
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            screen:
              id: practiceSetup
              elements:
                - id: pathChip
                  role: chip
                  text: screen.practiceSetup.path
                  states: [{ name: selected, indicators: [color, checkmark, accessibilityValue] }]
            """),
        ]
    )

    public init() {}

    public func check(screen: ScreenContext, into findings: inout [Finding]) {
        for element in screen.screen.elements {
            for state in element.states where !state.indicators.isEmpty && state.indicators.allSatisfy({ $0 == .color }) {
                findings.append(screen.finding(
                    Self.description, "the \"\(state.name)\" state of \"\(element.id)\" is shown by color alone", element: element, at: state.location,
                    data: [FindingValue("state", state.name), FindingValue("indicators", "color")],
                    fix: "add a checkmark, border or text for \(state.name), and expose it as the accessibility value"
                ))
            }
        }
    }
}
