import SwiftSourceFacts
import SwiftSyntax

/// Animations for Reduce Motion (CH32 §4.5): repeats, bouncy springs, matched geometry and large
/// scale/rotation/offset changes, and what they move. Reduce Motion is about movement, so a glow,
/// a fade or an icon turning in place is not read as motion.
extension FactCollector {
    /// Modifiers that change how a view looks, not where it is or how big.
    static let stillModifiers: Set<String> = [
        "opacity", "shadow", "foregroundColor", "foregroundStyle", "fill", "stroke", "blur", "brightness", "saturation", "contrast",
        "hueRotation", "colorMultiply", "tint", "grayscale", "symbolEffect",
    ]
    static let unseenModifiers: Set<String> = ["animation", "onChange", "disabled", "allowsHitTesting", "help", "id", "transaction"]
    /// Views a matched geometry slides within one control (a selection highlight) or swaps in place (a spinner).
    static let inPlaceMatchedViews: Set<String> = [
        "Capsule", "RoundedRectangle", "Rectangle", "Circle", "Ellipse", "ProgressView", "UnevenRoundedRectangle",
    ]
    /// An SF Symbol this size or smaller turning in place is an activity indicator, as the system's spinner.
    static let iconSize = 44.0

    /// `.animation(.easeInOut.repeatForever(), value: glow)` where `glow` only sets a shadow, or
    /// `withAnimation(.linear.repeatForever()) { turning = true }` where `turning` turns a small icon.
    func repeatMovesNothing(_ repeatCall: FunctionCallExprSyntax) -> Bool {
        guard let names = animatedNames(of: repeatCall), !names.isEmpty,
            let scope = repeatCall.ancestorOrSelf(mapping: { $0.isProtocol(DeclGroupSyntax.self) ? $0 : nil })
        else { return false }
        var uses = 0
        for token in scope.tokens(viewMode: .sourceAccurate) {
            guard case .identifier = token.tokenKind, names.contains(token.text), let reference = token.parent,
                reference.is(DeclReferenceExprSyntax.self)
            else { continue }
            if isAssignmentTarget(reference) { continue }
            guard let modifier = enclosingModifier(of: reference) else { return false }
            let name = ViewChain.calledName(modifier) ?? ""
            // The animation's own `value:`, a `.disabled`: read, not drawn.
            if Self.unseenModifiers.contains(name) || name.hasPrefix("accessibility") { continue }
            uses += 1
            if Self.stillModifiers.contains(name) { continue }
            if name == "rotationEffect", isSmallIcon(modifier) { continue }
            return false
        }
        return uses > 0
    }

    /// `.matchedGeometryEffect` on a shape or a spinner: a highlight moving between neighbouring
    /// items of one control, or two views swapping in the same place.
    func matchedGeometryStaysInPlace(_ call: FunctionCallExprSyntax) -> Bool {
        let chain = ViewChain(ExprSyntax(ViewChain.outermostLink(of: call)))
        return Self.inPlaceMatchedViews.contains(chain.baseName ?? "")
    }

    /// `.rotationEffect(…)` on `Image(systemName:)` no bigger than an icon.
    func isSmallIcon(_ modifier: FunctionCallExprSyntax) -> Bool {
        let chain = ViewChain(ExprSyntax(ViewChain.outermostLink(of: modifier)))
        guard chain.baseName == "Image", let base = chain.base?.as(FunctionCallExprSyntax.self),
            base.arguments.first?.label?.text == "systemName"
        else { return false }
        for frame in chain.modifiers where ["frame", "font"].contains(ViewChain.calledName(frame) ?? "") {
            for argument in frame.arguments where ["width", "height", "size"].contains(argument.label?.text ?? "") {
                if let size = Self.number(argument.expression), size > Self.iconSize { return false }
            }
            if let inner = frame.arguments.first?.expression.as(FunctionCallExprSyntax.self),
                let size = inner.arguments.first(where: { $0.label?.text == "size" }).flatMap({ Self.number($0.expression) }),
                size > Self.iconSize
            {
                return false
            }
        }
        return true
    }

