/// How the views a view sits in change what VoiceOver makes of it.
public struct AccessibilitySurroundings: Hashable, Sendable, Codable {
    /// How the innermost enclosing view made one element reads its children
    /// (`.accessibilityElement(children:)`): `.ignore` (also for `.accessibilityElement()`),
    /// `.combine` or `.contain`; nil when none is.
    public var elementChildren: String?
    /// That element has a name: an accessibility label, or (with `.combine`) text inside it.
    public var elementIsNamed = false
    /// That element's traits include `.isButton` or `.isLink`.
    public var elementIsActionable = false
    /// An enclosing view is hidden from VoiceOver (`.accessibilityHidden(true)`).
    public var isHidden = false
    /// Inside `.tabItem { … }` beside a `Text` or in a `Label`: the tab's text names it.
    public var isNamedTabItem = false
    /// In the options of a `Picker`: the picker names its options (`missing-label`'s concern).
    public var isPickerOption = false
    /// An enclosing view that no element stands between gives an accessibility label, which SwiftUI hands to each
    /// element inside it.
    public var isLabelledByContainer = false

    public init() {}

    /// Not read on its own: hidden, part of a tab item's name or a picker's option, or inside one element that
    /// ignores its children or combines them under a name.
    public var absorbsImage: Bool {
        isHidden || isNamedTabItem || isPickerOption || elementChildren == ".ignore" || (elementChildren == ".combine" && elementIsNamed)
    }
}
