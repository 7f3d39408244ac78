import SourceText
/// JUnit XML: one test suite per rule that ran, one failing test case per finding, and a
/// passing case for each rule without findings, so CI test dashboards show what was checked.
public struct JUnitReporter: Reporter {
    public init() {}

    public func render(_ report: LintReport) -> String {
        let byRule = Dictionary(grouping: report.findings, by: \.ruleID)
        var identifiers = report.rules.map(\.identifier)
        for identifier in byRule.keys.sorted() where !identifiers.contains(identifier) { identifiers.append(identifier) }
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                     "<testsuites name=\"\(escape(report.title))\" tests=\"\(max(report.findings.count, 0) + identifiers.filter { byRule[$0] == nil }.count)\" failures=\"\(report.findings.count)\">"]
        for identifier in identifiers {
            let findings = byRule[identifier] ?? []
            lines.append("  <testsuite name=\"\(escape(identifier))\" tests=\"\(max(findings.count, 1))\" failures=\"\(findings.count)\">")
            if findings.isEmpty {
                lines.append("    <testcase classname=\"\(escape(identifier))\" name=\"no findings\"/>")
            }
            for finding in findings {
                var name = finding.subject.scope
                if let element = finding.subject.element { name += " › " + element }
                if let locale = finding.subject.locale { name += " [\(locale)]" }
                lines.append("    <testcase classname=\"\(escape(identifier))\" name=\"\(escape(name))\" file=\"\(escape(finding.location?.file ?? ""))\" line=\"\(finding.location?.line ?? 0)\">")
                var body = "\(finding.severity.rawValue): \(finding.message)"
                if let fix = finding.fixHint { body += "\nfix: \(fix)" }
                if let location = finding.location { body += "\nat \(location)" }
                lines.append("      <failure type=\"\(finding.severity.rawValue)\" message=\"\(escape(finding.message))\">\(escape(body))</failure>")
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n")
    }

    private func escape(_ text: String) -> String {
        // XML 1.0 forbids most control characters even when escaped.
        TextEscaping.xmlAttribute(text, forbidden: "?")
    }
}
