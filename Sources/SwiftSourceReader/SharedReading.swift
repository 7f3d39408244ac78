import SourceText
import SwiftSourceFacts
import SwiftSyntax

import struct SourceText.SourceLocation

/// Helpers every reader uses: where text is, what shows a value, the member a node is in.
extension FactCollector {
    /// The lines holding any of `needles`, from the file's bytes (comments included: a comment
    /// about Reduce Motion is as good a sign as code).
    func lines(containing needles: [String]) -> [Int] {
        var offsets: [Int] = []
        file.bytes.withUnsafeBufferPointer { bytes in
            for var needle in needles where !needle.isEmpty {
                needle.withUTF8 { pattern in
                    var start = 0
                    while let offset = CodeTextSearch.firstOffset(of: pattern, in: bytes, from: start) {
                        offsets.append(offset)
                        start = offset + pattern.count
                    }
                }
            }
        }
        return Set(offsets.map { file.location(ofOffset: $0).line }).sorted()
    }

    /// Whether `inner` is written inside `outer` (or is it).
    static func holds(_ outer: some SyntaxProtocol, _ inner: some SyntaxProtocol) -> Bool {
        outer.position <= inner.position && inner.endPosition <= outer.endPosition
    }

    /// Whether a node's source text holds `needle`, searched in the file's bytes without
    /// copying them into a string.
    func sourceContains(_ node: some SyntaxProtocol, _ needle: String) -> Bool {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = max(start, min(node.endPositionBeforeTrailingTrivia.utf8Offset, file.bytes.count))
        return file.bytes.withUnsafeBufferPointer { bytes in
            CodeTextSearch.contains(UnsafeBufferPointer(rebasing: bytes[start..<end]), needle)
        }
    }

    /// A node's whole source text (`text` cuts at 200 characters for messages).
    func sourceText(_ node: some SyntaxProtocol) -> String {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = max(start, min(node.endPositionBeforeTrailingTrivia.utf8Offset, file.bytes.count))
        return String(decoding: file.bytes[start..<end], as: UTF8.self)
    }

