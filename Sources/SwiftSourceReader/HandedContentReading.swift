import SwiftSyntax

/// What a modal's closure shows when it starts from the item it is handed (`{ module in … }`):
/// a screen made elsewhere and handed over, or content made here from the item.
extension FactCollector {
    /// `module.coordinator?.toPresentable()`, `route.destination`: the item hands over a screen made
    /// elsewhere. (`photo.image.resizable()` is content made here, judged as such.)
    static func handsOnAScreen(_ expression: ExprSyntax) -> Bool {
        let handOverWords = ["presentable", "destination", "view", "screen", "controller", "content", "coordinator", "module"]
        return spine(of: FactCollector.unwrapped(expression)).members.contains { name in
            handOverWords.contains(where: name.lowercased().hasSuffix) || name.hasPrefix("make") || name.hasPrefix("build")
        }
    }

    /// `module`, `$0` for `{ module in … }`, `{ $0.view }`.
    static func parameterNames(of closure: ClosureExprSyntax) -> Set<String> {
        switch closure.signature?.parameterClause {
        case .simpleInput(let names)?: return Set(names.map(\.name.text))
        case .parameterClause(let clause)?: return Set(clause.parameters.map { ($0.secondName ?? $0.firstName).text })
        case nil: return ["$0"]
        }
    }

    /// The name an expression starts from: `module` in `module.coordinator?.toPresentable()`.
    static func rootName(of expression: ExprSyntax?) -> String? {
        expression.flatMap { spine(of: $0).root }
    }

    /// The member names of a chain of members, calls, `?` and `!`, outermost first, and the name it
    /// starts from (nil when it starts from anything else: a literal, a closure).
    static func spine(of expression: ExprSyntax) -> (members: [String], root: String?) {
        var members: [String] = []
        var current: ExprSyntax? = expression
        // (Bounded: a chain of hundreds of links is generated code, not a modal's content.)
        for _ in 0..<50 {
            guard let node = current else { break }
            if let reference = node.as(DeclReferenceExprSyntax.self) { return (members, reference.baseName.text) }
            if let member = node.as(MemberAccessExprSyntax.self) {
                members.append(member.declName.baseName.text)
                current = member.base
            } else if let call = node.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let optional = node.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else if let unwrap = node.as(ForceUnwrapExprSyntax.self) {
                current = unwrap.expression
            } else {
                break
            }
        }
        return (members, nil)
    }
}
