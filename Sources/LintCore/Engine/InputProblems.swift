import SourceText

/// A rule about the files a run reads rather than what they say: a file that cannot be read or
/// parsed is reported and the run goes on with the others.
public protocol InputRule: LintRule {
    func check(problems: [InputError], into findings: inout [Finding])
}

extension InputError {
    /// `rule`'s finding about this file: at the problem's place (else the file's first line), the
    /// file its subject and the first of its data.
    public func finding(_ rule: RuleDescription, message: String, data: [FindingValue], fix: String) -> Finding {
        Finding(
            ruleID: rule.identifier, severity: rule.defaultSeverity, message: message,
            location: location ?? SourceLocation(file: file, line: 1, column: 1), subject: FindingSubject(scope: file),
            data: [FindingValue("file", file)] + data, fixHint: fix, reference: rule.reference)
    }
}

/// The input rules' work for the engine: one part, every problem the run's readers met.
public struct InputProblemChecker: PartChecker {
    let rules: [any InputRule]
    let problems: [InputError]

    /// `rules`: the enabled input rules (`RuleKind.members(of:)` finds them among all).
    public init(rules: [any InputRule], problems: [InputError]) {
        self.rules = rules
        self.problems = problems
    }

    public var partCount: Int { problems.isEmpty ? 0 : 1 }

    public func check(part: Int) -> PartOutput {
        var output = PartOutput()
        for rule in rules { rule.check(problems: problems, into: &output.findings) }
        return output
    }
}
