import LintCore
import SpecModel
import SwiftSourceFacts

/// Destructive actions without a confirmation step.
public struct DestructiveConfirmationRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "destructive-confirmation",
        name: "Destructive action without confirmation",
        summary: "An action that deletes or discards has no confirmation step.",
        rationale:
            "A mis-tap (or a VoiceOver double tap on the wrong element) destroys "
            + "work with no way back (CH32 §4.1, CH04 §6.3: all destructive " + "actions require a confirmation with a clear cancel). "
            + "In code, deletion that moves to the Trash (a call, or a title such as Move to Trash or Archive) or registers "
            + "an undo has a way back and is not "
            + "reported; the destructive role on a title that names no deletion (Quit, Edit, Reset) is taken "
            + "at its word when its calls cannot be seen; an action whose calls are declared elsewhere is "
            + "needs review, since the file cannot see what they do.",
        reference: "CH32 §4.1",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample(
                """
                screen:
                  id: flowDetail
                  elements:
                    - { id: deleteButton, role: button, text: screen.flowDetail.delete, destructive: { action: "Delete flow" } }
                """),
            RuleExample(
                swift: """
                    Button("Delete flow", role: .destructive) { store.delete(flow) }
                    """),
            // An alert the work raises when it fails tells the user; it asks nothing first.
            RuleExample(
                swift: """
                    struct ServersView: View {
                        @State private var alert: AlertState?
                        @State private var servers: [Server] = []
                        var body: some View {
                            List(servers) { server in
                                Text(server.name)
                                    .contextMenu {
                                        Button(role: .destructive) {
                                            Task {
                                                try? await ServerStore.delete(server)
                                                await reload()
                                            }
                                        } label: { Label("Remove Server", systemImage: "trash") }
                                    }
                            }
                            .alert($alert)
                        }
                        private func reload() async {
                            do { servers = try await ServerStore.list() } catch { alert = AlertState(action: "load servers", error: error) }
                        }
                    }
                    """, severity: .p2, outcome: .needsReview),
            // Seen in apps (ntfy): the file can be downloaded again only while the server keeps it.
            RuleExample(
                swift: """
                    @ViewBuilder func attachmentMenu(localFile: URL?) -> some View {
                        if let localFile {
                            Button("Delete download", role: .destructive) { controller.deleteDownloadedFile(localFile) }
                        } else if !attachmentExpired {
                            Button("Download") { controller.download(notification) }
                        }
                    }
                    """),
            // Seen in apps (omnivore): the function it reaches in another file offers an Undo; by name, so someone checks.
            RuleExample(
                swift: """
                    struct ReaderView: View {
                        var body: some View { Button(role: .destructive) { delete() } label: { Image(systemName: "trash") } }
                        func delete() { removeLibraryItem(id: item.id) }
                    }
                    // file: RemoveLibraryItem.swift
                    func removeLibraryItem(id: UUID) {
                        store.markDeleted(id)
                        Snackbar.show(message: "Item removed", undoAction: { store.restore(id) })
                    }
                    """, severity: .p2, outcome: .needsReview),
            // Seen in apps (Incomes): the action is handed in by the place that makes the view, which may ask first.
            RuleExample(
                swift: """
                    struct DataSection: View {
                        let deleteAllItems: () -> Void
                        var body: some View { Button(role: .destructive, action: deleteAllItems) { Text("Delete all") } }
                    }
                    """, severity: .p2, outcome: .needsReview),
            // Seen in apps (iAPS): the other branch adds a pump of a name, not the one removed: no pair that undoes it.
            RuleExample(
                swift: """
                    struct PumpConfig: View {
                        var body: some View {
                            if state.hasPump {
                                Button(role: .destructive) { storage.remove(OmnipodPumpManager.self) } label: { Text("Remove pump") }
                            } else {
                                Button("Add " + pumpName) { state.setupPump() }
                            }
                        }
                    }
                    """, severity: .p2, outcome: .needsReview),
            // Seen in apps (pompaddo): the function it reaches only marks the task deleted, for the app's Trash.
            RuleExample(
                swift: """
                    struct TaskRow: View {
                        var body: some View { Button("Delete", role: .destructive) { TasksQuery.deleteTask(task: task) } }
                    }
                    // file: TasksQuery.swift
                    enum TasksQuery {
                        static func deleteTask(task: Todo) { task.deletionDate = Date() }
                    }
                    """, severity: .p2, outcome: .needsReview),
            // Seen in apps (qBitControl): the view model's function only raises the flag of an alert, which deletes; a
            // function of the same name (`deleteTorrent(then:)`) may not, so someone checks.
            RuleExample(
                swift: """
                    struct TorrentDetailsView: View {
                        var body: some View { Button("Delete", role: .destructive) { viewModel.deleteTorrent() } }
                    }
                    // file: TorrentDetailsViewModel.swift
                    final class TorrentDetailsViewModel: ObservableObject {
                        @Published var isDeleteAlert = false
                        func deleteTorrent() { haptics.impactOccurred(); isDeleteAlert = true }
                    }
                    """, severity: .p2, outcome: .needsReview),
            // An action case sent to a store is the deletion itself, not a sheet it opens; the selected items go, not the
            // selection.
            RuleExample(
                swift: """
                    Button { store.send(.flowMenuTapped(.deleteFlow(flow.id))) } label: { Label("Delete Flow", systemImage: "trash") }
                    Button("Delete Selection", role: .destructive) { try? store.deleteFlows(selectedIds) }
                    """, findings: 2),
            // A long press, which shows nothing to press, that deletes.
            RuleExample(
                swift: """
                    SubjectRow(subject: subject)
                        .onLongPressGesture(minimumDuration: 0.8) {
                            context.delete(subject)
                            try? context.save()
                        }
                    """, severity: .p1, outcome: .violation),
            // A UIKit bar button with the trash can, whose selector's method destroys.
            RuleExample(
                swift: """
                    final class LogViewController: UITableViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            navigationItem.rightBarButtonItem = UIBarButtonItem(
                                barButtonSystemItem: .trash, target: self, action: #selector(clearLog))
                        }
                        @objc private func clearLog() {
                            store.deleteAllEntries()
                            tableView.reloadData()
                        }
                    }
                    """, severity: .p1, outcome: .violation),
            // Seen in apps (CSE): the data the user entered, emptied from a menu.
            RuleExample(
                swift: """
                    Text(engine.name).contextMenu {
                        Button(role: .destructive) { cseData.post = [] } label: { Label("Delete All POST Data", systemImage: "trash") }
                    }
                    """, severity: .p2, outcome: .needsReview),
            // A UIKit button whose handler is named for deleting and deletes on the first tap; its title is set elsewhere, so
            // whether it deletes what the user keeps is for someone to check.
            RuleExample(
                swift: """
                    final class DayHeaderView: UIView {
                        private let deleteButton = UIButton(type: .system)
                        func setUp() {
                            deleteButton.addTarget(self, action: #selector(deleteButtonTapped(_:)), for: .touchUpInside)
                        }
                        @objc private func deleteButtonTapped(_ sender: UIButton) {
                            store.deleteAllEntries(on: day)
                        }
                    }
                    """, severity: .p2, outcome: .needsReview),
            // In a swipe or menu action the gesture itself is deliberate: someone decides.
            RuleExample(
                swift: """
                    List(flows) { flow in
                        Text(flow.name).swipeActions {
                            Button(role: .destructive) { modelContext.delete(flow) } label: { Label("Delete", systemImage: "trash") }
                        }
                    }
                    let action = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                        self.removeFlow(at: indexPath)
                        done(true)
                    }
                    """, findings: 2, severity: .p2),
            // Seen in apps: a delete control shown only while the list is edited, once the user chose Edit.
            RuleExample(
                swift: """
                    struct OptionRow: View {
                        @Environment(\\.editMode) var editMode
                        var body: some View {
                            if editMode?.wrappedValue == .active {
                                Button(role: .destructive) { store.delete(option) } label: { Image(systemName: "minus.circle") }
                            }
                        }
                    }
                    """, severity: .p2),
            // The action calls something the file does not declare: what it does cannot be seen.
            RuleExample(
                swift: """
                    Button(role: .destructive) { viewModel.apply() } label: { Text("Remove downloads") }
                    """, severity: .p2),
            // Seen in apps: rows taken out of a list the view holds, stored (a VM's arguments) or a
            // form's unsaved input (a color being edited); the code does not say which.
            RuleExample(
                swift: """
                    Button(role: .destructive) { arguments.removeAll() } label: { Label("Clear arguments", systemImage: "trash") }
                    Button(role: .destructive) { palette.remove(at: index) } label: { Image(systemName: "minus.circle") }
                    """, findings: 2, severity: .p2),
            // Seen in apps (omnivore, MochiDiffusion): "Remove" may only take an item out of a list, or to a Trash.
            RuleExample(
                swift: """
                    struct LibraryItemMenu: View {
                        var body: some View {
                            Button(action: removeItem, label: { Label("Remove", systemImage: "trash") })
                        }
                        private func removeItem() { dataService.removeLibraryItem(item) }
                    }
                    """, severity: .p2, outcome: .needsReview),
            // Seen in apps (nostur, Pulse): "Disconnect" or "Forget" ends a link the user can make again.
            RuleExample(
                swift: """
                    Button(String(localized: "Disconnect"), role: .destructive) {
                        try? FileManager.default.removeItem(at: walletKeyURL)
                        store.deleteConnection()
                    }
                    Button(role: .destructive, action: { logger.forgetServer(named: name) }) { Image(systemName: "trash") }
                    """, findings: 2, severity: .p2, outcome: .needsReview),
            // Seen in apps (neodb): signing out ends a session the user starts again; the cache it clears may matter.
            RuleExample(
                swift: """
                    struct SettingsView: View {
                        var body: some View { Button(role: .destructive) { logout() } label: { Text(String(localized: "signout_button")) } }
                        func logout() { accountStore.delete(currentAccount) }
                    }
                    """, severity: .p2, outcome: .needsReview),
            // In the composer, deleting the draft itself is no part taken off it; nor, in an editor of saved links, is
            // deleting the link chosen (ControlRoom).
            RuleExample(
                swift: """
                    struct ComposeView: View {
                        var body: some View {
                            Button("Delete draft", role: .destructive) { try? FileManager.default.removeItem(at: draftURL) }
                        }
                    }
                    struct DeepLinkEditorView: View {
                        var body: some View { Button("Delete") { try? FileManager.default.removeItem(at: linkURL) } }
                    }
                    """, findings: 2, severity: .p2, outcome: .needsReview),
            // A deletion screen whose button is off only while the deletion runs asks nothing first.
            RuleExample(
                swift: """
                    struct DeleteFlowsView: View {
                        @State private var isDeleting = false
                        var body: some View {
                            Button("Delete all flows", role: .destructive) { try? FileManager.default.removeItem(at: flowsURL) }
                                .disabled(isDeleting)
                        }
                    }
                    """, severity: .p2, outcome: .needsReview),
        ],
        nonTriggeringExamples: Self.nonTriggeringExamples + Self.otherControlsNonTriggeringExamples
    )

    public init() {}

    public func check(screen: ScreenContext, into findings: inout [Finding]) {
        for element in screen.screen.elements {
            guard let destructive = element.destructive, destructive.confirmation == nil else { continue }
            findings.append(
                screen.finding(
                    Self.description,
                    "\"\(element.id)\" can " + "\(destructive.action.isEmpty ? "destroy data" : destructive.action.lowercased()) "
                        + "without a confirmation",
                    element: element, at: destructive.location,
                    data: [FindingValue("action", destructive.action), FindingValue("confirmation", "(none)")],
                    fix: "confirm with an action sheet that states the consequence and offers Cancel (CH04 §6.3)"
                ))
        }
    }
}

