import LintCore
import SpecModel
import SwiftSourceFacts

/// Interactive elements VoiceOver cannot name.
public struct MissingLabelRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "missing-label",
        name: "Interactive element without a label",
        summary: "A button, toggle, tab or other control has neither visible text nor an accessibility label.",
        rationale:
            "VoiceOver announces it as \"button\" and nothing else: the task cannot be done without "
            + "sight (CH32 §4.2: every interactive element must expose an accessibility label; §13.4: P0).",
        reference: "CH32 §4.2",
        defaultSeverity: .p0,
        triggeringExamples: uikitTriggeringExamples + [
            RuleExample(
                """
                screen:
                  id: home
                  elements:
                    - { id: addButton, role: iconButton, frame: [320, 60, 44, 44] }
                """),
            RuleExample(
                """
                screen:
                  id: settings
                  elements:
                    - { id: syncToggle, role: toggle, frame: [300, 120, 51, 44], label: { text: "" } }
                """),
            RuleExample(
                swift: """
                    Button { addRecipe() } label: { Image("plus_badge") }
                    """),
            RuleExample(
                swift: """
                    Toggle(isOn: $isFavorite) { Image(systemName: "heart") }
                    """),
            // An asset named in words is read aloud by its name, in English when the catalog lacks
            // the word (habitica's widget link); whether the word says the action, a person tells.
            RuleExample(
                swift: """
                    Link(destination: addURL) { Image("Add") }
                    Button(action: slower) { Image("minus").foregroundColor(.primary) }
                    """, findings: 2, severity: .p1),
            RuleExample(
                swift: """
                    // catalog: Edit = Edit
                    struct RenameButton: View {
                        let rename: () -> Void
                        var body: some View { Button(action: rename) { Image("Edit") } }
                    }
                    """, severity: .p2, outcome: .needsReview),
            // An icon drawn over or behind a shape, and a symbol chosen at run time: VoiceOver
            // reads the symbol's name (P1), not nothing.
            RuleExample(
                swift: """
                    Button(action: openSettings) {
                        Capsule().fill(.black).frame(width: 30, height: 30)
                            .overlay { Image(systemName: "gear") }
                    }
                    Button(action: select) { Image(systemName: icon) }
                    Button(action: dismissGallery) { Circle().strokeBorder(.red).background(Image(systemName: "xmark")) }
                    """, findings: 3, severity: .p1),
            // SFSafeSymbols' typed symbol names are symbols too: VoiceOver reads their names (P1).
            RuleExample(
                swift: """
                    Button(action: refresh) { Image(systemSymbol: .arrowClockwise) }
                    """, severity: .p1),
            // A custom view of the target (in any file) whose body shows only an image.
            RuleExample(
                swift: """
                    Button { deleteRecipe() } label: { IconView(symbol: "trash") }
                    // file: IconView.swift
                    struct IconView: View {
                        let symbol: String
                        var body: some View {
                            Image(systemName: symbol).font(.title2).frame(width: 44, height: 44)
                        }
                    }
                    """, severity: .p1),
            // UIKit: a button given only an image, a bar item made with an image; the label of
            // another button does not name this one.
            RuleExample(
                swift: """
                    final class PlayerViewController: UIViewController {
                        private let closeButton = UIButton(type: .system)
                        private let shareButton = UIButton(type: .system)
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            closeButton.setImage(UIImage(named: "close_icon"), for: .normal)
                            shareButton.setImage(UIImage(named: "share_icon"), for: .normal)
                            shareButton.accessibilityHint = "Shares the episode"
                            navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(named: "gear"), style: .plain, target: self,
                                                                                action: #selector(openSettings))
                            let playButton = UIButton()
                            playButton.setImage(UIImage(systemName: "play.fill"), for: .normal)
                            closeButton.accessibilityLabel = "Close"
                        }
                    }
                    """, findings: 3),
            // Set up in the closure that makes a property: one finding for the button, whatever
            // states get an image; a bar item returned to a property.
            RuleExample(
                swift: """
                    final class LoginViewController: UIViewController {
                        private lazy var revealButton: UIButton = {
                            let button = UIButton(type: .custom)
                            button.setImage(UIImage(named: "eye_closed"), for: .normal)
                            button.setImage(UIImage(named: "eye_open"), for: .selected)
                            return button
                        }()
                        private lazy var nextPageItem: UIBarButtonItem = {
                            let image = UIImage(systemName: "chevron.right")
                            return UIBarButtonItem(image: image, style: .plain, target: self, action: #selector(nextPage))
                        }()
                    }
                    """, findings: 2),
        ],
        nonTriggeringExamples: uikitNonTriggeringExamples + [
            // A developer screen, which users do not reach.
            RuleExample(
                swift: """
                    struct NetworkDebugView: View {
                        var body: some View { Button(action: dumpLogs) { Image("bug") } }
                    }
                    """),
            // A label's title names it even when only its icon shows.
            RuleExample(
                swift: """
                    Button(action: remove) { Label(L10n.delete, systemSymbol: .trash).labelStyle(.iconOnly) }
                    """),
            RuleExample(
                """
                screen:
                  id: home
                  elements:
                    - { id: addButton, role: iconButton, label: screen.home.add, frame: [320, 60, 44, 44] }
                    - { id: saveButton, role: button, text: screen.home.save }
                    - { id: logo, role: image, decorative: true }
                """),
            RuleExample(
                swift: """
                    Button { addRecipe() } label: { Image(systemName: "plus") }
                        .accessibilityLabel("Add recipe")
                    Button("Add recipe", systemImage: "plus") { addRecipe() }
                    Button { share() } label: { Label("Share", systemImage: "square.and.arrow.up") }
                    Button { close() } label: { Image(systemName: "xmark").accessibilityLabel("Close") }
                    """),
            // Custom views that show text, name themselves, or are not the target's.
            RuleExample(
                swift: """
                    Button { deleteRecipe() } label: { TitledIcon(title: "Delete", symbol: "trash") }
                    Button { share() } label: { NamedIcon(symbol: "square.and.arrow.up") }
                    Button { play() } label: { PackageIcon(symbol: "play") }
                    // file: Icons.swift
                    struct TitledIcon: View {
                        let title: LocalizedStringKey, symbol: String
                        var body: some View {
                            HStack { Image(systemName: symbol); Text(title) }
                        }
                    }
                    struct NamedIcon: View {
                        let symbol: String
                        var body: some View { Image(systemName: symbol).accessibilityLabel("Share") }
                    }
                    """),
            // Nothing drawn, nothing to name: a link pushed from code, a hidden shortcut button.
            // A label under #if is read in every clause.
            // UIKit: a label or title given anywhere in the type (another method, an extension in
            // another file), a configuration title, an outlet (named in Interface Builder), another
            // object's button (its own type sets it up), an image removed.
            RuleExample(
                swift: """
                    final class PlayerViewController: UIViewController {
                        @IBOutlet private var favoriteButton: UIButton!
                        private let closeButton = UIButton(type: .system)
                        private let playButton = UIButton(configuration: .plain())
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            closeButton.setImage(UIImage(systemName: "xmark"), for: .normal)
                            playButton.setImage(UIImage(systemName: "play.fill"), for: .normal)
                            playButton.configuration?.title = "Play"
                            favoriteButton.setImage(UIImage(named: "heart"), for: .normal)
                            cell.moreButton.setImage(UIImage(named: "more"), for: .normal)
                            closeButton.setImage(nil, for: .highlighted)
                            let settings = UIBarButtonItem(image: UIImage(named: "gear"), style: .plain, target: self,
                                                           action: #selector(openSettings))
                            settings.accessibilityLabel = "Settings"
                            navigationItem.rightBarButtonItem = settings
                            navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(named: "back"), style: .plain, target: nil,
                                                                               action: nil)
                            navigationItem.leftBarButtonItem?.title = "Back"
                        }
                    }
                    // file: PlayerViewController+Accessibility.swift
                    extension PlayerViewController {
                        func setUpAccessibility() { closeButton.accessibilityLabel = String(localized: "Close") }
                    }
                    """),
            // Labelled under the property's name, through the app's own helper, or by the callers
            // of a function that returns the button.
            RuleExample(
                swift: """
                    final class LoginViewController: UIViewController {
                        private lazy var revealButton: UIButton = {
                            let button = UIButton(type: .custom)
                            button.setImage(UIImage(named: "eye_closed"), for: .normal)
                            return button
                        }()
                        private lazy var filterItem = UIBarButtonItem(image: UIImage(named: "filter"), style: .plain, target: self,
                                                                      action: #selector(filter))
                        override func viewDidLoad() {
                            revealButton.accessibilityLabel = String(localized: "Show password")
                            filterItem.accLabelText = String(localized: "Filter")
                        }
                        func themeClearButton(of field: UITextField) {
                            if let clear = field.value(forKey: "clearButton") as? UIButton {
                                clear.setImage(UIImage(named: "clear"), for: .normal)
                            }
                            let extractor = ExtractorButton(type: .system)
                            extractor.setImage(UIImage(named: "extract_off"), for: .normal)
                            view.addSubview(extractor)
                            navigationItem.backBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "3.circle.fill"), style: .plain,
                                                                               target: nil, action: nil)
                        }
                        weak var toggleButton: UIButton?
                        func toggled() { toggleButton?.setImage(UIImage(systemName: "eye.slash"), for: .normal) }
                        func makeToolButton(_ image: UIImage) -> UIButton {
                            let button = UIButton(type: .system)
                            button.setImage(image, for: .normal)
                            return button
                        }
                    }
                    // file: ExtractorButton.swift
                    final class ExtractorButton: UIButton {
                        override var accessibilityLabel: String? { get { String(localized: "Reader view") } set { } }
                    }
                    """),
            RuleExample(
                swift: """
                    NavigationLink(destination: ExportView(), isActive: $isExporting) { EmptyView() }
                    Button(action: selectFirstResult) {}
                        .hidden()
                        .keyboardShortcut(.downArrow, modifiers: [])
                    Button { play() } label: {
                        #if os(tvOS)
                        Text("Play")
                        #else
                        Label("Play", systemImage: "play.fill")
                        #endif
                    }
                    """),
        ]
    )

    public init() {}

    public func check(screen: ScreenContext, into findings: inout [Finding]) {
        for element in screen.screen.elements where element.role.isInteractive && element.isFocusable && !element.decorative {
            guard screen.text(of: element.accessibleName).map(TextChecks.isBlank) ?? true else { continue }
            findings.append(
                screen.finding(
                    Self.description, "\(element.role.rawValue) \"\(element.id)\" has no accessibility label", element: element,
                    data: [FindingValue("role", element.role.rawValue), FindingValue("label", "(none)")],
                    fix: "add a label key that says what it is, e.g. label: screen.\(screen.screen.id).\(element.id)"
                ))
        }
    }
}

