import LintCore
import SourceText
import SpecModel
import SwiftSourceFacts

/// Modals without an accessible Close, or that do not focus their title.
public struct ModalCloseAndFocusRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "modal-close-and-focus",
        name: "Modal close and initial focus",
        summary: "A modal, sheet or alert has no labeled Close control (P0), or VoiceOver focus does not start on its title (P1).",
        rationale:
            "Without a Close, a VoiceOver user cannot leave (swipe-down is a "
            + "gesture); focus that starts elsewhere hides what the modal is (CH32 "
            + "§5.6: modals must have an accessible Close; on open focus goes to the modal title). In code, only "
            + "presentations on a binding (`isPresented:`, `item:`) are read; a helper that passes its caller's "
            + "content on is judged where it is called, and code in `#if false` is never compiled, so not read.",
        reference: "CH32 §5.6",
        defaultSeverity: .p0,
        triggeringExamples: [
            RuleExample(
                """
                screen:
                  id: importConflict
                  type: sheet
                  title: screen.importConflict.title
                  initialFocus: title
                  elements:
                    - { id: resolve, role: button, text: screen.importConflict.resolve }
                """),
            RuleExample(
                """
                screen:
                  id: importConflict
                  type: sheet
                  title: screen.importConflict.title
                  closeElement: close
                  initialFocus: resolve
                  elements:
                    - { id: close, role: button, text: common.button.close }
                    - { id: resolve, role: button, text: screen.importConflict.resolve }
                """),
            RuleExample(
                swift: """
                    struct Home: View {
                        @State private var showingPaywall = false
                        var body: some View {
                            Button("Upgrade") { showingPaywall = true }
                                .fullScreenCover(isPresented: $showingPaywall) { PaywallView() }
                        }
                    }
                    struct PaywallView: View {
                        var body: some View { Text("Handz Pro") }
                    }
                    """, severity: .p0),
            // Content made from the item here (not a screen it hands over): a photo viewer whose close
            // the code cannot see is asked about, not passed over.
            RuleExample(
                swift: """
                    struct Gallery: View {
                        @State private var selected: Photo?
                        var body: some View {
                            Grid(photos: photos, selected: $selected)
                                .fullScreenCover(item: $selected) { photo in photo.image.resizable().scaledToFit() }
                        }
                    }
                    """, severity: .p2, outcome: .needsReview),
            RuleExample(
                swift: """
                    final class PlayerViewController: UIViewController {}
                    final class LibraryViewController: UIViewController {
                        func play() {
                            let player = PlayerViewController()
                            player.modalPresentationStyle = .fullScreen
                            present(player, animated: true)
                        }
                    }
                    """, severity: .p0),
            // The content of a factory's wrapper is the controller handed to it, not the factory.
            RuleExample(
                swift: """
                    final class ReceiptViewController: UIViewController {}
                    enum Wrappers {
                        static func themedNav(for root: UIViewController) -> UINavigationController {
                            UINavigationController(rootViewController: root)
                        }
                    }
                    final class OrdersViewController: UIViewController {
                        func showReceipt() {
                            let receipt = ReceiptViewController()
                            let nav = Wrappers.themedNav(for: receipt)
                            nav.modalPresentationStyle = .fullScreen
                            present(nav, animated: true)
                        }
                    }
                    """, severity: .p0),
            // A sheet closes with a swipe, but not for everyone (P2); content declared elsewhere
            // cannot be read (needs review).
            RuleExample(
                swift: """
                    struct Home: View {
                        @State private var showingInfo = false
                        @State private var showingHelp = false
                        var body: some View {
                            Button("Info") { showingInfo = true }
                                .sheet(isPresented: $showingInfo) { Text("Flows are lists of moves.") }
                            Button("Help") { showingHelp = true }
                                .sheet(isPresented: $showingHelp) { HelpCenterView() }
                        }
                    }
                    """, findings: 2, severity: .p2),
            // Seen in apps: the app's own navigation controller whose root a coordinator puts in, and a
            // protocol's extension that sets the style for the controllers adopting it: what is shown is
            // elsewhere (needs review, not "no close").
            RuleExample(
                swift: """
                    class NavigationViewController: UINavigationController {
                        var dismissHandler: (() -> Void)?
                    }
                    final class DetailCoordinator {
                        func createPDFController(url: URL) -> NavigationViewController {
                            let navigationController = NavigationViewController()
                            navigationController.modalPresentationStyle = .fullScreen
                            let coordinator = PDFCoordinator(url: url, navigationController: navigationController)
                            coordinator.start(animated: false)
                            return navigationController
                        }
                    }
                    protocol CardReaderModalFlowViewControllerProtocol: UIViewController {}
                    extension CardReaderModalFlowViewControllerProtocol {
                        func prepareForCardReaderModalFlow() {
                            modalPresentationStyle = .overFullScreen
                        }
                    }
                    """, findings: 2, severity: .p2, outcome: .needsReview),
            // Seen in apps: a maintenance screen the app delegate raises over every screen and lowers
            // itself when the server is back: whether the user may close it is the app's call.
            RuleExample(
                swift: """
                    final class MaintenanceViewController: UIViewController {}
                    extension HabitAppDelegate {
                        func displayMaintenanceScreen() {
                            let maintenance = MaintenanceViewController()
                            maintenance.modalPresentationStyle = .fullScreen
                            topViewController?.present(maintenance, animated: true)
                        }
                    }
                    """, severity: .p2, outcome: .needsReview),
        ] + superclassExamples,
        nonTriggeringExamples: [
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
        ] + titledCloseExamples
    )

    public init() {}

    public func check(screen: ScreenContext, into findings: inout [Finding]) {
        guard screen.isModal else { return }
        let spec = screen.screen
        let close = spec.closeElement.flatMap(spec.element)
        if close == nil || !(close!.role.isInteractive && close!.isFocusable && close!.accessibleName != nil) {
            findings.append(
                screen.finding(
                    Self.description, "modal \"\(spec.id)\" has no accessible Close control", element: close,
                    data: [FindingValue("closeElement", spec.closeElement ?? "(none)")],
                    fix: "add a button labeled Close (hint: Dismisses this screen, CH32 §5.1) and name it closeElement"
                ))
        }
        let focus = spec.initialFocus
        let focusIsTitle = focus == "title" || focus.flatMap(spec.element).map { $0.role == .header } == true
        if !focusIsTitle {
            findings.append(
                screen.finding(
                    Self.description, severity: .p1,
                    "VoiceOver focus in modal \"\(spec.id)\" starts on "
                        + "\(focus.map { "\"\($0)\"" } ?? "an undefined element"), not its title",
                    data: [FindingValue("initialFocus", focus ?? "(none)"), FindingValue("required", "title")],
                    fix: "set initialFocus: title"
                ))
        }
    }
}
