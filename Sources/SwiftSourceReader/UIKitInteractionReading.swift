import SourceText
import SwiftSourceFacts
import SwiftSyntax

/// The UIKit reader's own state: method bodies by owner and name, for the gestures that name
/// them by `#selector`.
final class UIKitReadingState {
    var methodBodies: [String: String] = [:]
    /// `setTitle(_:for:)` by owner|receiver: the places of literal titles, and whether a value is given too.
    var literalTitles: [String: [SourceText.SourceLocation]] = [:]
    var valueTitled: Set<String> = []
    /// Whether the file draws PDF pages, read once.
    var drawsDocuments: Bool?
    /// Whether the file puts its own view in the navigation bar's title (`navigationItem.titleView =`), read once.
    var setsTitleView: Bool?
}

/// UIKit gestures, touch handling, control sizes, and what makes a view actionable or its hit
/// area larger (`UIKitInteractions`, `UIKitReceiverMark`).
extension FactCollector {
    static let readGestureKinds: Set<String> = [
        "UITapGestureRecognizer", "UILongPressGestureRecognizer", "UIPanGestureRecognizer", "UISwipeGestureRecognizer",
    ]
    /// Properties that make a view something VoiceOver announces as actionable and can act on.
    static let actionableProperties: Set<String> = ["accessibilityCustomActions", "accessibilityActivateBlock"]
    static let closingWords = ["close", "dismiss", "cancel", "done"]

    func readUIKitInteraction(_ call: FunctionCallExprSyntax, name: String) {
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        switch name {
        case "setTitle":
            guard let title = call.arguments.first, title.label == nil, let base = member?.base,
                let receiver = reference(to: base), !receiver.isCall
            else { return }
            // For the same state: a localized title of another state replaces nothing.
            let state = call.arguments.first { $0.label?.text == "for" }.map { text($0.expression) } ?? ""
            let key = (owner(of: Syntax(call)) ?? "") + "|" + receiver.path.joined(separator: ".") + "|" + state
            if Self.unwrapped(title.expression).is(StringLiteralExprSyntax.self) {
                uikitState.literalTitles[key, default: []].append(location(title.expression))
            } else if let value = reference(to: title.expression), !value.isCall {
                // A value passed through (`newValue`, `model.title`), not a text made here.
                uikitState.valueTitled.insert(key)
            }
        case "addGestureRecognizer":
            guard call.arguments.count == 1, let argument = call.arguments.first?.expression else { return }
            readGesture(argument, addedTo: member?.base, at: call)
        case "constraint":
            readAnchorConstraint(call, member: member)
        case "insert", "formUnion", "update":
            guard member?.base.map(text)?.hasSuffix("accessibilityTraits") ?? false else { return }
            if call.arguments.contains(where: { Self.namesActionableTrait(text($0.expression)) }),
                let traits = member?.base?.as(MemberAccessExprSyntax.self)
            {
                mark(.actionable, traits.base, at: Syntax(call))
            }
        case "assign":
            // `publisher.assign(to: \.accessibilityTraits, on: self)`: traits the model decides.
            guard text(call.arguments).contains("\\.accessibilityTraits") else { return }
            mark(.actionable, call.arguments.first { $0.label?.text == "on" }?.expression, at: Syntax(call))
        case "addTarget":
            guard let action = call.arguments.first(where: { $0.label?.text == "action" }) else { return }
            if Self.closes(text(action.expression)) { mark(.closable, nil, at: Syntax(call)) }
            // A recognizer's `addTarget` names no control.
            if let receiver = member?.base.map(text), !receiver.lowercased().contains("gesture"),
                !receiver.lowercased().contains("recognizer"),
                let selector = Self.selectorName(text(action.expression))
            {
                markSelector(selector, at: Syntax(call))
            }
        case "UIBarButtonItem":
            let written = text(call.arguments)
            if let action = call.arguments.first(where: { $0.label?.text == "action" }),
                let selector = Self.selectorName(text(action.expression))
            {
                markSelector(selector, at: Syntax(call))
            }
            if [".done", ".cancel", ".close"].contains(where: { written.contains("ystemItem: " + $0) }) || Self.closes(written) {
                mark(.closable, nil, at: Syntax(call))
            }
            // A bar item's custom view is touched anywhere in the bar's own hit region.
            if let custom = call.arguments.first(where: { $0.label?.text == "customView" }) {
                mark(.enlarged, custom.expression, at: Syntax(call))
            }
        case "UIButton":
            if text(call.arguments).contains("type: .close") { mark(.closable, nil, at: Syntax(call)) }
            if let frame = call.arguments.first(where: { $0.label?.text == "frame" }) {
                readFrame(frame.expression, of: nil, at: call, api: "UIButton(frame:)")
            }
        default:
            break
        }
    }

