import SourceText

/// A screen's accessibility-relevant design: what each element is, says, measures and looks
/// like. One YAML or JSON file per screen under `Specs/`.
public struct ScreenSpec: Sendable {
    public enum Kind: String, CaseIterable, Sendable, Codable {
        case screen, modal, sheet, alert, banner, overlay, component
    }

    public var id: String
    public var kind: Kind
    /// The route that shows the screen (`Library/Home`).
    public var route: String?
    /// The navigation title; CH32 §6: every screen has one, announced as a header.
    public var title: TextReference?
    /// Behind every element unless one sets its own background.
    public var background: Paint?
    /// Modals: which element closes and which gets focus on open (CH32 §5.6).
    public var closeElement: String?
    public var initialFocus: String?
    /// VoiceOver's order, when it differs from the element order.
    public var readingOrder: [String]?
    /// A canvas screen names the screen that offers the same features without gestures
    /// (CH32 §7.1: Outline Mode).
    public var outlineEquivalent: String?
    /// Features that screen offers, for canvas/outline parity checks.
    public var features: [String]
    /// The paywall and purchase screens declare what they sell (CH32 §9.2).
    public var purchase: PurchaseSpec?
    public var elements: [Element]
    public var suppressions: [Suppression]
    public var location: SourceLocation

    public init(id: String, kind: Kind = .screen, location: SourceLocation) {
        self.id = id
        self.kind = kind
        self.route = nil
        self.title = nil
        self.background = nil
        self.closeElement = nil
        self.initialFocus = nil
        self.readingOrder = nil
        self.outlineEquivalent = nil
        self.features = []
        self.purchase = nil
        self.elements = []
        self.suppressions = []
        self.location = location
    }

    public func element(_ id: String) -> Element? { elements.first { $0.id == id } }

    /// Elements in VoiceOver order.
    public var elementsInReadingOrder: [Element] {
        guard let order = readingOrder else { return elements }
        var result = order.compactMap { element($0) }
        result += elements.filter { !order.contains($0.id) }
        return result
    }
}

/// Which actions a purchase screen must make reachable (CH32 §9.2, §13.4: purchase and
/// restore not accessible is a P0).
public struct PurchaseSpec: Sendable {
    /// Element ids of the purchase (Start Trial/Subscribe), restore and dismiss actions.
    public var purchase: String?
    public var restore: String?
    public var dismiss: String?
    public var location: SourceLocation
}

/// A string shown to users: a catalog key, or literal text (which the lint reports).
public enum TextReference: Sendable, Equatable, CustomStringConvertible {
    case key(String)
    case literal(String)

    public var description: String {
        switch self {
        case .key(let key): key
        case .literal(let text): "\"\(text)\""
        }
    }

    public var key: String? {
        if case .key(let key) = self { return key }
        return nil
    }

    /// A bare value is a key when it is shaped like one (dot-separated identifiers, no
    /// spaces: `screen.home.title`); anything else is literal text.
    public init(bare text: String) {
        // Two or more dot-separated segments of ASCII letters, digits, _ and -. Checked on
        // bytes: every label, hint and value of every screen comes through here.
        var segments = 1
        var segmentLength = 0
        var looksLikeKey = true
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "."):
                if segmentLength == 0 { looksLikeKey = false }
                segments += 1
                segmentLength = 0
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "_"), UInt8(ascii: "-"):
                segmentLength += 1
            default:
                looksLikeKey = false
            }
            if !looksLikeKey { break }
        }
        self = looksLikeKey && segments >= 2 && segmentLength > 0 ? .key(text) : .literal(text)
    }
}

