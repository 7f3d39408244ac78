import SourceText
import SwiftSourceFacts
import SwiftSyntax

import struct SourceText.SourceLocation

/// Controls, images, gestures and frames, read once per modifier chain from its outermost call.
extension FactCollector {
    static let controls: Set<String> = ["Button", "Link", "Menu", "Toggle", "NavigationLink", "ShareLink"]
    /// Views VoiceOver announces as controls of their own: a gesture on one adds to what it does.
    static let inputControls: Set<String> = [
        "TextField", "SecureField", "TextEditor", "Picker", "Slider", "Stepper", "DatePicker", "ColorPicker",
    ]
    static let gestures: Set<String> = ["onTapGesture", "onLongPressGesture"]
    static let gestureModifiers: Set<String> = ["gesture", "simultaneousGesture", "highPriorityGesture"]
    static let chainModifiers = gestures.union(gestureModifiers).union(["frame"])
    /// Modifiers whose name arguments rules measure: their references are kept for the index.
    static let measuredModifiers: Set<String> = ["frame", "padding"]

    func readChain(_ chain: ViewChain, expression: ExprSyntax) {
        readBehaviorChain(chain, expression: expression)
        // (By the chain's names, worked out once: this runs on every chain.)
        if let redacted = chain.modifierNames.firstIndex(of: "redacted"),
            text(chain.modifiers[redacted].arguments).hasSuffix(".placeholder")
        {
            facts.placeholderRanges.append(lines(of: expression))
        }
        let baseName = chain.baseName
        let baseCall = chain.base?.as(FunctionCallExprSyntax.self)
        // Most chains are neither controls nor images and have no gesture or frame: their
        // modifiers are not needed, and reading arguments is the walk's main cost.
        let wanted =
            baseCall != nil && (baseName == "Image" || Self.controls.contains(baseName ?? ""))
            || chain.modifierNames.contains(where: Self.chainModifiers.contains)
        guard wanted else { return }
        let modifiers = chain.modifiers.map(modifier)
        var isControl = false
        if let baseCall, let baseName, Self.controls.contains(baseName) {
            isControl = true
            readControl(baseCall, kind: baseName, modifiers: modifiers)
        } else if let baseCall, baseName == "Image" {
            facts.images.append(image(baseCall, modifiers: modifiers))
        }
        let baseScope = chain.base.flatMap { enclosingLabelScope(of: $0) }
        let enclosing = baseScope?.control ?? chain.modifiers.first.flatMap { enclosingControl(of: $0) }
        var hasTapGesture = false
        for (call, modifier) in zip(chain.modifiers, modifiers) {
            let kind: String
            if Self.gestures.contains(modifier.name) {
                kind = modifier.name
            } else if Self.gestureModifiers.contains(modifier.name), let first = modifier.arguments.first?.text,
                let gesture = ["TapGesture", "LongPressGesture"].first(where: { first.contains($0) })
            {
                kind = "\(modifier.name)(\(gesture))"
            } else {
                continue
            }
            hasTapGesture = true
            var gesture = GestureFact(
                kind: kind, receiver: baseName,
                receiverIsControl: isControl || Self.inputControls.contains(baseName ?? "") || Self.isInButtonStyle(expression),
                modifiers: modifiers, location: modifier.location)
            (gesture.action, gesture.tapCount) = Self.action(of: modifier)
            let isAppButton = baseName?.hasSuffix("Button") ?? false && baseCall?.trailingClosure != nil
            let isInActingLabel = baseScope?.acts ?? false
            gesture.isShortcutOnControl = (isAppButton || isInActingLabel) && (kind.contains("LongPress") || gesture.tapCount > 1)
            // The handler read from syntax: its text keeps comments, and a body that is only a
            // comment (`.onEnded { // swallows the double tap }`) does nothing.
            if let handler = Self.handler(of: call) {
                gesture.action = Self.doesNothingInRelease(handler.statements) ? "" : text(handler.statements)
                gesture.onlyMovesFocus = onlyMovesFocus(handler)
            }
            gesture.surroundings = surroundings(of: expression)
            gesture.receiverIsBackdrop = Self.isBareColor(chain.base)
            gesture.isInToggleStyle = Self.isInStyle(expression, named: "ToggleStyle")
            facts.gestures.append(gesture)
        }
        for (index, modifier) in modifiers.enumerated() where modifier.name == "frame" {
            let sizes = ["width", "height", "minWidth", "minHeight"].map { modifier.argument($0)?.number }
            guard sizes.contains(where: { $0 != nil }) || modifier.arguments.contains(where: { $0.reference != nil }) else { continue }
            var frame = FrameFact(
                width: sizes[0], height: sizes[1], minWidth: sizes[2], minHeight: sizes[3], receiver: baseName,
                isTappable: isControl || hasTapGesture || enclosing != nil, control: isControl ? baseCall.map { location($0) } : nil,
                enclosingControl: enclosing,
                paddings: modifiers.compactMap(Self.padding), hasContentShape: modifiers.contains("contentShape"),
                location: modifier.location)
            for argument in modifier.arguments {
                if let label = argument.label, let reference = argument.reference { frame.references[label] = reference }
            }
            frame.hitAreaGrows = Self.growsLater(modifiers[(index + 1)...])
            frame.isWholeBarItem = frame.isTappable && Self.isWholeBarItem(Syntax(expression))
            facts.frames.append(frame)
        }
    }

