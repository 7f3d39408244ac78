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

    /// `Toggle(isOn: $isOn)`: the switch shows the very Bool the color reads, on screen and to VoiceOver. (A
    /// slider's value compared with presets, `Int(seconds) == preset`, leaves which preset is chosen to color.)
    func bindingControl(of token: TokenSyntax) -> String? {
        guard let argument = token.parent?.parent?.as(LabeledExprSyntax.self), argument.label?.text == "isOn",
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), let name = ViewChain.calledName(call),
            name == "Toggle"
        else { return nil }
        return "\(name)(\(argument.label?.text ?? "_"):)"
    }
}
