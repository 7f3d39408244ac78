import HandzLintKit
import LintCore

/// Every rule's examples are its specification, run through the same rules-file reader,
/// engine and policy as `handz-lint` (SwiftLint's model): triggering examples give the stated
/// number of findings of that rule, non-triggering ones none, and an example that sets an
/// option gives a different result without it, so every declared option is shown to work.
/// Each family's test target runs these for its rules; each check returns what is wrong, empty
/// when the rule behaves as its examples say.
public struct RuleExampleCase: CustomStringConvertible, Sendable {
    public let rule: RegisteredRule
    public var description: String { rule.identifier }

    /// The rules of a family, as test arguments.
    public static func family(_ family: RuleFamily) -> [RuleExampleCase] {
        RuleCatalog.shared.rules.filter { $0.family == family }.map(RuleExampleCase.init)
    }

    /// Everything the rule's examples say that it does not do: the three checks below.
    public func problems() throws -> [String] {
        try triggeringProblems() + nonTriggeringProblems() + optionProblems()
    }

    public func triggeringProblems() throws -> [String] {
        let description = rule.description
        var problems = description.triggeringExamples.isEmpty ? ["every rule shows what it flags"] : []
        for example in description.triggeringExamples {
            let place = "\(description.identifier) example at \(example.file):\(example.line)"
            let findings = try RuleExamples.findings(of: rule, in: example)
            if findings.count != example.expectedCount {
                problems.append("\(place): \(findings.count) findings, expected \(example.expectedCount): \(findings.map(\.message))")
            }
            for finding in findings {
                if finding.ruleID != description.identifier { problems.append("\(place): a finding of \(finding.ruleID)") }
                if let severity = example.expectedSeverity, finding.severity != severity {
                    problems.append("\(place): \(finding.severity.rawValue), expected \(severity.rawValue): \(finding.message)")
                }
                if let outcome = example.expectedOutcome, finding.outcome != outcome {
                    problems.append("\(place): \(finding.outcome), expected \(outcome): \(finding.message)")
                }
                if finding.location == nil { problems.append("\(place): findings point at the input") }
                if finding.fixHint == nil { problems.append("\(place): findings carry a fix hint") }
                if finding.data.isEmpty { problems.append("\(place): findings carry structured data") }
            }
        }
        return problems
    }

    public func nonTriggeringProblems() throws -> [String] {
        let description = rule.description
        var problems = description.nonTriggeringExamples.isEmpty ? ["every rule shows what it accepts"] : []
        for example in description.nonTriggeringExamples {
            let findings = try RuleExamples.findings(of: rule, in: example)
            if !findings.isEmpty {
                problems.append("\(description.identifier) example at \(example.file):\(example.line): \(findings.map(\.message))")
            }
        }
        return problems
    }

    public func optionProblems() throws -> [String] {
        let description = rule.description
        let examples = description.triggeringExamples + description.nonTriggeringExamples
        var problems: [String] = []
        for option in rule.options {
            var shown = false
            for example in examples where example.configuration?.contains(option.name + ":") == true {
                let configured = try RuleExamples.findings(of: rule, in: example).map(Self.signature)
                let defaults = try RuleExamples.findings(of: rule, in: example, withConfiguration: false).map(Self.signature)
                if configured != defaults { shown = true }
            }
            if !shown { problems.append("\(description.identifier).\(option.name) has no example where setting it changes the findings") }
        }
        return problems
    }

    static func signature(_ finding: Finding) -> String {
        [finding.ruleID, finding.severity.rawValue, finding.message, finding.subject.element ?? ""].joined(separator: "|")
    }
}
