import SourceText

// MARK: Color and disabled states

/// A color chosen by a condition: `.foregroundColor(isSelected ? .blue : .primary)`,
/// `cell.backgroundColor = isSelected ? .tint : .clear`.
public struct ColorState: Hashable, Sendable, Codable {
    /// `.foregroundColor`, `.foregroundStyle`, `.background`, `.tint`, `.border`, `.textColor =`, …
    public var api: String
    public var condition: String
    /// The names the condition reads (`isSelected`, `selection`, `item`).
    public var conditionNames: [String]
    /// Other places in the same declaration (the view's `body`, the function) that read one of
    /// the condition's names for something else than a color: an icon, text, weight, an
    /// accessibility trait or value. The first few, as written.
    public var otherUses: [String]
    /// The view the color is applied to (`Text`, `Toggle`, a custom view), nil when unknown.
    public var receiver: String?
    /// Every name of the condition comes from outside the view: a parameter of the enclosing
    /// function (`func statusBadge(isConnected: Bool)`) or an `@Environment` value other views
    /// of the screen read too (a row's checkbox): the state may be shown there.
    public var conditionIsParameter: Bool
    /// The colors chosen between, as written (`.white`, `Color.accentColor`).
    public var branches: [String]
    /// The properties the condition reads, with their types when syntax tells.
    public var conditionProperties: [Property] = []
    /// The color is on a `Text` that shows only values (`Text("\(readingProgress)")`), or a message
    /// from a variable colored by an error (`Text(footerText)` on `isError`): what it says ("45%",
    /// the error itself) may tell the state the color shows.
    public var receiverShowsValue = false
    /// The condition compares an item (`server` in `current?.id == server.id`) that the code around reads through other
    /// members (`Text(server.name)`, `if server.isOnline`): those show the item, and may tell the state too.
    public var itemReadElsewhere = false
    public var location: SourceLocation

    /// `isSelected` of the enclosing type, `effectsOn` of `EffectsButton` (`button.effectsOn`
    /// where `let button = EffectsButton()`).
    public struct Property: Hashable, Sendable, Codable {
        public var owner: String
        public var name: String

        public init(owner: String, name: String) {
            self.owner = owner
            self.name = name
        }
    }

    public init(
        api: String, condition: String, conditionNames: [String], otherUses: [String], receiver: String?,
        conditionIsParameter: Bool = false, branches: [String] = [],
        location: SourceLocation
    ) {
        self.branches = branches
        self.api = api
        self.condition = condition
        self.conditionNames = conditionNames
        self.otherUses = otherUses
        self.receiver = receiver
        self.conditionIsParameter = conditionIsParameter
        self.location = location
    }
}

/// A view dimmed to look disabled: `.opacity(isLocked ? 0.4 : 1)` with input blocked another way.
public struct Dimming: Hashable, Sendable, Codable {
    /// `.opacity`, `.foregroundColor`, `.alpha =`, …
    public var api: String
    /// The dimming as written (`isLocked ? 0.4 : 1`, `0.5`).
    public var value: String
    public var condition: String?
    /// How input is blocked without saying so: `.allowsHitTesting(false)`,
    /// `isUserInteractionEnabled = false`, an early `return` in the action. Nil when it is not.
    public var blockedBy: String?
    /// `.disabled(…)`, `isEnabled = false` or the `.notEnabled` trait is in the same chain or function.
    public var declaresDisabled: Bool
    public var receiver: String?
    public var location: SourceLocation

    public init(
        api: String, value: String, condition: String?, blockedBy: String?, declaresDisabled: Bool, receiver: String?,
        location: SourceLocation
    ) {
        self.api = api
        self.value = value
        self.condition = condition
        self.blockedBy = blockedBy
        self.declaresDisabled = declaresDisabled
        self.receiver = receiver
        self.location = location
    }
}

// MARK: Motion

