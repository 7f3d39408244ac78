import LintCore
import SpecModel
import SwiftSourceFacts

/// Icon-only buttons without a hint.
public struct IconButtonHintRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "icon-button-hint",
        name: "Icon button without hint",
        summary: "An icon-only button has no accessibility hint.",
        rationale:
            "With no visible text, the label says what it is but not what happens: "
            + "CH32 §5.2 requires label and hint for icon-only buttons. In code, a label that names the action "
            + "(\"Add product\", \"Dismiss\") may say enough on its own, as Apple's guidance has it: that button needs review.",
        reference: "CH32 §5.2",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample(
                """
                screen:
                  id: library
                  elements:
                    - { id: inboxButton, role: iconButton, label: screen.library.inbox.label, frame: [280, 50, 44, 44] }
                """),
            RuleExample(
                swift: """
                    Button { openInbox() } label: { Image(systemName: "tray") }
                        .accessibilityLabel("Inbox")
                    Button("Inbox", systemImage: "tray") { openInbox() }
                        .labelStyle(.iconOnly)
                    Button { showingStats = true } label: { Label("Statistics", systemImage: "chart.bar").labelStyle(.iconOnly) }
                    """, findings: 3, severity: .p2),
            // A spinner in place of the icon while the action runs shows no text either; modifiers under `#if` may end the
            // chain.
            RuleExample(
                swift: """
                    Button { viewModel.testLatency(group) } label: {
                        Group {
                            if isTesting { ProgressView().controlSize(.small) } else { Image(systemName: "bolt.fill") }
                        }
                    }
                    .accessibilityLabel("Test latency")
                    #if os(macOS)
                    .buttonStyle(.plain)
                    #else
                    .buttonStyle(.borderless)
                    #endif
                    """, severity: .p2),
            // Seen in apps: a label that names the action ("Add product", "Dismiss", "Back") may be
            // enough on its own, as Apple's guidance has it; CH32 asks for the hint all the same.
            RuleExample(
                swift: """
                    Button { addProduct() } label: { Image(systemName: "plus") }
                        .accessibilityLabel(NSLocalizedString("Add product", comment: ""))
                    Button(action: dismiss) { Image(systemName: "xmark") }.accessibilityLabel("Dismiss")
                    Button("Share", systemImage: "square.and.arrow.up") { share() }
                        .labelStyle(.iconOnly)
                    Button(action: decrease) { Image(.minus) }.accessibilityLabel(L10n.a11yVotesAllowedDecrease)
                    """, findings: 4, severity: .p2, outcome: .needsReview),
            // UIKit: a bar item and a button given an image and an accessibility label, and no hint.
            RuleExample(
                swift: """
                    final class LogViewController: UIViewController {
                        private let shareButton = UIButton(type: .system)
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            let clearButton = UIBarButtonItem(image: UIImage(systemName: "trash"), style: .plain, target: self, \
                    action: #selector(clearLog))
                            clearButton.accessibilityLabel = String(localized: "Clear log")
                            navigationItem.rightBarButtonItem = clearButton
                            shareButton.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
                            shareButton.accessibilityLabel = String(localized: "Share log")
                        }
                    }
                    """, findings: 2, severity: .p2, outcome: .violation),
        ],
        nonTriggeringExamples: [
            // UIKit: a hint given, a title shown beside the image, an outlet set up in Interface Builder.
            RuleExample(
                swift: """
                    final class LogViewController: UIViewController {
                        @IBOutlet private var filterButton: UIButton!
                        private let shareButton = UIButton(type: .system)
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            let clearButton = UIBarButtonItem(image: UIImage(systemName: "trash"), style: .plain, target: self, \
                    action: #selector(clearLog))
                            clearButton.accessibilityLabel = String(localized: "Clear log")
                            clearButton.accessibilityHint = String(localized: "Deletes every line of the log")
                            navigationItem.rightBarButtonItem = clearButton
                            shareButton.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
                            shareButton.setTitle(String(localized: "Share"), for: .normal)
                            filterButton.setImage(UIImage(systemName: "line.3.horizontal.decrease"), for: .normal)
                            filterButton.accessibilityLabel = String(localized: "Filter")
                        }
                    }
                    """),
            // Seen in apps (bitchat, Flare): a help text is the hint, on the iPhone as on the Mac.
            RuleExample(
                swift: """
                    Button(action: sendMessage) { Image(systemName: "arrow.up.circle.fill") }
                        .accessibilityLabel("Send")
                        .help("Sends the message to everyone nearby")
                    """),
            // Seen in apps (Limit): a button kept for later, drawn fully transparent, which VoiceOver skips too.
            RuleExample(
                swift: """
                    Button { showOptions.toggle() } label: { Image(systemName: "slider.horizontal.3") }
                        .accessibilityLabel("Options")
                        .opacity(0)
                    """),
            RuleExample(
                """
                screen:
                  id: library
                  elements:
                    - { id: inboxButton, role: iconButton, label: screen.library.inbox.label, hint: screen.library.inbox.hint, frame: \
                [280, 50, 44, 44] }
                    - { id: editButton, role: button, text: screen.library.edit }
                """),
            RuleExample(
                swift: """
                    Button { openInbox() } label: { Image(systemName: "tray") }
                        .accessibilityLabel("Inbox")
                        .accessibilityHint("Opens your inbox")
                    Button("Share", systemImage: "square.and.arrow.up") { share() }
                    Button { openInbox() } label: { Image(systemName: "tray") }
                    """),
            // Seen in apps (Hackers): swipe actions, which VoiceOver offers by name in the row's actions.
            RuleExample(
                swift: """
                    struct FeedRow: View {
                        let post: Post
                        var body: some View {
                            Text(post.title)
                                .swipeActions {
                                    Button { bookmark(post) } label: { Image(systemName: "bookmark") }.accessibilityLabel("Bookmark")
                                }
                                .swipeActions(edge: .leading) { voteSwipeAction(for: post) }
                        }
                        @ViewBuilder private func voteSwipeAction(for post: Post) -> some View {
                            Button { vote(post) } label: { Image(systemName: "arrow.up") }.accessibilityLabel("Upvote")
                        }
                    }
                    struct LeadingSwipeActionsView: View {
                        var body: some View {
                            Button(action: queueNext) { Image(systemName: "text.insert") }.accessibilityLabel("Queue next")
                        }
                    }
                    """),
        ]
    )

    public init() {}

    public func check(screen: ScreenContext, into findings: inout [Finding]) {
        for element in screen.screen.elements where element.role == .iconButton && element.isFocusable && element.hint == nil {
            findings.append(
                screen.finding(
                    Self.description, "icon button \"\(element.id)\" has no hint saying what it does", element: element,
                    data: [FindingValue("hint", "(none)"), FindingValue("label", element.accessibleName?.description ?? "(none)")],
                    fix: "add hint: a key whose text says what happens, e.g. \"Opens your inbox\""
                ))
        }
    }
}

