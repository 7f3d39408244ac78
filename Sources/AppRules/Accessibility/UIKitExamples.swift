import LintCore

// UIKit examples of rules whose UIKit reading needs no code of its own here (issue 18): kept
// beside each other so the rules' main files stay about SwiftUI and the rule book.

extension MissingLabelRule {
    static let uikitTriggeringExamples = [
        // A button configuration with only an image: the button shows an icon and says nothing.
        RuleExample(
            swift: """
                final class AccountCell: UICollectionViewCell {
                    private let disconnectButton = UIButton()
                    func setUp() {
                        var buttonConfig = UIButton.Configuration.gray()
                        buttonConfig.image = UIImage(systemName: "eject.fill")
                        buttonConfig.cornerStyle = .capsule
                        disconnectButton.configuration = buttonConfig
                    }
                }
                """, severity: .p1),
        // A container that is not one element itself leaves its buttons to VoiceOver; a bar item
        // stored through `super.` and labelled under another name.
        RuleExample(
            swift: """
                final class QuantityStepper: UIControl {
                    let decrementButton = UIButton(type: .custom)
                    func configure() {
                        isAccessibilityElement = false
                        decrementButton.setImage(UIImage(named: "stepper_minus"), for: .normal)
                        addSubview(decrementButton)
                    }
                }
                final class InboxViewController: BaseListViewController {
                    func refreshNavigation() {
                        super.trailingItem = UIBarButtonItem(image: UIImage(named: "sort_icon"), style: .plain, target: self,
                                                             action: #selector(sort))
                        super.leadingItem?.accessibilityLabel = String(localized: "Sort")
                    }
                }
                """, findings: 2),
    ]

    static let uikitNonTriggeringExamples = [
        RuleExample(
            swift: """
                final class AccountCell: UICollectionViewCell {
                    private let disconnectButton = UIButton()
                    private let moreButton = UIButton()
                    func setUp() {
                        var buttonConfig = UIButton.Configuration.gray()
                        buttonConfig.image = UIImage(systemName: "eject.fill")
                        buttonConfig.title = String(localized: "Disconnect")
                        disconnectButton.configuration = buttonConfig
                        var moreConfig = UIButton.Configuration.plain()
                        moreConfig.image = UIImage(systemName: "ellipsis")
                        moreButton.configuration = moreConfig
                        moreButton.accessibilityLabel = String(localized: "More")
                    }
                }
                final class CloseBarButtonItem: UIBarButtonItem {
                    override init() {
                        super.init()
                        accessibilityLabel = String(localized: "Close")
                        let closeButton = UIButton(type: .custom)
                        closeButton.setImage(UIImage(named: "close_icon"), for: .normal)
                        customView = closeButton
                    }
                }
                """),
        // Seen in apps: a stepper that is one adjustable element (VoiceOver never reaches the
        // buttons inside), and a bar item stored through `super.` in one branch of a ternary,
        // labelled on the next line through `?.`.
        RuleExample(
            swift: """
                final class QuantityStepper: UIControl {
                    let decrementButton = UIButton(type: .custom)
                    func configure() {
                        isAccessibilityElement = true
                        accessibilityTraits = [.adjustable]
                        decrementButton.setImage(UIImage(named: "stepper_minus"), for: .normal)
                    }
                }
                final class InboxViewController: BaseListViewController {
                    func refreshNavigation() {
                        super.trailingItem = isEditing
                            ? UIBarButtonItem(title: "Done", style: .plain, target: self, action: #selector(finish))
                            : UIBarButtonItem(image: UIImage(named: "sort_icon"), style: .plain, target: self, action: #selector(sort))
                        super.trailingItem?.accessibilityLabel = isEditing ? String(localized: "Done") : String(localized: "Sort")
                    }
                }
                """),
    ]
}

