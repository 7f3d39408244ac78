import LintCore
import SpecModel
import SwiftSourceFacts

/// Actions only reachable by a gesture.
public struct GestureAlternativeRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "gesture-alternative",
        name: "Gesture without a visible alternative",
        summary: "A long press, swipe, pinch, pan, drag, rotation or double tap does something no visible control also does.",
        rationale:
            "Switch Control, VoiceOver and users with limited dexterity cannot "
            + "perform the gesture: the action is unreachable (CH32 §4.1: no "
            + "long-press-only; §7.4: zoom buttons; §13.4 P0: critical action needs precision touch). "
            + "SwiftLint's accessibility_trait_for_button leaves double taps out; here a double tap is "
            + "gesture-only (CH32 §4.1 gesture parity): a button trait does not help, since VoiceOver activates with one tap.",
        reference: "CH32 §4.1",
        defaultSeverity: .p0,
        triggeringExamples: uikitTriggeringExamples + [
            RuleExample(
                """
                screen:
                  id: library
                  elements:
                    - id: flowCard
                      role: card
                      text: screen.library.flowCard
                      gestures: [{ kind: longPress, action: "Show flow actions" }]
                """),
            RuleExample(
                """
                screen:
                  id: builder
                  elements:
                    - id: canvas
                      role: canvas
                      gestures: [{ kind: pinch, action: "Zoom", alternative: zoomButtons }]
                """),
            RuleExample(
                swift: """
                    Text("Pancakes").onLongPressGesture { showMenu() }
                    """),
            RuleExample(
                swift: """
                    HStack { Image("thumb"); Text("Pancakes") }
                        .onTapGesture { open() }
                    """),
            // A long press doing what the tap does hides nothing: only the tap is reported.
            RuleExample(
                swift: """
                    Image(systemName: "house")
                        .onTapGesture { select(.home) }
                        .onLongPressGesture { select(.home) }
                    """, severity: .p1),
            // A header trait announces no action; a double tap is gesture-only whatever the traits.
            RuleExample(
                swift: """
                    Text("Pancakes").accessibility(addTraits: .isHeader).onTapGesture { open() }
                    """, severity: .p1),
            RuleExample(
                swift: """
                    Image("recipe_photo")
                        .gesture(TapGesture(count: 2).onEnded { like() })
                        .accessibilityAddTraits(.isButton)
                    """),
            // A button doing something else is no alternative to the long press.
            RuleExample(
                swift: """
                    struct PromoCard: View {
                        var body: some View {
                            Button(action: { model.onDismiss?() }) { Text("Dismiss") }
                            Text("Invite friends").onLongPressGesture { model.onShare?() }
                        }
                    }
                    """, severity: .p0),
            // A long press beside a tap acting on the same subject may lead where the tap leads: needs review.
            RuleExample(
                swift: """
                    Avatar(user: user)
                        .onTapGesture { showProfileSheet(user: user) }
                        .onLongPressGesture { navigation.push(Route.profile(user: user)) }
                    """, findings: 2, severity: .p1),
            // A clear patch of fixed size that dismisses is a hidden hot spot, not a backdrop.
            RuleExample(
                swift: """
                    Color.clear.frame(width: 44, height: 44).onTapGesture { dismissAction() }
                    """, severity: .p1),
            // Seen in apps: a reusable long-press modifier (its callers give the action), a toggle
            // style's tap (the Toggle may already be the control): a person tells.
            RuleExample(
                swift: """
                    struct LongPressWithFeedback: ViewModifier {
                        let action: () -> Void
                        func body(content: Content) -> some View {
                            content.gesture(LongPressGesture().onEnded { _ in handleLongPress() })
                        }
                    }
                    private struct FilterToggleStyle: ToggleStyle {
                        func makeBody(configuration: Configuration) -> some View {
                            configuration.label.padding(.horizontal, 12).onTapGesture { configuration.isOn.toggle() }
                        }
                    }
                    """, findings: 2, severity: .p1, outcome: .needsReview),
            // zashi, anytype: a double tap in a button's label, a long press on the app's own button. VoiceOver reaches the
            // control; whether what the gesture does is reachable too (Settings from the More menu) a person tells.
            RuleExample(
                swift: """
                    Button { store.send(.moreTapped) } label: {
                        Image("dotsMenu").onTapGesture(count: 2) { store.send(.settingsTapped) }
                    }
                    ExpandedTapAreaButton(insets: insets) { pageNavigation.pop() } label: { Image("back") }
                        .simultaneousGesture(LongPressGesture().onEnded { _ in pageNavigation.popToFirstInSpace() })
                    """, findings: 2, severity: .p1, outcome: .needsReview),
            // mlem: a button that does nothing itself; its label's gestures are the only way in.
            RuleExample(
                swift: """
                    Button {} label: {
                        Image(icon).onLongPressGesture { onLongPress?() }
                    }
                    """),
            // Five taps on the version line: a developer's hidden switch, or a feature? Needs review.
            RuleExample(
                swift: """
                    Text(appVersion).onTapGesture(count: 5) { showsDebugMenu.toggle() }
                    """, severity: .p2),
        ],
        nonTriggeringExamples: uikitNonTriggeringExamples + swiftNonTriggeringExamples
    )

    public init() {}

    public func check(screen: ScreenContext, into findings: inout [Finding]) {
        for element in screen.screen.elements {
            for gesture in element.gestures where gesture.kind != .tap {
                let alternative = gesture.alternative
                let resolves =
                    alternative.map { id in
                        screen.screen.element(id).map { $0.role.isInteractive && $0.isFocusable }
                            ?? (id.contains("/") || screen.screens[id] != nil)
                    } ?? false
                guard !resolves else { continue }
                let reason =
                    alternative.map { "its alternative \"\($0)\" is not a control on this screen, a route or a screen" }
                    ?? "nothing else does it"
                findings.append(
                    screen.finding(
                        Self.description,
                        "\(gesture.kind.rawValue) on \"\(element.id)\" "
                            + "(\(gesture.action.isEmpty ? "an action" : gesture.action)): \(reason)",
                        element: element, at: gesture.location,
                        data: [
                            FindingValue("gesture", gesture.kind.rawValue), FindingValue("action", gesture.action),
                            FindingValue("alternative", alternative ?? "(none)"),
                        ],
                        fix: "add a visible button or menu item for \"\(gesture.action)\" and name it as the gesture's alternative"
                    ))
            }
        }
    }
}

