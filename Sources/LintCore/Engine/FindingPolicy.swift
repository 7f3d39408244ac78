/// The one place where what the rules found becomes what a report shows, for every family
/// and every command: rule interactions (claims), the rules file's severities and references,
/// suppressions written in the inputs, and the baseline.
public struct FindingPolicy: Sendable {
    public var settings: RuleSettings
    /// Each rule's own rule-book reference, so that a reference override replaces only that
    /// one (a policy's own section stays).
    public var defaultReference: @Sendable (String) -> String?

    public init(settings: RuleSettings = RuleSettings(), defaultReference: @escaping @Sendable (String) -> String? = { _ in nil }) {
        self.settings = settings
        self.defaultReference = defaultReference
    }

    /// What a run keeps, most severe first, and what its inputs' suppressions set aside.
    public struct Settled: Sendable {
        public var findings: [Finding]
        public var suppressed: [LintReport.Suppression]

        public init(findings: [Finding], suppressed: [LintReport.Suppression]) {
            self.findings = findings
            self.suppressed = suppressed
        }
    }

    /// Claims first (a finding another rule took over is not a finding at all), then the
    /// overrides (a suppression lists the finding as it would have been reported), then each
    /// input's say on every finding.
    public func settle(_ output: PartOutput, suppressions: [any SuppressionSource]) -> Settled {
        let claimed = Set(output.claims)
        var kept: [Finding] = []
        var suppressed: [LintReport.Suppression] = []
        // Two readings may arrive at the same finding (a specifier broken twice on one line, a
        // key two targets leave unused): the user is told once.
        var seen = Set<Finding>()
        for finding in settings.applied(to: output.findings, defaultReference: defaultReference) {
            if !claimed.isEmpty, claimed.contains(Claim(rule: finding.ruleID, scope: finding.subject.scope)) { continue }
            guard seen.insert(finding).inserted else { continue }
            switch suppressions.lazy.map({ $0.disposition(of: finding) }).first(where: { $0 != .keep }) ?? .keep {
            case .keep: kept.append(finding)
            case .dropped: continue
            case .suppressed(let reason): suppressed.append(LintReport.Suppression(finding: finding, reason: reason))
            }
        }
        return Settled(findings: kept.sorted(by: Finding.reportOrder), suppressed: suppressed)
    }

    /// What a report shows of settled findings: those `baseline` does not list, how many it
    /// hid, and its entries that no longer occur.
    public static func filter(_ findings: [Finding], baseline: Baseline?) -> (shown: [Finding], hidden: Int, fixed: [String]) {
        guard let baseline else { return (findings, 0, []) }
        let filtered = baseline.filter(findings)
        return (filtered.new, filtered.hidden, filtered.fixed)
    }
}

extension LintReport {
    /// The report a command renders from settled findings, with `baseline`'s known findings
    /// hidden and its fixed ones listed. `lint` and `catalog validate` both end here.
    public static func assemble(
        title: String, rules: [RuleDescription], findings: [Finding], suppressed: [Suppression] = [],
        baseline: Baseline?
    ) -> LintReport {
        let (shown, hidden, fixed) = FindingPolicy.filter(findings, baseline: baseline)
        return LintReport(
            title: title, tool: .init(version: HandzLintVersion.current), rules: rules, findings: shown,
            suppressed: suppressed, fixedBaselineEntries: fixed, baselinedCount: hidden)
    }
}

public enum HandzLintVersion {
    public static let current = "0.1.0"
}
