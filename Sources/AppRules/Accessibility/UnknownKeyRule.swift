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
            if !file.strings.hasTable(text.tableName) {
                let table = text.tableName ?? "Localizable"
                // Another target has the table: the file may be built into it (targets are told by folder).
                let elsewhere = file.tablesOfOtherTargets.contains(table)
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
            findings.append(
                file.finding(
                    Self.description, severity: severity,
                    "\(TextJudgement.quoted(key)) is not a key of the catalog: " + (seen ?? "users see the key itself"),
                    at: text.location, element: key,
                    data: [
                        FindingValue("key", key), FindingValue("table", text.tableName ?? "Localizable"), FindingValue("api", text.api),
                    ],
                    fix: "add the key to the catalog, or correct it (a typo, or a key that was renamed)"
                ))
        }
    }
}
