import SwiftSourceFacts
import SwiftSyntax

/// A formatter's text that is a key, never shown: compared (`times.first { $0.gregorianDateShort == key }`), an
/// identifier (`UNNotificationRequest(identifier: "prayer_\(day)")`), a dictionary's index or a stored value
/// (`defaults.set(month, forKey: …)`), as PrayerTracker's "dd.MM.yyyy" strings are. Its pattern is the data's, as a
/// parsing formatter's is.
extension FactCollector {
    /// Labels of arguments that take a key or an identifier.
    static let keyLabels: Set<String> = ["forKey", "key", "identifier", "withIdentifier", "forIdentifier", "id"]

    /// The text of `call` is a key: used as one where it is made, or bound to a name (`let key = …`) every later use
    /// of which in the same block is one.
    func isUsedAsKey(_ call: FunctionCallExprSyntax) -> Bool {
        let value = Self.wholeValue(Syntax(call))
        return Self.isKeyUse(value) || Self.everyLaterUse(ofLocalMadeBy: value) { Self.isKeyUse(Self.wholeValue($0)) }
    }

    /// When `value` makes a local (`let key = value`): whether it is used later in the same block, and every use
    /// (the name's reference) is one `isUse` accepts.
    static func everyLaterUse(ofLocalMadeBy value: Syntax, satisfies isUse: (Syntax) -> Bool) -> Bool {
        let uses = laterUses(ofLocalMadeBy: value)
        return !uses.isEmpty && uses.allSatisfy(isUse)
    }

    /// Where the statements after `let local = value` read `local` (not a member of that name).
    static func laterUses(ofLocalMadeBy value: Syntax) -> [Syntax] {
        guard let binding = value.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let item = binding.ancestorOrSelf(mapping: { $0.as(CodeBlockItemSyntax.self) }),
            let statements = item.parent?.as(CodeBlockItemListSyntax.self)
        else { return [] }
        var uses: [Syntax] = []
        for later in statements where later.position > item.position {
            for token in later.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(name) {
                if let reference = valueRead(by: token) { uses.append(Syntax(reference)) }
            }
        }
        return uses
    }

    /// `subtitle = value` (a variable declared before): the reads of `subtitle` after the assignment, in the function,
    /// accessor or closure around it.
    static func laterUses(ofVariableAssigned value: Syntax) -> [Syntax] {
        guard let list = value.parent?.as(ExprListSyntax.self), list.count == 3, list.last?.id == value.id,
            Array(list)[1].is(AssignmentExprSyntax.self), let name = list.first?.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let scope = value.ancestorOrSelf(mapping: { node in
                node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self) || node.is(AccessorBlockSyntax.self)
                    || node.is(ClosureExprSyntax.self) ? node : nil
            })
        else { return [] }
        let end = value.endPosition
        return scope.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard token.position >= end, token.tokenKind == .identifier(name) else { return nil }
            return valueRead(by: token).map(Syntax.init)
        }
    }

    /// The reference a name's token reads the value by: not `key` in `times.key`, which names a member.
    private static func valueRead(by token: TokenSyntax) -> DeclReferenceExprSyntax? {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id { return nil }
        return reference
    }

    /// The value with `!` and `?` it is written with.
    static func wholeValue(_ node: Syntax) -> Syntax {
        var node = node
        while let parent = node.parent, parent.is(ForceUnwrapExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self) {
            node = parent
        }
        return node
    }

    private static func isKeyUse(_ value: Syntax) -> Bool {
        // `a == key`, `key != cached`
        if let list = value.parent?.as(ExprListSyntax.self) {
            let elements = Array(list)
            guard let index = elements.firstIndex(where: { Syntax($0).id == value.id }) else { return false }
            return [index - 1, index + 1].contains { neighbour in
                elements.indices.contains(neighbour)
                    && ["==", "!="].contains(elements[neighbour].as(BinaryOperatorExprSyntax.self)?.operator.text ?? "")
            }
        }
        guard let argument = value.parent?.as(LabeledExprSyntax.self), let list = argument.parent?.as(LabeledExprListSyntax.self)
        else { return false }
        if let label = argument.label?.text { return keyLabels.contains(label) }
        // `cache[key]`, `defaults.set(key, forKey: …)`: an index, a stored value.
        if list.parent?.is(SubscriptCallExprSyntax.self) ?? false { return true }
        if let call = list.parent?.as(FunctionCallExprSyntax.self), ViewChain.calledName(call) == "set",
            list.contains(where: { $0.label?.text == "forKey" })
        {
            return true
        }
        // `"prayer_\(id)_\(day)"` handed on as an identifier.
        if let segment = list.parent?.as(ExpressionSegmentSyntax.self),
            let literal = segment.parent?.parent?.as(StringLiteralExprSyntax.self)
        {
            return isKeyUse(wholeValue(Syntax(literal)))
        }
        return false
    }
}
