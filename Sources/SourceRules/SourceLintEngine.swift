import LintCore
import SourceText
import SwiftSourceFacts

/// Runs configured source rules over the facts of Swift files: the one engine behind `lint` on
/// code and every Swift rule example. Findings in preview and `#if DEBUG` code are dropped unless asked for;
/// findings a `// handz-lint:disable…` comment covers are set aside with its reason.
public struct SourceLintEngine: Sendable {
    public let rules: [any SourceRule]
    public let options: SourceLintOptions

    public init(rules: [any SourceRule], options: SourceLintOptions = SourceLintOptions()) {
        self.rules = rules
        self.options = options
    }

    public struct Result: Sendable {
        public var findings: [Finding]
        public var suppressed: [LintReport.Suppression]
    }

    public func run(files: [SwiftFileContext], project: SwiftProjectContext) -> Result {
        let rules = rules
        let perFile = concurrentMap(files.count) { index -> [Finding] in
            var found: [Finding] = []
            for rule in rules { rule.check(file: files[index], into: &found) }
            return found
        }
        var findings = perFile.flatMap { $0 }
        for rule in rules { rule.check(project: project, into: &findings) }

        let factsByPath = Dictionary(files.map { ($0.facts.path, $0.facts) }, uniquingKeysWith: { first, _ in first })
        var kept: [Finding] = []
        var suppressed: [LintReport.Suppression] = []
        for finding in findings {
            guard let location = finding.location, let facts = factsByPath[location.file] else {
                kept.append(finding)
                continue
            }
            if !options.includePreviews, facts.isInPreview(location) || facts.isInDebugOnlyCode(location) { continue }
            if let suppression = facts.suppressions.first(where: { $0.suppresses(rule: finding.ruleID, line: location.line) }) {
                suppressed.append(LintReport.Suppression(finding: finding, reason: suppression.reason ?? ""))
            } else {
                kept.append(finding)
            }
        }
        return Result(findings: kept, suppressed: suppressed)
    }
}
