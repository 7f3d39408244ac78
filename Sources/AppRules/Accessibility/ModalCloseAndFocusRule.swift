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
            // A stored flag nothing sets back to false: the cover stays.
            RuleExample(
                swift: """
                    struct ContentView: View {
                        @AppStorage("hasSeenIntro") private var showsIntro = true
                        var body: some View { MainScreen().fullScreenCover(isPresented: $showsIntro) { IntroScreen() } }
                    }
                    struct IntroScreen: View {
                        @AppStorage("hasSeenIntro") private var showsIntro = true
                        var body: some View { Text("Welcome") }
                    }
                    """, severity: .p0),
            // An xmark that empties the search field closes nothing.
            RuleExample(
                swift: """
                    struct Home: View {
                        var body: some View { List(items) { Text($0.name) }.sheet(isPresented: $searching) { SearchSheet() } }
                    }
                    struct SearchSheet: View {
                        var body: some View {
                            HStack {
                                TextField("Search", text: $query)
                                Button { query = "" } label: { Image(systemName: "xmark.circle.fill") }
                            }
                        }
                    }
                    """, severity: .p2),
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
            // Seen in apps (bitkit): a view that picks the flow's step; only its last step closes (in its bar), so its first
            // strands.
            RuleExample(
                swift: """
                    struct MainNav: View {
                        @State private var security: SecurityItem?
                        var body: some View { Text("Wallet").sheet(item: $security) { SecuritySheet(config: $0) } }
                    }
                    struct SecuritySheet: View {
                        let config: SecurityItem
                        var body: some View {
                            switch config.route {
                            case .intro: SecurityIntro()
                            case .success: SecuritySuccess()
                            }
                        }
                    }
                    struct SecurityIntro: View { var body: some View { Text("Protect your wallet") } }
                    struct SecuritySuccess: View { var body: some View { VStack { Text("All set"); DoneBar() } } }
                    struct DoneBar: View {
                        @Environment(\\.dismiss) private var dismiss
                        var body: some View { Button("Done") { dismiss() } }
                    }
                    """, severity: .p2),
            // Seen in apps (kurozora, govuk, cove): a lock screen, a privacy cover, a cover made of a splash view, shown full
            // screen: gates the app raises and lowers itself, which a Close would defeat; someone checks.
            RuleExample(
                swift: """
                    final class AuthenticationManager {
                        func lock(on presenter: UIViewController) {
                            let lockScreen = AuthenticationViewController()
                            lockScreen.modalPresentationStyle = .overFullScreen
                            presenter.present(lockScreen, animated: true)
                        }
                    }
                    final class AuthenticationViewController: UIViewController {}
                    struct MainView: View {
                        @State private var showCover = true
                        var body: some View { Text("Wallets").fullScreenCover(isPresented: $showCover) { CoverView() } }
                    }
                    struct CoverView: View { var body: some View { ZStack { Color.black; SplashLoadingView() } } }
                    struct SplashLoadingView: View { var body: some View { Image("logo") } }
                    """, findings: 2, severity: .p2, outcome: .needsReview),
            // Seen in apps (pocket-ios): a debug menu, shown in developer mode; whether users reach it is for someone to say.
            RuleExample(
                swift: """
                    struct SettingsView: View {
                        @ObservedObject var model: SettingsModel
                        var body: some View {
                            Form { Text("Account") }.sheet(isPresented: $model.showDebugMenu) { DebugMenuView() }
                        }
                    }
                    struct DebugMenuView: View { var body: some View { List { Text("Reset onboarding") } } }
                    """, severity: .p2, outcome: .needsReview),
            // Seen in apps (pera-ios): a builder makes the screen from what it is handed, a model named `…Controller`
            // among them; the screen is the builder's, which code here does not show.
            RuleExample(
                swift: """
                    final class IncomingViewController: UIViewController {
                        func presentSummary(request: SignRequest) {
                            let transactionController = TransactionController(api: api)
                            let controller = SummaryConstructor.buildScene(transactionController: transactionController, request: request)
                            controller.modalPresentationStyle = .fullScreen
                            present(controller, animated: true)
                        }
                    }
                    final class TransactionController { init(api: API) {} }
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
            // Seen in apps (Zeitgeist, element-ios): a sheet bound to a state it cannot change, which the app lowers
            // (a sign-in, once an account exists; a panel that stays): whether it traps its user is the app's design.
            RuleExample(
                swift: """
                    struct ContentView: View {
                        var body: some View {
                            Dashboard().sheet(isPresented: Binding(get: { !accountManager.hasAccounts }, set: { _ in })) {
                                OnboardingView().interactiveDismissDisabled()
                            }
                        }
                    }
                    struct OnboardingView: View { var body: some View { Text("Sign in") } }
                    """, severity: .p2, outcome: .needsReview),
            // The flag raised in an extension of the same file: the sheet opens, and has no close.
            RuleExample(
                swift: """
                    struct ItemsView: View {
                        @State private var showTypeList = false
                        var body: some View { List { addButton }.sheet(isPresented: $showTypeList) { TypeListView() } }
                    }
                    private extension ItemsView {
                        var addButton: some View { Button("Add") { showTypeList.toggle() } }
                    }
                    struct TypeListView: View { var body: some View { Text("Types") } }
                    """, severity: .p2),
            // Seen in apps (AirGuard): an introduction shown while the tutorial is not completed; its last page completes
            // it: the app's gate, whose way out someone checks.
            RuleExample(
                swift: """
                    struct ContentView: View {
                        @ObservedObject var settings = Settings.sharedInstance
                        var body: some View {
                            let showIntroduction = Binding(
                                get: { return !settings.tutorialCompleted }, set: { settings.tutorialCompleted = !$0 })
                            TrackerList().fullScreenCover(isPresented: showIntroduction) { NavigationView { NotificationPermissionView() } }
                        }
                    }
                    struct NotificationPermissionView: View {
                        @ObservedObject var settings = Settings.sharedInstance
                        var body: some View { Button("Allow notifications") { requestAuthorization(); settings.tutorialCompleted = true } }
                    }
                    """, severity: .p2, outcome: .needsReview),
            // Seen in apps (AirCasting): a privacy cover over a recording app in the background, lowered when it is
            // active again.
            RuleExample(
                swift: """
                    @main struct RecorderApp: App {
                        @Environment(\\.scenePhase) private var scenePhase
                        @State private var shouldProtect = false
                        var body: some Scene {
                            WindowGroup {
                                RootView().fullScreenCover(isPresented: $shouldProtect) { ProtectedScreen() }
                            }
                            .onChange(of: scenePhase) { phase in
                                switch phase {
                                case .active: shouldProtect = false
                                default: shouldProtect = recorder.isRecording
                                }
                            }
                        }
                    }
                    struct ProtectedScreen: View { var body: some View { Image("logo") } }
                    """, severity: .p2, outcome: .needsReview),
            // Seen in apps (breadwallet): a progress screen, with a spinner and nothing to act on, that the app takes
            // down when the work ends: nobody can close it, so someone checks that the app does. (Content with
            // nothing to act on and no progress shown, `PaywallView` above, strands its user.)
            RuleExample(
                swift: """
                    final class ActivityViewController: UIViewController {
                        let spinner = UIActivityIndicatorView(style: .large)
                        let messageLabel = UILabel()
                    }
                    struct ExportingView: View {
                        var body: some View { ProgressView("Exporting…") }
                    }
                    struct Library: View {
                        @State private var showingExport = false
                        var body: some View {
                            Button("Export") { showingExport = true }
                                .fullScreenCover(isPresented: $showingExport) { ExportingView() }
                        }
                    }
                    final class WalletController: UIViewController {
                        func wipe() {
                            let activity = ActivityViewController()
                            activity.modalPresentationStyle = .overFullScreen
                            present(activity, animated: true)
                        }
                    }
                    """, findings: 2, severity: .p2, outcome: .needsReview),
            // Seen in apps (passbolt): a router's cover shows another of itself, for whatever screen the tree holds.
            RuleExample(
                swift: """
                    struct NavigationTreeAnchorView: View {
                        let node: NavigationTreeNode
                        @State private var overlay: NavigationTreeNode?
                        var body: some View {
                            Text(node.title).fullScreenCover(item: $overlay) { next in NavigationTreeAnchorView(node: next) }
                        }
                    }
                    """, severity: .p2, outcome: .needsReview),
            // Seen in apps (iAPS): a details sheet one of whose views shows a spinner while its image loads is no
            // progress screen.
            RuleExample(
                swift: """
                    struct FoodDetails: View {
                        let food: Food
                        var body: some View { VStack { FoodImage(url: food.imageURL); NutritionCard(food: food) } }
                    }
                    struct FoodImage: View {
                        let url: URL
                        var body: some View { AsyncImage(url: url) { $0.resizable() } placeholder: { ProgressView() } }
                    }
                    struct NutritionCard: View {
                        let food: Food
                        var body: some View { Text(food.name) }
                    }
                    struct FoodRow: View {
                        @State private var showingDetails = false
                        let food: Food
                        var body: some View {
                            Button(food.name) { showingDetails = true }.sheet(isPresented: $showingDetails) { FoodDetails(food: food) }
                        }
                    }
                    """, severity: .p2),
        ] + superclassExamples + noWayOutExamples,
        nonTriggeringExamples: Self.nonTriggeringExamples
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
