import HandzLintKit
import LintTestSupport
import Testing

/// The input rules' examples are their specification (`RuleExampleCase`).
@Test(arguments: RuleExampleCase.family(.input))
func inputRuleBehavesAsItsExamplesSay(_ rule: RuleExampleCase) throws {
    let problems = try rule.problems()
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
}
