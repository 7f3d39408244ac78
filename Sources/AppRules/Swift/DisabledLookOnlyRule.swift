import LintCore
import SwiftSourceFacts

/// Controls dimmed and blocked to look disabled without being disabled.
public struct DisabledLookOnlyRule: SourceRule {
    public static let description = RuleDescription(
        identifier: "disabled-look-only",
        name: "Disabled by looks only",
        summary:
            "A view is dimmed (`.opacity`, `alpha`) and its input blocked another "
            + "way (`.allowsHitTesting(false)`, `isUserInteractionEnabled = false`, "
            + "an early `return` in the action) without `.disabled()` or `isEnabled = false`.",
        rationale:
            "VoiceOver says nothing about the state: the user hears an ordinary "
            + "button, double-taps and nothing happens (CH32 §4.4: disabled state "
            + "must be conveyed via opacity and accessibilityState.disabled; §5.2: "
            + "disabled buttons are announced as disabled). `.disabled()` and " + "`isEnabled = false` make VoiceOver say \"dimmed\".",
        reference: "CH32 §5.2",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample(
                swift: """
                    Button("Start practice") { start() }
                        .opacity(isLocked ? 0.4 : 1)
                        .allowsHitTesting(!isLocked)
                    """),
            // A private state the view sets: it does get dimmed.
            RuleExample(
                swift: """
                    struct MoreButton: View {
                        @State private var isLoading = false
                        var body: some View {
                            Button("Load more") { isLoading = true }
                                .opacity(isLoading ? 0.5 : 1)
                                .allowsHitTesting(!isLoading)
                        }
                    }
                    """),
            RuleExample(
                swift: """
                    Button {
                        guard !isLocked else { return }
                        start()
                    } label: { Text("Start practice") }
                    .opacity(isLocked ? 0.5 : 1)
                    """),
            // The whole action runs only when the item can be chosen.
            RuleExample(
                swift: """
                    Button {
                        if selectable, !isSelected { select(item) }
                    } label: { Text(item.tag) }
                    .opacity(selectable ? 1 : 0.55)
                    """),
            RuleExample(
                swift: """
                    func lock() {
                        startButton.alpha = 0.4
                        startButton.isUserInteractionEnabled = false
                    }
                    """),
            // Seen in apps (woocommerce): a cell loading with a spinner of its own, dimmed and blocked.
            RuleExample(
                swift: """
                    func startLoading() {
                        activityIndicator.startAnimating()
                        isUserInteractionEnabled = false
                        alpha = 0.5
                    }
                    """),
            // UIKit: dimmed by its alpha, and inert by an early return in the method it calls.
            RuleExample(
                swift: """
                    final class StatsSettingsManager {
                        func configure(_ cell: UITableViewCell) {
                            let button = makeButton(for: cell)
                            button.alpha = Stats.shared.isCleared ? 0.4 : 1
                            button.addTarget(self, action: #selector(clearUsageStats(_:)), for: .touchUpInside)
                        }
                        @objc private func clearUsageStats(_ sender: UIControl) {
                            guard !Stats.shared.isCleared else { return }
                            Stats.shared.reset()
                        }
                    }
                    """),
            // A button of the app's own, greyed in its label and inert by an early return.
            RuleExample(
                swift: """
                    FormButton {
                        guard !viewModel.configURL.isEmpty else { return }
                        viewModel.startTest()
                    } label: {
                        Label("Start Test", systemImage: "play.fill")
                            .foregroundStyle(viewModel.configURL.isEmpty ? Color.gray : Color.accentColor)
                    }
                    """),
            // Greyed by its colour, in its label, and inert by an early return.
            RuleExample(
                swift: """
                    struct ConfirmationToolbarButton: ToolbarContent {
                        let action: () -> Void
                        let isDisabled: Bool
                        var body: some ToolbarContent {
                            ToolbarItem(placement: .confirmationAction) {
                                Button {
                                    if isDisabled { return }
                                    action()
                                } label: {
                                    Image(systemName: "checkmark")
                                        .foregroundStyle(isDisabled ? Color.secondary.opacity(0.5) : Color.primary)
                                }
                            }
                        }
                    }
                    """, severity: .p1, outcome: .violation),
        ],
        nonTriggeringExamples: [
            // A dimmed item still answers: it says why it cannot be chosen.
            RuleExample(
                swift: """
                    Button {
                        if selectable { select(item) } else { showWhyLocked = true }
                    } label: { Text(item.tag) }
                    .opacity(selectable ? 1 : 0.55)
                    """),
            // UIKit: disabled as well, or dimmed under another condition than the one its method returns on.
            RuleExample(
                swift: """
                    final class StatsSettingsManager {
                        func configure(_ cell: UITableViewCell) {
                            resetButton.alpha = Stats.shared.isCleared ? 0.4 : 1
                            resetButton.isEnabled = !Stats.shared.isCleared
                            resetButton.addTarget(self, action: #selector(clearUsageStats(_:)), for: .touchUpInside)
                            shareButton.alpha = isSyncing ? 0.5 : 1
                            shareButton.addTarget(self, action: #selector(share), for: .touchUpInside)
                        }
                        @objc private func clearUsageStats(_ sender: UIControl) {
                            guard !Stats.shared.isCleared else { return }
                            Stats.shared.reset()
                        }
                        @objc private func share() {
                            guard let url = exportURL else { return }
                            present(UIActivityViewController(activityItems: [url], applicationActivities: nil), animated: true)
                        }
                    }
                    """),
            // Seen in apps (fearless-iOS): a two-button switcher; in each branch the dimmed button is the one to tap.
            RuleExample(
                swift: """
                    func apply(state: State) {
                        switch state {
                        case .collection:
                            collectionButton.alpha = 1
                            collectionButton.isUserInteractionEnabled = false
                            tableButton.alpha = 0.3
                            tableButton.isUserInteractionEnabled = true
                        case .table:
                            collectionButton.alpha = 0.3
                            collectionButton.isUserInteractionEnabled = true
                            tableButton.alpha = 1
                            tableButton.isUserInteractionEnabled = false
                        }
                    }
                    """),
            // Seen in apps (eidolon): the screen a transition dims behind the panel it brings in.
            RuleExample(
                swift: """
                    final class HelpAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                            let fromView = transitionContext.view(forKey: .from)!
                            fromView.isUserInteractionEnabled = false
                            UIView.animate(withDuration: 0.3) { fromView.alpha = 0.5 }
                        }
                    }
                    """),
            RuleExample(
                swift: """
                    Button("Start practice") { start() }
                        .disabled(isLocked)
                        .opacity(isLocked ? 0.4 : 1)
                    Color.black.opacity(0.4).allowsHitTesting(false)
                    Text("Saved").opacity(isVisible ? 1 : 0).allowsHitTesting(isVisible)
                    func lock() {
                        startButton.alpha = 0.4
                        startButton.isEnabled = false
                        startButton.isUserInteractionEnabled = false
                    }
                    """),
            // Seen in apps (metatext): a quoted status dimmed for good as the cell is built, the cell taking its taps.
            RuleExample(
                swift: """
                    final class ConversationView: UIView {
                        func initialSetup() {
                            statusBodyView.alpha = 0.5
                            statusBodyView.isUserInteractionEnabled = false
                        }
                    }
                    """),
            // Seen in apps (winston, iAPS): a row its parent takes the taps of, dimmed once read; a glow stroke
            // taps pass through.
            RuleExample(
                swift: """
                    HStack { Text(message.subject) }
                        .opacity(!(message.new ?? false) ? 0.65 : 1)
                        .allowsHitTesting(false)
                    Capsule().stroke(glow, lineWidth: 4).opacity(colorScheme == .dark ? 0.2 : 0.2).allowsHitTesting(false)
                    """),
            // Seen in apps (winston): a private state nothing sets (only read, never `=`, toggled or bound), so the
            // view is never dimmed.
            RuleExample(
                swift: """
                    struct CommentLinkFull: View {
                        @State private var loadMoreLoading = false
                        var body: some View {
                            Button { load() } label: { Text(loadMoreLoading ? "Just a sec..." : "View full conversation") }
                                .allowsHitTesting(!loadMoreLoading)
                                .opacity(loadMoreLoading ? 0.5 : 1)
                                .onAppear { if loadMoreLoading == false { prefetch() } }
                        }
                    }
                    """),
            // Seen in apps (element-ios): dimmed by the environment's isEnabled, which is false only under an
            // ancestor's `.disabled()`, and that already tells VoiceOver.
            RuleExample(
                swift: """
                    struct RoundedBorderTextField: View {
                        @Environment(\\.isEnabled) private var isEnabled
                        @Binding var text: String
                        var body: some View {
                            TextField("Name", text: $text).allowsHitTesting(isEnabled).opacity(isEnabled ? 1 : 0.5)
                        }
                    }
                    """),
            // Seen in apps (reminders-menubar): a done reminder dimmed, and blocked only in the moment it completes.
            RuleExample(
                swift: """
                    VStack { Text(reminder.title) }
                        .opacity(isPendingCompletion || reminder.isCompleted ? 0.6 : 1.0)
                        .allowsHitTesting(!isPendingCompletion)
                    """),
            // A colour that changes with a selection the action does not return on, and a greyed label with .disabled. Seen
            // in apps (anytype, woocommerce): the selected tab, highlighted and inert; a vote's thumbs, greyed unless chosen.
            RuleExample(
                swift: """
                    Button { select(tag) } label: { Text(tag.name).foregroundStyle(isSelected ? Color.primary : Color.secondary) }
                    Button {
                        guard !item.isSelected else { return }
                        item.action()
                    } label: {
                        Text(item.title).foregroundStyle(item.isSelected ? Color.Control.primary : Color.Control.secondary)
                    }
                    Button {
                        guard vote == nil else { return }
                        vote = .up
                    } label: {
                        Image(systemName: "hand.thumbsup").foregroundColor(vote == .up ? .accentColor : .secondary)
                    }
                    Button {
                        guard canSave else { return }
                        save()
                    } label: {
                        Image(systemName: "checkmark").foregroundStyle(canSave ? Color.primary : Color.gray)
                    }
                    .disabled(!canSave)
                    """),
            // Seen in apps: a translucent overlay over a preview, made click-through.
            RuleExample(
                swift: """
                    private(set) lazy var overlay: UIView = {
                        let view = UIView()
                        view.alpha = 0.11
                        view.isUserInteractionEnabled = false
                        return view
                    }()
                    """),
            // Seen in apps (KeePassium): the bar dimmed while a progress overlay covers the screen.
            RuleExample(
                swift: """
                    func showProgressView(title: String) {
                        progressOverlay = ProgressOverlay.addTo(navigationController.view, title: title, animated: true)
                        navigationBar.isUserInteractionEnabled = false
                        navigationBar.alpha = 0.1
                    }
                    """),
            // Seen in apps (FlowDown): the row dimmed while a modal progress alert is up, and restored when the work ends.
            RuleExample(
                swift: """
                    func fetchModels(for cell: ConfigurableView) {
                        cell.isUserInteractionEnabled = false
                        cell.alpha = 0.5
                        Indicator.progress(title: String(localized: "Fetching Model List"), controller: self) { done in
                            manager.fetchModelList { list in
                                cell.isUserInteractionEnabled = true
                                cell.alpha = 1
                                done { show(list) }
                            }
                        }
                    }
                    """),
            // Seen in apps (brave): a click-through view that pulses; the alpha is a subview's start value.
            RuleExample(
                swift: """
                    class FocusRings: UIView {
                        let rings: [UIView] = (0..<3).map { _ in UIView() }
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            isUserInteractionEnabled = false
                            rings.first?.alpha = 0.75
                        }
                    }
                    """),
        ]
    )

    public init() {}

    public func check(file: SwiftFileContext, into findings: inout [Finding]) {
        for dimming in file.facts.behavior.dimmings where !dimming.declaresDisabled {
            // A fixed dimming (a scrim, `Color.black.opacity(0.4)`) is decoration; a state changes.
            guard let blockedBy = dimming.blockedBy, dimming.condition != nil || dimming.api.hasSuffix("=") else { continue }
            let what = dimming.receiver.map { $0 == "self" ? "the view" : $0 } ?? "the view"
            let uikit = dimming.api.hasSuffix("=")
            findings.append(
                file.finding(
                    Self.description,
                    "\(what) is dimmed with " + "\(dimming.api)\(uikit ? " " : "(")\(dimming.value)\(uikit ? "" : ")") "
                        + "and blocked by \(blockedBy), but VoiceOver does not say it is disabled",
                    at: dimming.location, element: "\(what) \(dimming.api)",
                    data: [
                        FindingValue("dimmedBy", "\(dimming.api) \(dimming.value)"), FindingValue("blockedBy", blockedBy),
                        FindingValue("required", uikit ? "isEnabled = false" : ".disabled(…)"),
                    ],
                    fix: uikit
                        ? "set isEnabled = false (UIControl), or add .notEnabled to accessibilityTraits"
                        : ".disabled(\(dimming.condition ?? "true")) instead of blocking input another way"))
        }
    }
}