    /// `x.accessibilityTraits = .button`, `x.accessibilityCustomActions = […]`, `x.frame = CGRect(…)`,
    /// `x.hitTestEdgeInsets = …`.
    func readUIKitInteractionAssignment(_ sequence: SequenceExprSyntax) {
        let elements = Array(sequence.elements)
        guard elements.count >= 3 else { return }
        // `traits |= .button` is an operator, not an assignment.
        if elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "|=" {
            if text(elements[0]).hasSuffix("accessibilityTraits"), Self.namesActionableTrait(text(elements[2])) {
                mark(.actionable, elements[0].as(MemberAccessExprSyntax.self)?.base, at: Syntax(sequence))
            }
            return
        }
        guard elements[1].is(AssignmentExprSyntax.self) else { return }
        let target = elements[0]
        // The value may be a ternary: `cond ? [.button] : [.button, .selected]`.
        let value = elements[2], written = elements.dropFirst(2).map { text($0) }.joined(separator: " ")
        let property: String
        let base: ExprSyntax?
        if let member = target.as(MemberAccessExprSyntax.self) {
            (property, base) = (member.declName.baseName.text, member.base)
        } else if let reference = target.as(DeclReferenceExprSyntax.self) {
            (property, base) = (reference.baseName.text, nil)
        } else {
            return
        }
        if property == "image", let base { readConfigurationImage(of: base, value: value, at: sequence) }
        // `barsHandler.doneButton.primaryAction = …`: a Done, Close or Cancel button set up here.
        let receiverName = (base.map(text) ?? "").lowercased()
        if ["donebutton", "closebutton", "cancelbutton", "dismissbutton"].contains(where: receiverName.hasSuffix) {
            mark(.closable, nil, at: Syntax(sequence))
        }
        let lowered = property.lowercased()
        if property == "accessibilityTraits", Self.namesActionableTrait(written) || !Self.isTraitLiteral(written) {
            mark(.actionable, base, at: Syntax(sequence))
        } else if property == "accessibilityLabel", base == nil || base.map(text) == "self" {
            mark(.named, nil, at: Syntax(sequence))
        } else if property == "accessibilityHint" {
            mark(.hinted, base, at: Syntax(sequence))
        } else if property == "translatesAutoresizingMaskIntoConstraints", written == "false" {
            mark(.autoLayout, base, at: Syntax(sequence))
        } else if property == "isHidden" || property == "alpha" {
            let hides = property == "isHidden" ? written == "true" : ["0", "0.0"].contains(written)
            mark(hides ? .invisible : .shown, base, at: Syntax(sequence))
        } else if property == "isAccessibilityElement", written == "true", base == nil || base.map(text) == "self" {
            mark(.singleElement, nil, at: Syntax(sequence))
        } else if property == "customView", base == nil || base.map(text) == "self" {
            mark(.enlarged, value, at: Syntax(sequence))
        } else if property == "isUserInteractionEnabled", written == "false" {
            mark(.inert, base, at: Syntax(sequence))
        } else if Self.actionableProperties.contains(property) {
            mark(.actionable, base, at: Syntax(sequence))
        } else if (lowered.contains("hit") || lowered.contains("touch"))
            && ["inset", "area", "slop", "edge", "margin", "outset"].contains(where: lowered.contains)
        {
            mark(.enlarged, base, at: Syntax(sequence))
        } else if property == "frame" || property == "bounds" {
            guard elements.count == 3 else { return }
            readFrame(value, of: base, at: sequence, api: "\(property) = CGRect")
        }
    }

