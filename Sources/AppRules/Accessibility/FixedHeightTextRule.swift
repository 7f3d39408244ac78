import LintCore
import SpecModel
import SwiftSourceFacts

/// Text containers that cannot grow.
public struct FixedHeightTextRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "fixed-height-text",
        name: "Fixed-height text container",
        summary: "A text element sits in a container whose height does not grow.",
        rationale:
            "At large text sizes, and with translations 30–50% longer, the text "
            + "clips (CH32 §3, §11.4, §16.2: avoid fixed-height containers for text). "
            + "A one-line limit on a control's title is needs review; on a name, title or date from the user's "
            + "data (`Text(file.name)`, anything but a literal or a translated text) truncation is the design and it is "
            + "not reported. A box whose text gets a font of the app's own (`.font(bodyFont)`, `.fontSize(16)`), whose "
            + "size the file does not show, is needs review: a fixed size fits the box, a growing one is clipped.",
        reference: "CH32 §4.3",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample(
                """
                screen:
                  id: paywall
                  elements:
                    - { id: renewalText, role: text, text: screen.paywall.renewal, fixedHeight: true, font: { size: 13, textStyle: \
                footnote } }
                """),
            RuleExample(
                swift: """
                    VStack {
                        Text(recipe.summary).frame(height: 40)
                        Text(channel.name ?? "").frame(height: 30)
                        HStack { Image(systemName: "clock"); Text("Ready in 20 minutes") }.frame(height: 32)
                        TextField("Notes", text: $notes, axis: .vertical).frame(height: 64)
                        Text("Recipe of the day").lineLimit(1).font(.largeTitle).frame(height: 64)
                    }
                    """, findings: 5),
            // Seen in apps (passbolt): a section's title no place that makes the section passes; the box never shows.
            RuleExample(
                swift: """
                    struct FolderSection: View {
                        private let title: String?
                        init(title: String? = nil) { self.title = title }
                        var body: some View { if let title = self.title { Text(title).frame(height: 24) } }
                    }
                    struct Folders: View { var body: some View { FolderSection() } }
                    """, severity: .p2, outcome: .needsReview),
            // A view modifier of the app's gives the text its height (a pill, a tag).
            RuleExample(
                swift: """
                    private struct PillStyle: ViewModifier {
                        func body(content: Content) -> some View {
                            content.font(.caption).padding(.horizontal, 8).frame(height: 18).background(Capsule().fill(.gray))
                        }
                    }
                    struct IntervalPill: View {
                        var body: some View { Text("Interval").modifier(PillStyle()) }
                    }
                    """, severity: .p1, outcome: .violation),
            // A function of the app's, called as a modifier, sets a text style, which grows.
            RuleExample(
                swift: """
                    extension View {
                        func cardStyle() -> some View { font(.headline).padding(8) }
                    }
                    struct Card: View {
                        var body: some View { Text("Title").cardStyle().frame(height: 40) }
                    }
                    """, severity: .p1, outcome: .violation),
            // Seen in apps (BookPlayer, AmpFin, MovieSwiftUI): the user's data under a line limit is cut short by design,
            // but the box may still clip its lines at large sizes: someone decides.
            RuleExample(
                swift: """
                    VStack(alignment: .leading) { Text(titleLabel).font(.footnote).lineLimit(2) }.frame(height: 40)
                    Text(recipe.title).lineLimit(1).font(.largeTitle).frame(height: 64)
                    HStack {
                        Text(track.name).lineLimit(1)
                        Button { next() } label: { Label("Next", systemImage: "forward.fill").labelStyle(.iconOnly) }
                    }
                    .frame(height: 66)
                    """, findings: 3, severity: .p2, outcome: .needsReview),
            RuleExample(
                swift: """
                    final class HeaderView: UIView {
                        let titleLabel = UILabel()
                        func setUp() {
                            titleLabel.font = .preferredFont(forTextStyle: .headline)
                            titleLabel.adjustsFontForContentSizeCategory = true
                            titleLabel.heightAnchor.constraint(equalToConstant: 20).isActive = true
                        }
                    }
                    """),
            // A table's rows or headers of a constant height, showing the standard cells' or headers' text, which grows.
            RuleExample(
                swift: """
                    final class SettingsViewController: UITableViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            tableView.rowHeight = 50
                        }
                        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
                            cell.textLabel?.text = rows[indexPath.row].title
                            return cell
                        }
                        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                            sections[section].title
                        }
                        override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
                            return 40
                        }
                    }
                    """, findings: 2),
            // SnapKit's constant height.
            RuleExample(
                swift: """
                    final class BalanceCell: UITableViewCell {
                        private let amountLabel = UILabel()
                        func setUp() {
                            amountLabel.font = .preferredFont(forTextStyle: .body)
                            amountLabel.snp.makeConstraints { make in
                                make.leading.trailing.equalToSuperview().inset(16)
                                make.height.equalTo(22)
                            }
                        }
                    }
                    """),
            // A font of the app's that the target does not show to grow or not (alpha-wallet-ios's `Fonts.regular(size:)`).
            RuleExample(
                swift: """
                    final class ActivityHeader: UIView {
                        let timestampLabel = UILabel()
                        func setUp() {
                            timestampLabel.font = Fonts.regular(size: 12)
                            timestampLabel.heightAnchor.constraint(equalToConstant: 20).isActive = true
                        }
                    }
                    """, severity: .p2, outcome: .needsReview),
            // A label that wraps, in a font the type does not show (an app's style applied elsewhere): someone decides.
            RuleExample(
                swift: """
                    final class TimeLockedViewController: UIViewController {
                        @IBOutlet private weak var descriptionLabel: UILabel!
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            Style.Label.body.apply(to: descriptionLabel)
                            descriptionLabel.numberOfLines = 0
                            descriptionLabel.heightAnchor.constraint(equalToConstant: 42).isActive = true
                        }
                    }
                    """, severity: .p2, outcome: .needsReview),
            // `Font.custom(_:size:)` scales with the body style (Apple's documentation): the box clips it.
            RuleExample(swift: #"Text(L10n.Card.title).font(.custom("Futura", size: 16)).frame(height: 20)"#),
            // Seen in apps (iAPS, winston, 2fas-ios, omnivore): a font of the app's, through a name or a helper, that
            // may be of a fixed size (then the box fits it): someone decides.
            RuleExample(
                swift: """
                    HStack { Text(progressText).font(bolusProgressBarFont) }.frame(height: 25)
                    Text("Any questions?").fontSize(22, .semibold).frame(height: 48)
                    Text(stepNumber).font(Font(Theme.Fonts.iconLabelLarge)).frame(width: 28, height: 28)
                    """, findings: 3, severity: .p2, outcome: .needsReview),
            // Seen in apps (zashi-ios): a font helper that hands a `.custom(_:size:)` font, which grows, to a modifier.
            RuleExample(
                swift: """
                    struct ZashiFontModifier: ViewModifier {
                        let size: CGFloat
                        func body(content: Content) -> some View { content.font(.custom("Inter", size: size)) }
                    }
                    extension View {
                        func zFont(size: CGFloat) -> some View { modifier(ZashiFontModifier(size: size)) }
                    }
                    struct Amount: View {
                        var body: some View { Text(L10n.balance).zFont(size: 14).frame(height: 20) }
                    }
                    """, severity: .p1, outcome: .violation),
            // Seen in apps (ios-pass, nos, Atwy): digits in a circle or beside an icon that shrinks, which Dynamic Type
            // grows and no translation lengthens.
            RuleExample(
                swift: """
                    Text(verbatim: "\\(breachCount)").font(.title).frame(height: 41).padding(16)
                    Text(step, format: .number).font(.largeTitle).frame(width: 60, height: 60).background(Circle().fill(.blue))
                    VStack {
                        Text(String(playlists.count)).font(.title2)
                        Image(systemName: "text.justify.left").resizable().scaledToFit()
                    }
                    .frame(width: 60, height: 60)
                    """, findings: 3, severity: .p2, outcome: .needsReview),
            // Seen in apps (Pulse): a row shown only by a sheet that caps Dynamic Type, in another file.
            RuleExample(
                swift: """
                    // file: ConsoleRouterView.swift
                    struct ConsoleRouterView: View {
                        var body: some View { NavigationView { ConsoleFiltersView().dynamicTypeSize(...DynamicTypeSize.xxxLarge) } }
                    }
                    // file: ConsoleFiltersView.swift
                    struct ConsoleFiltersView: View {
                        var body: some View { Form { DurationCell() } }
                    }
                    struct DurationCell: View {
                        var body: some View { HStack { Text(L10n.Filters.duration); Spacer() }.frame(height: 18) }
                    }
                    """, severity: .p2, outcome: .needsReview),
            // A one-line title may be cut off in other languages or at large sizes: someone decides.
            RuleExample(
                swift: """
                    Button("Start today's practice") { start() }.lineLimit(1)
                    Button { allowReminders() } label: { Text(L10n.Reminders.allow).lineLimit(1).minimumScaleFactor(0.3) }
                    Text(viewModel.authenticationError ?? "").font(.footnote).foregroundStyle(.red).lineLimit(1)
                    """, findings: 3, severity: .p2),
        ],
        nonTriggeringExamples: nonTriggeringExamples
    )

    public init() {}

    public func check(screen: ScreenContext, into findings: inout [Finding]) {
        for element in screen.screen.elements where element.fixedHeight && element.role.showsText {
            findings.append(
                screen.finding(
                    Self.description, "\"\(element.id)\" has a fixed height and will clip at large text sizes", element: element,
                    data: [FindingValue("fixedHeight", "true"), FindingValue("height", element.frame.map { format($0.height) } ?? "?")],
                    fix: "let the container grow with its text (and scroll the screen if needed)"
                ))
        }
    }
}

