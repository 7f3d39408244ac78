import HandzLintKit
import LintTestSupport
import Testing

/// The navigation rules' examples are their specification (`RuleExampleCase`).
@Test(arguments: RuleExampleCase.family(.navigation))
func navigationRuleBehavesAsItsExamplesSay(_ rule: RuleExampleCase) throws {
    let problems = try rule.problems()
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
}
