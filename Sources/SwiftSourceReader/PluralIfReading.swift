import SwiftSourceFacts
import SwiftSyntax

/// `if count == 1 { Text("1 day") } else { Text("\(count) days") }`: the choice between a singular and a
/// plural written as an `if` rather than a ternary (Ice's `formatted + " second"` / `" seconds"`).
extension FactCollector {
    /// The operators a count is compared with one by (`n == 1`, `n > 1`, `1 < n`).
    static let comparisons: Set<String> = ["==", "!=", ">", "<=", ">=", "<"]

    func readPluralIf(_ sequence: SequenceExprSyntax, elements: [ExprSyntax]) {
        guard elements.count == 3, let comparison = elements[1].as(BinaryOperatorExprSyntax.self),
            Self.comparisons.contains(comparison.operator.text),
            [elements[0], elements[2]].contains(where: { $0.as(IntegerLiteralExprSyntax.self)?.literal.text == "1" }),
            let condition = sequence.parent?.as(ConditionElementSyntax.self),
            let ifExpression = condition.parent?.parent?.as(IfExprSyntax.self), ifExpression.conditions.count == 1,
            let elseBody = ifExpression.elseBody?.as(CodeBlockSyntax.self), !isLogged(ifExpression)
        else { return }
        let branches = [ifExpression.body, elseBody].map(shownText)
        guard branches.allSatisfy({ $0 != nil }) else { return }
        facts.behavior.pluralChoices.append(
            PluralChoice(
                condition: text(sequence), branches: branches.map { $0!.text },
                branchesAreWholeTexts: branches.allSatisfy { $0!.isTranslatedWhole }, location: location(sequence)))
    }

    /// The one text a branch shows or returns: `Text("1 day")`, `return "\(n) days"`, `LocalizedStringKey(n + " second")`
    /// (a value glued to a literal reads as `%@ second`), and whether it is looked up whole (`NSLocalizedString("Print
    /// Labels", …)`, `L10n.days`, `Text("1 unread message")`), as `readPluralChoice` tells for a ternary's branches.
    private func shownText(of body: CodeBlockSyntax) -> (text: String, isTranslatedWhole: Bool)? {
        guard body.statements.count == 1, let item = body.statements.first?.item else { return nil }
        var expression = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
        var isTranslatedWhole = false
        if let call = expression?.as(FunctionCallExprSyntax.self), let name = ViewChain.calledName(call),
            ["Text", "LocalizedStringKey", "String"].contains(name), call.arguments.count == 1
        {
            expression = call.arguments.first?.expression
            isTranslatedWhole = name != "String" && expression?.is(StringLiteralExprSyntax.self) == true
        }
        guard let expression = expression.map(Self.unwrapped) else { return nil }
        isTranslatedWhole =
            isTranslatedWhole || expression.as(FunctionCallExprSyntax.self).map(TextAPIs.isLocalizationCall) ?? false
            || AssembledText.Piece.isLocalized(text(expression))
        if let whole = branchText(expression) { return (whole, isTranslatedWhole) }
        guard let sum = expression.as(SequenceExprSyntax.self) else { return nil }
        var pieces: [String] = []
        for (index, element) in sum.elements.enumerated() {
            if index % 2 == 1 {
                guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return nil }
                continue
            }
            pieces.append(element.as(StringLiteralExprSyntax.self).flatMap { branchText(ExprSyntax($0)) } ?? "%@")
        }
        return pieces.contains(where: { $0 != "%@" }) ? (pieces.joined(), false) : nil
    }
}
