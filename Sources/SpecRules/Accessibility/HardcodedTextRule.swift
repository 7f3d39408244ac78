import LintCore
import SpecModel

/// User-visible text written directly instead of referenced by key.
public struct HardcodedTextRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "hardcoded-text",
        name: "Hard-coded text",
        summary: "A title, text, label, hint or value is literal text instead of a catalog key.",
        rationale: "Hard-coded strings never get translated (CH32 §11.1: all UI strings and accessibility labels, hints and values are localizable; §14.4: no hardcoded user-visible strings).",
        reference: "CH32 §11.1",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample("""
            screen:
              id: practiceSetup
              title: Practice Setup
              elements:
                - { id: startButton, role: button, text: screen.practiceSetup.start, hint: "Starts the session" }
            """, findings: 2),
            RuleExample(swift: """
            // catalog: Recipes
            struct Header: View {
                let note: String
                var body: some View {
                    Text(verbatim: "Recipe Box")
                    Text("Chef's note: " + note)
                    Text("Hand-made with love")
                }
            }
            """, findings: 3),
            RuleExample(swift: """
            // catalog: Delete
            struct DeleteTitle: View {
                let name: String
                var body: some View { Text(L10n.delete + " " + name) }
            }
            """),
            RuleExample(swift: """
            final class TimerViewController: UIViewController {
                let titleLabel = UILabel()
                override func viewDidLoad() { titleLabel.text = "Kitchen timer" }
            }
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            screen:
              id: practiceSetup
              title: screen.practiceSetup.title
              elements:
                - { id: startButton, role: button, text: screen.practiceSetup.start, hint: screen.practiceSetup.start.hint }
            """),
            RuleExample(swift: """
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
            // Joined parts without words; a ternary's text type (the key is "Mic %@"); debug-only code.
            RuleExample(swift: """
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
            // Without a catalog nothing says which literals are keys: only verbatim prose and
            // concatenation are reported then.
            RuleExample(swift: """
            Text("Recipes")
            """),
        ]
    )

    public init() {}

    public func check(screen: ScreenContext, into findings: inout [Finding]) {
        if case let .literal(text)? = screen.screen.title, !text.isEmpty {
            findings.append(screen.finding(Self.description, "the title \"\(text)\" is hard-coded", data: [FindingValue("field", "title"), FindingValue("text", text)],
                                           fix: "use a key such as screen.\(screen.screen.id).title"))
        }
        for element in screen.screen.elements {
            for (field, reference) in [("text", element.text), ("label", element.label), ("hint", element.hint), ("value", element.value)] {
                guard case let .literal(text)? = reference, !text.isEmpty else { continue }
                findings.append(screen.finding(
                    Self.description, "the \(field) of \"\(element.id)\" is hard-coded: \"\(text)\"", element: element,
                    data: [FindingValue("field", field), FindingValue("text", text)],
                    fix: "move the text to Strings/ under a key such as screen.\(screen.screen.id).\(element.id)\(field == "text" ? "" : "." + field)"
                ))
            }
        }
    }
}
