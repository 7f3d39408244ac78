import HandzLintKit
import LintTestSupport
import Testing

/// The input rules' examples, run as tests (`RuleExampleCase`).
struct InputRuleExampleTests {
    static let rules = RuleExampleCase.family(.input)

    @Test(arguments: rules)
    func triggeringExamplesTrigger(_ rule: RuleExampleCase) throws {
        let problems = try rule.triggeringProblems()
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test(arguments: rules)
    func nonTriggeringExamplesPass(_ rule: RuleExampleCase) throws {
        let problems = try rule.nonTriggeringProblems()
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test(arguments: rules)
    func everyOptionChangesWhatTheRuleReports(_ rule: RuleExampleCase) throws {
        let problems = try rule.optionProblems()
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
}
