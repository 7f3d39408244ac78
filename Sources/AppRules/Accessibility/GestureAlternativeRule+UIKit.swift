import LintCore
import SourceText
import SwiftSourceFacts

/// UIKit: gesture recognizers added to views that are not controls, and views that act as
/// buttons by handling touches themselves, with nothing that makes them actionable for
/// VoiceOver and Switch Control (the `.button` trait, `accessibilityActivate()`, custom actions).
extension GestureAlternativeRule {
    /// Controls announce themselves and can be activated: a gesture on one adds to what it does.
    static let controlClasses: Set<String> = [
        "UIControl", "UIButton", "UITextField", "UISwitch", "UISlider", "UISegmentedControl", "UIStepper", "UIDatePicker",
        "UISearchBar", "UITextView",
    ]
    /// Views a touch already acts on in their own way (a cell's selection, a map, a web page,
    /// scrolling): a recognizer there refines that, and the window and gesture classes are no views.
    static let touchOwningClasses: Set<String> = [
        "UIControl", "UIScrollView", "UITableView", "UICollectionView", "UITableViewCell", "UICollectionViewCell", "UITextView",
        "UITextField", "WKWebView", "MKMapView", "UIWindow", "UIGestureRecognizer", "UIViewController", "UIApplication",
        "UINavigationBar", "UITabBar", "UIToolbar", "UISearchBar", "SKView", "ARSCNView", "SCNView", "MTKView",
    ]
    /// Plain views, which act only through what their code adds.
    static let viewClasses: Set<String> = ["UIView", "UIImageView", "UILabel", "UIStackView", "UIVisualEffectView"]

    func checkUIKit(file: SwiftFileContext, into findings: inout [Finding]) {
        let index = file.index
        for gesture in file.facts.uikit.gestures where !file.facts.runsOnlyOnMac(gesture.location) {
            if gesture.owner.map(index.isUnusedNamespace) ?? false || file.facts.isInDebugScreen(line: gesture.location.line) { continue }
            guard let kind = gesture.kind ?? Self.recognizerKind(gesture.recognizer, index: index) else { continue }
            let selector = gesture.selector ?? Self.recognizerSelector(gesture.recognizer, index: index)
            let types = Self.receiverTypes(gesture, index: index)
            if types.contains(where: { index.isKind($0, of: Self.controlClasses) }) { continue }
            // The object itself when a cell, a scroll view or a controller: touches already act on it.
            if gesture.receiver == nil, types.contains(where: { index.isKind($0, of: Self.touchOwningClasses) }) { continue }
            if Self.isActionable(gesture.receiverName, types: types, owner: gesture.owner, index: index) { continue }
            // An outlet's traits may be set in Interface Builder, which is not read.
            if let receiver = gesture.receiver,
                index.resolve(receiver)?.declarations.contains(where: { $0.attributes.contains("IBOutlet") }) ?? false
            {
                continue
            }
            // A part of a view that is one accessibility element announced as a button: activating
            // the element taps it.
            if gesture.receiver != nil, let owner = gesture.owner, index.isMarked("self", in: owner, as: .actionable) { continue }
            let action = gesture.action
            // A recognizer that calls nothing (made without a target, a delegate reads it) hides nothing.
            if selector == nil && action.isEmpty && gesture.kind != nil && !gesture.hasTarget { continue }
            if Self.onlyEndsEditing(action) || Self.isFeedbackOnly(action) { continue }
            if let selector, ["keyboard", "endediting", "resignfirstresponder"].contains(where: selector.lowercased().contains) {
                continue
            }
            let isTap = kind == "UITapGestureRecognizer"
            // A control of the type calls the same method: the gesture is a shortcut.
            if let selector, let owner = gesture.owner, index.isMarked("selector:" + selector, in: owner, as: .controlAction) { continue }
            // A long press that starts something on `.began` and stops it on `.ended` only lasts while
            // held (a spinner, a paused timer), like SwiftUI's `onPressingChanged`: nothing to discover.
            if kind == "UILongPressGestureRecognizer", action.contains(".began"), action.contains(".ended") { continue }
            // A pan or swipe on a scroll view, table or map refines its scrolling.
            if !isTap, gesture.receiver != nil, types.contains(where: { index.isKind($0, of: Self.touchOwningClasses) }) { continue }
            // Swipes and pans mostly move, page or dismiss what a control elsewhere (another type,
            // a storyboard) also does: syntax cannot tell, so they need review.
            let isSweep = kind == "UIPanGestureRecognizer" || kind == "UISwipeGestureRecognizer"
            let dismisses = isTap && Self.dismisses(action: action, selector: selector, receiver: gesture.receiverName)
            if dismisses, let owner = gesture.owner,
                index.isMarked("self", in: owner, as: .closable) || index.overrides(owner, "accessibilityPerformEscape")
            {
                continue
            }
            let receiver = gesture.receiverName
            let short = String(kind.dropFirst(2).dropLast("GestureRecognizer".count))
            let message =
                dismisses
                ? "\(receiver) closes the screen on a tap (\(kind)) and the screen has no visible Close: VoiceOver and Switch Control "
                    + "users cannot find a way out"
                : isTap
                    ? "\(receiver) reacts to a \(kind) but is no control: VoiceOver does not announce it as a button"
                    : "\(receiver) does something on a \(short.lowercased()) (\(kind)) that VoiceOver and Switch Control users "
                        + "cannot discover"
            findings.append(
                file.finding(
                    Self.description, severity: .p1, outcome: isSweep ? .needsReview : .violation,
                    message, at: gesture.location, element: "\(kind) on \(receiver)",
                    data: [
                        FindingValue("gesture", kind), FindingValue("receiver", receiver),
                        FindingValue("action", selector ?? "(unknown)"),
                    ],
                    fix: dismisses
                        ? "add a visible Close button (or a Done bar item) and override accessibilityPerformEscape()"
                        : isTap
                            ? "use a UIButton, or set \(receiver).accessibilityTraits = .button (and isAccessibilityElement, a label)"
                            : "add a UIAccessibilityCustomAction to \(receiver).accessibilityCustomActions doing the same, "
                                + "or a visible control"
                ))
        }
        checkTouchHandlers(file: file, into: &findings)
    }

