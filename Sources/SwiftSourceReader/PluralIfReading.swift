import SwiftSourceFacts
import SwiftSyntax

/// `if count == 1 { Text("1 day") } else { Text("\(count) days") }`: the choice between a singular and a
/// plural written as an `if` rather than a ternary (Ice's `formatted + " second"` / `" seconds"`).
extension FactCollector {
    /// The operators a count is compared with one by (`n == 1`, `n > 1`, `1 < n`).
    static let comparisons: Set<String> = ["==", "!=", ">", "<=", ">=", "<"]

    /// A `1` beside a comparison among a condition's nodes, as a sequence unfolds them (`n == 1`, `1 < n`).
    static func comparesWithOne(_ nodes: [ExprSyntax]) -> Bool {
        nodes.indices.contains { index in
            guard nodes[index].as(IntegerLiteralExprSyntax.self)?.literal.text == "1" else { return false }
            return [index - 1, index + 1].filter(nodes.indices.contains).contains {
                comparisons.contains(nodes[$0].as(BinaryOperatorExprSyntax.self)?.operator.text ?? "")
            }
        }
    }

    func readPluralIf(_ sequence: SequenceExprSyntax, elements: [ExprSyntax]) {
        guard elements.count == 3, Self.comparesWithOne(elements),
            let condition = sequence.parent?.as(ConditionElementSyntax.self),
            let ifExpression = condition.parent?.parent?.as(IfExprSyntax.self), ifExpression.conditions.count == 1,
            let elseBody = ifExpression.elseBody?.as(CodeBlockSyntax.self), !isLogged(ifExpression)
        else { return }
        let counted = elements.first { !$0.is(IntegerLiteralExprSyntax.self) && !$0.is(BinaryOperatorExprSyntax.self) }
        appendChoice(
            condition: text(sequence), counting: counted.map(text), between: [ifExpression.body.statements, elseBody.statements],
            at: sequence)
    }

    /// `var text = "\(total) change"` then `if total > 1 { text += "s" }`: an ending added on a count.
    func readPluralAppend(_ sequence: SequenceExprSyntax, elements: [ExprSyntax]) {
        guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+=",
            let ending = elements[2].as(StringLiteralExprSyntax.self)?.representedLiteralValue, ["s", "es"].contains(ending),
            let name = elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text,
            let body = sequence.ancestorOrSelf(mapping: { $0.as(CodeBlockSyntax.self) }), body.statements.count == 1,
            let ifExpression = body.parent?.as(IfExprSyntax.self), ifExpression.body.id == body.id,
            ifExpression.conditions.count == 1, ifExpression.elseBody == nil,
            let comparison = ifExpression.conditions.first?.condition.as(SequenceExprSyntax.self),
            comparison.elements.count == 3, Self.comparesWithOne(Array(comparison.elements)),
            let initial = localInitializer(of: name, at: Syntax(ifExpression)).map(Self.unwrapped).flatMap(branchText),
            initial.last?.isLetter ?? false, !isLogged(ifExpression)
        else { return }
        facts.behavior.pluralChoices.append(
            PluralChoice(
                condition: text(comparison), branches: [initial, initial + ending], branchesAreWholeTexts: false,
                location: location(sequence)))
    }

