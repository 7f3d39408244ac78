import Foundation
import Testing

/// `handz-lint lint` on Swift code, end to end on the sample app (Tests/Fixtures/SampleApp): each
/// `// DEFECT: kind` line has a finding of its rule, nothing else in the code is reported, and the
/// suppressions, previews and output formats work.
struct SwiftLintTests {
    static let sampleApp = CLI.packageRoot.appendingPathComponent("Tests/Fixtures/SampleApp").path

    /// The rule each kind of marked defect is reported under.
    static let ruleOfDefect = [
        "concatenated text": "concatenated-text", "key absent from the catalog": "hardcoded-text", "hard-coded text": "hardcoded-text",
        "icon-only toggle without label": "missing-label", "icon-only link": "missing-label",
        "icon-only control without label": "missing-label",
        "gesture-only action": "gesture-alternative", "small tap target": "tap-target-size",
        "count without plural variations": "count-without-plural",
        "image without label": "image-without-label", "fixed font size": "fixed-font-size",
        // UIKit (issue 18).
        "UIKit gesture-only action": "gesture-alternative", "UIKit small tap target": "tap-target-size",
        "UIKit icon-only button": "missing-label",
        // The rule book's other requirements on code (issue 19), one screen each.
        "hard-coded direction": "hardcoded-direction", "locale-unaware format": "locale-unaware-format", "manual plural": "manual-plural",
        "color-only state": "color-only-state", "disabled look only": "disabled-look-only",
        "motion without reduce motion": "motion-without-reduce-motion",
        "modal without close": "modal-close-and-focus", "tab without text": "tab-text-label",
        "icon button without hint": "icon-button-hint",
        "timer announcements": "timer-announcements", "fixed-height text": "fixed-height-text",
        "destructive action without confirmation": "destructive-confirmation", "purchase without restore": "purchase-restore-reachable",
        // Contrast of asset colors in light and dark (issue 20).
        "low contrast in dark mode": "text-contrast",
    ]

    static func defects() throws -> [(file: String, line: Int, rule: String)] {
        var defects: [(String, Int, String)] = []
        let files = FileManager.default.enumerator(atPath: sampleApp)!.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        for relative in files {
            let path = sampleApp + "/" + relative
            let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() {
                guard let marker = line.range(of: "// DEFECT: ") else { continue }
                let kind = String(line[marker.upperBound...])
                defects.append((path, index + 1, try #require(ruleOfDefect[kind], "unknown defect kind \(kind)")))
            }
        }
        return defects
    }

    static func findings(_ arguments: [String] = []) throws -> (status: Int32, json: [String: Any]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("handz-swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Run outside the repository so Rules/handz.yml is not picked up: someone else's app.
        let result = try CLI.run(["lint", sampleApp, "--format", "json"] + arguments, in: folder)
        return (
            result.status,
            try #require(
                try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], Comment(rawValue: result.stderr))
        )
    }

    @Test func everyMarkedDefectIsFoundAndNothingElseInTheCode() throws {
        let (status, json) = try Self.findings()
        #expect(status == 1, "P0/P1 findings fail the default --fail-on P1")
        let findings = try #require(json["findings"] as? [[String: Any]])
        let swift = findings.filter { (($0["location"] as? [String: Any])?["file"] as? String)?.hasSuffix(".swift") == true }
        func place(_ finding: [String: Any]) -> (String, Int) {
            let location = finding["location"] as! [String: Any]
            return (location["file"] as! String, location["line"] as! Int)
        }
        let defects = try Self.defects()
        #expect(defects.count == 35)
        // A finding sits on the marked line or on the statement it belongs to (a control's
        // first line, the suppression comment above).
        for defect in defects {
            let found = swift.contains { finding in
                let (file, line) = place(finding)
                return file == defect.file && (defect.line - 3...defect.line).contains(line) && finding["ruleId"] as? String == defect.rule
            }
            #expect(found, "\(defect.file):\(defect.line) is reported as \(defect.rule)")
        }
        for finding in swift where finding["ruleId"] as? String != "invalid-suppression" {
            let (file, line) = place(finding)
            #expect(defects.contains { $0.file == file && (line...line + 3).contains($0.line) }, "unexpected: \(finding["message"] ?? "")")
        }
        #expect(swift.contains { $0["ruleId"] as? String == "invalid-suppression" }, "the suppression without a reason is reported")
        let suppressed = try #require(json["suppressed"] as? [[String: Any]])
        #expect(suppressed.contains { ($0["reason"] as? String) == "brand name, never translated" })
        #expect(!findings.contains { ($0["message"] as? String)?.contains("Preview only text") == true }, "previews are skipped")
    }

    @Test func previewsAreCheckedWhenTheRulesFileAsksAndEveryFormatRenders() throws {
        let rules = FileManager.default.temporaryDirectory.appendingPathComponent("handz-rules-\(UUID().uuidString).yml")
        try "version: 1\nswift: { includePreviews: true }\n".write(to: rules, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: rules) }
        let (_, json) = try Self.findings(["--config", rules.path])
        let findings = try #require(json["findings"] as? [[String: Any]])
        #expect(findings.contains { ($0["message"] as? String)?.contains("Preview only text") == true })
        for format in ["text", "xcode", "markdown", "sarif", "junit", "github", "html"] {
            let result = try CLI.run(
                ["lint", Self.sampleApp, "--format", format, "--fail-on", "never"], in: FileManager.default.temporaryDirectory)
            #expect(result.status == 0, "\(format): \(result.stderr)")
            #expect(result.stdout.contains("RecipeDetailView.swift"), "\(format) names the Swift file")
        }
    }

    @Test func badSwiftInputIsAFindingWithThePlace() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("handz-badswift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data([0x54, 0x65, 0x78, 0x74, 0x28, 0x22, 0xC3, 0x28, 0x22, 0x29, 0x0A]).write(to: folder.appendingPathComponent("Bad.swift"))
        let result = try CLI.run(["lint", "Bad.swift"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.stdout.contains("unreadable-input") && result.stdout.contains("Bad.swift:1:") && result.stdout.contains("UTF-8"),
            "\(result.stdout)")
        let missing = try CLI.run(["lint", "Nowhere.swift"], in: folder)
        #expect(missing.status == 2 && missing.stderr.contains("Nowhere.swift"))
    }
}