// MARK: Swift code

/// Destructive controls whose action destroys without asking first.
extension DestructiveConfirmationRule: SourceRule {
    public func check(file: SwiftFileContext, into findings: inout [Finding]) {
        for action in file.facts.behavior.destructiveActions
        where !action.isConfirmation && !file.facts.isInDebugScreen(line: action.location.line) {
            // (`post = []`, a value emptied, is no call.)
            let calls = action.calls.prefix(3).map { $0.contains(" = ") ? $0 : $0 + "()" }.joined(separator: ", ")
            let place = action.context.map(Self.place) ?? ""
            // Swipe and menu actions are reached by a deliberate gesture and often undone by repeating
            // it (a tab closed, a bookmark removed): whether losing the item needs a confirmation is
            // a person's call.
            let gesture =
                action.context.map { ["swipeActions", "contextMenu", "Menu", "UIMenu", "edit mode"].contains($0) } ?? false
                || action.api.hasPrefix("UIContextualAction") || action.api.hasPrefix("UIAction")
            // "Remove" takes an item out of a list or a collection where "Delete" destroys it, as Apple's guidelines word
            // them: omnivore's removed articles wait in its Trash with an Undo, MochiDiffusion's images go to the system's
            // (2 true of 8 judged over nineteen sets).
            let removesOnly = !action.calls.isEmpty && action.calls.allSatisfy { $0.lowercased().hasPrefix("remove") }
            /// One finding on this action: every one names its calls and says what confirms them.
            func report(_ message: String, review: Bool = true, calls shown: String = calls, _ extra: [FindingValue], fix: String) {
                let confirmation = FindingValue("confirmation", action.effect == .unknown ? "(not seen)" : "(none)")
                findings.append(
                    file.finding(
                        Self.description, severity: review ? .p2 : nil, outcome: review ? .needsReview : .violation, message,
                        at: action.location, element: "\(action.api) \(calls)",
                        data: [FindingValue("action", shown), confirmation] + extra, fix: fix))
            }
            // A function of another file it reaches offers an Undo (omnivore's snackbar) or only marks the item deleted
            // (pompaddo's `TasksQuery.deleteTask`, restored from its Trash): matched by name only.
            if action.effect == .destroys,
                let (name, way) = action.reaches.lazy.compactMap({ name in file.index.wayBack(name).map { (name, $0) } }).first
            {
                report(
                    "\(action.api)\(place) calls \(calls) straight away, and \(name)() \(way.rawValue): check "
                        + "that it is the function called here and that \(way.check)",
                    [FindingValue(way.dataName, name + "()")],
                    fix: "if nothing brings it back, ask first (.confirmationDialog with Cancel)")
                continue
            }
            switch action.effect {
            case .destroys where gesture || action.removesOnlyFromCollections || removesOnly || action.endsAConnection:
                // An item taken out of a list the view holds may be stored data (UTM's arguments) or a
                // row of a form not yet saved (a color being edited): the code does not say which.
                let place =
                    gesture ? action.context.map(Self.place) ?? " in a swipe or menu action" : place
                let what =
                    gesture
                    ? "what it removes"
                    : action.endsAConnection
                        // nostur's "Disconnect" of a wallet link the same sheet makes again, Pulse's "Forget this Device".
                        ? "losing what goes with the connection (a saved key or passcode)"
                        : action.removesOnlyFromCollections
                            ? "the list it removes from holds stored data and"
                            : "removing destroys what it takes away (or only takes it out of a list) and"
                report(
                    "\(action.api)\(place) calls \(calls) straight away: check whether \(what) needs a confirmation with a Cancel",
                    [FindingValue("context", action.context ?? action.api)],
                    fix: "if the item cannot be brought back, ask first (.confirmationDialog with Cancel) or offer Undo")
            case .destroys where action.api.contains(".addTarget("):
                // A UIKit button known only by its names (`deleteButton`, `deleteTapped`), its title set elsewhere: a
                // photo taken off a post being written, a keyboard's key or the user's data (2 of 6 judged were the last).
                report(
                    "\(action.api) calls \(calls) straight away: check whether the button deletes what the user keeps, which "
                        + "needs a confirmation with a Cancel",
                    [FindingValue("context", "a UIKit button named for deleting")],
                    fix: "if it deletes kept data, present a UIAlertController stating the consequence, with Cancel, first")
            case .destroys where !action.handedIn.isEmpty && action.handedIn.count == action.calls.count:
                report(
                    "\(action.api)\(place) calls \(calls), which the place that makes the view hands in: check that what it "
                        + "passes asks first",
                    [
                        FindingValue("context", action.context ?? "(none)"),
                        FindingValue("handedIn", action.handedIn.joined(separator: ", ")),
                    ],
                    fix: "if the closure passed destroys without asking, present a .confirmationDialog with Cancel first")
            case .destroys:
                report(
                    "\(action.api)\(place) calls \(calls) straight away: there is no confirmation with a Cancel", review: false,
                    [FindingValue("context", action.context ?? "(none)")],
                    fix: "ask first: set a flag that presents .confirmationDialog (or .alert) "
                        + "stating the consequence, with the destructive button and Cancel")
            case .unknown:
                report(
                    "\(action.api)\(place) calls \(calls.isEmpty ? "code" : calls) declared elsewhere: "
                        + "check that it confirms before destroying",
                    calls: calls.isEmpty ? "(not seen)" : calls, [],
                    fix: "if it destroys without asking, present a .confirmationDialog with Cancel first")
            case .confirms, .harmless:
                continue
            }
        }
    }

    /// " in .swipeActions" for a modifier or call, " in edit mode" for a state.
    private static func place(_ context: String) -> String {
        context.contains(" ") ? " in \(context)" : " in .\(context)"
    }
}
