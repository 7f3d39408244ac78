import LintCore
import SpecModel
import SwiftSourceFacts

/// Keys that are not in the catalog.
public struct UnknownKeyRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "unknown-key",
        name: "Key missing from the catalog",
        summary: "A spec refers to a string key the catalog does not have.",
        rationale:
            "At run time the raw key (\"screen.home.title\") is shown and read out "
            + "to users (CH32 §11.3: all strings referenced by stable keys).",
        reference: "CH32 §11.3",
        defaultSeverity: .p0,
        triggeringExamples: [
            RuleExample(
                """
                strings: { screen.home.title: Home }
                screen:
                  id: home
                  title: screen.home.title
                  elements:
                    - { id: addButton, role: button, text: screen.home.add }
                """),
            RuleExample(
                swift: """
                    // catalog: recipes.title = Recipes
                    struct RecipesView: View {
                        var body: some View {
                            Text("recipes.title")
                            Text("recipes.emptyState")
                        }
                    }
                    """),
            RuleExample(
                swift: """
                    // catalog: recipes.title = Recipes
                    let title = String(localized: "settings.title", table: "Settings")
                    """),
            // Keys made of an enum's raw values, as the code changes them: a raw value the table
            // lacks (P0 when it reads as a key, P1 when as text, shown untranslated).
            RuleExample(
                swift: """
                    // catalog: filter.recent = Recent
                    // catalog: Breakfast
                    enum Filter: String { case recent = "filter.recent", popular = "filter.popular" }
                    enum Meal: String { case breakfast, dinner }
                    struct FilterBar: View {
                        let filter: Filter
                        let meal: Meal
                        var body: some View {
                            Text(LocalizedStringKey(filter.rawValue))
                            Text(LocalizedStringKey(meal.rawValue.capitalized))
                        }
                    }
                    """, findings: 2),
            // A file or host name outside the catalog's key families may be meant as written: needs
            // review. One in a family the catalog uses is a missing key.
            RuleExample(
                swift: """
                    // catalog: project.title = Project
                    struct NewProjectView: View {
                        @State private var fileName = ""
                        @State private var server = ""
                        var body: some View {
                            TextField("sample.py", text: $fileName)
                            TextField("sample.org", text: $server)
                        }
                    }
                    """, findings: 2, severity: .p2),
            RuleExample(
                swift: """
                    // catalog: project.title = Project
                    struct NewProjectView: View {
                        var body: some View { Text("project.new") }
                    }
                    """, severity: .p0),
            // A default value is what users see then, untranslated: P1 (TimerSwipe's buttons).
            RuleExample(
                swift: """
                    // catalog table Main: timer.title = Timer
                    enum Strings {
                        static let change = NSLocalizedString("changeButton", value: "Change", comment: "Switch timers")
                    }
                    """, severity: .p1),
        ],
        nonTriggeringExamples: [
            // The table named by a constant of the file (xDrip4iOS), and one named by a constant the
            // file does not give: that may be any table.
            RuleExample(
                swift: """
                    // catalog table SettingsViews: settingsviews_title = Settings
                    enum Texts_SettingsView {
                        static private let filename = "SettingsViews"
                        static let title = NSLocalizedString("settingsviews_title", tableName: filename, bundle: Bundle.main, comment: "")
                        static let other = NSLocalizedString("other_title", tableName: Constants.table, comment: "")
                    }
                    """),
            // A table the target lacks shows text as written: prose is hardcoded-text's, and
            // punctuation and a bare count need no translation (habitica's Localizable).
            RuleExample(
                swift: """
                    // catalog table Mainstrings: mount.title = Mounts
                    struct MountView: View {
                        let count: Int
                        var body: some View {
                            Text("Let's go for a ride!")
                            Text("\\(count)") + Text(": ")
                        }
                    }
                    """),
            RuleExample(
                """
                strings: { screen.home.title: Home, screen.home.add: Add }
                screen:
                  id: home
                  title: screen.home.title
                  elements:
                    - { id: addButton, role: button, text: screen.home.add }
                """),
            RuleExample(
                swift: """
                    // catalog: recipes.title = Recipes
                    // catalog table Settings: settings.title = Settings
                    struct RecipesView: View {
                        var body: some View {
                            Text("recipes.title")
                            Text("settings.title", tableName: "Settings")
                            Text("Hand-made with love")
                        }
                    }
                    """),
            // Every raw value is a key (after `.capitalized`).
            RuleExample(
                swift: """
                    // catalog: Breakfast
                    // catalog: Dinner
                    enum Meal: String { case breakfast, dinner }
                    struct MealHeader: View {
                        let meal: Meal
                        var body: some View { Text(LocalizedStringKey(meal.rawValue.capitalized)) }
                    }
                    """),
            // nil for the table and value is the default table (DuckDuckGo's UserText).
            RuleExample(
                swift: """
                    // catalog: tabs.closed = Tabs closed
                    enum UserText {
                        static func tabsClosed() -> String {
                            Bundle.main.localizedString(forKey: "tabs.closed", value: nil, table: nil)
                        }
                    }
                    """),
        ]
    )

    public init() {}

    public func check(screen: ScreenContext, into findings: inout [Finding]) {
        guard let strings = screen.strings else { return }
        if let key = screen.screen.title?.key, !strings.contains(key) {
            findings.append(
                screen.finding(
                    Self.description, "title key \"\(key)\" is not in the catalog",
                    data: [FindingValue("key", key), FindingValue("field", "title")],
                    fix: "add \"\(key)\" to the catalog or fix the key"))
        }
        for element in screen.screen.elements {
            for (field, reference) in [("text", element.text), ("label", element.label), ("hint", element.hint), ("value", element.value)] {
                guard let key = reference?.key, !strings.contains(key) else { continue }
                findings.append(
                    screen.finding(
                        Self.description, "\(field) key \"\(key)\" of \"\(element.id)\" is not in the catalog", element: element,
                        data: [FindingValue("key", key), FindingValue("field", field)],
                        fix: "add \"\(key)\" to the catalog or fix the key"
                    ))
            }
        }
    }
}

