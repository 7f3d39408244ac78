import SwiftSourceFacts
import SwiftSyntax

/// Finds the nodes that carry facts, in source order, with one of two walks.
///
/// swift-syntax's `SyntaxVisitor` is by far the fastest way through a tree (its typed dispatch
/// skips building child collections) but recurses once per level. Measured on a chain of calls,
/// a level costs 432 bytes of stack in a debug build and 64 in release; a tree has at most about
/// two levels per byte of source (`a!!!!`, `Int????`). So a file small enough that even
/// 2 KB per level for every possible level fits the thread's stack is walked by
/// `SyntaxVisitor`; a larger one (generated code, mostly) by `SyntaxAnyVisitor`, which counts
/// its depth and stops at `maximumDepth`, so that a pathological tree is reported, not walked.
enum NodeScan {
    static let stackPerLevel = 2_048

    static func fitsOnStack(bytes: Int, stackSize: Int) -> Bool {
        (2 * bytes + 1_000) * stackPerLevel <= stackSize
    }

    struct Result {
        var nodes: [Syntax]
        /// Where the tree first went deeper than allowed; nothing else was read then.
        var tooDeep: Syntax?
    }

    static func scan(_ tree: SourceFileSyntax, bytes: Int, stackSize: Int, maximumDepth: Int) -> Result {
        if fitsOnStack(bytes: bytes, stackSize: stackSize) {
            let visitor = TypedScan(viewMode: .sourceAccurate)
            visitor.walk(tree)
            return Result(nodes: visitor.nodes, tooDeep: nil)
        }
        let visitor = DepthCheckedScan(maximumDepth: maximumDepth)
        visitor.walk(tree)
        return Result(nodes: visitor.tooDeep == nil ? visitor.nodes : [], tooDeep: visitor.tooDeep)
    }

    /// `#if false` (or `#if 0`): code that is never compiled, so no rule reads it.
    static func isNeverCompiled(_ node: Syntax) -> Bool {
        guard let condition = node.as(IfConfigClauseSyntax.self)?.condition?.trimmedDescription else { return false }
        return condition == "false" || condition == "0"
    }

    static func isVisited(_ kind: SyntaxKind) -> Bool {
        switch kind {
        case .functionCallExpr, .sequenceExpr, .variableDecl, .functionParameter, .macroExpansionExpr, .macroExpansionDecl,
            .structDecl, .classDecl, .enumDecl, .extensionDecl, .actorDecl, .protocolDecl, .initializerDecl, .ifConfigClause,
            .functionDecl, .switchExpr:
            true
        default:
            false
        }
    }
}

private final class TypedScan: SyntaxVisitor {
    var nodes: [Syntax] = []

    private func keep(_ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        nodes.append(Syntax(node))
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { keep(node) }
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind { keep(node) }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { keep(node) }
    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind { keep(node) }
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind { keep(node) }
    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind { keep(node) }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { keep(node) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { keep(node) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { keep(node) }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { keep(node) }
    // Listed for `FactCollector.typeScopes` only.
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { keep(node) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { keep(node) }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { keep(node) }
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        NodeScan.isNeverCompiled(Syntax(node)) ? .skipChildren : keep(node)
    }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { keep(node) }
    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind { keep(node) }
    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

private final class DepthCheckedScan: SyntaxAnyVisitor {
    let maximumDepth: Int
    var depth = 0
    var nodes: [Syntax] = []
    var tooDeep: Syntax?

    init(maximumDepth: Int) {
        self.maximumDepth = maximumDepth
        super.init(viewMode: .sourceAccurate)
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        depth += 1
        if tooDeep != nil { return .skipChildren }
        if depth > maximumDepth {
            tooDeep = node
            return .skipChildren
        }
        if NodeScan.isNeverCompiled(node) { return .skipChildren }
        if NodeScan.isVisited(node.kind) { nodes.append(node) }
        return .visitChildren
    }

    override func visitAnyPost(_ node: Syntax) { depth -= 1 }
    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visitPost(_ token: TokenSyntax) {}
}
