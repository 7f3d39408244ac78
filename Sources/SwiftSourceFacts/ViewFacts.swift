import SourceText

/// A modifier call in a view's chain, `.frame(width: 44, height: 44)`, with its arguments.
public struct Modifier: Hashable, Sendable, Codable {
    public var name: String
    public var arguments: [ModifierArgument]
    public var location: SourceLocation

    public init(name: String, arguments: [ModifierArgument], location: SourceLocation) {
        self.name = name
        self.arguments = arguments
        self.location = location
    }

    public func argument(_ label: String?) -> ModifierArgument? {
        arguments.first { $0.label == label }
    }
}

public struct ModifierArgument: Hashable, Sendable, Codable {
    public var label: String?
    /// The source text, trimmed and cut to 200 characters.
    public var text: String
    /// The value when the argument is a number literal (`44`, `-2.5`).
    public var number: Double?
    /// The name the argument reads (`buttonSize`, `Metrics.side`), for the target index; kept
    /// for the modifiers whose sizes rules measure (`frame`, `padding`).
    public var reference: NameReference?

    public init(label: String? = nil, text: String, number: Double? = nil, reference: NameReference? = nil) {
        self.label = label
        self.text = text
        self.number = number
        self.reference = reference
    }
}

extension Array where Element == Modifier {
    public func contains(_ name: String) -> Bool { contains { $0.name == name } }

    /// A modifier whose first argument is written exactly so: `.accessibilityHidden(true)`,
    /// `.accessibilityAddTraits(.isButton)`.
    public func contains(_ name: String, firstArgument: String) -> Bool {
        contains { $0.name == name && $0.arguments.first?.text == firstArgument }
    }

    /// Whether a modifier gives the view an accessibility label (`.accessibilityLabel`, or the
    /// older `.accessibility(label:)`).
    public var givesAccessibilityLabel: Bool {
        contains("accessibilityLabel") || contains { $0.name == "accessibility" && $0.argument("label") != nil }
    }

    /// A trait that announces the view as actionable, in any spelling: `.accessibilityAddTraits(.isButton)`,
    /// `.accessibilityAddTraits([.isHeader, .isLink])`, the older `.accessibility(addTraits: .isButton)`.
    public var givesActionableTrait: Bool {
        contains { modifier in
            let traits: ModifierArgument? =
                switch modifier.name {
                case "accessibilityAddTraits": modifier.arguments.first
                case "accessibility": modifier.argument("addTraits")
                default: nil
                }
            return traits.map { $0.text.contains(".isButton") || $0.text.contains(".isLink") } ?? false
        }
    }

    /// `.accessibilityHidden(true)`, `.accessibility(hidden: true)`, `.hidden()` or `.opacity(0)`, which SwiftUI
    /// neither draws nor gives VoiceOver (Limit's placeholder toolbar button).
    public var hidesFromAccessibility: Bool {
        contains("accessibilityHidden", firstArgument: "true") || contains { $0.name == "hidden" && $0.arguments.isEmpty }
            || contains { $0.name == "accessibility" && $0.argument("hidden")?.text == "true" } || contains("opacity", firstArgument: "0")
    }
}

// MARK: Controls

/// A Button, Link, Menu, Toggle, NavigationLink or ShareLink and what its label is made of.
public struct ControlFact: Hashable, Sendable, Codable {
    public var kind: String
    public var label: ControlLabel
    /// The modifiers applied to the control, in order.
    public var modifiers: [Modifier]
    /// A Button's action as a gesture's is kept (`GestureFact.action`): the closure's body, or
    /// the function handed in (`dismiss`); empty for other controls.
    public var action = ""
    /// One of `.swipeActions { … }`, there or in a helper named for one: VoiceOver offers it as a
    /// named action of the row, and reads no hint there.
    public var isSwipeAction = false
    /// A view around it that is no element of its own gives an accessibility label (`HStack { Button … }
    /// .accessibilityLabel("Zap")`), which SwiftUI hands to each element inside; read for labels that show no text.
    public var isLabelledByContainer = false
    public var location: SourceLocation

