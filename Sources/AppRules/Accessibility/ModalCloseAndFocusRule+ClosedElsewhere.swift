import LintCore

// Examples that do not trigger the rule because the content closes where the first reading did not look: kept apart
// to keep each examples file short.
extension ModalCloseAndFocusRule {
    static let closedElsewhereExamples: [RuleExample] = [
        // The content is a function of the file named as the content (SaxWeather, Catbird): its view has a Close.
        RuleExample(
            swift: """
                struct HabitsView: View {
                    @State private var selectedHabit: Habit?
                    var body: some View {
                        List(habits) { habit in Button(habit.title) { selectedHabit = habit } }
                            .fullScreenCover(item: $selectedHabit, content: habitDetailView)
                    }
                    func habitDetailView(_ habit: Habit) -> some View {
                        NavigationStack { HabitDetail(habit: habit) }
                    }
                }
                struct HabitDetail: View {
                    @Environment(\\.dismiss) private var dismiss
                    let habit: Habit
                    var body: some View { Text(habit.title).toolbar { Button("Close") { dismiss() } } }
                }
                """),
        // Seen in apps (Feather, omnivore, ios-pass): a package's wrapper of Safari or the share sheet, which bring their
        // own Done.
        RuleExample(
            swift: """
                struct ArticleView: View {
                    @State private var showingSafari = false
                    @State private var showingShare = false
                    var body: some View {
                        Text("Article")
                            .fullScreenCover(isPresented: $showingSafari) { SafariView(url: article.url) }
                            .fullScreenCover(isPresented: $showingShare) { ActivityView(items: [article.url]) }
                    }
                }
                """),
        // Seen in apps (Provenance): the sheet closes after emptying a list of its own, which takes nothing away.
        RuleExample(
            swift: """
                struct SecretDPadView: View {
                    @Environment(\\.dismiss) private var dismiss
                    @State private var pressedButtons: [Direction] = []
                    var body: some View {
                        Button("Up") {
                            pressedButtons.removeAll()
                            dismiss()
                        }
                    }
                }
                struct SecretRow: View {
                    @State private var showingPad = false
                    var body: some View { Button("Secret") { showingPad = true }.sheet(isPresented: $showingPad) { SecretDPadView() } }
                }
                """),
        // Seen in apps (minty): the app's own dismiss button in the toolbar's cancel place, inside a view modifier.
        RuleExample(
            swift: """
                private struct TagListEditorSheet: ViewModifier {
                    @Binding var isPresented: Bool
                    func body(content: Content) -> some View {
                        content.sheet(isPresented: $isPresented) {
                            NavigationStack {
                                TagListEditor().toolbar { ToolbarItem(placement: .cancellationAction) { AppDismissControl() } }
                            }
                        }
                    }
                }
                struct TagListEditor: View { var body: some View { List {} } }
                """),
        // Seen in apps (PeapodApp): a view modifier of the app's gives every sheet its Close.
        RuleExample(
            swift: """
                struct PPSheet: ViewModifier {
                    @Environment(\\.dismiss) private var dismiss
                    func body(content: Content) -> some View {
                        NavigationStack {
                            content.toolbar { Button { dismiss() } label: { Label("Close", systemImage: "xmark") } }
                        }
                    }
                }
                struct IconSwitcherView: View {
                    @State private var showPicker = false
                    var body: some View {
                        Button("Change icon") { showPicker = true }
                            .sheet(isPresented: $showPicker) { IconSheet().modifier(PPSheet()) }
                    }
                }
                struct IconSheet: View { var body: some View { Text("Icons") } }
                """),
        // Seen in apps (Habitto): the one row that raised the flag is commented out; the sheet never opens.
        RuleExample(
            swift: """
                struct AccountView: View {
                    @State private var showingGenderView = false
                    var body: some View {
                        List {
                            /* Button("Add gender") { showingGenderView = true } */
                        }
                        .sheet(isPresented: $showingGenderView) { GenderView() }
                    }
                }
                struct GenderView: View { var body: some View { Text("Gender") } }
                """),
        // Seen in apps (Zeitgeist): the sheet's content under `#if`, each platform's with its own Dismiss.
        RuleExample(
            swift: """
                struct ProjectDetailView: View {
                    @State private var notificationsVisible = false
                    var body: some View { Form {}.sheet(isPresented: $notificationsVisible) { notificationsSheet } }
                    @ViewBuilder var notificationsSheet: some View {
                        Group {
                            #if os(iOS)
                            NavigationStack { ProjectNotificationsView() }
                            #else
                            ProjectNotificationsView()
                            #endif
                        }
                    }
                }
                struct ProjectNotificationsView: View {
                    @Environment(\\.dismiss) var dismiss
                    var body: some View { Form {}.toolbar { Button { dismiss() } label: { Label("Dismiss", systemImage: "xmark") } } }
                }
                """),
        // Seen in apps (falcon): the screen's one button hands the tap to a callback its presenter gives, as a
        // delegate would; the presenter closes it.
        RuleExample(
            swift: """
                final class UnverifiedWarningViewController: UIViewController {
                    var actionButtonTapped: (() -> Void)?
                    init(actionButtonTapped: @escaping () -> Void) {
                        super.init(nibName: nil, bundle: nil)
                        modalPresentationStyle = .fullScreen
                        self.actionButtonTapped = actionButtonTapped
                    }
                }
                extension UnverifiedWarningViewController: ButtonViewDelegate {
                    func button(didPress button: ButtonView) { actionButtonTapped?() }
                }
                """),
        // Seen in apps (ntfy): a Cancel in the sheet's toolbar, whose action closes it through another function.
        RuleExample(
            swift: """
                struct DefaultServerView: View {
                    @State private var showDialog = false
                    var body: some View {
                        Button("Default server") { showDialog = true }
                            .sheet(isPresented: $showDialog) {
                                NavigationView {
                                    Form { TextField("https://ntfy.sh", text: $url) }
                                        .toolbar {
                                            ToolbarItem(placement: .navigationBarLeading) {
                                                Button(action: cancelAction) { Text("Cancel") }
                                            }
                                        }
                                }
                            }
                    }
                }
                """),
        // Seen in apps (BubbleApp): an emoji picker that leaves the post behind it in use.
        RuleExample(
            swift: """
                struct PostingView: View {
                    @State private var selectingEmoji = false
                    var body: some View {
                        Composer().sheet(isPresented: $selectingEmoji) {
                            EmojiSelector().presentationBackgroundInteraction(.enabled(upThrough: .height(200)))
                        }
                    }
                }
                struct EmojiSelector: View { var body: some View { Text("😀") } }
                // Bilbary's reading bar, its argument on a line of its own.
                struct ReaderView: View {
                    @State private var barShown = true
                    var body: some View {
                        Text("Book").sheet(isPresented: $barShown) {
                            Bar()
                                .presentationBackgroundInteraction(
                                    .enabled(upThrough: .height(64))
                                )
                                .interactiveDismissDisabled()
                        }
                    }
                }
                struct Bar: View { var body: some View { Text("Library") } }
                """),
        // Seen in apps (TelemetryViewer): a "Not Now" button, with a remark after it, in a view the sheet is made of.
        RuleExample(
            swift: """
                struct Sidebar: View {
                    @ObservedObject var updates: UpdateService
                    var body: some View { List {}.sheet(isPresented: $updates.showsUpdateScreen) { AppUpdateView() } }
                }
                struct AppUpdateView: View { var body: some View { VStack { Text("A new version"); UpdateButtons() } } }
                struct UpdateButtons: View {
                    @EnvironmentObject var updates: UpdateService
                    var body: some View {
                        Button(action: { updates.deferUpdate() }, label: { Text("Not Now (you can update in Settings)") })
                    }
                }
                """),
        // Seen in apps (Pulse): the sheet is raised only on tvOS, whose remote closes any sheet with its Menu button.
        RuleExample(
            swift: """
                struct SelectionList: View {
                    @State private var isExpandedListPresented = false
                    var body: some View {
                        Section {
                            Text("Hosts")
                                .sheet(isPresented: $isExpandedListPresented) { NavigationStack { List { Text("All hosts") } } }
                            #if os(tvOS)
                            Button(action: { isExpandedListPresented = true }) { Text("View All") }
                            #else
                            NavigationLink(destination: List { Text("All hosts") }) { Text("View All") }
                            #endif
                        }
                    }
                }
                """),
        // Seen in apps (nio, cove): a view that only picks the screen the sheet shows; each screen it picks closes.
        RuleExample(
            swift: """
                struct RecentRooms: View {
                    @State private var selected: NavigationItem?
                    var body: some View { List {}.sheet(item: $selected) { NavigationSheet(item: $0) } }
                }
                private struct NavigationSheet: View {
                    var item: NavigationItem
                    var body: some View {
                        switch item {
                        case .settings: SettingsView()
                        case .newConversation: NewConversationView()
                        }
                    }
                }
                struct SettingsView: View {
                    @Environment(\\.dismiss) private var dismiss
                    var body: some View { Form {}.toolbar { Button("Done") { dismiss() } } }
                }
                struct NewConversationView: View {
                    var body: some View { NavigationStack { List {} }.toolbar { ConversationCancelButton() } }
                }
                struct ConversationCancelButton: View {
                    @Environment(\\.presentationMode) private var presentationMode
                    var body: some View { Button("Cancel") { presentationMode.wrappedValue.dismiss() } }
                }
                """),
        // Seen in apps (yubioath): the cover's content turns the model's `present…` flag off once its button has done
        // its work ("Continue with limited usability").
        RuleExample(
            swift: """
                struct MainView: View {
                    @StateObject var model = MainViewModel()
                    var body: some View {
                        List {}.fullScreenCover(isPresented: $model.presentDisableOTP) { DisableOTPView() }
                    }
                }
                struct DisableOTPView: View {
                    @EnvironmentObject var mainViewModel: MainViewModel
                    @StateObject var model = DisableOTPModel()
                    var body: some View {
                        Button { model.ignoreThisKey() } label: { Text("Continue with limited usability") }
                            .onChange(of: model.keyIgnored) { _ in mainViewModel.presentDisableOTP = false }
                    }
                }
                """),
        // Seen in apps (moblin): the wizard's toolbar, a type of its own, turns off the model's `presenting…` flag.
        RuleExample(
            swift: """
                struct StreamButton: View {
                    @ObservedObject var wizard: CreateStreamWizard
                    var body: some View {
                        Text("Go live").sheet(isPresented: $wizard.presentingSetup) { StreamWizardView(wizard: wizard) }
                    }
                }
                struct StreamWizardView: View {
                    let wizard: CreateStreamWizard
                    var body: some View { Form { Text("Pick a platform") }.toolbar { WizardToolbar(wizard: wizard) } }
                }
                struct WizardToolbar: ToolbarContent {
                    @ObservedObject var wizard: CreateStreamWizard
                    var body: some ToolbarContent {
                        ToolbarItem(placement: .navigationBarTrailing) {
                            Button { wizard.presentingSetup = false } label: { Image(systemName: "xmark") }
                        }
                    }
                }
                """),
    ]
}