public struct AnimationFact: Hashable, Sendable, Codable {
    public enum Kind: String, Hashable, Sendable, Codable {
        /// `.repeatForever()`, `.repeatCount(n)` with a large n, `UIView.animate(… options: .repeat)`.
        case repeating
        /// A spring that overshoots: `.bouncy`, `.spring(dampingFraction: 0.5)`, `usingSpringWithDamping: 0.4`.
        case bouncySpring
        /// `.matchedGeometryEffect`: views fly across the screen between states.
        case matchedGeometry
        /// `.scaleEffect`/`.rotationEffect`/`.offset` chosen by state, with a large change.
        case largeEffect
        /// A layer turning in place forever (`transform.rotation`, `repeatCount = .infinity`) that
        /// nothing names a busy indicator: a spinner, or a large view spinning; its size is unknown.
        case turning
        /// A repeat that only moves a gradient's points or stops: a shimmer sweeping across a view,
        /// which some read as motion and some as a change of color.
        case sweeping
    }

    public var kind: Kind
    public var api: String
    /// The measured part (`dampingFraction: 0.5`, `scale 1 → 2`), as written.
    public var value: String
    public var location: SourceLocation
    /// The names the animation passes through on its way to the view: what is applied to it
    /// (`.repeatForever().disabledDuringTests()`), the call it is given to (`withElementAnimation(…)`),
    /// the names a chain's `.animation(…)` reads (`.elementDefault`). An app's helper among them
    /// may turn it off under Reduce Motion.
    public var passesThrough: [String] = []
    /// A moving modifier with no `.animation(…)` in its chain: code elsewhere in the type animates it
    /// (`BehaviorFacts.animationTriggers`).
    public var animatedElsewhere = false
    /// `.matchedGeometryEffect(…, properties: .position)`: only positions are matched, which keeps a
    /// view in place while its container swaps content as often as it flies it across the screen.
    public var matchesPositionOnly = false

    public init(kind: Kind, api: String, value: String, location: SourceLocation) {
        self.kind = kind
        self.api = api
        self.value = value
        self.location = location
    }
}

/// Code that animates changes: `withAnimation(…)`, `.animation(…)`, or a call of the app's own
/// whose name says animation (`withElementAnimation { … }`), with the names it reads.
public struct AnimationTrigger: Hashable, Sendable, Codable {
    public var line: Int
    /// The called name and the names its animation argument reads (`disabledDuringTests`).
    public var names: [String]

    public init(line: Int, names: [String]) {
        self.line = line
        self.names = names
    }
}

// MARK: Tabs (modal presentations are in PresentationFacts.swift)

/// A tab bar item: `.tabItem { … }`, `UITabBarItem(title:image:…)`.
public struct TabItemFact: Hashable, Sendable, Codable {
    public var api: String
    /// Whether the item has a visible title: true, false, or nil when syntax cannot tell
    /// (`.tabItem { tab.label }`).
    public var hasTitle: Bool?
    public var written: String
    /// The app's view that is all the item shows (`TabLabel` in `.tabItem { TabLabel(tab: .nearby) }`), whose body
    /// the target's index has read.
    public var shownView: String?
    /// A titled `Label` styled `.labelStyle(.iconOnly)`: whether the tab bar honours the style depends on where it is drawn.
    public var styledIconOnly = false
    public var location: SourceLocation

    public init(api: String, hasTitle: Bool?, written: String, location: SourceLocation) {
        self.api = api
        self.hasTitle = hasTitle
        self.written = written
        self.location = location
    }
}

// MARK: Announcements and timers

/// `UIAccessibility.post(notification: .announcement, …)`, `AccessibilityNotification.Announcement(…).post()`.
public struct Announcement: Hashable, Sendable, Codable {
    public var api: String
    /// The repeating context it runs in directly (`Timer.scheduledTimer`, `.onReceive`, a loop
    /// that sleeps), nil when none is seen.
    public var repeatingContext: String?
    /// Seconds between runs of that context, when written as a literal.
    public var interval: Double?
    /// The function it is in, for timers that call it (`#selector(tick)`, `.onReceive(t) { _ in tick() }`).
    public var enclosingFunction: String?
    /// The conditions between the context (or the function's start) and the post, as written:
    /// empty when it runs on every tick.
    public var conditions: [String]
    /// The value whose changes run it: `remaining` for `.onChange(of: remaining) { … }` or a `didSet` of `remaining`.
    public var observedValue: String?
    public var location: SourceLocation

    public init(
        api: String, repeatingContext: String?, interval: Double?, enclosingFunction: String?, conditions: [String],
        observedValue: String? = nil, location: SourceLocation
    ) {
        self.api = api
        self.repeatingContext = repeatingContext
        self.interval = interval
        self.enclosingFunction = enclosingFunction
        self.conditions = conditions
        self.observedValue = observedValue
        self.location = location
    }
}

