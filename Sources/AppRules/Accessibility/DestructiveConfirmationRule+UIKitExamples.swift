import LintCore

// The rule's UIKit examples that do not trigger it: bar buttons, whose actions are methods named by a selector.
extension DestructiveConfirmationRule {
    static let uikitNonTriggeringExamples: [RuleExample] = [
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
    ]
}
