import SwiftSourceFacts
import SwiftSyntax

/// Text drawn in a color the code chose, and the background behind it in the same body.
extension FactCollector {
    /// Containers whose content is drawn on the container's own background: a background on
    /// them is behind their text. Presentations (`.sheet { … }`), overlays and other modifier
    /// closures draw elsewhere, so the search stops at them.
    static let backgroundCarriers: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Group", "ScrollView", "List", "Form", "Section", "NavigationStack",
        "NavigationView", "GroupBox", "Button", "Label", "LazyVGrid", "LazyHGrid", "Grid", "GridRow",
    ]

    /// `Text(…)` or `Label(…)` chains whose foreground color is set, on the text or a container
    /// around it.
    func readContrastPair(_ chain: ViewChain, expression: ExprSyntax) {
        // An icon-only label is an icon: non-text contrast, not this.
        guard let base = chain.base, let name = chain.baseName, name == "Text" || name == "Label", !Self.isIcon(chain) else { return }
        var foreground = Self.foregroundColor(in: chain.modifiers).flatMap(colorUse)
        var background = Self.backgroundColor(in: chain.modifiers).flatMap(colorUse)
        var node = Syntax(expression)
        var steps = 0
        // Up through the containers of the same body, nearest first.
        while foreground == nil || background == nil, steps < 12, let (container, closure) = Self.enclosingContainer(of: node) {
            steps += 1
            guard let containerName = ViewChain.calledName(container), Self.backgroundCarriers.contains(containerName) else { break }
            let outer = ViewChain.outermostLink(of: container)
            let containerChain = ViewChain(ExprSyntax(outer))
            if foreground == nil { foreground = Self.foregroundColor(in: containerChain.modifiers).flatMap(colorUse) }
            if background == nil {
                background =
                    Self.backgroundColor(in: containerChain.modifiers).flatMap(colorUse)
                    ?? (containerName == "ZStack" ? Self.firstLayerColor(of: closure, above: node).flatMap(colorUse) : nil)
            }
            node = Syntax(outer)
        }
        guard let foreground else { return }
        if case .unresolved = foreground.reference { return }
        recordPair(chain: chain, base: base, foreground: foreground, background: background)
    }

    private func recordPair(chain: ViewChain, base: ExprSyntax, foreground: ColorUse, background: ColorUse?) {
        var textStyle: String?
        var pointSize: Double?
        var isBold = false
        for modifier in chain.modifiers {
            switch ViewChain.calledName(modifier) {
            case "font":
                guard let font = modifier.arguments.first?.expression else { continue }
                (textStyle, pointSize, isBold) = Self.font(font, bold: isBold)
            case "bold":
                isBold = modifier.arguments.first.map { $0.expression.trimmedDescription != "false" } ?? true
            case "fontWeight":
                isBold = modifier.arguments.first.map { Self.isBoldWeight($0.expression.trimmedDescription) } ?? false
            default:
                continue
            }
        }
        let written = text(base)
        facts.contrastPairs.append(
            ContrastPairFact(
                text: written.count > 60 ? String(written.prefix(57)) + "…" : written, foreground: foreground, background: background,
                textStyle: textStyle, pointSize: pointSize, isBold: isBold, location: location(base)))
    }

    /// The text style, literal size and weight a `.font(…)` argument gives.
    static func font(_ expression: ExprSyntax, bold: Bool) -> (style: String?, size: Double?, bold: Bool) {
        let chain = ViewChain(expression)
        var isBold = bold
        for modifier in chain.modifiers {
            let name = ViewChain.calledName(modifier)
            if name == "bold" { isBold = true }
            if name == "weight", let weight = modifier.arguments.first?.expression.trimmedDescription { isBold = isBoldWeight(weight) }
        }
        if let call = chain.base?.as(FunctionCallExprSyntax.self) ?? expression.as(FunctionCallExprSyntax.self),
            ViewChain.calledName(call) == "system",
            let size = call.arguments.first(where: { $0.label?.text == "size" }).flatMap({ number($0.expression) })
        {
            let weight = call.arguments.first { $0.label?.text == "weight" }?.expression.trimmedDescription
            return (nil, size, isBold || weight.map(isBoldWeight) == true)
        }
        let base = chain.base ?? expression
        if let member = base.as(MemberAccessExprSyntax.self) { return (member.declName.baseName.text, nil, isBold) }
        return (nil, nil, isBold)
    }

    static func isBoldWeight(_ weight: String) -> Bool {
        [".semibold", ".bold", ".heavy", ".black"].contains(weight)
    }

    /// The first `.foregroundColor`/`.foregroundStyle` with one color: the one nearest the text wins.
    static func foregroundColor(in modifiers: [FunctionCallExprSyntax]) -> ExprSyntax? {
        for modifier in modifiers where ["foregroundColor", "foregroundStyle"].contains(ViewChain.calledName(modifier)) {
            guard modifier.arguments.count == 1, let argument = modifier.arguments.first, argument.label == nil else { return nil }
            return argument.expression
        }
        return nil
    }

    /// The first `.background(color)` (or `.background(Shape().fill(color))`) of a chain.
    static func backgroundColor(in modifiers: [FunctionCallExprSyntax]) -> ExprSyntax? {
        for modifier in modifiers where ["background", "listRowBackground"].contains(ViewChain.calledName(modifier)) {
            guard let argument = modifier.arguments.first, argument.label == nil else {
                // `.background { Color.black }`: a closure whose only statement is the color.
                if let closure = modifier.trailingClosure, closure.statements.count == 1,
                    case .expr(let only) = closure.statements.first?.item
                {
                    return shapeFill(only) ?? only
                }
                return nil
            }
            return shapeFill(argument.expression) ?? argument.expression
        }
        return nil
    }

    /// `RoundedRectangle(…).fill(color)`: the color a shape is filled with. Only shapes have
    /// `fill`; a foreground color is a fill only on a shape (`TextEditor(…).foregroundColor(…)`
    /// colors the editor's text, not the layer behind a placeholder).
    static func shapeFill(_ expression: ExprSyntax) -> ExprSyntax? {
        let chain = ViewChain(expression)
        guard let base = chain.base?.as(FunctionCallExprSyntax.self) else { return nil }
        // `Circle().stroke(lineWidth: 8).foregroundStyle(.secondary)`: a ring or a border, whose color
        // lies around the text, not behind it (Gifski's progress ring).
        let outlined = chain.modifiers.contains { ["stroke", "strokeBorder"].contains(ViewChain.calledName($0)) }
        let isShape = !outlined && (ViewChain.calledName(base).map(Self.shapeNames.contains) ?? false)
        for modifier in chain.modifiers {
            let name = ViewChain.calledName(modifier)
            if name == "fill" || (isShape && (name == "foregroundColor" || name == "foregroundStyle")) {
                return modifier.arguments.first?.expression
            }
        }
        return nil
    }

    static let shapeNames: Set<String> = [
        "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Circle", "Ellipse", "Capsule", "ContainerRelativeShape",
    ]

    /// `ZStack { Color.black.ignoresSafeArea(); … }`: the first layer, when it is a color and
    /// comes before `node`.
    static func firstLayerColor(of closure: ClosureExprSyntax, above node: Syntax) -> ExprSyntax? {
        guard let first = closure.statements.first, case .expr(let expression) = first.item,
            first.position < node.position
        else { return nil }
        let chain = ViewChain(expression)
        let layer = chain.base ?? expression
        return shapeFill(expression) ?? (isColorExpression(layer) ? layer : nil)
    }

    static func isColorExpression(_ expression: ExprSyntax) -> Bool {
        if let call = expression.as(FunctionCallExprSyntax.self) { return ["Color", "UIColor"].contains(ViewChain.calledName(call)) }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base?.trimmedDescription {
            return base == "Color" || base == "UIColor"
        }
        return false
    }

    /// The call whose closure holds `node` (as a trailing or labelled closure), with that closure.
    static func enclosingContainer(of node: Syntax) -> (FunctionCallExprSyntax, ClosureExprSyntax)? {
        var current = node.parent
        while let candidate = current {
            if candidate.is(DeclSyntax.self) || candidate.is(MemberBlockSyntax.self) { return nil }
            if let closure = candidate.as(ClosureExprSyntax.self) {
                var owner = closure.parent
                if owner?.is(LabeledExprSyntax.self) == true { owner = owner?.parent?.parent }
                if owner?.is(MultipleTrailingClosureElementSyntax.self) == true { owner = owner?.parent?.parent }
                guard let call = owner?.as(FunctionCallExprSyntax.self) else { return nil }
                return (call, closure)
            }
            current = candidate.parent
        }
        return nil
    }

    // MARK: Colors

    /// What a color expression names, with the opacity applied to it.
    func colorUse(_ expression: ExprSyntax) -> ColorUse? {
        var opacity = 1.0
        var current = FactCollector.unwrapped(expression)
        // `.opacity(0.6)` and `.withAlphaComponent(0.6)` multiply, outermost first.
        while let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base, ["opacity", "withAlphaComponent"].contains(member.declName.baseName.text)
        {
            guard let value = call.arguments.first.flatMap({ Self.number($0.expression) }) else { return nil }
            opacity *= value
            current = base
        }
        guard let reference = Self.colorReference(current) else { return nil }
        return ColorUse(reference: reference, opacity: opacity, text: text(expression), location: location(expression))
    }

    static func colorReference(_ expression: ExprSyntax) -> ColorReference? {
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            switch member.base?.trimmedDescription {
            case nil, "Color", "SwiftUI.Color": return .member(name, framework: .swiftUI)
            case "UIColor", "UIKit.UIColor": return .member(name, framework: .uiKit)
            default: return .unresolved(expression.trimmedDescription)
            }
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), let name = ViewChain.calledName(call) else {
            return .unresolved(expression.trimmedDescription)
        }
        let arguments = Array(call.arguments)
        let labels = arguments.map { $0.label?.text ?? "_" }
        let literal = arguments.first?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
        switch (name, labels.first) {
        case ("Color", "_") where literal != nil:
            return .asset(literal!)
        case ("UIColor", "named") where literal != nil:
            return .asset(literal!)
        case ("Color", "_"), ("Color", "uiColor"):
            // `Color(.brandPrimary)`, `Color(UIColor.systemBlue)`, `Color(uiColor: .label)`.
            guard let inner = arguments.first?.expression else { return nil }
            if let member = inner.as(MemberAccessExprSyntax.self), member.base == nil {
                return .member(member.declName.baseName.text, framework: labels.first == "uiColor" ? .uiKit : .swiftUI)
            }
            return colorReference(inner)
        case (_, "hex") where literal != nil:
            return .hex(literal!)
        default:
            break
        }
        var values: [String: Double] = [:]
        for argument in arguments {
            if let label = argument.label?.text, let value = number(argument.expression) { values[label] = value }
        }
        let alpha = values["opacity"] ?? values["alpha"] ?? 1
        guard ["Color", "UIColor"].contains(name), !labels.contains("_") else { return .unresolved(expression.trimmedDescription) }
        if let red = values["red"], let green = values["green"], let blue = values["blue"] {
            return .components(red: red, green: green, blue: blue, alpha: alpha)
        }
        if let white = values["white"] {
            return .components(red: white, green: white, blue: white, alpha: alpha)
        }
        return .unresolved(expression.trimmedDescription)
    }
}