    /// `override func touchesEnded(_:with:)`; every method's body, for gestures to name by selector.
    func readUIKitMethod(_ function: FunctionDeclSyntax) {
        guard let body = function.body, let owner = owner(of: Syntax(function)) else { return }
        let name = function.name.text
        // One statement a line, each cut like other source text.
        let statements = body.statements.prefix(40).map { text($0) }.joined(separator: "\n")
        uikitState.methodBodies[owner + "|" + name] = statements
        guard ["touchesBegan", "touchesEnded"].contains(name), function.modifiers.contains(where: { $0.name.text == "override" })
        else { return }
        facts.uikit.touchHandlers.append(
            UIKitTouchHandler(owner: owner, method: name, body: statements, location: location(function.name)))
    }

    /// Gestures name their handler's body once the whole file is read.
    func finishUIKitInteractions() {
        for (key, places) in uikitState.literalTitles where uikitState.valueTitled.contains(key) {
            facts.uikit.replacedDefaultTitles.formUnion(places)
        }
        for index in facts.uikit.gestures.indices {
            let gesture = facts.uikit.gestures[index]
            guard let selector = gesture.selector else { continue }
            facts.uikit.gestures[index].action = uikitState.methodBodies[(gesture.owner ?? "") + "|" + selector] ?? ""
        }
    }

    /// A UIKit font given to a bar's title attributes (`UINavigationBar.appearance().titleTextAttributes`,
    /// `setTitleTextAttributes(_:for:)`), in a file that draws PDF pages, or the bar title's own
    /// 17 pt semibold in a file that sets `navigationItem.titleView` (bar titles keep their size).
    func isOutsideDynamicType(_ call: FunctionCallExprSyntax) -> Bool {
        if uikitState.drawsDocuments == nil {
            let text = String(decoding: file.bytes, as: UTF8.self)
            uikitState.drawsDocuments = ["UIGraphicsPDFRenderer", "UIGraphicsBeginPDF", "beginPDFPage", "CGPDFDocument"].contains(
                where: text.contains)
            uikitState.setsTitleView = text.contains("navigationItem.titleView =")
        }
        if uikitState.drawsDocuments == true { return true }
        if uikitState.setsTitleView == true, call.arguments.first.flatMap({ Self.number($0.expression) }) == 17,
            call.arguments.contains(where: { $0.label?.text == "weight" && text($0.expression).hasSuffix("semibold") })
        {
            return true
        }
        var node = Syntax(call)
        for _ in 0..<8 {
            guard let parent = node.parent else { return false }
            if let outer = parent.as(FunctionCallExprSyntax.self), ViewChain.calledName(outer) == "setTitleTextAttributes" { return true }
            if let sequence = parent.as(SequenceExprSyntax.self), let first = sequence.elements.first,
                text(first).hasSuffix("itleTextAttributes")
            {
                return true
            }
            node = parent
        }
        return false
    }

