import LintCore
import SourceText
import SwiftSourceFacts

/// `// handz-lint:disable…` comments that silence nothing: no rule, an unknown rule, or no reason.
public struct InvalidSuppressionRule: SourceRule {
    public static let description = RuleDescription(
        identifier: "invalid-suppression",
        name: "Invalid suppression comment",
        summary:
            "A // handz-lint:disable comment names no rule, a rule that does not "
            + "exist, or gives no reason (\"-- why\"), so it silences nothing (or not what was meant).",
        rationale:
            "A silenced finding is a decision someone can review only if the "
            + "reason is written down (as for lintIgnore in specs); a comment that " + "silences nothing misleads the next reader.",
        reference: "CH32 §13.3",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample(
                swift: """
                    // handz-lint:disable:next tap-target-size
                    Button { close() } label: { Image(systemName: "xmark").frame(width: 30, height: 30) }
                    """),
            RuleExample(
                swift: """
                    // handz-lint:disable:next hard-coded-text -- brand name, never translated
                    Text(verbatim: "Recipe Box")
                    """),
        ],
        nonTriggeringExamples: [
            RuleExample(
                swift: """
                    // handz-lint:disable:next tap-target-size -- the whole row is the target; this is a visual hint
                    Image(systemName: "chevron.right").frame(width: 12, height: 12).onTapGesture { open() }
                    """)
        ]
    )

    public init() {}

    public func check(file: SwiftFileContext, into findings: inout [Finding]) {
        for suppression in file.facts.suppressions {
            let unknown = file.ruleIdentifiers.isEmpty ? [] : suppression.rules.filter { $0 != "all" && !file.ruleIdentifiers.contains($0) }
            guard
                let problem = suppression.problem
                    ?? unknown.first.map({ "there is no rule '\($0)'" + Self.suggestion(for: $0, in: file.ruleIdentifiers) })
            else { continue }
            findings.append(
                file.finding(
                    Self.description, "this suppression silences nothing: \(problem)", at: suppression.location,
                    element: suppression.rules.joined(separator: ","),
                    data: [FindingValue("rules", suppression.rules.joined(separator: ", ")), FindingValue("problem", problem)],
                    fix: "write // handz-lint:disable:next RULE -- reason (or disable RULE -- reason … enable RULE)"
                ))
        }
    }

    /// " (did you mean 'hardcoded-text'?)" for a name close to a real id.
    static func suggestion(for name: String, in identifiers: Set<String>) -> String {
        Spelling.closest(to: name, in: identifiers).map { " (did you mean '\($0)'?)" } ?? ""
    }
}
