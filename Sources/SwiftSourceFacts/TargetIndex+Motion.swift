/// An app's own animation helpers that honour Reduce Motion (`withElementAnimation`,
/// `Animation.elementDefault`, `.disabledDuringTests()`): an animation passed through one is off
/// when the setting is on, wherever the helper is declared.
extension TargetIndex {
    /// SwiftUI's own animation names: a member of the app so named cannot be told apart from the
    /// framework's where it is used, so it is never taken for a helper.
    static let frameworkAnimationNames: Set<String> = [
        "body", "animation", "withAnimation", "transaction", "default", "spring", "bouncy", "smooth", "snappy", "easeIn", "easeOut",
        "easeInOut", "linear", "interactiveSpring", "interpolatingSpring", "repeatForever", "repeatCount", "delay", "speed",
        "transition", "makeBody", "init",
    ]

    /// Whether one of `names` is a member of the target that reads Reduce Motion.
    public func honoursReduceMotion(_ names: [String]) -> Bool {
        !reduceMotionHelpers.isEmpty && names.contains(where: reduceMotionHelpers.contains)
    }

    /// The members that read Reduce Motion, and those that read one of them, to a fixed point.
    static func reduceMotionHelpers(_ helpers: [MotionHelper]) -> Set<String> {
        let candidates = helpers.filter { !frameworkAnimationNames.contains($0.name) }
        var found = Set(candidates.filter(\.readsReduceMotion).map(\.name))
        guard !found.isEmpty else { return [] }
        var pending = candidates.filter { !$0.readsReduceMotion && !found.contains($0.name) }
        var grew = true
        while grew {
            grew = false
            pending.removeAll { helper in
                guard helper.references.contains(where: found.contains) else { return false }
                found.insert(helper.name)
                grew = true
                return true
            }
        }
        return found
    }
}