// MARK: Swift code

/// Buttons, links, menus and toggles whose label is only an image (or nothing) and that no
/// accessibility label names.
extension MissingLabelRule: SourceRule {
    public func check(file: SwiftFileContext, into findings: inout [Finding]) {
        // An empty label (`NavigationLink(isActive:) { EmptyView() }`, a hidden keyboard-shortcut
        // button) draws nothing and has no size: VoiceOver does not reach it.
        // Developer screens are left out, as in the UIKit half below.
        for control in file.facts.controls where !file.facts.isInDebugScreen(line: control.location.line) {
            guard let (label, views) = Self.shownLabel(control.label, index: file.index) else { continue }
            guard !label.isNamed, !control.modifiers.givesAccessibilityLabel, !control.modifiers.hidesFromAccessibility else {
                continue
            }
            let shows = label.icons.first.map(Self.describe) ?? "nothing"
            let icon = views.isEmpty ? shows : views.joined(separator: ", ") + ", which shows " + shows
            // VoiceOver reads many SF Symbols by a built-in description, often not the action's
            // name ("plus.circle" → "Add", "ellipsis" → "More"): confusing rather than silent.
            let symbolsOnly = !label.icons.isEmpty && label.icons.allSatisfy(\.isSymbol)
            // SwiftUI labels `Image("Add")` by its name, looked up as a key: an asset named in words
            // is read aloud (habitica's "Add" link, pocket-casts' "minus" button). In every language
            // as written unless the catalog has the word (P1); whether the word says what the control
            // does, a person tells (P2 review).
            let assetNames = label.icons.compactMap { icon -> String? in
                if case .asset(let name) = icon { return name }
                return nil
            }
            if !assetNames.isEmpty, assetNames.count == label.icons.count, assetNames.allSatisfy(Self.readsAsWords) {
                let spoken = assetNames.joined(separator: " ")
                let translated = assetNames.allSatisfy { file.strings.entry($0, table: nil) != nil }
                findings.append(
                    file.finding(
                        Self.description, severity: translated ? .p2 : .p1, outcome: translated ? .needsReview : .violation,
                        "\(control.kind) shows \(icon) and has no accessibility label: SwiftUI labels the image by its name, so "
                            + "VoiceOver says \(TextJudgement.quoted(spoken))"
                            + (translated
                                ? ", translated by the catalog: check it says what the \(control.kind) does"
                                : " in every language (the catalog does not have it), whether or not it says what the "
                                    + "\(control.kind) does"),
                        at: control.location, element: "\(control.kind) \(icon)",
                        data: [FindingValue("control", control.kind), FindingValue("label", spoken), FindingValue("icon", icon)],
                        fix: ".accessibilityLabel(\"…\") on the \(control.kind) saying what it does, with the text in the catalog"
                    ))
                continue
            }
            findings.append(
                file.finding(
                    Self.description, severity: symbolsOnly ? .p1 : .p0,
                    "\(control.kind) shows \(icon) and has no accessibility label: VoiceOver "
                        + "says \(symbolsOnly ? "the symbol's name" : "\"button\" or a file name")",
                    at: control.location, element: "\(control.kind) \(icon)",
                    data: [
                        FindingValue("control", control.kind), FindingValue("label", label.content.rawValue),
                        FindingValue("icon", icon),
                    ],
                    fix:
                        ".accessibilityLabel(\"…\") on the \(control.kind) saying what it "
                        + "does, or use Label(\"…\", systemImage: …) with .labelStyle(.iconOnly)"
                ))
        }
        checkUIKit(file: file, into: &findings)
    }