// MARK: Swift code

/// Icon-only controls that VoiceOver can name but that say nothing about what they do. P2 in
/// code: the label is there, the hint completes it.
extension IconButtonHintRule: SourceRule {
    public func check(file: SwiftFileContext, into findings: inout [Finding]) {
        for control in file.facts.controls {
            // On the control, or on the one Label its label closure shows.
            let iconOnlyStyle = (control.modifiers + control.label.innerModifiers).contains {
                $0.name == "labelStyle" && $0.arguments.first?.text == ".iconOnly"
            }
            let iconOnly =
                control.label.content == .imageOnly || (control.label.content == .text && iconOnlyStyle && !control.label.icons.isEmpty)
            let named = control.label.isNamed || control.modifiers.givesAccessibilityLabel || control.label.content == .text
            guard iconOnly, named, !control.modifiers.hidesFromAccessibility, !control.isSwipeAction else { continue }
            let all = control.modifiers + control.label.innerModifiers
            // `.help("Compose a new message")` sets the accessibility hint on every platform, and the tooltip on the Mac and
            // visionOS (Apple's `help(_:)`; bitchat, Flare).
            let hinted =
                all.contains("accessibilityHint") || all.contains("help")
                || all.contains { $0.name == "accessibility" && $0.argument("hint") != nil }
            guard !hinted else { continue }
            let icon = control.label.icons.first.map(MissingLabelRule.describe) ?? "an icon"
            let label = all.first { $0.name == "accessibilityLabel" }?.arguments.first?.text ?? control.label.title
            let action = label.flatMap(Self.actionNamed)
            let message =
                action == nil
                ? "\(control.kind) shows only \(icon) and has no accessibility hint saying what it does"
                : "\(control.kind) shows only \(icon) and has no accessibility hint: its label names the action (\(action!)), "
                    + "which may say enough; CH32 §5.2 asks for the hint all the same"
            findings.append(
                file.finding(
                    Self.description, severity: .p2, outcome: action == nil ? .violation : .needsReview, message,
                    at: control.location, element: "\(control.kind) \(icon)",
                    data: [
                        FindingValue("control", control.kind), FindingValue("icon", icon), FindingValue("label", label ?? "(none)"),
                        FindingValue("hint", "(none)"),
                    ],
                    fix: ".accessibilityHint(\"…\") saying what happens, e.g. \"Opens your inbox\""))
        }
        checkUIKit(file: file, into: &findings)
    }
}

extension IconButtonHintRule {
    /// Verbs that say what pressing does, so that the label alone may tell the result.
    static let actionVerbs: Set<String> = [
        "add", "back", "call", "cancel", "clear", "close", "collapse", "contact", "copy", "create", "decrease", "delete", "dismiss",
        "download", "edit", "email", "expand", "increase", "new", "next", "open", "pause", "play", "previous", "refresh", "reload",
        "remove", "reply", "save", "search", "send", "share", "skip", "stop", "upload",
    ]

    /// The verb of a label that names its action: the first word of the label's text
    /// (`"Add product"`, `NSLocalizedString("Dismiss", …)`), or a word of the key's name when the
    /// text is out of sight (`L10n.a11yVotesAllowedDecrease`).
    static func actionNamed(_ label: String) -> String? {
        if let open = label.firstIndex(of: "\"") {
            let text = label[label.index(after: open)...].prefix { $0 != "\"" }
            let first = text.prefix { $0.isLetter }.lowercased()
            return actionVerbs.contains(first) ? first : nil
        }
        let name = label.split(separator: ".").last.map(String.init) ?? label
        return TextChecks.identifierWords(name).first(where: actionVerbs.contains)
    }
}