// MARK: Swift code

/// Tap and long-press gestures on views that are not controls, with no accessibility action.
extension GestureAlternativeRule: SourceRule {
    public func check(file: SwiftFileContext, into findings: inout [Finding]) {
        // Developer screens are left out, as in the UIKit half.
        for gesture in file.facts.gestures
        where !gesture.receiverIsControl && !gesture.hasAccessibleAction && !Self.doesNothingElse(gesture, in: file.facts)
            && !file.facts.isInDebugScreen(line: gesture.location.line) && !Self.dismissesFromBackdrop(gesture)
        {
            // A double tap is as hidden as a long press: VoiceOver's activation is one tap.
            let isTap = (gesture.kind == "onTapGesture" || gesture.kind.contains("Tap")) && gesture.tapCount == 1
            let receiver = gesture.receiver ?? "a view"
            // VoiceOver can still activate a tapped view, but does not announce it as a button;
            // a long press it cannot discover at all.
            // Three taps or more is how apps hide a shortcut for their developers (a debug menu): a
            // person tells whether users are meant to find it.
            let isSecret = gesture.tapCount >= 3
            // A long press on a tapped view acting on what the tap acts on (both pass `pubkey`)
            // may be a shortcut to a place the tap also leads to: syntax cannot tell, a person does.
            let sharesTapSubject =
                !isTap && Self.tapOnSameView(of: gesture, in: file.facts).map { Self.sharesArgument(gesture.action, $0) } ?? false
            // A modifier that wraps the gesture for its callers, or a toggle style's tap: whether
            // the view it ends up on offers the action is the caller's (or the Toggle's) to say.
            let isLent = Self.isReusableModifier(at: gesture.location.line, in: file.facts) || gesture.isInToggleStyle
            let review = isSecret || sharesTapSubject || isLent || gesture.isShortcutOnControl
            findings.append(
                file.finding(
                    Self.description, severity: isSecret ? .p2 : isTap || review ? .p1 : .p0,
                    outcome: review ? .needsReview : .violation,
                    isTap
                        ? "\(receiver) reacts to .\(gesture.kind) but VoiceOver does not announce it as a button"
                        : "\(receiver) does something on .\(gesture.kind)\(gesture.tapCount > 1 ? " (\(gesture.tapCount) taps)" : "") "
                            + "that VoiceOver and Switch Control users cannot discover"
                            + (gesture.isShortcutOnControl ? ", beside the control's own action: check it is reachable another way" : ""),
                    at: gesture.location, element: "\(gesture.kind) on \(receiver)",
                    data: [FindingValue("gesture", gesture.kind), FindingValue("receiver", receiver)],
                    fix: isTap
                        ? "use a Button, or add .accessibilityAddTraits(.isButton)"
                        : "add .accessibilityAction(named: \"…\") { … } doing the same, or a visible control"
                ))
        }
        checkUIKit(file: file, into: &findings)
    }

