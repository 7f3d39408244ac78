import SourceText

/// What one Swift file says that the localization and accessibility rules care about, read
/// from its syntax alone (no type checker): every user-visible string, the controls and their
/// labels, images, gestures, fixed font sizes, literal frames, suppression comments and
/// preview code. Facts are listed in source order. Rules decide what is a defect; this model
/// only records, and says "cannot tell" where syntax cannot.
public struct SwiftFileFacts: Sendable, Equatable, Codable {
    public var path: String
    public var texts: [UserText] = []
    public var interpolatedCounts: [InterpolatedCount] = []
    public var controls: [ControlFact] = []
    public var images: [ImageFact] = []
    public var gestures: [GestureFact] = []
    public var fonts: [FontFact] = []
    public var frames: [FrameFact] = []
    public var suppressions: [Suppression] = []
    /// `#Preview { … }` bodies and types conforming to `PreviewProvider`, which rules skip by
    /// default (sample data in previews is not shipped text).
    public var previewRanges: [LineRange] = []
    /// `#if DEBUG` blocks: code that release builds leave out, skipped like previews (and `#if os(macOS)` blocks of
    /// a project that never builds for the Mac, `withMacOnlyCodeUnshipped()`).
    public var debugRanges: [LineRange] = []
    /// Code only developers and testers reach: a member named for debugging (`var devTools`,
    /// `debugOverlay()`) or the body of `if isTestFlight…` / `if developerMode`.
    public var developerOnlyRanges: [LineRange] = []
    /// Views drawn as placeholders (`.redacted(reason: .placeholder)`, Flare's loading timeline): their text shows as grey
    /// bars while content loads, and nobody reads it.
    public var placeholderRanges: [LineRange] = []
    /// `#if os(macOS)` / `#if canImport(AppKit)` blocks: code that runs only on the Mac, where
    /// nothing is tapped and text does not follow Dynamic Type.
    public var macOnlyRanges: [LineRange] = []
    /// `#if os(tvOS)` blocks: code of the Apple TV, which has no Dynamic Type.
    public var tvOnlyRanges: [LineRange] = []
    /// The modules the file imports at its top level (`SwiftUI`, `UIKit`, `AppKit`).
    public var imports: Set<String> = []
    /// Whether the file's target runs only on macOS: some file of it imports AppKit (or Cocoa)
    /// and none UIKit (set by `resolvedAcrossTarget`).
    public var targetIsMacOnly = false
    /// The one SDK of the project folder the file is in, when only targets of that SDK take it whole (Incomes's `Watch/`:
    /// `watchos`; `SourceInventory.singlePlatformFolders`).
    public var folderPlatform: String?
    /// Localization calls whose key is not a literal, so nothing can say which catalog keys
    /// they use: an unused-key rule reports "needs review" rather than "unused" when any exist.
    public var keysBuiltAtRunTime: [RuntimeKey] = []
    /// Where the app's own look-up treats an empty value as missing (`string.isEmpty ? key : string`, an
    /// `if value == ""` that looks the key up again in English): an empty translation does not show blank.
    public var emptyValueFallbacks: [SourceLocation] = []
    /// The first place the parser could not read, when the file has syntax errors; the facts
    /// above still hold for the parts that parsed.
    public var syntaxError: SyntaxProblem?
    /// Names this file declares (properties, variables, parameters) whose type syntax can
    /// tell; a name declared with different types maps to `.unknown`. Other files of the same
    /// target use these to type their interpolations (see `resolvingInterpolations`).
    public var declaredTypes: [String: InterpolatedType] = [:]
    /// Parameters this file declares as `LocalizedStringKey`/`LocalizedStringResource`, by type:
    /// `["SettingRow": ["title"], "Badge": ["_"]]` for `struct SettingRow { let title:
    /// LocalizedStringKey }` and `init(_ text: LocalizedStringKey)`. Literals passed to them are
    /// extracted by Xcode like `Text`'s.
    public var localizableParameters: [String: Set<String>] = [:]
    /// Literals passed to initializers of types syntax does not know (`SettingRow(title: "…")`),
    /// kept until the target's `localizableParameters` say whether they are keys.
    public var literalArguments: [UserText] = []
    /// What the code does beyond what it shows: direction, formatting, sentences, color states,
    /// motion, modals, tabs, announcements, confirmations, purchases (see `BehaviorFacts`).
    public var behavior = BehaviorFacts()
    /// Text drawn in a color the code chose, with what the code puts behind it.
    public var contrastPairs: [ContrastPairFact] = []
    /// What the file declares for other files of its target to resolve (`TargetIndex`).
    public var declarations = FileDeclarations()
    /// What the file declares that code reaches by name, and the names it reads (`Reachability`).
    public var callGraph = FileCallGraph()
    /// UIKit buttons and bar items made or set up with an image (`UIKitIconControl`).
    public var uikitIconControls: [UIKitIconControl] = []
    /// UIKit gesture recognizers, touch handling and control sizes (`UIKitInteractions`).
    public var uikit = UIKitInteractions()

