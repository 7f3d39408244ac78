/// Every screen and navigation rule, in the order `rules` lists them. Adding a rule means
/// adding its file and one line here.
public enum SpecRules {
    public static let accessibility: [any SpecRule.Type] = [
        MissingLabelRule.self,
        IconButtonHintRule.self,
        LabelRepeatsRoleRule.self,
        DuplicateLabelsRule.self,
        DecorativeFocusableRule.self,
        HardcodedTextRule.self,
        UnknownKeyRule.self,
        TapTargetSizeRule.self,
        TargetSpacingRule.self,
        OverlappingTargetsRule.self,
        TextContrastRule.self,
        NonTextContrastRule.self,
        ColorOnlyStateRule.self,
        FixedFontSizeRule.self,
        FixedHeightTextRule.self,
        GestureAlternativeRule.self,
        DestructiveConfirmationRule.self,
        ModalCloseAndFocusRule.self,
        ScreenTitleRule.self,
        TabTextLabelRule.self,
        TimerAnnouncementsRule.self,
        CanvasOutlineEquivalentRule.self,
        PurchaseRestoreReachableRule.self,
        TextFitsFrameRule.self,
    ]

    public static let navigation: [any SpecRule.Type] = [
        RouteIdFormatRule.self,
        DuplicateRouteRule.self,
        UnregisteredRouteRule.self,
        UnreachableRouteRule.self,
        UnknownLegendCodeRule.self,
        GateInterceptRule.self,
        UnsavedChangesConfirmationRule.self,
        DeepLinkReturnRule.self,
        DeepLinkResolutionRule.self,
        FlowStructureRule.self,
        PresentationPlatformRule.self,
        MixedPresentationRule.self,
        RouteConstantsRule.self,
        UnknownTabRule.self,
        RoutePolicyRule.self,
    ]

    public static var all: [any SpecRule.Type] { accessibility + navigation }
}
