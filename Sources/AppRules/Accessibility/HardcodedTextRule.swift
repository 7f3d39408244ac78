import LintCore
import SpecModel
import SwiftSourceFacts

/// User-visible text written directly instead of referenced by key.
public struct HardcodedTextRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "hardcoded-text",
        name: "Hard-coded text",
        summary: "A title, text, label, hint or value is literal text instead of a catalog key (text joined with + is concatenated-text).",
        rationale:
            "Hard-coded strings never get translated (CH32 §11.1: all UI strings and accessibility "
            + "labels, hints and values are localizable; §14.4: no hardcoded user-visible strings). "
            + "The app's own name, as its Xcode project gives it (an application target's product name, the bundle display name), "
            + "is a brand: not reported.",
        reference: "CH32 §11.1",
        defaultSeverity: .p1,
        triggeringExamples: uikitTriggeringExamples + commentTriggeringExamples + [
            RuleExample(
                """
                screen:
                  id: practiceSetup
                  title: Practice Setup
                  elements:
                    - { id: startButton, role: button, text: screen.practiceSetup.start, hint: "Starts the session" }
                """, findings: 2),
            // Seen in apps: a Mac app with no table and no key looked up anywhere (WWDC's player).
            // Localizing is one decision for the whole app, so each text needs review.
            RuleExample(
                swift: """
                    final class PlayerView: NSView {
                        func setUp() { muteButton.toolTip = "Mute" }
                    }
                    """, severity: .p2, outcome: .needsReview),
            RuleExample(
                swift: """
                    // catalog: Recipes
                    struct Header: View {
                        var body: some View {
                            Text(verbatim: "Recipe Box")
                            Text("Hand-made with love")
                        }
                    }
                    """, findings: 2),
            RuleExample(
                swift: """
                    final class TimerViewController: UIViewController {
                        let titleLabel = UILabel()
                        override func viewDidLoad() { titleLabel.text = "Kitchen timer" }
                    }
                    """),
            // Literals that reach the view through a name of the target (a computed property, a
            // function, a constant of another file), and a literal fallback after `??`.
            RuleExample(
                swift: """
                    // catalog: Recipes
                    struct MenuFooter: View {
                        let model: MenuModel
                        let author: String?
                        var body: some View {
                            Text(model.showAllTitle)
                            Text(author ?? "Unknown cook")
                            Text(Strings.emptyTitle)
                        }
                    }
                    final class TimerViewController: UIViewController {
                        let titleLabel = UILabel()
                        var isRunning = false
                        override func viewDidLoad() { titleLabel.text = heading() }
                        func heading() -> String { isRunning ? "Timer running" : "Timer stopped" }
                    }
                    // file: MenuModel.swift
                    struct MenuModel {
                        var showAllTitle: String { "Show all" }
                    }
                    enum Strings { static let emptyTitle = "Nothing here yet" }
                    """, findings: 4),
            // Looked up in Localizable, which the target does not have (habitica keeps its texts in
            // Mainstrings): every language shows the text as written. The ": " needs no translation.
            RuleExample(
                swift: """
                    // catalog table Mainstrings: mount.title = Mounts
                    struct MountView: View {
                        let name: String
                        var body: some View {
                            Text("Let's go for a ride!")
                            Text(name) + Text(": ")
                        }
                    }
                    """),
            // Read through a value whose type syntax cannot tell: the only member of that name in
            // the target holds literals, but a type outside it may be meant; a person decides.
            RuleExample(
                swift: """
                    struct SectionList: View {
                        let sections: [SectionName]
                        var body: some View {
                            ForEach(sections, id: \\.self) { section in Text(section.displayString) }
                        }
                    }
                    // file: SectionName.swift
                    enum SectionName {
                        case visible, hidden
                        var displayString: String {
                            switch self {
                            case .visible: "Visible"
                            case .hidden: "Hidden"
                            }
                        }
                    }
                    """, severity: .p2),
        ],
        nonTriggeringExamples: uikitNonTriggeringExamples + commentNonTriggeringExamples + [
            RuleExample(
                """
                screen:
                  id: practiceSetup
                  title: screen.practiceSetup.title
                  elements:
                    - { id: startButton, role: button, text: screen.practiceSetup.start, hint: screen.practiceSetup.start.hint }
                """),
            RuleExample(
                swift: """
                    // catalog: Recipes
                    // catalog: %lld servings
                    struct Header: View {
                        let servings: Int
                        var body: some View {
                            Text("Recipes")
                            Text("\\(servings) servings")
                            Text(verbatim: "v2.1 · 42")
                            Text("•")
                            Text(recipe.title)
                        }
                    }
                    """),
            // A value whose type syntax cannot tell matches a key with any specifier.
            RuleExample(
                swift: """
                    // catalog: %ld recipes saved
                    // catalog: Rated %.1f of 5
                    struct SavedBanner: View {
                        var body: some View {
                            Text("\\(summary.total) recipes saved")
                            Text("Rated \\(review.score) of 5")
                        }
                    }
                    """),
            // Joined parts without words; a ternary's text type (the key is "Mic %@"); debug-only code.
            RuleExample(
                swift: """
                    // catalog: Mic %@
                    struct Stats: View {
                        let mean: String, version: String, level: Double
                        var body: some View {
                            Text("= " + mean)
                            Text("v" + version)
                            Text("Mic \\(level > 0 ? "on" : "muted")")
                        }
                    }
                    #if DEBUG
                    struct DebugMenu: View {
                        var body: some View { Text("Reset onboarding") }
                    }
                    #endif
                    """),
            // Names whose value is localized, looked up in the catalog, read from data, or may
            // be either; fallbacks without words or localized.
            RuleExample(
                swift: """
                    // catalog: Show all
                    // catalog: Unknown cook
                    struct MenuFooter: View {
                        let model: MenuModel
                        let item: Item
                        let author: String?
                        var body: some View {
                            Text(model.localizedTitle)
                            Text(model.showAllKey)
                            Text(model.name)
                            Text(item.caption)
                            Text(author ?? "—")
                            Text(author ?? String(localized: "Unknown cook"))
                            Text(Strings.draftTitle)
                            Text(Brand.jellyfin)
                            Text(Brand.appName)
                            Text(failure.localizedDescription)
                            Text(currency.label)
                        }
                        let failure: Error
                        let currency: Currency
                    }
                    // file: MenuModel.swift
                    struct MenuModel {
                        let name: String
                        var localizedTitle: String { String(localized: "Show all") }
                        var showAllKey: LocalizedStringKey { "Show all" }
                    }
                    struct Item { let caption: String }
                    struct Placeholder { var caption: String { "Untitled" } }
                    enum Strings { static var draftTitle = "Draft" }
                    enum Brand {
                        static let jellyfin = "Jellyfin"
                        static let appName = "Cookbook Deluxe"
                    }
                    enum Currency {
                        case usd, eur
                        var label: String { self == .usd ? "$ USD" : "€ EUR" }
                    }
                    struct DownloadError: LocalizedError { var localizedDescription: String { "Not enough storage" } }
                    """),
            // Without a catalog nothing says which literals are keys: only verbatim prose and
            // concatenation are reported then.
            RuleExample(
                swift: """
                    Text("Recipes")
                    """),
            // Seen in apps: unit symbols, a stub view showing its type's name, a developer-tools
            // overlay, a prompt set only in TestFlight builds.
            RuleExample(
                swift: """
                    struct AirQualityTile: View {
                        let value: Double
                        var body: some View {
                            Text(verbatim: "µg/m³")
                            Text(verbatim: "\\(value.formatted()) µg/m³")
                        }
                        @ViewBuilder var devTools: some View { Text(verbatim: "Media Type: \\(kind)") }
                    }
                    struct EventDetailView: View {
                        var body: some View { Text(verbatim: "EventDetailView") }
                    }
                    final class AboutCoordinator {
                        func start() {
                            if Settings.isTestFlightEnvironment { controller.navigationItem.prompt = "TestFlight Build" }
                        }
                    }
                    // A known service's name on a sign-in row.
                    final class AccountsViewController: UITableViewController {
                        func configure(_ cell: UITableViewCell) { cell.textLabel?.text = "Google" }
                    }
                    """),
        ]
    )

    public init() {}

    /// In an app that localizes nothing yet (no table, no key looked up anywhere) every text is
    /// written alike: whether to localize is one decision for the app, not each text's fault.
    public static let harmsOnlyTranslations = true

    public func check(screen: ScreenContext, into findings: inout [Finding]) {
        if case .literal(let text)? = screen.screen.title, !text.isEmpty {
            findings.append(
                screen.finding(
                    Self.description, "the title \"\(text)\" is hard-coded",
                    data: [FindingValue("field", "title"), FindingValue("text", text)],
                    fix: "use a key such as screen.\(screen.screen.id).title"))
        }
        for element in screen.screen.elements {
            for (field, reference) in [("text", element.text), ("label", element.label), ("hint", element.hint), ("value", element.value)] {
                guard case .literal(let text)? = reference, !text.isEmpty else { continue }
                findings.append(
                    screen.finding(
                        Self.description, "the \(field) of \"\(element.id)\" is hard-coded: \"\(text)\"", element: element,
                        data: [FindingValue("field", field), FindingValue("text", text)],
                        fix:
                            "move the text to Strings/ under a key such as "
                            + "screen.\(screen.screen.id).\(element.id)\(field == "text" ? "" : "." + field)"
                    ))
            }
        }
    }
}

