import LintCore

// The rule's examples that do not trigger it, most of them seen in apps: kept apart so the rule's
// file stays about what it reads and reports.
extension ModalCloseAndFocusRule {
    static let nonTriggeringExamples: [RuleExample] =
        closedElsewhereExamples + [
            // Seen in apps (Cookle): a generic navigation wrapper around a generic form, whose toolbar has Cancel.
            RuleExample(
                swift: """
                    struct EditTagButton<T: Tag>: View {
                        @State private var isPresented = false
                        var body: some View {
                            Button("Edit") { isPresented = true }.sheet(isPresented: $isPresented) { TagFormNavigationView<T>() }
                        }
                    }
                    // file: TagFormNavigationView.swift
                    struct TagFormNavigationView<T: Tag>: View {
                        var body: some View { NavigationStack { TagFormView<T>() } }
                    }
                    // file: TagFormView.swift
                    struct TagFormView<T: Tag>: View {
                        @Environment(\\.dismiss) private var dismiss
                        var body: some View {
                            Form { Text("Name") }.toolbar { ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } } }
                        }
                    }
                    """),
            // Seen in apps (dauphin): an intro shown on a stored flag, which its own button sets to false.
            RuleExample(
                swift: """
                    struct ContentView: View {
                        @AppStorage("isFirstTime") private var isFirstTime = true
                        var body: some View {
                            MainScreen().fullScreenCover(isPresented: $isFirstTime) { IntroScreen().interactiveDismissDisabled() }
                        }
                    }
                    // file: IntroScreen.swift
                    struct IntroScreen: View {
                        @AppStorage("isFirstTime") private var isFirstTime = true
                        var body: some View { Button { isFirstTime = false } label: { Text("Get started") } }
                    }
                    """),
            // Seen in apps (podradar): an xmark whose action is the coordinator's, not `dismiss()`: users know it as Close.
            RuleExample(
                swift: """
                    struct RadarView: View {
                        var body: some View {
                            MapView().sheet(isPresented: $showsPaywall) { PaywallView() }
                        }
                    }
                    struct PaywallView: View {
                        var body: some View {
                            VStack {
                                Button { paywallCoordinator.decline() } label: { Image(systemName: "xmark") }
                                    .accessibilityLabel("Close")
                                PlanList()
                            }
                        }
                    }
                    """),
            // Seen in apps (Ruddarr): a close control of the app's, named for it, in the sheet's toolbar.
            RuleExample(
                swift: """
                    struct MoviePreviewView: View {
                        @State private var presentingForm = false
                        var body: some View {
                            Button("Edit") { presentingForm = true }
                                .sheet(isPresented: $presentingForm) {
                                    NavigationStack { MovieForm(movie: movie).toolbar { toolbarCancelButton; toolbarSaveButton } }
                                }
                        }
                    }
                    """),
            // Seen in apps (sushitrain): the sheet's content from a function of the view, called on `self`, under `#if`.
            RuleExample(
                swift: """
                    struct ArchiveView: View {
                        @State private var fileToShare: String?
                        var body: some View {
                            List(files, id: \\.self) { Text($0) }
                                .sheet(item: $fileToShare) { file in self.downloaderSheet(for: file) }
                        }
                        #if os(macOS)
                        @ViewBuilder private func downloaderSheet(for file: String) -> some View {
                            NavigationStack {
                                DownloaderView(file: file).toolbar { SheetButton(role: .cancel) { fileToShare = nil } }
                            }
                        }
                        #endif
                    }
                    """),
            RuleExample(
                """
                screen:
                  id: importConflict
                  type: sheet
                  title: screen.importConflict.title
                  closeElement: close
                  initialFocus: title
                  elements:
                    - { id: close, role: button, text: common.button.close }
                """),
            RuleExample(
                swift: """
                    struct Home: View {
                        @State private var showingPaywall = false
                        @State private var showingEditor = false
                        @State private var showingWeb = false
                        var body: some View {
                            Button("Upgrade") { showingPaywall = true }
                                .fullScreenCover(isPresented: $showingPaywall) { PaywallView() }
                            Button("Edit") { showingEditor = true }
                                .fullScreenCover(isPresented: $showingEditor) { EditorView(onClose: { showingEditor = false }) }
                            Button("Web") { showingWeb = true }
                                .sheet(isPresented: $showingWeb) { SafariView(url: url) }
                        }
                    }
                    struct PaywallView: View {
                        var body: some View { NavigationStack { PaywallContent() } }
                    }
                    struct PaywallContent: View {
                        @Environment(\\.dismiss) private var dismiss
                        var body: some View { Button("Not now") { dismiss() } }
                    }
                    struct SafariView: UIViewControllerRepresentable {
                        let url: URL
                    }
                    """),
            // Seen in apps: a popover (a tap outside closes it), a spinner overlay, content handed
            // the presenting binding, a controller the presenter gives a Done button.
            RuleExample(
                swift: """
                    struct Settings: View {
                        @State private var showingPages = false
                        @State private var showingOnboarding = false
                        var body: some View {
                            Button("Pages") { showingPages = true }
                                .popover(isPresented: $showingPages) { PagesPopover() }
                                .fullScreenCover(isPresented: $showingOnboarding) { OnboardingFlow(isPresented: $showingOnboarding) }
                        }
                    }
                    struct PagesPopover: View { var body: some View { Text("Pages") } }
                    struct OnboardingFlow: View {
                        @Binding var isPresented: Bool
                        var body: some View { Text("Welcome") }
                    }
                    final class SpinnerViewController: UIViewController {
                        override func viewDidLoad() { modalPresentationStyle = .overFullScreen }
                    }
                    final class LogsViewController: UIViewController {}
                    final class Settings2ViewController: UIViewController {
                        func showLogs() {
                            let logs = LogsViewController()
                            logs.navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: \
                    #selector(close))
                            logs.modalPresentationStyle = .fullScreen
                            present(logs, animated: true)
                        }
                    }
                    """),
            // Seen in apps: a modal in `#if false` (never compiled), an app's own function named
            // `sheet`, a helper that hands its caller's content on (judged where it is called).
            RuleExample(
                swift: """
                    struct Home: View {
                        @State private var showingTour = false
                        var body: some View {
                            FlowList()
                    #if false
                                .sheet(isPresented: $showingTour) { TourView() }
                    #endif
                        }
                        func hasPanel(for button: NSButton) -> Bool { FlowPanels.sheet(forButton: button) != nil }
                    }
                    extension View {
                        func safeSheet<Content: View>(isPresented: Binding<Bool>, content: @escaping () -> Content) -> some View {
                            background(EmptyView().sheet(isPresented: isPresented, content: content))
                        }
                    }
                    struct TourView: View { var body: some View { Text("Tour") } }
                    """),
            // Seen in apps: a factory handed a controller with a Done button; a factory whose
            // content is its own parameter (its callers are judged); a sheet showing a property
            // that wraps the system's document picker, which brings its own Cancel.
            RuleExample(
                swift: """
                    final class DevicePickerViewController: UIViewController {
                        override func viewDidLoad() {
                            navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self,
                                                                               action: #selector(done))
                        }
                    }
                    enum Wrappers {
                        static func themedNav(for root: UIViewController) -> UINavigationController {
                            UINavigationController(rootViewController: root)
                        }
                        static func fullScreenNav(for root: UIViewController) -> UINavigationController {
                            let nav = UINavigationController(rootViewController: root)
                            nav.modalPresentationStyle = .fullScreen
                            return nav
                        }
                    }
                    final class PlayerViewController: UIViewController {
                        func pickDevice() {
                            let nav = Wrappers.themedNav(for: DevicePickerViewController())
                            nav.modalPresentationStyle = .fullScreen
                            present(nav, animated: true)
                        }
                    }
                    struct BackupSettings: View {
                        @State private var importing = false
                        var body: some View {
                            Button("Import") { importing = true }.sheet(isPresented: $importing) { backupPicker }
                        }
                        private var backupPicker: some View { BackupFilePicker { url in restore(from: url) } }
                    }
                    struct BackupFilePicker: UIViewControllerRepresentable {
                        let onPick: (URL) -> Void
                        func makeUIViewController(context: Context) -> UIDocumentPickerViewController {
                            UIDocumentPickerViewController(forOpeningContentTypes: [.json])
                        }
                        func updateUIViewController(_ controller: UIDocumentPickerViewController, context: Context) {}
                    }
                    """),
            // Seen in apps: a host that shows whatever screen it is handed (each is judged where it is made),
            // a close by role in the toolbar, a Cancel handed `dismiss`, a sheet whose trailing closure is
            // onDismiss and whose content follows.
            RuleExample(
                swift: """
                    struct NavigationSplitCoordinatorView: View {
                        @ObservedObject var coordinator: NavigationSplitCoordinator
                        var body: some View {
                            SplitView()
                                .sheet(item: $coordinator.sheetModule) { module in
                                    module.coordinator?.toPresentable()
                                        .id(module.id)
                                }
                                .fullScreenCover(item: $coordinator.fullScreenCoverModule) { module in
                                    module.coordinator?.toPresentable()
                                }
                                .fullScreenCover(item: $coordinator.presentedFullScreen) { presentedRoute in
                                    NavigationInjectionView(coordinator: presentedRoute.coordinator) { presentedRoute.route.destination }
                                }
                        }
                    }
                    struct NavigationInjectionView<Content: View>: View {
                        let coordinator: NavigationCoordinator
                        let content: () -> Content
                        var body: some View { NavigationStack(path: $coordinator.path) { content() } }
                    }
                    struct HomeScreen: View {
                        @ObservedObject var context: HomeScreenViewModel.Context
                        var body: some View {
                            RoomList()
                                .sheet(item: $context.spaceFiltersViewModel) { vm in ChatsSpaceFiltersScreen(context: vm.context) }
                                .sheet(item: $context.leaveSpaceViewModel) { vm in LeaveSpaceView(context: vm.context) }
                                .sheet(isPresented: $context.isJoinRoomByAddressSheetPresented) {
                                    context.roomAddress = ""
                                } content: {
                                    JoinRoomByAddressView(context: context)
                                }
                        }
                    }
                    struct ChatsSpaceFiltersScreen: View {
                        var body: some View { List { SpaceFilterRow() }.toolbar { toolbar } }
                        private var toolbar: some ToolbarContent {
                            ToolbarItem(placement: .primaryAction) {
                                ToolbarButton(role: .close) { context.send(viewAction: .cancel) }
                            }
                        }
                    }
                    struct LeaveSpaceView: View {
                        @Environment(\\.dismiss) private var dismiss
                        var body: some View {
                            ScrollView { TitleAndIcon(title: L10n.screenLeaveSpaceTitle) }.safeAreaInset(edge: .bottom) { buttons }
                        }
                        var buttons: some View {
                            VStack {
                                Button(L10n.actionLeaveSpace, role: .destructive) { context.send(viewAction: .leave) }
                                Button(L10n.actionCancel, action: dismiss.callAsFunction)
                            }
                        }
                    }
                    struct JoinRoomByAddressView: View {
                        var body: some View {
                            Form { AddressField() }.toolbar { ToolbarButton(role: .cancel) { context.send(viewAction: .dismiss) } }
                        }
                    }
                    """),
            // Seen in apps: the presenter adds the Close through its own helper; a watchOS app, where every
            // sheet gets a system close button.
            RuleExample(
                swift: """
                    extension SupportFormHostingController {
                        private func showViewModally(from controller: UIViewController) {
                            addCloseNavigationBarButton()
                            let navController = WooNavigationController(rootViewController: self)
                            navController.modalPresentationStyle = .fullScreen
                            controller.present(navController, animated: true)
                        }
                    }
                    """),
            RuleExample(
                swift: """
                    import SwiftUI
                    import WatchKit
                    struct WooApp: App {
                        @StateObject var appBindings = AppBindings()
                        var body: some Scene {
                            WindowGroup {
                                OrdersListView()
                                    .sheet(item: $appBindings.orderNotification, content: { orderNotification in
                                        OrderDetailLoader(pushNotification: orderNotification)
                                    })
                            }
                        }
                    }
                    """),
            // Seen in apps (Monal): a wrapper handed the sheet's view, whose toolbar closes it.
            RuleExample(
                swift: """
                    struct ContactDetails: View {
                        @State private var editing = false
                        var body: some View {
                            Button("Edit subject") { editing = true }
                                .sheet(isPresented: $editing) { LazyClosureView(EditGroupSubject(contact: contact)) }
                        }
                    }
                    struct EditGroupSubject: View {
                        @Environment(\\.dismiss) private var dismiss
                        var body: some View {
                            NavigationStack {
                                Form { TextField("Subject", text: $subject) }
                                    .toolbar { ToolbarItem(placement: .cancellationAction) { Button("Abort") { dismiss() } } }
                            }
                        }
                    }
                    """),
            // Seen in apps (2fas-ios): the close handed to the screen's presenter, as MVP and coordinator code does.
            RuleExample(
                swift: """
                    enum QRCodeDisplayFlow {
                        static func show(on viewController: UIViewController, image: UIImage) {
                            let view = UIHostingController(rootView: QRCodeDisplayView(presenter: QRCodeDisplayPresenter(image: image)))
                            view.modalPresentationStyle = .fullScreen
                            viewController.present(view, animated: true)
                        }
                    }
                    struct QRCodeDisplayView: View {
                        @ObservedObject var presenter: QRCodeDisplayPresenter
                        var body: some View {
                            Button(action: { presenter.onClose() }) { Image(systemName: "xmark.circle.fill") }
                                .accessibilityLabel("Close")
                        }
                    }
                    """),
            // Seen in apps (Suwatte, swift-paperless): the app's own modifier that adds a Close to the toolbar, on the
            // content or in the presented view's body, and a view made for closing.
            RuleExample(
                swift: """
                    struct BrowseView: View {
                        @State private var showingInfo = false
                        @State private var showingReader = false
                        @State private var showingTasks = false
                        var body: some View {
                            Button("Info") { showingInfo = true }
                                .sheet(isPresented: $showingInfo) { NavigationStack { SourceInfo().closeButton(title: "Done") } }
                            Button("Read") { showingReader = true }
                                .fullScreenCover(isPresented: $showingReader) { ReaderGateway() }
                            Button("Tasks") { showingTasks = true }
                                .sheet(isPresented: $showingTasks) { TasksView() }
                        }
                    }
                    struct SourceInfo: View { var body: some View { Text("Source") } }
                    struct ReaderGateway: View {
                        var body: some View { NavigationStack { Text("Chapter 1") }.closeButton() }
                    }
                    struct TasksView: View {
                        var body: some View { NavigationStack { Text("Tasks") }.toolbar { CancelIconButton() } }
                    }
                    """),
            // Seen in apps (green_ios): a storyboard's scene cast to a type whose code closes it.
            RuleExample(
                swift: """
                    final class EnableTorViewController: UIViewController {
                        var onClose: (() -> Void)?
                        @IBAction func btnClose(_ sender: Any) { dismiss(animated: true) { self.onClose?() } }
                    }
                    final class JadeManager {
                        func showTorWarning() {
                            let flow = UIStoryboard(name: "HWFlow", bundle: nil)
                            if let vc = flow.instantiateViewController(withIdentifier: "EnableTor") as? EnableTorViewController {
                                vc.modalPresentationStyle = .overFullScreen
                                UIApplication.topViewController()?.present(vc, animated: false)
                            }
                        }
                    }
                    """),
        ] + titledCloseExamples
}