/// A user-visible element of a screen.
///
/// An immutable class (the reader fills in `Fields`): every rule walks every
/// element, and handing one reference around is far cheaper than copying twenty fields (a
/// 2,000-screen lint spent a fifth of its time copying elements).
public final class Element: Sendable {
    public let id: String
    public let role: Role
    /// Visible text.
    public let text: TextReference?
    /// VoiceOver label (what it is), hint (what it does), value (its state).
    public let label: TextReference?
    public let hint: TextReference?
    public let value: TextReference?
    /// Position and size in points.
    public let frame: Rect?
    /// Extra touch area around the frame (CH32 §4.1 hitSlop), in points per side.
    public let hitSlop: Double
    public let foreground: Paint?
    public let background: Paint?
    public let font: FontSpec?
    /// Decorative images and dividers: hidden from VoiceOver.
    public let decorative: Bool
    /// Whether VoiceOver can focus it; nil means the role's default.
    public let focusable: Bool?
    /// Whether the element is essential to understand or operate the UI (icons, focus rings,
    /// selection marks): such non-text elements need 3:1 contrast (WCAG 1.4.11).
    public let essential: Bool
    /// A container whose height does not grow with its text (clips at large sizes).
    public let fixedHeight: Bool
    /// For timers and live regions: how often VoiceOver is told about changes.
    public let announces: Announcement?
    public let states: [StateSpec]
    public let gestures: [Gesture]
    public let destructive: DestructiveAction?
    /// The route the element opens.
    public let opens: String?
    public let suppressions: [Suppression]
    public let location: SourceLocation

    /// The element as the reader fills it in; `Element(fields)` freezes it.
    public struct Fields: Sendable {
        public var id: String
        public var role: Role
        /// Visible text.
        public var text: TextReference?
        /// VoiceOver label (what it is), hint (what it does), value (its state).
        public var label: TextReference?
        public var hint: TextReference?
        public var value: TextReference?
        /// Position and size in points.
        public var frame: Rect?
        /// Extra touch area around the frame (CH32 §4.1 hitSlop), in points per side.
        public var hitSlop: Double
        public var foreground: Paint?
        public var background: Paint?
        public var font: FontSpec?
        /// Decorative images and dividers: hidden from VoiceOver.
        public var decorative: Bool
        /// Whether VoiceOver can focus it; nil means the role's default.
        public var focusable: Bool?
        /// Whether the element is essential to understand or operate the UI (icons, focus rings,
        /// selection marks): such non-text elements need 3:1 contrast (WCAG 1.4.11).
        public var essential: Bool
        /// A container whose height does not grow with its text (clips at large sizes).
        public var fixedHeight: Bool
        /// For timers and live regions: how often VoiceOver is told about changes.
        public var announces: Announcement?
        public var states: [StateSpec]
        public var gestures: [Gesture]
        public var destructive: DestructiveAction?
        /// The route the element opens.
        public var opens: String?
        public var suppressions: [Suppression]
        public var location: SourceLocation

        public init(id: String, role: Role, location: SourceLocation) {
            self.id = id
            self.role = role
            self.text = nil
            self.label = nil
            self.hint = nil
            self.value = nil
            self.frame = nil
            self.hitSlop = 0
            self.foreground = nil
            self.background = nil
            self.font = nil
            self.decorative = false
            self.focusable = nil
            self.essential = false
            self.fixedHeight = false
            self.announces = nil
            self.states = []
            self.gestures = []
            self.destructive = nil
            self.opens = nil
            self.suppressions = []
            self.location = location
        }
    }

    public init(_ fields: Fields) {
        id = fields.id
        role = fields.role
        text = fields.text
        label = fields.label
        hint = fields.hint
        value = fields.value
        frame = fields.frame
        hitSlop = fields.hitSlop
        foreground = fields.foreground
        background = fields.background
        font = fields.font
        decorative = fields.decorative
        focusable = fields.focusable
        essential = fields.essential
        fixedHeight = fields.fixedHeight
        announces = fields.announces
        states = fields.states
        gestures = fields.gestures
        destructive = fields.destructive
        opens = fields.opens
        suppressions = fields.suppressions
        location = fields.location
    }

    /// The name VoiceOver reads: the label, or the visible text.
    public var accessibleName: TextReference? { label ?? text }

    public var isFocusable: Bool { focusable ?? (!decorative && role.isFocusableByDefault) }

