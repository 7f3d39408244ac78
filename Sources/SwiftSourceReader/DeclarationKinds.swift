import SwiftSyntax

/// Protocol views of a node found by its kind. swift-syntax's `asProtocol(DeclGroupSyntax.self)`
/// asks the runtime whether the node's type conforms, a locked table look-up on every call; the
/// reader asks it of every ancestor on its walks up, so the kinds are listed here instead.
extension SyntaxProtocol {
    /// The node as a type declaration: struct, class, enum, actor, protocol or extension.
    var declGroup: (any DeclGroupSyntax)? {
        switch kind {
        case .structDecl: StructDeclSyntax(self)
        case .classDecl: ClassDeclSyntax(self)
        case .enumDecl: EnumDeclSyntax(self)
        case .extensionDecl: ExtensionDeclSyntax(self)
        case .actorDecl: ActorDeclSyntax(self)
        case .protocolDecl: ProtocolDeclSyntax(self)
        default: nil
        }
    }

    var isDeclGroup: Bool {
        switch kind {
        case .structDecl, .classDecl, .enumDecl, .extensionDecl, .actorDecl, .protocolDecl: true
        default: false
        }
    }

    /// Whether the node is a declaration of any kind (`DeclSyntax` checks the kind, not a conformance).
    var isDeclaration: Bool { self.is(DeclSyntax.self) }
}

extension DeclSyntax {
    /// The modifiers and attributes of a member that can override or carry an Interface Builder
    /// attribute (`override func`, `@IBOutlet var`): a property, a method, an initializer or a subscript.
    var memberModifiersAndAttributes: (DeclModifierListSyntax?, AttributeListSyntax?) {
        if let variable = self.as(VariableDeclSyntax.self) { return (variable.modifiers, variable.attributes) }
        if let function = self.as(FunctionDeclSyntax.self) { return (function.modifiers, function.attributes) }
        if let initializer = self.as(InitializerDeclSyntax.self) { return (initializer.modifiers, initializer.attributes) }
        if let subscriptDecl = self.as(SubscriptDeclSyntax.self) { return (subscriptDecl.modifiers, subscriptDecl.attributes) }
        return (nil, nil)
    }
}
