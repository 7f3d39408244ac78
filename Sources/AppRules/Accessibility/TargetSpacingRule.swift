import LintCore
import SpecModel

/// Neighbouring tap targets closer than 8 pt.
public struct TargetSpacingRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "target-spacing",
        name: "Tap targets too close",
        summary:
            "Two interactive elements are less than 8 pt apart. Tab bar items and "
            + "list rows that tile edge to edge at full size are the platform's own " + "layout and are not reported.",
        rationale:
            "Adjacent targets without spacing cause wrong taps, especially with "
            + "gloves during practice (CH32 §4.1: at least 8 pt between adjacent tap targets).",
        reference: "CH32 §4.1",
        defaultSeverity: .p2,
        triggeringExamples: [
            RuleExample(
                """
                screen:
                  id: active
                  elements:
                    - { id: previous, role: button, text: screen.active.previous, frame: [16, 700, 100, 56] }
                    - { id: next, role: button, text: screen.active.next, frame: [120, 700, 100, 56] }
                """),
            RuleExample(
                """
                screen:
                  id: active
                  elements:
                    - { id: previous, role: button, text: screen.active.previous, frame: [16, 700, 100, 56] }
                    - { id: next, role: button, text: screen.active.next, frame: [124, 700, 100, 56] }
                """, configuration: "rules: { target-spacing: { minimumSpacing: 12 } }"),
            // Rows of 44 pt tile by design only when 44 pt is the target size the app asks for.
            RuleExample(
                """
                screen:
                  id: settings
                  elements:
                    - { id: account, role: row, text: screen.settings.account, frame: [0, 120, 390, 44] }
                    - { id: privacy, role: row, text: screen.settings.privacy, frame: [0, 164, 390, 44] }
                """, configuration: "screens: { minimumTarget: 48 }"),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                screen:
                  id: active
                  elements:
                    - { id: previous, role: button, text: screen.active.previous, frame: [16, 700, 100, 56] }
                    - { id: next, role: button, text: screen.active.next, frame: [124, 700, 100, 56] }
                    - { id: timer, role: timer, text: screen.active.timer, frame: [16, 680, 100, 16] }
                """),
            // Full-size list rows and tab items tile by design: the separator is the boundary.
            RuleExample(
                """
                screen:
                  id: settings
                  elements:
                    - { id: account, role: row, text: screen.settings.account, frame: [0, 120, 390, 44] }
                    - { id: privacy, role: row, text: screen.settings.privacy, frame: [0, 164, 390, 44] }
                    - { id: library, role: tab, label: common.tab.library, frame: [0, 795, 97, 49] }
                    - { id: practice, role: tab, label: common.tab.practice, frame: [97, 795, 97, 49] }
                """),
        ]
    )

    public struct Options: RuleOptions {
        public var minimumSpacing: Double = 8
        public var minimumTarget: Double = 44
        public init() {}
        public static let fields: [OptionField<Options>] = [
            .points("minimumSpacing", \.minimumSpacing, "smallest gap in points"),
            .points(
                "minimumTarget", \.minimumTarget,
                "targets at least this size that tile edge to edge (tab items, list rows) are not reported"),
        ]
    }

    let options: Options
    public init(options: Options) { self.options = options }

    public func check(screen: ScreenContext, into findings: inout [Finding]) {
        let minimum = options.minimumSpacing
        // Sorted by top edge, a pair can only be close when the lower one starts within the
        // minimum spacing below the upper one's bottom: the inner loop stops there.
        var targets: [(Int, Element, Rect)] = []
        for (index, element) in screen.screen.elements.enumerated() where element.role.isInteractive && element.isFocusable {
            if let frame = element.frame { targets.append((index, element, frame)) }
        }
        targets.sort { (left: (Int, Element, Rect), right: (Int, Element, Rect)) -> Bool in
            left.2.y < right.2.y || (left.2.y == right.2.y && left.0 < right.0)
        }
        for (position, upper) in targets.enumerated() {
            for lower in targets[(position + 1)...] {
                guard lower.2.y < upper.2.maxY + minimum else { break }
                // Report each pair once, named in the screen's order.
                let (first, second) = upper.0 < lower.0 ? (upper, lower) : (lower, upper)
                let a = first.2, b = second.2
                // Overlaps are their own rule; here only near misses count.
                guard !a.intersects(b) else { continue }
                if Self.tilesByDesign(first.1, second.1, minimum: options.minimumTarget) { continue }
                let gap = a.distance(to: b)
                guard gap < minimum else { continue }
                findings.append(
                    screen.finding(
                        Self.description, "\"\(first.1.id)\" and \"\(second.1.id)\" are \(format(gap)) pt apart", element: second.1,
                        data: [
                            FindingValue("measured", format(gap)), FindingValue("required", format(minimum)),
                            FindingValue("neighbour", first.1.id),
                        ],
                        fix: "move them \(format(minimum - gap)) pt further apart"
                    ))
            }
        }
    }

    /// Rows of a list and items of a tab bar sit edge to edge in every iOS app; at full size
    /// each is its own target and the gap rule would only push them into overlapping.
    static func tilesByDesign(_ a: Element, _ b: Element, minimum: Double) -> Bool {
        guard a.role == b.role, [.row, .tab].contains(a.role), let first = a.frame, let second = b.frame else { return false }
        return min(first.width, first.height, second.width, second.height) >= minimum
    }
}
