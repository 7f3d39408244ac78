import SwiftSourceFacts

/// The types a target declares and whether each has a control that closes its screen.
struct ModalContentIndex {
    /// `notFound(nil)`: the content is built where syntax cannot follow it.
    enum Verdict {
        case noClose
        case notFound(String?)
        /// A navigation controller of the app's own whose root screen is set elsewhere (by a coordinator).
        case rootElsewhere(String)
    }

    /// Titles of controls that close a modal.
    static let closeTitles: Set<String> = [
        "close", "done", "cancel", "dismiss", "ok", "not now", "back", "skip", "later", "maybe later", "no thanks", "got it", "continue",
    ]
    /// System view controllers that bring their own Done or Cancel.
    static let systemControllers: Set<String> = [
        "SFSafariViewController", "UIActivityViewController", "UIImagePickerController", "MFMailComposeViewController",
        "MFMessageComposeViewController",
        "PHPickerViewController", "QLPreviewController", "UIDocumentPickerViewController", "AVPlayerViewController",
        "SKStoreProductViewController",
        "CNContactViewController", "CNContactPickerViewController", "EKEventEditViewController", "VNDocumentCameraViewController",
        "UIAlertController",
    ]

    /// `SafariView`, `ActivityView`, `ShareSheet`, `DocumentPicker`: the usual names of a package's or another module's
    /// representable around a system controller, which brings its own Done or Cancel (36 such reviews judged, none true).
    static func namesSystemControllerWrapper(_ type: String) -> Bool {
        [
            "Safari", "ActivityView", "ActivityViewController", "ShareSheet", "DocumentPicker", "ImagePicker", "FileImporter",
            "MailCompose", "MailView", "MessageCompose", "DocScanner", "DocumentScanner", "PhotoPicker", "QuickLook",
        ]
        .contains(where: type.contains)
    }

    /// Controllers whose content is the screens put in them.
    static let containerControllers: Set<String> = ["UINavigationController", "UITabBarController", "UISplitViewController"]

    private var closes: [String: Bool] = [:]
    private var references: [String: Set<String>] = [:]
    /// Types declared here as classes, structs or enums; a type only extended (a protocol, a type of
    /// another module) is not one the code can see.
    private var declared: Set<String> = []
    private var containers: Set<String> = []
    /// The superclass each class declared here names first (or the protocol it conforms to first).
    private var superclass: [String: String] = [:]
    private var classes: Set<String> = []
    /// Types some declaration of which has controls, or shows progress (`TypeScope.hasControls`, `showsProgress`).
    private var interactive: Set<String> = []
    private var showingProgress: Set<String> = []
    /// Types that conform to `View` in their declaration.
    private var views: Set<String> = []

    init(files: [SwiftFileFacts]) {
        for file in files {
            let behavior = file.behavior
            for type in behavior.types {
                var selfCloses =
                    type.isRepresentable
                    || behavior.closeActions.contains { type.lines.contains($0.location.line) }
                    || file.texts.contains { text in
                        type.lines.contains(text.location.line)
                            && ["Button", "ToolbarItem", "UIBarButtonItem(title:)", "Link"].contains(where: text.api.hasPrefix)
                            && Self.isCloseTitle(text.key ?? text.expression)
                    }
                    || file.controls.contains { control in
                        control.kind == "Button" && type.lines.contains(control.location.line)
                            && control.label.title.map(Self.isCloseTitle) ?? false
                    }
                if type.inheritedTypes.contains(where: Self.systemControllers.contains) { selfCloses = true }
                if !type.isExtension { declared.insert(type.name) }
                if type.isClass {
                    classes.insert(type.name)
                    superclass[type.name] = type.inheritedTypes.first
                }
                closes[type.name] = (closes[type.name] ?? false) || selfCloses
                if type.hasControls { interactive.insert(type.name) }
                if type.inheritedTypes.contains("View") { views.insert(type.name) }
                if type.showsProgress { showingProgress.insert(type.name) }
                // (Not the screens it presents: their Close closes them, not this one. HabitDetailView's edit sheet.)
                let presented = Set(behavior.presentations.filter { type.lines.contains($0.location.line) }.flatMap(\.contentTypes))
                references[type.name, default: []].formUnion(
                    behavior.typeReferences.filter { type.lines.contains($0.line) && $0.name != type.name && !presented.contains($0.name) }
                        .map(\.name))
            }
        }
        // `class NavigationViewController: UINavigationController`, and subclasses of those.
        let inheritance = files.flatMap(\.behavior.types).filter { !$0.isExtension }
        var grew = true
        while grew {
            let known = containers.union(Self.containerControllers)
            let found = Set(inheritance.filter { $0.inheritedTypes.contains(where: known.contains) }.map(\.name))
            grew = !found.isSubset(of: containers)
            containers.formUnion(found)
        }
    }

    /// Whether a class `type` inherits from has a control that closes it (session-ios's `Modal`
    /// base class adds the Okay button its alerts show).
    /// A struct's inherited types are protocols, whose names may be a nested class's too (brave's `View`).
    func ancestorCloses(_ type: String) -> Bool {
        var seen: Set<String> = [type]
        var current = classes.contains(type) ? superclass[type] : nil
        while let ancestor = current, classes.contains(ancestor), seen.insert(ancestor).inserted {
            if closes[ancestor] == true { return true }
            current = superclass[ancestor]
        }
        return false
    }

