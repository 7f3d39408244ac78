/// The punch list people read: a summary by rule and severity and translation progress per
/// language, then the findings grouped by rule (most severe rules first), each rule's first
/// findings with subject, place, message and fix hint; then what was set aside. Colored on a
/// terminal.
///
/// Every rule that fired lists at least one finding; more are listed (up to `limit` per rule),
/// the most severe rules first, while the report stays within `lineBudget` lines: a large
/// app's list stays one a person reads, and the machine formats hold every finding.
public struct PunchListReporter: Reporter {
    public var color: Bool
    /// How many findings of a rule (and languages of the progress table) to list; nil lists all.
    public var limit: Int?
    /// How long the report may grow by listing findings; nil for no bound.
    public var lineBudget: Int?

    public init(color: Bool = false, limit: Int? = ListLimit.findingsPerRule, lineBudget: Int? = ListLimit.reportLines) {
        self.color = color
        self.limit = limit
        self.lineBudget = limit == nil ? nil : lineBudget
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
        var closing: [String] = []
        if !report.suppressed.isEmpty {
            closing.append("Suppressed (\(report.suppressed.count)):")
            for entry in report.suppressed {
                closing.append(
                    "  \(entry.finding.ruleID)  \(entry.finding.subject.scope)\(entry.finding.subject.element.map { " › " + $0 } ?? ""): "
                        + indented(entry.reason))
            }
            closing.append("")
        }
        if !report.skipped.isEmpty {
            let (shown, more) = report.skippedForPeople()
            closing.append("Not read (\(report.skipped.count)):")
            for entry in shown { closing.append("  \(entry.path): " + indented(entry.reason)) }
            if more > 0 { closing.append("  … \(more) more (--format json lists every one)") }
            closing.append("")
        }
        if report.baselinedCount > 0 { closing.append("\(report.baselinedCount) finding(s) hidden by the baseline.") }
        if !report.fixedBaselineEntries.isEmpty {
            closing.append("Fixed since the baseline (\(report.fixedBaselineEntries.count)) — update it with --write-baseline:")
            for entry in report.fixedBaselineEntries { closing.append("  " + indented(entry)) }
        }
        if let heading = report.fixedByChangeHeading {
            closing.append("Only findings on what changed since \(report.changedSince ?? "") are listed.")
            if !report.fixedByChange.isEmpty {
                closing.append("\(heading) (\(report.fixedByChange.count)):")
                for entry in report.fixedByChange { closing.append("  " + indented(entry)) }
            }
        }
        let counts = shownCounts(groups, fixedLines: lines.count + closing.count + 1)
        for (group, count) in zip(groups, counts) { lines += section(group, showing: count) }
        lines += closing
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

    /// How many findings of each rule to list: one each, then one more at a time to each rule
    /// of a severity in turn (P0 rules first) up to `limit`, while the report fits `lineBudget`.
    private func shownCounts(_ groups: [RuleGroup], fixedLines: Int) -> [Int] {
        guard let limit else { return groups.map(\.findings.count) }
        var counts = groups.map { min(limit, 1, $0.findings.count) }
        guard let lineBudget else { return groups.map { min(limit, $0.findings.count) } }
        var used = fixedLines + zip(groups, counts).reduce(0) { $0 + section($1.0, showing: $1.1).count }
        for severity in Severity.allCases {
            var grew = true
            while grew {
                grew = false
                for index in groups.indices where groups[index].mostSevere == severity {
                    let group = groups[index], count = counts[index]
                    guard count < min(limit, group.findings.count) else { continue }
                    // The next finding's lines, less the "… N more" line when it is the last.
                    let cost = findingLines(group.findings[count], in: group).count - (count + 1 == group.findings.count ? 1 : 0)
                    guard used + cost <= lineBudget else { continue }
                    used += cost
                    counts[index] += 1
                    grew = true
                }
            }
        }
        return counts
    }

    /// One rule: its heading (count, summary, the reference and fix its findings share),
    /// then its first `count` findings.
    private func section(_ group: RuleGroup, showing count: Int) -> [String] {
        let severity = group.mostSevere
        let summary = group.rule.map { " — " + $0.summary } ?? ""
        var lines = [paint(severity, "\(severity.rawValue) \(group.ruleID) (\(group.findings.count))") + summary]
        let reference = group.sharedReference, fix = group.sharedFix
        var shared: [String] = []
        if let reference { shared.append(reference) }
        if let fix { shared.append("fix: " + fix) }
        if !shared.isEmpty { lines.append("    " + dim(indented(shared.joined(separator: " · ")))) }
        let (shown, more) = group.listed(limit: count)
        for finding in shown { lines += findingLines(finding, in: group) }
        if more > 0 { lines.append("  " + ListLimit.more(more)) }
        lines.append("")
        return lines
    }

    /// One finding: severity, place and subject; message; the fix and reference its rule's
    /// heading does not already give.
    private func findingLines(_ finding: Finding, in group: RuleGroup) -> [String] {
        let review = finding.outcome == .needsReview ? " (needs review)" : ""
        var head = "  \(paint(finding.severity, finding.severity.rawValue))\(review) "
        if let location = finding.location { head += location.description + "  " }
        head += finding.subjectBesideLocation
        var lines = [head, "      " + indented(finding.message)]
        if let hint = finding.fixHint, group.sharedFix == nil { lines.append("      fix: " + indented(hint)) }
        var trailer: [String] = []
        if let own = finding.reference, group.sharedReference == nil { trailer.append(own) }
        if let source = finding.documentSource { trailer.append("document: \(source)") }
        if !trailer.isEmpty { lines.append("      " + dim(trailer.joined(separator: " · "))) }
        // A message or fix over several lines counts as what it prints.
        return lines.joined(separator: "\n").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
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
