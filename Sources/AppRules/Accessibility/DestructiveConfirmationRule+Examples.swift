import LintCore

// The rule's examples that do not trigger it, most of them seen in apps: kept apart so the rule's
// file stays about what it reads and reports.
extension DestructiveConfirmationRule {
    static let nonTriggeringExamples: [RuleExample] = [
        // Seen in apps: a selection cleared (KMReader's Spotlight libraries), a removal the same place adds back
        // (berkeley-mobile's calendar event).
        RuleExample(
            swift: """
                struct SpotlightSettings: View {
                    var body: some View {
                        Button(String(localized: "Clear Selection"), role: .destructive) { indexedLibraryIds.removeAll() }
                    }
                }
                struct EventMenu: View {
                    var body: some View {
                        if viewModel.isSaved(event) {
                            Button { viewModel.deleteEvent(event) } label: { Label("Delete Event From Calendar", systemImage: "minus") }
                        } else {
                            Button { viewModel.addEvent(event) } label: { Label("Add Event To Calendar", systemImage: "plus") }
                        }
                    }
                }
                """),
        // Seen in apps (Ferrite): "Remove bookmark" beside "Bookmark", the two halves of one toggle.
        RuleExample(
            swift: """
                struct ResultMenu: View {
                    var body: some View {
                        if let bookmark = existingBookmark {
                            Button { store.delete(bookmark) } label: { Text("Remove bookmark"); Image(systemName: "bookmark.slash") }
                        } else {
                            Button { existingBookmark = store.add(result) } label: { Text("Bookmark"); Image(systemName: "bookmark") }
                        }
                    }
                }
                """),
        // Seen in apps (TPASS): the button sets an enum case with its payload, which an alert bound to it asks about.
        RuleExample(
            swift: """
                struct BackupList: View {
                    enum PendingAction: Identifiable { case delete(backupId: UUID); var id: String { "delete" } }
                    @State private var pendingAction: PendingAction?
                    var body: some View {
                        Button { pendingAction = .delete(backupId: backup.id) } label: { Label("Delete", systemImage: "trash") }
                            .alert(item: $pendingAction) { action in
                                Alert(title: Text("Delete backup?"), primaryButton: .destructive(Text("Delete")) { remove(action) },
                                      secondaryButton: .cancel())
                            }
                    }
                }
                """),
        // Seen in apps (dimeApp): the Delete of a cover the deletion flag raises ("Delete 'Food'? This action cannot be
        // undone."), beside its Cancel, is the question itself; so is a view of the app's own named for asking.
        RuleExample(
            swift: """
                struct CategoryList: View {
                    @State private var deleteMode = false
                    var body: some View {
                        List(categories) { CategoryRow($0) }
                            .fullScreenCover(isPresented: $deleteMode) {
                                VStack {
                                    Text("Delete '\\(name)'? This action cannot be undone.")
                                    Button { moc.delete(category); deleteMode = false } label: { Text("Delete") }
                                    Button { deleteMode = false } label: { Text("Cancel") }
                                }
                            }
                    }
                }
                struct DeleteCategoryAlert: View {
                    var body: some View {
                        VStack {
                            Button { moc.delete(category) } label: { Text("Delete") }
                            Button { dismiss() } label: { Text("Cancel") }
                        }
                    }
                }
                """),
        // Seen in apps (kdeconnect-ios): temporary files, which the app throws away anyway.
        RuleExample(swift: #"Button { deleteTemporaries() } label: { Label("Clear Cache", systemImage: "trash") }"#),
        // Seen in apps (mqtt-analyzer): a handler named for asking first, which raises the list's alert.
        RuleExample(
            swift: #"""
                struct HostCell: View {
                    var deleteWithConfirmationHandler: (() -> Void)?
                    var body: some View {
                        if let deleteWithConfirmationHandler {
                            Button(role: .destructive) { deleteWithConfirmationHandler() } label: { Label("Delete", systemImage: "trash") }
                        }
                    }
                }
                """#),
        // Seen in apps (Vernissage): a photo deleted from a post being written, which the author may attach again.
        RuleExample(
            swift: """
                struct ComposeAttachmentDetailsSheet: View {
                    var body: some View {
                        Button(role: .destructive) { Task { await deletePhoto() } } label: { Text("Delete photo") }
                    }
                    func deletePhoto() async { try? await client.deleteMedia(attachment.id) }
                }
                """),
        // Seen in apps (Ruddarr): a screen made for the removal, pushed from the item's Remove, sets its options and
        // confirms with its toolbar's confirming action; Back cancels.
        RuleExample(
            swift: """
                struct TaskRemovalView: View {
                    @State private var blocklist = false
                    var body: some View {
                        Form { Toggle("Blocklist Release", isOn: $blocklist) }
                            .toolbar {
                                ToolbarItem(placement: .confirmationAction) {
                                    Button { Task { await deleteTask() } } label: { Label("Delete", systemImage: "trash") }.tint(.red)
                                }
                            }
                    }
                }
                """),
        // Seen in apps (Vernissage): a screen made for the deletion, which warns and keeps its button off until the
        // user types their address.
        RuleExample(
            swift: """
                struct DeleteAccountSheet: View {
                    @State private var email = ""
                    var body: some View {
                        Button(role: .destructive) { Task { await deleteAccount() } } label: { Text("Delete") }
                            .disabled(email != account.email)
                    }
                    func deleteAccount() async { try? await client.deleteAccount() }
                }
                """),
        // Seen in apps (phoenix): the confirmation screen's own button, off until both boxes are ticked.
        RuleExample(
            swift: """
                struct ResetWalletView_Confirm: View {
                    @State var backedUp = false
                    @State var understood = false
                    var body: some View {
                        Button { deleteWallet() } label: { Text("Delete Wallet") }
                            .disabled(!backedUp || !understood)
                    }
                    func deleteWallet() { try? FileManager.default.removeItem(at: walletURL) }
                }
                """),
        RuleExample(
            """
            screen:
              id: flowDetail
              elements:
                - { id: deleteButton, role: button, text: screen.flowDetail.delete, destructive: { action: "Delete flow", \
            confirmation: Modal/DeleteFlowConfirm } }
            """),
        RuleExample(
            swift: """
                struct FlowDetail: View {
                    @State private var confirmingDelete = false
                    var body: some View {
                        Button("Delete flow", role: .destructive) { confirmingDelete = true }
                            .confirmationDialog("Delete this flow?", isPresented: $confirmingDelete) {
                                Button("Delete", role: .destructive) { store.delete(flow) }
                                Button("Cancel", role: .cancel) {}
                            }
                        Button("Cancel", role: .destructive) { dismiss() }
                        Button("Remove photo", role: .destructive) { askToRemovePhoto() }
                    }
                    func askToRemovePhoto() {
                        let alert = UIAlertController(title: "Remove?", message: nil, preferredStyle: .alert)
                        present(alert, animated: true)
                    }
                }
                """),
        // Seen in apps: an Undo offered instead, a dialog's actions written apart, a call that
        // asks (withAlertOn:), a trash icon that empties a results list, a filter reset.
        RuleExample(
            swift: """
                struct NotesList: View {
                    var body: some View {
                        Text(note.title).swipeActions {
                            Button(role: .destructive) {
                                store.trash(note)
                                notices.show(.trashed(onUndo: { store.restore(note) }))
                            } label: { Label("Trash", systemImage: "trash") }
                        }
                        Button { results.removeAll() } label: { Image(systemName: "trash") }
                    }
                    @ViewBuilder private var deleteConfirmationActions: some View {
                        Button("Cancel", role: .cancel) {}
                        Button("Delete", role: .destructive) { viewModel.deleteUsers(selected) }
                    }
                }
                let deleteRow = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                    self.deleteBookmark(withAlertOn: host) { done(true) }
                }
                """),
        // Seen in apps (neodb, omnivore, onebusaway, Pulse): clearing recent searches, stops or filters, which using
        // the app fills again.
        RuleExample(
            swift: """
                struct SearchView: View {
                    var body: some View {
                        Button(role: .destructive) { viewModel.clearRecentSearches() } label: { Text("Clear all") }
                        ForEach(recents, id: \\.self) { term in
                            Text(term).swipeActions {
                                Button(role: .destructive) { viewModel.removeRecentSearch(term) } label: {
                                    Label("Remove", systemImage: "trash")
                                }
                            }
                        }
                    }
                }
                struct ConsoleRecentFiltersView: View {
                    var body: some View { Button("Clear All", role: .destructive) { store.clear() } }
                }
                """),
        // Seen in apps (Grocy, iAPS): the action toggles the flag that presents the confirmation, through a function.
        RuleExample(
            swift: """
                struct LocationsView: View {
                    @State private var locationToDelete: Location?
                    @State private var showDeleteConfirmation = false
                    var body: some View {
                        List(locations) { location in
                            Text(location.name).swipeActions {
                                Button(role: .destructive, action: { deleteItem(location) }) {
                                    Label("Delete", systemImage: "trash")
                                }
                            }
                        }
                        .confirmationDialog("Delete?", isPresented: $showDeleteConfirmation) {
                            Button("Delete", role: .destructive) { store.delete(locationToDelete) }
                            Button("Cancel", role: .cancel) {}
                        }
                    }
                    private func deleteItem(_ location: Location) {
                        locationToDelete = location
                        showDeleteConfirmation.toggle()
                    }
                }
                """),
        // Seen in apps (pompaddo): the popover a "Delete project" raises warns and holds the deleting button.
        RuleExample(
            swift: """
                struct ProjectToReviewView: View {
                    @State private var deletionRequested = false
                    var body: some View {
                        Button("Delete project", role: .destructive) { deletionRequested.toggle() }
                            .popover(isPresented: $deletionRequested) {
                                VStack {
                                    Text("This project will be permanently deleted")
                                    Button(role: .destructive) { modelContext.delete(project) } label: {
                                        Label("Delete Project", systemImage: "trash")
                                    }
                                }
                            }
                    }
                }
                """),
        // Seen in apps (AmpFin): caches and a Spotlight index, which the app builds again.
        RuleExample(
            swift: """
                Button(role: .destructive) {
                    SpotlightHelper.deleteSpotlightIndex()
                    ImagePipeline.shared.cache.removeAll()
                } label: {
                    Label("account.deleteSpotlightIndex", systemImage: "square.stack.3d.up.slash")
                }
                """),
        // Seen in apps: deletion that moves to the Trash or registers an undo, the destructive
        // role on a title that destroys nothing (its calls unseen), a photo taken off an unsaved draft.
        RuleExample(
            swift: """
                struct FlowFiles: View {
                    @State private var draftPhotos: [Photo] = []
                    var body: some View {
                        Button("Delete export") { deleteExport(at: exportURL) }
                        Button("Remove cache") { removeCache(at: cacheURL) }
                        Button("Quit", role: .destructive) { NSApp.terminate(nil) }
                        Button(L10n.Filters.reset, role: .destructive) { filters.apply(.defaults) }
                        ForEach(draftPhotos) { photo in
                            Button(role: .destructive, action: { draftPhotos = draftPhotos.filter { $0.id != photo.id } }) {
                                Image(systemName: "xmark")
                            }
                        }
                    }
                    private func deleteExport(at url: URL) {
                        try? FileManager.default.trashItem(at: url, resultingItemURL: nil)
                    }
                    private func removeCache(at url: URL) { undoableFiles.deleteFiles(at: [url]) }
                }
                let edit = UIContextualAction(style: .destructive, title: String.localized("menu_edit_flow")) { _, _, done in
                    self.openEditor(for: flow)
                    done(true)
                }
                let share = UIContextualAction(style: .destructive, title: String.localized("menu_share_flow")) { _, _, done in
                    self.isSharingFlow = true
                    done(true)
                }
                Button(role: .destructive) { exit(0) } label: { Text(L10n.Settings.restartApp) }
                """),
        // Seen in apps (blink): the deletion waits for Face ID or the passcode, whose prompt has a Cancel.
        RuleExample(
            swift: """
                struct KeyDetailsView: View {
                    var body: some View {
                        Button(action: deleteKey, label: { Label("Delete", systemImage: "trash") })
                    }
                    private func deleteKey() {
                        LocalAuth.shared.authenticate(
                            callback: { success in if success { Keys.removeKey(key) } }, reason: "to delete key.")
                    }
                }
                """),
        // Seen in apps: an action that opens the deleting screen (a sheet named by an enum case), the
        // destructive button of a dialog written as a property, a title that flips with the state it
        // sets, a part taken off a draft in an editor, a localized title or an icon that names no deletion.
        RuleExample(
            swift: """
                struct FlowSettings: View {
                    @State private var confirmingRemoval = false
                    var body: some View {
                        Button(role: .destructive) { router.openSheet(.deleteAccount(account)) } label: { Text("Delete Account") }
                        Text(flow.name).confirmationDialog("Are you sure?", isPresented: $confirmingRemoval) { removeFlowButton }
                        Button(role: .destructive) { flow.muted ? store.removeMute(flow) : store.mute(flow) } label: {
                            Text(flow.muted ? "Remove mute" : "Mute")
                        }
                        Button(role: .destructive, action: { Task { try await link.disconnect() } }) {
                            Label("Disconnect", systemImage: "cable.connector.slash")
                        }
                        Button(role: .destructive) { notify(.report(flow)) } label: {
                            Label(NSLocalizedString("Report", comment: "Menu item."), image: "flag")
                        }
                        Button(role: .destructive, action: onHideSummary) { Text("Hide Summary"); Image(systemName: "trash") }
                    }
                    private var removeFlowButton: some View {
                        Button("Remove", role: .destructive) { store.deleteFlow(flow) }
                    }
                }
                struct FlowEditorView: View {
                    @State private var steps: [Step] = []
                    var body: some View {
                        ForEach(steps.indices, id: \\.self) { index in
                            Button("Remove", systemImage: "xmark", role: .destructive) { steps.remove(at: index) }
                        }
                    }
                }
                """),
        // Seen in apps: a menu action that moves to the app's Trash, one that only asks (sends a question), the
        // destructive button of the app's own confirmation sheet, beside its Cancel.
        RuleExample(
            swift: """
                final class ItemDetailCollectionViewHandler {
                    func createContextMenuForNote(key: String) -> UIMenu? {
                        var actions: [UIAction] = []
                        let trash = UIAction(title: L10n.moveToTrash, image: trashImage, attributes: .destructive) { _ in
                            self.viewModel.process(action: .deleteNote(key: key))
                        }
                        actions.append(trash)
                        return UIMenu(title: "", children: actions)
                    }
                    private func createContextMenu(for groupId: Int, groupName: String) -> UIMenu {
                        let delete = UIAction(title: L10n.remove, image: UIImage(systemName: "trash"), attributes: .destructive) { _ in
                            self.viewModel.process(action: .showDeleteGroupQuestion((groupId, groupName)))
                        }
                        return UIMenu(title: "", children: [delete])
                    }
                }
                struct SpaceRemoveChildrenConfirmationView: View {
                    @Environment(\\.dismiss) private var dismiss
                    let action: () -> Void
                    var buttons: some View {
                        VStack(spacing: 16) {
                            Button(L10n.actionRemove, role: .destructive, action: action)
                            Button(L10n.actionCancel, action: dismiss.callAsFunction)
                        }
                    }
                }
                """),
        // Seen in apps (ControlRoom): the action sets the item of a sheet of the app's own that asks first.
        RuleExample(
            swift: """
                struct SnapshotsView: View {
                    @State private var snapshotAction: SnapshotAction?
                    var body: some View {
                        Button { delete(snapshot: "Clean") } label: { Label("Delete", systemImage: "trash") }
                            .sheet(item: $snapshotAction) { action in
                                ActionSheet(message: action.title, confirmationTitle: "Delete", confirm: { perform(action) })
                            }
                    }
                    private func delete(snapshot: String) {
                        snapshotAction = .delete
                    }
                }
                """),
    ]
}
