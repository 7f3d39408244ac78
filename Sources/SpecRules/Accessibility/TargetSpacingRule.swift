import LintCore
import SpecModel

/// Neighbouring tap targets closer than 8 pt.
public struct TargetSpacingRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "target-spacing",
        name: "Tap targets too close",
        summary: "Two interactive elements are less than 8 pt apart.",
        rationale: "Adjacent targets without spacing cause wrong taps, especially with gloves during practice (CH32 §4.1: at least 8 pt between adjacent tap targets).",
        reference: "CH32 §4.1",
        defaultSeverity: .p2,
        options: [RuleOption("screens.minimumSpacing", default: "8", "smallest gap in points")],
        triggeringExamples: [
            RuleExample("""
            screen:
              id: active
              elements:
                - { id: previous, role: button, text: screen.active.previous, frame: [16, 700, 100, 56] }
                - { id: next, role: button, text: screen.active.next, frame: [120, 700, 100, 56] }
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            screen:
              id: active
              elements:
                - { id: previous, role: button, text: screen.active.previous, frame: [16, 700, 100, 56] }
                - { id: next, role: button, text: screen.active.next, frame: [124, 700, 100, 56] }
                - { id: timer, role: timer, text: screen.active.timer, frame: [16, 680, 100, 16] }
            """),
        ]
    )

    public init() {}

    public func check(screen: ScreenContext, into findings: inout [Finding]) {
        let targets = screen.screen.elements.filter { $0.role.isInteractive && $0.isFocusable && $0.frame != nil }
        for (index, first) in targets.enumerated() {
            for second in targets[(index + 1)...] {
                let a = first.frame!, b = second.frame!
                // Overlaps are their own rule; here only near misses count.
                guard !a.intersects(b) else { continue }
                let gap = a.distance(to: b)
                guard gap < screen.thresholds.minimumSpacing else { continue }
                findings.append(screen.finding(
                    Self.description, "\"\(first.id)\" and \"\(second.id)\" are \(format(gap)) pt apart", element: second,
                    data: [FindingValue("gap", format(gap)), FindingValue("required", format(screen.thresholds.minimumSpacing)), FindingValue("neighbour", first.id)],
                    fix: "move them \(format(screen.thresholds.minimumSpacing - gap)) pt further apart"
                ))
            }
        }
    }
}
