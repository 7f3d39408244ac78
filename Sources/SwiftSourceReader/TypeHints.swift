import SwiftSourceFacts
import SwiftSyntax

/// What the file itself says about the types of names, for choosing interpolation specifiers
/// without a type checker: `let count: Int`, `@State var total = 0`, `func f(count: Int)`.
/// Names are matched regardless of scope; a name declared with two different types anywhere in
/// the file is treated as unknown rather than guessed.
final class TypeHints {
    private enum Declaration {
        case annotation(String)
        case initializer(ExprSyntax)
        case ambiguous
    }

    private var declarations: [String: Declaration] = [:]
    /// A node's source text (the collector reads it from the file's bytes, far faster than
    /// swift-syntax's descriptions).
    private let describe: (Syntax) -> String

    init(describe: @escaping (Syntax) -> String) { self.describe = describe }
    /// Properties declared `@ScaledMetric`: sizes that follow Dynamic Type.
    private(set) var scaledMetrics: Set<String> = []

    func record(_ declaration: VariableDeclSyntax) {
        let scaled = declaration.attributes.contains { element in
            guard case .attribute(let attribute) = element else { return false }
            let name = attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text ?? describe(Syntax(attribute.attributeName))
            return name.hasSuffix("ScaledMetric")
        }
        for binding in declaration.bindings {
            // `let (amount, unit) = balance.toFiat()`: the names' types are not written. Hints are the file's, not a
            // scope's, so a same-named declaration elsewhere in the file (`let amount = Double(text)`) says nothing.
            if let tuple = binding.pattern.as(TuplePatternSyntax.self) {
                for element in tuple.elements {
                    if let name = element.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { record(name, .ambiguous) }
                }
                continue
            }
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if scaled { scaledMetrics.insert(name) }
            if let type = binding.typeAnnotation?.type {
                record(name, .annotation(describe(Syntax(type))))
            } else if let value = binding.initializer?.value {
                record(name, .initializer(value))
            }
        }
    }

    func record(_ parameter: FunctionParameterSyntax) {
        let name = (parameter.secondName ?? parameter.firstName).text
        guard name != "_" else { return }
        record(name, .annotation(describe(Syntax(parameter.type))))
    }

    private func record(_ name: String, _ declaration: Declaration) {
        guard let existing = declarations[name] else {
            declarations[name] = declaration
            return
        }
        switch (existing, declaration) {
        case (.annotation(let old), .annotation(let new)) where old == new: return
        case (.initializer(let old), .initializer(let new)) where valueType(of: old, depth: 3) == valueType(of: new, depth: 3): return
        default: declarations[name] = .ambiguous
        }
    }

    /// Every declared name with the type it resolves to here.
    func declaredTypes() -> [String: InterpolatedType] {
        var types: [String: InterpolatedType] = [:]
        for name in declarations.keys { types[name] = declaredType(name, depth: 0) }
        return types
    }

