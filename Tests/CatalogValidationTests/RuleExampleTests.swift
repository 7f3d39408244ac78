import Testing
import LintCore
@testable import CatalogValidation

/// Every rule's examples are its specification: triggering examples must produce the stated
/// number of findings of that rule, non-triggering ones none.
struct RuleExampleTests {
    struct RuleCase: CustomTestStringConvertible, Sendable {
        let rule: any CatalogRule.Type
        var testDescription: String { rule.description.identifier }
    }

    static let rules = CatalogRules.all.map { RuleCase(rule: $0) }

    @Test(arguments: rules)
    func triggeringExamplesTrigger(_ ruleCase: RuleCase) throws {
        let description = ruleCase.rule.description
        #expect(!description.triggeringExamples.isEmpty, "every rule shows what it flags")
        for example in description.triggeringExamples {
            let findings = try CatalogExample(example.input).findings(of: ruleCase.rule)
            #expect(findings.count == example.expectedCount, "\(description.identifier) example at \(example.file):\(example.line) produced \(findings.map(\.message))")
            for finding in findings {
                #expect(finding.ruleID == description.identifier)
                #expect(finding.location != nil, "findings point at the file")
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
            let findings = try CatalogExample(example.input).findings(of: ruleCase.rule)
            #expect(findings.isEmpty, "\(description.identifier) example at \(example.file):\(example.line) produced \(findings.map(\.message))")
        }
    }

    @Test func identifiersAreUniqueAndKebabCase() {
        let identifiers = CatalogRules.all.map { $0.description.identifier }
        #expect(Set(identifiers).count == identifiers.count)
        for identifier in identifiers {
            #expect(identifier.allSatisfy { $0.isLowercase || $0 == "-" }, "\(identifier)")
        }
    }
}
