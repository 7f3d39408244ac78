import SourceText

/// A UIKit control given an image and, where it is made or set up, no text: `button.setImage(_:for:)`,
/// `UIBarButtonItem(image:…)`. Whether a title or accessibility label is given to it anywhere in
/// the same type (any file) is the target index's to say (`TargetIndex.isLabelled`).
public struct UIKitIconControl: Hashable, Sendable, Codable {
    /// `UIButton` or `UIBarButtonItem`.
    public var kind: String
    /// The name it is held under, `self.` dropped (`closeButton`, `navigationItem.rightBarButtonItem`),
    /// nil when it is not bound to a name (an element of an array literal).
    public var receiver: String?
    /// The property a local is returned to (`lazy var closeButton: UIButton = { let button = …; return button }()`):
    /// a label given to either name counts.
    public var alias: String?
    /// The class a local receiver is made as (`ArticleExtractorButton(type: .system)`).
    public var receiverType: String?
    /// The innermost type the code sits in (short name), nil at file level.
    public var owner: String?
    /// The image argument as written.
    public var image: String
    /// `UIImage(systemName:)`: VoiceOver reads a built-in description of many symbols.
    public var isSymbol: Bool
    /// `UIImage(named: "…")`: an asset, which VoiceOver cannot name.
    public var isAsset = false
    public var location: SourceLocation

    public init(kind: String, receiver: String?, owner: String?, image: String, isSymbol: Bool, location: SourceLocation) {
        self.kind = kind
        self.receiver = receiver
        self.owner = owner
        self.image = image
        self.isSymbol = isSymbol
        self.location = location
    }

    /// The key `FileDeclarations.labelledReceivers` uses.
    public static func key(owner: String?, receiver: String) -> String { (owner ?? "") + "|" + receiver }
}
