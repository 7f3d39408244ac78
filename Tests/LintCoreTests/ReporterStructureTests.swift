import Foundation
import LintCore
import SourceText
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// What the golden files cannot show at a glance: that each machine format parses with a
/// standard parser and gives back exactly the text that went in (escaping is complete and
/// nothing is escaped twice).
struct ReporterStructureTests {
    static let report = ReportFixtures.full

    @Test func jsonParsesAndKeepsEveryText() throws {
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(ReportFormat.json.render(Self.report).utf8)) as? [String: Any])
        #expect(object["title"] as? String == Self.report.title)
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.map { $0["message"] as? String } == Self.report.findings.map(\.message))
        #expect(findings.map { $0["fingerprint"] as? String } == Self.report.findings.map(\.fingerprint))
        let first = try #require(findings.first)
        #expect((first["location"] as? [String: Any])?["file"] as? String == "Specs/home screen.yml")
        #expect((first["data"] as? [String: String])?[FindingValue.documentSource] == "PRD, part 2.txt:141")
        #expect(findings.contains { $0["outcome"] as? String == "needs-review" && $0["location"] == nil })
        let suppressed = try #require(object["suppressed"] as? [[String: Any]])
        #expect(suppressed.map { $0["reason"] as? String } == Self.report.suppressed.map(\.reason))
        #expect(object["fixedBaselineEntries"] as? [String] == Self.report.fixedBaselineEntries)
        #expect(object["baselined"] as? Int == 3)
        #expect(object["summary"] as? [String: Int] == ["P0": 2, "P1": 2, "P2": 2])
    }

    @Test func sarifParsesAndKeepsEveryText() throws {
        let log = try #require(try JSONSerialization.jsonObject(with: Data(ReportFormat.sarif.render(Self.report).utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        let shown = results.filter { $0["suppressions"] == nil }
        #expect(
            shown.map { ($0["message"] as? [String: Any])?["text"] as? String }
                == Self.report.findings.map { $0.message + ($0.fixHint.map { " Fix: \($0)" } ?? "") })
        #expect(shown.map { $0["level"] as? String } == ["error", "error", "error", "error", "warning", "note"])
        let suppressed = results.filter { $0["suppressions"] != nil }
        #expect(
            suppressed.compactMap { (($0["suppressions"] as? [[String: Any]])?.first)?["justification"] as? String }
                == Self.report.suppressed.map(\.reason))
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == Self.report.rules.map(\.identifier))
        for result in results {
            guard let index = result["ruleIndex"] as? Int else {
                #expect(
                    !Self.report.rules.contains { $0.identifier == result["ruleId"] as? String },
                    "ruleIndex is given when the rule is listed")
                continue
            }
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
        }
        let uris = results.compactMap {
            ((($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?[
                "uri"] as? String
        }
        #expect(uris.contains("Specs/home%20screen.yml"), "artifact locations are URI references: \(uris)")
        #expect(uris.contains("Specs/%C3%A9cran%20d'accueil.yml"))
        #expect(uris.allSatisfy { URL(string: $0) != nil })
    }

    @Test func junitParsesWithXMLParserAndKeepsEveryText() throws {
        let document = try JUnitDocument(ReportFormat.junit.render(Self.report))
        #expect(document.root?["name"] == Self.report.title)
        // Grouped by rule, so compared as sets.
        #expect(document.failures.compactMap { $0["message"] }.sorted() == Self.report.findings.map(\.message).sorted())
        #expect(document.failures.allSatisfy { $0.text.contains($0["message"] ?? "\u{0}") }, "the body repeats the message")
        #expect(document.skipped.compactMap { $0["message"] }.sorted() == Self.report.suppressed.map(\.reason).sorted())
        let total = try #require(document.root?["tests"].flatMap(Int.init))
        #expect(total == document.testcases.count)
        #expect(document.root?["failures"] == String(Self.report.findings.count))
        #expect(document.root?["skipped"] == String(Self.report.suppressed.count))
        #expect(document.suites.map { $0["name"] ?? "" } == Self.report.rules.map(\.identifier) + ["shipped-key-removed"])
        for suite in document.suites {
            let name = suite["name"] ?? ""
            let cases = document.testcases.filter { $0["classname"] == name }
            #expect(suite["tests"] == String(cases.count), "\(name)")
        }
    }

    @Test func githubLinesAreWorkflowCommandsThatUnescapeToTheMessage() throws {
        let lines = ReportFormat.github.render(Self.report).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let commands = lines.filter { $0.hasPrefix("::") }
        #expect(commands.count == Self.report.findings.count)
        let pattern = try Regex(#"^::(error|warning|notice) (?:file=([^,:]*),line=(\d+),col=(\d+),)?title=([^,:]*)::([^\r\n]*)$"#)
        for (line, finding) in zip(commands, Self.report.findings) {
            let match = try #require(try pattern.wholeMatch(in: line), "\(line)")
            let level = String(match.output[1].substring ?? "")
            #expect(level == (finding.outcome == .needsReview ? "notice" : finding.severity == .p2 ? "warning" : "error"))
            if let location = finding.location {
                #expect(Self.unescapeGitHub(String(match.output[2].substring ?? ""), property: true) == location.file)
                #expect(match.output[3].substring.map(String.init) == String(location.line))
            } else {
                #expect(match.output[2].substring == nil)
            }
            #expect(
                Self.unescapeGitHub(String(match.output[5].substring ?? ""), property: true)
                    == "\(finding.severity.rawValue) \(finding.ruleID)")
            let message = Self.unescapeGitHub(String(match.output[6].substring ?? ""), property: false)
            #expect(message.hasPrefix(finding.message), "\(message)")
        }
    }

    @Test func markdownRowsKeepTheirColumns() {
        let lines = ReportFormat.markdown.render(Self.report).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Tables are runs of lines starting with "| ": every row has its header's cells.
        var tables: [[String]] = []
        var current: [String] = []
        for line in lines + [""] {
            if line.hasPrefix("| ") {
                current.append(line)
            } else if !current.isEmpty {
                tables.append(current)
                current = []
            }
        }
        func cells(_ row: String) -> Int {
            // Cells are split by pipes that are not escaped.
            row.replacingOccurrences(of: "\\|", with: "").split(separator: "|", omittingEmptySubsequences: false).count
        }
        for table in tables {
            #expect(table.allSatisfy { cells($0) == cells(table[0]) }, "\(table)")
        }
        let findingRows = tables.filter { $0[0].hasPrefix("| severity |") }.map { $0.count - 2 }.reduce(0, +)
        #expect(findingRows == Self.report.findings.count, "a row per finding in the tables of its rule")
        #expect(tables.first?.count == 2 + Set(Self.report.findings.map(\.ruleID)).count, "the summary has a row per rule")
        #expect(!lines.contains { $0.contains("<b>") || $0.contains("<text>") || $0.contains("<routes>") }, "text is not read as HTML")
    }

    /// Issue 17: people's formats list 20 findings of a rule and say how many more; tools'
    /// formats hold every finding; every format carries the translation progress.
    @Test func humanFormatsListTwentyPerRuleAndMachineFormatsEverything() throws {
        let report = ReportFixtures.crowded
        let text = ReportFormat.text.render(report)
        #expect(text.components(separatedBy: "  P2 App/de.lproj/Localizable.strings:").count - 1 == 20)
        #expect(text.contains("… 2 more (--all to list them)"))
        let all = ReportFormat.text.render(report, listAll: true)
        #expect(all.components(separatedBy: "  P2 App/de.lproj/Localizable.strings:").count - 1 == 22)
        #expect(!all.contains("more (--all"))
        // The progress table: required first, with the counts the findings carry.
        let table = text.split(separator: "\n").filter { $0.hasPrefix("  de *") || $0.hasPrefix("  fr ") }
        #expect(table.count == 2 && table[0].hasPrefix("  de *"), "\(table)")
        #expect(table.first?.contains("36 of 40") == true && table.first?.hasSuffix("90%") == true, "\(table)")
        let markdown = ReportFormat.markdown.render(report)
        #expect(
            markdown.contains("… 2 more (--all to list them)")
                && markdown.contains("| **de** | Localizable | 36 of 40 | 3 | 1 | 0 | 90% |")
        )
        let json = try #require(try JSONSerialization.jsonObject(with: Data(ReportFormat.json.render(report).utf8)) as? [String: Any])
        #expect((json["findings"] as? [Any])?.count == 24)
        let page = ReportFormat.html.render(report)
        #expect(page.components(separatedBy: " data-rule=\"").count - 1 == 24, "an element per finding: cards and rows")
        #expect(
            page.components(separatedBy: "<article class=\"finding ").count - 1 == 20 + 2,
            "20 cards for the crowded rule, and the 2 progress findings")
        #expect(page.contains("id=\"progress\"") && page.contains("id=\"overview\""))
        for format in [ReportFormat.xcode, .github, .sarif, .junit] {
            #expect(format.render(report).contains("row.22"), "\(format) holds every finding")
        }
    }

    /// A large app's punch list: 40 rules with 30 findings each (8 of them P0 rules) would list
    /// 800 findings; the text stays within its line budget, names every rule in its summary,
    /// lists at least one finding of each rule and gives the budget to the P0 rules first.
    @Test func textStaysWithinItsLineBudgetAndListsBlockersFirst() throws {
        let findings = (0..<40).flatMap { rule in
            (1...30).map { index in
                Finding(
                    ruleID: "rule-\(rule)", severity: rule < 8 ? .p0 : .p2, message: "finding \(index) of rule \(rule)",
                    location: SourceLocation(file: "App/File\(index).swift", line: index, column: 1),
                    subject: FindingSubject(scope: "App/File\(index).swift", element: "element \(index)"),
                    fixHint: "fix \(index)")
            }
        }
        let report = LintReport(title: "handz-lint app", tool: LintReport.Tool(version: "1.2.3"), rules: [], findings: findings)
        let lines = ReportFormat.text.render(report).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count <= ListLimit.reportLines, "\(lines.count) lines")
        for rule in 0..<40 {
            #expect(lines.contains { $0.hasPrefix("  rule-\(rule) ") }, "rule-\(rule) is in the summary")
            #expect(lines.contains { $0.contains("finding 1 of rule \(rule)") }, "rule-\(rule) lists its first finding")
        }
        let listed = { (rule: Int) in lines.filter { $0.hasPrefix("      finding ") && $0.hasSuffix(" of rule \(rule)") }.count }
        #expect(listed(0) > 1 && listed(0) >= listed(39), "blockers get the budget first: \(listed(0)) against \(listed(39))")
        #expect(lines.contains("  … \(30 - listed(39)) more (--all to list them)"))
        let all = ReportFormat.text.render(report, listAll: true)
        #expect(all.components(separatedBy: "      finding ").count - 1 == 1200)
    }

    /// The keys a progress finding lists come back from its data, and a finding that gains a
    /// key is new against the keys recorded before.
    @Test func progressFindingsCarryTheirKeys() throws {
        let french = try #require(
            ReportFixtures.crowded.findings.first { $0.subject.locale == "fr" && $0.ruleID == "translation-progress" })
        #expect(french.members.count == 12)
        #expect(TranslationProgress(french)?.translated == 28)
        #expect(french.withNewMembers(since: Set(french.members)) == nil)
        let marked = try #require(french.withNewMembers(since: Set(french.members.dropFirst())))
        #expect(marked.message.hasSuffix("(1 new: \"key.1\")"))
        #expect(marked.data.last == FindingValue("added", "key.1"))
    }

    @Test func xcodeGivesOneLinePerFinding() throws {
        let lines = ReportFormat.xcode.render(Self.report).split(separator: "\n", omittingEmptySubsequences: false)
        let diagnostic = try Regex(#"^(?:[^:]+:\d+:\d+|[^:\s]+): (error|warning|note): \[P[012] [a-z-]+\] .+ \(.+\)$"#)
        #expect(lines.prefix(Self.report.findings.count).allSatisfy { (try? diagnostic.wholeMatch(in: $0)) != nil }, "\(lines)")
    }

    @Test func htmlHasAnArticlePerFindingAndNoUnescapedText() {
        let page = ReportFormat.html.render(Self.report)
        #expect(page.components(separatedBy: "<article class=\"finding ").count - 1 == Self.report.findings.count)
        let rules = Self.report.findings.map { "data-rule=\"\($0.ruleID)\" data-severity=\"\($0.severity.rawValue)\"" }
        #expect(rules.allSatisfy { page.contains($0) })
        for raw in ["<text>", "<routes>", "<b>only", "\"addButton\""] { #expect(!page.contains(raw), "\(raw) is escaped") }
        #expect(page.contains("libraryHome › close: "), "suppressed findings name their element")
    }

    /// "\r\n" is one Character in Swift: escapers that compared characters missed the "\r" and
    /// "\n" inside it, and a "|" followed by a combining mark.
    @Test func windowsLineBreaksAndCombiningMarksAreEscaped() throws {
        let finding = Finding(
            ruleID: "text-contrast", severity: .p2, message: "first\r\nsecond |\u{301} third",
            location: SourceText.SourceLocation(file: "a.yml", line: 1, column: 1), subject: FindingSubject(scope: "s"))
        let report = LintReport(title: "t", tool: .init(version: "1"), rules: [], findings: [finding])
        let github = ReportFormat.github.render(report).split(separator: "\n").map(String.init)
        #expect(github.first == "::warning file=a.yml,line=1,col=1,title=P2 text-contrast::first%0D%0Asecond |\u{301} third")
        let markdown = ReportFormat.markdown.render(report)
        #expect(markdown.contains("| first<br>second \\|\u{301} third |"), "\(markdown)")
        let xcode = ReportFormat.xcode.render(report).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(xcode.count == 2 && xcode[0].hasSuffix("first second |\u{301} third (s)"), "\(xcode)")
        #expect("a\r\nb".replacingAll("\n", with: "N") == "a\rNb")
        #expect("x|\u{301}".replacingAll("|", with: "\\|") == "x\\|\u{301}")
    }

    static func unescapeGitHub(_ text: String, property: Bool) -> String {
        var result = text.replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%0A", with: "\n")
        if property { result = result.replacingOccurrences(of: "%3A", with: ":").replacingOccurrences(of: "%2C", with: ",") }
        return result.replacingOccurrences(of: "%25", with: "%")
    }
}

/// The parts of a JUnit report the tests look at, read with Foundation's XMLParser.
final class JUnitDocument: NSObject, XMLParserDelegate {
    struct Element {
        let attributes: [String: String]
        var text = ""
        subscript(name: String) -> String? { attributes[name] }
    }

    private(set) var root: Element?
    private(set) var suites: [Element] = []
    private(set) var testcases: [Element] = []
    private(set) var failures: [Element] = []
    private(set) var skipped: [Element] = []
    private var current: String?

    init(_ text: String) throws {
        super.init()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = self
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.propertyListReadCorrupt) }
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        current = name
        let element = Element(attributes: attributes)
        switch name {
        case "testsuites": root = element
        case "testsuite": suites.append(element)
        case "testcase": testcases.append(element)
        case "failure": failures.append(element)
        case "skipped": skipped.append(element)
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if current == "failure", !failures.isEmpty { failures[failures.count - 1].text += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) { current = nil }
}
