import LintCore
import SpecRules
import SwiftSourceFacts

/// Tap and long-press gestures on views that are not controls, with no accessibility action.
extension GestureAlternativeRule: SourceRule {
    public func check(file: SwiftFileContext, into findings: inout [Finding]) {
        for gesture in file.facts.gestures where !gesture.receiverIsControl && !gesture.hasAccessibleAction && !Self.doesNothingElse(gesture, in: file.facts) {
            let isTap = gesture.kind == "onTapGesture" || gesture.kind.contains("Tap")
            let receiver = gesture.receiver ?? "a view"
            // VoiceOver can still activate a tapped view, but does not announce it as a button;
            // a long press it cannot discover at all.
            findings.append(file.finding(
                Self.description, severity: isTap ? .p1 : .p0,
                isTap ? "\(receiver) reacts to .\(gesture.kind) but VoiceOver does not announce it as a button"
                    : "\(receiver) does something on .\(gesture.kind) that VoiceOver and Switch Control users cannot discover",
                at: gesture.location, element: "\(gesture.kind) on \(receiver)",
                data: [FindingValue("gesture", gesture.kind), FindingValue("receiver", receiver)],
                fix: isTap ? "use a Button, or add .accessibilityAddTraits(.isButton)" : "add .accessibilityAction(named: \"…\") { … } doing the same, or a visible control"
            ))
        }
    }

    /// Gestures that hide no function: an empty action (a long press that only tracks the
    /// press), one that only plays haptic feedback, a long press doing what a tap on the same
    /// view does, or a long press or double tap beside a `.contextMenu` (VoiceOver's actions
    /// reach the menu).
    static func doesNothingElse(_ gesture: GestureFact, in facts: SwiftFileFacts) -> Bool {
        let isTap = gesture.kind == "onTapGesture" || gesture.kind.contains("Tap")
        if gesture.action.isEmpty || isFeedbackOnly(gesture.action) { return true }
        if !isTap || gesture.tapCount > 1, gesture.modifiers.contains("contextMenu") { return true }
        if !isTap {
            return facts.gestures.contains { other in
                other.location != gesture.location && other.modifiers == gesture.modifiers && other.kind == "onTapGesture" && other.action == gesture.action
            }
        }
        return false
    }

    /// `UIImpactFeedbackGenerator(style: .heavy).impactOccurred()`, `UIDevice.impact(.light)`.
    static func isFeedbackOnly(_ action: String) -> Bool {
        let markers = ["FeedbackGenerator", "impact", "Impact", "haptic", "Haptic"]
        // Every call of the body (split at its closing parentheses) is a feedback call.
        let calls = action.split(separator: ")").map { $0.drop { $0 == " " || $0 == "." || $0 == ";" } }.filter { !$0.isEmpty }
        return !calls.isEmpty && calls.allSatisfy { call in markers.contains(where: call.contains) }
    }
}
