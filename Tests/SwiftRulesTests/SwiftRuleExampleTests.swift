import HandzLintKit
import LintTestSupport
import Testing

/// The source rules' examples are their specification (`RuleExampleCase`).
@Test(arguments: RuleExampleCase.family(.source))
func sourceRuleBehavesAsItsExamplesSay(_ rule: RuleExampleCase) throws {
    let problems = try rule.problems()
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
}
