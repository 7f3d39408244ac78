import LintCore
import SwiftSourceFacts

/// Swift files that do not parse: the other checks see only part of them.
public struct SwiftSyntaxErrorRule: SourceRule {
    public static let description = RuleDescription(
        identifier: "swift-syntax-error",
        name: "Swift file that does not parse",
        summary: "A Swift file has a syntax error (or nests deeper than the parser reads): the checks ran on the parts that parsed.",
        rationale:
            "A finding that could not be looked for is not a pass: the report says "
            + "which files were only partly checked. The compiler will refuse the file too.",
        reference: "CH32 §13.3",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample(
                swift: """
                    struct Broken: View {
                        var body: some View { Text("Hi" }
                    }
                    """)
        ],
        nonTriggeringExamples: [
            RuleExample(
                swift: """
                    struct Fine: View {
                        var body: some View { Text("Hi") }
                    }
                    """),
            // Swift 6 syntax: macros, noncopyable types, typed throws, if/switch expressions,
            // #if inside a modifier chain.
            RuleExample(
                swift: """
                    @Observable final class Counter { var count = 0 }
                    struct Token: ~Copyable { let id: Int }
                    func load() throws(LoadError) -> Int { 1 }
                    struct Summary: View {
                        let count: Int
                        var body: some View {
                            let label = if count > 1 { "many" } else { "one" }
                            let kind = switch count {
                            case 0: "none"
                            default: "some"
                            }
                            Text("\\(label) \\(kind)")
                            #if os(iOS)
                                .padding()
                            #endif
                        }
                    }
                    #Preview { Summary(count: 2) }
                    """),
        ]
    )

    public init() {}

    public func check(file: SwiftFileContext, into findings: inout [Finding]) {
        guard let problem = file.facts.syntaxError else { return }
        findings.append(
            file.finding(
                Self.description, outcome: .needsReview,
                "the file does not parse (\(problem.message)): checks ran only on the parts before and around it",
                at: problem.location, element: "syntax",
                data: [FindingValue("problem", problem.message)],
                fix: "fix the syntax error, then lint again"
            ))
    }
}
