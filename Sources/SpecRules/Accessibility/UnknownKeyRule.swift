import LintCore
import SpecModel

/// Keys that are not in the catalog.
public struct UnknownKeyRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "unknown-key",
        name: "Key missing from the catalog",
        summary: "A spec refers to a string key the catalog does not have.",
        rationale: "At run time the raw key (\"screen.home.title\") is shown and read out to users (CH32 §11.3: all strings referenced by stable keys).",
        reference: "CH32 §11.3",
        defaultSeverity: .p0,
        triggeringExamples: [
            RuleExample("""
            strings: { screen.home.title: Home }
            screen:
              id: home
              title: screen.home.title
              elements:
                - { id: addButton, role: button, text: screen.home.add }
            """),
            RuleExample(swift: """
            // catalog: recipes.title = Recipes
            struct RecipesView: View {
                var body: some View {
                    Text("recipes.title")
                    Text("recipes.emptyState")
                }
            }
            """),
            RuleExample(swift: """
            // catalog: recipes.title = Recipes
            let title = String(localized: "settings.title", table: "Settings")
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            strings: { screen.home.title: Home, screen.home.add: Add }
            screen:
              id: home
              title: screen.home.title
              elements:
                - { id: addButton, role: button, text: screen.home.add }
            """),
            RuleExample(swift: """
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
        ]
    )

    public init() {}

    public func check(screen: ScreenContext, into findings: inout [Finding]) {
        guard let strings = screen.strings else { return }
        if let key = screen.screen.title?.key, !strings.contains(key) {
            findings.append(screen.finding(Self.description, "title key \"\(key)\" is not in the catalog", data: [FindingValue("key", key), FindingValue("field", "title")],
                                           fix: "add \"\(key)\" to the catalog or fix the key"))
        }
        for element in screen.screen.elements {
            for (field, reference) in [("text", element.text), ("label", element.label), ("hint", element.hint), ("value", element.value)] {
                guard let key = reference?.key, !strings.contains(key) else { continue }
                findings.append(screen.finding(
                    Self.description, "\(field) key \"\(key)\" of \"\(element.id)\" is not in the catalog", element: element,
                    data: [FindingValue("key", key), FindingValue("field", field)],
                    fix: "add \"\(key)\" to the catalog or fix the key"
                ))
            }
        }
    }
}
