import SwiftSourceFacts
import SwiftSyntax

/// Where a colored state is shown besides its color (CH32 §4.4): a control bound to the same value,
/// or a validity message the form shows in words.
extension FactCollector {
    static let validityWords: Set<String> = ["valid", "invalid", "error", "errors"]

    /// A field colored by one validity check (`isFieldValid(ip)`) while an `if` of the same member
    /// tests another (`if !formValid { Text(…) }`): the form states what is wrong in words.
    func validityCheck(shownBy names: [String], in member: Syntax) -> String? {
        let saysValidity = { (name: String) in
            name.map { $0.isUppercase ? " \($0)" : "\($0)" }.joined().lowercased().split(separator: " ")
                .contains { Self.validityWords.contains(String($0)) }
        }
        guard names.contains(where: saysValidity) else { return nil }
        for token in member.tokens(viewMode: .sourceAccurate) where !names.contains(token.text) {
            guard case .identifier = token.tokenKind, saysValidity(token.text),
                let condition = token.ancestorOrSelf(mapping: { $0.as(ConditionElementSyntax.self) })
            else { continue }
            return "if \(text(condition))"
        }
        return nil
    }

    /// Controls that show their bound value themselves, on screen and to VoiceOver.
    static let controlsShowingBinding: Set<String> = ["Toggle", "Picker", "Stepper", "Slider", "DatePicker"]

    /// The control a `$binding` is handed to, when that control shows the value it is bound to.
    func bindingControl(of token: TokenSyntax) -> String? {
        guard let argument = token.parent?.parent?.as(LabeledExprSyntax.self),
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), let name = ViewChain.calledName(call),
            Self.controlsShowingBinding.contains(name)
        else { return nil }
        return "\(name)(\(argument.label?.text ?? "_"):)"
    }
}
