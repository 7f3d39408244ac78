import SwiftSourceFacts
import SwiftSyntax

/// An app's own Reduce Motion helpers and the names animations pass through on their way to a
/// view, for the target index to join: `withElementAnimation(…)` declared in one file, used in another.
extension FactCollector {
    static let reduceMotionNeedles = ["educeMotion", "educedMotion", "prefersCrossFadeTransitions"]

    /// A member that may be a helper: any member of a file that mentions Reduce Motion, and members
    /// about animation (`withElementAnimation`, members of `extension Animation` or returning one),
    /// which may call a helper of another file.
    func noteMotionHelper(name: String, owner: String?, type: String?, body: some SyntaxProtocol) {
        let isAnimationMember =
            name.contains("nimat") || (owner?.hasSuffix("Animation") ?? false) || (type?.contains("Animation") ?? false)
        guard isAnimationMember || behaviorState.mentionsReduceMotion(file.bytes, needles: Self.reduceMotionNeedles) else { return }
        behaviorState.motionHelperCandidates.append((name, isAnimationMember, Syntax(body)))
    }

    /// Once the file's Reduce Motion lines are known: the members whose body holds one, and the
    /// names the animation members read.
    func finishMotionHelpers() {
        let readings = facts.behavior.reduceMotionLines
        for (name, isAnimationMember, body) in behaviorState.motionHelperCandidates {
            let range = lines(of: body)
            if readings.contains(where: range.contains) {
                facts.declarations.motionHelpers.append(MotionHelper(name: name, readsReduceMotion: true))
            } else if isAnimationMember, body.totalLength.utf8Length <= Self.getterByteLimit {
                let references = readNames(body).filter { $0 != name }
                guard !references.isEmpty else { continue }
                facts.declarations.motionHelpers.append(MotionHelper(name: name, readsReduceMotion: false, references: references))
            }
        }
    }

    /// The identifiers an expression or body reads, once each.
    func readNames(_ node: some SyntaxProtocol) -> [String] {
        var names: [String] = []
        for token in node.tokens(viewMode: .sourceAccurate) {
            guard case .identifier = token.tokenKind, !names.contains(token.text) else { continue }
            names.append(token.text)
            if names.count >= 64 { break }
        }
        return names
    }

    /// What an animation value passes through: the calls applied to it (`.delay(0.5).disabledDuringTests()`),
    /// through optionals and ternaries, then the call it is given to (`withElementAnimation(…)`, `.animation(…)`).
    func animationPath(of call: FunctionCallExprSyntax) -> [String] {
        var names: [String] = []
        var node = Syntax(call)
        for _ in 0..<24 {
            guard let parent = node.parent else { break }
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == node.id {
                names.append(member.declName.baseName.text)
                if let applied = member.parent?.as(FunctionCallExprSyntax.self), applied.calledExpression.id == member.id {
                    node = Syntax(applied)
                } else {
                    node = Syntax(member)
                }
                continue
            }
            if parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) || parent.is(TupleExprSyntax.self)
                || parent.is(UnresolvedTernaryExprSyntax.self)
            {
                node = parent
                continue
            }
            if parent.is(ExprListSyntax.self), let sequence = parent.parent?.as(SequenceExprSyntax.self) {
                node = Syntax(sequence)
                continue
            }
            if let list = parent.as(LabeledExprSyntax.self)?.parent, let consumer = list.parent?.as(FunctionCallExprSyntax.self),
                let name = ViewChain.calledName(consumer)
            {
                names.append(name)
            }
            break
        }
        return names
    }

    /// The names the `.animation(…)` modifiers of a moving modifier's chain read; nil when the chain
    /// has none, and code elsewhere animates it.
    func chainAnimationNames(_ call: FunctionCallExprSyntax) -> [String]? {
        let chain = ViewChain(ExprSyntax(ViewChain.outermostLink(of: call)))
        let animations = chain.modifiers.filter { ViewChain.calledName($0) == "animation" }
        guard !animations.isEmpty else { return nil }
        return animations.flatMap { $0.arguments.first.map { readNames($0.expression) } ?? [] }
    }

    /// `withAnimation(…)`, `.animation(…)` (not `.animation(nil)`), or an app's call named for
    /// animation (`withElementAnimation { … }`).
    func readAnimationTrigger(_ call: FunctionCallExprSyntax, name: String) {
        let argument = call.arguments.first { !$0.expression.is(ClosureExprSyntax.self) }
        if name == "animation", argument == nil || argument?.expression.is(NilLiteralExprSyntax.self) ?? false { return }
        let names = [name] + (argument.map { readNames($0.expression) } ?? [])
        facts.behavior.animationTriggers.append(AnimationTrigger(line: location(call).line, names: names))
    }
}

extension BehaviorReadingState {
    func mentionsReduceMotion(_ bytes: [UInt8], needles: [String]) -> Bool {
        if let known = fileMentionsReduceMotion { return known }
        let found = needles.contains { CodeTextSearch.contains(bytes, $0) }
        fileMentionsReduceMotion = found
        return found
    }
}

extension FactCollector {
    /// `UIView.animate(…, options: [.autoreverse, .repeat]) { self.alpha = 0.2 }` (KeePassium's busy meter): a
    /// pulse of opacity or color moves nothing, which is what Reduce Motion asks for instead of motion.
    static func animatesOnlyColorAndOpacity(_ call: FunctionCallExprSyntax) -> Bool {
        let block = call.trailingClosure ?? call.arguments.first { $0.label?.text == "animations" }?.expression.as(ClosureExprSyntax.self)
        guard let statements = block?.statements, !statements.isEmpty else { return false }
        return statements.allSatisfy { statement in
            guard let property = assignment(statement.item).flatMap({ lastName($0.target) }) else { return false }
            return ["alpha", "opacity", "backgroundColor", "tintColor", "textColor", "borderColor", "shadowOpacity"].contains(property)
        }
    }
}