// MARK: Swift code

/// Literal heights on text (`.frame(height:)`, a UILabel's height constant) and one-line limits
/// on control titles. Not on the Mac, where text does not follow Dynamic Type.
extension FixedHeightTextRule: SourceRule {
    public func check(file: SwiftFileContext, into findings: inout [Finding]) {
        let behavior = file.facts.behavior
        // Not on the Mac or Apple TV either, whose text does not follow Dynamic Type (a tvOS target
        // is told by its folder, `Swiftfin tvOS/`).
        let onTV = file.facts.runsOnlyOnTV
        for fixed in behavior.fixedHeights where !fixed.textCannotOverflow && !file.facts.runsOnlyOnMac(fixed.location) && !onTV {
            let points = format(fixed.height)
            // A font of the app's own: one that does not grow fits the box (measured 7 of 7 false); one the target
            // does not show to grow or not, someone decides.
            let sizing = fixed.fontName.flatMap { file.index.fontSizing($0) }
            if sizing == .fixed { continue }
            // Or a function of the app's, called as a modifier, that sets a fixed one (p2p-wallet's `.apply(style:)`). One
            // the target does not show to be fixed most often scales (pocket's `.style(_:)`, a custom font): as before.
            if fixed.fontThroughName == nil,
                fixed.modifierNames.contains(where: { file.index.declaresFont($0) && file.index.fontSizing($0) == .fixed })
            {
                continue
            }
            let font = sizing == nil ? fixed.fontThroughName : nil
            // Dynamic Type capped around the view, here or in the only views that show it (Pulse's filter rows, 5 of 5
            // judged to fit at the cap): whether the text fits at that size, someone decides.
            let capped = fixed.view.map { file.index.capsDynamicType($0) } ?? false
            // Shown only with a property no place that makes the view passes (passbolt's section titles): it never shows.
            let neverShown =
                fixed.shownOnlyWith.map { property in fixed.innermostView.map { file.index.isMadeWithout(property, of: $0) } ?? false }
                ?? false
            let doubt =
                (font.map { " if its font, \($0), grows with Dynamic Type (a fixed size fits)" } ?? "")
                + (capped ? " up to the Dynamic Type size \(fixed.view ?? "the view") or a view showing it is capped at" : "")
                // Digits in a badge or a circle (ios-pass, nos: 2 of 2 judged to fit at the largest size).
                + (fixed.showsOnlyANumber ? " if its digits outgrow it (a number, which no translation lengthens)" : "")
                // The user's data cut short by design (BookPlayer's widget titles): whether the box still clips its lines
                // is what is left (11 of 18 judged clipped).
                + (fixed.truncatesUserData ? " if its lines do not fit at large sizes (the user's data, cut short by design)" : "")
                + (fixed.wrapsInFixedFont
                    ? " if its lines outgrow it: it wraps (numberOfLines = 0), so a longer translation needs more lines than "
                        + "\(points) pt hold, whatever its font" : "")
                + (neverShown
                    ? ", if it ever shows: it is shown only with \(fixed.shownOnlyWith ?? ""), which no place that makes "
                        + "\(fixed.innermostView ?? "the view") passes" : "")
            findings.append(
                file.finding(
                    Self.description, severity: doubt.isEmpty ? nil : .p2, outcome: doubt.isEmpty ? .violation : .needsReview,
                    "\(fixed.receiver) holding \(fixed.content) is \(points) pt high "
                        + "whatever the text size: large text and long translations are clipped" + doubt,
                    at: fixed.location, element: "\(fixed.receiver) \(fixed.api) \(points)",
                    data: [
                        FindingValue("api", fixed.api), FindingValue("height", points), FindingValue("content", fixed.content),
                        FindingValue("required", "a height that grows"),
                    ] + (font.map { [FindingValue("font", $0)] } ?? []) + (capped ? [FindingValue("dynamicTypeCapped", "true")] : []),
                    fix: Self.fix(for: fixed, points: points)))
        }
        for truncation in behavior.truncations where !file.facts.runsOnlyOnMac(truncation.location) && !onTV {
            let title = truncation.text.map { " \(TextJudgement.quoted($0))" } ?? ""
            findings.append(
                file.finding(
                    Self.description, severity: .p2, outcome: .needsReview,
                    "\(truncation.receiver)\(title) is limited to one line: at large sizes or in longer languages its end is cut off",
                    at: truncation.location, element: "\(truncation.receiver)\(title) lineLimit(1)",
                    data: [FindingValue("lineLimit", "1"), FindingValue("receiver", truncation.receiver)],
                    fix:
                        "let critical labels wrap (no lineLimit, or .lineLimit(2...)); if it "
                        + "must stay on one line, give VoiceOver the full text (CH32 §4.3)"
                ))
        }
    }

    /// How the height lets the text grow, in the API that sets it.
    static func fix(for fixed: FixedHeight, points: String) -> String {
        if fixed.api.hasPrefix("heightAnchor") {
            return "use greaterThanOrEqualToConstant: \(points) and numberOfLines = 0, so the label grows with its text"
        }
        if fixed.api.hasPrefix("snp.") {
            return "use make.height.greaterThanOrEqualTo(\(points)) and numberOfLines = 0, so the label grows with its text"
        }
        if fixed.api.hasPrefix("tableView(") || fixed.api == "rowHeight =" {
            return "use UITableView.automaticDimension (with an estimated height), so rows and headers grow with their text"
        }
        return ".frame(minHeight: \(points)) so the view grows with its text (and scroll the screen if needed)"
    }
}
