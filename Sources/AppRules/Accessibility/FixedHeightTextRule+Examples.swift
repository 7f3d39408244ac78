import LintCore

// The rule's examples that do not trigger it, most of them seen in apps: kept apart so the rule's file stays about
// what it reads and reports.
extension FixedHeightTextRule {
    static let nonTriggeringExamples: [RuleExample] = [
        // Seen in apps (p2p-wallet): a function of the app's, called as a modifier, sets a UIKit font of a point size,
        // which does not grow.
        RuleExample(
            swift: """
                extension Text {
                    func apply(style: UIFont.Style) -> some View {
                        font(Font(UIFont.font(of: style).withSize(UIFont.fontSize(of: style)) as CTFont))
                    }
                }
                struct StepBadge: View {
                    var body: some View { Text("1").fontWeight(.semibold).apply(style: .label1).frame(width: 24, height: 24) }
                }
                """),
        // Seen in apps (rarime): the app's text styles call its own font function, which sets a UIKit font of a size.
        RuleExample(
            swift: """
                extension View {
                    func applyFont(fontSize: CGFloat) -> some View {
                        let font = UIFont(name: "Geist", size: fontSize) ?? UIFont.systemFont(ofSize: fontSize)
                        return self.font(Font(font))
                    }
                    func body3() -> some View { self.applyFont(fontSize: 14) }
                }
                struct WidgetRow: View {
                    var body: some View { Text(widget.title).body3().frame(height: 40) }
                }
                """),
        // A view modifier of the app's whose height comes with a font of a fixed size, or that gives no height.
        RuleExample(
            swift: """
                struct BadgeStyle: ViewModifier {
                    func body(content: Content) -> some View { content.font(.system(size: 11)).frame(height: 18) }
                }
                struct RoundedStyle: ViewModifier {
                    func body(content: Content) -> some View { content.padding(8).frame(minHeight: 18) }
                }
                struct Badges: View {
                    var body: some View {
                        Text("New").modifier(BadgeStyle())
                        Text("Draft").modifier(RoundedStyle())
                    }
                }
                """),
        // Seen in apps (wxm-ios): glyphs of an icon font, named by an icon's raw value, which no translation changes.
        RuleExample(
            swift: """
                Button { share() } label: {
                    Text(FontIcon.share.rawValue).font(.fontAwesome(font: .solid, size: 17)).frame(width: 30, height: 30)
                }
                ZStack { Text(row.fontIcon.rawValue).font(.fontAwesome(font: .pro, size: 17)) }.frame(width: 40, height: 40)
                """),
        // Seen in apps (ios-pass, ios-drive, yubioath): an avatar's initials, a monogram drawn at the avatar's size.
        RuleExample(
            swift: """
                ZStack {
                    Color.accentColor
                    Text(verbatim: account.initial).fontWeight(.medium)
                }
                .frame(width: 36, height: 36)
                Text(viewModel.abbreviation).frame(width: 30, height: 30).background(Color.blue)
                Text(String(account.title.first ?? "?")).frame(width: 40, height: 40).background(account.color)
                """),
        // Seen in apps (Gem): a label that shows its icon only, in a circle.
        RuleExample(swift: #"Label("Settings", systemImage: "gearshape").labelStyle(.iconOnly).frame(width: 48, height: 48)"#),
        // Seen in apps (babylon, Prismedia): a PIN cell's mask character; a box of an Apple TV target, told by its folder.
        RuleExample(
            swift: """
                ForEach(0..<6) { index in Text(index < input.count ? "*" : "").frame(width: 42, height: 62) }
                // file: PrismediaTV/ScanIndicator.swift
                struct ScanIndicator: View { var body: some View { Text("Scanning").frame(height: 20) } }
                """),
        // Seen in apps (PeapodApp): the menu around the label shows its icon only.
        RuleExample(
            swift: """
                Menu { actions } label: { Label("More", systemImage: "ellipsis").frame(width: 34, height: 34) }
                    .labelStyle(.iconOnly)
                """),
        // Seen in apps (2fas-ios): a service's initials drawn in its 24 pt icon with a UIKit font of a fixed size,
        // which does not grow (fixed-font-size's finding, not a box too small).
        RuleExample(
            swift: """
                ZStack {
                    Circle().frame(width: 24, height: 24)
                    Text(verbatim: labelTitle).font(Font(UIFont.systemFont(ofSize: 6, weight: .bold))).frame(width: 22, height: 6)
                }
                """),
        // Seen in apps (winston, iAPS): a font of the app's, declared in the target, of a fixed size.
        RuleExample(
            swift: """
                extension View {
                    func fontSize(_ size: CGFloat, _ weight: Font.Weight = .regular) -> some View {
                        font(.system(size: size, weight: weight))
                    }
                }
                struct RuleRow: View {
                    private let numberFont = Font.custom("Menlo", fixedSize: 16)
                    var body: some View {
                        Text(String(index + 1)).fontSize(16).frame(width: 24, height: 24)
                        HStack { Text(progress).font(numberFont) }.frame(height: 25)
                    }
                }
                """),
        // Seen in apps: a titled button that shows its icon only (onebusaway-ios); one line of body
        // text in a box that holds it at the largest size (ios-pass's fields); the Mac's branch (Pulse).
        RuleExample(
            swift: """
                Button("Close", systemImage: "xmark") { dismiss() }
                    .labelStyle(.iconOnly)
                    .frame(width: 44, height: 44)
                TextField("Email address", text: $email).frame(height: 64)
                Text(item.title).lineLimit(1).font(.headline).frame(height: 64)
                #if os(iOS) || os(watchOS) || os(tvOS) || os(visionOS)
                Text("Filters").font(.headline)
                #else
                Text("Filters").frame(height: 34)
                #endif
                """),
        RuleExample(
            """
            screen:
              id: paywall
              elements:
                - { id: renewalText, role: text, text: screen.paywall.renewal, font: { size: 13, textStyle: footnote } }
                - { id: hero, role: image, fixedHeight: true, decorative: true }
            """),
        RuleExample(
            swift: """
                VStack {
                    Text(recipe.summary).frame(minHeight: 40)
                    Image("hero").resizable().frame(height: 200)
                    Text("9:41").font(.system(size: 12)).frame(height: 16)
                    Text(bolus).font(.custom("Menlo", fixedSize: 18)).frame(height: 25)
                    ScrollView { Text(recipe.steps) }.frame(height: 200)
                    Text(recipe.title).frame(height: 24).minimumScaleFactor(0.5)
                    Text("").frame(height: 100).id(bottomAnchor)
                    VStack(spacing: 0) { Text("\\(health) / \\(maxHealth)").frame(height: 16) }.font(.system(size: 12))
                    VStack { Text("Shortcuts"); Table(shortcuts) { TableColumn("Key", value: \\.key) } }.frame(width: 800, height: 600)
                }
                """),
        // Seen in apps: a 1 × 1 helper field and a zero-height constraint show no text; a scale factor
        // of a half or more (here or around) shrinks the text readably instead of cutting it; one
        // caption in a 180 pt box fits.
        RuleExample(
            swift: """
                VStack {
                    TextField("", text: $emoji).frame(width: 1, height: 1).opacity(0.01)
                    NavigationLink(value: Route.edit) { Text("Edit").frame(height: 30) }.minimumScaleFactor(0.5)
                    Button { allowReminders() } label: { Text(L10n.Reminders.allow).lineLimit(1).minimumScaleFactor(0.5) }
                    Button { openProfile() } label: { Text(L10n.Profile.handle(user.handle)).lineLimit(1).truncationMode(.middle) }
                    Text("No cover image").frame(width: 350, height: 180)
                }
                """),
        // A UILabel keeps its own font, the system's at 17 pt, whatever the text size (Apple's documentation), and
        // the font of a label that is not shown to scale stays too (falcon's environment badge).
        RuleExample(
            swift: """
                final class EnvironmentBadge: UIView {
                    let label = UILabel()
                    func setUp() {
                        label.text = environmentName
                        label.heightAnchor.constraint(equalToConstant: 20).isActive = true
                    }
                }
                """),
        // Rows of custom cells, whose fonts are the cells' own; rows tall enough for the largest line; header views of the
        // table's own; standard labels given a fixed font.
        RuleExample(
            swift: """
                final class MembersViewController: UITableViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        tableView.rowHeight = 56
                    }
                    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        let cell = tableView.dequeueReusableCell(withIdentifier: "member", for: indexPath) as! MemberCell
                        cell.configure(with: members[indexPath.row])
                        return cell
                    }
                }
                final class MenuViewController: UIViewController, UITableViewDataSource {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        menuTableView.rowHeight = 44
                    }
                    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        if let cell = tableView.dequeueReusableCell(withIdentifier: "MenuOptionCell") {
                            cell.textLabel?.text = options[indexPath.row].title
                            return cell
                        }
                        return UITableViewCell()
                    }
                }
                final class SearchResultsDataSource: NSObject, UITableViewDataSource, UITableViewDelegate {
                    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }
                    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                        let header = UITableViewHeaderFooterView()
                        header.textLabel?.text = titles[section]
                        return header
                    }
                }
                final class IconsViewController: UITableViewController {
                    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        let cell = UITableViewCell()
                        cell.textLabel?.text = icons[indexPath.row].name
                        return cell
                    }
                    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 120 }
                    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Icons" }
                    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { header }
                    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }
                }
                final class LogViewController: UITableViewController {
                    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        let cell = UITableViewCell()
                        cell.textLabel?.font = UIFont.systemFont(ofSize: 12)
                        cell.textLabel?.text = lines[indexPath.row]
                        return cell
                    }
                    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 24 }
                }
                """),
        // A constant for some sections only (spacer sections without a title, sizes below the accessibility ones), and
        // headers restyled as they show.
        RuleExample(
            swift: """
                final class TeamViewController: UITableViewController {
                    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                        section == 0 ? nil : sections[section].title
                    }
                    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
                        if section == 0 { return 18 }
                        return UITableView.automaticDimension
                    }
                    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                        traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? UITableView.automaticDimension : 44
                    }
                }
                final class PrinterViewController: UITableViewController {
                    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Printer" }
                    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 36 }
                    override func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
                        (view as? UITableViewHeaderFooterView)?.textLabel?.font = UIFont.systemFont(ofSize: 16)
                    }
                }
                """),
        // A SnapKit height that only caps the label, or is not a constant.
        RuleExample(
            swift: """
                final class BalanceCell: UITableViewCell {
                    private let amountLabel = UILabel()
                    func setUp() {
                        amountLabel.font = .preferredFont(forTextStyle: .body)
                        amountLabel.snp.makeConstraints { make in
                            make.height.greaterThanOrEqualTo(22)
                            make.width.equalTo(120)
                        }
                        amountLabel.snp.remakeConstraints { $0.height.equalTo(amountLabel.font.lineHeight * 2) }
                    }
                }
                """),
        RuleExample(
            swift: """
                final class PermissionViewController: UIViewController {
                    @IBOutlet weak var bodyLabel: UILabel!
                    private lazy var bodyCollapsed: NSLayoutConstraint = { bodyLabel.heightAnchor.constraint(equalToConstant: 0) }()
                }
                """),
        // Seen in apps: a name, title, date, URL or handle (Vernissage's "@\\(userName)") from the user's data on one
        // line in a control:
        // truncating it is the design.
        RuleExample(
            swift: """
                Button { open(flow) } label: {
                    HStack {
                        Text(flow.ownerName).lineLimit(1)
                        Text(shortDate(flow.updated)).lineLimit(1)
                        Text(flow.created, style: .date).lineLimit(1)
                        Text(flow.summary ?? "Untitled").lineLimit(1)
                        Text(shareURL.absoluteString).lineLimit(1).truncationMode(.middle)
                        Text("@\\(flow.ownerHandle)").lineLimit(1)
                    }
                }
                """),
    ]
}
