/// `PATH:LINE:COL: error: MESSAGE (LANG: KEY)`, the diagnostic shape Xcode and xcstringstool
/// print, which Xcode turns into issues in its navigator.
public struct XcodeReporter: Reporter {
    public init() {}

    public func render(_ report: LintReport) -> String {
        var lines = report.findings.map(line)
        lines.append("\(report.findings.count) finding\(report.findings.count == 1 ? "" : "s"): \(report.summaryLine)")
        return lines.joined(separator: "\n")
    }

    func line(_ finding: Finding) -> String {
        let place = finding.location?.description ?? finding.subject.scope
        let level = finding.outcome == .needsReview ? "note" : (finding.severity == .p2 ? "warning" : "error")
        var context = finding.subject.scope
        if let locale = finding.subject.locale { context = "\(locale): \(context)" }
        return "\(place): \(level): [\(finding.severity.rawValue) \(finding.ruleID)] \(finding.message) (\(context))"
    }
}
