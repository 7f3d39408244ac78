import LintCore

extension RuleSettings {
    /// The rules file's severities and references applied to findings of any family.
    func applied(to findings: [Finding]) -> [Finding] {
        applied(to: findings) { RuleCatalog.shared.description(of: $0)?.reference }
    }
}

extension LintReport {
    /// The report a command renders: findings after the rules file's overrides (already
    /// applied by the run), with the baseline's known findings hidden and its fixed ones listed.
    /// `lint` and `catalog validate` both end here.
    public static func assemble(title: String, rules: [RuleDescription], findings: [Finding], suppressed: [Suppression] = [],
                                baseline: Baseline?) -> LintReport {
        var shown = findings, hidden = 0, fixed: [String] = []
        if let baseline { (shown, hidden, fixed) = baseline.filter(findings) }
        return LintReport(title: title, tool: .init(version: HandzLintVersion.current), rules: rules, findings: shown,
                          suppressed: suppressed, fixedBaselineEntries: fixed, baselinedCount: hidden)
    }
}
