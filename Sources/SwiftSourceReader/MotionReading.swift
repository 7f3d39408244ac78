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
        // A stroke drawn along its own path: a progress ring, a trace running round a busy button.
        "trim",
    ]
    /// Modifiers that place or size a view but, written with constants, move nothing when a value changes.
    static let layoutModifiers: Set<String> = ["frame", "padding", "font", "cornerRadius", "clipShape", "clipped", "background", "overlay"]
    /// Views and styles made of colors: a value that only moves a gradient's stops or points shifts color.
    static let gradientTypes: Set<String> = [
        "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "Gradient", "linearGradient", "radialGradient",
        "angularGradient", "conicGradient",
    ]
    static let unseenModifiers: Set<String> = ["animation", "onChange", "disabled", "allowsHitTesting", "help", "id", "transaction"]
    /// An SF Symbol this size or smaller turning in place is an activity indicator, as the system's spinner.
    static let iconSize = 44.0

    /// The view `modifier` applies to is no bigger than an icon: an SF Symbol no frame or font
    /// makes larger, or any view framed at most 44 pt wide and high before the modifier (a 20 pt
    /// drag handle). An icon turning or popping in moves a few points, not the screen.
    func isIconSized(_ modifier: FunctionCallExprSyntax) -> Bool {
        let chain = ViewChain(ExprSyntax(ViewChain.outermostLink(of: modifier)))
        let before = chain.modifiers.prefix { $0.id != modifier.id }
        var framedSmall = false
        for frame in chain.modifiers where ["frame", "font"].contains(ViewChain.calledName(frame) ?? "") {
            var sizes: [String: Double] = [:]
            for argument in frame.arguments where ["width", "height", "size"].contains(argument.label?.text ?? "") {
                if let size = Self.number(argument.expression) { sizes[argument.label!.text] = size }
            }
            if let inner = frame.arguments.first?.expression.as(FunctionCallExprSyntax.self),
                let size = inner.arguments.first(where: { $0.label?.text == "size" }).flatMap({ Self.number($0.expression) })
            {
                sizes["size"] = size
            }
            if sizes.values.contains(where: { $0 > Self.iconSize }) { return false }
            if before.contains(where: { $0.id == frame.id }), let width = sizes["width"], let height = sizes["height"],
                max(width, height) <= Self.iconSize
            {
                framedSmall = true
            }
        }
        if framedSmall { return true }
        // `gridIcon.animation(.bouncy, value: state)`: a view the code names an icon (as `configuration.icon`).
        if let named = chain.base.flatMap(Self.lastName), Self.camelWords(named).contains("icon") { return true }
        guard let base = chain.base?.as(FunctionCallExprSyntax.self) else { return false }
        // A disclosure chevron (`CompoundIcon(\.chevronDown, size: .medium)`, `Image("chevron-right")`) is an icon whatever draws it.
        if let glyph = base.arguments.first.map({ text($0.expression).lowercased() }),
            Self.disclosureWords.contains(where: glyph.contains)
        {
            return true
        }
        guard chain.baseName == "Image" else { return false }
        return base.arguments.first?.label?.text == "systemName"
    }

    static let disclosureWords = ["chevron", "disclosure", "caret", "carat", "dropdown"]

    /// Words that name a busy indicator: a refresh control's arrows, a loading spinner.
    static let busyWords = ["refresh", "reload", "loading", "loader", "spinner", "spinning", "progress", "activity", "busy", "syncing"]

    /// `Image("refresh").rotationEffect(…)`, a rotation in `func startRefreshAnimation()` or in
    /// `class RefreshControl`: the image, the function or a type around it names a busy
    /// indicator, which turns in place while the app works (the system's spinner keeps turning
    /// under Reduce Motion: it says the app is busy, and a fade would hide that).
    func namesBusyIndicator(_ node: some SyntaxProtocol) -> Bool {
        var names: [String] = []
        if let call = node.as(FunctionCallExprSyntax.self) {
            let chain = ViewChain(ExprSyntax(ViewChain.outermostLink(of: call)))
            if chain.baseName == "Image", let base = chain.base?.as(FunctionCallExprSyntax.self),
                let literal = base.arguments.first?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
            {
                names.append(literal)
            }
        }
        var current = node.parent
        while let ancestor = current {
            if let function = ancestor.as(FunctionDeclSyntax.self) { names.append(function.name.text) }
            if let variable = ancestor.as(VariableDeclSyntax.self) { names += variable.bindings.map { text($0.pattern) } }
            if let type = ancestor.as(ClassDeclSyntax.self) { names.append(type.name.text) }
            if let type = ancestor.as(StructDeclSyntax.self) { names.append(type.name.text) }
            if let type = ancestor.as(ExtensionDeclSyntax.self) { names.append(text(type.extendedType)) }
            current = ancestor.parent
        }
        return names.contains { name in Self.busyWords.contains(where: name.lowercased().contains) }
    }

    /// `static func spring(_ duration: TimeInterval) -> Animation { spring(duration: duration, bounce: 0.3) }`
    /// in `extension Animation`: a preset defined for later use; nothing moves here.
    func isAnimationDefinition(_ call: FunctionCallExprSyntax) -> Bool {
        var current = call.parent
        while let ancestor = current {
            if let extended = ancestor.as(ExtensionDeclSyntax.self) {
                return ["Animation", "SwiftUI.Animation"].contains(text(extended.extendedType))
            }
            if let function = ancestor.as(FunctionDeclSyntax.self), function.modifiers.contains(where: { $0.name.text == "static" }),
                let returned = function.signature.returnClause.map({ text($0.type) })
            {
                return ["Animation", "Self", "SwiftUI.Animation"].contains(returned)
            }
            if let variable = ancestor.as(VariableDeclSyntax.self), variable.modifiers.contains(where: { $0.name.text == "static" }),
                let declared = variable.bindings.first?.typeAnnotation.map({ text($0.type) })
            {
                return ["Animation", "Self", "SwiftUI.Animation"].contains(declared)
            }
            current = ancestor.parent
        }
        return false
    }

    /// Modifiers that move or resize a view when an animated value changes them.
    static let movingModifiers: Set<String> = [
        "scaleEffect", "rotationEffect", "rotation3DEffect", "offset", "position", "frame", "padding", "matchedGeometryEffect",
        "transition",
    ]

    /// A bouncy spring given by `.animation(…)` to a chain that moves only an icon, or only scales
    /// by less than a tenth (a button pressed to 0.98): the overshoot is a few points.
    func springMovesLittle(_ spring: FunctionCallExprSyntax) -> Bool {
        guard let argument = spring.parent?.as(LabeledExprSyntax.self),
            let animation = argument.parent?.parent?.as(FunctionCallExprSyntax.self), ViewChain.calledName(animation) == "animation",
            animation.arguments.first?.id == argument.id
        else { return false }
        return animationMovesLittle(animation)
    }

    /// The `.animation(…)` modifier applies to a chain that moves only an icon, or only scales it subtly.
    func animationMovesLittle(_ animation: FunctionCallExprSyntax) -> Bool {
        let chain = ViewChain(ExprSyntax(ViewChain.outermostLink(of: animation)))
        // (`scaleEffect(…).animation(…)` in a `View` extension: the first modifier is the chain's base.)
        let implicitSelf = chain.base?.as(FunctionCallExprSyntax.self).map { [$0] } ?? []
        let moving = (implicitSelf + chain.modifiers.prefix { $0.id != animation.id }).filter {
            Self.movingModifiers.contains(ViewChain.calledName($0) ?? "")
        }
        // An icon that also slides (`.offset(y: shown ? 0 : 300)`) crosses the screen.
        let slides = moving.contains { ["offset", "position"].contains(ViewChain.calledName($0)) && text($0).contains("?") }
        if isIconSized(animation), !slides { return true }
        return !moving.isEmpty
            && moving.allSatisfy { ViewChain.calledName($0) == "scaleEffect" && (scaleAmplitude($0).map(Self.isSubtleScale) ?? false) }
    }

    /// Less than a tenth (a press to 0.9, computed as 0.0999…, is a tenth: it still counts).
    static func isSubtleScale(_ amplitude: Double) -> Bool { amplitude < 0.1 - 1e-9 }

    /// How much `.scaleEffect(pressed ? 0.98 : 1)` changes the size, relative to the larger
    /// (0.02); a name is read from the enclosing function's parameter default.
    private func scaleAmplitude(_ call: FunctionCallExprSyntax) -> Double? {
        guard let first = call.arguments.first, first.label == nil, let choice = ternary(Self.unwrapped(first.expression)) else {
            return nil
        }
        let values = choice.branches.compactMap { branch in Self.number(Self.unwrapped(branch)) ?? parameterDefault(branch) }
        guard values.count == 2, let largest = values.map(abs).max(), largest > 0 else { return nil }
        return abs(values[0] - values[1]) / largest
    }

    /// `scale` in `func pressed(scale: Double = 0.98)`: the default of the parameter of that name.
    private func parameterDefault(_ expression: ExprSyntax) -> Double? {
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let function = expression.ancestorOrSelf(mapping: { $0.as(FunctionDeclSyntax.self) })
        else { return nil }
        let parameter = function.signature.parameterClause.parameters.first { ($0.secondName ?? $0.firstName).text == name }
        return parameter?.defaultValue.flatMap { Self.number($0.value) }
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
            let reach = repeatReach(call)
            guard reach != .movesNothing else { return }
            var fact = AnimationFact(
                kind: reach == .sweepsGradient ? .sweeping : .repeating, api: ".repeatForever", value: text(call),
                location: modifierLocation(call))
            fact.passesThrough = animationPath(of: call)
            facts.behavior.animations.append(fact)
        case "matchedGeometryEffect":
            guard !matchedGeometryStaysInPlace(call) else { return }
            var fact = AnimationFact(
                kind: .matchedGeometry, api: ".matchedGeometryEffect", value: text(call), location: modifierLocation(call))
            fact.matchesPositionOnly = call.arguments.contains { $0.label?.text == "properties" && text($0.expression) == ".position" }
            fact.passesThrough = chainAnimationNames(call) ?? []
            fact.animatedElsewhere = chainAnimationNames(call) == nil
            facts.behavior.animations.append(fact)
        case "animate":
            if let damping = value("usingSpringWithDamping"), damping < 0.6 {
                facts.behavior.animations.append(
                    AnimationFact(
                        kind: .bouncySpring, api: "UIView.animate(usingSpringWithDamping:)", value: "damping \(damping)",
                        location: location(call)))
            }
            if let options = arguments.first(where: { $0.label?.text == "options" }), text(options.expression).contains(".repeat"),
                !Self.animatesOnlyColorAndOpacity(call)
            {
                facts.behavior.animations.append(
                    AnimationFact(
                        kind: .repeating, api: "UIView.animate(options: .repeat)", value: text(options.expression), location: location(call)
                    ))
            }
        case "bouncy":
            guard !isAnimationDefinition(call), !springMovesLittle(call) else { return }
            var fact = AnimationFact(kind: .bouncySpring, api: ".bouncy", value: text(call), location: location(call))
            fact.passesThrough = animationPath(of: call)
            facts.behavior.animations.append(fact)
        case "withAnimation", "animation":
            readAnimationTrigger(call, name: name)
            // `withAnimation(.bouncy)`: the preset without a call (`.bouncy(…)` is read as a call).
            guard let first = call.arguments.first.map({ text($0.expression) }), first == ".bouncy" || first == "Animation.bouncy",
                name == "withAnimation" || !animationMovesLittle(call)
            else { return }
            var fact = AnimationFact(kind: .bouncySpring, api: ".bouncy", value: first, location: location(call))
            fact.passesThrough = [name]
            facts.behavior.animations.append(fact)
        default:
            // spring(response:dampingFraction:), spring(duration:bounce:), interpolatingSpring(stiffness:damping:)
            var bounce: String?
            if let fraction = value("dampingFraction"), fraction < 0.6 { bounce = "dampingFraction \(fraction)" }
            if let amount = value("bounce"), amount >= 0.3 { bounce = "bounce \(amount)" }
            if let stiffness = value("stiffness"), let damping = value("damping"), stiffness > 0 {
                let ratio = damping / (2 * stiffness.squareRoot() * (value("mass") ?? 1).squareRoot())
                if ratio < 0.6 { bounce = "damping ratio \((ratio * 100).rounded() / 100)" }
            }
            guard let bounce, !isAnimationDefinition(call), !springMovesLittle(call) else { return }
            var fact = AnimationFact(kind: .bouncySpring, api: "." + name, value: bounce, location: location(call))
            fact.passesThrough = animationPath(of: call)
            facts.behavior.animations.append(fact)
        }
    }

    /// `rotation.repeatCount = .infinity` on a layer animation (`animation`: the name it is set on).
    func readLayerRepeat(count: ExprSyntax, of animation: String?, at sequence: SequenceExprSyntax) {
        // A layer animation that pulses opacity or colors (GoMap's `#keyPath(CAShapeLayer.strokeColor)`, a
        // gradient's `colors`) fades, which Reduce Motion keeps: nothing moves. The animation's own key path
        // when the member makes it (`let glow = CABasicAnimation(keyPath: "opacity")`), else all the member names.
        let member = enclosingMember(of: sequence).map(sourceText) ?? ""
        let own = animation.flatMap { Self.keyPath(of: $0, in: member) }
        let keyPaths = (own.map { [$0] } ?? Self.animatedKeyPaths(in: member)).map { $0.lowercased() }
        let fades = !keyPaths.isEmpty && keyPaths.allSatisfy { $0.hasSuffix("opacity") || $0.hasSuffix("color") || $0.hasSuffix("colors") }
        guard text(count).contains("infinity") || text(count).contains("greatestFiniteMagnitude"), !fades else { return }
        // A pulse that scales by less than 8% in place (Primal's QR markers, 2%; an avatar ring, 7%). GitHawk's
        // splash, a whole screen breathing by a tenth forever, is motion.
        if let animation, own?.hasPrefix("transform.scale") ?? false, Self.scalesLittle(animation, in: member) { return }
        // Turning in place, under a name that says busy (`startRefreshAnimation`): an activity indicator.
        let turns =
            member.contains("keyPath: \"transform.rotation")
            && !["keyPath: \"position", "transform.scale", "transform.translation"].contains(where: member.contains)
        if turns, namesBusyIndicator(sequence) { return }
        facts.behavior.animations.append(
            AnimationFact(kind: turns ? .turning : .repeating, api: "repeatCount", value: text(count), location: location(sequence)))
    }

    /// The key path `let pulse = CABasicAnimation(keyPath: "transform.scale")` gives the animation named `name`.
    static func keyPath(of name: String, in member: String) -> String? {
        guard let made = member.firstRange(of: "\(name) = CA") else { return nil }
        let rest = member[made.upperBound...]
        guard let line = rest.split(separator: "\n", maxSplits: 1).first, line.contains("keyPath:") else { return nil }
        return animatedKeyPaths(in: String(line)).first
    }

    /// Whether every value the member gives `name` (`fromValue`, `toValue`, `values`) is a scale within 8% of 1.
    static func scalesLittle(_ name: String, in member: String) -> Bool {
        var numbers: [Double] = []
        for property in ["fromValue", "toValue", "values"] {
            for found in member.ranges(of: "\(name).\(property) = ") {
                let written = member[found.upperBound...].prefix { $0 != "\n" }
                let parts = written.split(whereSeparator: { "[], ".contains($0) })
                guard !parts.isEmpty else { return false }
                for part in parts {
                    guard let number = Double(part) else { return false }
                    numbers.append(number)
                }
            }
        }
        return !numbers.isEmpty && numbers.allSatisfy { abs($0 - 1) < 0.08 }
    }

    /// The properties a member's layer animations name: `keyPath: "opacity"`, `keyPath: "transform.scale"`,
    /// `keyPath: #keyPath(CAShapeLayer.strokeColor)` → `opacity`, `transform.scale`, `strokeColor`.
    static func animatedKeyPaths(in member: String) -> [String] {
        member.split(separator: "keyPath:", omittingEmptySubsequences: false).dropFirst().map { argument in
            var written = argument.drop { $0 == " " }
            if written.hasPrefix("#keyPath(") {
                written = written.dropFirst("#keyPath(".count)
                let path = written.prefix { $0 != ")" }
                return String(path.split(separator: ".").last ?? path)
            }
            return String(written.drop { $0 == "\"" }.prefix { $0 != "\"" && $0 != ")" && $0 != "," })
        }
    }

    /// `.animation(.linear.repeatForever(autoreverses: false), value: x)` in the chain.
    static func repeatsForever(_ chain: ViewChain) -> Bool {
        zip(chain.modifiers, chain.modifierNames).contains { call, name in
            name == "animation" && call.arguments.first.map { $0.expression.trimmedDescription.contains("repeatForever") } ?? false
        }
    }

    /// A `.rotationEffect` that turns a view in place as a spinner does: a small icon, one named
    /// as busy (`reloading`), or, when the turn `repeating`, an image turning full circles.
    func spinsInPlace(_ rotation: FunctionCallExprSyntax, repeating: @autoclosure () -> Bool) -> Bool {
        isIconSized(rotation) || namesBusyIndicator(rotation) || Self.turnsImageFully(rotation) && repeating()
    }

    /// `.scaleEffect(isOpen ? 1.6 : 1)`, `.rotationEffect(.degrees(spin ? 360 : 0))`, `.offset(y: shown ? 0 : 400)`.
    func readLargeEffects(_ chain: ViewChain, names: Set<String>) {
        guard !names.isDisjoint(with: ["scaleEffect", "rotationEffect", "offset"]) else { return }
        for call in chain.modifiers {
            guard let name = ViewChain.calledName(call), ["scaleEffect", "rotationEffect", "offset"].contains(name) else { continue }
            if name == "scaleEffect", isIconSized(call) { continue }
            if name == "rotationEffect", spinsInPlace(call, repeating: Self.repeatsForever(chain)) { continue }
            for argument in call.arguments {
                var expression = Self.unwrapped(argument.expression)
                if let inner = expression.as(FunctionCallExprSyntax.self),
                    ["degrees", "Angle"].contains(ViewChain.calledName(inner) ?? ""),
                    let first = inner.arguments.first
                {
                    expression = Self.unwrapped(first.expression)
                }
                guard ternary(expression) != nil, let values = Self.numbers(in: expression), values.count == 2 else { continue }
                // Sizes by magnitude: `scaleEffect(x: onRight ? 1 : -1)` mirrors, it does not grow.
                let magnitudes = name == "scaleEffect" ? values.map(abs) : values
                let (low, high) = (min(magnitudes[0], magnitudes[1]), max(magnitudes[0], magnitudes[1]))
                let large: Bool
                switch name {
                // More than twice the size (or growing from nothing): a button scaling in by half is not large.
                case "scaleEffect": large = low <= 0.01 ? high >= 0.5 : high / low > 2
                case "rotationEffect": large = high - low >= 90
                default: large = high - low >= 100
                }
                guard large else { continue }
                var fact = AnimationFact(
                    kind: .largeEffect, api: "." + name, value: text(argument.expression), location: modifierLocation(call))
                let animationNames = chainAnimationNames(call)
                fact.passesThrough = animationNames ?? []
                fact.animatedElsewhere = animationNames == nil
                facts.behavior.animations.append(fact)
            }
        }
    }
}