    /// The area a finger can hit: the frame grown by the hit slop on each side.
    public var touchArea: Rect? {
        frame.map { Rect(x: $0.x - hitSlop, y: $0.y - hitSlop, width: $0.width + 2 * hitSlop, height: $0.height + 2 * hitSlop) }
    }
}

/// VoiceOver roles (UIAccessibilityTraits) plus the kinds of content CH32 talks about.
public enum Role: String, CaseIterable, Sendable, Codable {
    case button, iconButton, tab, chip, toggle, textField, slider, stepper, picker, link, menu, segmentedControl
    case text, header, image, icon, node, connector, timer, progress, badge, banner, card, divider, canvas, list, row

    /// Elements a user operates.
    public var isInteractive: Bool {
        switch self {
        case .button, .iconButton, .tab, .chip, .toggle, .textField, .slider, .stepper, .picker, .link, .menu, .segmentedControl, .node,
            .connector, .row:
            true
        default: false
        }
    }

    var isFocusableByDefault: Bool {
        switch self {
        case .divider, .canvas: false
        default: true
        }
    }

    /// Elements whose content is text (contrast uses the text thresholds, Dynamic Type applies).
    public var showsText: Bool {
        switch self {
        case .button, .tab, .chip, .textField, .link, .text, .header, .timer, .badge, .banner, .card, .row, .segmentedControl, .menu: true
        default: false
        }
    }

    /// What VoiceOver says for the role, for labels that repeat it ("Save button").
    public var spokenNames: [String] {
        switch self {
        case .button, .iconButton: ["button"]
        case .tab: ["tab"]
        case .toggle: ["switch", "toggle"]
        case .link: ["link"]
        case .header: ["heading", "header"]
        case .image, .icon: ["image", "icon"]
        case .textField: ["text field", "field"]
        case .slider: ["slider"]
        case .chip: ["chip"]
        default: []
        }
    }
}

public struct Rect: Sendable, Equatable {
    public var x: Double, y: Double, width: Double, height: Double
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }

    public func intersects(_ other: Rect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    /// The gap between two rectangles that do not overlap (0 when they touch or overlap).
    public func distance(to other: Rect) -> Double {
        let dx = max(0, max(other.x - maxX, x - other.maxX))
        let dy = max(0, max(other.y - maxY, y - other.maxY))
        return (dx * dx + dy * dy).squareRoot()
    }
}

public struct FontSpec: Sendable, Equatable {
    public var size: Double
    public var weight: FontWeight
    /// The Dynamic Type style it scales with (`body`, `headline`…); nil with a fixed size.
    public var textStyle: String?
}

public enum FontWeight: String, CaseIterable, Sendable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// WCAG counts text as bold from semibold up when judging "large text".
    public var isBold: Bool { [.semibold, .bold, .heavy, .black].contains(self) }
}

public enum Announcement: String, CaseIterable, Sendable {
    case everySecond, keyMoments, none
}

/// A state and how the UI shows it (CH32 §4.4: never by color alone).
public struct StateSpec: Sendable {
    public enum Indicator: String, CaseIterable, Sendable {
        case color, icon, checkmark, border, underline, text, shape, weight, accessibilityValue
    }

    public var name: String
    public var indicators: [Indicator]
    public var location: SourceLocation
}

/// A gesture and the visible control that does the same (CH32 §4.1, §7.4).
public struct Gesture: Sendable {
    public enum Kind: String, CaseIterable, Sendable {
        case tap, doubleTap, longPress, swipe, pinch, pan, drag, rotate
    }

    public var kind: Kind
    public var action: String
    /// Element id (on this screen) or route id that offers the same action without the gesture.
    public var alternative: String?
    public var location: SourceLocation
}

public struct DestructiveAction: Sendable {
    public var action: String
    /// The confirmation step (an alert, an action sheet route) — CH31/CH32 §4.1.
    public var confirmation: String?
    public var location: SourceLocation
}

/// `lintIgnore`: silences one rule for a screen, route or element, with the reason, which
/// the report lists.
public struct Suppression: Sendable, Equatable, Codable {
    public var rule: String
    public var reason: String
    public var location: SourceLocation
}
