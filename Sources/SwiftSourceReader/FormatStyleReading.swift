import SwiftSourceFacts
import SwiftSyntax

/// Format styles given a fixed locale (CH32 §11.5): `date.formatted(.dateTime.hour().locale(Locale(identifier: "en_US")))`,
/// `Text(price, format: .number.locale(Locale(identifier: "de_DE")))`. Shown, they give every user that locale's format,
/// as a formatter's `locale = Locale(identifier:)` does.
extension FactCollector {
    func readFormatStyleLocale(_ call: FunctionCallExprSyntax) {
        guard call.calledExpression.is(MemberAccessExprSyntax.self),
            let locale = call.arguments.first?.expression.as(FunctionCallExprSyntax.self), ViewChain.calledName(locale) == "Locale",
            let identifier = locale.arguments.first(where: { $0.label?.text == "identifier" })?.expression
                .as(StringLiteralExprSyntax.self)?.representedLiteralValue
        else { return }
        // Up the style's chain (`.number.locale(…).precision(…)`) to the call it is handed to.
        var node = Syntax(call)
        while let parent = node.parent,
            parent.is(MemberAccessExprSyntax.self) || parent.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
        {
            node = parent
        }
        guard let argument = node.parent?.as(LabeledExprSyntax.self),
            let owner = argument.parent?.parent?.as(FunctionCallExprSyntax.self), let name = ViewChain.calledName(owner)
        else { return }
        let shownBy: String?
        if name == "formatted" {
            shownBy = displayAPI(of: owner)
        } else if argument.label?.text == "format", TextAPIs.titledViews.contains(name) {
            shownBy = name
        } else {
            return
        }
        guard let shownBy else { return }
        facts.behavior.formats.append(
            FormatFact(
                kind: .fixedLocale, api: "\(name)(… .locale(…))", value: identifier, shownBy: shownBy, location: location(call)))
    }
}