    /// Gestures that hide no function: an empty action (a long press that only tracks the
    /// press), one that only plays haptic feedback, a long press doing what a tap on the same
    /// view does, or a long press or double tap beside a `.contextMenu` (VoiceOver's actions
    /// reach the menu).
    static func doesNothingElse(_ gesture: GestureFact, in facts: SwiftFileFacts) -> Bool {
        let isTap = gesture.kind == "onTapGesture" || gesture.kind.contains("Tap")
        if gesture.action.isEmpty || gesture.onlyMovesFocus || isFeedbackOnly(gesture.action) || onlyTurnsAView(gesture.action) {
            return true
        }
        if !isTap || gesture.tapCount > 1, gesture.modifiers.contains("contextMenu") { return true }
        if !isTap || gesture.tapCount > 1, hasVisibleButtonDoingTheSame(gesture, in: facts) { return true }
        if !isTap {
            return facts.gestures.contains { other in
                other.location != gesture.location && other.modifiers == gesture.modifiers && other.kind == "onTapGesture"
                    && other.action == gesture.action
            }
        }
        return false
    }

    /// The action of a tap in the same modifier chain as `gesture`.
    static func tapOnSameView(of gesture: GestureFact, in facts: SwiftFileFacts) -> String? {
        facts.gestures.first { other in
            other.location != gesture.location && other.modifiers == gesture.modifiers && other.kind == "onTapGesture"
                && !other.action.isEmpty
        }?.action
    }

    /// Two actions passing the same variable as an argument (`open(pubkey: pubkey)` and
    /// `push(Route.profile(pubkey: pubkey))`): they act on one subject.
    static func sharesArgument(_ first: String, _ second: String) -> Bool {
        func arguments(_ action: String) -> Set<String> {
            let pattern = /[(:,]\s*([a-z_][A-Za-z0-9_]*)\s*(?=[,)])/
            return Set(action.matches(of: pattern).map { String($0.output.1) }).subtracting(["self", "true", "false", "nil"])
        }
        return !arguments(first).isDisjoint(with: arguments(second))
    }

    /// A button of the same type whose action is the gesture's (`Button(action: { model.onClose?() })`
    /// beside `.onLongPressGesture { model.onClose?() }`): the gesture is a shortcut, the button
    /// the alternative. A hidden button is none.
    static func hasVisibleButtonDoingTheSame(_ gesture: GestureFact, in facts: SwiftFileFacts) -> Bool {
        let action = comparableAction(gesture.action)
        guard !action.isEmpty else { return false }
        let type = facts.behavior.types.filter { $0.lines.contains(gesture.location.line) }.min {
            $0.lines.last - $0.lines.first < $1.lines.last - $1.lines.first
        }
        return facts.controls.contains { control in
            control.kind == "Button" && comparableAction(control.action) == action
                && (type?.lines.contains(control.location.line) ?? true)
                && !control.modifiers.contains("hidden") && !control.modifiers.contains("accessibilityHidden", firstArgument: "true")
        }
    }

    /// An action written so that the same call compares equal however it is spelled:
    /// `dismiss`, `dismiss()`, `self.dismiss()`, `{ model.onClose?() }` and `model.onClose()`.
    static func comparableAction(_ written: String) -> String {
        var action = written.replacing("self.", with: "").filter { !$0.isWhitespace && $0 != "?" && $0 != "!" }
        if !action.isEmpty, action.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) { action += "()" }
        return action
    }
}
