import LintCore
import SwiftSourceFacts

/// Layout written as left and right where leading and trailing mirror for right-to-left languages.
public struct HardcodedDirectionRule: SourceRule {
    public static let description = RuleDescription(
        identifier: "hardcoded-direction",
        name: "Hard-coded left or right",
        summary:
            "Layout says left or right (alignment, constraints, content insets, a "
            + "forced direction, a directional symbol) where leading or trailing " + "would mirror in Arabic and Hebrew.",
        rationale:
            "Standard UI must mirror under right-to-left locales (CH32 §12.1: use "
            + "leading/trailing constraints, auto-mirror directional icons; §16.4: "
            + "replace left/right with leading/trailing). Only a canvas may stay "
            + "left-to-right (§12.2), named in the rules file. Android Lint's "
            + "RtlHardcoded reports the same. Geometry — drawing, cropping, " + "gesture directions — is not layout and is not read. "
            + "Left and right pinned alike (the same margin, whatever sign it is written with) mirror to the same "
            + "layout, and a direction forced under a comment that gives the right-to-left reason was decided on purpose.",
        reference: "CH32 §12.1",
        defaultSeverity: .p1,
        triggeringExamples: [
            // Seen in apps (Sileo): when the content gives no alignment, the app's own default is left.
            RuleExample(
                swift: """
                    switch (dictionary["alignment"] as? Int) ?? 0 {
                    case 1: headerLabel.textAlignment = .center
                    case 2: headerLabel.textAlignment = .right
                    default: headerLabel.textAlignment = .left
                    }
                    """),
            RuleExample(
                swift: """
                    titleLabel.textAlignment = .left
                    button.contentHorizontalAlignment = .right
                    button.contentEdgeInsets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 4)
                    avatar.leftAnchor.constraint(equalTo: contentView.leftAnchor, constant: 12).isActive = true
                    """, findings: 4),
            // Seen in apps (brave): labels that hug their text but wrap, so their lines fill the width.
            RuleExample(
                swift: """
                    private let detailsLabel = UILabel().then {
                        $0.textAlignment = .left
                        $0.numberOfLines = 0
                        $0.setContentHuggingPriority(.required, for: .horizontal)
                    }
                    """),
            // Seen in apps (zotero): the label that hugs is another; this one has a fixed width.
            RuleExample(
                swift: """
                    func setUp() {
                        titleLabel.setContentHuggingPriority(.required, for: .horizontal)
                        valueLabel.textAlignment = .right
                        valueLabel.widthAnchor.constraint(equalToConstant: 40).isActive = true
                    }
                    """),
            // Pinned by the inset on one side only, or by margins that differ; each side pinned in
            // a different branch (the button on the right for one offer, from the left for another).
            RuleExample(
                swift: """
                    func setup(insets: UIEdgeInsets) {
                        NSLayoutConstraint.activate([
                            placeholder.leftAnchor.constraint(equalTo: textView.leftAnchor, constant: insets.left),
                            placeholder.rightAnchor.constraint(equalTo: textView.rightAnchor, constant: -8),
                        ])
                        if isPurchase {
                            buyButton.rightAnchor.constraint(equalTo: rightAnchor).isActive = true
                        } else {
                            buyButton.leftAnchor.constraint(equalTo: leftAnchor).isActive = true
                        }
                        ZStack { Color.blue; Image(systemName: "chevron.right") }
                    }
                    """, findings: 5),
            RuleExample(
                swift: """
                    struct EditorView: View {
                        var body: some View {
                            Form { Text("Name") }
                                .environment(\\.layoutDirection, .leftToRight)
                        }
                    }
                    """),
            // A back chevron that points the wrong way in Arabic (P1 in a control, P2 elsewhere).
            RuleExample(
                swift: """
                    Button { dismiss() } label: { Image(systemName: "chevron.left") }
                        .accessibilityLabel("Back")
                    """),
            RuleExample(
                swift: """
                    HStack { Text("Settings"); Spacer(); Image(systemName: "chevron.right") }
                    """, severity: .p2),
            RuleExample(
                swift: """
                    struct FlowCanvas: View {
                        var body: some View {
                            Canvas { _, _ in }.environment(\\.layoutDirection, .leftToRight)
                        }
                    }
                    """),
            // Seen in apps (ownCloud): the other side pinned alike in one branch only, to another view in the other.
            RuleExample(
                swift: """
                    var constraints = [titleLabel.leftAnchor.constraint(equalTo: self.leftAnchor)]
                    if hasButton {
                        constraints += [
                            button.rightAnchor.constraint(equalTo: self.rightAnchor),
                            titleLabel.rightAnchor.constraint(lessThanOrEqualTo: button.leftAnchor, constant: -10),
                        ]
                    } else {
                        constraints += [titleLabel.rightAnchor.constraint(equalTo: self.rightAnchor)]
                    }
                    """, findings: 3),
        ],
        nonTriggeringExamples: [
            // Seen in apps (brave): a QA screen, English only, never shown right to left.
            RuleExample(
                swift: """
                    final class PromotionsDebugViewController: UITableViewController {
                        func configure(_ cell: UITableViewCell) { cell.detailTextLabel?.textAlignment = .right }
                    }
                    """),
            // Seen in apps: arrow keys of a code editor's and a terminal's key bar move the cursor
            // a physical way, which right-to-left text does not turn round.
            RuleExample(
                swift: """
                    Button(action: { editor.moveCursor(direction: .left) }, label: { Image(systemName: "arrow.left") })
                    Button { terminal.send("\\u{1b}[C") } label: { Image(systemName: "arrow.right") }
                    Button("Scroll left", systemImage: "chevron.left") { carousel.scrollLeft() }
                    """),
            RuleExample(
                swift: """
                    titleLabel.textAlignment = .natural
                    button.contentHorizontalAlignment = .leading
                    button.configuration?.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 4)
                    avatar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12).isActive = true
                    Button { dismiss() } label: { Image(systemName: "chevron.backward") }.accessibilityLabel("Back")
                    Image(systemName: "arrow.left.arrow.right")
                    Button(action: openDirections) { Label("Directions", systemImage: "arrow.triangle.turn.up.right.diamond") }
                    """),
            // Seen in apps: an audio player's timeline (talk-ios), a field forced left to right with a
            // comment saying why (brave), a label that hugs its text (onebusaway-ios).
            RuleExample(
                swift: """
                    final class AudioPlayerView: UIView {
                        let slider = UISlider()
                        func setUp() { slider.semanticContentAttribute = .forceLeftToRight }
                    }
                    // Force the URL field in LTR mode: its clear button overlaps the text otherwise.
                    AutocompleteTextField.appearance().semanticContentAttribute = .forceLeftToRight
                    let etaLabel: UILabel = {
                        let label = UILabel()
                        label.setContentHuggingPriority(.required, for: .horizontal)
                        label.textAlignment = .right
                        return label
                    }()
                    """),
            // Pinned to both sides alike: the same layout mirrored. Geometry is not layout.
            // Symbols flipped on purpose; code that chooses by the layout direction.
            RuleExample(
                swift: """
                    NSLayoutConstraint.activate([
                        stack.leftAnchor.constraint(equalTo: view.leftAnchor, constant: 16),
                        stack.rightAnchor.constraint(equalTo: view.rightAnchor, constant: -16),
                    ])
                    let frame = bounds.inset(by: UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 0))
                    swipe.direction = .left
                    Image(systemName: "chevron.right").flipsForRightToLeftLayoutDirection(true)
                    final class BubbleCell: UITableViewCell {
                        func layout() {
                            let isRTL = effectiveUserInterfaceLayoutDirection == .rightToLeft
                            label.textAlignment = .left
                        }
                    }
                    """),
            // Seen in apps: a view pinned to its own anchors on both sides, insets UIKit flips
            // (separatorInset) or keeps as they were, a one-point hack, a user's alignment setting
            // mapped case by case, text forced left-to-right on purpose.
            RuleExample(
                swift: """
                    final class FadeView: UIView {
                        func pin(_ view: UIView) {
                            NSLayoutConstraint.activate([
                                view.leftAnchor.constraint(equalTo: leftAnchor),
                                view.rightAnchor.constraint(equalTo: rightAnchor),
                            ])
                            cell.separatorInset = UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 0)
                            webView.scrollView.contentInset = UIEdgeInsets(top: top, left: webView.scrollView.contentInset.left, bottom: 0,
                                                                           right: webView.scrollView.contentInset.right)
                            webView.scrollView.contentInset = UIEdgeInsets(top: 0, left: -1, bottom: 0, right: 0)
                        }
                    }
                    func apply(_ align: Alignment, to style: NSMutableParagraphStyle) {
                        switch align {
                        case .left: style.alignment = .left
                        case .right: style.alignment = .right
                        case .center: style.alignment = .center
                        }
                    }
                    // Sileo: the alignment a depiction's author wrote (0 left, 1 center, 2 right), and a side chosen
                    // by the app's own right-to-left test.
                    func layout(_ dictionary: [String: Any]) {
                        switch (dictionary["alignment"] as? Int) ?? 0 {
                        case 1: headerLabel.textAlignment = .center
                        case 2: do { headerLabel.textAlignment = .right }
                        default: break
                        }
                        if LanguageHelper.shared.isRtl ?? false {
                            profileButton.leftAnchor.constraint(equalTo: navigationBar.leftAnchor, constant: 16).isActive = true
                        } else {
                            profileButton.rightAnchor.constraint(equalTo: navigationBar.rightAnchor, constant: -16).isActive = true
                        }
                    }
                    func forceLeftToRight(_ text: NSAttributedString) -> NSAttributedString {
                        let style = NSMutableParagraphStyle()
                        style.alignment = .left
                        style.baseWritingDirection = .leftToRight
                        return text
                    }
                    """),
            // Seen in apps: a centred title held off both sides by the same margin (the sign written
            // as `* -1`), a code's digit groups kept left-to-right with a comment saying why.
            RuleExample(
                swift: """
                    NSLayoutConstraint.activate([
                        heading.leftAnchor.constraint(greaterThanOrEqualTo: header.layoutMarginsGuide.leftAnchor, constant: inset),
                        heading.rightAnchor.constraint(lessThanOrEqualTo: header.layoutMarginsGuide.rightAnchor, constant: inset * -1),
                        heading.centerXAnchor.constraint(equalTo: header.centerXAnchor),
                    ])
                    // Pairing codes are printed left to right, so the digit groups keep that order in RTL languages.
                    codeStack.semanticContentAttribute = .forceLeftToRight
                    """),
            // Seen in apps: the other side pinned in a branch of the same function, each side pinned by
            // the text view's own inset for that side, an arrow drawn on a map legend's route line.
            RuleExample(
                swift: """
                    func setup(vertical: Bool, insets: UIEdgeInsets) {
                        NSLayoutConstraint.activate([stackView.leftAnchor.constraint(equalTo: clipView.leftAnchor)])
                        if vertical { stackView.rightAnchor.constraint(equalTo: clipView.rightAnchor).isActive = true }
                        NSLayoutConstraint.activate([
                            placeholder.leftAnchor.constraint(equalTo: textView.leftAnchor, constant: insets.left + padding),
                            placeholder.rightAnchor.constraint(equalTo: textView.rightAnchor, constant: -insets.right - padding),
                        ])
                    }
                    var outboundSymbol: some View {
                        ZStack {
                            Path { path in path.move(to: CGPoint(x: 2, y: 20)); path.addLine(to: CGPoint(x: 38, y: 20)) }
                                .stroke(Color.green)
                            Image(systemName: "chevron.right").offset(x: 4)
                        }
                    }
                    """),
            // Seen in apps (GitHawk's SwipeCellKit): the side picked from the edge a swipe uncovers.
            RuleExample(
                swift: """
                    func showActions(orientation: SwipeActionsOrientation) {
                        if orientation == .left {
                            actionsView.rightAnchor.constraint(equalTo: leftAnchor).isActive = true
                        } else {
                            actionsView.leftAnchor.constraint(equalTo: rightAnchor).isActive = true
                        }
                    }
                    """),
            // Seen in apps (nightguard): the paragraph style of a value a chart draws at a point of its own.
            RuleExample(
                swift: """
                    func drawValue(_ value: String, in context: CGContext, x: CGFloat, y: CGFloat) {
                        let paragraphStyle = NSMutableParagraphStyle()
                        paragraphStyle.alignment = .left
                        value.draw(
                            with: CGRect(x: x - 40, y: y - 20, width: 80, height: 18),
                            options: .usesLineFragmentOrigin, attributes: [.paragraphStyle: paragraphStyle], context: nil)
                    }
                    """),
            // Seen in apps (wireguard's log view): the right edge written from the container's side, the same margin.
            RuleExample(
                swift: """
                    NSLayoutConstraint.activate([
                        scrollView.leftAnchor.constraint(equalTo: containerView.leftAnchor, constant: margin),
                        containerView.rightAnchor.constraint(equalTo: scrollView.rightAnchor, constant: margin),
                    ])
                    """),
            // The rules file names the canvas that stays left-to-right (CH32 §12.2).
            RuleExample(
                swift: """
                    struct FlowCanvas: View {
                        var body: some View {
                            Canvas { _, _ in }.environment(\\.layoutDirection, .leftToRight)
                        }
                    }
                    """, configuration: "rules: { hardcoded-direction: { leftToRightViews: [FlowCanvas] } }"),
        ]
    )

