/// `PATH:LINE:COL: error: MESSAGE (LANG: KEY)`, the diagnostic shape Xcode and xcstringstool
/// print, which Xcode turns into issues in its navigator. One line per diagnostic: Xcode reads
/// a line break as the end of one.
public struct XcodeReporter: Reporter {
    public init() {}

    public func render(_ report: LintReport) -> String {
        var lines = report.findings.map(line)
        for entry in report.fixedBaselineEntries {
            lines.append("note: fixed since the baseline (update it with --write-baseline): \(entry.onOneLine)")
        }
        for entry in report.fixedByChange { lines.append("note: fixed by this change: \(entry.onOneLine)") }
        var summary = "\(report.findings.count) finding\(report.findings.count == 1 ? "" : "s"): \(report.summaryLine)"
        if let setAside = report.setAsideLine { summary += " (\(setAside))" }
        lines.append(summary)
        return lines.joined(separator: "\n")
    }

    func line(_ finding: Finding) -> String {
        let place = finding.location?.description ?? finding.subject.scope
        let level = finding.outcome == .needsReview ? "note" : (finding.severity == .p2 ? "warning" : "error")
        // Catalog findings keep xcstringstool's "(LANG: KEY)"; spec findings name the element.
        var context = finding.subject.scope
        if let locale = finding.subject.locale {
            context = "\(locale): \(context)"
        } else if let element = finding.subject.element {
            context += " › " + element
        }
        return "\(place): \(level): [\(finding.severity.rawValue) \(finding.ruleID)] \(finding.message.onOneLine) (\(context))"
    }
}