    /// What a control's label shows: its own images only, or custom views of the target whose
    /// bodies show only images (followed one level: `label: { IconView(symbol: "trash") }`),
    /// with the names of the views followed; nil when it shows text or what cannot be told.
    static func shownLabel(_ label: ControlLabel, index: TargetIndex) -> (ControlLabel, [String])? {
        if label.content == .imageOnly { return (label, []) }
        guard label.content == .otherViews, !label.opaqueViews.isEmpty, !label.opaqueViews.contains("") else { return nil }
        var shown = label
        for name in label.opaqueViews {
            guard let body = index.view(named: name)?.body, body.content == .imageOnly, !body.innerModifiers.hidesFromAccessibility
            else { return nil }
            shown.icons += body.icons
            shown.innerModifiers += body.innerModifiers
        }
        shown.content = .imageOnly
        return (shown, label.opaqueViews)
    }

    /// An asset name made of plain words ("Add", "Edit", "star fill"), not an identifier
    /// ("plus_badge", "RemoteControlEnter", "ic-close"): what VoiceOver reads then is language.
    static func readsAsWords(_ name: String) -> Bool {
        let words = name.split(separator: " ")
        return !words.isEmpty
            && words.allSatisfy { word in
                word.allSatisfy(\.isLetter) && word.dropFirst().allSatisfy(\.isLowercase) && word.count > 1
            }
    }

    static func describe(_ source: ImageSource) -> String {
        if case .other("systemName", let expression) = source { return "symbol \(expression)" }
        return switch source {
        case .asset(let name), .assetResource(let name): "image \"\(name)\""
        case .systemName(let name): "symbol \"\(name)\""
        case .decorative(let name): "decorative image \"\(name)\""
        case .other(_, let expression): "image \(expression)"
        }
    }
}
