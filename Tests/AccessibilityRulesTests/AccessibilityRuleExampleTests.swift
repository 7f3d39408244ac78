import HandzLintKit
import LintTestSupport
import Testing

/// The accessibility rules' examples are their specification (`RuleExampleCase`).
@Test(arguments: RuleExampleCase.family(.accessibility))
func accessibilityRuleBehavesAsItsExamplesSay(_ rule: RuleExampleCase) throws {
    let problems = try rule.problems()
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
}