// MARK: Swift code

/// Text the code shows without a key the catalog has: `Text(verbatim:)` prose, literals UIKit
/// shows as they are, and literals looked up in a table that lacks them (text glued with `+` is
/// `concatenated-text`'s).
extension HardcodedTextRule: SourceRule {
    public func check(file: SwiftFileContext, into findings: inout [Finding]) {
        // A developer screen (`SyncDebugViewController`, `Developer Menu/`) is not translated on purpose.
        // A UIKit default title the type replaces with a value is not what users read.
        for text in file.facts.texts
        where !file.facts.isTextUsersDoNotRead(line: text.location.line) && !file.facts.uikit.replacedDefaultTitles.contains(text.location)
        {
            guard let problem = problem(with: text, file: file), !(text.key.map(TextJudgement.isUnitSymbols) ?? false) else { continue }
            // A stub view that shows its own type's name (`Text(verbatim: "EventDetailView")`) is a developer's placeholder.
            if let key = text.key, file.facts.behavior.types(enclosing: text.location.line).contains(where: { $0.name == key }) { continue }
            // The app's own name ("Bark" as a title, "Proton VPN" on a window) and a known service's
            // ("Google" on a sign-in row) are brands no translation changes.
            if let key = text.key, file.namesProduct(key) || TextJudgement.serviceNames.contains(key) { continue }
            // `Text(verbatim:)` is the code saying "not language": brand names and legal text
            // (licences are published in English) are right so; a person decides. So does a
            // text read through a value whose type could not be told.
            let byNameOnly = text.kind == .expression && text.fallback == nil && file.literalText(text.valueReference)?.isByNameOnly == true
            let review = text.kind == .verbatim || byNameOnly
            findings.append(
                file.finding(
                    Self.description, severity: review ? .p2 : nil, outcome: review ? .needsReview : .violation,
                    problem.message, at: text.location, element: text.key ?? text.expression,
                    data: [
                        FindingValue("api", text.api), FindingValue("text", text.key ?? text.expression),
                        FindingValue("kind", text.kind.rawValue),
                    ],
                    fix: problem.fix
                ))
        }
    }

