import SwiftSourceFacts
import SwiftSyntax

/// Dimming that stands for disabled (CH32 §4.4, §5.2): a view dimmed and blocked from taps, or a Button
/// dimmed by the condition its action returns early on, with no `.disabled`.
extension FactCollector {
    /// `.opacity(isLocked ? 0.4 : 1).allowsHitTesting(!isLocked)`, or a Button dimmed by the
    /// condition its action returns early on, with no `.disabled`.
    func readDimming(_ chain: ViewChain, names: Set<String>) {
        guard !names.isDisjoint(with: ["opacity", "saturation", "grayscale", "foregroundStyle", "foregroundColor"]) else { return }
        var dim: (api: String, value: String, condition: String?, names: [String], call: FunctionCallExprSyntax)?
        // For a colour: the condition under which it is the greyed one, which must be the one the action returns on (a
        // selected tab, highlighted and inert, is not disabled).
        var greyedWhen: String?
        for call in chain.modifiers {
            guard let name = ViewChain.calledName(call), let argument = call.arguments.first?.expression else { continue }
            let choice = ternary(Self.unwrapped(argument))
            switch name {
            case "opacity", "saturation", "grayscale":
                guard let values = Self.numbers(in: Self.unwrapped(argument)) else { continue }
                let dims = name == "opacity" ? values.contains { $0 > 0.05 && $0 < 0.95 } && !values.contains(0) : values.count == 2
                guard dims else { continue }
                greyedWhen = nil
            case "foregroundStyle", "foregroundColor":
                // `isDisabled ? .secondary : .primary`: one branch greyed, the other not.
                guard let choice, case let branches = choice.branches.map(text), branches.count == 2,
                    branches.filter(Self.isGreyedColor).count == 1
                else { continue }
                greyedWhen = Self.isGreyedColor(branches[0]) ? Self.condensed(choice.condition) : Self.negated(choice.condition)
            default: continue
            }
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
        // The Button itself, or the Button whose label is this one view (`Button { … } label: { Image(…).foregroundStyle(…) }`).
        let isButton = chain.baseName.map(Self.isButtonName) ?? false
        let button = isButton ? chain.base?.as(FunctionCallExprSyntax.self) : Self.buttonLabelled(by: chain)
        if blockedBy == nil, let button, let guardCondition = earlyReturnCondition(of: button),
            !Set(guardCondition.names).isDisjoint(with: dim.names), greyedWhen.map({ $0 == guardCondition.returnsWhen }) ?? true
        {
            blockedBy = "an early return in the action (\(guardCondition.text))"
        }
        guard let blockedBy, !(!dim.names.isEmpty && dim.names.allSatisfy(isPrivateStateNeverSet)) else { return }
        // Dimmed in its label, the Button's own modifiers say whether it is disabled.
        let throughLabel = isButton ? nil : button
        let buttonModifiers = throughLabel.map { ViewChain(ExprSyntax(ViewChain.outermostLink(of: $0))).modifierNames } ?? []
        facts.behavior.dimmings.append(
            Dimming(
                api: dim.api, value: dim.value, condition: dim.condition, blockedBy: blockedBy,
                declaresDisabled: names.contains("disabled") || buttonModifiers.contains("disabled"),
                receiver: throughLabel.flatMap(ViewChain.calledName) ?? chain.baseName, location: modifierLocation(dim.call)))
    }

    /// `Button`, or a button of the app's own that takes an action and a label the same way (`FormButton { … } label: { … }`).
    static func isButtonName(_ name: String) -> Bool { name == "Button" || name.hasSuffix("Button") }

    /// A grey or faded colour as written: `.secondary`, `Color.gray`, `.tertiaryLabel`, `Color.primary.opacity(0.4)`.
    static func isGreyedColor(_ written: String) -> Bool {
        let lower = written.lowercased()
        if ["gray", "grey", "secondary", "tertiary", "quaternary", "disabled", "placeholder"].contains(where: lower.contains) {
            return true
        }
        guard let range = lower.firstRange(of: ".opacity(") else { return false }
        return Double(lower[range.upperBound...].prefix { $0.isNumber || $0 == "." }).map { $0 < 0.6 } ?? false
    }

    /// The Button whose `label:` closure is the one view `chain` makes.
    static func buttonLabelled(by chain: ViewChain) -> FunctionCallExprSyntax? {
        guard let outer = chain.modifiers.last.map(Syntax.init) ?? chain.base.map(Syntax.init),
            let item = outer.parent?.as(CodeBlockItemSyntax.self), let closure = item.parent?.parent?.as(ClosureExprSyntax.self),
            closure.statements.count == 1, let button = owningCall(of: closure), ViewChain.calledName(button).map(isButtonName) ?? false,
            labelClosure(of: button)?.id == closure.id
        else { return nil }
        return button
    }

    /// `button.alpha = Stats.isCleared ? 0.4 : 1` where the method the button calls
    /// (`button.addTarget(self, action: #selector(clearStats(_:)), …)`) starts with `guard !Stats.isCleared else { return }`:
    /// dimmed and inert under the same condition, and never `isEnabled = false`.
    func readUIKitDimming(receiver: ExprSyntax?, elements: [ExprSyntax], at sequence: SequenceExprSyntax) {
        guard let receiver, let name = Self.lastName(receiver), let choice = ternary(elements: elements),
            choice.branches.compactMap(Self.number).contains(where: { $0 > 0.05 && $0 < 0.95 }),
            let member = enclosingMember(of: sequence)
        else { return }
        guard let method = targetMethod(of: name, in: member), let function = functions()[method]?.first,
            let statements = function.body?.statements,
            let guardCondition = earlyReturnCondition(of: statements),
            !Set(guardCondition.names).isDisjoint(with: Self.names(in: choice.conditionNodes))
        else { return }
        facts.behavior.dimmings.append(
            Dimming(
                api: "\(name).alpha =", value: choice.branches.map(text).joined(separator: " : "), condition: choice.condition,
                blockedBy: "an early return in \(method)() (\(guardCondition.text))",
                declaresDisabled: sourceContains(member, "\(name).isEnabled"), receiver: name, location: location(sequence)))
    }

    /// `clearStats` in `button.addTarget(self, action: #selector(clearStats(_:)), for: .touchUpInside)` within `member`,
    /// read by the selector as a bar button's is (`selectorMethod(of:)`).
    func targetMethod(of receiver: String, in member: Syntax) -> String? {
        for token in member.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier("addTarget") {
            guard let access = token.parent?.parent?.as(MemberAccessExprSyntax.self), Self.lastName(access.base) == receiver,
                let call = access.parent?.as(FunctionCallExprSyntax.self), call.arguments.first.map({ text($0.expression) }) == "self"
            else { continue }
            if let method = Self.selectorMethod(of: call) { return method }
        }
        return nil
    }

    /// `guard !isLocked else { return }` or `if isLocked { return }` first in a Button's action.
    private func earlyReturnCondition(of button: FunctionCallExprSyntax) -> (text: String, names: [String], returnsWhen: String)? {
        let action = button.arguments.first { $0.label?.text == "action" }?.expression.as(ClosureExprSyntax.self) ?? button.trailingClosure
        return action.flatMap { earlyReturnCondition(of: $0.statements) }
    }

    /// `guard !isLocked else { return }` or `if isLocked { return }` first in an action's statements, or an `if` without
    /// `else` that is the whole action.
    /// `returnsWhen`: the condition under which the action returns, condensed (`isDisabled` for `guard !isDisabled`).
    private func earlyReturnCondition(of statements: CodeBlockItemListSyntax) -> (text: String, names: [String], returnsWhen: String)? {
        guard let first = statements.first?.item else { return nil }
        if let guardStatement = first.as(GuardStmtSyntax.self) {
            let conditions = guardStatement.conditions.compactMap { $0.condition.as(ExprSyntax.self) }
            let written = text(guardStatement.conditions)
            return (written, Self.names(in: conditions), Self.negated(written))
        }
        if let statement = first.as(ExpressionStmtSyntax.self), let ifExpression = statement.expression.as(IfExprSyntax.self),
            ifExpression.body.statements.first?.item.is(ReturnStmtSyntax.self) ?? false
        {
            let conditions = ifExpression.conditions.compactMap { $0.condition.as(ExprSyntax.self) }
            let written = text(ifExpression.conditions)
            return (written, Self.names(in: conditions), Self.condensed(written))
        }
        // `if selectable, !isSelected { select() }`, the whole action: it does nothing unless the conditions hold.
        if statements.count == 1, let statement = first.as(ExpressionStmtSyntax.self),
            let ifExpression = statement.expression.as(IfExprSyntax.self), ifExpression.elseBody == nil
        {
            let conditions = ifExpression.conditions.compactMap { $0.condition.as(ExprSyntax.self) }
            let written = text(ifExpression.conditions)
            return (written, Self.names(in: conditions), Self.negated(written))
        }
        return nil
    }

    static func condensed(_ condition: String) -> String { condition.filter { !$0.isWhitespace } }

    /// `!isDisabled` for `isDisabled`, `isDisabled` for `!isDisabled`, `!(a==b)` otherwise; condensed.
    static func negated(_ condition: String) -> String {
        let written = condensed(condition)
        if written.hasPrefix("!"), written.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }) {
            return String(written.dropFirst())
        }
        if written.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }) { return "!" + written }
        return "!(\(written))"
    }
}