    /// A plain view that overrides `touchesEnded` (or only `touchesBegan`) to act: a button VoiceOver
    /// does not know of.
    private func checkTouchHandlers(file: SwiftFileContext, into findings: inout [Finding]) {
        let index = file.index
        var handlers: [String: UIKitTouchHandler] = [:]
        for handler in file.facts.uikit.touchHandlers where handler.method == "touchesEnded" || handlers[handler.owner] == nil {
            handlers[handler.owner] = handler
        }
        for handler in handlers.values.sorted(by: { $0.location < $1.location }) where !file.facts.runsOnlyOnMac(handler.location) {
            let owner = handler.owner
            guard index.isKind(owner, of: Self.viewClasses), !index.isKind(owner, of: Self.touchOwningClasses) else { continue }
            if Self.isActionable("self", types: [owner], owner: owner, index: index) { continue }
            // A body that only passes the touch on, ends editing or tracks a highlight acts on nothing.
            let body = handler.body
            if Self.onlyEndsEditing(body) || !Self.acts(body) { continue }
            findings.append(
                // The code that places the view (a bar item's custom view, a button's subview) may give
                // the button trait to what holds it: only a reader of that code can tell.
                file.finding(
                    Self.description, severity: .p1, outcome: .needsReview,
                    "\(owner) acts on touches (\(handler.method)) like a button: unless what holds it is given the button "
                        + "trait, VoiceOver does not announce it as one",
                    at: handler.location, element: "\(handler.method) in \(owner)",
                    data: [FindingValue("gesture", handler.method), FindingValue("receiver", owner)],
                    fix: "make \(owner) a UIControl (or UIButton), or give it the .button trait and override accessibilityActivate()"
                ))
        }
    }

    /// The class a recognizer property is made as (`lazy var tap = UITapGestureRecognizer(…)`).
    static func recognizerKind(_ recognizer: NameReference?, index: TargetIndex) -> String? {
        guard let recognizer, let resolution = index.resolve(recognizer) else { return nil }
        let kinds = Set(resolution.values.compactMap { $0.flatMap(TargetIndex.constructedType) })
        guard kinds.count == 1, let kind = kinds.first,
            [
                "UITapGestureRecognizer", "UILongPressGestureRecognizer", "UIPanGestureRecognizer", "UISwipeGestureRecognizer",
            ].contains(kind)
        else { return nil }
        return kind
    }

    /// The handler a recognizer property is made with (`UITapGestureRecognizer(target: self, action: #selector(close))`).
    static func recognizerSelector(_ recognizer: NameReference?, index: TargetIndex) -> String? {
        guard let recognizer, let values = index.resolve(recognizer)?.values, values.count == 1,
            case .call(_, let arguments)? = values[0], let action = arguments.first(where: { $0.label == "action" }),
            case .other(let written) = action.value, written.hasPrefix("#selector(")
        else { return nil }
        let name = written.dropFirst("#selector(".count).prefix { $0 != "(" && $0 != ")" }
        return name.split(separator: ".").last.map(String.init)
    }

