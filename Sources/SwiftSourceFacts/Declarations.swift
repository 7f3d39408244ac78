import SourceText

/// What one file declares that other files of its target may name: constants and computed
/// values, enums' raw values, types (what they inherit, what they override), custom views'
/// bodies, and which type names the file uses outside previews. Read with the file's other facts
/// and cached with them; `TargetIndex` joins the files of a target.
public struct FileDeclarations: Sendable, Equatable, Codable {
    /// Properties and functions declared in a type or at file level (not locals): stored
    /// constants and variables, computed properties, functions, each with the value it holds or
    /// returns when syntax can tell.
    public var values: [DeclaredValue] = []
    public var enums: [DeclaredEnum] = []
    public var types: [DeclaredType] = []
    public var views: [DeclaredView] = []
    /// Names starting with a capital letter that the file reads outside previews and outside the
    /// declaration of the type of that name.
    public var typeReferences: Set<String> = []
    /// Per preview, the names starting with a capital letter it reads, in order of first use: the
    /// first type of the target is what it previews, the others are its helpers.
    public var previewReferences: [[String]] = []
    /// UIKit objects given a title or an accessibility label (`closeButton.accessibilityLabel = …`,
    /// `button.setTitle(…)`), as `UIKitIconControl.key(owner:receiver:)`.
    public var labelledReceivers: Set<String> = []
    /// UIKit objects made actionable, given a larger hit area, or types with a visible close, as
    /// `UIKitReceiverMark.key(owner:receiver:)`.
    public var markedReceivers: Set<String> = []
    /// Members that read Reduce Motion, and animation members with the names they read, for the
    /// index to tell which of the target's helpers honour it (`TargetIndex.honoursReduceMotion`).
    public var motionHelpers: [MotionHelper] = []
    /// Functions named for destroying whose body offers an Undo (`Snackbar.show(undoAction:)`), only marks an item
    /// deleted (`task.deletionDate = Date()`: the app's own Trash) or only raises a confirmation's flag, for the index
    /// to tell which destructive calls of other files have a way back (`TargetIndex.wayBack`).
    public var waysBack: [String: TargetIndex.WayBack] = [:]
    /// Fonts of the app's own (a `Font` property, a `.fontSize(_:)` helper, a font `ViewModifier`), for the index
    /// to tell whether text given one grows with Dynamic Type (`TargetIndex.fontSizing`).
    public var fonts: [FontDeclaration] = []
    /// What the file's code outside previews and debug builds hands each labelled argument when it makes one of the
    /// app's types (`ToolsImage(isSelected: true, …)`), keyed `Type.label`, for the index to tell a property that
    /// every caller fixes (`TargetIndex.argumentsPassed(to:of:)`).
    public var constructionArguments: [String: PassedArguments] = [:]
    /// Arguments a type's code hands on from its own property of the same name (`isSelected: isSelected`), keyed
    /// `Type.label`, with the `Owner.property` they come from (`ConstructionSites`).
    public var forwardedArguments: [String: Set<String>] = [:]

    public init() {}
}

/// The kinds of value construction sites pass one labelled argument: a `true` literal, a `false` literal, anything else.
public struct PassedArguments: OptionSet, Hashable, Sendable, Codable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let trueLiteral = PassedArguments(rawValue: 1)
    public static let falseLiteral = PassedArguments(rawValue: 2)
    public static let other = PassedArguments(rawValue: 4)
    /// A site that passes a value its own code also shows another way: an `if` on it that shows a view, a text
    /// chosen by it (OpenFind's `title: ignored ? "Ignored" : "Ignore"` beside `isOn: ignored`).
    public static let shownAtSite = PassedArguments(rawValue: 8)

    /// Every site passes `true` or `false` as written: each fixes the value, which never changes where it is shown.
    public var isFixedBySites: Bool { !isEmpty && !contains(.other) }

    public static func key(type: String, label: String) -> String { type + "." + label }

    /// The key under which a shipped site that makes `type` at all is noted, whatever it passes (`.other`).
    public static func madeKey(type: String) -> String { key(type: type, label: "()") }
}

/// A font of the app's own and how the font its body builds sizes text, as far as its text shows.
public struct FontDeclaration: Hashable, Sendable, Codable {
    public enum Sizing: String, Hashable, Sendable, Codable {
        /// A text style, `.custom(_:size:)`, a preferred or `UIFontMetrics`-scaled font: it grows with Dynamic Type.
        case grows
        /// `.system(size:)`, `.custom(_:fixedSize:)`, a UIKit font of a point size: it does not.
        case fixed
    }