    /// Content declared here that shows progress and in which nothing, not even the views it is made of, can be
    /// acted on: a progress screen the app takes down when the work ends (breadwallet's activity HUD, a controller
    /// whose one view holds the spinner). Nobody can close it, so it strands no one more than another. Content
    /// without progress (a paywall of text only) strands whoever opened it, and so does a screen of several
    /// views, one of which shows a spinner while its image loads (iAPS's food details).
    func isProgressOnly(_ types: [String]) -> Bool {
        guard !types.isEmpty else { return false }
        return types.allSatisfy { type in
            let made = [type] + (references[type] ?? [])
            return made.count <= 2 && made.allSatisfy { declared.contains($0) && !interactive.contains($0) }
                && made.contains(where: showingProgress.contains)
        }
    }

    /// The types `type` is made of, one level down, as its code names them.
    func parts(of type: String) -> Set<String> { references[type] ?? [] }

    /// A type declared here that closes, itself or through a view it is made of.
    func closesWhereDeclared(_ type: String) -> Bool { declared.contains(type) && verdict(for: [type], opaque: false) == nil }

    /// A protocol or another module's type that the target adds to (`extension SomeFlowProtocol`) but does not declare.
    func isOnlyExtended(_ type: String) -> Bool { closes[type] != nil && !declared.contains(type) }

    /// `Cancel`, `L10n.done`, `L10n.actionCancel`, `Strings.closeButtonTitle`: a title that closes.
    static func isCloseTitle(_ written: String) -> Bool {
        if closeTitles.contains(written.lowercased()) { return true }
        // `Not Now (You can update by opening the app settings)`: a close title, and a remark after it.
        if let remark = written.firstIndex(where: { "(,".contains($0) }),
            closeTitles.contains(written[..<remark].split(separator: " ").joined(separator: " ").lowercased())
        {
            return true
        }
        guard let last = written.split(separator: ".").last, last.allSatisfy({ $0.isLetter || $0.isNumber }) else { return false }
        var words: [String] = []
        for character in last {
            if character.isUppercase || words.isEmpty { words.append("") }
            words[words.count - 1].append(Character(character.lowercased()))
        }
        while let tail = words.last, words.count > 1, ["button", "title", "label", "text"].contains(tail) { words.removeLast() }
        // Only the words that always close: `L10n.actionContinue` moves on to the next step as often as it closes.
        return words.last.map(["close", "done", "cancel", "dismiss"].contains) ?? false
    }

    /// A view of the app's own with no control at all only picks the screen to show (cove's credential-verification
    /// destination, one `if case` choosing `WalletXprvCredentialVerification`) or wraps one, so the close is on those
    /// screens, or one level into them, and must be on each: whichever it shows first is the one users must leave
    /// (bitkit's security flow, whose last step alone has a Done, strands its first). Views only: a model or a reducer a
    /// view names is not on screen.
    private func closesOnEveryScreenItPicks(_ type: String, seen: Set<String> = []) -> Bool {
        guard views.contains(type), declared.contains(type), !interactive.contains(type), closes[type] == false,
            !seen.contains(type), seen.count < 4
        else { return false }
        // A view of another module among them may be the one shown, and nobody here knows whether it closes.
        let madeOf = parts(of: type)
        guard madeOf.allSatisfy({ closes[$0] != nil }) else { return false }
        let shown = madeOf.filter { views.contains($0) && declared.contains($0) }
        return !shown.isEmpty
            && shown.allSatisfy { screen in
                closes[screen] == true || parts(of: screen).contains { closes[$0] == true }
                    || closesOnEveryScreenItPicks(screen, seen: seen.union([type]))
            }
    }

    /// Nil when some content type closes (itself or a view it is made of) or is system UI.
    /// `ancestorCloses`: whether a superclass of a type, anywhere in the linted folders, closes.
    /// `elsewhere`: the types of the whole folder, where a type another target declares (a package of the app's
    /// shared screens, ios-pass's and Feather's) is looked up; nil when it is one.
    func verdict(
        for types: [String], opaque: Bool, ancestorCloses: (String) -> Bool = { _ in false }, elsewhere: ModalContentIndex? = nil
    ) -> Verdict? {
        if types.isEmpty { return opaque ? .notFound(nil) : .noClose }
        var unknown: String?
        var container: String?
        for type in types {
            if Self.systemControllers.contains(type) { return nil }
            guard let own = closes[type], declared.contains(type) else {
                if Self.namesSystemControllerWrapper(type) { return nil }
                if elsewhere?.closesWhereDeclared(type) ?? false { return nil }
                unknown = unknown ?? type
                continue
            }
            if own || ancestorCloses(type) { return nil }
            if containers.contains(type) { container = container ?? type }
            // One level down: the views it is made of (a close button in its header view).
            for part in (references[type] ?? []).sorted() {
                if closes[part] == true || Self.systemControllers.contains(part) { return nil }
                if closes[part] == nil, elsewhere?.closesWhereDeclared(part) ?? false { return nil }
                if closes[part] == nil { unknown = unknown ?? part }
            }
            if closesOnEveryScreenItPicks(type) { return nil }
        }
        if let unknown { return .notFound(unknown) }
        if let container { return .rootElsewhere(container) }
        return opaque ? .notFound(nil) : .noClose
    }
}