    /// The API that shows an expression's value when the value goes straight to one: a titled
    /// view's title, a text modifier, `label.text =`, `setTitle`, through parentheses,
    /// interpolations, `+`, `??` and ternaries. Nil when syntax cannot follow it.
    func displayAPI(of node: some SyntaxProtocol) -> String? {
        var current = Syntax(node)
        for _ in 0..<12 {
            guard let parent = current.parent else { return nil }
            if let argument = parent.as(LabeledExprSyntax.self) {
                guard let list = argument.parent?.as(LabeledExprListSyntax.self) else { return nil }
                if let segment = list.parent?.as(ExpressionSegmentSyntax.self) {
                    current = Syntax(segment)
                    continue
                }
                guard let call = list.parent?.as(FunctionCallExprSyntax.self), let name = ViewChain.calledName(call) else { return nil }
                let isFirst = list.first?.id == argument.id
                let label = argument.label?.text
                if name == "Text", label == "verbatim" { return "Text(verbatim:)" }
                if TextAPIs.titledViews.contains(name), isFirst, label == nil { return name }
                if TextAPIs.textModifiers.contains(name), isFirst, label == nil { return "." + name }
                if name == "setTitle", isFirst { return "UIButton.setTitle" }
                if let label, TextAPIs.labelledText[name]?.contains(label) ?? false { return "\(name)(\(label):)" }
                return nil
            }
            if let sequence = parent.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                if elements.count == 3, elements[1].is(AssignmentExprSyntax.self) {
                    guard elements[2].id == current.id, let member = elements[0].as(MemberAccessExprSyntax.self) else { return nil }
                    let property = member.declName.baseName.text
                    return TextAPIs.displayedProperties.contains(property) || property == "attributedText" ? ".\(property) =" : nil
                }
                current = Syntax(sequence)
                continue
            }
            if parent.is(ExpressionSegmentSyntax.self) || parent.is(StringLiteralSegmentListSyntax.self)
                || parent.is(StringLiteralExprSyntax.self)
                || parent.is(TupleExprSyntax.self) || parent.is(UnresolvedTernaryExprSyntax.self)
                || parent.is(OptionalChainingExprSyntax.self)
                || parent.is(ForceUnwrapExprSyntax.self)
            {
                current = parent
                continue
            }
            return nil
        }
        return nil
    }

    enum BranchPart { case ifConditions, caseLabel, switchSubject, ternaryCondition }

    /// The conditions of the branches around `node`, innermost first: the `parts` asked for of each `if`,
    /// `switch` case, `switch` and ternary among its first `levels` ancestors, up to the function or
    /// closure holding it. Readers ask whether code chose a side or a format on purpose.
    func branchConditions(around node: some SyntaxProtocol, levels: Int, reading parts: Set<BranchPart>) -> [String] {
        var conditions: [String] = []
        var current = node.parent
        for _ in 0..<levels {
            guard let parent = current, !parent.is(FunctionDeclSyntax.self), !parent.is(ClosureExprSyntax.self) else { break }
            if parts.contains(.ifConditions), let branch = parent.as(IfExprSyntax.self) { conditions.append(text(branch.conditions)) }
            if parts.contains(.caseLabel), let branch = parent.as(SwitchCaseSyntax.self) { conditions.append(text(branch.label)) }
            if parts.contains(.switchSubject), let branch = parent.as(SwitchExprSyntax.self) { conditions.append(text(branch.subject)) }
            if parts.contains(.ternaryCondition), let branch = parent.as(TernaryExprSyntax.self) {
                conditions.append(text(branch.condition))
            }
            current = parent.parent
        }
        return conditions
    }

    /// The name of the function, initializer or property whose body holds `node`.
    func enclosingMemberName(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let node = current {
            if let name = Self.memberName(node) { return name }
            current = node.parent
        }
        return nil
    }

    /// For one ancestor in a walk up from a node: `.some(name)` when it is the member that holds
    /// the node (a function, `init`, a property; nil name for a pattern that is not one name),
    /// `.some(nil)` when the walk has left every member, nil to keep walking.
    static func memberName(_ node: Syntax) -> String?? {
        if let function = node.as(FunctionDeclSyntax.self) { return .some(function.name.text) }
        if node.is(InitializerDeclSyntax.self) { return .some("init") }
        if let binding = node.as(PatternBindingSyntax.self) {
            return .some(binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text)
        }
        if node.is(MemberBlockSyntax.self) || node.is(SourceFileSyntax.self) { return .some(nil) }
        return nil
    }

    /// The declaration whose body holds `node`: a function, initializer, property or subscript.
    func enclosingMember(of node: some SyntaxProtocol) -> Syntax? {
        var current = node.parent
        while let node = current {
            if node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self) || node.is(PatternBindingSyntax.self)
                || node.is(SubscriptDeclSyntax.self)
            {
                return node
            }
            if node.is(MemberBlockSyntax.self) || node.is(SourceFileSyntax.self) { return nil }
            current = node.parent
        }
        return nil
    }

    /// A chained modifier's place: its period (the chain itself starts at its base).
    func modifierLocation(_ call: FunctionCallExprSyntax) -> SourceLocation {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return location(member.period) }
        return location(call)
    }

    /// The last name of a receiver as code writes it: `Self.formatter` → `formatter`.
    static func lastName(_ expression: ExprSyntax?) -> String? {
        guard let expression else { return nil }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { return lastName(unwrap.expression) }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return lastName(optional.expression) }
        return nil
    }

    /// `isPresented`, `showSettings`, `isShowingEditor`, `presentingSetup`, `presentDisableOTP`: a flag that presents something.
    static func isPresentationFlag(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasPrefix("show") || lower.hasPrefix("isshow") || lower.hasPrefix("ispresent") || lower == "presented"
            || lower.hasSuffix("presented") || lower.hasPrefix("isopen") || lower.hasPrefix("present")
    }

    /// The numbers of `c ? 0.4 : 1` (both branches), or of a literal.
    static func numbers(in expression: ExprSyntax) -> [Double]? {
        if let number = number(expression) { return [number] }
        guard let sequence = expression.as(SequenceExprSyntax.self),
            let ternary = sequence.elements.first(where: { $0.is(UnresolvedTernaryExprSyntax.self) })?
                .as(UnresolvedTernaryExprSyntax.self), let last = sequence.elements.last,
            let then = number(unwrapped(ternary.thenExpression)), let otherwise = number(unwrapped(last))
        else { return nil }
        return [then, otherwise]
    }
}
