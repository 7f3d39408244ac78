/// The punch list people read: a summary by rule and severity and translation progress per
/// language, then the findings grouped by rule (most severe rules first), each rule's first
/// `limit` findings with subject, place, message and fix hint; then what was set aside.
/// Colored on a terminal.
public struct PunchListReporter: Reporter {
    public var color: Bool
    /// How many findings of a rule (and languages of the progress table) to list; nil lists all.
    public var limit: Int?

    public init(color: Bool = false, limit: Int? = ListLimit.findingsPerRule) {
        self.color = color
        self.limit = limit
    }

    public func render(_ report: LintReport) -> String {
        var lines: [String] = [bold(report.title), ""]
        let groups = RuleGroup.groups(report)
        if report.findings.isEmpty {
            lines.append("No findings.")
        } else {
            lines.append(
                bold(
                    "Summary: \(report.summaryLine) in \(report.findings.count) "
                        + "finding\(report.findings.count == 1 ? "" : "s") of \(groups.count) " + "rule\(groups.count == 1 ? "" : "s")"
                ))
            var table = [["rule", "P0", "P1", "P2"]]
            for group in groups {
                table.append([group.ruleID] + Severity.allCases.map { group.count($0) == 0 ? "-" : String(group.count($0)) })
            }
            lines += TextTable.lines(table, rightAligned: [1, 2, 3]).map { "  " + $0 }
            lines.append("")
        }
        lines += progress(report)
        for group in groups { lines += section(group) }
        if !report.suppressed.isEmpty {
            lines.append("Suppressed (\(report.suppressed.count)):")
            for entry in report.suppressed {
                lines.append(
                    "  \(entry.finding.ruleID)  \(entry.finding.subject.scope)\(entry.finding.subject.element.map { " › " + $0 } ?? ""): "
                        + indented(entry.reason))
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

    /// The languages that fall short, summed over the catalogs where they do.
    private func progress(_ report: LintReport) -> [String] {
        let rows = TranslationProgress.byLanguage(report.progress)
        guard !rows.isEmpty else { return [] }
        var lines = [bold("Translation progress") + " (languages below 100%, over the catalogs where they fall short; * required)"]
        let shown = limit.map { Array(rows.prefix($0)) } ?? rows
        var table = [["language", "catalog", "translated", "missing", "needs review", "untranslated", "complete"]]
        for row in shown {
            table.append([
                row.language + (row.isRequired ? " *" : ""), row.catalogName, "\(row.translated) of \(row.total)", String(row.missing),
                String(row.needsReview), String(row.untranslated), row.percentText,
            ])
        }
        lines += TextTable.lines(table, rightAligned: [2, 3, 4, 5, 6]).map { "  " + $0 }
        if rows.count > shown.count { lines.append("  " + ListLimit.more(rows.count - shown.count, "languages")) }
        lines.append("")
        return lines
    }

    /// One rule: its heading (count, summary, the reference and fix its findings share),
    /// then its findings, the first `limit` of them.
    private func section(_ group: RuleGroup) -> [String] {
        let severity = group.mostSevere
        let summary = group.rule.map { " — " + $0.summary } ?? ""
        var lines = [paint(severity, "\(severity.rawValue) \(group.ruleID) (\(group.findings.count))") + summary]
        let reference = group.sharedReference, fix = group.sharedFix
        var shared: [String] = []
        if let reference { shared.append(reference) }
        if let fix { shared.append("fix: " + fix) }
        if !shared.isEmpty { lines.append("    " + dim(indented(shared.joined(separator: " · ")))) }
        let (shown, more) = group.listed(limit: limit)
        for finding in shown {
            let review = finding.outcome == .needsReview ? " (needs review)" : ""
            var head = "  \(paint(finding.severity, finding.severity.rawValue))\(review) "
            if let location = finding.location { head += location.description + "  " }
            head += finding.subjectBesideLocation
            lines.append(head)
            lines.append("      " + indented(finding.message))
            if let hint = finding.fixHint, fix == nil { lines.append("      fix: " + indented(hint)) }
            var trailer: [String] = []
            if let own = finding.reference, reference == nil { trailer.append(own) }
            if let source = finding.documentSource { trailer.append("document: \(source)") }
            if !trailer.isEmpty { lines.append("      " + dim(trailer.joined(separator: " · "))) }
        }
        if more > 0 { lines.append("  " + ListLimit.more(more)) }
        lines.append("")
        return lines
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

/// Columns of text padded to line up (counting characters, which is right for the names and
/// numbers these tables hold).
enum TextTable {
    static func lines(_ rows: [[String]], rightAligned: Set<Int>) -> [String] {
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return rightAligned.contains(column) ? padding + cell : (column == row.count - 1 ? cell : cell + padding)
            }.joined(separator: "  ")
        }
    }
}
