import SourceText

/// How a file's UIKit code lets people act on views: gesture recognizers added to views, views
/// that handle touches themselves, and sizes given to controls. Whether a view is a control, or
/// is made actionable or given a larger hit area somewhere else in its type, is the target
/// index's to say (`TargetIndex.types`, `TargetIndex.isMarked`).
public struct UIKitInteractions: Sendable, Equatable, Codable {
    public var gestures: [UIKitGesture] = []
    public var touchHandlers: [UIKitTouchHandler] = []
    public var sizes: [UIKitSize] = []
    /// Literal titles given with `setTitle(_:for:)` to a button that code of the same type and file
    /// also titles from a value (`set { primaryButton.setTitle(newValue, for: .normal) }`): a default
    /// the type replaces, by the literal's place.
    public var replacedDefaultTitles: Set<SourceLocation> = []

    public init() {}
}

/// What the code says of a view elsewhere in its type, joined across the target like titles
/// and labels (`FileDeclarations.markedReceivers`).
public enum UIKitReceiverMark: String, Hashable, Sendable, Codable, CaseIterable {
    /// Given the `.button` or `.link` trait, custom actions or an activation block: assistive
    /// technologies announce it as something to act on and can act.
    case actionable
    /// A hit area larger than its frame (`hitTestEdgeInsets`, a bar item's custom view).
    case enlarged
    /// A selector a control of the type calls (`addTarget(self, action: #selector(showSidebar), …)`,
    /// `UIBarButtonItem(…, action: #selector(showSidebar))`), as receiver "selector:NAME": a gesture
    /// calling it has a visible alternative.
    case controlAction
    /// The object names itself (`accessibilityLabel = …` in its own type, receiver "self"): a bar
    /// item that does so names its custom view.
    case named
    /// `isUserInteractionEnabled = false`: it takes no touches (a PIN dot drawn as a button).
    case inert
    /// A type with a visible close control: a Done/Cancel/Close bar item, a button whose action
    /// closes, or an `accessibilityPerformEscape` it answers (receiver "self").
    case closable
    /// A property whose observer (`didSet`, or a method of the type it calls) changes an image, a
    /// text or an accessibility trait or value: a color it chooses is not the only cue.
    case shownState
    /// The view is one accessibility element itself (`isAccessibilityElement = true` in its own
    /// type, receiver "self", as a custom adjustable stepper does): VoiceOver never reaches the
    /// buttons inside it, so they have nothing to be named for.
    case singleElement
    /// `translatesAutoresizingMaskIntoConstraints = false`: Auto Layout sizes it, and a frame
    /// it was made with (`UIButton(frame:)`) is discarded.
    case autoLayout
    /// `isHidden = true` or `alpha = 0`: not drawn, so nobody taps it (a button that only
    /// anchors a menu the code opens).
    case invisible
    /// `isHidden = false` or `alpha` set otherwise: shown at some point, whatever hid it.
    case shown
    /// Given an accessibility hint (`accessibilityHint = …`).
    case hinted
    /// Given a title it shows (`setTitle(_:for:)`, `title = …`): not an icon alone.
    case titled

    /// The key `FileDeclarations.markedReceivers` uses; `receiver` "self" is the type itself.
    public func key(owner: String?, receiver: String) -> String { rawValue + "|" + UIKitIconControl.key(owner: owner, receiver: receiver) }
}

/// `view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(open)))`.
public struct UIKitGesture: Hashable, Sendable, Codable {
    /// `UITapGestureRecognizer`, `UILongPressGestureRecognizer`, `UIPanGestureRecognizer`,
    /// `UISwipeGestureRecognizer`; nil when the recognizer is a property (see `recognizer`).
    public var kind: String?
    /// The recognizer when it is held under a name the target index resolves.
    public var recognizer: NameReference?
    /// The view it is added to, nil for the object itself (`addGestureRecognizer(…)` in a view).
    public var receiver: NameReference?
    /// The class a local receiver is made as.
    public var receiverType: String?
    /// The innermost type the code sits in (short name).
    public var owner: String?
    /// The method `#selector(…)` names, without its argument labels.
    public var selector: String?
    /// Made with a `target:` (a recognizer made without one acts only through its delegate or a
    /// later `addTarget`).
    public var hasTarget = false
    /// The body of that method when the file declares it, one statement a line, else "".
    public var action: String = ""
    public var location: SourceLocation

    public init(kind: String?, receiver: NameReference?, owner: String?, selector: String?, location: SourceLocation) {
        self.kind = kind
        self.receiver = receiver
        self.owner = owner
        self.selector = selector
        self.location = location
    }

    /// The name of the view it is added to, "self" for the object itself.
    public var receiverName: String { receiver.map { $0.path.joined(separator: ".") } ?? "self" }
}

/// `override func touchesEnded(_:with:)` in a view: the view reacts to touches itself.
public struct UIKitTouchHandler: Hashable, Sendable, Codable {
    /// The type it is declared in (short name).
    public var owner: String
    /// `touchesBegan` or `touchesEnded`.
    public var method: String
    /// The body as written, one statement a line (each cut like other source text).
    public var body: String
    public var location: SourceLocation

    public init(owner: String, method: String, body: String, location: SourceLocation) {
        self.owner = owner
        self.method = method
        self.body = body
        self.location = location
    }
}

/// A width or height given to a view: `button.heightAnchor.constraint(equalToConstant: 30)`,
/// `button.frame = CGRect(x: 0, y: 0, width: 30, height: 30)`, `UIButton(frame: …)`.
public struct UIKitSize: Hashable, Sendable, Codable {
    /// The view, nil for the object itself.
    public var receiver: NameReference?
    /// The class a local receiver is made as (`UIButton(type: .system)`).
    public var receiverType: String?
    public var owner: String?
    public var width: Double?
    public var height: Double?
    /// Sizes given by a name (`Metrics.buttonSide`), by "width" / "height", for the target index.
    public var references: [String: NameReference] = [:]
    /// The API as written: `heightAnchor.constraint(equalToConstant:)`, `frame = CGRect`.
    public var api: String
    public var location: SourceLocation

    public init(receiver: NameReference?, owner: String?, api: String, location: SourceLocation) {
        self.receiver = receiver
        self.owner = owner
        self.api = api
        self.location = location
    }

    public var receiverName: String { receiver.map { $0.path.joined(separator: ".") } ?? "self" }
}
