/// A Markdown punch list for pull-request comments and issue trackers.
public struct MarkdownReporter: Reporter {
    public init() {}

    public func render(_ report: LintReport) -> String {
        var lines = ["## \(escape(report.title))", "", "**\(report.summaryLine)**", ""]
        if report.findings.isEmpty { lines += ["No findings.", ""] }
        for severity in Severity.allCases {
            let group = report.findings.filter { $0.severity == severity }
            guard !group.isEmpty else { continue }
            lines.append("### \(severity.rawValue) — \(PunchListReporter.meaning(severity)) (\(group.count))")
            lines.append("")
            lines.append("| rule | subject | finding | fix | reference | location |")
            lines.append("| --- | --- | --- | --- | --- | --- |")
            for finding in group {
                var subject = finding.subject.scope
                if let element = finding.subject.element { subject += " › " + element }
                if let locale = finding.subject.locale { subject += " (\(locale))" }
                let review = finding.outcome == .needsReview ? " *(needs review)*" : ""
                let cells = [subject, finding.message, finding.fixHint ?? "", finding.reference ?? "", finding.location?.description ?? ""]
                lines.append("| `\(finding.ruleID)`\(review) | " + cells.map(escape).joined(separator: " | ") + " |")
            }
            lines.append("")
        }
        if !report.suppressed.isEmpty {
            lines.append("### Suppressed (\(report.suppressed.count))")
            lines.append("")
            for entry in report.suppressed {
                let subject = entry.finding.subject.scope + (entry.finding.subject.element.map { " › " + $0 } ?? "")
                lines.append("- `\(entry.finding.ruleID)` \(escape(subject)): \(escape(entry.reason))")
            }
            lines.append("")
        }
        if !report.skipped.isEmpty {
            let (shown, more) = report.skippedForPeople()
            lines.append("### Not read (\(report.skipped.count))")
            lines.append("")
            for entry in shown { lines.append("- `\(escape(entry.path))`: \(escape(entry.reason))") }
            if more > 0 { lines.append("- … \(more) more (`--format json` lists every one)") }
            lines.append("")
        }
        if report.baselinedCount > 0 {
            lines.append("\(report.baselinedCount) finding(s) hidden by the baseline.")
            lines.append("")
        }
        if let heading = report.fixedByChangeHeading {
            lines.append("*Only findings on what changed since `\(escape(report.changedSince ?? ""))`.*")
            lines.append("")
            if !report.fixedByChange.isEmpty {
                lines.append("### \(heading) (\(report.fixedByChange.count))")
                lines.append("")
                for entry in report.fixedByChange { lines.append("- \(escape(entry))") }
                lines.append("")
            }
        }
        if !report.fixedBaselineEntries.isEmpty {
            lines.append("### Fixed since the baseline (\(report.fixedBaselineEntries.count))")
            lines.append("")
            for entry in report.fixedBaselineEntries { lines.append("- \(escape(entry))") }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    /// Text inside a table cell or list item: markup characters as entities (so a message
    /// quoting `<b>` is not read as HTML), pipes escaped, line breaks as `<br>`.
    private func escape(_ text: String) -> String {
        text.replacingAll("&", with: "&amp;").replacingAll("<", with: "&lt;").replacingAll(">", with: "&gt;")
            .replacingAll("|", with: "\\|").replacingAll("\r\n", with: "<br>").replacingAll("\n", with: "<br>").replacingAll("\r", with: "<br>")
    }
}
