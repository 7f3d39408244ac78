import LintCore
import SourceText
import SwiftSourceFacts

// MARK: Swift code

/// Full-screen covers and full-screen view controllers whose content has no control that
/// closes it (P0: no swipe closes them), sheets without one (P2). Content views are looked up
/// across the target, one level into the views they are made of.
extension ModalCloseAndFocusRule: SourceRule {
    static let transientWords = ["Spinner", "Progress", "Loading", "HUD", "ActivityIndicator"]
    /// Full-screen content named for a gate the app raises and lowers itself: a lock or sign-in screen, a privacy or splash
    /// cover, a maintenance or forced-update notice (kurozora's `AuthenticationViewController` and `WarningViewController`,
    /// govuk's `PrivacyView`). A Close would defeat it; whether users can be stranded is for someone to check.
    static func namesGate(_ type: String) -> Bool {
        [
            "Lock", "Passcode", "Authentication", "Login", "LogIn", "SignIn", "Splash", "Launch", "Maintenance", "ForceUpdate",
            "Privacy", "Warning",
        ].contains(where: type.contains)
    }

    /// Content named for a gate, or made of one (cove's `CoverView`, which shows its `SplashLoadingView`).
    private func isGate(_ types: [String], index: ModalContentIndex) -> Bool {
        types.contains { type in
            Self.namesGate(type) || index.parts(of: type).contains { Self.namesGate($0) && $0.hasSuffix("View") }
        }
    }

    public func check(project: SwiftProjectContext, into findings: inout [Finding]) {
        // A base class may come from another target of the folder (an app's UI kit).
        let allFiles = project.targets.flatMap(\.files)
        let whole = ModalContentIndex(files: allFiles)
        // A screen shown on a stored flag closes where some code of the app sets that key to false.
        let storageKeysCleared = Set(allFiles.flatMap(\.behavior.storageKeysCleared))
        // A screen shown while a property is false closes where some code sets it to true.
        let flagsRaised = Set(allFiles.flatMap(\.behavior.flagsRaised))
        for target in project.targets {
            let index = ModalContentIndex(files: target.files)
            // watchOS gives every sheet and full-screen cover a system close button; on tvOS the remote's
            // Menu (Back) button closes any of them (netbird's Apple TV sheets).
            let watchTarget =
                target.files.contains { $0.imports.contains("WatchKit") } && !target.files.contains { $0.imports.contains("UIKit") }
            for file in target.files where !watchTarget && !file.runsOnlyOnWatch && !file.runsOnlyOnTV {
                // A popover closes with a tap outside it (VoiceOver offers "dismiss popup"); a
                // spinner or progress overlay closes itself when the work ends.
                for var presentation in file.behavior.presentations where !presentation.contentCloses && presentation.style != .popover {
                    if let key = presentation.storageKey, storageKeysCleared.contains(key) { continue }
                    // Lowered where code completes what it waits for (AirGuard's tutorial, a sign-in): the app's gate,
                    // whose way out someone checks.
                    if let flag = presentation.loweredByRaising, flagsRaised.contains(flag) { presentation.presentedByApp = true }
                    if presentation.contentTypes.contains(where: { type in Self.transientWords.contains(where: type.contains) }) {
                        continue
                    }
                    // A modifier of the app's that gives the content a Close (PeapodApp's `PPSheet`).
                    if presentation.wrappingModifiers.contains(where: { index.verdict(for: [$0], opaque: false, elsewhere: whole) == nil })
                    {
                        continue
                    }
                    guard
                        let verdict = index.verdict(
                            for: presentation.contentTypes, opaque: presentation.contentIsOpaque, ancestorCloses: whole.ancestorCloses,
                            elsewhere: whole)
                    else {
                        continue
                    }
                    // passbolt's `NavigationTreeAnchorView`, whose covers show another of itself for the node they are handed: a
                    // router, whose screens are whatever the navigation tree holds.
                    let isRouter = presentation.contentTypes.contains { type in
                        file.behavior.types(enclosing: presentation.location.line).contains { $0.name == type }
                    }
                    var found = finding(presentation, verdict: verdict, index: index, isRouter: isRouter)
                    // A debug menu (pocket's `DebugMenuView`, shown in developer mode): testers reach it, users do not.
                    let developerScreen =
                        presentation.contentTypes.contains { $0.contains("Debug") }
                        || file.isInDebugScreen(line: presentation.location.line)
                    if found.outcome == .violation, developerScreen {
                        found.outcome = .needsReview
                        found.severity = .p2
                        found.message += " (a developer screen: check whether users can reach it)"
                    }
                    findings.append(found)
                }
            }
        }
    }