    private func problem(with text: UserText, file: SwiftFileContext) -> (message: String, fix: String)? {
        let strings = file.strings
        switch text.kind {
        case .verbatim:
            guard let key = text.key, TextJudgement.isProse(key) else { return nil }
            return (
                "\(text.api)(verbatim:) shows \(TextJudgement.quoted(key)) as written "
                    + "to every user: fine for a name or legal text, not for UI text",
                "use a key: Text(\"\(key)\") with the text in the catalog, or keep "
                    + "verbatim: only for text that is not language (codes, numbers)"
            )
        case .literal, .interpolated:
            guard let key = text.key, TextJudgement.isProse(key) else { return nil }
            if !text.localizes {
                if TextJudgement.isAddress(key) { return nil }
                return (
                    "\(text.api) shows \(TextJudgement.quoted(key)) as written: it is never translated",
                    "wrap it: String(localized: \"\(key)\"), and add it to the catalog"
                )
            }
            // Looked up in a table: hard-coded only when the catalog lacks it and it reads as
            // text (a missing structured key is unknown-key's). So is a table the target lacks,
            // unless another target has it (unknown-key asks which target builds the file).
            let tableName = text.tableName ?? "Localizable"
            let standing = file.tableStanding(of: text)
            let hasTable = standing == .present
            guard !strings.isEmpty, hasTable || standing == .missing, TextJudgement.entry(for: text, in: strings) == nil,
                hasTable ? !TextJudgement.looksLikeKey(key) : !TextJudgement.looksLikeIdentifier(key)
            else { return nil }
            let seen = text.defaultValue.map { "the default \(TextJudgement.quoted($0))" } ?? TextJudgement.quoted(key)
            guard hasTable else {
                return (
                    "\(TextJudgement.quoted(key)) is looked up in the table \(tableName), which the target's catalogs do not have: "
                        + "every language shows \(seen)",
                    "add \(TextJudgement.quoted(key)) to a table of the target (tableName:, or a \(tableName).xcstrings) and translate it"
                )
            }
            let table = text.tableName.map { " (table \($0))" } ?? ""
            return (
                "\(TextJudgement.quoted(key)) is not in the catalog\(table): every language shows \(seen)",
                "add \(TextJudgement.quoted(key)) to the catalog (build in Xcode to extract it) and translate it"
            )
        case .expression:
            return text.fallback != nil ? fallbackProblem(text, file: file) : travelledProblem(text, file: file)
        case .localizedValue, .concatenation:
            // Text joined with `+` is concatenated-text's.
            return nil
        }
    }

