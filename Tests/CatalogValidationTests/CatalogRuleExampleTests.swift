import HandzLintKit
import LintTestSupport
import Testing

/// The catalog rules' examples are their specification (`RuleExampleCase`).
@Test(arguments: RuleExampleCase.family(.catalog))
func catalogRuleBehavesAsItsExamplesSay(_ rule: RuleExampleCase) throws {
    let problems = try rule.problems()
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
}