// MARK: Swift code

/// Keys the code looks up that its target's catalog lacks: users see the raw key.
extension UnknownKeyRule: SourceRule {
    public func check(file: SwiftFileContext, into findings: inout [Finding]) {
        guard !file.strings.isEmpty else { return }
        for text in file.facts.texts where text.isLocalizedLiteral {
            guard let key = text.key else { continue }
            // With a default value (`value:`, `defaultValue:`) users see that text, untranslated,
            // instead of the key: a major defect, not a blocker.
            let severity: Severity? = text.defaultValue == nil ? nil : .p1
            let seen = text.defaultValue.map { "users see its default value, \(TextJudgement.quoted($0)), in every language" }
            let standing = file.tableStanding(of: text)
            if standing != .present {
                if standing == .unknown { continue }
                let table = text.tableName ?? "Localizable"
                let elsewhere = standing == .elsewhere
                // Otherwise users see the key as written: a raw key only when it reads as one. Text
                // is hard-coded-text's; punctuation and bare placeholders (": ", "%lld") need no
                // translation. (habitica looks up 68 such texts in a table it does not have.)
                if !elsewhere, !TextJudgement.looksLikeIdentifier(key) { continue }
                findings.append(
                    file.finding(
                        Self.description, severity: severity, outcome: elsewhere ? .needsReview : .violation,
                        "\(TextJudgement.quoted(key)) is looked up in the table \(table), which the target's catalogs do not have"
                            + (seen.map { ": " + $0 } ?? "")
                            + (elsewhere ? " (another target of this folder has \(table): check which target builds this file)" : ""),
                        at: text.location, element: key,
                        data: [
                            FindingValue("key", key), FindingValue("table", table),
                            FindingValue("tables", file.strings.tables.keys.sorted().joined(separator: ", ")),
                        ],
                        fix:
                            "add \(table).xcstrings to the target, or use one of its tables "
                            + "(\(file.strings.tables.keys.sorted().joined(separator: ", ")))"
                    ))
                continue
            }
            // Text that reads as prose is hard-coded-text's: users see it, untranslated.
            guard TextJudgement.looksLikeKey(key), TextJudgement.entry(for: text, in: file.strings) == nil else { continue }
            // "example.py", "example.com" (a placeholder showing what to type): a file or host name
            // reads as a key too. One that starts no family of the catalog's keys may be meant as
            // written: a person tells.
            let readsAsName = Self.readsAsFileOrHostName(key, keys: file.strings.tables[text.tableName ?? "Localizable"]?.keys)
            findings.append(
                file.finding(
                    Self.description, severity: readsAsName ? .p2 : severity, outcome: readsAsName ? .needsReview : .violation,
                    "\(TextJudgement.quoted(key)) is not a key of the catalog: "
                        + (readsAsName
                            ? "it reads as a file or host name, and no key of the catalog starts with "
                                + "\(TextJudgement.quoted(String(key.prefix { $0 != "." }) + ".")): check it is meant as written"
                            : seen ?? "users see the key itself"),
                    at: text.location, element: key,
                    data: [
                        FindingValue("key", key), FindingValue("table", text.tableName ?? "Localizable"), FindingValue("api", text.api),
                    ],
                    fix: "add the key to the catalog, or correct it (a typo, or a key that was renamed)"
                ))
        }
        checkRawValueKeys(file: file, into: &findings)
    }