    /// `Text(name ?? "Unknown")`: the fallback is a `String`, shown as written.
    private func fallbackProblem(_ text: UserText, file: SwiftFileContext) -> (message: String, fix: String)? {
        guard let fallback = text.fallback, TextJudgement.isProse(fallback) else { return nil }
        // A `LocalizedStringKey?` before `??` makes the fallback a key too.
        if let reference = text.valueReference, let type = file.index.typeName(of: reference),
            LiteralText.keyTypes.contains(type)
        {
            return nil
        }
        return (
            "\(text.api) shows \(TextJudgement.quoted(fallback)) as written when the value before ?? is nil: it is never translated",
            "localize the fallback: … ?? String(localized: \(TextJudgement.quoted(fallback))), and add it to the catalog"
        )
    }

    /// `Text(model.title)` where `title` returns only literals: the literal reaches the view
    /// through a name of the target.
    private func travelledProblem(_ text: UserText, file: SwiftFileContext) -> (message: String, fix: String)? {
        guard let value = file.literalText(text.valueReference), !value.namesItsValue else { return nil }
        var prose = value.strings.filter { TextJudgement.isProse($0) && !LiteralText.isCode($0) }
        if value.isKey {
            // Looked up like a literal key: hard-coded when the catalog lacks it and it reads as text.
            guard !file.strings.isEmpty, file.strings.hasTable(text.tableName) else { return nil }
            prose = prose.filter { literal in
                var asKey = text
                asKey.key = literal
                asKey.keyParts = [literal]
                return TextJudgement.entry(for: asKey, in: file.strings) == nil && !TextJudgement.looksLikeKey(literal)
            }
        }
        guard !prose.isEmpty else { return nil }
        let shown = prose.prefix(3).map(TextJudgement.quoted).joined(separator: " or ") + (prose.count > 3 ? " …" : "")
        let source = value.declaration.map { " (\($0))" } ?? ""
        if value.isKey {
            return (
                "\(text.api) shows \(text.expression)\(source), the key \(shown) the catalog lacks: every language shows it as written",
                "add \(shown) to the catalog and translate it"
            )
        }
        let guess = value.isByNameOnly ? " if it is the target's (its type could not be told)" : ""
        return (
            "\(text.api) shows \(text.expression), which is \(shown)\(source)\(guess): it is never translated",
            "return localized text from the declaration: String(localized: \(TextJudgement.quoted(prose[0]))),"
                + " and add it to the catalog"
        )
    }
}
