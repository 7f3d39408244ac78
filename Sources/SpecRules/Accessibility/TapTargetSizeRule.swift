import LintCore
import SpecModel

/// Touch targets smaller than 44 × 44 pt.
public struct TapTargetSizeRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "tap-target-size",
        name: "Small tap target",
        summary: "An interactive element's touch area (frame plus hitSlop) is under 44 × 44 pt; under 24 × 24 pt it is a blocker.",
        rationale: "Small targets are missed by people with tremors, with gloves (CH32 §4.1, §8.2) or with large text; below 24 pt (WCAG 2.5.8) many cannot hit them at all.",
        reference: "CH32 §4.1",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample("""
            screen:
              id: builder
              elements:
                - { id: zoomIn, role: iconButton, label: screen.builder.zoomIn, frame: [320, 700, 32, 32] }
            """),
            RuleExample("""
            screen:
              id: builder
              elements:
                - { id: nodeHandle, role: node, label: screen.builder.node, frame: [100, 300, 20, 20] }
            """),
            RuleExample("""
            screen:
              id: builder
              elements:
                - { id: zoomIn, role: iconButton, label: screen.builder.zoomIn, frame: [320, 700, 48, 48] }
            """, configuration: "rules: { tap-target-size: { minimumTarget: 56 } }"),
            RuleExample("""
            screen:
              id: builder
              elements:
                - { id: zoomIn, role: iconButton, label: screen.builder.zoomIn, frame: [320, 700, 30, 30] }
            """, configuration: "screens: { blockerTarget: 32 }"),
            RuleExample(swift: """
            Button { close() } label: { Image(systemName: "xmark").frame(width: 28, height: 28) }
                .accessibilityLabel("Close")
            """),
            RuleExample(swift: """
            Image(systemName: "info.circle")
                .frame(width: 16, height: 16)
                .onTapGesture { showInfo() }
            """),
            // One finding per control: its own frame says its size, not the icon's inside.
            RuleExample(swift: """
            Menu { Button("Delete") { delete() } } label: { Image(systemName: "ellipsis").frame(width: 28, height: 28) }
                .frame(width: 28, height: 28)
                .accessibilityLabel("More")
            """, severity: .p1),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            screen:
              id: builder
              elements:
                - { id: zoomIn, role: iconButton, label: screen.builder.zoomIn, frame: [320, 700, 32, 32], hitSlop: 6 }
                - { id: start, role: button, text: screen.builder.start, frame: [16, 760, 343, 50] }
                - { id: caption, role: text, text: screen.builder.caption, frame: [16, 40, 100, 16] }
            """),
            RuleExample(swift: """
            Button { close() } label: { Image(systemName: "xmark").frame(width: 44, height: 44) }
                .accessibilityLabel("Close")
            Button { close() } label: { Image(systemName: "xmark").frame(width: 24, height: 24).padding(10) }
                .accessibilityLabel("Close")
            Button { openRecipe() } label: { HStack { Image("thumb").frame(width: 24, height: 24); Text("Pancakes") } }
            """),
            // A badge over a larger view; a minimum that does not say the size.
            RuleExample(swift: """
            Button { editPhoto() } label: {
                ZStack(alignment: .bottomTrailing) {
                    ProfilePhoto(user: user).frame(width: 150, height: 150)
                    Image(systemName: "pencil.circle.fill").frame(width: 30, height: 30)
                }
            }
            ZStack { Text(title) }
                .frame(minWidth: 0, maxWidth: .infinity)
                .onTapGesture { select() }
            """),
            // A Mac app is pointed at, not tapped.
            RuleExample(swift: """
            import AppKit
            struct SearchField: View {
                var body: some View {
                    Button { query = "" } label: { Image(systemName: "xmark.circle.fill").frame(width: 11, height: 11) }
                        .accessibilityLabel("Clear")
                }
            }
            """),
        ]
    )

    public struct Options: RuleOptions {
        public var minimumTarget: Double = 44
        public var blockerTarget: Double = 24
        public init() {}
        public static let fields: [OptionField<Options>] = [
            .points("minimumTarget", \.minimumTarget, "smallest side in points (Apple HIG: 44)"),
            .points("blockerTarget", \.blockerTarget, "below this the finding is P0 (WCAG 2.5.8: 24)"),
        ]
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    public func check(screen: ScreenContext, into findings: inout [Finding]) {
        let minimum = options.minimumTarget, blocker = options.blockerTarget
        for element in screen.screen.elements where element.role.isInteractive && element.isFocusable {
            guard let area = element.touchArea, area.width < minimum || area.height < minimum else { continue }
            let blocks = area.width < blocker || area.height < blocker
            let needed = max(0, ((minimum - min(area.width, area.height)) / 2).rounded(.up))
            findings.append(screen.finding(
                Self.description, severity: blocks ? .p0 : .p1,
                "\"\(element.id)\" can be touched in \(format(area.width)) × \(format(area.height)) pt, under \(format(minimum)) × \(format(minimum))", element: element,
                data: [FindingValue("measured", "\(format(area.width)) × \(format(area.height))"), FindingValue("width", format(area.width)), FindingValue("height", format(area.height)), FindingValue("required", format(minimum)), FindingValue("hitSlop", format(element.hitSlop))],
                fix: "enlarge the frame or add hitSlop: \(format(element.hitSlop + needed)) (CH32 §4.1)"
            ))
        }
    }
}

func format(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String((value * 10).rounded() / 10)
}
