import LintCore
import SourceText
import SpecModel
import SwiftSourceFacts

/// Touch targets smaller than 44 × 44 pt.
public struct TapTargetSizeRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "tap-target-size",
        name: "Small tap target",
        summary: "An interactive element's touch area (frame plus hitSlop) is under 44 × 44 pt; under 24 × 24 pt it is a blocker.",
        rationale:
            "Small targets are missed by people with tremors, with gloves (CH32 §4.1, §8.2) "
            + "or with large text; below 24 pt (WCAG 2.5.8) many cannot hit them at all.",
        reference: "CH32 §4.1",
        defaultSeverity: .p1,
        triggeringExamples: uikitTriggeringExamples + [
            RuleExample(
                """
                screen:
                  id: builder
                  elements:
                    - { id: zoomIn, role: iconButton, label: screen.builder.zoomIn, frame: [320, 700, 32, 32] }
                """),
            RuleExample(
                """
                screen:
                  id: builder
                  elements:
                    - { id: nodeHandle, role: node, label: screen.builder.node, frame: [100, 300, 20, 20] }
                """),
            RuleExample(
                """
                screen:
                  id: builder
                  elements:
                    - { id: zoomIn, role: iconButton, label: screen.builder.zoomIn, frame: [320, 700, 48, 48] }
                """, configuration: "rules: { tap-target-size: { minimumTarget: 56 } }"),
            RuleExample(
                """
                screen:
                  id: builder
                  elements:
                    - { id: zoomIn, role: iconButton, label: screen.builder.zoomIn, frame: [320, 700, 30, 30] }
                """, configuration: "screens: { blockerTarget: 32 }"),
            RuleExample(
                swift: """
                    Button { close() } label: { Image(systemName: "xmark").frame(width: 28, height: 28) }
                        .accessibilityLabel("Close")
                    """),
            RuleExample(
                swift: """
                    Image(systemName: "info.circle")
                        .frame(width: 16, height: 16)
                        .onTapGesture { showInfo() }
                    """),
            // One finding per control: its own frame says its size, not the icon's inside.
            RuleExample(
                swift: """
                    Menu { Button("Delete") { delete() } } label: { Image(systemName: "ellipsis").frame(width: 28, height: 28) }
                        .frame(width: 28, height: 28)
                        .accessibilityLabel("More")
                    """, severity: .p1),
            // A size given by a constant of the target is as literal as the number: in the type,
            // in an extension of it, in a metrics enum of another file.
            RuleExample(
                swift: """
                    struct PlayerControls: View {
                        let buttonSize: CGFloat = 38
                        var body: some View {
                            Button { skip() } label: { Image(systemName: "forward.fill").frame(width: buttonSize, height: buttonSize) }
                                .accessibilityLabel("Skip")
                            Button { rewind() } label: { Image(systemName: "backward.fill").frame(width: Self.side, height: Self.side) }
                                .accessibilityLabel("Rewind")
                            Image(systemName: "info.circle")
                                .frame(width: Metrics.Icon.side, height: Metrics.Icon.side)
                                .padding(Metrics.hitInset)
                                .onTapGesture { showInfo() }
                        }
                    }
                    // file: Metrics.swift
                    extension PlayerControls { static let side: CGFloat = 32 }
                    enum Metrics {
                        static let hitInset: CGFloat = 2
                        enum Icon { static let side = CGFloat(16) }
                    }
                    """, findings: 3),
        ],
        nonTriggeringExamples: uikitNonTriggeringExamples + [
            RuleExample(
                """
                screen:
                  id: builder
                  elements:
                    - { id: zoomIn, role: iconButton, label: screen.builder.zoomIn, frame: [320, 700, 32, 32], hitSlop: 6 }
                    - { id: start, role: button, text: screen.builder.start, frame: [16, 760, 343, 50] }
                    - { id: caption, role: text, text: screen.builder.caption, frame: [16, 40, 100, 16] }
                """),
            RuleExample(
                swift: """
                    Button { close() } label: { Image(systemName: "xmark").frame(width: 44, height: 44) }
                        .accessibilityLabel("Close")
                    Button { close() } label: { Image(systemName: "xmark").frame(width: 24, height: 24).padding(10) }
                        .accessibilityLabel("Close")
                    Button { openRecipe() } label: { HStack { Image("thumb").frame(width: 24, height: 24); Text("Pancakes") } }
                    """),
            // A badge over a larger view; a minimum that does not say the size.
            RuleExample(
                swift: """
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
            // A @ScaledMetric size grows with the text; a stored var's starting value is the
            // caller's to change; a parameter or local named like a small constant is what the
            // code means; constants that with padding reach the minimum.
            RuleExample(
                swift: """
                    struct PlayerControls: View {
                        @ScaledMetric private var side: CGFloat = 30
                        var buttonSize: CGFloat = 30
                        var body: some View {
                            Button { skip() } label: { Image(systemName: "forward.fill").frame(width: side, height: side) }
                                .accessibilityLabel("Skip")
                            Button { rewind() } label: { Image(systemName: "backward.fill").frame(width: buttonSize, height: buttonSize) }
                                .accessibilityLabel("Rewind")
                            Button { stop() } label: {
                                Image(systemName: "stop.fill")
                                    .frame(width: Metrics.iconSide, height: Metrics.iconSide)
                                    .padding(Metrics.hitInset)
                            }
                            .accessibilityLabel("Stop")
                        }
                        func handle(iconSide: CGFloat) -> some View {
                            Image(systemName: "circle").frame(width: iconSide, height: iconSide).onTapGesture { toggle() }
                        }
                    }
                    // file: Metrics.swift
                    let iconSide: CGFloat = 12
                    enum Metrics {
                        static let iconSide: CGFloat = 24
                        static let hitInset: CGFloat = 10
                    }
                    """),
            // A Mac app is pointed at, not tapped.
            RuleExample(
                swift: """
                    import AppKit
                    struct SearchField: View {
                        var body: some View {
                            Button { query = "" } label: { Image(systemName: "xmark.circle.fill").frame(width: 11, height: 11) }
                                .accessibilityLabel("Clear")
                        }
                    }
                    """),
            // Seen in apps: an outer flexible frame with a content shape is the target; a bordered
            // style pads its label; a toolbar item's bar gives its button the hit area.
            RuleExample(
                swift: """
                    struct HandleBar: View {
                        var body: some View {
                            Button { isExpanded.toggle() } label: {
                                Image(systemName: "chevron.up").frame(height: 16)
                                    .frame(maxWidth: .infinity, maxHeight: 62).contentShape(.rect)
                            }
                            .accessibilityLabel("Expand")
                            Button { goBack() } label: { Image(systemName: "chevron.backward").frame(width: 38, height: 38) }
                                .buttonStyle(.bordered)
                                .accessibilityLabel("Back")
                        }
                    }
                    struct InboxToolbar: ToolbarContent {
                        var body: some ToolbarContent {
                            ToolbarItem(placement: .topBarTrailing) {
                                Button(action: { showSettings() }, label: { Image(systemName: "gearshape").frame(width: 24, height: 24) })
                                    .accessibilityLabel("Settings")
                            }
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
            findings.append(
                screen.finding(
                    Self.description, severity: blocks ? .p0 : .p1,
                    "\"\(element.id)\" can be touched in \(format(area.width)) × "
                        + "\(format(area.height)) pt, under \(format(minimum)) × \(format(minimum))",
                    element: element,
                    data: [
                        FindingValue("measured", "\(format(area.width)) × \(format(area.height))"),
                        FindingValue("width", format(area.width)), FindingValue("height", format(area.height)),
                        FindingValue("required", format(minimum)), FindingValue("hitSlop", format(element.hitSlop)),
                    ],
                    fix: "enlarge the frame or add hitSlop: \(format(element.hitSlop + needed)) (CH32 §4.1)"
                ))
        }
    }
}

func format(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String((value * 10).rounded() / 10)
}

// MARK: Swift code

/// Tapped views framed smaller than the minimum target, padding counted.
extension TapTargetSizeRule: SourceRule {
    /// SwiftUI's `.padding()` without a length: 16 pt on iOS in most contexts (not a public
    /// constant), counted so a padded icon is not reported.
    static let systemPadding = 16.0

    public func check(file: SwiftFileContext, into findings: inout [Finding]) {
        let controls = Dictionary(file.facts.controls.map { ($0.location, $0) }, uniquingKeysWith: { first, _ in first })
        let framedControls = Set(file.facts.frames.compactMap(\.control))
        var measured:
            [(frame: FrameFact, width: Double?, height: Double?, smallest: Double, padding: (horizontal: Double, vertical: Double))] = []
        for frame in file.facts.frames where frame.isTappable {
            // Touch targets: a Mac is pointed at, not tapped (and its own minimum is 20 pt).
            if file.facts.runsOnlyOnMac(frame.location) || frame.hitAreaGrows || frame.isWholeBarItem { continue }
            var paddings = frame.paddings
            if let enclosing = frame.enclosingControl, frame.control == nil {
                // A frame inside a label is the target only when the label is that image alone:
                // beside a title or other views the label is larger, and a frame on the control
                // itself says its size.
                guard controls[enclosing]?.label.content == .imageOnly, !framedControls.contains(enclosing) else { continue }
                paddings += controls[enclosing]?.modifiers.compactMap(Padding.init) ?? []
                // A bordered button draws its label inside a padded capsule (about 12 × 7 pt a side).
                if let style = controls[enclosing]?.modifiers.first(where: { $0.name == "buttonStyle" })?.arguments.first?.text,
                    style.hasPrefix(".bordered")
                {
                    paddings += [Padding(amount: .literal(12), edges: ".horizontal"), Padding(amount: .literal(7), edges: ".vertical")]
                }
            }
            guard let padding = Self.padding(paddings, resolving: file.number) else { continue }
            // A minimum (`minWidth: 0`) bounds the size from below only; it does not say it. A
            // size given by a constant of the target (`Metrics.buttonSize`) is as literal as `38`.
            let width = (frame.width ?? file.number(frame.references["width"])).map { $0 + padding.horizontal }
            let height = (frame.height ?? file.number(frame.references["height"])).map { $0 + padding.vertical }
            guard let smallest = [width, height].compactMap({ $0 }).min() else { continue }
            measured.append((frame, width, height, smallest, padding))
        }
        // One finding per control: the largest of the frames inside one label bounds the target.
        var largestInside: [SourceLocation: Double] = [:]
        for item in measured where item.frame.control == nil {
            if let enclosing = item.frame.enclosingControl { largestInside[enclosing] = max(largestInside[enclosing] ?? 0, item.smallest) }
        }
        var reported: Set<SourceLocation> = []
        for (frame, width, height, smallest, padding) in measured where smallest < options.minimumTarget {
            if frame.control == nil, let enclosing = frame.enclosingControl {
                guard smallest == largestInside[enclosing], reported.insert(enclosing).inserted else { continue }
            }
            let size = [width.map(format) ?? "?", height.map(format) ?? "?"].joined(separator: " × ")
            let view = frame.receiver ?? "view"
            // Which sizes were read from names, so the fix goes to the constant.
            let names = ["width", "height"].compactMap { label in
                frame.references[label].map { "\(label): \($0.description)" }
            }
            let named = names.isEmpty ? [] : [FindingValue("sizedBy", names.joined(separator: ", "))]
            findings.append(
                file.finding(
                    Self.description, severity: smallest < options.blockerTarget ? .p0 : .p1,
                    "\(view) can be tapped in \(size) pt, under \(format(options.minimumTarget)) × \(format(options.minimumTarget))",
                    at: frame.location, element: "\(view) \(size)",
                    data: [
                        FindingValue("measured", size), FindingValue("required", format(options.minimumTarget)),
                        FindingValue("padding", "\(format(padding.horizontal)) × \(format(padding.vertical))"),
                    ] + named,
                    fix:
                        "make the frame at least \(format(options.minimumTarget)) pt, or add "
                        + ".padding() and .contentShape(Rectangle()) so the padding is tappable"
                ))
        }
        checkUIKit(file: file, into: &findings)
    }

    /// Padding added to each dimension (both sides), or nil when one is not a literal and the
    /// size cannot be told.
    static func padding(_ paddings: [Padding], resolving number: (NameReference?) -> Double? = { _ in nil })
        -> (horizontal: Double, vertical: Double)?
    {
        var horizontal = 0.0, vertical = 0.0
        for padding in paddings {
            let amount: Double
            switch padding.amount {
            case .systemDefault: amount = systemPadding
            case .literal(let value): amount = value
            case .expression:
                guard let value = number(padding.reference) else { return nil }
                amount = value
            }
            let edges = padding.edges ?? ".all"
            let sides = (
                horizontal: edges.contains("horizontal") || edges.contains("all")
                    ? 2.0 : (edges.contains("leading") ? 1 : 0) + (edges.contains("trailing") ? 1 : 0),
                vertical: edges.contains("vertical") || edges.contains("all")
                    ? 2.0 : (edges.contains("top") ? 1 : 0) + (edges.contains("bottom") ? 1 : 0)
            )
            horizontal += amount * sides.horizontal
            vertical += amount * sides.vertical
        }
        return (horizontal, vertical)
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String((value * 10).rounded() / 10)
    }
}
