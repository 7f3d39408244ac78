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
            + "Only movement counts: a repeat that changes only a glow, a color or an opacity, an icon-sized SF "
            + "Symbol turning in place (an activity indicator, as the system's spinner), and matched geometry on "
            + "a shape or a spinner (a selection highlight inside one control, a swap in place) are not reported.",
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
        ],
        nonTriggeringExamples: [
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
        ]
    )

    static let indicatorWords = ["Progress", "Spinner", "Loading", "ActivityIndicator", "Loader"]

    public init() {}

    public func check(file: SwiftFileContext, into findings: inout [Finding]) {
        let behavior = file.facts.behavior
        for animation in behavior.animations where !behavior.readsReduceMotion(around: animation.location.line) {
            let types = behavior.types(enclosing: animation.location.line).map(\.name)
            // A spinner turns under Reduce Motion too (the system's does): it is not large motion.
            if types.contains(where: { name in Self.indicatorWords.contains(where: name.contains) }) { continue }
            let (what, severity): (String, Severity?) =
                switch animation.kind {
                case .repeating: ("repeats forever", nil)
                case .largeEffect: ("moves a lot (\(animation.value))", nil)
                case .bouncySpring: ("bounces (\(animation.value))", .p2)
                case .matchedGeometry: ("flies views across the screen", .p2)
                }
            let type = types.last ?? "this file"
            findings.append(
                file.finding(
                    Self.description, severity: severity, "\(animation.api) \(what) and \(type) never reads Reduce Motion",
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
}