    public init(path: String) { self.path = path }

    public func isInPreview(_ location: SourceLocation) -> Bool {
        previewRanges.contains { $0.contains(location.line) }
    }

    public func isInDebugOnlyCode(_ location: SourceLocation) -> Bool {
        debugRanges.contains { $0.contains(location.line) }
    }

    /// The facts with the file's Mac-only blocks counted as code users never get: for a project that never builds for
    /// the Mac (`SourceInventory.neverBuildsForMac`), where they are never compiled.
    public func withMacOnlyCodeUnshipped() -> SwiftFileFacts {
        guard !macOnlyRanges.isEmpty else { return self }
        var copy = self
        copy.debugRanges += macOnlyRanges
        return copy
    }

    /// Code that runs only on the Mac (its target, or a `#if os(macOS)` block).
    /// In an Apple TV target, told by its folder (`Swiftfin tvOS/`, `Meshtastic TV/`, `PrismediaTV/`): tvOS has no
    /// Dynamic Type, so text sizes there are not the user's.
    public var runsOnlyOnTV: Bool {
        if folderPlatform == "appletvos" { return true }
        return path.split(separator: "/").dropLast().contains { folder in
            folder.split(whereSeparator: { " _-".contains($0) }).contains { $0 == "TV" || $0 == "tvOS" } || folder.contains("tvOS")
                || folder.hasSuffix("TV") && (folder.dropLast(2).last?.isLowercase ?? false)
        }
    }

    /// In an Apple Watch app, told by its folder (`Woo Watch App/`, `openHABWatch Extension/`, `WatchKit Extension/`)
    /// or by importing WatchKit: watchOS gives every modal a system close button.
    public var runsOnlyOnWatch: Bool {
        if imports.contains("WatchKit") && !imports.contains("UIKit") || folderPlatform == "watchos" { return true }
        return path.split(separator: "/").dropLast().contains { folder in
            let squeezed = folder.filter { $0 != " " && $0 != "_" && $0 != "-" }
            return ["watchOS", "WatchKit", "WatchApp", "WatchExtension"].contains(where: squeezed.contains)
        }
    }

    public func runsOnlyOnMac(_ location: SourceLocation) -> Bool {
        // A file that imports AppKit (not under `#if`) builds only for the Mac, whatever else its
        // target holds.
        targetIsMacOnly || !imports.isDisjoint(with: ["AppKit", "Cocoa"]) || macOnlyRanges.contains { $0.contains(location.line) }
    }
}

/// Lines `first...last`, 1-based and inclusive.
public struct LineRange: Hashable, Sendable, Codable, CustomStringConvertible {
    public var first: Int
    public var last: Int

    public init(_ first: Int, _ last: Int) {
        self.first = first
        self.last = last
    }

    public func contains(_ line: Int) -> Bool { (first...last).contains(line) }
    public var description: String { "\(first)-\(last)" }
}

public struct SyntaxProblem: Hashable, Sendable, Codable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String

    public init(location: SourceLocation, message: String) {
        self.location = location
        self.message = message
    }
    public var description: String { "\(location): \(message)" }
}

// MARK: User-visible text

