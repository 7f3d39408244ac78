import SourceText

/// A modal presentation and what syntax sees of its content.
public struct Presentation: Hashable, Sendable, Codable {
    public enum Style: String, Hashable, Sendable, Codable {
        case fullScreenCover, sheet, popover
        /// `modalPresentationStyle = .fullScreen` / `.overFullScreen` (UIKit).
        case fullScreen, overFullScreen
    }

    public var style: Style
    /// The custom views (or view controllers) the content is made of, by type name
    /// (`EditorView`, `UINavigationController` unwrapped to its root's type).
    public var contentTypes: [String]
    /// The content closure itself closes: a control in it dismisses, or a callback passed to
    /// the content sets the presenting binding back (`onClose: { isShowing = false }`).
    public var contentCloses: Bool
    /// `.interactiveDismissDisabled()` on the content, or `isModalInPresentation = true`: no swipe.
    public var swipeDisabled: Bool
    /// Part of the content is built where syntax cannot follow: a property, a parameter, a
    /// factory's result (`flowInteractor.makeCheckInViewController()`).
    public var contentIsOpaque: Bool
    /// Presented by the app or scene delegate over whatever is on screen, or bound to a state the content cannot
    /// change (`.sheet(isPresented: .constant(…))`, `Binding(get: …, set: { _ in })`): a gate the app raises and
    /// lowers itself (a sign-in, a maintenance screen, a forced update, a lock), whose close is the app's call.
    public var presentedByApp: Bool
    /// The key of the `@AppStorage` flag that presents it (`@AppStorage("isFirstTime") var isFirstTime` behind
    /// `isPresented: $isFirstTime`): whatever code of the app sets that key to false closes it
    /// (`BehaviorFacts.storageKeysCleared`), often a button of the content declaring the same key.
    public var storageKey: String?
    /// The app's view modifiers the content is wrapped in (`IconSheet().modifier(PPSheet())`): one that closes (a
    /// toolbar Close of its own) closes the content.
    public var wrappingModifiers: [String] = []
    /// The property whose being false shows it (`isPresented: Binding(get: { !settings.tutorialCompleted }, …)`, written
    /// in the call or in a local of the same body): code that sets it to true closes it (`BehaviorFacts.flagsRaised`).
    public var loweredByRaising: String?
    public var location: SourceLocation

    public init(
        style: Style, contentTypes: [String], contentCloses: Bool, swipeDisabled: Bool, contentIsOpaque: Bool = false,
        presentedByApp: Bool = false, location: SourceLocation
    ) {
        self.style = style
        self.contentTypes = contentTypes
        self.contentCloses = contentCloses
        self.swipeDisabled = swipeDisabled
        self.contentIsOpaque = contentIsOpaque
        self.presentedByApp = presentedByApp
        self.location = location
    }
}