    public struct Options: RuleOptions {
        public var leftToRightViews: [String] = []
        public init() {}
        public static let fields: [OptionField<Options>] = [
            .texts(
                "leftToRightViews", \.leftToRightViews,
                "types that stay left-to-right on purpose (a canvas, CH32 §12.2): nothing in them is reported")
        ]
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    public func check(file: SwiftFileContext, into findings: inout [Finding]) {
        let behavior = file.facts.behavior
        // A developer screen is never localized, so never shown right to left.
        for fact in behavior.directions where !file.facts.isInDebugScreen(line: fact.location.line) {
            let line = fact.location.line
            if !options.leftToRightViews.isEmpty,
                behavior.types(enclosing: line).contains(where: { options.leftToRightViews.contains($0.name) })
            {
                continue
            }
            guard let problem = problem(with: fact), !behavior.readsLayoutDirection(around: line) else { continue }
            findings.append(
                file.finding(
                    Self.description, severity: problem.severity, problem.message, at: fact.location,
                    element: "\(fact.api) \(fact.written)",
                    data: [
                        FindingValue("api", fact.api), FindingValue("written", fact.written), FindingValue("required", problem.required),
                    ],
                    fix: problem.fix))
        }
    }

    private func problem(with fact: DirectionFact) -> (message: String, required: String, fix: String, severity: Severity?)? {
        switch fact.kind {
        case .alignment:
            let natural =
                fact.api == "contentHorizontalAlignment"
                ? (fact.written.hasSuffix("left") ? ".leading" : ".trailing")
                : (fact.written.hasSuffix("left")
                    ? ".natural" : "trailing: .right only when effectiveUserInterfaceLayoutDirection is .leftToRight")
            return ("\(fact.api) = \(fact.written) stays on the same side in Arabic and Hebrew", natural, "use \(natural)", nil)
        case .anchor:
            guard !fact.isSymmetric else { return nil }
            let side = fact.api.hasPrefix("left") ? "leadingAnchor" : fact.api.hasPrefix("right") ? "trailingAnchor" : ".leading/.trailing"
            return (
                "\(fact.written) pins to a fixed side: the layout does not mirror", side,
                "use \(side) (and the other view's leading/trailing anchor)", nil
            )
        case .insets:
            return (
                "content insets with different left and right (\(fact.written)) do not mirror", "NSDirectionalEdgeInsets",
                "use NSDirectionalEdgeInsets(top:leading:bottom:trailing:) (directionalLayoutMargins, configuration.contentInsets)", nil
            )
        case .edge:
            return (".padding(\(fact.written)) is a fixed side", ".leading/.trailing", "use .leading or .trailing", nil)
        case .forcedDirection:
            return (
                "\(fact.api) forces \(fact.written): this view never mirrors", "the system's direction",
                "remove it; if this view is a canvas that stays left-to-right on purpose (CH32 §12.2), name its type in leftToRightViews",
                nil
            )
        case .symbol:
            guard !fact.mirrored else { return nil }
            let mirrored = fact.written.replacingSide()
            return (
                "symbol \"\(fact.written)\" points the same way in Arabic and Hebrew\(fact.inControl ? " on a control" : "")", mirrored,
                "use \"\(mirrored)\", which mirrors (or .flipsForRightToLeftLayoutDirection(true))", fact.inControl ? nil : .p2
            )
        }
    }
}

extension String {
    /// `chevron.left` → `chevron.backward`, `arrow.right.circle` → `arrow.forward.circle`.
    func replacingSide() -> String {
        split(separator: ".").map { $0 == "left" ? "backward" : $0 == "right" ? "forward" : String($0) }.joined(separator: ".")
    }
}