extension UserText {
    /// Calls that look their first, unlabeled argument up in a strings table.
    public static let localizationCalls: Set<String> = ["NSLocalizedString", "LocalizedStringKey", "LocalizedStringResource"]
    /// The APIs whose key is looked up in a strings table as written: code that calls one localizes.
    public static let lookUpAPIs: Set<String> = localizationCalls.union([
        "String(localized:)", "AttributedString(localized:)", "Bundle.localizedString", "String.LocalizationValue",
    ])
}

/// One string that reaches the screen (or VoiceOver) through a known API.
public struct UserText: Hashable, Sendable, Codable {
    /// The API it went into: "Text", "Button", ".navigationTitle", "String(localized:)",
    /// "NSLocalizedString", ".text =", "UIButton.setTitle", "UIAlertController.title", …
    public var api: String
    /// The argument label it was passed with, nil for an unlabeled argument or an assignment.
    public var argumentLabel: String?
    public var kind: TextKind
    /// Whether the API looks a literal up in a strings table (SwiftUI's `LocalizedStringKey`
    /// initializers, `String(localized:)`, `NSLocalizedString`) rather than showing it as it is
    /// (UIKit properties, `Text(verbatim:)`, a `String` variable passed to `Text`).
    public var localizes: Bool
    /// The key as Xcode's string extraction writes it, for literals: escapes resolved,
    /// interpolations replaced by format specifiers (see `Interpolation`). Nil when the text
    /// is not a literal.
    public var key: String?
    public var interpolations: [Interpolation]
    /// The literal text around the interpolations (one more than there are interpolations),
    /// `%` already doubled, so the key can be rebuilt when a specifier is learned later.
    public var keyParts: [String]
    public var isMultiline: Bool
    /// The number of `#` around a raw string literal, 0 for an ordinary one.
    public var rawDelimiterLength: Int
    public var tableName: String?
    /// The table argument as written when it is a name the file does not give a literal for
    /// (`tableName: Constants.table`): which table is meant is unknown, so no rule may say the
    /// target lacks it. (`tableName` then holds the same text.)
    public var tableExpression: String? = nil
    /// The bundle argument as written (`.module`, `Bundle.main`), nil when absent.
    public var bundle: String?
    public var comment: String?
    /// `defaultValue:` of `String(localized:)` / `value:` of `NSLocalizedString`.
    public var defaultValue: String?
    /// The argument's source text, trimmed and cut to 200 characters.
    public var expression: String
    public var location: SourceLocation
    /// For `.concatenation`: what the parts joined with `+` are.
    public var concatenation: Concatenation? = nil
    /// For `.expression`: the name the value is read from (`model.title`), for the target index.
    public var valueReference: NameReference? = nil
    /// For `.expression`: the string literal shown when the value before `??` is nil
    /// (`name ?? "Unknown"`); `valueReference` is then that value's name, when it is one.
    public var fallback: String? = nil

    public init(
        api: String, argumentLabel: String? = nil, kind: TextKind, localizes: Bool, key: String? = nil, interpolations: [Interpolation],
        keyParts: [String], isMultiline: Bool, rawDelimiterLength: Int, tableName: String? = nil, bundle: String? = nil,
        comment: String? = nil, defaultValue: String? = nil, expression: String, location: SourceLocation,
        concatenation: Concatenation? = nil
    ) {
        self.api = api
        self.argumentLabel = argumentLabel
        self.kind = kind
        self.localizes = localizes
        self.key = key
        self.interpolations = interpolations
        self.keyParts = keyParts
        self.isMultiline = isMultiline
        self.rawDelimiterLength = rawDelimiterLength
        self.tableName = tableName
        self.bundle = bundle
        self.comment = comment
        self.defaultValue = defaultValue
        self.expression = expression
        self.location = location
        self.concatenation = concatenation
    }
}

/// The operands of `"Total: " + value` as syntax sees them.
public struct Concatenation: Hashable, Sendable, Codable {
    /// The text of the string literal operands (interpolations left out).
    public var literals: [String]
    /// Whether an operand is localized text: a localization call (`String(localized:)`) or a
    /// constant of a type (`L10n.total`, `LocalString.total`, as string generators write them).
    public var hasLocalizedOperand: Bool