extension HardcodedTextRule {
    static let uikitTriggeringExamples = [
        // In an app that localizes (it has a catalog).
        RuleExample(
            swift: """
                // catalog: Credits
                final class CreditsViewController: UIViewController {
                    func configure() {
                        textView.attributedText = NSAttributedString(string: "Made with love in Berlin", attributes: attributes)
                        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                        sheet.addAction(UIAlertAction(title: "Open website", style: .default))
                        searchController.searchBar.placeholder = "Search contributors"
                        let done = UIBarButtonItem(title: "Done", style: .done, target: self, action: #selector(close))
                        navigationItem.rightBarButtonItem = done
                    }
                }
                """, findings: 4, outcome: .violation)
    ]

    static let uikitNonTriggeringExamples = [
        // An address reads the same in every language; a developer screen and simulator-only code are not
        // translated; a default title the view replaces with its model's.
        RuleExample(
            swift: """
                let link = NSMutableAttributedString(string: "netnewswire.com")
                supportLabel.text = "help@example.org"
                #if targetEnvironment(simulator)
                let fake = UIAlertAction(title: "Fake a health certificate", style: .default)
                #endif
                final class FooterView: UIView {
                    private let primaryButton = UIButton(type: .system)
                    var primaryTitle: String? {
                        get { primaryButton.title(for: .normal) }
                        set { primaryButton.setTitle(newValue, for: .normal) }
                    }
                    func setUp() { primaryButton.setTitle("Primary Button", for: .normal) }
                }
                final class SyncDebugViewController: UITableViewController {
                    func askForCode() {
                        let alert = UIAlertController(title: "Paste recovery code", message: nil, preferredStyle: .alert)
                        alert.addAction(UIAlertAction(title: "Override", style: .destructive))
                    }
                }
                """)
    ]
}

extension FixedFontSizeRule {
    static let uikitTriggeringExamples = [
        RuleExample(
            swift: """
                final class ChatTitleView: UIView {
                    func setUp() {
                        titleLabel.font = UIFont(name: "Avenir-Heavy", size: 20)
                        doneButton.titleLabel?.font = .boldSystemFont(ofSize: 14)
                    }
                }
                """, findings: 2)
    ]

    static let uikitNonTriggeringExamples = [
        // Bar titles keep their size (the Large Content Viewer shows them larger); text drawn into a
        // PDF page; a developer screen; a fixed size scaled by UIFontMetrics; Mac Catalyst code.
        RuleExample(
            swift: """
                func styleBars() {
                    UINavigationBar.appearance().titleTextAttributes = [.font: UIFont.systemFont(ofSize: 17, weight: .semibold)]
                    UIBarButtonItem.appearance().setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 15)], for: .normal)
                    label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: 17))
                }
                #if targetEnvironment(macCatalyst)
                titleBarLabel.font = UIFont.systemFont(ofSize: 13)
                #endif
                final class NetworkDebugViewController: UITableViewController {
                    func configure(_ cell: UITableViewCell) { cell.textLabel?.font = .monospacedSystemFont(ofSize: 13, weight: .regular) }
                }
                // file: CertificatePDF.swift
                func renderCertificate() -> Data {
                    let renderer = UIGraphicsPDFRenderer(bounds: page)
                    let attributes: [NSAttributedString.Key: Any] = [.font: UIFont(name: "OpenSans-Regular", size: 8) as Any]
                    return renderer.pdfData { context in context.beginPage(); title.draw(at: .zero, withAttributes: attributes) }
                }
                """),
        // Seen in apps (Bark): a small font given to a line break alone sizes the gap between two paragraphs.
        RuleExample(
            swift: """
                func compose(title: String, body: String) -> NSAttributedString {
                    let text = NSMutableAttributedString(string: body, attributes: [.font: UIFont.preferredFont(forTextStyle: .body)])
                    text.insert(NSAttributedString(string: "\\n", attributes: [.font: UIFont.systemFont(ofSize: 6)]), at: 0)
                    let heading = [NSAttributedString.Key.font: UIFont.preferredFont(forTextStyle: .headline)]
                    text.insert(NSAttributedString(string: title + "\\n", attributes: heading), at: 0)
                    return text
                }
                """),
    ]
}
