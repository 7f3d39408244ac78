import Foundation
import LintCore
import LintTestSupport
import SourceText
import Testing

/// Baselines match findings by rule and subject, never by line; they are written and read as
/// versioned JSON, and a file that is not one is an input error naming it.
struct BaselineTests {
    static func finding(
        _ rule: String, _ scope: String, element: String? = nil, locale: String? = nil, line: Int = 1, message: String = "m"
    ) -> Finding {
        Finding(
            ruleID: rule, severity: .p1, message: message, location: SourceLocation(file: "a.yml", line: line, column: 1),
            subject: FindingSubject(scope: scope, element: element, locale: locale))
    }

    @Test func oneEntryPerFingerprintInFingerprintOrder() {
        let baseline = Baseline(findings: [
            Self.finding("tap-target-size", "home", element: "b"),
            Self.finding("missing-label", "home", element: "a", line: 3),
            Self.finding("tap-target-size", "home", element: "b", line: 40, message: "moved"),
        ])
        #expect(baseline.entries.map(\.fingerprint) == ["missing-label|home|a|", "tap-target-size|home|b|"])
        #expect(baseline.entries.last?.message == "m", "the first finding's message is kept")
    }

    @Test func writtenBaselinesReadBack() throws {
        let folder = try ScratchFolder()
        let baseline = Baseline(findings: [
            Self.finding("placeholder-mismatch", "screen.count", locale: "ar", message: "uses %@ \"here\""),
            Self.finding("missing-label", "home", element: "close"),
        ])
        try folder.write("baseline.json", baseline.text())
        let read = try Baseline.read(path: folder.path("baseline.json"))
        #expect(read.entries == baseline.entries)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(baseline.text().utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        let entries = try #require(object["entries"] as? [[String: String]])
        #expect(
            entries.first == [
                "fingerprint": "missing-label|home|close|", "rule": "missing-label", "scope": "home", "element": "close", "locale": "",
                "message": "m",
            ])
        #expect(entries.last?["locale"] == "ar")
    }

    @Test func filterHidesKnownFindingsWhateverTheirLineAndListsFixedOnes() {
        let baseline = Baseline(findings: [
            Self.finding("tap-target-size", "home", element: "b", line: 1),
            Self.finding("missing-label", "home", element: "a", message: "no label"),
            Self.finding("placeholder-mismatch", "screen.count", locale: "ar", message: "%@ vs %lld"),
        ])
        let now = [Self.finding("tap-target-size", "home", element: "b", line: 90), Self.finding("tap-target-size", "home", element: "c")]
        let (new, hidden, fixed) = baseline.filter(now)
        #expect(new.map(\.subject.element) == ["c"])
        #expect(hidden == 1)
        #expect(
            fixed == ["missing-label › home › a: no label", "placeholder-mismatch › screen.count › ar: %@ vs %lld"],
            "fixed entries name rule, subject and locale, without empty parts")
        #expect(Baseline(findings: []).filter(now).new == now)
    }

    @Test func assembledReportsApplyTheBaseline() {
        let findings = [Self.finding("tap-target-size", "home", element: "b"), Self.finding("missing-label", "home", element: "a")]
        let plain = LintReport.assemble(title: "t", rules: [], findings: findings, baseline: nil)
        #expect(plain.findings.count == 2 && plain.baselinedCount == 0 && plain.fixedBaselineEntries.isEmpty)
        #expect(plain.tool.version == HandzLintVersion.current)
        #expect(plain.findings.map(\.ruleID) == ["missing-label", "tap-target-size"], "in report order")
        let baseline = Baseline(findings: [findings[0], Self.finding("text-contrast", "home", element: "title", message: "2.8:1")])
        let filtered = LintReport.assemble(title: "t", rules: [], findings: findings, baseline: baseline)
        #expect(filtered.findings.map(\.ruleID) == ["missing-label"])
        #expect(filtered.baselinedCount == 1)
        #expect(filtered.fixedBaselineEntries == ["text-contrast › home › title: 2.8:1"])
    }

    @Test(arguments: [
        ("{ \"version\": 1, ", "baseline.json:1:17", "expected a string, found the end of the file"),
        ("", "baseline.json:1:1", "expected a value"),
        ("[]", "baseline.json", "not a handz-lint baseline"),
        ("{\"version\": 2, \"entries\": []}", "baseline.json", "not a handz-lint baseline"),
        ("{\"version\": 1}", "baseline.json", "not a handz-lint baseline"),
        ("{\"version\": 1, \"entries\": {}}", "baseline.json", "not a handz-lint baseline"),
        ("{\"version\": 1, \"entries\": [{\"message\": \"x\"}]}", "baseline.json", "a baseline entry has no fingerprint"),
        ("{\"version\": 1, \"entries\": [{\"fingerprint\": 5}]}", "baseline.json", "a baseline entry has no fingerprint"),
        ("{\"version\": 1,\n \"version\": 1, \"entries\": []}", "baseline.json:2:2", "duplicate member \"version\""),
    ])
    func malformedBaselinesAreInputErrorsNamingTheFile(_ text: String, place: String, message: String) throws {
        let folder = try ScratchFolder(["baseline.json": text])
        let error = try #require(throws: InputError.self) { try Baseline.read(path: folder.path("baseline.json")) }
        #expect(error.file == folder.path("baseline.json"))
        #expect(error.description.hasPrefix(folder.url.path + "/" + place + ": error: "), "\(error)")
        #expect(error.message.contains(message), "\(error)")
    }

    @Test func unreadableBaselinesAreInputErrors() throws {
        let folder = try ScratchFolder()
        try folder.write("latin1.json", Data([0x7B, 0x22, 0xE9, 0x22, 0x7D]))
        let encoding = try #require(throws: InputError.self) { try Baseline.read(path: folder.path("latin1.json")) }
        #expect(encoding.location?.line == 1 && encoding.location?.column == 3, "\(encoding)")
        #expect(encoding.message.contains("UTF-8"))
        let missing = try #require(throws: InputError.self) { try Baseline.read(path: folder.path("nope.json")) }
        #expect(missing.file.hasSuffix("nope.json"))
        #expect(missing.message.contains("cannot open"))
    }
}