    /// `switch count { case 1: return "1 to-do" default: return "\(count) to-dos" }`, with or without a `case 0:`
    /// of its own: the same choice as a `switch`.
    func readPluralSwitch(_ switchExpression: SwitchExprSyntax) {
        var singular: CodeBlockItemListSyntax?
        var plural: CodeBlockItemListSyntax?
        for element in switchExpression.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self) else { return }
            switch switchCase.label {
            case .default: plural = switchCase.statements
            case .case(let label):
                guard label.caseItems.count == 1, let item = label.caseItems.first, item.whereClause == nil else { return }
                if item.pattern.is(WildcardPatternSyntax.self) {
                    plural = switchCase.statements
                    continue
                }
                switch item.pattern.as(ExpressionPatternSyntax.self)?.expression.as(IntegerLiteralExprSyntax.self)?.literal.text {
                case "1": singular = switchCase.statements
                case "0": continue
                default: return
                }
            }
        }
        guard let singular, let plural, !isLogged(switchExpression) else { return }
        let condition = "switch \(text(switchExpression.subject)) { case 1: … }"
        appendChoice(condition: condition, counting: text(switchExpression.subject), between: [singular, plural], at: switchExpression)
    }

    /// `counted`: the value compared with one (`count`, `items.count`), which a format branch must be handed.
    private func appendChoice(
        condition: String, counting counted: String?, between bodies: [CodeBlockItemListSyntax], at node: some SyntaxProtocol
    ) {
        let read = bodies.map(shownText)
        guard case let branches = read.compactMap({ $0 }), branches.count == read.count else { return }
        var choice = PluralChoice(
            condition: condition, branches: branches.map(\.text), branchesAreWholeTexts: branches.allSatisfy(\.isTranslatedWhole),
            location: location(node))
        if let counted {
            choice.formatsTheCount = branches.contains { $0.formatArguments.contains { $0.contains(counted) } }
        }
        facts.behavior.pluralChoices.append(choice)
    }

    /// The one text a branch shows or returns: `Text("1 day")`, `return "\(n) days"`, `LocalizedStringKey(n + " second")`
    /// (a value glued to a literal reads as `%@ second`), and whether it is looked up whole (`NSLocalizedString("Print
    /// Labels", …)`, `L10n.days`, `Text("1 unread message")`), as `readPluralChoice` tells for a ternary's branches.
    private func shownText(
        of statements: CodeBlockItemListSyntax
    ) -> (text: String, isTranslatedWhole: Bool, formatArguments: [String])? {
        guard let item = statements.last?.item, let locals = Self.leadingLocals(statements.dropLast()) else { return nil }
        var expression = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
        // `label.text = …`: the value shown.
        if let assignment = expression?.as(SequenceExprSyntax.self), assignment.elements.count == 3,
            Array(assignment.elements)[1].is(AssignmentExprSyntax.self)
        {
            expression = assignment.elements.last
        }
        // `String(format: format, "\(count)")` with `let format = NSLocalizedString(…)`: a translated format and its count.
        if let call = expression?.as(FunctionCallExprSyntax.self), ViewChain.calledName(call) == "String", call.arguments.count > 1,
            let format = call.arguments.first, format.label?.text == "format"
        {
            let written = Self.unwrapped(format.expression)
            let value = written.as(DeclReferenceExprSyntax.self).flatMap { locals[$0.baseName.text] } ?? written
            guard let lookUp = value.as(FunctionCallExprSyntax.self), TextAPIs.isLocalizationCall(lookUp), let key = branchText(value)
            else { return nil }
            return (key, true, call.arguments.dropFirst().map { text($0.expression) })
        }
        guard locals.isEmpty else { return nil }
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
        if let whole = branchText(expression) { return (whole, isTranslatedWhole, []) }
        guard let sum = expression.as(SequenceExprSyntax.self) else { return nil }
        var pieces: [String] = []
        for (index, element) in sum.elements.enumerated() {
            if index % 2 == 1 {
                guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return nil }
                continue
            }
            pieces.append(element.as(StringLiteralExprSyntax.self).flatMap { branchText(ExprSyntax($0)) } ?? "%@")
        }
        return pieces.contains(where: { $0 != "%@" }) ? (pieces.joined(), false, []) : nil
    }

    /// `let format = NSLocalizedString(…)` before the statement that shows it: the values of such locals by name; nil when
    /// a statement before is anything else.
    private static func leadingLocals(_ statements: CodeBlockItemListSyntax.SubSequence) -> [String: ExprSyntax]? {
        var locals: [String: ExprSyntax] = [:]
        for statement in statements {
            guard let declaration = statement.item.as(VariableDeclSyntax.self), declaration.bindings.count == 1,
                let binding = declaration.bindings.first, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let value = binding.initializer?.value
            else { return nil }
            locals[name] = unwrapped(value)
        }
        return locals
    }
}