    /// The name whose declaration would tell an expression's type: `count`, `recipe.servings`.
    static func lookupName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base != nil { return member.declName.baseName.text }
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { return lookupName(unwrap.expression) }
        return nil
    }

    /// The type a name is declared with (`let label: UILabel`, `let label = UILabel()`), when
    /// the file says so unambiguously.
    func declaredTypeName(_ name: String) -> String? {
        switch declarations[name] {
        case .annotation(let type)?:
            return type.trimmingSuffix("?", "!")
        case .initializer(let value)?:
            guard let call = value.as(FunctionCallExprSyntax.self), let type = ViewChain.calledName(call),
                type.first?.isUppercase ?? false
            else { return nil }
            return type
        default:
            return nil
        }
    }

    /// The interpolated value's type as far as the expression and the file's declarations tell.
    func valueType(of expression: ExprSyntax, depth: Int = 0) -> InterpolatedType {
        guard depth < 6 else { return .unknown }
        switch expression.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr: return .int
        case .floatLiteralExpr: return .double
        case .stringLiteralExpr: return .string
        case .booleanLiteralExpr: return .object
        case .prefixOperatorExpr(let prefix): return valueType(of: prefix.expression, depth: depth + 1)
        case .tupleExpr(let tuple) where tuple.elements.count == 1:
            return valueType(of: tuple.elements.first!.expression, depth: depth + 1)
        case .declReferenceExpr(let reference): return declaredType(reference.baseName.text, depth: depth)
        case .memberAccessExpr(let member): return memberType(member, depth: depth)
        case .functionCallExpr(let call): return callType(call, depth: depth)
        case .sequenceExpr(let sequence): return sequenceType(sequence, depth: depth)
        case .forceUnwrapExpr(let unwrap): return valueType(of: unwrap.expression, depth: depth + 1)
        case .optionalChainingExpr(let optional): return valueType(of: optional.expression, depth: depth + 1)
        case .awaitExpr(let expression): return valueType(of: expression.expression, depth: depth + 1)
        case .tryExpr(let expression): return valueType(of: expression.expression, depth: depth + 1)
        default: return .unknown
        }
    }

    private func declaredType(_ name: String, depth: Int) -> InterpolatedType {
        switch declarations[name] {
        case .annotation(let type)?: return Self.type(named: type)
        case .initializer(let value)?: return valueType(of: value, depth: depth + 1)
        case .ambiguous?, nil: return .unknown
        }
    }

    private func memberType(_ member: MemberAccessExprSyntax, depth: Int) -> InterpolatedType {
        let name = member.declName.baseName.text
        switch name {
        case "count", "startIndex", "endIndex": return .int
        case "description", "debugDescription", "localizedDescription", "capitalized", "localizedCapitalized",
            "localizedUppercase", "localizedLowercase", "absoluteString", "lastPathComponent", "path":
            return .string
        default:
            // `Self.limit`, `viewModel.total`: a property this file declares.
            return member.base == nil ? .unknown : declaredType(name, depth: depth)
        }
    }

    private func callType(_ call: FunctionCallExprSyntax, depth: Int) -> InterpolatedType {
        guard let name = ViewChain.calledName(call) else { return .unknown }
        if call.calledExpression.is(MemberAccessExprSyntax.self) {
            switch name {
            case "formatted", "uppercased", "lowercased", "joined", "trimmingCharacters", "replacingOccurrences",
                "appending", "padding", "string":
                return .string
            case "rounded", "squareRoot":
                guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return .unknown }
                return valueType(of: base, depth: depth + 1)
            default: break
            }
        }
        let named = Self.type(named: name)
        return named == .object && !(name.first?.isUppercase ?? false) ? .unknown : named
    }

    private func sequenceType(_ sequence: SequenceExprSyntax, depth: Int) -> InterpolatedType {
        // `c ? "on" : "off"`: the branches' type, whatever the condition compares.
        if let branches = FactCollector.ternaryBranches(sequence) {
            let types = Set(branches.map { valueType(of: $0, depth: depth + 1) })
            return types.count == 1 ? types.first! : .unknown
        }
        // `a ?? 0`, `a + b`, `x as Int`: the first operand whose type is known, preferring a
        // cast's target.
        var found: InterpolatedType = .unknown
        for element in sequence.elements {
            if let type = element.as(TypeExprSyntax.self) { return Self.type(named: describe(Syntax(type.type))) }
            if element.is(BinaryOperatorExprSyntax.self) || element.is(UnresolvedTernaryExprSyntax.self)
                || element.is(UnresolvedAsExprSyntax.self) || element.is(UnresolvedIsExprSyntax.self)
            {
                continue
            }
            let type = valueType(of: element, depth: depth + 1)
            if type == .double || type == .float { return type }
            if found == .unknown { found = type }
        }
        return found
    }

    /// The interpolation overload a type name selects.
    static func type(named written: String) -> InterpolatedType {
        var name = written.filter { !$0.isWhitespace }
        while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
        if name.hasPrefix("Swift.") || name.hasPrefix("CoreGraphics.") { name = String(name.drop { $0 != "." }.dropFirst()) }
        switch name {
        case "Int", "Int64": return .int
        case "Int8", "Int16", "Int32": return .int32
        case "UInt", "UInt64": return .uint
        case "UInt8", "UInt16", "UInt32": return .uint32
        case "Double", "CGFloat", "TimeInterval", "Float64": return .double
        case "Float", "Float32": return .float
        case "String", "Substring", "LocalizedStringKey", "LocalizedStringResource", "AttributedString", "Character": return .string
        default: return .object
        }
    }
}

extension String {
    func trimmingSuffix(_ suffixes: Character...) -> String {
        var text = self
        while let last = text.last, suffixes.contains(last) { text.removeLast() }
        return text
    }
}
