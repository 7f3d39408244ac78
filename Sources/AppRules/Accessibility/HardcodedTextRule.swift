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
            "Hard-coded strings never get translated (CH32 §11.1: all UI strings and accessibility labels, hints and values are localizable; §14.4: no hardcoded user-visible strings).",
        reference: "CH32 §11.1",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample(
                """
                screen:
                  id: practiceSetup
                  title: Practice Setup
                  elements:
                    - { id: startButton, role: button, text: screen.practiceSetup.start, hint: "Starts the session" }
                """, findings: 2),
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
        ],
        nonTriggeringExamples: [
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
            // Without a catalog nothing says which literals are keys: only verbatim prose and
            // concatenation are reported then.
            RuleExample(
                swift: """
                    Text("Recipes")
                    """),
        ]
    )

    public init() {}

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
                            "move the text to Strings/ under a key such as screen.\(screen.screen.id).\(element.id)\(field == "text" ? "" : "." + field)"
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
        for text in file.facts.texts {
            guard let problem = problem(with: text, strings: file.strings) else { continue }
            // `Text(verbatim:)` is the code saying "not language": brand names and legal text
            // (licences are published in English) are right so; a person decides.
            let verbatim = text.kind == .verbatim
            findings.append(
                file.finding(
                    Self.description, severity: verbatim ? .p2 : nil, outcome: verbatim ? .needsReview : .violation,
                    problem.message, at: text.location, element: text.key ?? text.expression,
                    data: [
                        FindingValue("api", text.api), FindingValue("text", text.key ?? text.expression),
                        FindingValue("kind", text.kind.rawValue),
                    ],
                    fix: problem.fix
                ))
        }
    }

    private func problem(with text: UserText, strings: SourceStrings) -> (message: String, fix: String)? {
        switch text.kind {
        case .verbatim:
            guard let key = text.key, TextJudgement.isProse(key) else { return nil }
            return (
                "\(text.api)(verbatim:) shows \(TextJudgement.quoted(key)) as written to every user: fine for a name or legal text, not for UI text",
                "use a key: Text(\"\(key)\") with the text in the catalog, or keep verbatim: only for text that is not language (codes, numbers)"
            )
        case .literal, .interpolated:
            guard let key = text.key, TextJudgement.isProse(key) else { return nil }
            if !text.localizes {
                return (
                    "\(text.api) shows \(TextJudgement.quoted(key)) as written: it is never translated",
                    "wrap it: String(localized: \"\(key)\"), and add it to the catalog"
                )
            }
            // Looked up in a table: hard-coded only when the catalog lacks it and it reads as
            // text (a missing structured key is unknown-key's).
            guard !strings.isEmpty, strings.hasTable(text.tableName), TextJudgement.entry(for: text, in: strings) == nil,
                !TextJudgement.looksLikeKey(key)
            else { return nil }
            let table = text.tableName.map { " (table \($0))" } ?? ""
            let seen = text.defaultValue.map { "the default \(TextJudgement.quoted($0))" } ?? TextJudgement.quoted(key)
            return (
                "\(TextJudgement.quoted(key)) is not in the catalog\(table): every language shows \(seen)",
                "add \(TextJudgement.quoted(key)) to the catalog (build in Xcode to extract it) and translate it"
            )
        case .expression, .localizedValue, .concatenation:
            // Text joined with `+` is concatenated-text's.
            return nil
        }
    }
}
