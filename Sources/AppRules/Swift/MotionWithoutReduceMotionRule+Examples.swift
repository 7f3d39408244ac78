import LintCore

// The rule's examples that do not trigger it, most of them seen in apps: kept apart so the rule's
// file stays about what it reads and reports.
extension MotionWithoutReduceMotionRule {
    static let nonTriggeringExamples: [RuleExample] = [
        // Seen in apps (primal-ios-app): a layer pulsing by less than a tenth in place, and its opacity, each
        // animation read by its own key path.
        RuleExample(
            swift: """
                extension UIView {
                    func startPulsing() {
                        let pulseAnimation = CABasicAnimation(keyPath: "transform.scale")
                        pulseAnimation.fromValue = 1.0
                        pulseAnimation.toValue = 1.07
                        pulseAnimation.repeatCount = .infinity
                        let opacityAnimation = CABasicAnimation(keyPath: "opacity")
                        opacityAnimation.toValue = 0.8
                        opacityAnimation.repeatCount = .infinity
                        layer.add(pulseAnimation, forKey: "pulse")
                        layer.add(opacityAnimation, forKey: "pulseOpacity")
                    }
                }
                """),
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
                    // Seen in GoMap: a pin's border pulses its color.
                    func highlight(_ shape: CAShapeLayer) {
                        let pulse = CABasicAnimation(keyPath: #keyPath(CAShapeLayer.strokeColor))
                        pulse.repeatCount = .greatestFiniteMagnitude
                        shape.add(pulse, forKey: "animateBorder")
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
        // scaled by 2%, a spring preset defined in an extension, busy indicators turning forever,
        // a page dot changing its look in place, a disclosure arrow turning.
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
                struct PageDot: View {
                    let isSelected: Bool
                    let page: Page
                    let namespace: Namespace.ID
                    @State private var collapsed = false
                    var body: some View {
                        if isSelected { page.icon.matchedGeometryEffect(id: page.id, in: namespace) }
                        else { Circle().frame(width: 8, height: 8).matchedGeometryEffect(id: page.id, in: namespace) }
                        Image(icon: .general.dropDown).rotationEffect(Angle(degrees: collapsed ? -90 : 0))
                            .onTapGesture { withAnimation(.default) { collapsed.toggle() } }
                        stateIcon.animation(.bouncy, value: page.state)
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
                        // (brave's icon set spells it "carat")
                        Image(braveSystemName: "leo.carat.down").rotationEffect(.degrees(isExpanded ? 180 : 0))
                            .animation(.default, value: isExpanded)
                    }
                }
                """),
        // Seen in apps (WWDC): a small control swapping its title for a text field, each written as a
        // property of the type, with one matched id: the swap happens in place.
        RuleExample(
            swift: """
                struct ZoomToggle: View {
                    @Namespace private var swap
                    @State private var editing = false
                    var body: some View {
                        ZStack { if editing { zoomField } else { zoomButton } }.frame(width: 40, height: 20)
                    }
                    private var zoomButton: some View {
                        Button { editing = true } label: { Text("1×").matchedGeometryEffect(id: "zoom", in: swap) }
                    }
                    @ViewBuilder private var zoomField: some View {
                        TextField("Zoom", value: $zoom, format: .number).matchedGeometryEffect(id: "zoom", in: swap)
                    }
                }
                """),
        // Seen in apps (swift-paperless): the indeterminate state of a progress bar, drawn by a private
        // helper view of the bar's file, sweeps a highlight along the bar.
        RuleExample(
            swift: """
                struct UploadProgressBar: View {
                    let fraction: Double?
                    var body: some View { if let fraction { ProgressView(value: fraction) } else { SweepingBar() } }
                }
                private struct SweepingBar: View {
                    @State private var phase = 0.0
                    var body: some View {
                        Capsule().fill(.quaternary).frame(height: 4)
                            .overlay(alignment: .leading) { Capsule().fill(.tint).frame(width: 60).offset(x: phase * 240) }
                            .onAppear { withAnimation(.linear(duration: 1.2).repeatForever(autoreverses: false)) { phase = 1 } }
                    }
                }
                """),
        // Seen in apps (brave): a switch's gradient and glow cycling through colors forever, in a layer animation group.
        RuleExample(
            swift: """
                final class GlowSwitch: UIControl {
                    func beginGlow() {
                        let colors = CAKeyframeAnimation(keyPath: "colors")
                        colors.values = palette.map(\\.gradient)
                        let glow = CAKeyframeAnimation(keyPath: "shadowColor")
                        glow.values = palette.map(\\.shadow)
                        let group = CAAnimationGroup()
                        group.animations = [colors, glow]
                        group.repeatCount = .infinity
                        gradientLayer.add(group, forKey: "glow")
                    }
                }
                """),
        // Seen in apps (KeePassium's password meter): a repeating UIKit animation of opacity alone, a pulse while busy.
        RuleExample(
            swift: """
                final class QualityMeter: UIView {
                    var isBusy = false {
                        didSet {
                            UIView.animate(withDuration: 0.5, delay: 0, options: [.autoreverse, .repeat]) { self.alpha = 0.2 }
                        }
                    }
                }
                """),
        // Seen in apps (KeyboardCowboy): `.animation(_, value:)` animates the view it modifies; the same value
        // scales the bezel around it by another, one-shot animation.
        RuleExample(
            swift: """
                struct Bezel: View {
                    @State var running = false
                    var body: some View {
                        HStack {
                            Text("Running…").opacity(running ? 0.5 : 0.25).animation(.easeInOut.repeatForever(), value: running)
                        }
                        .scaleEffect(running ? 1 : 0.8)
                        .animation(.smooth, value: running)
                    }
                }
                """),
        // Seen in apps (KeyboardCowboy): a key's glow pulsing forever; the action that starts it reads the value.
        RuleExample(
            swift: """
                struct KeyIcon: View {
                    @Binding var glow: Bool
                    private let pulse = Animation.easeInOut(duration: 1.25).repeatForever(autoreverses: true)
                    var body: some View {
                        RoundedRectangle(cornerRadius: 4)
                            .stroke(glow ? Color.green : Color.clear)
                            .shadow(color: .accentColor.opacity(glow ? 1 : 0), radius: 2)
                            .onAppear {
                                if glow { withAnimation(pulse) { glow.toggle() } }
                            }
                    }
                }
                """),
    ]
}
