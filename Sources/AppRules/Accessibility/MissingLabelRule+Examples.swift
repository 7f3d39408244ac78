import LintCore

extension MissingLabelRule {
    /// The rule's examples on specs and SwiftUI code, most of them seen in apps (UIKit's: MissingLabelRule+UIKit.swift).
    static let specAndSwiftUITriggeringExamples: [RuleExample] = [
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
        // Seen in apps (session-ios): each property's closure names its own local `result`; a label given to one is not
        // the other's.
        RuleExample(
            swift: """
                final class CallViewController: UIViewController {
                    private lazy var hangUpButton: UIButton = {
                        let result = UIButton(type: .custom)
                        result.setImage(UIImage(named: "EndCall"), for: .normal)
                        result.accessibilityLabel = String(localized: "End call")
                        return result
                    }()
                    private lazy var minimizeButton: UIButton = {
                        let result = UIButton(type: .custom)
                        result.setImage(UIImage(named: "Minimize"), for: .normal)
                        return result
                    }()
                }
                """),
        // Seen in apps (damus): the stack's label reaches the button, and the amount beside it: someone checks.
        RuleExample(
            swift: """
                struct ZapButton: View {
                    var body: some View {
                        HStack { Button(action: zap) { Image(zapImage) }; Text(total) }.accessibilityLabel(Text("Zap"))
                    }
                }
                """, severity: .p2, outcome: .needsReview),
        // Seen in apps (Flipper): an image view of the app's own shows the asset it is handed, which SwiftUI reads by name.
        RuleExample(
            swift: """
                struct SmallImage: View {
                    let name: String
                    init(_ name: String) { self.name = name }
                    var body: some View { Image(name).resizable().frame(width: 24, height: 24) }
                }
                struct EditButton: View {
                    var body: some View { Button(action: edit) { SmallImage("Edit") } }
                }
                """, severity: .p1),
    ]

    static let specAndSwiftUINonTriggeringExamples: [RuleExample] = [
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
}
