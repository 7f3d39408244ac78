/// A Markdown punch list for pull-request comments and issue trackers: the summary by rule and
/// severity, translation progress per language, then a table of findings per rule (the first
/// `limit` of each).
public struct MarkdownReporter: Reporter {
    /// How many findings of a rule (and languages of the progress table) to list; nil lists all.
    public var limit: Int?

    public init(limit: Int? = ListLimit.findingsPerRule) { self.limit = limit }

    public func render(_ report: LintReport) -> String {
        var lines = ["## \(escape(report.title))", "", "**\(report.summaryLine)**", ""]
        let groups = RuleGroup.groups(report)
        if report.findings.isEmpty {
            lines += ["No findings.", ""]
        } else {
            lines += ["| rule | P0 | P1 | P2 |", "| --- | ---: | ---: | ---: |"]
            for group in groups {
                lines.append(
                    "| [`\(group.ruleID)`](#\(anchor(group.ruleID))) | "
                        + Severity.allCases.map { group.count($0) == 0 ? "" : String(group.count($0)) }.joined(separator: " | ") + " |")
            }
            lines.append("")
        }
        lines += progress(report)
        for group in groups { lines += section(group) }
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

    private func progress(_ report: LintReport) -> [String] {
        let rows = TranslationProgress.byLanguage(report.progress)
        guard !rows.isEmpty else { return [] }
        var lines = [
            "### Translation progress", "", "Languages below 100%, over the catalogs where they fall short (**bold**: required).", "",
            "| language | catalog | translated | missing | needs review | untranslated | complete |",
            "| --- | --- | ---: | ---: | ---: | ---: | ---: |",
        ]
        let shown = limit.map { Array(rows.prefix($0)) } ?? rows
        for row in shown {
            let language = row.isRequired ? "**\(escape(row.language))**" : escape(row.language)
            lines.append(
                "| \(language) | \(escape(row.catalogName)) | \(row.translated) of "
                    + "\(row.total) | \(row.missing) | \(row.needsReview) | " + "\(row.untranslated) | \(row.percentText) |"
            )
        }
        if rows.count > shown.count { lines += ["", ListLimit.more(rows.count - shown.count, "languages")] }
        lines.append("")
        return lines
    }

    private func section(_ group: RuleGroup) -> [String] {
        var lines = [
            "### <a id=\"\(anchor(group.ruleID))\"></a>\(group.mostSevere.rawValue) `\(group.ruleID)` (\(group.findings.count))", "",
        ]
        var about: [String] = []
        if let summary = group.rule?.summary { about.append(escape(summary)) }
        if let reference = group.sharedReference { about.append(escape(reference)) }
        if let fix = group.sharedFix { about.append("Fix: " + escape(fix)) }
        if !about.isEmpty { lines += [about.joined(separator: " · "), ""] }
        let fixColumn = group.sharedFix == nil, referenceColumn = group.sharedReference == nil
        lines.append(
            "| severity | subject | finding |" + (fixColumn ? " fix |" : "") + (referenceColumn ? " reference |" : "") + " location |")
        lines.append("| --- | --- | --- |" + (fixColumn ? " --- |" : "") + (referenceColumn ? " --- |" : "") + " --- |")
        let (shown, more) = group.listed(limit: limit)
        for finding in shown {
            let review = finding.outcome == .needsReview ? " *(needs review)*" : ""
            var cells = [finding.subjectText, finding.message]
            if fixColumn { cells.append(finding.fixHint ?? "") }
            if referenceColumn { cells.append(finding.reference ?? "") }
            cells.append(finding.location?.description ?? "")
            lines.append("| \(finding.severity.rawValue)\(review) | " + cells.map(escape).joined(separator: " | ") + " |")
        }
        if more > 0 { lines += ["", ListLimit.more(more)] }
        lines.append("")
        return lines
    }

    /// An id for a rule's heading, so the summary table links to it.
    private func anchor(_ ruleID: String) -> String { "rule-" + ruleID }

    /// Text inside a table cell or list item: markup characters as entities (so a message
    /// quoting `<b>` is not read as HTML), pipes escaped, line breaks as `<br>`.
    private func escape(_ text: String) -> String {
        text.replacingAll("&", with: "&amp;").replacingAll("<", with: "&lt;").replacingAll(">", with: "&gt;")
            .replacingAll("|", with: "\\|").replacingAll("\r\n", with: "<br>").replacingAll("\n", with: "<br>").replacingAll(
                "\r", with: "<br>")
    }
}
