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
