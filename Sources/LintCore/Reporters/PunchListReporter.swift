/// The punch list people read: grouped P0 → P1 → P2, each finding with its rule, subject,
/// message, fix hint and rule-book reference, then a summary. Colored on a terminal.
public struct PunchListReporter: Reporter {
    public var color: Bool

    public init(color: Bool = false) { self.color = color }

    public func render(_ report: LintReport) -> String {
        var lines: [String] = [bold(report.title), ""]
        if report.findings.isEmpty { lines.append("No findings.") }
        for severity in Severity.allCases {
            let group = report.findings.filter { $0.severity == severity }
            guard !group.isEmpty else { continue }
            lines.append(paint(severity, "\(severity.rawValue) — \(PunchListReporter.meaning(severity)) (\(group.count))"))
            for finding in group {
                var subject = finding.subject.scope
                if let element = finding.subject.element { subject += " › " + element }
                if let locale = finding.subject.locale { subject += " [\(locale)]" }
                let review = finding.outcome == .needsReview ? " (needs review)" : ""
                lines.append("  \(paint(severity, finding.severity.rawValue)) \(finding.ruleID)\(review)  \(subject)")
                lines.append("      " + indented(finding.message))
                if let fix = finding.fixHint { lines.append("      fix: " + indented(fix)) }
                var trailer: [String] = []
                if let reference = finding.reference { trailer.append(reference) }
                if let location = finding.location { trailer.append(location.description) }
                if let source = finding.documentSource { trailer.append("document: \(source)") }
                if !trailer.isEmpty { lines.append("      " + dim(trailer.joined(separator: " · "))) }
            }
            lines.append("")
        }
        if !report.suppressed.isEmpty {
            lines.append("Suppressed (\(report.suppressed.count)):")
            for entry in report.suppressed {
                lines.append("  \(entry.finding.ruleID)  \(entry.finding.subject.scope)\(entry.finding.subject.element.map { " › " + $0 } ?? ""): " + indented(entry.reason))
            }
            lines.append("")
        }
        if !report.skipped.isEmpty {
            let (shown, more) = report.skippedForPeople()
            lines.append("Not read (\(report.skipped.count)):")
            for entry in shown { lines.append("  \(entry.path): " + indented(entry.reason)) }
            if more > 0 { lines.append("  … \(more) more (--format json lists every one)") }
            lines.append("")
        }
        if report.baselinedCount > 0 { lines.append("\(report.baselinedCount) finding(s) hidden by the baseline.") }
        if !report.fixedBaselineEntries.isEmpty {
            lines.append("Fixed since the baseline (\(report.fixedBaselineEntries.count)) — update it with --write-baseline:")
            for entry in report.fixedBaselineEntries { lines.append("  " + indented(entry)) }
        }
        if let heading = report.fixedByChangeHeading {
            lines.append("Only findings on what changed since \(report.changedSince ?? "") are listed.")
            if !report.fixedByChange.isEmpty {
                lines.append("\(heading) (\(report.fixedByChange.count)):")
                for entry in report.fixedByChange { lines.append("  " + indented(entry)) }
            }
        }
        lines.append(bold("Summary: \(report.summaryLine)"))
        return lines.joined(separator: "\n")
    }

    static func meaning(_ severity: Severity) -> String {
        switch severity {
        case .p0: "blocker: fix before merging"
        case .p1: "major: fix before release"
        case .p2: "minor"
        }
    }

    /// Continuation lines of a multi-line text line up under its first line.
    private func indented(_ text: String) -> String {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: "\n      ")
    }

    private func paint(_ severity: Severity, _ text: String) -> String {
        guard color else { return text }
        let code = severity == .p0 ? "31;1" : severity == .p1 ? "33;1" : "36"
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }

    private func bold(_ text: String) -> String { color ? "\u{1B}[1m\(text)\u{1B}[0m" : text }
    private func dim(_ text: String) -> String { color ? "\u{1B}[2m\(text)\u{1B}[0m" : text }
}
