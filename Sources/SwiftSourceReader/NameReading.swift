import SwiftSourceFacts
import SwiftSyntax

/// Expressions as `DeclaredExpression` trees, and the names a use site reads as
/// `NameReference`s with what the enclosing function declares, for the target index.
extension FactCollector {
    /// The expression as a small tree (bounded: deeper parts are kept as text).
    func declaredExpression(_ expression: ExprSyntax, depth: Int = 0) -> DeclaredExpression {
        let expression = Self.unwrapped(expression)
        guard depth < 8 else { return .other(text(expression)) }
        if let number = Self.number(expression) { return .number(number) }
        switch expression.as(ExprSyntaxEnum.self) {
        case .stringLiteralExpr(let literal):
            if !Self.hasInterpolation(ExprSyntax(literal)), let value = literal.representedLiteralValue { return .string(value) }
        case .booleanLiteralExpr(let literal):
            return .boolean(literal.literal.tokenKind == .keyword(.true))
        case .declReferenceExpr(let reference):
            return .reference(reference.baseName.text)
        case .memberAccessExpr(let member):
            return .member(base: member.base.map { declaredExpression($0, depth: depth + 1) }, name: member.declName.baseName.text)
        case .functionCallExpr(let call) where call.trailingClosure == nil && call.arguments.count <= 8:
            let arguments = call.arguments.map {
                DeclaredArgument(label: $0.label?.text, value: declaredExpression($0.expression, depth: depth + 1))
            }
            return .call(callee: declaredExpression(call.calledExpression, depth: depth + 1), arguments: arguments)
        case .forceUnwrapExpr(let unwrap):
            return declaredExpression(unwrap.expression, depth: depth + 1)
        case .optionalChainingExpr(let optional):
            return declaredExpression(optional.expression, depth: depth + 1)
        case .ifExpr, .switchExpr:
            if let branches = Self.branches(of: expression) {
                return choice(branches.map { returnedValue(of: $0, depth: depth + 1) }, expression)
            }
        case .sequenceExpr(let sequence):
            if let ternary = Self.ternaryBranches(sequence) {
                return .choice(ternary.map { declaredExpression($0, depth: depth + 1) })
            }
        default:
            break
        }
        return .other(text(expression))
    }

    /// What a body returns: its single expression, or every `return` of it (not those of
    /// closures inside); `.other` when it cannot tell.
    func returnedValue(of statements: CodeBlockItemListSyntax, depth: Int = 0) -> DeclaredExpression {
        if let only = Self.onlyExpression(of: statements) { return only.map { declaredExpression($0, depth: depth) } ?? .other("") }
        guard let returns = Self.returnedExpressions(of: statements), !returns.isEmpty else { return .other(text(statements)) }
        return choice(returns.map { declaredExpression($0, depth: depth + 1) }, statements)
    }

    /// The values `statements` return, through the branches of `if` and `switch` and the bodies of `guard`; nil when one
    /// is a bare `return` or the body is too long to follow.
    static func returnedExpressions(of statements: CodeBlockItemListSyntax) -> [ExprSyntax]? {
        var returns: [ExprSyntax] = []
        var work: [CodeBlockItemListSyntax] = [statements]
        var budget = 400
        while let items = work.popLast(), budget > 0 {
            for item in items {
                budget -= 1
                guard case .stmt(let statement) = item.item else {
                    if case .expr(let expression) = item.item, let branches = branches(of: expression) { work += branches }
                    continue
                }
                if let returned = statement.as(ReturnStmtSyntax.self) {
                    guard let value = returned.expression else { return nil }
                    returns.append(value)
                } else if let expression = statement.as(ExpressionStmtSyntax.self)?.expression,
                    let branches = branches(of: expression)
                {
                    work += branches
                } else if let guardStatement = statement.as(GuardStmtSyntax.self) {
                    work.append(guardStatement.body.statements)
                }
            }
        }
        return budget > 0 ? returns : nil
    }

    private func choice(_ values: [DeclaredExpression], _ node: some SyntaxProtocol) -> DeclaredExpression {
        values.count == 1 ? values[0] : values.isEmpty ? .other(text(node)) : .choice(values)
    }

    /// The branches of `c ? a : b` (chained too).
    static func ternaryBranches(_ sequence: SequenceExprSyntax) -> [ExprSyntax]? {
        guard let last = sequence.elements.last else { return nil }
        let ternaries = sequence.elements.compactMap { $0.as(UnresolvedTernaryExprSyntax.self) }
        guard !ternaries.isEmpty, !last.is(UnresolvedTernaryExprSyntax.self) else { return nil }
        return ternaries.map(\.thenExpression) + [last]
    }

    /// `name ?? "Unknown"`, `a ?? b ?? "None"`: the first value and the literal shown when
    /// every value is nil.
    static func literalFallback(_ expression: ExprSyntax) -> (ExprSyntax, String)? {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count >= 3, elements.count % 2 == 1,
            stride(from: 1, to: elements.count, by: 2).allSatisfy({
                elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
            }),
            let literal = unwrapped(elements[elements.count - 1]).as(StringLiteralExprSyntax.self),
            !hasInterpolation(ExprSyntax(literal)), let value = literal.representedLiteralValue
        else { return nil }
        return (elements[0], value)
    }

