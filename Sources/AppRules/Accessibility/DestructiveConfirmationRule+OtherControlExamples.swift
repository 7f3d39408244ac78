import LintCore

// The rule's examples that do not trigger it for controls other than buttons and menus: UIKit bar buttons, whose actions
// are methods named by a selector, and long presses.
extension DestructiveConfirmationRule {
    static let otherControlsNonTriggeringExamples: [RuleExample] = [
        // A UIKit bar button whose method asks first; a bar button that names no destroying.
        RuleExample(
            swift: """
                final class NotesViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let trash = UIBarButtonItem(
                            image: UIImage(systemName: "trash"), style: .plain, target: self, action: #selector(askToDelete))
                        let edit = UIBarButtonItem(title: "Edit", style: .plain, target: self, action: #selector(editNotes))
                        navigationItem.rightBarButtonItems = [trash, edit]
                    }
                    @objc private func askToDelete() {
                        let alert = UIAlertController(title: "Delete all notes?", message: nil, preferredStyle: .alert)
                        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in self.store.deleteAll() })
                        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                        present(alert, animated: true)
                    }
                    @objc private func editNotes() { store.deleteAll() }
                }
                """),
        // UIKit buttons: the first tap turns the button into a "Confirm" (SnowHaze's history headers); a switch's change.
        RuleExample(
            swift: """
                final class DayHeaderView: UIView {
                    private let deleteButton = UIButton(type: .system)
                    private let deleteSwitch = UISwitch()
                    func setUp() {
                        deleteButton.addTarget(self, action: #selector(deleteButtonTapped(_:)), for: .touchUpInside)
                        deleteSwitch.addTarget(self, action: #selector(deleteWhenRead(_:)), for: .valueChanged)
                    }
                    @objc private func deleteButtonTapped(_ sender: UIButton) {
                        if confirmMode { store.deleteAllEntries(on: day) } else { enterConfirmMode() }
                    }
                    @objc private func deleteWhenRead(_ sender: UISwitch) { store.deleteAllEntries(on: day) }
                }
                """),
        // Seen in apps (Atwy, bookmarks): a playlist's entry or a favorite taken away; the video or the item is kept.
        RuleExample(
            swift: """
                Button(role: .destructive) { model.removeFromPlaylist(video) } label: { Label("Remove", systemImage: "trash") }
                Button(role: .destructive) { store.removeFavorite(item) } label: { Label("Unfavorite", systemImage: "star.slash") }
                """),
        // Seen in apps (Chinendar): the button only raises a flag that a dialog of the app's own, or the view that handed the
        // binding in, presents.
        RuleExample(
            swift: """
                struct ReminderEditor: View {
                    @Binding var showDelete: Bool
                    var body: some View {
                        Button(role: .destructive) { showDelete = true } label: { Label("Delete", systemImage: "trash") }
                    }
                }
                """),
        // Seen in apps (2fas, Simple-Login, halloapp): a PIN pad's or a keyboard's delete key; a photo taken off a post
        // being written.
        RuleExample(
            swift: """
                final class PINKeyboardViewController: UIViewController {
                    func setUp() { deleteButton.addTarget(self, action: #selector(deleteButtonPressed), for: .touchUpInside) }
                    @objc private func deleteButtonPressed() { digits.removeAll() }
                }
                final class ComposerViewController: UIViewController {
                    func setUp() { deleteButton.addTarget(self, action: #selector(deleteMediaAction), for: .touchUpInside) }
                    @objc func deleteMediaAction() { deleteMedia(at: index) }
                }
                """),
        // Seen in apps (iAPS, Trio): a keyboard toolbar's trash button empties the field being typed in.
        RuleExample(
            swift: """
                let clearButton = UIBarButtonItem(
                    image: UIImage(systemName: "trash"), style: .plain, target: context.coordinator,
                    action: #selector(Coordinator.clearText))
                """),
        // A long press that starts editing, or that asks first.
        RuleExample(
            swift: """
                Text(note.title)
                    .onLongPressGesture { isEditing = true }
                Text(note.body)
                    .onLongPressGesture { showDeleteConfirmation = true }
                    .confirmationDialog("Delete note?", isPresented: $showDeleteConfirmation) {
                        Button("Delete", role: .destructive) { store.delete(note) }
                    }
                """),
    ]
}
