/// A Markdown punch list for pull-request comments and issue trackers.
public struct MarkdownReporter: Reporter {
    public init() {}

    public func render(_ report: LintReport) -> String {
        var lines = ["## \(report.title)", "", "**\(report.summaryLine)**", ""]
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
                let cells = ["`\(finding.ruleID)`\(review)", subject, finding.message, finding.fixHint ?? "", finding.reference ?? "", finding.location?.description ?? ""]
                lines.append("| " + cells.map(escape).joined(separator: " | ") + " |")
            }
            lines.append("")
        }
        if !report.suppressed.isEmpty {
            lines.append("### Suppressed (\(report.suppressed.count))")
            lines.append("")
            for entry in report.suppressed { lines.append("- `\(entry.finding.ruleID)` \(escape(entry.finding.subject.scope)): \(escape(entry.reason))") }
            lines.append("")
        }
        if !report.fixedBaselineEntries.isEmpty {
            lines.append("### Fixed since the baseline (\(report.fixedBaselineEntries.count))")
            lines.append("")
            for entry in report.fixedBaselineEntries { lines.append("- \(escape(entry))") }
        }
        return lines.joined(separator: "\n")
    }

    private func escape(_ text: String) -> String {
        text.replacingAll("|", with: "\\|").replacingAll("\n", with: "<br>")
    }
}

extension String {
    public func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty, contains(target) else { return self }
        return components(separatedBy: target).joined(separator: replacement)
    }

    func components(separatedBy separator: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var index = startIndex
        while index < endIndex {
            if self[index...].hasPrefix(separator) {
                parts.append(current)
                current = ""
                index = self.index(index, offsetBy: separator.count)
            } else {
                current.append(self[index])
                index = self.index(after: index)
            }
        }
        parts.append(current)
        return parts
    }
}
