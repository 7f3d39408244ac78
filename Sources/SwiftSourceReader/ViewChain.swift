import SwiftSourceFacts
import SwiftSyntax

/// A view expression taken apart into its base view and the modifiers applied to it.
///
/// swift-syntax nests a modifier chain inside out: `Image("x").resizable().frame(width: 9)` is a
/// call (`frame`) whose called expression is a member access whose base is the previous call
/// (`resizable`), whose base is `Image("x")`. This walks that spine without recursion (a chain
/// of thousands of calls is a valid file), and also reads modifiers under `#if` blocks
/// (`Text("a") #if os(iOS) .padding() #endif`), whose clauses hold base-less member calls.
public struct ViewChain {
    /// The innermost expression: `Image("x")`, `HStack { … }`, `content`, or nil when the chain
    /// starts with an implicit-self modifier (`.padding()` inside a `ViewModifier`).
    public var base: ExprSyntax?
    /// Modifier calls, innermost (first applied) first.
    public private(set) var modifiers: [FunctionCallExprSyntax]
    /// Their names, in the same order ("" where syntax gives none): read once, for the several
    /// readers that look a chain over.
    public private(set) var modifierNames: [String]

    public init(_ expression: ExprSyntax) {
        var calls: [FunctionCallExprSyntax] = []
        var current: ExprSyntax? = expression
        var base: ExprSyntax?
        while let node = current {
            if let call = node.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                !Self.isModuleQualified(member)
            {
                calls.append(call)
                current = member.base
            } else if let ifConfig = node.as(PostfixIfConfigExprSyntax.self) {
                // The clauses apply after the base; collect them in reverse to match `calls`. Those of other platforms
                // only (`#if os(visionOS) .onTapGesture { … }`) are not the iOS app's.
                for clause in ifConfig.config.clauses.reversed() where !Self.leavesOutIOS(clause) {
                    if case .postfixExpression(let inner)? = clause.elements {
                        calls.append(contentsOf: ViewChain(inner).modifiers.reversed())
                    }
                }
                current = ifConfig.base
            } else if let unwrap = node.as(ForceUnwrapExprSyntax.self) {
                current = unwrap.expression
            } else if let optional = node.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else {
                base = node
                current = nil
            }
        }
        self.base = base
        self.modifiers = calls.reversed()
        self.modifierNames = modifiers.map { Self.calledName($0) ?? "" }
    }

    /// `#if os(macOS)`, `#if os(tvOS) || os(visionOS)`, or the `#else` of `#if os(iOS)`: a clause the iOS app is not built
    /// with.
    static func leavesOutIOS(_ clause: IfConfigClauseSyntax) -> Bool {
        let alternatives = { (condition: ExprSyntax) in BuildCondition.alternatives(condition.trimmedDescription) }
        if let condition = clause.condition { return alternatives(condition).allSatisfy(otherPlatformsThanIOS.contains) }
        guard let clauses = clause.parent?.as(IfConfigClauseListSyntax.self) else { return false }
        return clauses.prefix { $0.id != clause.id }.contains { $0.condition.map { alternatives($0).contains("os(iOS)") } ?? false }
    }

    static let otherPlatformsThanIOS: Set<String> = [
        "os(macOS)", "os(OSX)", "os(tvOS)", "os(watchOS)", "os(visionOS)", "os(xrOS)", "!os(iOS)",
    ]

    /// `SwiftUI.Image(…)`: a view named with its module is the base of its chain, not a modifier.
    static func isModuleQualified(_ member: MemberAccessExprSyntax) -> Bool {
        member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "SwiftUI"
    }

    /// The name a call is made by: `Text` for `Text(…)` and `SwiftUI.Text(…)`, `frame` for
    /// `.frame(…)`, `init` parts dropped (`Text.init(…)`).
    public static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        name(of: call.calledExpression)
    }

    static func name(of expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if name == "init", let base = member.base { return self.name(of: base) }
            return name
        }
        if let specialized = expression.as(GenericSpecializationExprSyntax.self) { return name(of: specialized.expression) }
        return nil
    }

    /// The name of the base view when it is a call or a reference (`Image`, `HStack`, `content`).
    public var baseName: String? {
        guard let base else { return nil }
        if let call = base.as(FunctionCallExprSyntax.self) { return Self.calledName(call) }
        if let macro = base.as(MacroExpansionExprSyntax.self) { return "#" + macro.macroName.text }
        return Self.name(of: base)
    }

    /// The outermost call of the chain `call` is a link of: `.padding().background(…)` after
    /// `VStack { … }`. Bounded, like the walk down in `init`, for chains of thousands of calls.
    public static func outermostLink(of call: FunctionCallExprSyntax) -> FunctionCallExprSyntax {
        var outer = call
        var steps = 0
        while steps < 1_000, let member = outer.parent?.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init) == Syntax(outer),
            let next = member.parent?.as(FunctionCallExprSyntax.self), Syntax(next.calledExpression) == Syntax(member)
        {
            outer = next
            steps += 1
        }
        return outer
    }

    /// The whole chain `call` ends, read once from there: `call` itself, or the `#if` blocks of modifiers that close it
    /// (`Button { … } .accessibilityLabel("Test") #if os(iOS) .buttonStyle(.borderless) #endif`), which no call holds.
    /// Nil when `call` is a link inside a longer chain.
    public static func outermostExpression(startingAt call: FunctionCallExprSyntax) -> ExprSyntax? {
        guard isInnerLink(call) else { return ExprSyntax(call) }
        var node = Syntax(call)
        while let parent = node.parent, parent.is(ForceUnwrapExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self) {
            node = parent
        }
        guard var postfix = node.parent?.as(PostfixIfConfigExprSyntax.self), postfix.base.map(Syntax.init) == node else { return nil }
        while let outer = postfix.parent?.as(PostfixIfConfigExprSyntax.self), outer.base.map(Syntax.init) == Syntax(postfix) {
            postfix = outer
        }
        // Modifiers after `#endif` make a call of their own, which reads the chain.
        if let member = postfix.parent?.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init) == Syntax(postfix) { return nil }
        return ExprSyntax(postfix)
    }

    /// Whether `call` is a link inside a longer chain (its result gets another modifier), so
    /// that chains are read once, from their outermost call.
    public static func isInnerLink(_ call: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(call)
        // Skip `!`/`?` between links.
        while let parent = node.parent, parent.is(ForceUnwrapExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self) {
            node = parent
        }
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init) == node,
            let outer = member.parent?.as(FunctionCallExprSyntax.self), Syntax(outer.calledExpression) == Syntax(member)
        {
            return true
        }
        if node.parent?.is(PostfixIfConfigExprSyntax.self) ?? false { return true }
        // A modifier under `#if` in a chain: read with the chain it belongs to.
        if let clause = node.parent?.as(IfConfigClauseSyntax.self) {
            return clause.parent?.parent?.parent?.is(PostfixIfConfigExprSyntax.self) ?? false
        }
        return false
    }
}