    public var name: String
    /// Nil when the body builds no font itself.
    public var sizing: Sizing?
    /// The names of fonts and modifiers its body uses (`ZashiFontModifier`, `manRopeFont`), for one that hands
    /// its font to another.
    public var references: [String]
    /// Declared as a `UIFont` or `NSFont`.
    public var isUIKit: Bool

    public init(name: String, sizing: Sizing?, references: [String], isUIKit: Bool = false) {
        self.name = name
        self.sizing = sizing
        self.references = references
        self.isUIKit = isUIKit
    }
}

/// A function, computed property or static member that reads Reduce Motion in its body, or an
/// animation member (`func disabledDuringTests() -> Self` in `extension Animation`) that may
/// call one that does.
public struct MotionHelper: Hashable, Sendable, Codable {
    public var name: String
    public var readsReduceMotion: Bool
    /// The names its body reads, for members that do not read Reduce Motion themselves.
    public var references: [String]

    public init(name: String, readsReduceMotion: Bool, references: [String] = []) {
        self.name = name
        self.readsReduceMotion = readsReduceMotion
        self.references = references
    }
}

/// A property or function declared in a type (or an extension of it) or at file level.
public struct DeclaredValue: Hashable, Sendable, Codable {
    public enum Kind: String, Hashable, Sendable, Codable {
        /// `let x = …`, `static let x = …`.
        case constant
        /// `var x = …` (stored): the value it starts with, which code may change.
        case variable
        /// `var x: T { … }`.
        case computed
        case function
    }

    public var name: String
    /// The type it is declared in, nested names joined with dots (`Theme.Metrics`); the extended
    /// type for an extension; nil at file level.
    public var owner: String?
    public var kind: Kind
    public var isStatic: Bool
    /// The type annotation or return type as written (`CGFloat`, `some View`), nil when absent.
    public var type: String?
    /// Attribute names without `@` (`ScaledMetric`, `IBOutlet`, `State`).
    public var attributes: [String]
    /// The initial value, or what a computed property or function returns; nil when there is
    /// none (`let title: String`) or the body is not read.
    public var value: DeclaredExpression?
    public var location: SourceLocation

    public init(
        name: String, owner: String?, kind: Kind, isStatic: Bool, type: String?, attributes: [String] = [],
        value: DeclaredExpression?, location: SourceLocation
    ) {
        self.name = name
        self.owner = owner
        self.kind = kind
        self.isStatic = isStatic
        self.type = type
        self.attributes = attributes
        self.value = value
        self.location = location
    }

    /// `@ScaledMetric`: a size that follows Dynamic Type.
    public var isScaledMetric: Bool { attributes.contains { $0.hasSuffix("ScaledMetric") } }
}

/// An expression as a declaration writes it, as a small tree, so that later phases evaluate what
/// they understand (a number, a string, `Color("Brand")`, `UIColor(named: "x")`,
/// `.blue.opacity(0.5)`) without parsing Swift.
public indirect enum DeclaredExpression: Hashable, Sendable, Codable {
    case number(Double)
    /// A string literal without interpolation, escapes resolved.
    case string(String)
    case boolean(Bool)
    /// A bare name: `brand`, `Color`.
    case reference(String)
    /// `.blue` (no base), `Color.blue`, `Theme.brand`, `self.brand`.
    case member(base: DeclaredExpression?, name: String)
    /// `Color("Brand")`, `UIColor(named: "x")`, `Color.brand.opacity(0.5)`.
    case call(callee: DeclaredExpression, arguments: [DeclaredArgument])
    /// Several values, one of which is taken at run time: the branches of an `if`, `switch` or
    /// ternary, or the `return`s of a body.
    case choice([DeclaredExpression])
    /// Anything else, as written (cut to 200 characters).
    case other(String)
}

public struct DeclaredArgument: Hashable, Sendable, Codable {
    public var label: String?
    public var value: DeclaredExpression

    public init(label: String?, value: DeclaredExpression) {
        self.label = label
        self.value = value
    }
}

extension DeclaredExpression {
    /// The number the expression is, when it is a literal (`38`, `-2.5`, `CGFloat(38)`).
    public var number: Double? {
        switch self {
        case .number(let value): value
        case .call(.reference(let type), let arguments)
        where ["CGFloat", "Double", "Float", "Int"].contains(type) && arguments.count == 1
            && arguments[0].label == nil:
            arguments[0].value.number
        default: nil
        }
    }

    /// The literal strings the expression can be: one for a literal, each branch's for a choice
    /// whose every branch is a literal; nil otherwise.
    public var strings: [String]? {
        switch self {
        case .string(let value): return [value]
        case .choice(let branches):
            var all: [String] = []
            for branch in branches {
                guard let strings = branch.strings else { return nil }
                all += strings
            }
            return all.isEmpty ? nil : all
        default: return nil
        }
    }

