import SourceText

// MARK: Direction

/// Layout written as left or right where leading or trailing mirrors (CH32 §12.1, §16.4).
public struct DirectionFact: Hashable, Sendable, Codable {
    public enum Kind: String, Hashable, Sendable, Codable {
        /// `.padding(.left, 8)`, `Edge.left`.
        case edge
        /// `textAlignment = .left`, `contentHorizontalAlignment = .right`, `TextAlignment.left`.
        case alignment
        /// `UIEdgeInsets(top:left:bottom:right:)` with different left and right for content.
        case insets
        /// `semanticContentAttribute = .forceLeftToRight`, `.environment(\.layoutDirection, .leftToRight)`.
        case forcedDirection
        /// `leftAnchor`/`rightAnchor`, `NSLayoutConstraint(… attribute: .left …)`.
        case anchor
        /// A directional SF Symbol (`chevron.left`, `arrow.right`) that does not mirror.
        case symbol
    }

    public var kind: Kind
    /// The API written: `textAlignment`, `.padding`, `UIEdgeInsets`, `leftAnchor`, `Image(systemName:)`.
    public var api: String
    /// What was written: `.left`, `left: 16, right: 8`, `chevron.left`.
    public var written: String
    /// For symbols: drawn in a control's label or given to a UIKit button or bar item.
    public var inControl: Bool
    /// For symbols: `.flipsForRightToLeftLayoutDirection(true)` or `imageFlippedForRightToLeftLayoutDirection()`.
    public var mirrored: Bool
    /// For anchors: the other side is pinned in the same statement group with the same offset
    /// (`left` and `right` to a superview's, both 16), which mirrors to the same layout.
    public var isSymmetric: Bool
    /// For a text alignment: the text keeps to one line (no `numberOfLines = 0`, not a field), so the
    /// alignment shows only where the label is wider than its text, which constraints decide. For a button's content
    /// alignment: the button has an image and no title, so the same holds of its image.
    public var showsOnlyIfWider: Bool
    public var location: SourceLocation

    public init(
        kind: Kind, api: String, written: String, inControl: Bool = false, mirrored: Bool = false, isSymmetric: Bool = false,
        showsOnlyIfWider: Bool = false, location: SourceLocation
    ) {
        self.kind = kind
        self.api = api
        self.written = written
        self.inControl = inControl
        self.mirrored = mirrored
        self.isSymmetric = isSymmetric
        self.showsOnlyIfWider = showsOnlyIfWider
        self.location = location
    }

    /// Written in SwiftUI (`.padding(.left)`, `Image(systemName: "chevron.left")`): laid out in the environment's direction.
    public var isSwiftUI: Bool { api == ".padding" || api == "Image(systemName:)" || api.hasSuffix("(systemImage:)") }

    /// `.environment(\.layoutDirection, .leftToRight)`.
    public var forcesLeftToRightEnvironment: Bool {
        kind == .forcedDirection && api.hasPrefix(".environment") && written.hasSuffix("leftToRight")
    }
}

// MARK: Formatting

/// A formatting choice that may ignore the user's locale (CH32 §11.5).
public struct FormatFact: Hashable, Sendable, Codable {
    public enum Kind: String, Hashable, Sendable, Codable {
        /// `formatter.dateFormat = "dd.MM.yyyy"`.
        case dateFormat
        /// `formatter.locale = Locale(identifier: "en_US")`.
        case fixedLocale
        /// `formatter.timeZone = TimeZone(identifier: "UTC")`: a machine format's sign.
        case fixedTimeZone
        /// `String(format: "%.1f", value)` without `locale:`.
        case stringFormat
    }