    // MARK: Use sites

    /// The name `expression` reads, with its scope, when it is a name, a chain of names or a
    /// call without arguments (`size`, `Metrics.size`, `self.model.title`, `title()`).
    func reference(to expression: ExprSyntax) -> NameReference? {
        var current = Self.unwrapped(expression)
        var isCall = false
        if let call = current.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil {
            isCall = true
            current = call.calledExpression
        }
        var path: [String] = []
        var node: ExprSyntax? = current
        var selfQualified = false
        while let part = node {
            if let reference = part.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                if name == "self" || name == "Self" { selfQualified = true } else { path.append(name) }
                node = nil
            } else if part.is(SuperExprSyntax.self), !isCall, !path.isEmpty {
                // `super.customRightBtn`: an inherited property is the object's own (a call through
                // `super` is not: it skips the type's override).
                selfQualified = true
                node = nil
            } else if let member = part.as(MemberAccessExprSyntax.self), let base = member.base {
                path.append(member.declName.baseName.text)
                node = base
            } else if let unwrap = part.as(ForceUnwrapExprSyntax.self) {
                node = unwrap.expression
            } else if let optional = part.as(OptionalChainingExprSyntax.self) {
                node = optional.expression
            } else {
                return nil
            }
        }
        guard !path.isEmpty, path.count <= 6 else { return nil }
        path.reverse()
        let local = selfQualified ? nil : localBinding(of: path[0], at: Syntax(expression))
        return NameReference(
            path: path, isSelfQualified: selfQualified, isCall: isCall,
            enclosingTypes: enclosingTypes(of: Syntax(expression)),
            local: local)
    }

    /// The types around a node, innermost first.
    ///
    ///
    /// Read from the type declarations the scan listed (`TypeScopes`) rather than by walking up
    /// the tree: every reference asks, and a walk to the root creates a node per level.
    func enclosingTypes(of node: Syntax) -> [String] {
        typeScopes.names(enclosing: node.position.utf8Offset..<node.endPosition.utf8Offset)
    }

    static func typeName(of node: Syntax) -> String? {
        switch node.kind {
        case .structDecl: node.cast(StructDeclSyntax.self).name.text
        case .classDecl: node.cast(ClassDeclSyntax.self).name.text
        case .enumDecl: node.cast(EnumDeclSyntax.self).name.text
        case .actorDecl: node.cast(ActorDeclSyntax.self).name.text
        case .protocolDecl: node.cast(ProtocolDeclSyntax.self).name.text
        case .extensionDecl: node.cast(ExtensionDeclSyntax.self).extendedType.trimmedDescription
        default: nil
        }
    }

    /// What the function, closure or block around `node` declares under `name`, nil when the
    /// name is not declared there (a member or a global then).
    func localBinding(of name: String, at node: Syntax) -> LocalBinding? {
        innermostScope(declaring: name, at: node)?.binding
    }

    /// The value a body of one statement gives: `x`, `return x` (`.some(nil)` for a bare `return`);
    /// nil for any other body.
    static func onlyExpression(of statements: CodeBlockItemListSyntax) -> ExprSyntax?? {
        guard statements.count == 1, let only = statements.first else { return nil }
        switch only.item {
        case .expr(let expression): return expression
        case .stmt(let statement):
            if let expression = statement.as(ExpressionStmtSyntax.self)?.expression { return expression }
            if let returned = statement.as(ReturnStmtSyntax.self) { return .some(returned.expression) }
            return nil
        case .decl: return nil
        }
    }

    /// A computed property's getter: `var x: T { … }` or `get { … }`.
    static func getterStatements(_ accessors: AccessorBlockSyntax) -> CodeBlockItemListSyntax? {
        switch accessors.accessors {
        case .getter(let statements): statements
        case .accessors(let list): list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        }
    }

    /// The expression of `let name = …` when that is what the function or block around `node`
    /// declares under `name` (a parameter or a closure's argument gives nil).
    func localInitializer(of name: String, at node: Syntax) -> ExprSyntax? {
        guard let (_, scope, child) = innermostScope(declaring: name, at: node), let items = scope.as(CodeBlockItemListSyntax.self)
        else { return nil }
        for item in items {
            if Syntax(item) == child { break }
            guard let declaration = item.item.as(VariableDeclSyntax.self) else { continue }
            if let binding = declaration.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }) {
                return binding.initializer?.value
            }
        }
        return nil
    }

    private func innermostScope(declaring name: String, at node: Syntax) -> (binding: LocalBinding, scope: Syntax, child: Syntax)? {
        var child = node
        var current = node.parent
        var steps = 0
        while let ancestor = current, steps < 256 {
            steps += 1
            if ancestor.is(MemberBlockItemSyntax.self) || ancestor.is(SourceFileSyntax.self) { return nil }
            if let found = binding(of: name, in: ancestor, before: child) { return (found, ancestor, child) }
            child = ancestor
            current = ancestor.parent
        }
        return nil
    }

    private func binding(of name: String, in scope: Syntax, before child: Syntax) -> LocalBinding? {
        switch scope.kind {
        case .codeBlockItemList:
            for item in scope.cast(CodeBlockItemListSyntax.self) {
                if Syntax(item) == child { break }
                if let declaration = item.item.as(VariableDeclSyntax.self) {
                    for binding in declaration.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        return LocalBinding(
                            type: binding.typeAnnotation.map { text($0.type) },
                            value: binding.initializer.map { declaredExpression($0.value) })
                    }
                    if declaration.bindings.contains(where: { Self.patternBinds($0.pattern, name) }) {
                        return LocalBinding(type: nil, value: nil)
                    }
                } else if let guardStatement = item.item.as(GuardStmtSyntax.self), Self.conditionsBind(guardStatement.conditions, name) {
                    return LocalBinding(type: nil, value: nil)
                }
            }
        case .closureExpr:
            let closure = scope.cast(ClosureExprSyntax.self)
            switch closure.signature?.parameterClause {
            case .simpleInput(let parameters)?:
                if parameters.contains(where: { $0.name.text == name }) {
                    return LocalBinding(type: Self.forEachElementType(of: closure), value: nil)
                }
            case .parameterClause(let clause)?:
                if let parameter = clause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) {
                    return LocalBinding(type: parameter.type.map { text($0) } ?? Self.forEachElementType(of: closure), value: nil)
                }
            case nil:
                break
            }
        case .functionDecl, .initializerDecl, .subscriptDecl:
            let clause =
                scope.as(FunctionDeclSyntax.self)?.signature.parameterClause
                ?? scope.as(InitializerDeclSyntax.self)?.signature.parameterClause
                ?? scope.as(SubscriptDeclSyntax.self)?.parameterClause
            if let parameter = clause?.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) {
                return LocalBinding(type: text(parameter.type), value: nil)
            }
        case .ifExpr:
            if Self.conditionsBind(scope.cast(IfExprSyntax.self).conditions, name) { return LocalBinding(type: nil, value: nil) }
        case .whileStmt:
            if Self.conditionsBind(scope.cast(WhileStmtSyntax.self).conditions, name) { return LocalBinding(type: nil, value: nil) }
        case .forStmt:
            if Self.patternBinds(scope.cast(ForStmtSyntax.self).pattern, name) { return LocalBinding(type: nil, value: nil) }
        case .switchCase:
            if case .case(let label) = scope.cast(SwitchCaseSyntax.self).label,
                label.caseItems.contains(where: { Self.patternBinds($0.pattern, name) })
            {
                return LocalBinding(type: nil, value: nil)
            }
        case .catchClause:
            if name == "error" { return LocalBinding(type: "Error", value: nil) }
        case .accessorDecl:
            if ["newValue", "oldValue"].contains(name) { return LocalBinding(type: nil, value: nil) }
        default:
            break
        }
        return nil
    }

    /// Whether a pattern binds `name` (`let name`, `(a, name)`, `.some(let name)`).
    static func patternBinds(_ pattern: PatternSyntax, _ name: String) -> Bool {
        pattern.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) }
    }

    static func conditionsBind(_ conditions: ConditionElementListSyntax, _ name: String) -> Bool {
        conditions.contains { element in
            switch element.condition {
            case .optionalBinding(let binding): patternBinds(binding.pattern, name)
            case .matchingPattern(let matching): patternBinds(matching.pattern, name)
            default: false
            }
        }
    }

    /// `ForEach(Kind.allCases) { kind in … }`: the closure's parameter is a `Kind`.
    static func forEachElementType(of closure: ClosureExprSyntax) -> String? {
        guard let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
            let data = call.arguments.first?.expression.as(MemberAccessExprSyntax.self),
            data.declName.baseName.text == "allCases", let base = data.base
        else { return nil }
        return base.trimmedDescription
    }

    /// `flag = false`, `self.alpha = 0.2`: a statement that assigns one value, as its target and value.
    static func assignment(_ statement: some SyntaxProtocol) -> (target: ExprSyntax, value: ExprSyntax)? {
        guard let sequence = Syntax(statement).as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
        let elements = Array(sequence.elements)
        guard elements[1].is(AssignmentExprSyntax.self) else { return nil }
        return (elements[0], elements[2])
    }

    /// The properties of the type around `node` declared with `@attribute` (`@Binding var shown`,
    /// `@Environment(\.isSelected) var isSelected`).
    /// `argument`: what the attribute's arguments must hold (`\.isEnabled` of `@Environment(\.isEnabled)`).
    static func propertyNames(declaredWith attribute: String, argument: String? = nil, around node: some SyntaxProtocol) -> Set<String> {
        guard let group = node.ancestorOrSelf(mapping: { $0.declGroup }) else { return [] }
        var names: Set<String> = []
        for member in group.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                variable.attributes.contains(where: { element in
                    guard let written = element.as(AttributeSyntax.self), written.attributeName.trimmedDescription == attribute else {
                        return false
                    }
                    return argument.map { written.arguments?.trimmedDescription.contains($0) ?? false } ?? true
                })
            else { continue }
            for binding in variable.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names.insert(name) }
            }
        }
        return names
    }
}
