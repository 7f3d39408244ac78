import SourceText

/// JUnit XML: one test suite per rule that ran, one failing test case per finding, a skipped
/// case (with the reason) per suppressed finding, and a passing case for each rule without
/// either, so CI test dashboards show what was checked.
public struct JUnitReporter: Reporter {
    public init() {}

    public func render(_ report: LintReport) -> String {
        let byRule = Dictionary(grouping: report.findings, by: \.ruleID)
        let suppressedByRule = Dictionary(grouping: report.suppressed, by: \.finding.ruleID)
        var identifiers = report.rules.map(\.identifier)
        for identifier in Set(byRule.keys).union(suppressedByRule.keys).sorted() where !identifiers.contains(identifier) {
            identifiers.append(identifier)
        }
        let passing = identifiers.filter { byRule[$0] == nil && suppressedByRule[$0] == nil }.count
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\"\(escape(report.title))\" tests=\"\(report.findings.count + report.suppressed.count + passing)\" "
                + "failures=\"\(report.findings.count)\" skipped=\"\(report.suppressed.count)\">",
        ]
        for identifier in identifiers {
            let findings = byRule[identifier] ?? [], suppressed = suppressedByRule[identifier] ?? []
            let tests = max(findings.count + suppressed.count, 1)
            lines.append(
                "  <testsuite name=\"\(escape(identifier))\" tests=\"\(tests)\" "
                    + "failures=\"\(findings.count)\" skipped=\"\(suppressed.count)\">"
            )
            if findings.isEmpty, suppressed.isEmpty {
                lines.append("    <testcase classname=\"\(escape(identifier))\" name=\"no findings\"/>")
            }
            for finding in findings {
                lines.append(testcase(finding))
                var body = "\(finding.severity.rawValue): \(finding.message)"
                if let fix = finding.fixHint { body += "\nfix: \(fix)" }
                if let location = finding.location { body += "\nat \(location)" }
                lines.append(
                    "      <failure type=\"\(finding.severity.rawValue)\" message=\"\(escape(finding.message))\">\(escape(body))</failure>")
                lines.append("    </testcase>")
            }
            for entry in suppressed {
                lines.append(testcase(entry.finding))
                lines.append("      <skipped message=\"\(escape(entry.reason))\"/>")
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n")
    }

    /// The opening tag of a finding's test case, named after its subject.
    private func testcase(_ finding: Finding) -> String {
        var name = finding.subject.scope
        if let element = finding.subject.element { name += " › " + element }
        if let locale = finding.subject.locale { name += " [\(locale)]" }
        let place = finding.location.map { " file=\"\(escape($0.file))\" line=\"\($0.line)\"" } ?? ""
        return "    <testcase classname=\"\(escape(finding.ruleID))\" name=\"\(escape(name))\"\(place)>"
    }

    private func escape(_ text: String) -> String {
        // XML 1.0 forbids most control characters even when escaped.
        TextEscaping.xmlAttribute(text, forbidden: "?")
    }
}