    private func finding(
        _ presentation: Presentation, verdict: ModalContentIndex.Verdict, index: ModalContentIndex, isRouter: Bool
    ) -> Finding {
        let style = presentation.style
        let noSwipe = [.fullScreenCover, .fullScreen, .overFullScreen].contains(style) || presentation.swipeDisabled
        let content = presentation.contentTypes.first ?? "its content"
        let api =
            switch style {
            case .fullScreenCover, .sheet, .popover: ".\(style.rawValue)"
            case .fullScreen, .overFullScreen: "modalPresentationStyle = .\(style.rawValue)"
            }
        var severity: Severity = noSwipe ? .p0 : .p2
        var outcome = Outcome.violation
        let message: String
        switch verdict {
        case .noClose where presentation.presentedByApp || noSwipe && isGate(presentation.contentTypes, index: index):
            severity = .p2
            outcome = .needsReview
            message =
                "\(api) shows \(content), which the app raises and lowers itself (from its delegate, by a state the screen "
                + "cannot change, or as a gate its name says), with no control that closes it: check "
                + "that the app lowers it itself (a lock, sign-in or privacy screen, a maintenance or forced-update notice) or add "
                + "a labelled Close"
        case .noClose where isRouter:
            severity = .p2
            outcome = .needsReview
            message =
                "\(api) shows \(content), the view that presents it, for whatever screen it is handed (a router): check that "
                + "each screen it shows has a labelled Close"
        case .noClose where index.isProgressOnly(presentation.contentTypes):
            severity = .p2
            outcome = .needsReview
            message =
                "\(api) shows \(content), a progress screen with nothing to act on: check that the app takes it down when "
                + "the work ends, and that VoiceOver announces it"
        case .noClose:
            message =
                "\(api) shows \(content), which has no control that closes it: "
                + (noSwipe
                    ? "no swipe closes it either, so VoiceOver and Switch Control users are stuck"
                    : "only a swipe does, which VoiceOver users may not know")
        case .notFound(let type):
            severity = .p2
            outcome = .needsReview
            if let type {
                let shown = type == content ? type : "\(content), made of \(type),"
                message =
                    index.isOnlyExtended(type)
                    ? "\(api) shows \(shown) which this target only extends (a protocol, or a type of another module): "
                        + "check that the screens it stands for have a labelled Close"
                    : "\(api) shows \(shown) which is not declared in this target: check that it has a labelled Close"
            } else if presentation.contentTypes.isEmpty {
                message =
                    "\(api) shows content built elsewhere (a property, a parameter or a "
                    + "factory's result): check that it has a labelled Close"
            } else {
                message =
                    "\(api) shows \(content), built in part where code does not show (a storyboard's scene, a property, a "
                    + "factory's result): check that it has a labelled Close"
            }
        case .rootElsewhere(let container):
            severity = .p2
            outcome = .needsReview
            message =
                "\(api) shows \(container), a navigation controller whose root screen is put in elsewhere (by a "
                + "coordinator): check that the root screen has a labelled Close"
        }
        return Finding(
            ruleID: Self.description.identifier, severity: severity, outcome: outcome, message: message, location: presentation.location,
            subject: FindingSubject(scope: SourceFindingScope.scope(of: presentation.location), element: "\(api) \(content)"),
            data: [
                FindingValue("presentation", api), FindingValue("content", presentation.contentTypes.joined(separator: ", ")),
                FindingValue("closeControl", outcome == .needsReview ? "(not seen)" : "(none)"),
                FindingValue("swipeCloses", noSwipe ? "no" : "yes"),
            ],
            fixHint:
                "add a button labelled Close (hint: Dismisses this screen, CH32 §5.1) "
                + "that calls dismiss(), e.g. in .toolbar with placement: .cancellationAction",
            reference: Self.description.reference)
    }
}