    /// The names the animation animates: `value:` of `.animation`, or what `withAnimation`'s body sets.
    private func animatedNames(of repeatCall: FunctionCallExprSyntax) -> Set<String>? {
        var node = Syntax(repeatCall)
        for _ in 0..<10 {
            guard let parent = node.parent else { return nil }
            node = parent
            guard let call = parent.as(FunctionCallExprSyntax.self), let name = ViewChain.calledName(call) else { continue }
            if name == "animation" {
                return call.arguments.first { $0.label?.text == "value" }.flatMap { Self.lastName($0.expression) }.map { [$0] }
            }
            guard name == "withAnimation", let body = call.trailingClosure else { continue }
            var names: Set<String> = []
            for sequence in body.statements.flatMap({ Self.descendants(of: Syntax($0), as: SequenceExprSyntax.self) }) {
                let elements = Array(sequence.elements)
                if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), let target = Self.lastName(elements[0]) {
                    names.insert(target)
                }
            }
            for toggle in body.statements.flatMap({ Self.descendants(of: Syntax($0), as: FunctionCallExprSyntax.self) })
            where ViewChain.calledName(toggle) == "toggle" {
                if let base = toggle.calledExpression.as(MemberAccessExprSyntax.self)?.base, let target = Self.lastName(base) {
                    names.insert(target)
                }
            }
            return names
        }
        return nil
    }

    private func isAssignmentTarget(_ reference: Syntax) -> Bool {
        var node = reference
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id { node = Syntax(member) }
        guard let list = node.parent?.as(ExprListSyntax.self), let index = list.firstIndex(where: { $0.id == node.id }) else {
            return false
        }
        let next = list.index(after: index)
        return next < list.endIndex && list[next].is(AssignmentExprSyntax.self)
    }

    /// The view modifier whose arguments hold `node` (`.shadow(radius: glow)`), nil when the name
    /// is read elsewhere (an `if`, a call of the app's own).
    private func enclosingModifier(of node: Syntax) -> FunctionCallExprSyntax? {
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

    static func descendants<Node: SyntaxProtocol>(of root: Syntax, as type: Node.Type) -> [Node] {
        var found: [Node] = []
        var work = [root]
        var budget = 2_000
        while let node = work.popLast(), budget > 0 {
            budget -= 1
            if let match = node.as(type) { found.append(match) }
            work += node.children(viewMode: .sourceAccurate)
        }
        return found
    }

    // MARK: Animations

    /// `.repeatForever`, bouncy springs, `UIView.animate(… usingSpringWithDamping: 0.5 …)`, `.matchedGeometryEffect`.
    func readAnimation(_ call: FunctionCallExprSyntax, name: String) {
        let arguments = Array(call.arguments)
        func value(_ label: String) -> Double? { arguments.first { $0.label?.text == label }.flatMap { Self.number($0.expression) } }
        switch name {
        case "repeatForever":
            guard !repeatMovesNothing(call) else { return }
            facts.behavior.animations.append(
                AnimationFact(kind: .repeating, api: ".repeatForever", value: text(call), location: modifierLocation(call)))
        case "matchedGeometryEffect":
            guard !matchedGeometryStaysInPlace(call) else { return }
            facts.behavior.animations.append(
                AnimationFact(kind: .matchedGeometry, api: ".matchedGeometryEffect", value: text(call), location: modifierLocation(call)))
        case "animate":
            if let damping = value("usingSpringWithDamping"), damping < 0.6 {
                facts.behavior.animations.append(
                    AnimationFact(
                        kind: .bouncySpring, api: "UIView.animate(usingSpringWithDamping:)", value: "damping \(damping)",
                        location: location(call)))
            }
            if let options = arguments.first(where: { $0.label?.text == "options" }), text(options.expression).contains(".repeat") {
                facts.behavior.animations.append(
                    AnimationFact(
                        kind: .repeating, api: "UIView.animate(options: .repeat)", value: text(options.expression), location: location(call)
                    ))
            }
        case "bouncy":
            facts.behavior.animations.append(
                AnimationFact(kind: .bouncySpring, api: ".bouncy", value: text(call), location: location(call)))
        case "withAnimation", "animation":
            // `withAnimation(.bouncy)`: the preset without a call (`.bouncy(…)` is read as a call).
            guard let first = call.arguments.first.map({ text($0.expression) }), first == ".bouncy" || first == "Animation.bouncy" else {
                return
            }
            facts.behavior.animations.append(AnimationFact(kind: .bouncySpring, api: ".bouncy", value: first, location: location(call)))
        default:
            // spring(response:dampingFraction:), spring(duration:bounce:), interpolatingSpring(stiffness:damping:)
            var bounce: String?
            if let fraction = value("dampingFraction"), fraction < 0.6 { bounce = "dampingFraction \(fraction)" }
            if let amount = value("bounce"), amount >= 0.3 { bounce = "bounce \(amount)" }
            if let stiffness = value("stiffness"), let damping = value("damping"), stiffness > 0 {
                let ratio = damping / (2 * stiffness.squareRoot() * (value("mass") ?? 1).squareRoot())
                if ratio < 0.6 { bounce = "damping ratio \((ratio * 100).rounded() / 100)" }
            }
            guard let bounce else { return }
            facts.behavior.animations.append(AnimationFact(kind: .bouncySpring, api: "." + name, value: bounce, location: location(call)))
        }
    }

    /// `.scaleEffect(isOpen ? 1.6 : 1)`, `.rotationEffect(.degrees(spin ? 360 : 0))`, `.offset(y: shown ? 0 : 400)`.
    func readLargeEffects(_ chain: ViewChain, names: Set<String>) {
        guard !names.isDisjoint(with: ["scaleEffect", "rotationEffect", "offset"]) else { return }
        for call in chain.modifiers {
            guard let name = ViewChain.calledName(call), ["scaleEffect", "rotationEffect", "offset"].contains(name) else { continue }
            if name == "rotationEffect", isSmallIcon(call) { continue }
            for argument in call.arguments {
                var expression = Self.unwrapped(argument.expression)
                if let inner = expression.as(FunctionCallExprSyntax.self),
                    ["degrees", "Angle"].contains(ViewChain.calledName(inner) ?? ""),
                    let first = inner.arguments.first
                {
                    expression = Self.unwrapped(first.expression)
                }
                guard ternary(expression) != nil, let values = Self.numbers(in: expression), values.count == 2 else { continue }
                let (low, high) = (min(values[0], values[1]), max(values[0], values[1]))
                let large: Bool
                switch name {
                // More than twice the size (or growing from nothing): a button scaling in by half is not large.
                case "scaleEffect": large = low <= 0.01 ? high >= 0.5 : high / low > 2
                case "rotationEffect": large = high - low >= 90
                default: large = high - low >= 100
                }
                guard large else { continue }
                facts.behavior.animations.append(
                    AnimationFact(
                        kind: .largeEffect, api: "." + name, value: text(argument.expression), location: modifierLocation(call)))
            }
        }
    }
}