    /// What the receiver is declared or made as, the owner itself for `self`.
    static func receiverTypes(_ gesture: UIKitGesture, index: TargetIndex) -> [String] {
        guard let receiver = gesture.receiver else { return gesture.owner.map { [$0] } ?? [] }
        return [gesture.receiverType, index.typeName(of: receiver)].compactMap { $0 }
    }

    /// Made actionable in its type (trait, custom actions), or a class that overrides
    /// `accessibilityActivate()`, its traits or its custom actions.
    static func isActionable(_ receiver: String, types: [String], owner: String?, index: TargetIndex) -> Bool {
        if index.isMarked(receiver, in: owner, as: .actionable) { return true }
        // `self` of a view set up by its owner: the view's own type may mark it.
        if types.contains(where: { index.isMarked("self", in: $0, as: .actionable) }) { return true }
        return types.contains { type in
            ["accessibilityActivate", "accessibilityTraits", "accessibilityCustomActions"].contains { index.overrides(type, $0) }
        }
    }

    /// `view.endEditing(true)`, `textField.resignFirstResponder()`: the keyboard goes away, which
    /// its own key (and VoiceOver's escape) also does.
    static func onlyEndsEditing(_ body: String) -> Bool {
        let statements = body.split(whereSeparator: { $0 == ";" || $0 == "\n" }).map { $0.drop { $0 == " " || $0 == "\t" } }
        return body.contains("endEditing") || body.contains("resignFirstResponder")
            ? statements.allSatisfy { $0.contains("endEditing") || $0.contains("resignFirstResponder") || $0.hasPrefix("super.") }
                || statements.count <= 1
            : false
    }

    /// A touch override that does more than call `super` or track a highlight: some statement
    /// calls something else.
    static func acts(_ body: String) -> Bool {
        let looks = ["super.", "isHighlighted", "highlight", "alpha", "backgroundColor", "animate", "transform", "tint"]
        return body.split(separator: "\n").contains { statement in
            statement.contains("(") && !looks.contains(where: statement.contains)
        }
    }

    /// A tap that closes: its handler dismisses or pops, or it sits on a dimmed background.
    static func dismisses(action: String, selector: String?, receiver: String) -> Bool {
        let named = (selector ?? "").lowercased()
        let lowered = receiver.lowercased()
        // A dimmed view behind a sheet is there to be tapped away, whatever its handler is named.
        let onBackdrop = ["dim", "backdrop", "shade"].contains(where: lowered.contains)
        return action.contains("dismiss(") || action.contains("popViewController") || named.contains("dismiss")
            || (onBackdrop && (selector == nil || ["close", "hide", "tap"].contains(where: named.contains)))
    }
}

// MARK: Examples

extension GestureAlternativeRule {
    static let uikitTriggeringExamples = [
        RuleExample(
            swift: """
                final class RecipeHeaderView: UIView {
                    private let photoView = UIImageView()
                    func setUp() {
                        photoView.isUserInteractionEnabled = true
                        photoView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openPhoto)))
                    }
                    @objc private func openPhoto() { delegate?.headerDidTapPhoto(self) }
                }
                """, severity: .p1),
        // A long press VoiceOver can pass through with a double tap and hold, but nothing says it is there.
        RuleExample(
            swift: """
                final class MessageCell: UITableViewCell {
                    func setUp() {
                        let press = UILongPressGestureRecognizer(target: self, action: #selector(showReactions))
                        contentView.addGestureRecognizer(press)
                    }
                    @objc func showReactions() { delegate?.showReactions(for: message) }
                }
                """, severity: .p1),
        // A view that acts as a button by handling touches itself: needs review, since what places it
        // may carry the button trait (a bar item's custom view).
        RuleExample(
            swift: """
                final class ShutterView: UIView {
                    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                        super.touchesEnded(touches, with: event)
                        delegate?.shutterTapped(self)
                    }
                }
                """),
        // A dimmed background that closes the sheet, and no Close to see.
        RuleExample(
            swift: """
                final class CardPresentationController: UIPresentationController {
                    private let dimmingView = UIView()
                    private lazy var backgroundTap = UITapGestureRecognizer(target: self, action: #selector(dimmingViewTapped))
                    override func presentationTransitionWillBegin() {
                        dimmingView.addGestureRecognizer(backgroundTap)
                    }
                    @objc private func dimmingViewTapped() { presentedViewController.dismiss(animated: true) }
                }
                """),
    ]

