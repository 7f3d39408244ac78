import SwiftSourceFacts
import SwiftSyntax

/// States a type shows besides a color (CH32 §4.4), and colors that are touch feedback. A property
/// whose observer changes an image, a text or an accessibility trait (`var isSelected: Bool {
/// didSet { updateAccessibilityTraits() } }`) is shown another way wherever a color reads it, in
/// this file or another (`button.effectsOn ? … : …`); the mark tells the other files.
extension FactCollector {
    /// Names an observer changes that users or VoiceOver perceive besides a color.
    static let shownByObserver: Set<String> = [
        "accessibilityTraits", "accessibilityValue", "accessibilityLabel", "setImage", "setTitle", "setAttributedTitle",
    ]
    /// Properties whose assignment shows something (`text = …`, `image = …`).
    static let shownByAssignment: Set<String> = ["image", "text", "title", "attributedText", "isHidden"]
    /// UIKit's touch feedback: a cell or button lit while the finger is down, not a state.
    static let touchFeedbackMembers: Set<String> = ["setHighlighted", "setSelected", "isHighlighted"]

    /// Marks the properties of `group` whose `didSet`/`willSet`, or a method of the type it calls,
    /// shows the state besides a color.
    func readObservedStates(_ group: some DeclGroupSyntax, owner: String) {
        var functions: [String: CodeBlockSyntax] = [:]
        for member in group.memberBlock.members {
            if let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body { functions[function.name.text] = body }
        }
        for member in group.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    case .accessors(let accessors)? = binding.accessorBlock?.accessors
                else { continue }
                let observers = accessors.filter { ["didSet", "willSet"].contains($0.accessorSpecifier.text) }
                var bodies = observers.compactMap { $0.body.map(Syntax.init) }
                // One level down: `didSet { updateAccessibilityTraits() }`.
                for observer in observers {
                    for token in observer.tokens(viewMode: .sourceAccurate) {
                        if let body = functions[token.text], token.parent?.is(DeclReferenceExprSyntax.self) ?? false {
                            bodies.append(Syntax(body))
                        }
                    }
                }
                if bodies.contains(where: showsBesidesColor) {
                    let shortOwner = owner.split(separator: ".").last.map(String.init) ?? owner
                    facts.declarations.markedReceivers.insert(UIKitReceiverMark.shownState.key(owner: shortOwner, receiver: name))
                }
            }
        }
    }

    private func showsBesidesColor(_ body: Syntax) -> Bool {
        for token in body.tokens(viewMode: .sourceAccurate) {
            guard case .identifier = token.tokenKind, let reference = token.parent, reference.is(DeclReferenceExprSyntax.self) else {
                continue
            }
            if Self.shownByObserver.contains(token.text) { return true }
            if Self.shownByAssignment.contains(token.text), isAssignmentTarget(reference) { return true }
        }
        return false
    }

    /// The properties a condition reads with the type each belongs to, when syntax tells: a bare
    /// name or `self.name` is the enclosing type's; `button.isOn` is the type `button` was made as.
    func conditionProperties(_ nodes: [ExprSyntax], at node: some SyntaxProtocol) -> [ColorState.Property] {
        let enclosing = enclosingTypes(of: Syntax(node)).first.map { $0.split(separator: ".").last.map(String.init) ?? $0 }
        var properties: [ColorState.Property] = []
        for token in nodes.flatMap({ $0.tokens(viewMode: .sourceAccurate) }) {
            guard case .identifier = token.tokenKind, let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            var owner: String?
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                if let base = member.base?.as(DeclReferenceExprSyntax.self) {
                    owner = base.baseName.text == "self" ? enclosing : hints.declaredTypeName(base.baseName.text)
                }
            } else if !(reference.parent?.is(MemberAccessExprSyntax.self) ?? false) {
                owner = enclosing
            }
            if let owner { properties.append(ColorState.Property(owner: owner, name: token.text)) }
        }
        return properties
    }

    /// Inside `override func setHighlighted(_:animated:)`, `setSelected(_:animated:)` or `override
    /// var isHighlighted { didSet }`, or in a method of the type that only those call.
    func isTouchFeedback(_ node: some SyntaxProtocol) -> Bool {
        guard let member = node.ancestorOrSelf(mapping: { $0.parent?.is(MemberBlockItemSyntax.self) ?? false ? $0 : nil }) else {
            return false
        }
        if Self.isTouchFeedbackOverride(member) { return true }
        guard let function = member.as(FunctionDeclSyntax.self),
            let group = member.ancestorOrSelf(mapping: { $0.declGroup })
        else { return false }
        var callers = 0
        for other in group.memberBlock.members where other.decl.id != member.id {
            let calls = other.decl.tokens(viewMode: .sourceAccurate).contains {
                $0.text == function.name.text && ($0.parent?.is(DeclReferenceExprSyntax.self) ?? false)
            }
            guard calls else { continue }
            guard Self.isTouchFeedbackOverride(Syntax(other.decl)) else { return false }
            callers += 1
        }
        return callers > 0
    }

    private static func isTouchFeedbackOverride(_ declaration: Syntax) -> Bool {
        if let function = declaration.as(FunctionDeclSyntax.self) {
            return function.modifiers.contains { $0.name.text == "override" } && touchFeedbackMembers.contains(function.name.text)
        }
        if let variable = declaration.as(VariableDeclSyntax.self) {
            return variable.modifiers.contains { $0.name.text == "override" }
                && variable.bindings.contains { touchFeedbackMembers.contains($0.pattern.trimmedDescription) }
        }
        return false
    }
}
