/// Every catalog rule, in the order `rules` lists them. Adding a rule means adding its file
/// and one line here.
public enum CatalogRules {
    public static let all: [any CatalogRule.Type] = [
        MissingTranslationRule.self,
        UntranslatedRule.self,
        EmptyTranslationRule.self,
        UnreviewedTranslationRule.self,
        TranslationProgressRule.self,
        DuplicateKeyRule.self,
        InvalidStateRule.self,
        StaleKeyRule.self,
        UnknownLocaleRule.self,
        PluralCategoryMissingRule.self,
        PluralCategoryUnusedRule.self,
        SourcePluralIncompleteRule.self,
        ImpliedQuantityRule.self,
        PluralFormsIdenticalRule.self,
        PluralNeededRule.self,
        PlaceholderMismatchRule.self,
        PlaceholderPositionsRule.self,
        PlaceholderSpacingRule.self,
        BrokenSpecifierRule.self,
        SubstitutionReferenceRule.self,
        KeyNamingRule.self,
        KeyCaseCollisionRule.self,
        ConcatenatedFragmentRule.self,
        TranslationTooLongRule.self,
        ControlCharacterRule.self,
        WhitespaceMismatchRule.self,
        EllipsisMismatchRule.self,
        ShippedKeyRemovedRule.self,
    ]
}