    /// The name the expression reads, dotted (`Theme.brand`, `.blue` as `.blue`), for a
    /// reference or a member chain of references; nil for calls and literals.
    public var path: String? {
        switch self {
        case .reference(let name): name
        case .member(nil, let name): "." + name
        case .member(let base?, let name): base.path.map { $0 + "." + name }
        default: nil
        }
    }
}

/// An enum with its cases' raw values.
public struct DeclaredEnum: Hashable, Sendable, Codable {
    public struct Case: Hashable, Sendable, Codable {
        public var name: String
        /// The raw value: written (`case lunch = "Lunch"`) or implied (a `String` enum's case
        /// name); nil when the enum has no raw type or it is not a string.
        public var rawValue: String?

        public init(name: String, rawValue: String?) {
            self.name = name
            self.rawValue = rawValue
        }
    }

    /// The name, nested names joined with dots.
    public var name: String
    /// The first inherited type (`String`, `Int`), as written.
    public var rawType: String?
    public var cases: [Case]
    public var location: SourceLocation

    public init(name: String, rawType: String?, cases: [Case], location: SourceLocation) {
        self.name = name
        self.rawType = rawType
        self.cases = cases
        self.location = location
    }
}

/// A struct, class, enum or extension: what it inherits and which members it overrides.
public struct DeclaredType: Hashable, Sendable, Codable {
    public enum Kind: String, Hashable, Sendable, Codable { case `struct`, `class`, `enum`, `extension`, actor, `protocol` }

    /// The name, nested names joined with dots; the extended type for an extension.
    public var name: String
    public var kind: Kind
    /// Superclass and protocols as written, in order.
    public var inherits: [String]
    /// Members declared `override` (`touchesEnded`, `point`, `accessibilityActivate`,
    /// `accessibilityTraits`), by base name.
    public var overrides: Set<String>
    /// Whether it declares `@IBOutlet`s, `@IBAction`s or `awakeFromNib`: part of it is made in
    /// Interface Builder, which the linter does not read.
    public var usesInterfaceBuilder: Bool
    public var lines: LineRange
    /// Declared `public` or `open`: another module may use it.
    public var isPublic = false
    /// Declared `private` or `fileprivate`: only its own file may use it.
    public var isFilePrivate = false

    public init(
        name: String, kind: Kind, inherits: [String], overrides: Set<String> = [], usesInterfaceBuilder: Bool = false,
        lines: LineRange
    ) {
        self.name = name
        self.kind = kind
        self.inherits = inherits
        self.overrides = overrides
        self.usesInterfaceBuilder = usesInterfaceBuilder
        self.lines = lines
    }

    /// The last component of the name (`Metrics` for `Theme.Metrics`).
    public var shortName: String { name.split(separator: ".").last.map(String.init) ?? name }
}

/// A custom view and what its `body` shows, read like a control's label: only images, text,
/// other views.
public struct DeclaredView: Hashable, Sendable, Codable {
    public var name: String
    public var body: ControlLabel
    public var location: SourceLocation

    public init(name: String, body: ControlLabel, location: SourceLocation) {
        self.name = name
        self.body = body
        self.location = location
    }
}

/// A name an expression reads (`buttonSize`, `Metrics.buttonSize`, `model.title`,
/// `kind.rawValue`), with what its place says about scope, for `TargetIndex` to resolve.
public struct NameReference: Hashable, Sendable, Codable {
    /// The components as written, `self`/`Self` dropped: `["Metrics", "buttonSize"]`.
    public var path: [String]
    /// Written `self.x` or `Self.x`: a member of the enclosing type.
    public var isSelfQualified: Bool
    /// `title()`: a call without arguments of the last component.
    public var isCall: Bool
    /// The types the expression sits in, innermost first (`["Row", "SettingsView"]`).
    public var enclosingTypes: [String]
    /// Set when the first component is declared inside the enclosing function or closure (a
    /// local, a parameter, a closure's parameter): then no member or global is meant.
    public var local: LocalBinding?

    public init(
        path: [String], isSelfQualified: Bool = false, isCall: Bool = false, enclosingTypes: [String] = [],
        local: LocalBinding? = nil
    ) {
        self.path = path
        self.isSelfQualified = isSelfQualified
        self.isCall = isCall
        self.enclosingTypes = enclosingTypes
        self.local = local
    }

    public var description: String { (isSelfQualified ? "self." : "") + path.joined(separator: ".") + (isCall ? "()" : "") }
}

/// What a local declaration says about a name: its type and value when written.
public struct LocalBinding: Hashable, Sendable, Codable {
    public var type: String?
    public var value: DeclaredExpression?

    public init(type: String?, value: DeclaredExpression?) {
        self.type = type
        self.value = value
    }
}