/// A repeating timer and the functions its handler calls (or its selector names).
public struct TimerHandler: Hashable, Sendable, Codable {
    public var api: String
    public var interval: Double?
    public var calledFunctions: [String]
    /// The names its handler sets on every tick (`remaining -= 1`), directly or through the file's functions it calls.
    public var assignedNames: [String]
    public var location: SourceLocation

    public init(api: String, interval: Double?, calledFunctions: [String], assignedNames: [String] = [], location: SourceLocation) {
        self.api = api
        self.interval = interval
        self.calledFunctions = calledFunctions
        self.assignedNames = assignedNames
        self.location = location
    }
}

// MARK: Text that cannot grow

/// A fixed height on text: `.frame(height: 44)` on a `Text` or a stack of text, or a UILabel
/// with a constant height constraint.
public struct FixedHeight: Hashable, Sendable, Codable {
    public var api: String
    public var height: Double
    /// The view (or label) that gets the height.
    public var receiver: String
    /// What text it holds, for messages: `Text`, `Text, Image`.
    public var content: String
    /// The chain gives a fixed point size (the text does not grow; `fixed-font-size` reports
    /// that) or lets the text shrink (`.minimumScaleFactor`), or the content scrolls.
    public var textCannotOverflow: Bool
    /// The font the text gets through a name or a helper whose size the file does not show
    /// (`bolusProgressBarFont`, `.fontSize(…)`): fixed, the box fits it; growing, it is clipped.
    public var fontThroughName: String?
    /// The declaration of the app's that font names, for `TargetIndex.fontSizing` (`bolusProgressBarFont`, `fontSize`).
    public var fontName: String?
    /// When no font shows: the modifiers the text is given (`apply` in `.apply(style: .label1)`), of which one may be a
    /// function of the app's that sets a font (`TargetIndex.declaresFont`).
    public var modifierNames: [String] = []
    /// The outermost type declaring the view, for `TargetIndex.capsDynamicType`.
    public var view: String?
    /// The text shows digits only (`Text(count, format: .number)`): Dynamic Type grows it, translations do not.
    public var showsOnlyANumber: Bool
    /// All its text is the user's data under a line limit (`Text(book.title).lineLimit(2)`): cut short by design, but
    /// the box may still clip its lines at large sizes.
    public var truncatesUserData: Bool
    /// The view's optional property the box is shown only with (`if let title = self.title { Text(title)… }`): when no
    /// place that makes the view passes it, the box never shows.
    public var shownOnlyWith: String?
    /// The innermost type around the box, whose property that is.
    public var innermostView: String?
    /// A label that wraps (`numberOfLines = 0`) in a font not shown to grow: a longer translation still needs more lines
    /// than the box holds.
    public var wrapsInFixedFont = false
    public var location: SourceLocation

    public init(
        api: String, height: Double, receiver: String, content: String, textCannotOverflow: Bool, fontThroughName: String? = nil,
        fontName: String? = nil, view: String? = nil, showsOnlyANumber: Bool = false, truncatesUserData: Bool = false,
        location: SourceLocation
    ) {
        self.api = api
        self.height = height
        self.receiver = receiver
        self.content = content
        self.textCannotOverflow = textCannotOverflow
        self.fontThroughName = fontThroughName
        self.fontName = fontName
        self.view = view
        self.showsOnlyANumber = showsOnlyANumber
        self.truncatesUserData = truncatesUserData
        self.location = location
    }
}

/// `.lineLimit(1)` on a button's title or a control's label: long text is cut off.
public struct Truncation: Hashable, Sendable, Codable {
    public var receiver: String
    public var text: String?
    public var location: SourceLocation

    public init(receiver: String, text: String?, location: SourceLocation) {
        self.receiver = receiver
        self.text = text
        self.location = location
    }
}

// MARK: Confirmations and purchases