    /// `var config = UIButton.Configuration.plain(); config.image = …; button.configuration = config`
    /// with no title in the configuration: an icon-only button, for `missing-label`.
    private func readConfigurationImage(of base: ExprSyntax, value: ExprSyntax, at sequence: SequenceExprSyntax) {
        guard let configuration = base.as(DeclReferenceExprSyntax.self)?.baseName.text,
            case .call(let callee, _)? = reference(to: base)?.local?.value, callee.path?.contains("Configuration") ?? false,
            let statements = sequence.parent?.as(CodeBlockItemSyntax.self)?.parent?.as(CodeBlockItemListSyntax.self)
        else { return }
        var button: ExprSyntax?
        for statement in statements {
            guard let assignment = statement.item.as(SequenceExprSyntax.self), case let elements = Array(assignment.elements),
                elements.count == 3, elements[1].is(AssignmentExprSyntax.self), let member = elements[0].as(MemberAccessExprSyntax.self)
            else { continue }
            let property = member.declName.baseName.text
            if text(member.base.map { Syntax($0) } ?? Syntax(member)) == configuration,
                ["title", "attributedTitle", "subtitle", "attributedSubtitle"].contains(property)
            {
                return
            }
            if property == "configuration", text(elements[2]) == configuration, let target = member.base { button = target }
        }
        guard let button, let reference = reference(to: button), !reference.isCall else { return }
        let receiver = reference.path.joined(separator: ".")
        guard let (alias, type) = localOrigin(of: reference.local, receiver: receiver, at: Syntax(sequence)) else { return }
        guard let call = Self.unwrapped(value).as(FunctionCallExprSyntax.self) else { return }
        addIconControl("UIButton", receiver: receiver, alias: alias, type: type, image: ExprSyntax(call), at: call)
    }

    // MARK: Parts

    private func readGesture(_ argument: ExprSyntax, addedTo base: ExprSyntax?, at call: FunctionCallExprSyntax) {
        var kind: String?, selector: String?, recognizer: NameReference?, hasTarget = false
        if let made = Self.unwrapped(argument).as(FunctionCallExprSyntax.self), let type = ViewChain.calledName(made) {
            guard type.hasSuffix("GestureRecognizer") else { return }
            kind = type
            selector = made.arguments.first { $0.label?.text == "action" }.flatMap { Self.selectorName(text($0.expression)) }
            hasTarget = made.arguments.contains { $0.label?.text == "target" }
        } else if let reference = reference(to: argument) {
            if let local = reference.local {
                guard case .call(let callee, let arguments)? = local.value, let type = callee.path, type.hasSuffix("GestureRecognizer")
                else { return }
                kind = type
                selector = arguments.first { $0.label == "action" }.flatMap { Self.selectorName(Self.written($0.value)) }
                hasTarget = arguments.contains { $0.label == "target" }
            } else {
                recognizer = reference
            }
        } else {
            return
        }
        if let kind, !Self.readGestureKinds.contains(kind) { return }
        var receiver: NameReference?
        var receiverType: String?
        if let base {
            guard let reference = reference(to: base), !reference.isCall else { return }
            receiver = reference
            receiverType = reference.local?.value.flatMap(TargetIndex.constructedType) ?? reference.local?.type
        }
        var gesture = UIKitGesture(
            kind: kind, receiver: receiver, owner: owner(of: Syntax(call)), selector: selector, location: location(call))
        gesture.recognizer = recognizer
        gesture.hasTarget = hasTarget
        gesture.receiverType = receiverType
        facts.uikit.gestures.append(gesture)
    }

    /// `button.heightAnchor.constraint(equalToConstant: 30)`.
    private func readAnchorConstraint(_ call: FunctionCallExprSyntax, member: MemberAccessExprSyntax?) {
        guard let constant = call.arguments.first, constant.label?.text == "equalToConstant", call.arguments.count <= 2,
            let anchor = member?.base?.as(MemberAccessExprSyntax.self),
            case let dimension = anchor.declName.baseName.text, ["widthAnchor", "heightAnchor"].contains(dimension)
        else { return }
        var size = UIKitSize(
            receiver: nil, owner: owner(of: Syntax(call)), api: "\(dimension).constraint(equalToConstant:)",
            location: location(call))
        guard setReceiver(anchor.base, of: &size) else { return }
        let label = dimension == "widthAnchor" ? "width" : "height"
        guard setDimension(label, constant.expression, of: &size) else { return }
        facts.uikit.sizes.append(size)
    }