    static let uikitNonTriggeringExamples = [
        // A bar item calls what the tap on the dimmed lid calls; a Done button set up by a helper; a
        // pan that refines a scroll view's scrolling; a long press that lasts only while held.
        RuleExample(
            swift: """
                final class BrowserViewController: UIViewController {
                    private let lidView = UIView()
                    private let backgroundView = UIView()
                    override func viewDidLoad() {
                        lidView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(toggleSidebar)))
                        let item = UIBarButtonItem(image: sidebarIcon, style: .plain, target: self, action: #selector(toggleSidebar))
                        navigationItem.leftBarButtonItem = item
                        backgroundView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleTap(gesture:))))
                        barsHandler.doneButton.primaryAction = UIAction(title: doneTitle) { [weak self] _ in self?.dismiss(animated: true) }
                        let pan = UIPanGestureRecognizer(target: self, action: #selector(dismissKeyboardInteractively))
                        tableView.addGestureRecognizer(pan)
                    }
                    func setUpLogo() {
                        logoView.addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(spin(_:))))
                    }
                    @objc func spin(_ recognizer: UIGestureRecognizer) {
                        switch recognizer.state {
                        case .began: spinner.start()
                        case .ended, .cancelled: spinner.stop()
                        default: break
                        }
                    }
                    @objc func toggleSidebar() { setSidebarVisible(!isSidebarVisible) }
                    @objc func handleTap(gesture: UITapGestureRecognizer) { dismiss(animated: true) }
                    private let tableView = UITableView()
                }
                """),
        // The button trait given in another file of the type; custom actions; a model's traits.
        RuleExample(
            swift: """
                final class RecipeHeaderView: UIView {
                    private let photoView = UIImageView()
                    private let titleLabel = UILabel()
                    func setUp() {
                        photoView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openPhoto)))
                        titleLabel.addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(share)))
                        let shareAction = UIAccessibilityCustomAction(name: title, target: self, selector: #selector(share))
                        titleLabel.accessibilityCustomActions = [shareAction]
                    }
                }
                final class DayView: UIView {
                    func setUp(viewModel: DayViewModel) {
                        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(viewTapped)))
                        subscription = viewModel.$traits.assign(to: \\.accessibilityTraits, on: self)
                    }
                }
                // file: RecipeHeaderView+Accessibility.swift
                extension RecipeHeaderView {
                    func setUpAccessibility() {
                        photoView.isAccessibilityElement = true
                        photoView.accessibilityTraits = isExpanded ? [.image, .button] : [.image, .button, .selected]
                    }
                }
                """),
        // Taps that only put the keyboard away; a recognizer only its delegate reads; a control; an
        // outlet, whose traits Interface Builder may set.
        RuleExample(
            swift: """
                final class ProfileFormViewController: UIViewController {
                    override func viewDidLoad() {
                        view.addGestureRecognizer(UITapGestureRecognizer(target: view, action: #selector(UIView.endEditing(_:))))
                        let tap = UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard))
                        tableView.addGestureRecognizer(tap)
                        let pan = UIPanGestureRecognizer()
                        pan.delegate = self
                        scrollView.addGestureRecognizer(pan)
                        sendButton.addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(showSendOptions)))
                    }
                    private let sendButton = UIButton(type: .system)
                    @IBOutlet private weak var startDateHeader: UIView!
                    func setUpHeader() {
                        startDateHeader.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(startDateTapped)))
                    }
                    @objc private func dismissKeyboard() { view.endEditing(true) }
                }
                """),
        // A cell is tapped as a whole; a part of a cell announced as a button is tapped by activating it.
        RuleExample(
            swift: """
                final class SwitchCell: UITableViewCell {
                    func setUp() { addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(toggle))) }
                }
                final class DayCell: UITableViewCell {
                    private let dateStack = UIStackView()
                    func configure() {
                        dateStack.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(dateTapped)))
                        isAccessibilityElement = true
                        accessibilityTraits = [.button]
                    }
                }
                """),
        // A dimmed background beside a Done item; a touch view that activates for VoiceOver, one that
        // only highlights.
        RuleExample(
            swift: """
                final class SheetController: UIViewController {
                    private let dimmingView = UIView()
                    override func viewDidLoad() {
                        dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(close)))
                        let done = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(close))
                        navigationItem.rightBarButtonItem = done
                    }
                }
                final class ShutterView: UIView {
                    override func accessibilityActivate() -> Bool { delegate?.shutterTapped(self); return true }
                    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { delegate?.shutterTapped(self) }
                }
                final class PressableView: UIView {
                    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                        super.touchesBegan(touches, with: event)
                        alpha = 0.5
                    }
                }
                """),
    ]
}
