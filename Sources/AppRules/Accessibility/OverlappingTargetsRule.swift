import LintCore
import SpecModel

/// Touch areas that overlap.
public struct OverlappingTargetsRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "overlapping-targets",
        name: "Overlapping tap targets",
        summary: "The touch areas of two interactive elements overlap.",
        rationale:
            "A tap in the overlap triggers whichever control wins, not the one the "
            + "user meant; hitSlop added for small icons often causes this (CH32 §4.1).",
        reference: "CH32 §4.1",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample(
                """
                screen:
                  id: library
                  elements:
                    - { id: inboxButton, role: iconButton, label: screen.library.inbox, frame: [260, 50, 44, 44], hitSlop: 6 }
                    - { id: addButton, role: iconButton, label: screen.library.add, frame: [306, 50, 44, 44] }
                """)
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                screen:
                  id: library
                  elements:
                    - { id: inboxButton, role: iconButton, label: screen.library.inbox, frame: [254, 50, 44, 44] }
                    - { id: addButton, role: iconButton, label: screen.library.add, frame: [306, 50, 44, 44] }
                """)
        ]
    )

    public init() {}

    public func check(screen: ScreenContext, into findings: inout [Finding]) {
        let targets = screen.screen.elements.filter { $0.role.isInteractive && $0.isFocusable && $0.touchArea != nil }
        for (index, first) in targets.enumerated() {
            for second in targets[(index + 1)...] where first.touchArea!.intersects(second.touchArea!) {
                let a = first.touchArea!, b = second.touchArea!
                let overlap = (min(a.maxX, b.maxX) - max(a.x, b.x), min(a.maxY, b.maxY) - max(a.y, b.y))
                findings.append(
                    screen.finding(
                        Self.description,
                        "the touch areas of \"\(first.id)\" and \"\(second.id)\" overlap by "
                            + "\(format(overlap.0)) × \(format(overlap.1)) pt",
                        element: second,
                        data: [
                            FindingValue("overlapWidth", format(overlap.0)), FindingValue("overlapHeight", format(overlap.1)),
                            FindingValue("neighbour", first.id),
                        ],
                        fix: "separate the frames or reduce hitSlop so each touch area is its own"
                    ))
            }
        }
    }
}
