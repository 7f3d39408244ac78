import SpecRules

/// Every rule that reads Swift code, in the order `rules` lists them: the spec rules that also
/// read code (same id, same options), then the rules only code has. Adding one means adding its
/// file and one line here.
public enum SourceRules {
    /// Spec rules extended to code (`…Rule+Swift.swift`).
    public static let alsoOnSpecs: [any SourceRule.Type] = [
        MissingLabelRule.self,
        HardcodedTextRule.self,
        UnknownKeyRule.self,
        TapTargetSizeRule.self,
        FixedFontSizeRule.self,
        GestureAlternativeRule.self,
    ]

    /// Rules only code has.
    public static let codeOnly: [any SourceRule.Type] = [
        ImageWithoutLabelRule.self,
        CountWithoutPluralRule.self,
        UnusedKeyRule.self,
        InvalidSuppressionRule.self,
        SwiftSyntaxErrorRule.self,
    ]

    public static var all: [any SourceRule.Type] { alsoOnSpecs + codeOnly }
}
