import Testing
import LintCore
import HandzLintKit

/// Every rule's examples are its specification, run through the same rules-file reader and
/// engines as `handz-lint` (SwiftLint's model): triggering examples give the stated number of
/// findings of that rule, non-triggering ones none, and an example that sets an option gives a
/// different result without it, so every declared option is shown to work.
struct RuleExampleTests {
    struct RuleCase: CustomTestStringConvertible, Sendable {
        let rule: RegisteredRule
        var testDescription: String { rule.identifier }
    }

    static let rules = RuleCatalog.shared.rules.map(RuleCase.init)

    @Test(arguments: rules)
    func triggeringExamplesTrigger(_ ruleCase: RuleCase) throws {
        let description = ruleCase.rule.description
        #expect(!description.triggeringExamples.isEmpty, "every rule shows what it flags")
        for example in description.triggeringExamples {
            let findings = try RuleExamples.findings(of: ruleCase.rule, in: example)
            #expect(findings.count == example.expectedCount, "\(description.identifier) example at \(example.file):\(example.line): \(findings.map(\.message))")
            for finding in findings {
                #expect(finding.ruleID == description.identifier)
                if let severity = example.expectedSeverity {
                    #expect(finding.severity == severity, "\(description.identifier) example at \(example.file):\(example.line): \(finding.message)")
                }
                #expect(finding.location != nil, "findings point at the input")
                #expect(finding.fixHint != nil, "findings carry a fix hint")
                #expect(!finding.data.isEmpty, "findings carry structured data")
            }
        }
    }

    @Test(arguments: rules)
    func nonTriggeringExamplesPass(_ ruleCase: RuleCase) throws {
        let description = ruleCase.rule.description
        #expect(!description.nonTriggeringExamples.isEmpty, "every rule shows what it accepts")
        for example in description.nonTriggeringExamples {
            let findings = try RuleExamples.findings(of: ruleCase.rule, in: example)
            #expect(findings.isEmpty, "\(description.identifier) example at \(example.file):\(example.line): \(findings.map(\.message))")
        }
    }

    @Test(arguments: rules)
    func everyOptionChangesWhatTheRuleReports(_ ruleCase: RuleCase) throws {
        let description = ruleCase.rule.description
        let examples = description.triggeringExamples + description.nonTriggeringExamples
        for option in ruleCase.rule.options {
            var shown = false
            for example in examples where example.configuration?.contains(option.name + ":") == true {
                let configured = try RuleExamples.findings(of: ruleCase.rule, in: example).map(Self.signature)
                let defaults = try RuleExamples.findings(of: ruleCase.rule, in: example, withConfiguration: false).map(Self.signature)
                if configured != defaults { shown = true }
            }
            #expect(shown, "\(description.identifier).\(option.name) has an example where setting it changes the findings")
        }
    }

    static func signature(_ finding: Finding) -> String {
        [finding.ruleID, finding.severity.rawValue, finding.message, finding.subject.element ?? ""].joined(separator: "|")
    }
}
