import LintCore

// The rule's examples that do not trigger it, most of them seen in apps: kept apart so the rule's
// file stays about what it reads and reports.
extension HardcodedDirectionRule {
    static let nonTriggeringExamples: [RuleExample] = [
        // Seen in apps (luka): the flat trend among rising and falling arrows, a compass of values, not a way through screens.
        RuleExample(
            swift: """
                var trendImage: Image {
                    switch trend {
                    case .fortyFiveUp: Image(systemName: "arrow.up.right")
                    case .flat: Image(systemName: "arrow.right")
                    case .fortyFiveDown: Image(systemName: "arrow.down.right")
                    }
                }
                """),
        // Seen in apps (PeapodApp): a label styled to show its title only never draws its chevron.
        RuleExample(
            swift: """
                Button(action: skip) { Label("Maybe Later", systemImage: "chevron.right").labelStyle(.titleOnly) }
                Button(action: start) { Label("Get Started", systemImage: "chevron.right") }.labelStyle(.titleOnly)
                """),
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
        // Seen in apps (Harbour, BookPlayer): a key bar's Tab key types a tab; a gesture's arrow beside words that name
        // the same side.
        RuleExample(
            swift: """
                Button { insertAtCursor("\\t") } label: { Label(String("⇥"), systemImage: "arrow.right.to.line") }
                Label("gesture_swipe_left_title", systemImage: "arrow.left")
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
        // comment saying why (brave), a label that hugs its text (onebusaway-ios) or is sized to fit it
        // (tinode-ios), a scroll indicator's inset (ShapeScript).
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
                func showToast(_ message: String) {
                    toastLabel.text = message
                    toastLabel.textAlignment = .left
                    toastLabel.sizeToFit()
                }
                consoleView.scrollIndicatorInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 6)
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
                // Seen in apps (moblin): the ends of a slider that pans a 360° image left or right.
                var panSlider: some View {
                    HStack {
                        Image(systemName: "arrow.left")
                        Slider(value: $dewarp.pan, in: -180 ... 180, step: 1)
                        Image(systemName: "arrow.right")
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
        // Seen in apps (stepik-ios, KeePassium): one-line labels pinned by one side only, or centred, are as wide
        // as their text, so their alignment shows nowhere.
        RuleExample(
            swift: """
                final class CertificateCell: UITableViewCell {
                    private lazy var dateLabel: UILabel = {
                        let label = UILabel()
                        label.textAlignment = .left
                        return label
                    }()
                    private let gradeLabel = UILabel()
                    func setUp() {
                        gradeLabel.textAlignment = .right
                        dateLabel.snp.makeConstraints { make in
                            make.leading.equalToSuperview().offset(16)
                            make.bottom.equalToSuperview().offset(-8)
                        }
                        NSLayoutConstraint.activate([
                            gradeLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                            gradeLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                        ])
                    }
                }
                """),
        // Seen in apps (breadwallet-ios): a helper handed the anchors (`constrain([…])`) pins the label by them alone.
        RuleExample(
            swift: """
                func setUp() {
                    total.textAlignment = .right
                    total.constrain([total.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16)])
                }
                """),
        // Seen in apps (AdguardForiOS, breadwallet-ios): a side held by an inequality does not pin it either: the
        // description ends at most where the price starts, and each label is as wide as its text.
        RuleExample(
            swift: """
                final class ProductButton: UIControl {
                    private let nameLabel = UILabel(), priceLabel = UILabel()
                    func setUp() {
                        nameLabel.textAlignment = .left
                        priceLabel.textAlignment = .right
                        NSLayoutConstraint.activate([
                            nameLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
                            nameLabel.trailingAnchor.constraint(lessThanOrEqualTo: priceLabel.leadingAnchor, constant: -8),
                            priceLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
                        ])
                        valueLabel.textAlignment = .right
                        valueLabel.constrain([
                            valueLabel.leadingAnchor.constraint(greaterThanOrEqualTo: nameLabel.trailingAnchor, constant: 8),
                            valueLabel.constraint(.trailing, toView: self),
                        ])
                    }
                }
                """),
        // Seen in apps (primal-ios-app): margins 2 pt apart, one written from the view's own anchor, which no one sees
        // swapped; a zoom that starts where the thumbnail was measured on the screen (geometry).
        RuleExample(
            swift: """
                func setUp() {
                    postStack.leftAnchor.constraint(equalTo: leftAnchor, constant: 12).isActive = true
                    rightAnchor.constraint(equalTo: postStack.rightAnchor, constant: 10).isActive = true
                    let startingFrame = thumbnail.convert(thumbnail.bounds, to: nil)
                    zoomingView.leftAnchor.constraint(equalTo: view.leftAnchor, constant: startingFrame.minX).isActive = true
                }
                """),
        // Seen in apps (GoMap, deltachat-ios): a magnifier put in the corner away from the finger; a helper that pins
        // the anchors its caller hands it.
        RuleExample(
            swift: """
                extension UIView {
                    func place(at corner: Corner, in superview: UIView) {
                        switch corner {
                        case .topLeft: leftAnchor.constraint(equalTo: superview.leftAnchor).isActive = true
                        case .topRight: rightAnchor.constraint(equalTo: superview.rightAnchor).isActive = true
                        }
                    }
                    func addConstraints(left: NSLayoutXAxisAnchor? = nil, leftConstant: CGFloat = 0) -> [NSLayoutConstraint] {
                        var constraints: [NSLayoutConstraint] = []
                        if let left = left { constraints.append(leftAnchor.constraint(equalTo: left, constant: leftConstant)) }
                        return constraints
                    }
                }
                """),
        // Seen in apps (planetary-ios): pinned by the left edge with the other view's width, the view covers it
        // exactly in either direction.
        RuleExample(
            swift: """
                extension UIView {
                    func constrain(to view: UIView) {
                        self.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                        self.leftAnchor.constraint(equalTo: view.leftAnchor).isActive = true
                        self.widthAnchor.constraint(equalTo: view.widthAnchor).isActive = true
                        self.heightAnchor.constraint(equalTo: view.heightAnchor).isActive = true
                    }
                }
                """),
        // Seen in apps (Spawn): a clear chevron that balances the back button on the header's other side; no one sees it.
        RuleExample(
            swift: """
                struct SettingsHeader: View {
                    var body: some View {
                        HStack {
                            BackButton()
                            Spacer()
                            Text("Settings")
                            Spacer()
                            Image(systemName: "chevron.left").font(.title3).foregroundColor(.clear)
                        }
                    }
                }
                """),
    ]
}