    public init(kind: String, label: ControlLabel, modifiers: [Modifier], location: SourceLocation) {
        self.kind = kind
        self.label = label
        self.modifiers = modifiers
        self.location = location
    }
}

public struct ControlLabel: Hashable, Sendable, Codable {
    public enum Content: String, Hashable, Sendable, Codable {
        /// A title string, `Text` or `Label`: VoiceOver has words to read.
        case text
        /// Only images (`Image`, `AsyncImage`): VoiceOver reads an asset or symbol name at best.
        case imageOnly
        /// Views syntax cannot see into (a custom view, a variable): cannot tell.
        case otherViews
        case empty
    }

    public var content: Content
    /// The title argument's key (literal) or source text, when the control has one.
    public var title: String?
    /// `systemImage:`/`image:` arguments and images found in the label, as `ImageSource`s.
    public var icons: [ImageSource]
    /// Accessibility modifiers applied to views inside the label closure
    /// (`Image(…).accessibilityLabel(…)`, `.accessibilityHidden(true)`).
    public var innerModifiers: [Modifier]
    /// The views of the label syntax cannot see into, by name (`IconView`), "" for one that is
    /// not a call (a variable): the target index may know what a named one shows.
    public var opaqueViews: [String] = []
    /// Properties shown in the label by name (`label: { albumArtImage }`): their images are the
    /// control's to name.
    public var referencedViews: [String] = []
    /// The one string each view of `opaqueViews` made with one is handed (`SmallImage("Edit")`): the asset a view
    /// that shows `Image(name)` of what it is given shows.
    public var handedNames: [String: String] = [:]

    public init(content: Content, title: String? = nil, icons: [ImageSource], innerModifiers: [Modifier]) {
        self.content = content
        self.title = title
        self.icons = icons
        self.innerModifiers = innerModifiers
    }

    /// Whether VoiceOver gets a name for the control from somewhere: a title, a label with
    /// text, or an accessibility label inside the label closure.
    public var isNamed: Bool { content == .text || innerModifiers.givesAccessibilityLabel }
}

// MARK: Images

public enum ImageSource: Hashable, Sendable, Codable {
    /// `Image("name")`: VoiceOver reads the asset name unless labelled.
    case asset(String)
    /// `Image(.name)`: a generated asset symbol.
    case assetResource(String)
    case systemName(String)
    /// `Image(decorative:)`: hidden from VoiceOver on purpose.
    case decorative(String)
    /// `Image(uiImage:)`, `Image(nsImage:)`, `Image(systemName: variable)`, … : the argument
    /// label (or "_") and its source text.
    case other(argument: String, expression: String)
}

extension ImageSource {
    /// An SF Symbol, named by a literal or a variable (`Image(systemName: icon)`), or through
    /// SFSafeSymbols' typed names (`Image(systemSymbol: .trash)`).
    public var isSymbol: Bool {
        switch self {
        case .systemName: true
        case .other(let argument, _): argument == "systemName" || argument == "systemSymbol"
        default: false
        }
    }
}

public struct ImageFact: Hashable, Sendable, Codable {
    public var source: ImageSource
    /// `Image("x", label: Text("…"))`.
    public var hasLabelArgument: Bool
    public var modifiers: [Modifier]
    /// The control whose label holds the image: then the control's name matters, not the image's.
    public var enclosingControl: SourceLocation?
    /// The icon of a `Label { title } icon: { Image(…) }`: VoiceOver reads the title for both.
    public var isLabelIcon = false
    /// What the views around it say about how VoiceOver reads it.
    public var surroundings = AccessibilitySurroundings()
    /// Shown with nothing but other images and shapes around it (no text beside it, in the
    /// stacks it sits in): a symbol then conveys something alone.
    public var isAlone = false
    /// A value handed on rather than a view shown here (returned as an `Image`, drawn into a
    /// context, made by an image builder): where it is shown decides its label.
    public var isHandedOn = false
    /// The property or function whose body shows it (`body`, `albumArtImage`).
    public var enclosingDeclaration: String?
    public var location: SourceLocation

    public init(
        source: ImageSource, hasLabelArgument: Bool, modifiers: [Modifier], enclosingControl: SourceLocation? = nil,
        location: SourceLocation
    ) {
        self.source = source
        self.hasLabelArgument = hasLabelArgument
        self.modifiers = modifiers
        self.enclosingControl = enclosingControl
        self.location = location
    }
}

