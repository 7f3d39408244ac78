import Testing
import LintCore
@testable import SpecRules

/// Every rule's examples are its specification, run as tests (SwiftLint's model).
struct SpecRuleExampleTests {
    struct RuleCase: CustomTestStringConvertible, Sendable {
        let rule: any SpecRule.Type
        var testDescription: String { rule.description.identifier }
    }

    static let rules = SpecRules.all.map { RuleCase(rule: $0) }

    @Test(arguments: rules)
    func triggeringExamplesTrigger(_ ruleCase: RuleCase) throws {
        let description = ruleCase.rule.description
        #expect(!description.triggeringExamples.isEmpty)
        for example in description.triggeringExamples {
            let findings = try SpecExample(example.input).findings(of: ruleCase.rule)
            #expect(findings.count == example.expectedCount, "\(description.identifier) example at line \(example.line): \(findings.map(\.message))")
            for finding in findings {
                #expect(finding.ruleID == description.identifier)
                #expect(finding.location?.file == "example.yml", "findings point at the spec")
                #expect(finding.fixHint != nil)
                #expect(!finding.data.isEmpty)
            }
        }
    }

    @Test(arguments: rules)
    func nonTriggeringExamplesPass(_ ruleCase: RuleCase) throws {
        let description = ruleCase.rule.description
        #expect(!description.nonTriggeringExamples.isEmpty)
        for example in description.nonTriggeringExamples {
            let findings = try SpecExample(example.input).findings(of: ruleCase.rule)
            #expect(findings.isEmpty, "\(description.identifier) example at line \(example.line): \(findings.map(\.message))")
        }
    }

    @Test func identifiersAreUnique() {
        let identifiers = SpecRules.all.map { $0.description.identifier }
        #expect(Set(identifiers).count == identifiers.count)
    }
}