extension ModalCloseAndFocusRule {
    /// Seen in apps: a button titled Close that sets the presenting state back (SimpleLogin's
    /// one-time-code screen, in a property its toolbar shows), as VoiceOver users find it by name; a
    /// button of the sheet that turns off the flag presenting it or the binding it was handed (Trio's help
    /// sheets, "Got it!").
    /// Seen in apps (brave): a struct conforms to `View`, which is also the name of a class nested in
    /// another type, one that closes; a struct has no superclass, so that class's button is not its own.
    static let superclassExamples = [
        RuleExample(
            swift: """
                struct Shields {
                    class View: UIView {
                        let closeButton = UIButton(type: .close)
                    }
                }
                struct TransactionDetails: View {
                    var body: some View { Text("Sent 1 BAT") }
                }
                struct Activity: View {
                    @State private var selected = false
                    var body: some View {
                        List { Button("Sent") { selected = true } }.sheet(isPresented: $selected) { TransactionDetails() }
                    }
                }
                """, severity: .p2),
        // Seen in apps (stepik-ios): a storyboard's scene shown full screen; its close button is in the
        // storyboard, which code does not show, so someone checks.
        RuleExample(
            swift: """
                enum ControllerHelper {
                    static func instantiateViewController(identifier: String, storyboardName: String) -> UIViewController {
                        UIStoryboard(name: storyboardName, bundle: nil).instantiateViewController(withIdentifier: identifier)
                    }
                }
                final class TabsController: UITabBarController {
                    override func viewDidAppear(_ animated: Bool) {
                        let onboarding = ControllerHelper.instantiateViewController(identifier: "Onboarding", storyboardName: "Onboarding")
                        onboarding.modalPresentationStyle = .fullScreen
                        present(onboarding, animated: true)
                    }
                }
                """, severity: .p2, outcome: .needsReview),
        // Seen in apps (green_ios): a storyboard's scene cast to a type whose code shows no close: the storyboard
        // may hold it, so someone checks.
        RuleExample(
            swift: """
                final class PinServerWarnViewController: UIViewController {
                    @IBOutlet weak var titleLabel: UILabel!
                }
                final class JadeManager {
                    func warn() {
                        let flow = UIStoryboard(name: "HWFlow", bundle: nil)
                        if let vc = flow.instantiateViewController(withIdentifier: "PinServerWarn") as? PinServerWarnViewController {
                            vc.modalPresentationStyle = .overFullScreen
                            UIApplication.topViewController()?.present(vc, animated: false)
                        }
                    }
                }
                """, severity: .p2, outcome: .needsReview),
        // Seen in apps (iAPS, swift-paperless): the sheet is lowered by saving; leaving without saving takes a swipe.
        RuleExample(
            swift: """
                struct AddCarbsView: View {
                    @State private var isPromptPresented = false
                    var body: some View {
                        List { Button("Add") { isPromptPresented = true } }
                            .sheet(isPresented: $isPromptPresented) { Form { Button { save() } label: { Text("Save") } } }
                    }
                    private func save() {
                        store.save()
                        isPromptPresented = false
                    }
                }
                """, severity: .p2),
    ]