/// A destructive control and what its action does, as far as the file shows.
public struct DestructiveAction: Hashable, Sendable, Codable {
    public enum Effect: String, Hashable, Sendable, Codable {
        /// The action asks first: it sets a flag an `.alert`/`.confirmationDialog` of the file
        /// presents, presents a `UIAlertController`, or calls a function of the file that does.
        case confirms
        /// It calls something named for destroying (`delete`, `remove`, `erase`, `clear`, …)
        /// straight away.
        case destroys
        /// It calls functions the file does not declare: what they do cannot be seen.
        case unknown
        /// It closes or cancels and destroys nothing (`dismiss()`, a Cancel).
        case harmless
    }

    /// `Button(role: .destructive)`, `Button("Delete")`, `UIContextualAction(style: .destructive)`, …
    public var api: String
    public var title: String?
    /// `.swipeActions`, `.contextMenu`, `.onDelete`, nil.
    public var context: String?
    /// Inside an `.alert`, `.confirmationDialog` or `UIAlertController`: it is the confirmation.
    public var isConfirmation: Bool
    public var effect: Effect
    /// The action's calls that decided the effect (`viewModel.delete(item)`).
    public var calls: [String]
    /// Every function the action calls, and those the file's own functions it calls call in turn: one
    /// declared in another file may offer an Undo.
    public var reaches: [String] = []
    /// The destroying calls that are closures the view is handed by the place that makes it (`let deleteAllItems: () ->
    /// Void`): that place may ask first (Incomes raises a confirmation dialog in the closure it passes).
    public var handedIn: [String] = []
    public var location: SourceLocation

    /// A collection's own removals (`items.remove(at:)`): destroying when the action calls them
    /// itself, ordinary bookkeeping inside the functions it calls.
    public static let collectionRemovals: Set<String> = [
        "remove", "removeAll", "removeFirst", "removeLast", "removeValue", "removeSubrange", "removeObject",
    ]

    /// Whether all the action destroys is items of a collection it holds, or a value it empties (`post = []`, `text = ""`):
    /// stored data, or a row of a form not yet saved, which the code does not tell apart.
    public var removesOnlyFromCollections: Bool {
        effect == .destroys && !calls.isEmpty && calls.allSatisfy { Self.collectionRemovals.contains($0) || $0.contains(" = ") }
    }

    /// "Disconnect", "Forget this Device", "Unlink", "Sign Out": it ends a connection, a pairing or a session, which the
    /// user can start again; what goes with it (a saved passcode, a key, a local cache) may or may not be worth a
    /// confirmation. It is told by its title or by the function it calls (`viewModel.logout()` under a title key,
    /// neodb's; `logger.forgetServer(named:)` under a trash icon, Pulse's).
    public var endsAConnection: Bool {
        let endings = ["disconnect", "forget", "unlink", "unpair", "signout", "sign out", "sign_out", "logout", "log out", "log_out"]
        if let title = title?.lowercased(), endings.contains(where: title.contains) { return true }
        return calls.contains { call in
            ["logout", "logoff", "signout", "disconnect", "forget", "unlink", "unpair"].contains(where: call.lowercased().contains)
        }
    }

    public init(
        api: String, title: String?, context: String?, isConfirmation: Bool, effect: Effect, calls: [String], location: SourceLocation
    ) {
        self.api = api
        self.title = title
        self.context = context
        self.isConfirmation = isConfirmation
        self.effect = effect
        self.calls = calls
        self.location = location
    }
}

/// A StoreKit (or RevenueCat) purchase or restore.
public struct StoreCall: Hashable, Sendable, Codable {
    public enum Kind: String, Hashable, Sendable, Codable {
        case purchase, restore
        /// `SubscriptionStoreView`, `StoreView`, `ProductView`: StoreKit's own purchase UI.
        case storeView
        /// A product identifier or type that says consumable (`.consumable`, `tip`, `donation`):
        /// consumables have nothing to restore.
        case consumableHint
        /// `Transaction.currentEntitlements`: StoreKit 2 brings purchases back on launch, in step
        /// across devices, without a button (App Review still asks for a Restore control).
        case entitlements
        /// `.appAccountToken(id)`, `applicationUsername`: a sale tied to the app's own account, whose
        /// server may bring it back on sign-in (App Review still asks for a Restore control).
        case accountLink
    }

    public var kind: Kind
    public var api: String
    public var location: SourceLocation

    public init(kind: Kind, api: String, location: SourceLocation) {
        self.kind = kind
        self.api = api
        self.location = location
    }
}
