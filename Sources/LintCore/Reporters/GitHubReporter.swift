/// GitHub Actions workflow commands: each finding becomes an annotation on the pull request.
/// Escaping follows @actions/core (`escapeData`, `escapeProperty`).
public struct GitHubReporter: Reporter {
    public init() {}

    public func render(_ report: LintReport) -> String {
        var lines = report.findings.map { finding -> String in
            let level = finding.outcome == .needsReview ? "notice" : (finding.severity == .p2 ? "warning" : "error")
            var properties: [String] = []
            if let location = finding.location {
                properties += ["file=\(property(location.file))", "line=\(location.line)", "col=\(location.column)"]
            }
            properties.append("title=\(property("\(finding.severity.rawValue) \(finding.ruleID)"))")
            var message = finding.message
            if let fix = finding.fixHint { message += "\nFix: \(fix)" }
            if let reference = finding.reference { message += "\n(\(reference))" }
            return "::\(level) \(properties.joined(separator: ","))::\(data(message))"
        }
        // Plain lines (not commands) for the log.
        for entry in report.fixedBaselineEntries { lines.append("Fixed since the baseline: \(entry.onOneLine)") }
        if let heading = report.fixedByChangeHeading {
            for entry in report.fixedByChange { lines.append("\(heading): \(entry.onOneLine)") }
        }
        lines.append("\(report.title.onOneLine): \(report.summaryLine)" + (report.setAsideLine.map { " (\($0))" } ?? ""))
        return lines.joined(separator: "\n")
    }

    /// Workflow-command escaping for the message part.
    private func data(_ text: String) -> String {
        text.replacingAll("%", with: "%25").replacingAll("\r", with: "%0D").replacingAll("\n", with: "%0A")
    }

    /// Property values also escape the separators.
    private func property(_ text: String) -> String {
        data(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
    }
}
