import LintCore
import SourceText
import Testing

/// The policy settles the findings of every rule into one report.
struct FindingPolicyTests {
    static func finding(line: Int, message: String = "'உ' is not a format conversion") -> Finding {
        Finding(
            ruleID: "broken-specifier", severity: .p0, message: message,
            location: SourceLocation(file: "ta.strings", line: line, column: 1),
            subject: FindingSubject(scope: "Modifiers", locale: "ta"), data: [FindingValue("found", "%உ")])
    }

    /// Maccy's Tamil table breaks one specifier twice on one line; the user is told once.
    @Test func identicalFindingsAreReportedOnce() {
        let output = PartOutput(findings: [Self.finding(line: 16), Self.finding(line: 16), Self.finding(line: 17)])
        let settled = FindingPolicy().settle(output, suppressions: [])
        #expect(settled.findings.map { $0.location?.line } == [16, 17])
    }

    /// Findings that differ in anything the report shows stay apart.
    @Test func findingsThatDifferStayApart() {
        let output = PartOutput(findings: [Self.finding(line: 16), Self.finding(line: 16, message: "another")])
        #expect(FindingPolicy().settle(output, suppressions: []).findings.count == 2)
    }
}