// MARK: Gestures, fonts, frames

public struct GestureFact: Hashable, Sendable, Codable {
    /// "onTapGesture", "onLongPressGesture", or "gesture" / "simultaneousGesture" /
    /// "highPriorityGesture" with a `TapGesture`/`LongPressGesture`.
    public var kind: String
    /// The view the gesture is attached to (`Text`, `HStack`, a custom view's name), nil when
    /// syntax cannot tell (`content`, implicit `self`).
    public var receiver: String?
    /// A control, or the label a `ButtonStyle` draws (`configuration.label`, `content` in its
    /// `makeBody`): the button already is one.
    public var receiverIsControl: Bool
    /// What the gesture does: its closure's body as written, "" for an empty closure
    /// (`onLongPressGesture(perform: {}) { pressing in … }` only tracks the press).
    public var action: String = ""
    /// Taps needed (`onTapGesture(count: 2)`), 1 for long presses.
    public var tapCount = 1
    /// The whole modifier chain the gesture sits in.
    public var modifiers: [Modifier]
    /// What the views it sits in say (an enclosing element with the button trait).
    public var surroundings = AccessibilitySurroundings()
    /// Its only effect is to focus a field (`focusedField = .days`), which is reachable itself.
    public var onlyMovesFocus = false
    /// Sits on a bare colour (`Color.clear`, `Color.black`, `Color(.overlay)`): a dimmed backdrop or
    /// a clear layer over the screen, not something drawn as a control.
    public var receiverIsBackdrop = false
    /// In the `makeBody` of a `ToggleStyle`: the toggle the style draws may already be the control.
    public var isInToggleStyle = false
    /// A double tap or long press in the label of a control that acts on its own, or on the app's own button
    /// (`ExpandedTapAreaButton { pop() } label: { … }.simultaneousGesture(LongPressGesture()…)`): VoiceOver reaches the
    /// control, and the gesture is a second way in, whose action may or may not be reachable elsewhere.
    public var isShortcutOnControl = false
    public var location: SourceLocation

    public init(
        kind: String, receiver: String? = nil, receiverIsControl: Bool, action: String = "", modifiers: [Modifier], location: SourceLocation
    ) {
        self.kind = kind
        self.receiver = receiver
        self.receiverIsControl = receiverIsControl
        self.action = action
        self.modifiers = modifiers
        self.location = location
    }

    /// `.accessibilityAction`, `.accessibilityActions`, anywhere in the chain: VoiceOver can act.
    public var hasAccessibilityAction: Bool {
        modifiers.contains("accessibilityAction") || modifiers.contains("accessibilityActions")
    }

    /// Announced as a button or link, by its own chain or by the one element it is part of
    /// (which a VoiceOver double tap activates). A single tap only: VoiceOver's activation is one.
    public var isAnnouncedActionable: Bool {
        tapCount == 1 && (kind == "onTapGesture" || kind.contains("Tap"))
            && (modifiers.givesActionableTrait
                || (surroundings.elementIsActionable && [".ignore", ".combine"].contains(surroundings.elementChildren)))
    }

    /// VoiceOver users can do what the gesture does.
    public var hasAccessibleAction: Bool { hasAccessibilityAction || isAnnouncedActionable }
}

public struct FontFact: Hashable, Sendable, Codable {
    public enum Size: Hashable, Sendable, Codable {
        case literal(Double)
        /// A property declared `@ScaledMetric` in the file: it follows Dynamic Type.
        case scaledMetric(String)
        case expression(String)
    }

