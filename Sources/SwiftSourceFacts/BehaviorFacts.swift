import SourceText

/// What a file's code does beyond the text and controls it shows, for the rule book's
/// requirements on direction, formatting, plurals, sentences, color, motion, modals, tabs,
/// announcements, text growth, confirmations and purchases (CH32 §4–§12). Like the rest of
/// `SwiftFileFacts` these are what syntax says, in source order; the rules decide.
public struct BehaviorFacts: Sendable, Equatable, Codable {
    /// Every type declaration and extension, outermost first where they nest.
    public var types: [TypeScope] = []
    public var directions: [DirectionFact] = []
    public var formats: [FormatFact] = []
    /// `formatter.string(from:)`, `formatter.date(from:)`: what a formatter is used for.
    public var formatterCalls: [FormatterCall] = []
    public var pluralChoices: [PluralChoice] = []
    public var assembledTexts: [AssembledText] = []
    public var colorStates: [ColorState] = []
    public var dimmings: [Dimming] = []
    public var animations: [AnimationFact] = []
    public var animationTriggers: [AnimationTrigger] = []
    /// Lines that read Reduce Motion (`accessibilityReduceMotion`, `isReduceMotionEnabled`, a
    /// `reduceMotion` value passed in).
    public var reduceMotionLines: [Int] = []
    /// Lines that read the layout direction (`layoutDirection`, `effectiveUserInterfaceLayoutDirection`):
    /// code that chooses left or right by direction on purpose.
    public var layoutDirectionLines: [Int] = []
    public var presentations: [Presentation] = []
    /// Calls and controls that close the screen they are in (`dismiss()`, a Cancel toolbar item).
    public var closeActions: [CloseAction] = []
    /// `UserDefaults` keys the code sets to false: `isFirstTime = false` on an `@AppStorage("isFirstTime")` property,
    /// `UserDefaults.standard.set(false, forKey: "isFirstTime")` (see `Presentation.storageKey`).
    public var storageKeysCleared: Set<String> = []
    /// Properties the code sets to true (`settings.tutorialCompleted = true`): a screen shown while one is false
    /// (`Presentation.loweredByRaising`) closes there.
    public var flagsRaised: Set<String> = []
    /// Custom types the code calls by name (`PaywallHeader(…)`, `EditorViewController()`), once
    /// per line: what a view is made of, for finding a close control one level down.
    public var typeReferences: [TypeReference] = []
    public var tabItems: [TabItemFact] = []
    public var announcements: [Announcement] = []
    public var timers: [TimerHandler] = []
    public var fixedHeights: [FixedHeight] = []
    /// Lines of `.dynamicTypeSize(…)`: text inside grows no further than the size given (`TargetIndex.capsDynamicType`).
    public var dynamicTypeCaps: [Int] = []
    public var truncations: [Truncation] = []
    public var destructiveActions: [DestructiveAction] = []
    public var storeCalls: [StoreCall] = []

    public init() {}

    /// The declarations that hold `line`, outermost first.
    public func types(enclosing line: Int) -> [TypeScope] {
        types.filter { $0.lines.contains(line) }
    }

    /// Whether the code at `line` is in a type (or an extension of one) that reads Reduce Motion.
    public func readsReduceMotion(around line: Int) -> Bool {
        let names = Set(types(enclosing: line).map(\.name))
        let scopes = names.isEmpty ? [] : types.filter { names.contains($0.name) }.map(\.lines)
        if scopes.isEmpty { return reduceMotionLines.contains { abs($0 - line) < 40 } }
        return reduceMotionLines.contains { reading in scopes.contains { $0.contains(reading) } }
    }

    /// Whether `line` is in a type that reads the layout direction.
    public func readsLayoutDirection(around line: Int) -> Bool {
        let scopes = types(enclosing: line).map(\.lines)
        // Outside types (a free function), the lines around it.
        if scopes.isEmpty { return layoutDirectionLines.contains { abs($0 - line) < 15 } }
        return layoutDirectionLines.contains { reading in scopes.contains { $0.contains(reading) } }
    }
}

