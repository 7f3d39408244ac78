import SwiftSourceFacts
import SwiftSyntax

/// Whether a repeating animation moves anything (CH32 §4.5): what the values it animates draw,
/// followed from `withAnimation` and `.animation(_, value:)` and through an animation property.
extension FactCollector {
    /// What a repeat does to the screen.
    enum RepeatReach {
        /// Something moves or grows, or the reader cannot tell.
        case moves
        /// Only looks change: a glow, a fade, a small icon turning in place.
        case movesNothing
        /// Only a gradient's points or stops move: a shimmer sweeping across a view.
        case sweepsGradient
    }

    /// `.animation(.easeInOut.repeatForever(), value: glow)` where `glow` only sets a shadow, or
    /// `withAnimation(.linear.repeatForever()) { turning = true }` where `turning` turns a small icon.
    func repeatReach(_ repeatCall: FunctionCallExprSyntax) -> RepeatReach {
        guard let applications = applications(of: repeatCall),
            let scope = repeatCall.ancestorOrSelf(mapping: { $0.isDeclGroup ? $0 : nil })
        else { return .moves }
        let names = applications.reduce(into: Set<String>()) { names, call in
            names.formUnion(Self.namesAnimated(by: call, name: ViewChain.calledName(call) ?? "") ?? [])
        }
        guard !names.isEmpty else { return .moves }
        // `.animation(_, value:)` animates the view it modifies, not its ancestors: when every
        // application is such a modifier, only uses in the views they modify count (KeyboardCowboy's
        // pulsing "Running…" text, whose view's `running` also scales the bezel around it, by
        // another animation).
        // (A modifier with no view before it, `.animation(…)` in a `#if` clause, leaves the whole type to read.)
        let modifiedViews = applications.compactMap { $0.calledExpression.as(MemberAccessExprSyntax.self)?.base }
        let modified: [ExprSyntax]? =
            applications.allSatisfy { ViewChain.calledName($0) == "animation" } && modifiedViews.count == applications.count
            ? modifiedViews : nil
        var uses = 0
        var sweepsGradient = false
        // Names computed from the animated ones (`let start = startPoint(angle: rotation)`) are
        // followed too, each once.
        var pending = names
        var followed = names
        while !pending.isEmpty {
            let current = pending
            pending = []
            for token in scope.tokens(viewMode: .sourceAccurate) {
                guard case .identifier = token.tokenKind, current.contains(token.text), let reference = token.parent,
                    reference.is(DeclReferenceExprSyntax.self), !Self.namesAnotherMember(reference)
                else { continue }
                // `animate.toggle()` in `.onAppear` writes the value, as `animate = true` does.
                if isAssignmentTarget(reference) || isToggled(reference) { continue }
                if isInGradient(reference) {
                    uses += 1
                    sweepsGradient = true
                    continue
                }
                if let derived = Self.localBindingName(initializedWith: reference) {
                    if followed.insert(derived).inserted { pending.insert(derived) }
                    continue
                }
                if let modified, !modified.contains(where: { Self.holds($0, reference) }) { continue }
                // `.onAppear { if glow { withAnimation(pulse) { glow.toggle() } } }`: an action reads it, nothing draws it.
                if Self.isReadInAction(reference) { continue }
                guard let modifier = enclosingModifier(of: reference) else { return .moves }
                let name = ViewChain.calledName(modifier) ?? ""
                // The animation's own `value:`, a `.disabled`: read, not drawn.
                if Self.unseenModifiers.contains(name) || name.hasPrefix("accessibility") { continue }
                uses += 1
                if Self.stillModifiers.contains(name) { continue }
                if name == "rotationEffect", spinsInPlace(modifier, repeating: true) { continue }
                return .moves
            }
        }
        if uses > 0 { return sweepsGradient ? .sweepsGradient : .movesNothing }
        // The value draws nothing itself (`.animation(pulse, value: isAnimated)` beside
        // `opacity = 1`): what the animation modifiers apply to decides (Flipper's pulsing dots).
        return Self.touchOnlyStillViews(applications.filter { ViewChain.calledName($0) == "animation" }) ? .movesNothing : .moves
    }

    /// The calls whose closures run as actions, not as views.
    static let actionCalls: Set<String> = [
        "onAppear", "onDisappear", "onChange", "onReceive", "task", "onTapGesture", "onLongPressGesture", "onHover", "onSubmit",
        "withAnimation", "asyncAfter", "sink",
    ]