    public init(literals: [String], hasLocalizedOperand: Bool) {
        self.literals = literals
        self.hasLocalizedOperand = hasLocalizedOperand
    }
}

public enum TextKind: String, Hashable, Sendable, Codable {
    /// A string literal without interpolation.
    case literal
    /// A string literal with `\( … )` segments.
    case interpolated
    /// `Text(verbatim:)`: shown as written, never looked up.
    case verbatim
    /// Strings joined with `+`: no single key exists for the whole.
    case concatenation
    /// A variable or call whose value syntax cannot see: may or may not be localized.
    case expression
    /// A localization call (`String(localized:)`, `NSLocalizedString`, `LocalizedStringKey(…)`,
    /// …) recorded as its own `UserText`; the outer API adds nothing.
    case localizedValue
}

/// One `\( … )` segment of an interpolated literal.
public struct Interpolation: Hashable, Sendable, Codable {
    public var expression: String
    public var valueType: InterpolatedType
    /// The declared name whose type decides the specifier (`count` in `\(count)`, `servings`
    /// in `\(recipe.servings)`), kept when this file alone could not tell the type.
    public var declaredName: String?
    /// The specifier the key holds for it: `%lld`, `%@`, … or the one given with `specifier:`.
    public var specifier: String
    public var location: SourceLocation

    public init(expression: String, valueType: InterpolatedType, declaredName: String? = nil, specifier: String, location: SourceLocation) {
        self.expression = expression
        self.valueType = valueType
        self.declaredName = declaredName
        self.specifier = specifier
        self.location = location
    }
}

/// The type of an interpolated value as far as syntax tells. Xcode's extractor knows the
/// real type from the type checker; the specifiers it writes follow the interpolation
/// overload chosen: `_FormatSpecifiable` integers and floats get their printf specifier,
/// everything else (`String`, `Text`, `Date`, objects, format styles) `%@`.
public enum InterpolatedType: String, Hashable, Sendable, Codable {
    case int, int32, uint, uint32, double, float, string, object
    /// Syntax cannot tell. The key then uses `%@`, which is what Xcode writes for every type
    /// that is not a plain number, and the most common case in UI text (names, titles); a
    /// rule comparing keys should also try the numeric specifiers before calling it absent.
    case unknown
    /// `\(value, specifier: "%.1f")`: the specifier was written out.
    case explicitSpecifier

    public var defaultSpecifier: String {
        switch self {
        case .int: "%lld"
        case .int32: "%d"
        case .uint: "%llu"
        case .uint32: "%u"
        case .double: "%lf"
        case .float: "%f"
        case .string, .object, .unknown, .explicitSpecifier: "%@"
        }
    }

    public var isInteger: Bool { [.int, .int32, .uint, .uint32].contains(self) }
}

/// An integer interpolated into a localized text: the text needs plural variations in the
/// catalog unless the key is covered some other way (that is the rule's decision).
public struct InterpolatedCount: Hashable, Sendable, Codable {
    public var api: String
    public var key: String
    /// Which interpolation of the key, 0-based (matches `%1$lld`-style positions minus one).
    public var index: Int
    public var interpolation: Interpolation
    public var location: SourceLocation

    public init(api: String, key: String, index: Int, interpolation: Interpolation, location: SourceLocation) {
        self.api = api
        self.key = key
        self.index = index
        self.interpolation = interpolation
        self.location = location
    }
}

/// A localization call whose key is computed at run time.
public struct RuntimeKey: Hashable, Sendable, Codable {
    public var api: String
    public var expression: String
    public var location: SourceLocation
    /// The name the key is read from (`kind.rawValue`, `item.titleKey`), for the target index.
    public var reference: NameReference? = nil
    /// A change applied to the name's value before the look-up: `capitalized`, `lowercased`,
    /// `uppercased`.
    public var transform: String? = nil
    /// `table:`/`tableName:` when written as a literal; nil for the default table.
    public var tableName: String? = nil

    public init(api: String, expression: String, location: SourceLocation) {
        self.api = api
        self.expression = expression
        self.location = location
    }
}