    public var kind: Kind
    public var api: String
    /// The pattern, locale identifier, time zone or format as written.
    public var value: String
    /// The formatter the value is set on, as the code names it (`formatter`, `Self.dateFormatter`
    /// → `dateFormatter`), nil for other kinds.
    public var receiver: String?
    /// The property or function whose initializer sets it (`static let dayFormatter = { … }()`):
    /// the name other code uses for the formatter.
    public var owner: String?
    /// The owner is an internal or private declaration that its own file never names outside
    /// itself: unless another file does (`Reachability.unnamedFormatterOwners`), nothing uses it.
    public var ownerIsUnnamedInFile: Bool
    /// Set in a branch on the app's own 12/24-hour setting (`switch Defaults[.timeFormat]`): the clock is
    /// the user's choice.
    public var followsClockSetting = false
    /// The API that shows the result when it goes straight to one (`Text`, `UILabel.text =`), nil
    /// when syntax cannot follow it.
    public var shownBy: String?
    public var location: SourceLocation

    public init(
        kind: Kind, api: String, value: String, receiver: String? = nil, owner: String? = nil, ownerIsUnnamedInFile: Bool = false,
        shownBy: String? = nil, location: SourceLocation
    ) {
        self.kind = kind
        self.api = api
        self.value = value
        self.receiver = receiver
        self.owner = owner
        self.ownerIsUnnamedInFile = ownerIsUnnamedInFile
        self.shownBy = shownBy
        self.location = location
    }
}

/// `formatter.string(from: date)`, `formatter.date(from: text)`, `formatter.number(from:)`.
public struct FormatterCall: Hashable, Sendable, Codable {
    /// The formatter as the code names it, last component (`Self.iso.date(from:)` → `iso`).
    public var receiver: String
    /// `string(from:)`, `date(from:)`, `number(from:)`, `string(for:)`, `dateDecodingStrategy`.
    public var method: String
    public var shownBy: String?
    /// The text becomes a file's name (`formatter.string(from: now) + ".jpg"`): machine text.
    public var namesFile: Bool
    /// The function (or property) the call is in, as `FormatFact.owner` names it: a formatter named
    /// `formatter` in one function is not the `formatter` of another.
    public var owner: String?
    /// Inside `print`, `debugPrint`, `NSLog` or `os_log`: written to the console, which users never see (a
    /// logger of the app's own may keep its lines for a screen).
    public var isPrinted: Bool
    /// The text is compared, an identifier, an index or a stored value, and nothing else (`FactCollector.isUsedAsKey`).
    public var isKey: Bool
    public var location: SourceLocation

    public init(
        receiver: String, method: String, shownBy: String? = nil, namesFile: Bool = false, owner: String? = nil, isPrinted: Bool = false,
        isKey: Bool = false, location: SourceLocation
    ) {
        self.receiver = receiver
        self.method = method
        self.shownBy = shownBy
        self.namesFile = namesFile
        self.owner = owner
        self.isPrinted = isPrinted
        self.isKey = isKey
        self.location = location
    }

    /// Reads text into a value, or is a `Codable` date strategy (`dateDecodingStrategy`): the
    /// pattern describes data, not what users see.
    public var parses: Bool {
        method.hasPrefix("date(") || method.hasPrefix("number(") || method == "getObjectValue" || method.hasSuffix("codingStrategy")
    }
}

// MARK: Plurals and sentences

/// `count == 1 ? "item" : "items"`: a choice between texts on a comparison with one.
public struct PluralChoice: Hashable, Sendable, Codable {
    public var condition: String
    /// The texts of the branches (a literal's text, the key of a localization call), in order.
    public var branches: [String]
    /// Each branch is a whole translated text (a localization call or constant), and the choice is
    /// not part of a larger text (no interpolation, no `+`): translators write each form whole.
    public var branchesAreWholeTexts: Bool
    /// The word a bare suffix ends (`Song` in `"\(n) Song\(n == 1 ? "" : "s")"`), to name it.
    public var attachedWord: String?
    /// One branch hands the count to a translated format (`String(format: NSLocalizedString("many title", …), "\(count)")`):
    /// a key for one and a key for the rest, whatever words the keys are.
    public var formatsTheCount = false
    public var location: SourceLocation

    public init(
        condition: String, branches: [String], branchesAreWholeTexts: Bool = false, attachedWord: String? = nil,
        location: SourceLocation
    ) {
        self.condition = condition
        self.branches = branches
        self.branchesAreWholeTexts = branchesAreWholeTexts
        self.attachedWord = attachedWord
        self.location = location
    }
}