    /// `CGRect(x: 0, y: 0, width: 30, height: 30)`, `CGRect(origin: …, size: CGSize(width:height:))`.
    private func readFrame(_ value: ExprSyntax, of base: ExprSyntax?, at node: some SyntaxProtocol, api: String) {
        guard let rect = Self.unwrapped(value).as(FunctionCallExprSyntax.self), ViewChain.calledName(rect) == "CGRect" else { return }
        var arguments = Array(rect.arguments)
        if let sized = arguments.first(where: { $0.label?.text == "size" })?.expression.as(FunctionCallExprSyntax.self) {
            arguments = Array(sized.arguments)
        }
        var size = UIKitSize(receiver: nil, owner: owner(of: Syntax(node)), api: api, location: location(node))
        if api.hasPrefix("UIButton(") {
            // `let button = UIButton(frame: …)`: the name it is bound to.
            guard let binding = node.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { return }
            size.receiver = NameReference(path: [name], enclosingTypes: enclosingTypes(of: Syntax(node)))
            size.receiverType = "UIButton"
        } else {
            guard setReceiver(base, of: &size) else { return }
        }
        var given = false
        for label in ["width", "height"] {
            if let argument = arguments.first(where: { $0.label?.text == label }) {
                given = setDimension(label, argument.expression, of: &size) || given
            }
        }
        if given { facts.uikit.sizes.append(size) }
    }

    private func setReceiver(_ base: ExprSyntax?, of size: inout UIKitSize) -> Bool {
        guard let base else { return true }
        guard let reference = reference(to: base), !reference.isCall else { return false }
        size.receiver = reference
        size.receiverType = reference.local?.value.flatMap(TargetIndex.constructedType) ?? reference.local?.type
        return true
    }

    private func setDimension(_ label: String, _ expression: ExprSyntax, of size: inout UIKitSize) -> Bool {
        if let number = Self.number(expression) {
            if label == "width" { size.width = number } else { size.height = number }
            return true
        }
        guard let reference = reference(to: expression) else { return false }
        size.references[label] = reference
        return true
    }

    func mark(_ mark: UIKitReceiverMark, _ base: ExprSyntax?, at node: Syntax) {
        let receiver: String
        if let base, base.as(DeclReferenceExprSyntax.self)?.baseName.text != "self" {
            guard let reference = reference(to: base), !reference.isCall else { return }
            receiver = reference.path.joined(separator: ".")
        } else {
            receiver = "self"
        }
        facts.declarations.markedReceivers.insert(mark.key(owner: owner(of: node), receiver: receiver))
    }

    private func markSelector(_ selector: String, at node: Syntax) {
        facts.declarations.markedReceivers.insert(
            UIKitReceiverMark.controlAction.key(owner: owner(of: node), receiver: "selector:" + selector))
    }

    /// `.button`, `[.button, .header]`, `UIAccessibilityTraits.link`, `.button.union(…)`.
    static func namesActionableTrait(_ written: String) -> Bool {
        written.contains(".button") || written.contains(".link")
    }

    /// `.staticText`, `[.header, .selected]`, `UIAccessibilityTraits.image`: traits written out, which
    /// say what they are; anything else (`traits`, `model.traits`) may hold `.button`.
    static func isTraitLiteral(_ written: String) -> Bool {
        let items = written.filter { !"[] ".contains($0) }.split(separator: ",")
        return !items.isEmpty && items.allSatisfy { $0.hasPrefix(".") || $0.hasPrefix("UIAccessibilityTraits.") }
    }

    static func closes(_ written: String) -> Bool {
        let lowered = written.lowercased()
        return lowered.contains("#selector") && closingWords.contains(where: lowered.contains)
    }

    /// `#selector(handleTap(_:))`, `#selector(Self.open)` → `handleTap`, `open`.
    static func selectorName(_ written: String) -> String? {
        guard written.hasPrefix("#selector("), case let inner = written.dropFirst("#selector(".count) else { return nil }
        let name = inner.prefix { $0 != "(" && $0 != ")" }.split(separator: ".").last.map(String.init)
        return name?.trimmingPrefix("@objc ").description
    }

    /// A declared expression as the source wrote it, for selectors kept as `.other`.
    static func written(_ value: DeclaredExpression) -> String {
        if case .other(let text) = value { return text }
        return ""
    }
}