    /// ".system(size:)", ".custom(_:size:)", "UIFont.systemFont(ofSize:)", "UIFont(name:size:)", …
    public var api: String
    public var size: Size
    /// `relativeTo:` of `.custom(_:size:relativeTo:)`, as written.
    public var relativeTo: String?
    /// Wrapped in `UIFontMetrics…scaledFont(for:)`, which scales it with Dynamic Type.
    public var isScaledByFontMetrics: Bool
    /// Given with `.font(…)` to an icon, not text: an `Image`, or a view whose chain has
    /// `.labelStyle(.iconOnly)`.
    public var isOnIcon = false
    /// Not sized by Dynamic Type wherever it goes: a system bar's title attributes (navigation and
    /// tab bars keep their size and offer the Large Content Viewer) or text drawn into a PDF page.
    public var isOutsideDynamicType = false
    public var location: SourceLocation
    /// The name an `.expression` size reads, for the target index.
    public var sizeReference: NameReference?

    public init(api: String, size: Size, relativeTo: String? = nil, isScaledByFontMetrics: Bool, location: SourceLocation) {
        self.api = api
        self.size = size
        self.relativeTo = relativeTo
        self.isScaledByFontMetrics = isScaledByFontMetrics
        self.location = location
    }

    public var followsDynamicType: Bool {
        if relativeTo != nil || isScaledByFontMetrics { return true }
        // Apple: `Font.custom(_:size:)` "scales with the body text style"; `fixedSize:` does not.
        if api == ".custom(_:size:)" { return true }
        if case .scaledMetric = size { return true }
        return false
    }
}

public struct FrameFact: Hashable, Sendable, Codable {
    public var width: Double?
    public var height: Double?
    public var minWidth: Double?
    public var minHeight: Double?
    /// The base view of the chain (`Image`, `Button`, …), nil when syntax cannot tell.
    public var receiver: String?
    /// Tapped: a control, a view with a tap gesture in its chain, or a view inside a control's label.
    public var isTappable: Bool
    /// The control the frame is applied to (`Button { … }.frame(height: 30)`), nil otherwise.
    public var control: SourceLocation?
    public var enclosingControl: SourceLocation?
    /// `.padding` modifiers in the same chain (and, inside a label, on the control).
    public var paddings: [Padding]
    public var hasContentShape: Bool
    public var location: SourceLocation
    /// The names sizes that are not literals read (`"width": Metrics.buttonSize`), by argument label.
    public var references: [String: NameReference] = [:]
    /// A later, larger frame of the chain with a content shape is the hit area.
    public var hitAreaGrows = false
    /// In a control that is a toolbar item's whole content: the bar sizes its hit area.
    public var isWholeBarItem = false

    public init(
        width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, minHeight: Double? = nil, receiver: String? = nil,
        isTappable: Bool, control: SourceLocation? = nil, enclosingControl: SourceLocation? = nil, paddings: [Padding],
        hasContentShape: Bool, location: SourceLocation
    ) {
        self.width = width
        self.height = height
        self.minWidth = minWidth
        self.minHeight = minHeight
        self.receiver = receiver
        self.isTappable = isTappable
        self.control = control
        self.enclosingControl = enclosingControl
        self.paddings = paddings
        self.hasContentShape = hasContentShape
        self.location = location
    }
}

public struct Padding: Hashable, Sendable, Codable {
    public enum Amount: Hashable, Sendable, Codable {
        /// `.padding()` / `.padding(.horizontal)`: the system's default, which depends on the
        /// platform and context (16 points on iOS in most contexts, not a public constant).
        case systemDefault
        case literal(Double)
        case expression(String)
    }

    public var amount: Amount
    /// The edges as written (`.horizontal`, `[.top, .bottom]`), nil for all edges.
    public var edges: String?
    /// The name an `.expression` amount reads, for the target index.
    public var reference: NameReference?

    public init(amount: Amount, edges: String?) {
        self.amount = amount
        self.edges = edges
    }

    /// The padding a `.padding(…)` modifier adds, nil for other modifiers.
    public init?(_ modifier: Modifier) {
        guard modifier.name == "padding" else { return nil }
        var edges: String?
        var amount = Amount.systemDefault
        var reference: NameReference?
        for argument in modifier.arguments {
            if argument.label == nil, argument.number == nil, argument.text.hasPrefix(".") || argument.text.hasPrefix("[") {
                edges = argument.text
            } else if let number = argument.number {
                amount = .literal(number)
            } else {
                amount = .expression(argument.text)
                reference = argument.reference
            }
        }
        self.init(amount: amount, edges: edges)
        self.reference = reference
    }
}