    /// Inside the `makeBody` of a `ButtonStyle` or `PrimitiveButtonStyle`: the views are a button's.
    static func isInButtonStyle(_ expression: ExprSyntax) -> Bool { isInStyle(expression, named: "ButtonStyle") }

    /// Inside a type that conforms to a protocol whose name ends with `style` (`ToggleStyle`).
    static func isInStyle(_ expression: ExprSyntax, named style: String) -> Bool {
        var node = expression.parent
        while let current = node {
            if let group = current.declGroup {
                return group.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription.hasSuffix(style) } ?? false
            }
            node = current.parent
        }
        return false
    }

    /// `Color.clear`, `Color.black`, `Color(.overlay)`, `Color.posOverlayFill`: a chain that starts at a colour.
    static func isBareColor(_ base: ExprSyntax?) -> Bool {
        if let member = base?.as(MemberAccessExprSyntax.self) {
            return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Color"
        }
        if let call = base?.as(FunctionCallExprSyntax.self) {
            return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Color"
        }
        return false
    }

    func modifier(_ call: FunctionCallExprSyntax) -> Modifier {
        let measured = Self.measuredModifiers.contains(ViewChain.calledName(call) ?? "")
        var arguments = call.arguments.map { argument in
            let number = Self.number(argument.expression)
            return ModifierArgument(
                label: argument.label?.text, text: text(argument.expression), number: number,
                reference: measured && number == nil ? reference(to: argument.expression) : nil)
        }
        if let closure = call.trailingClosure { arguments.append(ModifierArgument(label: nil, text: text(closure), number: nil)) }
        let name = ViewChain.calledName(call) ?? text(call.calledExpression)
        // A chained call starts where its chain starts; the modifier itself is at its period.
        let anchor = call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.period) } ?? Syntax(call)
        return Modifier(name: name, arguments: arguments, location: location(anchor))
    }

    static func number(_ expression: ExprSyntax) -> Double? {
        var sign = 1.0
        var current = expression
        if let prefix = current.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            sign = -1
            current = prefix.expression
        }
        let text: String
        if let integer = current.as(IntegerLiteralExprSyntax.self) {
            text = integer.literal.text
        } else if let float = current.as(FloatLiteralExprSyntax.self) {
            text = float.literal.text
        } else {
            return nil
        }
        return Double(text.filter { $0 != "_" }).map { $0 * sign }
    }

    static func padding(_ modifier: Modifier) -> Padding? { Padding(modifier) }

    // MARK: Images

    func image(_ call: FunctionCallExprSyntax, modifiers: [Modifier]) -> ImageFact {
        let (source, hasLabel) = imageSource(call)
        var fact = ImageFact(
            source: source, hasLabelArgument: hasLabel, modifiers: modifiers, enclosingControl: enclosingControl(of: call),
            location: location(call))
        fact.isLabelIcon = Self.isLabelIcon(call)
        if fact.enclosingControl == nil, !fact.isLabelIcon {
            fact.surroundings = surroundings(of: call)
            fact.isHandedOn = isHandedOn(call)
            fact.enclosingDeclaration = enclosingDeclarationName(of: call)
            // A helper view (`var icon: some View`) is shown where it is used, maybe beside text.
            if source.isSymbol, !fact.isHandedOn, fact.enclosingDeclaration == "body" { fact.isAlone = isAlone(call) }
        }
        return fact
    }

    /// What an `Image(…)` shows, and whether it is given a `label:`.
    func imageSource(_ call: FunctionCallExprSyntax) -> (ImageSource, hasLabel: Bool) {
        var source = ImageSource.other(argument: "_", expression: "")
        var hasLabel = false
        for (index, argument) in call.arguments.enumerated() {
            let label = argument.label?.text
            let literal = argument.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
            switch label {
            case nil where index == 0:
                if let literal {
                    source = .asset(literal)
                } else if let member = argument.expression.as(MemberAccessExprSyntax.self), member.base == nil {
                    source = .assetResource(member.declName.baseName.text)
                } else {
                    source = .other(argument: "_", expression: text(argument.expression))
                }
            case "systemName":
                source = literal.map(ImageSource.systemName) ?? .other(argument: "systemName", expression: text(argument.expression))
            case "decorative":
                source = .decorative(literal ?? text(argument.expression))
            case "label":
                hasLabel = true
            case let label? where index == 0:
                source = .other(argument: label, expression: text(argument.expression))
            default:
                break
            }
        }
        return (source, hasLabel)
    }

    /// Whether the image is drawn in the `icon:` closure of a `Label`.
    static func isLabelIcon(_ call: FunctionCallExprSyntax) -> Bool {
        var node = call.parent
        var steps = 0
        while let current = node, steps < 64, !current.is(ClosureExprSyntax.self) {
            node = current.parent
            steps += 1
        }
        guard let closure = node else { return false }
        if let element = closure.parent?.as(MultipleTrailingClosureElementSyntax.self), element.label.text == "icon",
            let owner = element.parent?.parent?.as(FunctionCallExprSyntax.self)
        {
            return ViewChain.calledName(owner) == "Label"
        }
        if let argument = closure.parent?.as(LabeledExprSyntax.self), argument.label?.text == "icon",
            let owner = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        {
            return ViewChain.calledName(owner) == "Label"
        }
        return false
    }

    // MARK: Fonts

    /// `.system(size:)`, `.custom(_:size:)`, `UIFont.systemFont(ofSize:)`, `UIFont(name:size:)`.
    func readFont(_ call: FunctionCallExprSyntax, name: String) {
        let arguments = call.arguments
        let size: LabeledExprSyntax
        let api: String
        switch name {
        case "system":
            guard let found = arguments.first(where: { $0.label?.text == "size" }) else { return }
            (size, api) = (found, ".system(size:)")
        case "custom":
            guard let found = arguments.first(where: { ["size", "fixedSize"].contains($0.label?.text) }) else { return }
            (size, api) = (found, ".custom(_:\(found.label!.text):)")
        case "systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont", "monospacedDigitSystemFont":
            guard let found = arguments.first(where: { $0.label?.text == "ofSize" }) else { return }
            let owner = call.calledExpression.as(MemberAccessExprSyntax.self)?.base.map(text) ?? ""
            (size, api) = (found, "\(owner).\(name)(ofSize:)")
        case "UIFont", "NSFont":
            guard arguments.first?.label?.text == "name", let found = arguments.first(where: { $0.label?.text == "size" }) else { return }
            (size, api) = (found, "\(name)(name:size:)")
        default:
            return
        }
        if Self.sizesOnlyBlankText(call) { return }
        let value: FontFact.Size = Self.number(size.expression).map(FontFact.Size.literal) ?? .expression(text(size.expression))
        let relative = arguments.first { $0.label?.text == "relativeTo" }.map { text($0.expression) }
        var font = FontFact(
            api: api, size: value, relativeTo: relative, isScaledByFontMetrics: Self.isInsideScaledFont(call), location: location(call))
        if case .expression = value { font.sizeReference = reference(to: size.expression) }
        font.isOnIcon =
            Self.fontModifierChain(of: call).map(Self.isIcon) ?? (Self.isIconFontConstant(call) || Self.isSymbolConfigurationFont(call))
        let isUIKit = api.hasPrefix("UIFont") || api.hasPrefix(".") && name != "system" && name != "custom"
        font.isOutsideDynamicType = isUIKit && isOutsideDynamicType(call)
        facts.fonts.append(font)
    }

    /// `NSAttributedString(string: "\n", attributes: [.font: UIFont.systemFont(ofSize: 6)])`: a font given to
    /// a line break alone sizes the gap between two paragraphs, not words anyone reads.
    static func sizesOnlyBlankText(_ font: FunctionCallExprSyntax) -> Bool {
        var current = Syntax(font)
        for _ in 0..<8 {
            guard let parent = current.parent else { return false }
            if let argument = parent.as(LabeledExprSyntax.self), argument.label?.text == "attributes",
                let string = parent.parent?.parent?.as(FunctionCallExprSyntax.self),
                ViewChain.calledName(string)?.hasSuffix("AttributedString") == true
            {
                let shown = string.arguments.first { $0.label?.text == "string" }?.expression.as(StringLiteralExprSyntax.self)
                return shown?.representedLiteralValue.map { $0.allSatisfy(\.isWhitespace) } ?? false
            }
            current = parent
        }
        return false
    }

    /// The whole view chain whose `.font(…)` modifier holds `call`, nil when it is not one.
    static func fontModifierChain(of call: FunctionCallExprSyntax) -> ViewChain? {
        guard let list = call.parent?.parent?.as(LabeledExprListSyntax.self),
            let font = list.parent?.as(FunctionCallExprSyntax.self), ViewChain.calledName(font) == "font"
        else { return nil }
        return ViewChain(ExprSyntax(ViewChain.outermostLink(of: font)))
    }

    /// `let specialIconStyle: Font = .system(size: 32)`: a font kept for icons, by its name.
    static func isIconFontConstant(_ call: FunctionCallExprSyntax) -> Bool {
        guard let binding = call.parent?.parent?.as(PatternBindingSyntax.self),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.lowercased()
        else { return false }
        return name.contains("icon") || name.contains("symbol")
    }

    /// `UIImage.SymbolConfiguration(font: .systemFont(ofSize: 17))`: the font sizes a symbol image.
    static func isSymbolConfigurationFont(_ call: FunctionCallExprSyntax) -> Bool {
        guard let argument = call.parent?.as(LabeledExprSyntax.self), argument.label?.text == "font",
            let owner = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return false }
        return ["SymbolConfiguration", "init"].contains(ViewChain.calledName(owner) ?? "")
    }

    static func isIcon(_ chain: ViewChain) -> Bool {
        if chain.baseName == "Image" { return true }
        if chain.baseName == "Text", let call = chain.base?.as(FunctionCallExprSyntax.self), showsGlyph(call) { return true }
        // A label style's `configuration.icon`, or a control whose whole label is one Image: no text.
        // Asked of every chain: the member's name, not the base's whole text (a stack's base is its content).
        if chain.base?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "icon" { return true }
        if let call = chain.base?.as(FunctionCallExprSyntax.self), controls.contains(chain.baseName ?? ""),
            let label = labelClosure(of: call)
                ?? (call.arguments.contains { $0.label?.text == "action" } ? call.trailingClosure : nil), label.statements.count == 1,
            let item = label.statements.first?.item.as(ExprSyntax.self), ViewChain(item).baseName == "Image"
        {
            return true
        }
        return chain.modifiers.contains(where: isIconOnlyStyle)
    }

    /// `.labelStyle(.iconOnly)`.
    static func isIconOnlyStyle(_ call: FunctionCallExprSyntax) -> Bool {
        ViewChain.calledName(call) == "labelStyle" && call.arguments.first?.expression.trimmedDescription == ".iconOnly"
    }

    /// A `Text` that draws a pictograph rather than words: an emoji (`Text(verbatim: emoji.emoji)`,
    /// `Text(reaction.emoji)`, `Text("🔥")`) or a list's bullet (`Text("•")`), sized as an icon is.
    static func showsGlyph(_ text: FunctionCallExprSyntax) -> Bool {
        guard let argument = text.arguments.first?.expression else { return false }
        if let literal = argument.as(StringLiteralExprSyntax.self)?.representedLiteralValue {
            return !literal.isEmpty
                && literal.unicodeScalars.allSatisfy { scalar in
                    scalar.properties.isEmojiPresentation || "•◦▪▫‣·\u{FE0F}\u{200D}".unicodeScalars.contains(scalar)
                }
        }
        let name =
            argument.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? argument.as(DeclReferenceExprSyntax.self)?.baseName.text
        return name?.lowercased().hasSuffix("emoji") ?? false
    }

    /// `UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: 17))`.
    static func isInsideScaledFont(_ call: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(call)
        for _ in 0..<4 {
            guard let parent = node.parent else { return false }
            if let outer = parent.as(FunctionCallExprSyntax.self), ViewChain.calledName(outer) == "scaledFont" { return true }
            node = parent
        }
        return false
    }

    /// The condition of a ternary sequence, as written, and its branches.
    func ternary(_ expression: ExprSyntax) -> (condition: String, branches: [ExprSyntax], conditionNodes: [ExprSyntax])? {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        return ternary(elements: Array(sequence.elements))
    }

    /// The same for the elements of an unfolded sequence, after an `=` if there is one.
    func ternary(elements all: [ExprSyntax]) -> (condition: String, branches: [ExprSyntax], conditionNodes: [ExprSyntax])? {
        var elements = all
        if let assignment = elements.firstIndex(where: { $0.is(AssignmentExprSyntax.self) }) {
            elements = Array(elements[(assignment + 1)...])
        }
        guard let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), index > 0,
            let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self), index == elements.count - 2
        else { return nil }
        let conditionNodes = Array(elements[..<index])
        let condition = conditionNodes.map(text).joined(separator: " ")
        return (condition, [ternary.thenExpression, elements[index + 1]], conditionNodes)
    }

    /// The names an expression reads: `isSelected`, `selection`, `item` in `selection == item.id`.
    static func names(in nodes: [ExprSyntax]) -> [String] {
        var names: [String] = []
        for node in nodes {
            for token in node.tokens(viewMode: .sourceAccurate) {
                guard case .identifier = token.tokenKind, token.parent?.is(DeclReferenceExprSyntax.self) ?? false else { continue }
                let name = token.text
                if name != "self", name != "Self", !(name.first?.isUppercase ?? true), !names.contains(name) { names.append(name) }
            }
        }
        return names
    }
}