    /// A reference in the innermost closure of an action (`.onAppear { if glow { … } }`).
    static func isReadInAction(_ reference: Syntax) -> Bool {
        guard let closure = reference.ancestorOrSelf(mapping: { $0.as(ClosureExprSyntax.self) }), let owner = owningCall(of: closure)
        else { return false }
        return actionCalls.contains(ViewChain.calledName(owner) ?? "")
    }

    /// `Image(name).rotationEffect(.degrees(isAnimating ? 360 : 0))`: an image turning round and
    /// round in place is a spinner (Flipper's tab-bar icon while it connects), as the system's is.
    static func turnsImageFully(_ rotation: FunctionCallExprSyntax) -> Bool {
        let chain = ViewChain(ExprSyntax(ViewChain.outermostLink(of: rotation)))
        guard chain.baseName == "Image", let angle = rotation.arguments.first?.expression else { return false }
        let written = angle.trimmedDescription.filter { !$0.isWhitespace }
        return written.contains("360") || written.contains("2*.pi") || written.contains(".pi*2")
    }

    /// `Text("Pro").offset(y: 4)`, `.offset`: a method called, or an implicit member, named like the
    /// animated value (or a value computed from it), which it is not. (`points.start` may be the
    /// value: `value: points.start` is followed by its last name.)
    static func namesAnotherMember(_ reference: Syntax) -> Bool {
        guard let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id else { return false }
        let called = member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == member.id
        return member.base == nil || called
    }

