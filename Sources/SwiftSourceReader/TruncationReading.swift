import SwiftSourceFacts
import SwiftSyntax

/// Text cut to one line where the whole of it matters (CH32 §4.3): a control's title, the text of a control's label,
/// an error message. Someone decides whether the line may be cut.
extension FactCollector {
    func readTruncation(_ chain: ViewChain, base: String) {
        guard let limit = chain.modifiers.first(where: { ViewChain.calledName($0) == "lineLimit" }),
            limit.arguments.first.map({ text($0.expression) }) == "1"
        else { return }
        let call = chain.base?.as(FunctionCallExprSyntax.self)
        let title = call?.arguments.first.flatMap {
            $0.label == nil ? $0.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue : nil
        }
        let isControlTitle = ["Button", "Link", "NavigationLink", "Toggle", "Menu"].contains(base) && title != nil
        let inControlLabel = base == "Text" && (call.map { enclosingControl(of: $0) } ?? nil) != nil
        // `Text(viewModel.errorMessage).lineLimit(1)`: what went wrong, cut short.
        let isErrorMessage = base == "Text" && (call?.arguments.first.map { Self.namesAFailure(text($0.expression)) } ?? false)
        guard isControlTitle || inControlLabel || isErrorMessage else { return }
        // With a minimum scale factor of a half or more (here or on a view around it) the line shrinks
        // instead of being cut and stays readable; 0.2 shrinks it to nothing and is still reported.
        let scale = chain.modifiers.first { ViewChain.calledName($0) == "minimumScaleFactor" }
        if Self.shrinksReadably(scale ?? Self.enclosingModifier("minimumScaleFactor", around: Syntax(limit))) { return }
        // `.truncationMode(.middle)` beside it: where to cut was chosen (a handle, a file name, an address): 16 of 18 such
        // reviews judged were false.
        if chain.modifiers.contains(where: { ViewChain.calledName($0) == "truncationMode" }) { return }
        if let call, !isControlTitle, !isErrorMessage, !Self.showsTranslatedText(call) { return }
        facts.behavior.truncations.append(Truncation(receiver: base, text: title, location: modifierLocation(limit)))
    }

    static func namesAFailure(_ written: String) -> Bool {
        let lower = written.lowercased()
        return ["error", "failure", "failed"].contains(where: lower.contains)
    }

    /// A `minimumScaleFactor` of a half or more: the text stays readable when it shrinks to fit.
    static func shrinksReadably(_ scale: FunctionCallExprSyntax?) -> Bool {
        guard let factor = scale?.arguments.first.flatMap({ number($0.expression) }) else { return false }
        return factor >= 0.5
    }
}
