import SwiftSourceFacts
import SwiftSyntax

/// Dimming that stands for disabled (CH32 §4.4, §5.2): a view dimmed and blocked from taps, or a Button
/// dimmed by the condition its action returns early on, with no `.disabled`.
extension FactCollector {
    /// `.opacity(isLocked ? 0.4 : 1).allowsHitTesting(!isLocked)`, or a Button dimmed by the
    /// condition its action returns early on, with no `.disabled`.
    func readDimming(_ chain: ViewChain, names: Set<String>) {
        guard !names.isDisjoint(with: ["opacity", "saturation", "grayscale"]) else { return }
        var dim: (api: String, value: String, condition: String?, names: [String], call: FunctionCallExprSyntax)?
        for call in chain.modifiers {
            guard let name = ViewChain.calledName(call), ["opacity", "saturation", "grayscale"].contains(name),
                let argument = call.arguments.first?.expression, let values = Self.numbers(in: Self.unwrapped(argument))
            else { continue }
            let dims = name == "opacity" ? values.contains { $0 > 0.05 && $0 < 0.95 } && !values.contains(0) : values.count == 2
            guard dims else { continue }
            let choice = ternary(Self.unwrapped(argument))
            dim = ("." + name, text(argument), choice?.condition, choice.map { Self.names(in: $0.conditionNodes) } ?? [], call)
        }
        // `@Environment(\.isEnabled) var isEnabled`: the view dims when an ancestor applies `.disabled()`, which
        // already tells VoiceOver (element-ios's text field).
        guard let dim,
            dim.names != ["isEnabled"]
                || !Self.propertyNames(declaredWith: "Environment", argument: "\\.isEnabled", around: dim.call).contains("isEnabled")
        else { return }
        var blockedBy: String?
        if let hitTesting = chain.modifiers.first(where: { ViewChain.calledName($0) == "allowsHitTesting" }),
            let argument = hitTesting.arguments.first
        {
            let written = text(argument.expression)
            let blockNames = Self.names(in: [argument.expression])
            // Blocked whenever it is dimmed, and only then: a done reminder dimmed and blocked only while it
            // completes (`isPendingCompletion || isCompleted` against `!isPendingCompletion`) is not disabled, only
            // done; a row never hit-tested (`.allowsHitTesting(false)`, its parent takes the taps) and dimmed when
            // read (winston's messages) is read, not disabled.
            if !dim.names.isEmpty && Set(dim.names).isSubset(of: blockNames) {
                blockedBy = ".allowsHitTesting(\(written))"
            }
        }
        if blockedBy == nil, chain.baseName == "Button", let base = chain.base?.as(FunctionCallExprSyntax.self),
            let guardCondition = earlyReturnCondition(of: base), !Set(guardCondition.names).isDisjoint(with: dim.names)
        {
            blockedBy = "an early return in the action (\(guardCondition.text))"
        }
        guard let blockedBy, !(!dim.names.isEmpty && dim.names.allSatisfy(isPrivateStateNeverSet)) else { return }
        facts.behavior.dimmings.append(
            Dimming(
                api: dim.api, value: dim.value, condition: dim.condition, blockedBy: blockedBy,
                declaresDisabled: names.contains("disabled"),
                receiver: chain.baseName, location: modifierLocation(dim.call)))
    }

    /// `guard !isLocked else { return }` or `if isLocked { return }` first in a Button's action.
    private func earlyReturnCondition(of button: FunctionCallExprSyntax) -> (text: String, names: [String])? {
        let action = button.arguments.first { $0.label?.text == "action" }?.expression.as(ClosureExprSyntax.self) ?? button.trailingClosure
        guard let first = action?.statements.first?.item else { return nil }
        if let guardStatement = first.as(GuardStmtSyntax.self) {
            let conditions = guardStatement.conditions.compactMap { $0.condition.as(ExprSyntax.self) }
            return (text(guardStatement.conditions), Self.names(in: conditions))
        }
        if let statement = first.as(ExpressionStmtSyntax.self), let ifExpression = statement.expression.as(IfExprSyntax.self),
            ifExpression.body.statements.first?.item.is(ReturnStmtSyntax.self) ?? false
        {
            let conditions = ifExpression.conditions.compactMap { $0.condition.as(ExprSyntax.self) }
            return (text(ifExpression.conditions), Self.names(in: conditions))
        }
        return nil
    }
}
