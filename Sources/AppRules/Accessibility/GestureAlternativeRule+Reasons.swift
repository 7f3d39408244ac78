import SwiftSourceFacts

/// What tells a gesture apart from a hidden action: what it sits on, where it is declared, what it does.
extension GestureAlternativeRule {
    /// A tap on a dimmed backdrop or a clear layer that closes what sits above it (`Color.clear`
    /// `.onTapGesture { dismissPill() }`): a scrim is not a control, what it closes carries its own.
    static func dismissesFromBackdrop(_ gesture: GestureFact) -> Bool {
        guard gesture.receiverIsBackdrop, gesture.tapCount == 1, gesture.kind == "onTapGesture" else { return false }
        // A clear patch of fixed size is a hidden hot spot, not a layer over what it closes.
        let isSized = gesture.modifiers.contains { $0.name == "frame" && $0.arguments.contains { ["width", "height"].contains($0.label) } }
        if isSized { return false }
        let action = gesture.action.lowercased()
        return ["dismiss", "close", "hide"].contains(where: action.contains)
    }

    /// In a `ViewModifier` whose action its callers pass (a property of function type), or in
    /// `extension View`: the definition of a reusable gesture, not a view users meet.
    static func isReusableModifier(at line: Int, in facts: SwiftFileFacts) -> Bool {
        facts.behavior.types(enclosing: line).contains { type in
            if type.isExtension { return ["View", "SwiftUI.View"].contains(type.name) }
            guard type.inheritedTypes.contains(where: { $0 == "ViewModifier" || $0 == "SwiftUI.ViewModifier" }) else { return false }
            return facts.declarations.values.contains { value in
                guard let owner = value.owner, owner == type.name || owner.hasSuffix("." + type.name) else { return false }
                return value.kind != .function && value.kind != .computed && (value.type?.contains("->") ?? false)
            }
        }
    }

    /// `withAnimation { angle = angle == .degrees(90) ? .degrees(-90) : .degrees(90) }`: the gesture only
    /// turns what is drawn (an angle is all it sets, no other call), no function is behind it.
    static func onlyTurnsAView(_ action: String) -> Bool {
        let body = action.replacing(/withAnimation(\([^{}]*\))?\s*\{/, with: "")
        guard body.contains(" = "), body.contains(".degrees(") || body.contains(".radians(") else { return false }
        let calls = body.matches(of: /([A-Za-z_][A-Za-z0-9_]*)\s*\(/).map { String($0.output.1) }
        return calls.allSatisfy { ["degrees", "radians", "Angle"].contains($0) }
    }

    /// `UIImpactFeedbackGenerator(style: .heavy).impactOccurred()`, `UIDevice.impact(.light)`.
    static func isFeedbackOnly(_ action: String) -> Bool {
        let markers = ["FeedbackGenerator", "impact", "Impact", "haptic", "Haptic"]
        // Every call of the body (split at its closing parentheses) is a feedback call.
        let calls = action.split(separator: ")").map { $0.drop { $0 == " " || $0 == "." || $0 == ";" } }.filter { !$0.isEmpty }
        return !calls.isEmpty && calls.allSatisfy { call in markers.contains(where: call.contains) }
    }
}
