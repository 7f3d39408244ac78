import SwiftSourceFacts
import SwiftSyntax

/// UIKit controls given only an image where they are set up, and the titles and accessibility
/// labels given to UIKit objects, for `missing-label` to join across the type.
extension FactCollector {
    /// Properties that name a UIKit object for VoiceOver (`isAccessibilityElement` hides it:
    /// then nothing is to be named).
    static let labellingProperties: Set<String> = [
        "accessibilityLabel", "accessibilityAttributedLabel", "title", "attributedTitle", "isAccessibilityElement", "largeContentTitle",
    ]
    static let labellingMethods: Set<String> = ["setTitle", "setAttributedTitle"]

    /// An app's own helper that sets the accessibility label (`accLabelText`,
    /// `setAccessibilityLabel(_:)`): an "acc…" name that says "label".
    static func namesForAccessibility(_ name: String) -> Bool {
        guard let first = name.utf8.first, [UInt8(ascii: "a"), UInt8(ascii: "A"), UInt8(ascii: "s")].contains(first) else { return false }
        let lowered = name.lowercased()
        return lowered.hasPrefix("acc") && lowered.contains("label") || lowered.hasPrefix("setaccessibilitylabel")
    }

    /// `button.setImage(image, for: .normal)`, `UIBarButtonItem(image: …)`, and
    /// `button.setTitle(…)`.
    func readUIKitControl(_ call: FunctionCallExprSyntax, name: String) {
        // The name first: this runs for every call of every file.
        let labels = Self.labellingMethods.contains(name) || Self.namesForAccessibility(name)
        guard labels || name == "setImage" || name == "UIBarButtonItem" else { return }
        let arguments = Array(call.arguments)
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            guard let receiver = receiverPath(base) else { return }
            if labels {
                noteLabelled(receiver, at: Syntax(call))
                if Self.labellingMethods.contains(name) { mark(.titled, base, at: Syntax(call)) }
            } else if name == "setImage", arguments.count == 2, arguments[0].label == nil, arguments[1].label?.text == "for",
                !receiver.contains(".")
            {
                // A button of another object (`cell.button`) is set up by that object's type too;
                // a local returned from a function is labelled by its callers.
                guard let (alias, type) = localOrigin(of: reference(to: base)?.local, receiver: receiver, at: Syntax(call)) else { return }
                addIconControl("UIButton", receiver: receiver, alias: alias, type: type, image: arguments[0].expression, at: call)
            }
        } else if name == "UIBarButtonItem", arguments.first?.label?.text == "image" {
            var receiver = boundName(of: call)
            if receiver == nil, Self.isReturned(call) {
                guard case .bound(let name) = returnedBinding(of: nil, at: Syntax(call)) else { return }
                receiver = name
            }
            addIconControl("UIBarButtonItem", receiver: receiver, alias: nil, type: nil, image: arguments[0].expression, at: call)
        }
    }

    /// `x.accessibilityLabel = …`, `x.title = …`, `x.configuration?.title = …`.
    func readUIKitLabelAssignment(_ sequence: SequenceExprSyntax) {
        let elements = Array(sequence.elements)
        // Any value labels it, a ternary (`x.accessibilityLabel = a ? b : c`, five elements) too.
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
            let member = elements[0].as(MemberAccessExprSyntax.self), let base = member.base,
            case let property = member.declName.baseName.text,
            Self.labellingProperties.contains(property) || Self.namesForAccessibility(property),
            var receiver = receiverPath(base)
        else { return }
        if receiver.hasSuffix(".configuration") { receiver.removeLast(".configuration".count) }
        noteLabelled(receiver, at: Syntax(sequence))
        if ["title", "attributedTitle"].contains(property) {
            mark(
                .titled,
                base.as(MemberAccessExprSyntax.self).flatMap { $0.declName.baseName.text == "configuration" ? $0.base : nil } ?? base,
                at: Syntax(sequence))
        }
    }

    /// `receiver` is named where `node` is. A local returned to a property (`lazy var minimizeButton: UIButton = { let
    /// result = UIButton(); result.accessibilityLabel = …; return result }()`) names the property: another property's
    /// closure may call its own local `result` too (session-ios's call screen).
    private func noteLabelled(_ receiver: String, at node: Syntax) {
        let owner = owner(of: node)
        facts.declarations.labelledReceivers.insert(UIKitIconControl.key(owner: owner, receiver: receiver))
        guard !receiver.contains("."), case .bound(let property?) = returnedBinding(of: receiver, at: node) else { return }
        facts.declarations.labelledReceivers.insert(UIKitIconControl.key(owner: owner, receiver: property))
    }

    func addIconControl(
        _ kind: String, receiver: String?, alias: String?, type: String?, image: ExprSyntax,
        at call: FunctionCallExprSyntax
    ) {
        let image = Self.unwrapped(image)
        if image.is(NilLiteralExprSyntax.self) { return }
        let written = text(image)
        // `UIImage(systemName:)`, SF Symbols wrappers (`UIImage(systemSymbol:)`, `icon(forSymbolName:)`).
        let isSymbol = ["systemName:", "systemSymbol:", "SymbolName:"].contains { written.contains($0) }
        var control = UIKitIconControl(
            kind: kind, receiver: receiver, owner: owner(of: Syntax(call)), image: written, isSymbol: isSymbol, location: location(call))
        control.alias = alias
        control.receiverType = type
        control.isAsset =
            !isSymbol
            && image.as(FunctionCallExprSyntax.self).map { call in
                ViewChain.calledName(call) == "UIImage" && call.arguments.first?.label?.text == "named"
                    && call.arguments.first?.expression.is(StringLiteralExprSyntax.self) == true
            } ?? false
        facts.uikitIconControls.append(control)
    }

    /// For a button held in a local (nil: a property, nothing to find): the type the code made
    /// it as, and the property it is returned to. Nil when the button is not one to judge here: one
    /// the code did not make (`textField.value(forKey: "clearButton")`, a cast), which is the
    /// system's or another type's and labelled there, or one returned from a function, which its
    /// callers label.
    func localOrigin(of local: LocalBinding?, receiver: String, at node: Syntax) -> (alias: String?, type: String?)? {
        guard let local else { return (nil, nil) }
        guard let value = local.value, let made = TargetIndex.constructedType(value) else { return nil }
        switch returnedBinding(of: receiver, at: node) {
        case .notReturned: return (nil, made)
        case .bound(let name): return (name, made)
        case .escapes: return nil
        }
    }

    enum ReturnedBinding: Equatable {
        /// Not returned: set up where it lives.
        case notReturned
        /// Returned to a property: the closure that initializes it, or its getter.
        case bound(String?)
        /// Returned from a function: its callers hold it under names of their own.
        case escapes
    }

    /// Whether `receiver` (nil: the value at `node` itself) is returned from the closure or
    /// body around `node`, and to which property.
    func returnedBinding(of receiver: String?, at node: Syntax) -> ReturnedBinding {
        var current = node.parent
        var steps = 0
        while let ancestor = current, steps < 256 {
            steps += 1
            if let closure = ancestor.as(ClosureExprSyntax.self) {
                if let receiver, !Self.returns(receiver, in: Syntax(closure.statements)) { return .notReturned }
                // `lazy var x: T = { … }()`.
                if let call = closure.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == closure.id,
                    let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self)
                {
                    return .bound(binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text)
                }
                return .escapes
            }
            if ancestor.is(AccessorBlockSyntax.self) {
                if let receiver, !Self.returns(receiver, in: ancestor) { return .notReturned }
                let binding = ancestor.parent?.as(PatternBindingSyntax.self)
                return .bound(binding?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text)
            }
            if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(InitializerDeclSyntax.self) || ancestor.is(MemberBlockItemSyntax.self) {
                if let receiver, !Self.returns(receiver, in: ancestor) { return .notReturned }
                return .escapes
            }
            current = ancestor.parent
        }
        return .notReturned
    }

    static func returns(_ name: String, in node: Syntax) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.tokenKind == .keyword(.return), let next = token.nextToken(viewMode: .sourceAccurate) else { return false }
            return next.tokenKind == .identifier(name)
                && !(next.nextToken(viewMode: .sourceAccurate).map { [.period, .leftParen].contains($0.tokenKind) } ?? false)
        }
    }

    /// `return UIBarButtonItem(…)`, or the single expression of a closure or getter.
    static func isReturned(_ call: FunctionCallExprSyntax) -> Bool {
        if call.parent?.is(ReturnStmtSyntax.self) ?? false { return true }
        guard let item = call.parent?.as(CodeBlockItemSyntax.self),
            let list = item.parent?.as(CodeBlockItemListSyntax.self)
        else { return false }
        return list.count == 1 && (list.parent?.is(ClosureExprSyntax.self) ?? false || list.parent?.is(AccessorBlockSyntax.self) ?? false)
    }

    /// `closeButton`, `self.closeButton`, `navigationItem.rightBarButtonItem?`: the names, `self`
    /// and optional marks dropped; nil for `self` itself or anything but names.
    private func receiverPath(_ expression: ExprSyntax) -> String? {
        guard let reference = reference(to: expression), !reference.isCall else { return nil }
        return reference.path.joined(separator: ".")
    }

    /// The name a value is stored under: `let item = …`, `navigationItem.leftBarButtonItem = …`.
    private func boundName(of call: FunctionCallExprSyntax) -> String? {
        if let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) {
            return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        // `x = cond ? a : b` is one unfolded sequence `x = cond ?a: b`: either branch is stored in `x`.
        let ternary = call.parent?.as(UnresolvedTernaryExprSyntax.self)
        let element = ternary.map(Syntax.init) ?? Syntax(call)
        if let sequence = element.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
            let isValue =
                elements.count == 3
                ? elements[2].id == call.id
                : elements.count == 5 && elements[3].is(UnresolvedTernaryExprSyntax.self)
                    && (ternary?.id == elements[3].id || elements[4].id == call.id)
            if isValue { return receiverPath(elements[0]) }
        }
        return nil
    }

    /// The innermost type around `node`, by its short name: whose receivers' labels and marks join.
    func owner(of node: Syntax) -> String? {
        enclosingTypes(of: node).first.map { $0.split(separator: ".").last.map(String.init) ?? $0 }
    }
}