    /// `offset` for a reference in `let offset = animate ? 0.5 : -0.5` inside a function or a view's
    /// body: a local value computed from the animated one.
    static func localBindingName(initializedWith reference: Syntax) -> String? {
        var current = reference
        for _ in 0..<8 {
            guard let parent = current.parent else { return nil }
            if let initializer = parent.as(InitializerClauseSyntax.self) {
                guard let binding = initializer.parent?.as(PatternBindingSyntax.self),
                    binding.parent?.parent?.parent?.is(CodeBlockItemSyntax.self) ?? false
                else { return nil }
                return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
            if parent.is(CodeBlockItemSyntax.self) { return nil }
            current = parent
        }
        return nil
    }

    /// A reference inside a gradient (`LinearGradient(startPoint: points.start…)`, a stop's location).
    fileprivate func isInGradient(_ reference: Syntax) -> Bool {
        var current = reference
        // A stop's location sits eleven levels down: `LinearGradient(stops: [Gradient.Stop(…, location: offset + 0)], …)`.
        for _ in 0..<16 {
            guard let parent = current.parent else { return false }
            if let call = parent.as(FunctionCallExprSyntax.self), Self.gradientTypes.contains(ViewChain.calledName(call) ?? "") {
                return true
            }
            if parent.is(CodeBlockItemSyntax.self) { return false }
            current = parent
        }
        return false
    }

    /// Whether every `.animation(…)` modifier that applies a repeat follows only still or
    /// constant-layout modifiers in its chain (false when there is none).
    fileprivate static func touchOnlyStillViews(_ animations: [FunctionCallExprSyntax]) -> Bool {
        !animations.isEmpty
            && animations.allSatisfy { animation in
                let chain = ViewChain(ExprSyntax(ViewChain.outermostLink(of: animation)))
                let before = chain.modifiers.prefix { $0.id != animation.id }
                return before.allSatisfy { modifier in
                    let name = ViewChain.calledName(modifier) ?? ""
                    return stillModifiers.contains(name) || unseenModifiers.contains(name) || layoutModifiers.contains(name)
                }
            }
    }

    /// `isAnimating ? animation : nil` applies `animation`.
    fileprivate static func unwrappedTernary(_ expression: ExprSyntax) -> ExprSyntax {
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            let branches = ternaryBranches(sequence)
        else { return expression }
        return branches[0]
    }

    /// The calls that apply a repeat: the `.animation(_, value:)` or `withAnimation(_) { … }`
    /// around it, or, for an animation property (`var animation: Animation { .linear.repeatForever() }`,
    /// Flipper's busy buttons), the type's calls that use the property. Nil when there is none.
    fileprivate func applications(of repeatCall: FunctionCallExprSyntax) -> [FunctionCallExprSyntax]? {
        var node = Syntax(repeatCall)
        for _ in 0..<10 {
            guard let parent = node.parent else { return nil }
            node = parent
            if let binding = parent.as(PatternBindingSyntax.self) {
                guard let property = binding.pattern.as(IdentifierPatternSyntax.self) else { return nil }
                let calls = Self.animationCalls(applying: property.identifier.text, at: binding)
                return calls.isEmpty ? nil : calls
            }
            if let call = parent.as(FunctionCallExprSyntax.self), let name = ViewChain.calledName(call),
                Self.namesAnimated(by: call, name: name) != nil
            {
                return [call]
            }
        }
        return nil
    }

    /// The values `.animation(_, value:)` or `withAnimation(_) { … }` animates; nil for another call.
    fileprivate static func namesAnimated(by call: FunctionCallExprSyntax, name: String) -> Set<String>? {
        if name == "animation" {
            return call.arguments.first { $0.label?.text == "value" }.flatMap { lastName($0.expression) }.map { [$0] }
        }
        guard name == "withAnimation", let body = call.trailingClosure else { return nil }
        var names: Set<String> = []
        for sequence in body.statements.flatMap({ descendants(of: Syntax($0), as: SequenceExprSyntax.self) }) {
            let elements = Array(sequence.elements)
            if elements.count == 3, assigns(elements[1]), let target = lastName(elements[0]) {
                names.insert(target)
            }
        }
        for toggle in body.statements.flatMap({ descendants(of: Syntax($0), as: FunctionCallExprSyntax.self) })
        where ViewChain.calledName(toggle) == "toggle" {
            if let base = toggle.calledExpression.as(MemberAccessExprSyntax.self)?.base, let target = lastName(base) {
                names.insert(target)
            }
        }
        return names
    }

    /// The `.animation(…)` and `withAnimation(…)` calls of the type that apply an animation
    /// property: `animation`, `animation.delay(0.25)`, `isAnimating ? animation : nil`. Found
    /// from the property's name among the type's tokens, so a long type is read whole.
    fileprivate static func animationCalls(applying property: String, at binding: PatternBindingSyntax) -> [FunctionCallExprSyntax] {
        guard let scope = binding.ancestorOrSelf(mapping: { $0.isDeclGroup ? $0 : nil }) else { return [] }
        var calls: [FunctionCallExprSyntax] = []
        for token in scope.tokens(viewMode: .sourceAccurate) where token.text == property {
            guard let reference = token.parent, reference.is(DeclReferenceExprSyntax.self) else { continue }
            var current = reference
            for _ in 0..<8 {
                guard let parent = current.parent else { break }
                if let call = parent.as(FunctionCallExprSyntax.self) {
                    let name = ViewChain.calledName(call) ?? ""
                    if name == "animation" || name == "withAnimation", let first = call.arguments.first,
                        ViewChain(unwrappedTernary(first.expression)).baseName == property
                    {
                        calls.append(call)
                        break
                    }
                }
                if parent.is(CodeBlockItemSyntax.self) { break }
                current = parent
            }
        }
        return calls
    }

    func isToggled(_ reference: Syntax) -> Bool {
        guard let member = reference.parent?.as(MemberAccessExprSyntax.self), member.base?.id == reference.id,
            member.declName.baseName.text == "toggle", let call = member.parent?.as(FunctionCallExprSyntax.self)
        else { return false }
        return call.calledExpression.id == member.id
    }

    func isAssignmentTarget(_ reference: Syntax) -> Bool {
        var node = reference
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id { node = Syntax(member) }
        guard let list = node.parent?.as(ExprListSyntax.self), let index = list.firstIndex(where: { $0.id == node.id }) else {
            return false
        }
        let next = list.index(after: index)
        return next < list.endIndex && Self.assigns(list[next])
    }

    /// `=`, and the compound assignments (`angle += step` in a timer).
    static func assigns(_ operation: ExprSyntax) -> Bool {
        operation.is(AssignmentExprSyntax.self)
            || ["+=", "-=", "*=", "/="].contains(operation.as(BinaryOperatorExprSyntax.self)?.operator.text ?? "")
    }

    /// The view modifier whose arguments hold `node` (`.shadow(radius: glow)`), nil when the name
    /// is read elsewhere (an `if`, a call of the app's own).
    fileprivate func enclosingModifier(of node: Syntax) -> FunctionCallExprSyntax? {
        var current = node
        for _ in 0..<12 {
            guard let parent = current.parent else { return nil }
            if let call = parent.as(FunctionCallExprSyntax.self) {
                guard call.calledExpression.id != current.id, call.calledExpression.is(MemberAccessExprSyntax.self) else { return nil }
                if ["degrees", "radians"].contains(ViewChain.calledName(call) ?? "") {
                    current = parent
                    continue
                }
                return call
            }
            if parent.is(CodeBlockItemSyntax.self) || parent.is(ConditionElementSyntax.self) { return nil }
            current = parent
        }
        return nil
    }
}