/// Text put together from pieces: `L10n.total + ": " + value`, `[a, b].joined(separator: " ")`,
/// `"\(L10n.from) \(L10n.to)"`, `Text("Tap ") + Text("here")`.
public struct AssembledText: Hashable, Sendable, Codable {
    public enum Kind: String, Hashable, Sendable, Codable {
        case plus, joined, interpolation
        /// `String(format: "%@ %@", a, b)`: a format with no words of its own.
        case format
    }

    public struct Piece: Hashable, Sendable, Codable {
        public enum Kind: String, Hashable, Sendable, Codable {
            /// A localization call, a `"key".localized`, a strings-namespace constant (`L10n.x`),
            /// or `Text("literal")`.
            case localized
            /// A string literal.
            case literal
            /// Anything else: a name, a number, a call.
            case other
        }

        public var kind: Kind
        /// The literal's text, or the expression as written.
        public var text: String

        public init(kind: Kind, text: String) {
            self.kind = kind
            self.text = text
        }
    }

    public var kind: Kind
    public var pieces: [Piece]
    /// For interpolations: the literal is a key looked up in a table (`Text("…")`,
    /// `String(localized:)`), so translators see it whole.
    public var isLocalizedLiteral: Bool
    /// The API that shows the result when it goes straight to one.
    public var shownBy: String?
    /// Only VoiceOver reads it: it goes to an accessibility label, hint or value (`.accessibilityLabel =`,
    /// `let accessLabel = …`), where items are read one after another.
    public var isSpoken: Bool
    public var expression: String
    public var location: SourceLocation

    public init(
        kind: Kind, pieces: [Piece], isLocalizedLiteral: Bool = false, shownBy: String? = nil, isSpoken: Bool = false,
        expression: String, location: SourceLocation
    ) {
        self.kind = kind
        self.pieces = pieces
        self.isLocalizedLiteral = isLocalizedLiteral
        self.shownBy = shownBy
        self.isSpoken = isSpoken
        self.expression = expression
        self.location = location
    }

    public var localizedPieces: Int { pieces.filter { $0.kind == .localized }.count }
}

extension AssembledText.Piece {
    /// Names of the types string generators and apps keep localized text in (`L10n.total`,
    /// `LocalString.settings_title`, `AppStrings.Home.title`, `R.string.localizable.done()`).
    static let stringNamespaces: Set<String> = ["L10n", "L10N", "Loc", "I18n", "Localization", "Localized", "Translations"]

    /// What an expression, as written, contributes to a text: localized text, a literal, or
    /// something else. One classification for every reader and rule.
    public static func classify(_ expression: String) -> AssembledText.Piece {
        let written = expression.trimmingSpaces()
        if written.hasPrefix("\""), !written.hasPrefix("\"\"\""), written.hasSuffix("\""), !written.contains("\\(") {
            return .init(kind: .literal, text: String(written.dropFirst().dropLast()))
        }
        return .init(kind: isLocalized(written) ? .localized : .other, text: written)
    }

    public static func isLocalized(_ written: String) -> Bool {
        for call in [
            "NSLocalizedString(", "String(localized:", "LocalizedStringKey(", "LocalizedStringResource(", "String.localized(",
            "localizedString(forKey:", "String.LocalizationValue(",
        ] where written.hasPrefix(call) {
            return true
        }
        if written.hasPrefix("Text(\"") || written.hasPrefix("Text(L10n.") { return true }
        if written.hasSuffix(".localized") || written.hasSuffix(".localized()") || written.contains(".localized(")
            || written.hasSuffix(".localizedString")
        {
            return true
        }
        let root = written.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard let first = root.first, first.isUppercase, written.dropFirst(root.count).first == "." else { return false }
        if stringNamespaces.contains(String(root)) || root.contains("Localiz") { return true }
        if root == "R" { return written.hasPrefix("R.string.") }
        return root.hasSuffix("Strings")
            || (root.hasSuffix("String") && root != "String" && !root.hasSuffix("AttributedString") && root != "NSString")
    }
}

extension String {
    fileprivate func trimmingSpaces() -> String {
        var text = Substring(self)
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