    /// A name and a short lowercase suffix (`example.py`, `example.com`) whose first part is the
    /// family of no key of the table: the shape of a file or host name rather than of a key.
    static func readsAsFileOrHostName(_ text: String, keys: Dictionary<String, SourceStrings.Entry>.Keys?) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, (2...4).contains(parts[1].count), parts[1].allSatisfy({ $0.isASCII && $0.isLowercase }) else {
            return false
        }
        let family = parts[0] + "."
        return !(keys?.contains { $0.hasPrefix(family) } ?? false)
    }

    /// `Text(LocalizedStringKey(kind.rawValue))`: each raw value of the enum (changed as the code
    /// changes it, `.capitalized`) is a key the table must have. A missing one that reads as a
    /// key shows users the key (P0); one that reads as text shows it untranslated (P1).
    func checkRawValueKeys(file: SwiftFileContext, into findings: inout [Finding]) {
        for key in file.facts.keysBuiltAtRunTime where file.strings.hasTable(key.tableName) {
            guard let values = key.possibleKeys(in: file.index) else { continue }
            let missing = values.filter { value in
                file.strings.entry(value, table: key.tableName) == nil
            }
            guard !missing.isEmpty else { continue }
            let shown = missing.prefix(4).map(TextJudgement.quoted).joined(separator: ", ") + (missing.count > 4 ? " …" : "")
            let table = key.tableName ?? "Localizable"
            let readsAsKeys = missing.contains(where: TextJudgement.looksLikeKey)
            findings.append(
                file.finding(
                    Self.description, severity: readsAsKeys ? nil : .p1,
                    "\(key.api)(\(key.expression)) looks up raw values the table \(table) lacks: \(shown) ("
                        + "\(missing.count) of \(values.count)): users see "
                        + (readsAsKeys ? "the key itself" : "the raw value, untranslated"),
                    at: key.location, element: key.expression,
                    data: [
                        FindingValue("key", key.expression), FindingValue("table", table),
                        FindingValue("missing", missing.joined(separator: ", ")),
                    ],
                    fix: "add \(shown) to the catalog, or map each case to a key of its own (a switch returning LocalizedStringKey)"
                ))
        }
    }
}
