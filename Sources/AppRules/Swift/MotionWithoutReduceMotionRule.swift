import LintCore
import SwiftSourceFacts

/// Large, repeating or bouncy animations in a view that never asks about Reduce Motion.
public struct MotionWithoutReduceMotionRule: SourceRule {
    public static let description = RuleDescription(
        identifier: "motion-without-reduce-motion",
        name: "Motion without Reduce Motion",
        summary:
            "A repeating animation, a large scale/rotation/offset change, a bouncy "
            + "spring or a matched-geometry flight sits in a type that never reads "
            + "`accessibilityReduceMotion` or `UIAccessibility.isReduceMotionEnabled`.",
        rationale:
            "Movement makes people with vestibular disorders dizzy or sick; iOS's "
            + "Reduce Motion setting asks apps to replace it with fades (CH32 §4.5: "
            + "respect Reduce Motion, replace large animations with subtle fades, "
            + "avoid excessive bounce). P1 for repeating and large motion, P2 for " + "springs and matched-geometry moves. "
            + "Only movement counts: a repeat that changes only a glow, a color or an opacity, an icon-sized view "
            + "(an SF Symbol, a frame of 44 pt or less) turning, scaling or springing in place, a mirror "
            + "(`scaleEffect(x: -1)`), a press that scales by less than a tenth, a preset defined in "
            + "`extension Animation`, and matched geometry on a shape or a spinner (a selection highlight inside "
            + "one control, a swap in place) are not reported. A busy indicator turning forever (an image, "
            + "function or type named refresh, loading, spinner, progress) is exempt: §4.5 asks to replace large "
            + "animations, and the system's own spinner keeps turning under Reduce Motion because a fade would "
            + "hide that the app is working. A layer turning forever whose size and purpose the code does not "
            + "tell needs review.",
        reference: "CH32 §4.5",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample(
                swift: """
                    struct Pulse: View {
                        @State private var on = false
                        var body: some View {
                            Circle().scaleEffect(on ? 2.5 : 1)
                                .animation(.easeInOut(duration: 0.8).repeatForever(autoreverses: true), value: on)
                                .onAppear { on = true }
                        }
                    }
                    """, findings: 2),
            // A shimmer: only the gradient's points move, through an animation property applied
            // when loading. Judges split on whether it is motion (damus yes, Flipper and habitica no).
            RuleExample(
                swift: """
                    struct AnimatedPlaceholder: View {
                        @State private var isAnimating = false
                        @State private var points = (start: UnitPoint(x: -1, y: 0), end: UnitPoint.leading)
                        var animation: Animation { .linear(duration: 2).repeatForever(autoreverses: true) }
                        var body: some View {
                            LinearGradient(colors: [.gray, .white], startPoint: points.start, endPoint: points.end)
                                .animation(isAnimating ? animation : nil, value: points.start)
                                .onAppear { isAnimating = true }
                        }
                    }
                    """, severity: .p2, outcome: .needsReview),
            // The same through an animation property, on a view that slides across the screen.
            RuleExample(
                swift: """
                    struct Marquee: View {
                        @State private var moving = false
                        var animation: Animation { .linear(duration: 3).repeatForever(autoreverses: false) }
                        var body: some View {
                            Text("Now playing").offset(x: moving ? 300 : -300)
                                .onAppear { withAnimation(animation) { moving = true } }
                        }
                    }
                    """, findings: 2),
            RuleExample(
                swift: """
                    struct Card: View {
                        @State private var open = false
                        var body: some View {
                            Text("Flows").onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.4)) { open.toggle() } }
                        }
                    }
                    """, severity: .p2),
            RuleExample(
                swift: """
                    final class Banner: UIView {
                        func show() {
                            UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0.8, options: \
                    []) { self.alpha = 1 }
                        }
                    }
                    """, severity: .p2),
            // A press that shrinks by a tenth, with a bounce.
            RuleExample(
                swift: """
                    struct SquishStyle: ButtonStyle {
                        func makeBody(configuration: Configuration) -> some View {
                            configuration.label.scaleEffect(configuration.isPressed ? 0.9 : 1)
                                .animation(.bouncy(duration: 0.4), value: configuration.isPressed)
                        }
                    }
                    """, severity: .p2),
            // A layer turning forever that nothing names: a spinner, or a large view spinning.
            RuleExample(
                swift: """
                    final class FlowBadgeButton: UIButton {
                        func animateBadge() {
                            let turn = CABasicAnimation(keyPath: "transform.rotation.z")
                            turn.repeatCount = Float.infinity
                            badge.layer.add(turn, forKey: nil)
                        }
                    }
                    """, severity: .p2),
            // Matched positions keep a title in place while a modal swaps states, or fly it: a person tells.
            RuleExample(
                swift: """
                    struct ReaderConnectingFailedView: View {
                        let animation: AlertAnimation
                        var body: some View {
                            Text(viewModel.title).font(.title)
                                .matchedGeometryEffect(id: animation.titleTransitionId, in: animation.namespace, properties: .position)
                        }
                    }
                    """, severity: .p2, outcome: .needsReview),
        ],
        nonTriggeringExamples: [
            // Busy indicators that move nothing across the screen (Flipper): dots whose opacity the
            // repeat applies to through `.animation(_, value:)`, a trace running round a button's border.
            RuleExample(
                swift: """
                    struct ConnectingIndicator: View {
                        @State private var opacity = 0.5
                        @State private var isAnimated = false
                        @State private var trimFrom = 0.0
                        var pulse: Animation { .easeInOut(duration: 0.5).repeatForever(autoreverses: true) }
                        var body: some View {
                            Circle().fill(.blue).opacity(opacity).animation(pulse.delay(0.25), value: isAnimated)
                                .onAppear { withAnimation { opacity = 1; isAnimated = true } }
                            Capsule().trim(from: trimFrom, to: trimFrom + 0.3).stroke(.blue)
                                .onAppear { withAnimation(.linear(duration: 3).repeatForever(autoreverses: false)) { trimFrom = 0.7 } }
                        }
                    }
                    """),
            // An animation property used by `withAnimation(animation)`: what its uses animate counts
            // (Flipper's connecting dots pulse their opacity).
            RuleExample(
                swift: """
                    struct DotsAnimation: View {
                        @State private var visible = false
                        var animation: Animation { .easeInOut(duration: 0.5).repeatForever(autoreverses: true) }
                        var body: some View {
                            Circle().frame(width: 6, height: 6).opacity(visible ? 1 : 0.2)
                                .onAppear { withAnimation(animation) { visible = true } }
                        }
                    }
                    """),
            RuleExample(
                swift: """
                    struct Pulse: View {
                        @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                        @State private var on = false
                        var body: some View {
                            Circle().scaleEffect(on ? 1.6 : 1)
                                .animation(reduceMotion ? nil : .easeInOut.repeatForever(), value: on)
                        }
                    }
                    struct IndefiniteProgressCircle: View {
                        @State private var turning = false
                        var body: some View {
                            Circle().trim(from: 0, to: 0.7).rotationEffect(.degrees(turning ? 360 : 0))
                                .animation(.linear(duration: 1.5).repeatForever(autoreverses: false), value: turning)
                        }
                    }
                    struct DeleteBadge: View {
                        let shown: Bool
                        var body: some View { Image(systemName: "xmark.circle").opacity(shown ? 1 : 0).scaleEffect(shown ? 1 : \
                    0.5).animation(.easeOut, value: shown) }
                    }
                    final class PulseView: UIView {
                        func pulse() {
                            let pulse = CABasicAnimation(keyPath: "opacity")
                            pulse.repeatCount = .infinity
                            layer.add(pulse, forKey: "pulse")
                        }
                    }
                    struct Fade: View {
                        @State private var shown = false
                        var body: some View {
                            Text("Saved").opacity(shown ? 1 : 0).scaleEffect(shown ? 1 : 0.95)
                                .animation(.spring(response: 0.3, dampingFraction: 0.8), value: shown)
                        }
                    }
                    """),
            // Seen in apps: a repeat that only pulses a glow or an opacity, a small icon turning in
            // place while busy, a selection capsule or a spinner swapped by matched geometry.
            RuleExample(
                swift: """
                    struct SyncBadge: View {
                        @State private var glow = 2.0
                        @State private var twinkling = false
                        @State private var syncing = false
                        @Namespace private var tabs
                        let selectedTab: Int
                        var body: some View {
                            Image(systemName: "bell").shadow(color: .orange, radius: glow)
                                .animation(.easeInOut(duration: 1).repeatForever(autoreverses: true), value: glow)
                                .onAppear { glow = 6 }
                            Image(systemName: "sparkle").opacity(twinkling ? 1 : 0.4)
                                .task { withAnimation(.easeInOut.repeatForever()) { twinkling = true } }
                            Image(systemName: "arrow.triangle.2.circlepath").frame(width: 18)
                                .rotationEffect(.degrees(syncing ? 360 : 0))
                                .animation(syncing ? .linear(duration: 1).repeatForever(autoreverses: false) : .default, value: syncing)
                            ForEach(0..<3) { index in
                                Text("Tab \\(index)").background {
                                    if index == selectedTab { Capsule().fill(.quaternary).matchedGeometryEffect(id: "pill", in: tabs) }
                                }
                            }
                            ProgressView().controlSize(.small).matchedGeometryEffect(id: "status", in: tabs)
                        }
                    }
                    """),
            // Seen in apps: a mirrored icon, a small handle popping in, a badge springing in, a press
            // scaled by 2%, a spring preset defined in an extension, busy indicators turning forever.
            RuleExample(
                swift: """
                    struct FlowControls: View {
                        let panelOnRight: Bool
                        @State private var dragging = false
                        @State private var pinned = false
                        @State private var reloading = false
                        var body: some View {
                            Image(systemName: "sidebar.left").scaleEffect(x: panelOnRight ? 1 : -1)
                                .animation(.easeInOut, value: panelOnRight)
                            Capsule().fill(.tint).frame(width: 18, height: 18).scaleEffect(dragging ? 1 : 0)
                                .animation(.easeOut, value: dragging)
                            Image(systemName: "pin.fill").imageScale(.small)
                                .animation(.interpolatingSpring(stiffness: 90, damping: 8), value: pinned)
                            Image("reload-arrows").rotationEffect(.degrees(reloading ? 360 : 0))
                                .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: reloading)
                        }
                    }
                    struct RotatingImage: View {
                        @State private var isAnimating = false
                        let name: String
                        var body: some View {
                            Image(name).rotationEffect(.degrees(isAnimating ? 360 : 0))
                                .animation(.linear(duration: 2).repeatForever(autoreverses: false), value: isAnimating)
                                .onAppear { isAnimating = true }
                        }
                    }
                    extension View {
                        func pressable(_ pressed: Bool, scale: Double = 0.98) -> some View {
                            scaleEffect(pressed ? scale : 1).animation(.spring(response: 0.2, dampingFraction: 0.3), value: pressed)
                        }
                    }
                    extension Animation {
                        static func flowSpring(_ duration: Double) -> Animation { .spring(duration: duration, bounce: 0.4) }
                    }
                    final class FlowRefreshView: UIView {
                        func startRefreshing() {
                            let turn = CABasicAnimation(keyPath: "transform.rotation.z")
                            turn.repeatCount = .infinity
                            arrows.layer.add(turn, forKey: "turn")
                        }
                    }
                    """),
            // Seen in apps: the app's own helpers, declared in another file, turn animations off under
            // Reduce Motion; the code passes its animations through them.
            RuleExample(
                swift: """
                    struct ShimmerModifier: ViewModifier {
                        private let animation: Animation = .linear(duration: 1.75).delay(0.5).repeatForever(autoreverses: false)
                            .disabledDuringTests()
                        func body(content: Content) -> some View { content.mask { gradient }.animation(animation, value: trigger) }
                    }
                    struct RecordingBadge: View {
                        @State private var offset = 0.0
                        var body: some View {
                            Circle().offset(y: offset)
                                .onAppear { withElementAnimation(.easeOut(duration: 1).repeatForever(autoreverses: true)) { offset = 40 } }
                        }
                    }
                    struct CollapsibleRoomTimelineView: View {
                        @State private var isExpanded = false
                        var body: some View {
                            Image("banner").rotationEffect(.degrees(isExpanded ? 180 : 0)).animation(.elementDefault, value: isExpanded)
                        }
                    }
                    struct RoomListFiltersView: View {
                        @Namespace private var namespace
                        var body: some View {
                            ForEach(filters) { filter in
                                RoomListFilterView(filter: filter).matchedGeometryEffect(id: filter.id, in: namespace)
                                    .onTapGesture { withAnimation(.easeInOut(duration: 0.2).disabledDuringTests()) { activate(filter) } }
                            }
                        }
                    }
                    // file: ElementAnimations.swift
                    public extension Animation {
                        static var elementDefault: Animation {
                            let animation: Animation = ProcessInfo.isRunningTests ? .noAnimation : .default
                            return animation.disabledIfReduceMotionEnabled()
                        }
                        func disabledDuringTests() -> Self { disabledIfReduceMotionEnabled() }
                        private func disabledIfReduceMotionEnabled() -> Self { UIAccessibility.isReduceMotionEnabled ? .noAnimation : self }
                    }
                    func withElementAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
                        try withAnimation(animation?.disabledDuringTests(), body)
                    }
                    """),
            // Seen in apps: a placeholder pulsing its colour forever (toggled on appear), a disclosure
            // chevron of the app's icon view flipping in place.
            RuleExample(
                swift: """
                    struct AnimatedPlaceholder: View {
                        @State var animate: Bool = false
                        var body: some View {
                            Rectangle()
                                .fill(animate ? Color(.listForeground) : Color(.ghostCellAnimationEndColor))
                                .animation(.easeInOut(duration: 1).repeatForever(autoreverses: true), value: animate)
                                .onAppear { animate.toggle() }
                        }
                    }
                    struct DisclosableText: View {
                        @State private var isExpanded = false
                        var body: some View {
                            Button { withAnimation { isExpanded.toggle() } } label: {
                                CompoundIcon(\\.chevronDown, size: .medium, relativeTo: .compound.bodyMD)
                                    .rotationEffect(.degrees(isExpanded ? 180 : 0))
                            }
                        }
                    }
                    """),
        ]
    )

    static let indicatorWords = ["Progress", "Spinner", "Loading", "ActivityIndicator", "Loader"]

    public init() {}

    public func check(file: SwiftFileContext, into findings: inout [Finding]) {
        let behavior = file.facts.behavior
        for animation in behavior.animations
        where !behavior.readsReduceMotion(around: animation.location.line) && !Self.passesThroughHelper(animation, in: file) {
            let types = behavior.types(enclosing: animation.location.line).map(\.name)
            // A spinner turns under Reduce Motion too (the system's does): it is not large motion.
            if types.contains(where: { name in Self.indicatorWords.contains(where: name.contains) }) { continue }
            let (what, severity): (String, Severity?) =
                switch animation.kind {
                case .repeating: ("repeats forever", nil)
                case .largeEffect: ("moves a lot (\(animation.value))", nil)
                case .bouncySpring: ("bounces (\(animation.value))", .p2)
                case .matchedGeometry where animation.matchesPositionOnly:
                    ("matches positions only: it may keep a view in place while its container changes, or fly it across the screen", .p2)
                case .matchedGeometry: ("flies views across the screen", .p2)
                case .turning: ("turns forever in place (a busy indicator may; a large view should fade instead)", .p2)
                case .sweeping: ("sweeps a gradient across a view forever (a shimmer: motion to some, a change of color to others)", .p2)
                }
            let type = types.last ?? "this file"
            findings.append(
                file.finding(
                    Self.description, severity: severity,
                    outcome: [.turning, .sweeping].contains(animation.kind) || animation.matchesPositionOnly ? .needsReview : .violation,
                    "\(animation.api) \(what) and \(type) never reads Reduce Motion",
                    at: animation.location, element: "\(type) \(animation.api)",
                    data: [
                        FindingValue("animation", animation.api), FindingValue("measured", animation.value),
                        FindingValue("readsReduceMotion", "no"),
                    ],
                    fix:
                        "read @Environment(\\.accessibilityReduceMotion) (UIKit: "
                        + "UIAccessibility.isReduceMotionEnabled) and use a fade or no animation when it is on"
                ))
        }
    }

    /// The animation goes through a helper of the target that reads Reduce Motion (`withElementAnimation`,
    /// `.disabledDuringTests()`, `.animation(.elementDefault, …)`), declared in any file; a moving
    /// modifier animated elsewhere in its type, when every animation of the type goes through one.
    static func passesThroughHelper(_ animation: AnimationFact, in file: SwiftFileContext) -> Bool {
        if file.index.honoursReduceMotion(animation.passesThrough) { return true }
        guard animation.animatedElsewhere, let type = file.facts.behavior.types(enclosing: animation.location.line).last else {
            return false
        }
        let triggers = file.facts.behavior.animationTriggers.filter { type.lines.contains($0.line) }
        return !triggers.isEmpty && triggers.allSatisfy { file.index.honoursReduceMotion($0.names) }
    }
}
