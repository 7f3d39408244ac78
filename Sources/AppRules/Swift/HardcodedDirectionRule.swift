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
            + "layout, and a direction forced under a comment that gives the right-to-left reason was decided on purpose. "
            + "A one-line label's `textAlignment` needs review: it shows only where the label is wider than its text, "
            + "which constraints decide, often where the code does not show them (a label pinned by one side only is "
            + "as wide as its text: not reported); a wrapping label's, a text field's or a text view's is reported. "
            + "A forced direction outside the views the rules file names needs review too: it is written on purpose, and "
            + "content that reads the same both ways (a Matrix address, a window preview laid out by the screen) may keep "
            + "it, as Apple keeps media timelines and phone numbers left to right.",
        reference: "CH32 §12.1",
        defaultSeverity: .p1,
        triggeringExamples: [
            // Seen in apps (Sileo): when the content gives no alignment, the app's own default is left. A one-line
            // label's alignment shows only where the label is wider than its text, which its constraints decide
            // (often elsewhere): someone checks.
            RuleExample(
                swift: """
                    switch (dictionary["alignment"] as? Int) ?? 0 {
                    case 1: headerLabel.textAlignment = .center
                    case 2: headerLabel.textAlignment = .right
                    default: headerLabel.textAlignment = .left
                    }
                    """, severity: .p2, outcome: .needsReview),
            RuleExample(
                swift: """
                    titleLabel.textAlignment = .left
                    button.contentHorizontalAlignment = .right
                    button.contentEdgeInsets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 4)
                    avatar.leftAnchor.constraint(equalTo: contentView.leftAnchor, constant: 12).isActive = true
                    """, findings: 4),
            // Seen in apps (brave): labels that hug their text but wrap, so their lines fill the width; a text field,
            // sized for what is typed.
            RuleExample(
                swift: """
                    private let detailsLabel = UILabel().then {
                        $0.textAlignment = .left
                        $0.numberOfLines = 0
                        $0.setContentHuggingPriority(.required, for: .horizontal)
                    }
                    func setUp() { ssidTextField.textAlignment = .left }
                    """, findings: 2, severity: .p1, outcome: .violation),
            // Seen in apps (zotero): the label that hugs is another; this one has a fixed width, perhaps wider than its text.
            RuleExample(
                swift: """
                    func setUp() {
                        titleLabel.setContentHuggingPriority(.required, for: .horizontal)
                        valueLabel.textAlignment = .right
                        valueLabel.widthAnchor.constraint(equalToConstant: 40).isActive = true
                    }
                    """, severity: .p2, outcome: .needsReview),
            // Pinned by both sides with equalities: wider than its text (the inequality holds another side).
            RuleExample(
                swift: """
                    func setUp() {
                        nameLabel.textAlignment = .left
                        NSLayoutConstraint.activate([
                            nameLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
                            nameLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
                            nameLabel.topAnchor.constraint(greaterThanOrEqualTo: topAnchor),
                        ])
                    }
                    """, severity: .p2, outcome: .needsReview),
            // Seen in apps (ello-ios): lines that wrap fill the room an inequality leaves them.
            RuleExample(
                swift: """
                    func styleCell() {
                        label.textAlignment = .left
                        label.isMultiline = true
                        label.snp.makeConstraints { make in
                            make.leading.centerY.equalTo(contentView)
                            make.trailing.lessThanOrEqualTo(contentView)
                        }
                    }
                    """, severity: .p1, outcome: .violation),
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
            // Seen in apps (element-x-ios, DockDoor): forced on purpose, for content that may read the same both ways.
            RuleExample(
                swift: """
                    struct EditorView: View {
                        var body: some View {
                            Form { Text("Name") }
                                .environment(\\.layoutDirection, .leftToRight)
                        }
                    }
                    """, severity: .p2, outcome: .needsReview),
            // Seen in apps (vlc-ios): a button with an image and no title is as wide as the image unless constraints
            // widen it.
            RuleExample(
                swift: """
                    lazy var equalizerButton: UIButton = {
                        let button = UIButton(type: .system)
                        button.setImage(UIImage(named: "equalizer"), for: .normal)
                        button.contentHorizontalAlignment = .right
                        return button
                    }()
                    """, severity: .p2, outcome: .needsReview),
            // Seen in apps (Sora): the app forces left-to-right on its scenes, so its views' chevrons point the right way
            // until that goes: the override and the chevron both need review.
            RuleExample(
                swift: """
                    @main struct ReaderApp: App {
                        var body: some Scene { WindowGroup { Text("Home") }.environment(\\.layoutDirection, .leftToRight) }
                    }
                    struct BackButton: View {
                        var body: some View { Button { } label: { Image(systemName: "chevron.left") }.accessibilityLabel("Back") }
                    }
                    """, findings: 2, severity: .p2, outcome: .needsReview),
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
        nonTriggeringExamples: Self.nonTriggeringExamples
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
            // Measured over eighteen sets: a one-line label's alignment was a real fault 71 times in 115 (its width
            // is set by constraints the code often does not show); a wrapping label's or a field's, 21 in 21.
            // Measured over twenty-three sets: a forced direction was a fault 4 times in 8.
            let forced = fact.kind == .forcedDirection
            // Seen in apps (Sora): under an app that forces left-to-right on its scenes no SwiftUI view mirrors, so its
            // chevrons point the right way until that goes; the app's own override is the finding.
            let appForced = fact.isSwiftUI ? file.index.appForcedLeftToRight : nil
            let review = fact.showsOnlyIfWider || forced || appForced != nil
            var message = problem.message
            if fact.showsOnlyIfWider {
                message +=
                    fact.api == "contentHorizontalAlignment"
                    ? " where the button is wider than its image (it has no title: its constraints decide)"
                    : " where the label is wider than its text (one line: its constraints decide)"
            } else if forced {
                message += ", though its content may read the same both ways (a code, an address, a timeline)"
            } else if let appForced {
                let place = "\(appForced.file.split(separator: "/").last ?? ""):\(appForced.line)"
                message += " once the app stops forcing left-to-right (\(place)); until then nothing of it mirrors"
            }
            findings.append(
                file.finding(
                    Self.description, severity: review ? .p2 : problem.severity, outcome: review ? .needsReview : .violation, message,
                    at: fact.location,
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
