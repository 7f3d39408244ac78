import LintCore

// Examples that trigger the rule although the content calls `dismiss()`: kept apart to keep each examples file short.
extension ModalCloseAndFocusRule {
    static let noWayOutExamples = [
        // The only `dismiss()` follows archiving the item shown: leaving costs the item.
        RuleExample(
            swift: """
                struct HabitDetailView: View {
                    @Environment(\\.dismiss) private var dismiss
                    let habit: Habit
                    var body: some View {
                        List { Text(habit.title) }
                            .toolbar {
                                Menu {
                                    Button {
                                        store.archiveHabit(habit)
                                        dismiss()
                                    } label: { Label("Archive", systemImage: "archivebox") }
                                } label: { Image(systemName: "ellipsis") }
                            }
                    }
                }
                struct HabitsView: View {
                    @State private var selectedHabit: Habit?
                    var body: some View {
                        List(habits) { habit in Button(habit.title) { selectedHabit = habit } }
                            .fullScreenCover(item: $selectedHabit) { habit in NavigationStack { HabitDetailView(habit: habit) } }
                    }
                }
                """, severity: .p0, outcome: .violation),
        // The Close of a sheet the content presents closes that sheet, not the cover.
        RuleExample(
            swift: """
                struct EditHabitView: View {
                    @Environment(\\.dismiss) private var dismiss
                    var body: some View { Form {}.toolbar { Button("Close") { dismiss() } } }
                }
                struct HabitDetailView: View {
                    @State private var isEditing = false
                    var body: some View {
                        List { Button("Edit") { isEditing = true } }.sheet(isPresented: $isEditing) { EditHabitView() }
                    }
                }
                struct HabitsView: View {
                    @State private var showingDetail = false
                    var body: some View {
                        Button("Open") { showingDetail = true }.fullScreenCover(isPresented: $showingDetail) { HabitDetailView() }
                    }
                }
                """, severity: .p0, outcome: .violation),
        // A tap anywhere on the screen closes it: nothing VoiceOver finds or names.
        RuleExample(
            swift: """
                struct WhatsNewView: View {
                    @Environment(\\.dismiss) private var dismiss
                    var body: some View {
                        VStack { Text("What's New") }
                            .frame(maxWidth: .infinity, maxHeight: .infinity)
                            .contentShape(Rectangle())
                            .onTapGesture { dismiss() }
                    }
                }
                struct MainView: View {
                    @State private var showingWhatsNew = true
                    var body: some View { Text("Home").fullScreenCover(isPresented: $showingWhatsNew) { WhatsNewView() } }
                }
                """, severity: .p0, outcome: .violation),
        // UIKit: a plain controller filled here with an image, over the full screen, closed by a tap anywhere.
        RuleExample(
            swift: """
                final class ContactSettingsManager {
                    @objc private func showCode(_ sender: UIButton) {
                        let codeVC = UIViewController()
                        let imageView = UIImageView(image: UIImage(ciImage: code))
                        codeVC.view.addSubview(imageView)
                        let tap = UITapGestureRecognizer(target: codeVC, action: #selector(UIViewController.dismissCode))
                        codeVC.view.addGestureRecognizer(tap)
                        codeVC.modalPresentationStyle = .overFullScreen
                        controller.present(codeVC, animated: true, completion: nil)
                    }
                }
                """, severity: .p0, outcome: .violation),
    ]
}
