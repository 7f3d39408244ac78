import LintCore
import SpecRules
import SwiftSourceFacts

/// Tap and long-press gestures on views that are not controls, with no accessibility action.
extension GestureAlternativeRule: SourceRule {
    public func check(file: SwiftFileContext, into findings: inout [Finding]) {
        for gesture in file.facts.gestures where !gesture.receiverIsControl && !gesture.hasAccessibleAction {
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
}