/// A `struct`, `class`, `enum`, `actor` or `extension` and the lines it spans.
public struct TypeScope: Hashable, Sendable, Codable {
    public var name: String
    public var isExtension: Bool
    /// Inherited types and conformances as written (`View`, `UIViewControllerRepresentable`).
    public var inheritedTypes: [String]
    public var lines: LineRange
    /// `private` or `fileprivate`: only its own file uses it (a helper of the file's other types).
    public var isFilePrivate: Bool
    /// A `class`, whose first inherited type may be a superclass whose members it has.
    public var isClass: Bool
    /// Its code names something a person can act on (a button, a link, a field, a gesture, a selectable row):
    /// false for a spinner or a status message that only the app takes down.
    public var hasControls: Bool
    /// Its code shows progress (a spinner, a `ProgressView`); only read for a type without controls, as only
    /// such a type's is asked for (a progress screen, `ModalContentIndex.isProgressOnly`).
    public var showsProgress: Bool

    public init(
        name: String, isExtension: Bool, inheritedTypes: [String], lines: LineRange, isFilePrivate: Bool = false, isClass: Bool = false,
        hasControls: Bool = true, showsProgress: Bool = false
    ) {
        self.name = name
        self.isExtension = isExtension
        self.inheritedTypes = inheritedTypes
        self.lines = lines
        self.isFilePrivate = isFilePrivate
        self.isClass = isClass
        self.hasControls = hasControls
        self.showsProgress = showsProgress
    }

    /// Wraps a UIKit or AppKit view controller, which brings its own controls (a share sheet,
    /// a mail composer, Safari).
    public var isRepresentable: Bool {
        inheritedTypes.contains { $0.hasSuffix("ViewControllerRepresentable") || $0.hasSuffix("ViewRepresentable") }
    }
}

/// A custom type called by name on a line.
public struct TypeReference: Hashable, Sendable, Codable {
    public var name: String
    public var line: Int

    public init(name: String, line: Int) {
        self.name = name
        self.line = line
    }
}

/// Something that closes the screen it is in: `dismiss()`, `presentationMode.wrappedValue.dismiss()`,
/// `dismiss(animated:)`, a binding set to false, a `.cancellationAction` toolbar item, a
/// Done/Cancel/Close bar button item.
public struct CloseAction: Hashable, Sendable, Codable {
    public var api: String
    public var location: SourceLocation

    public init(api: String, location: SourceLocation) {
        self.api = api
        self.location = location
    }
}

extension SwiftFileFacts {
    /// Code in a developer screen: a type, file or folder named for debugging
    /// (`HistoryDebugViewController`, `FeatureFlagsDebugSettings/`, `Developer Menu/`), which users do not see.
    public func isInDebugScreen(line: Int) -> Bool {
        isDebugScreenFile || behavior.types(enclosing: line).contains { $0.name.contains("Debug") }
    }

    /// A file of developer screens, by its name or folder (`Developer Menu/`, `DeveloperToolsView.swift`).
    public var isDebugScreenFile: Bool { path.contains("Debug") || path.hasPrefix("Developer") || path.contains("/Developer") }

    /// The lines of the file's developer screens: all of it, or its types named for debugging.
    public func debugScreenRanges(lineCount: @autoclosure () -> Int) -> [LineRange] {
        if isDebugScreenFile { return [LineRange(1, max(1, lineCount()))] }
        return behavior.types.filter { $0.name.contains("Debug") }.map(\.lines)
    }

    /// Text only developers and testers read (a debug screen, a member named for debugging, `var devTools`, a branch
    /// taken in TestFlight or developer mode) or nobody does (a redacted placeholder's). Its words need no translation;
    /// a developer screen's controls are still reached by testers who use VoiceOver, so only the text rules skip it.
    public func isTextUsersDoNotRead(line: Int) -> Bool {
        isInDebugScreen(line: line) || developerOnlyRanges.contains { $0.contains(line) }
            || placeholderRanges.contains { $0.contains(line) }
    }
}