    static let titledCloseExamples = [
        // Seen in apps (MochiDiffusion): a sheet bound to loading is lowered when loading ends.
        RuleExample(
            swift: """
                struct AppView: View {
                    @State private var gallery = GalleryController()
                    var body: some View {
                        Text("Images").sheet(isPresented: $gallery.isLoading) { VStack { ProgressView(); Text("Loading...") } }
                    }
                }
                """),
        // Seen in apps (Flipper, iAPS): the content is handed a function of the presenting view that lowers the flag.
        RuleExample(
            swift: """
                struct ChooseSignalView: View {
                    @State private var showConfirmDialog = false
                    var body: some View {
                        List {}.sheet(isPresented: $showConfirmDialog) { ConfirmSignalSheet(onConfirm: processConfirmSignal) }
                    }
                    private func processConfirmSignal(answer: Bool) {
                        showConfirmDialog = false
                        save(answer)
                    }
                }
                struct ConfirmSignalSheet: View {
                    let onConfirm: (Bool) -> Void
                    var body: some View { HStack { Button("No") { onConfirm(false) }; Button("Yes") { onConfirm(true) } } }
                }
                """),
        // Seen in apps (nostur): a cover bound to the lost connection, lowered when it comes back.
        RuleExample(
            swift: """
                struct WelcomeView: View {
                    @ObservedObject var networkMonitor = NetworkMonitor.shared
                    var body: some View {
                        WelcomeSheet().fullScreenCover(isPresented: $networkMonitor.isDisconnected) { NoInternetView() }
                    }
                }
                """),
        // Seen in apps (netbird): on Apple TV the remote's Menu button closes any sheet.
        RuleExample(
            swift: """
                // file: NetBird TV/NetworksView.swift
                struct NetworksView: View {
                    @State private var showingCode = false
                    var body: some View { Button("Show code") { showingCode = true }.sheet(isPresented: $showingCode) { CodeSheet() } }
                }
                struct CodeSheet: View {
                    var body: some View { Image("qr") }
                }
                """),
        RuleExample(
            swift: """
                struct LogInView: View {
                    @State private var otpMode: OtpMode?
                    var body: some View {
                        Form { Text("Log in") }
                            .fullScreenCover(isPresented: Binding(get: { otpMode != nil }, set: { _ in })) { OtpView(mode: $otpMode) }
                    }
                }
                struct OtpView: View {
                    @Binding var mode: OtpMode?
                    var body: some View {
                        NavigationView { Form { Text("Enter the code") }.navigationBarItems(leading: closeButton) }
                    }
                    private var closeButton: some View {
                        Button(action: { mode = nil }, label: { Text("Close") })
                    }
                }
                """),
        RuleExample(
            swift: """
                struct DoseForm: View {
                    @Bindable var state: DoseState
                    var body: some View {
                        Form { Text("Dose") }.sheet(isPresented: $state.isHelpSheetPresented) { DoseHelp(state: state) }
                    }
                }
                struct DoseHelp: View {
                    var state: DoseState
                    var body: some View {
                        Text("A dose is given in units.")
                        Button { state.isHelpSheetPresented.toggle() } label: { Text("Got it!") }
                    }
                }
                """),
        // Trio's SettingInputHintView: the flag is a binding the presenter hands in.
        RuleExample(
            swift: """
                struct RateSettings: View {
                    @State private var hint: Hint?
                    private var hintShown: Binding<Bool> { Binding(get: { hint != nil }, set: { if !$0 { hint = nil } }) }
                    var body: some View {
                        Form { Text("Rates") }
                            .sheet(item: $hint) { hint in
                                HintView(shouldDisplayHint: hintShown)
                            }
                    }
                }
                // file: HintView.swift
                struct HintView: View {
                    @Binding var shouldDisplayHint: Bool
                    var body: some View {
                        Text("A rate is given per hour.")
                        Button { shouldDisplayHint.toggle() } label: { Text("Got it!") }
                    }
                }
                """),
        // session-ios: the base class of the app's alerts adds the button that closes them.
        RuleExample(
            swift: """
                class Modal: UIViewController {
                    lazy var cancelButton: UIButton = {
                        let button = UIButton(type: .system)
                        button.addTarget(self, action: #selector(close), for: .touchUpInside)
                        return button
                    }()
                    @objc func close() { presentingViewController?.dismiss(animated: true) }
                }
                // file: MissedCallModal.swift
                final class MissedCallModal: Modal {
                    override init() {
                        super.init()
                        modalPresentationStyle = .overFullScreen
                    }
                }
                """),
    ]
}
