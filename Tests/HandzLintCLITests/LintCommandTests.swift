import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// A scratch folder with spec files, removed when the test ends.
final class SpecFolder {
    let url: URL

    init(_ files: [String: String]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("handz-lint-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files { try write(name, text) }
    }

    func write(_ name: String, _ text: String) throws { try write(name, Data(text.utf8)) }

    func write(_ name: String, _ data: Data) throws {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    deinit { try? FileManager.default.removeItem(at: url) }
}

enum Samples {
    /// One screen with a P0 (unlabeled icon button), a P1 (32 pt target) and a P2.
    static let screen = """
        kind: screen
        id: libraryHome
        route: Library/Home
        title: "Library"
        elements:
          - id: title
            role: header
            label: "Library"
            frame: [16, 52, 200, 34]
            font: { size: 28, weight: bold, textStyle: largeTitle }
          - id: addButton
            role: iconButton
            frame: [334, 52, 32, 32]
        """

    static let routes = """
        kind: routes
        routes:
          - { id: Library/Home, presentation: push }
          - { id: "Library/Flow Detail", presentation: push }
        edges:
          - { from: Library/Home, to: "Library/Flow Detail" }
        entryPoints: { F: [Library/Home] }
        """
}

struct LintOutputTests {
    @Test func punchListGroupsBySeverityAndExitsOneAtP1() throws {
        let folder = try SpecFolder(["specs/home.yml": Samples.screen, "specs/routes.yml": Samples.routes])
        let result = try CLI.run(["lint", "specs"], in: folder.url)
        #expect(result.status == 1, "P0 and P1 findings fail the default --fail-on P1")
        let text = result.stdout
        // Findings are grouped by rule, the rules with P0 findings first.
        let p0 = try #require(text.range(of: "\nP0 missing-label ("))
        let p1 = try #require(text.range(of: "\nP1 "))
        #expect(p0.lowerBound < p1.lowerBound, "P0 comes first")
        #expect(text.contains("Summary: ") && text.contains("  rule "), "a summary by rule and severity opens the report")
        #expect(text.contains("missing-label"))
        #expect(text.contains("tap-target-size"))
        #expect(text.contains("route-id-format"))
        #expect(text.contains("fix: "))
        #expect(text.contains("CH32 §"))
        #expect(text.contains("specs/home.yml:"), "findings point at the spec file")
        #expect(text.contains("Summary: "))
    }

    @Test func failOnControlsTheExitStatus() throws {
        let folder = try SpecFolder(["home.yml": Samples.screen])
        #expect(try CLI.run(["lint", "home.yml", "--fail-on", "never"], in: folder.url).status == 0)
        #expect(try CLI.run(["lint", "home.yml", "--fail-on", "P0"], in: folder.url).status == 1)
        let clean = try SpecFolder([
            "routes.yml": "kind: routes\nroutes:\n  - { id: Library/Home, presentation: push }\nentryPoints: { F: [Library/Home] }\n"
        ])
        #expect(try CLI.run(["lint", "routes.yml"], in: clean.url).status == 0)
    }

    @Test func jsonCarriesStructuredData() throws {
        let folder = try SpecFolder(["home.yml": Samples.screen])
        let result = try CLI.run(["lint", "home.yml", "--format", "json", "--fail-on", "never"], in: folder.url)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        let target = try #require(findings.first { $0["ruleId"] as? String == "tap-target-size" })
        #expect(target["severity"] as? String == "P1")
        let data = try #require(target["data"] as? [String: Any])
        #expect(data["measured"] != nil && data["required"] != nil, "measured and required values: \(data)")
        #expect(target["fix"] is String)
    }

    @Test func sarifHasTheRequiredFieldsOf210() throws {
        let folder = try SpecFolder(["home.yml": Samples.screen])
        let result = try CLI.run(["lint", "home.yml", "--format", "sarif", "--fail-on", "never"], in: folder.url)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.contains("sarif") == true)
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "handz-lint")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.allSatisfy { $0["id"] is String })
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(!results.isEmpty)
        for result in results {
            #expect(result["ruleId"] is String)
            #expect(["error", "warning", "note", "none"].contains(result["level"] as? String ?? "warning"))
            #expect((result["message"] as? [String: Any])?["text"] is String, "message.text is required")
            let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            #expect((location["artifactLocation"] as? [String: Any])?["uri"] is String)
            let region = try #require(location["region"] as? [String: Any])
            #expect((region["startLine"] as? Int ?? 0) >= 1)
        }
    }

    @Test func junitIsWellFormedXML() throws {
        let folder = try SpecFolder(["home.yml": Samples.screen])
        let result = try CLI.run(["lint", "home.yml", "--format", "junit", "--fail-on", "never"], in: folder.url)
        let document = try XMLDocument(data: Data(result.stdout.utf8))
        let failures = try document.nodes(forXPath: "//testcase/failure")
        #expect(failures.count >= 2)
        #expect(try document.nodes(forXPath: "/testsuites").count == 1)
    }

    @Test func otherFormatsAndOutputFile() throws {
        let folder = try SpecFolder(["home.yml": Samples.screen])
        let markdown = try CLI.run(["lint", "home.yml", "--format", "markdown", "--fail-on", "never"], in: folder.url)
        #expect(markdown.stdout.contains("| ") && markdown.stdout.contains("missing-label"))
        let github = try CLI.run(["lint", "home.yml", "--format", "github", "--fail-on", "never"], in: folder.url)
        #expect(github.stdout.contains("::error file=home.yml,line="))
        let xcode = try CLI.run(["lint", "home.yml", "--format", "xcode", "--fail-on", "never"], in: folder.url)
        #expect(xcode.stdout.contains("home.yml:") && xcode.stdout.contains(": error: "))
        let written = try CLI.run(
            ["lint", "home.yml", "--format", "json", "--output", "report.json", "--fail-on", "never"], in: folder.url)
        #expect(written.stdout.isEmpty)
        #expect(FileManager.default.fileExists(atPath: folder.path("report.json")))
    }

    @Test func githubFormatAppendsAMarkdownSummaryForTheStep() throws {
        let folder = try SpecFolder(["home.yml": Samples.screen])
        try "earlier step\n".write(toFile: folder.path("summary.md"), atomically: true, encoding: .utf8)
        let run = try CLI.run(
            ["lint", "home.yml", "--format", "github", "--fail-on", "never"], in: folder.url,
            environment: ["GITHUB_STEP_SUMMARY": folder.path("summary.md")])
        #expect(run.stdout.contains("::error file=home.yml"))
        let summary = try String(contentsOfFile: folder.path("summary.md"), encoding: .utf8)
        #expect(summary.hasPrefix("earlier step\n## handz-lint"), "appended, not replaced")
        #expect(summary.contains("missing-label"))
        let plain = try CLI.run(
            ["lint", "home.yml", "--format", "github", "--fail-on", "never"], in: folder.url, environment: ["GITHUB_STEP_SUMMARY": ""])
        #expect(plain.status == 0)
    }

    @Test func baselineReportsOnlyNewFindingsAndListsFixedOnes() throws {
        let folder = try SpecFolder(["home.yml": Samples.screen])
        #expect(try CLI.run(["lint", "home.yml", "--write-baseline", "baseline.json"], in: folder.url).status == 0)
        let same = try CLI.run(["lint", "home.yml", "--baseline", "baseline.json"], in: folder.url)
        #expect(same.status == 0, "\(same.stdout)")
        #expect(same.stdout.contains("hidden by the baseline"))
        // Moving an element does not make its finding new (matching ignores line numbers)…
        try folder.write(
            "home.yml", "# moved\n\n" + Samples.screen.replacingOccurrences(of: "[334, 52, 32, 32]", with: "[334, 60, 32, 32]"))
        #expect(try CLI.run(["lint", "home.yml", "--baseline", "baseline.json"], in: folder.url).status == 0)
        // …labeling the button fixes one entry, and a new unlabeled button is new.
        let fixed =
            Samples.screen.replacingOccurrences(
                of: "role: iconButton\n", with: "role: iconButton\n    label: \"Add flow\"\n    hint: \"Creates a flow\"\n")
            + "\n  - id: sortButton\n    role: iconButton\n    frame: [16, 700, 44, 44]\n"
        try folder.write("home.yml", fixed)
        let next = try CLI.run(["lint", "home.yml", "--baseline", "baseline.json"], in: folder.url)
        #expect(next.status == 1)
        #expect(next.stdout.contains("sortButton"))
        #expect(!next.stdout.contains("addButton") || next.stdout.contains("Fixed since the baseline"))
        #expect(next.stdout.contains("Fixed since the baseline"))
    }

    @Test func suppressionsNeedAReasonAndAreListed() throws {
        let suppressed =
            Samples.screen + "\n    lintIgnore: [{ rule: tap-target-size, reason: \"Toolbar button; hit area extended in code\" }]\n"
        let folder = try SpecFolder(["home.yml": suppressed])
        let result = try CLI.run(["lint", "home.yml", "--fail-on", "never"], in: folder.url)
        #expect(!result.stdout.contains("P1 tap-target-size"))
        #expect(result.stdout.contains("hit area extended in code"), "the report lists what was silenced and why")
        try folder.write("home.yml", Samples.screen + "\n    lintIgnore: [{ rule: tap-target-size }]\n")
        let missingReason = try CLI.run(["lint", "home.yml"], in: folder.url)
        #expect(missingReason.status == 1)
        #expect(missingReason.stdout.contains("unreadable-input") && missingReason.stdout.contains("reason"), "\(missingReason.stdout)")
    }
}

/// A file `lint` cannot read is a P0 finding naming its place and the reader's message, and
/// the run goes on (exit 1, as for any P0); a path given that does not exist is a usage error
/// (exit 2).
struct LintBadInputTests {
    func expectInputError(_ files: [String: String], _ arguments: [String] = ["lint", "."], mentions fragments: [String]) throws {
        let folder = try SpecFolder(files)
        let result = try CLI.run(arguments, in: folder.url)
        #expect(result.status == 2, "exit 2 for a usage error; stderr: \(result.stderr)")
        for fragment in fragments { #expect(result.stderr.contains(fragment), "stderr names \(fragment): \(result.stderr)") }
        #expect(!result.stderr.contains("Fatal error"))
    }

    func expectUnreadable(_ files: [String: String], _ arguments: [String] = ["lint", "."], mentions fragments: [String]) throws {
        let folder = try SpecFolder(files)
        let result = try CLI.run(arguments, in: folder.url)
        #expect(result.status == 1, "exit 1 for an unreadable file, as for any P0; stderr: \(result.stderr)")
        #expect(result.stdout.contains("P0 unreadable-input"), "\(result.stdout)")
        for fragment in fragments { #expect(result.stdout.contains(fragment), "the report names \(fragment): \(result.stdout)") }
        #expect(!result.stderr.contains("Fatal error"))
    }

    @Test func malformedYAMLNamesLineAndColumn() throws {
        try expectUnreadable(["bad.yml": "kind: screen\nid: home\nelements:\n  - id: a\n    role: [button\n"], mentions: ["bad.yml:"])
    }

    @Test func unknownFieldSuggestsTheRightOne() throws {
        let typo = Samples.screen.replacingOccurrences(of: "    label: \"Library\"", with: "    lable: \"Library\"")
        try expectUnreadable(["home.yml": typo], mentions: ["home.yml:8:5", "lable", "did you mean 'label'"])
    }

    @Test func wrongTypeIsReported() throws {
        let wrong = Samples.screen.replacingOccurrences(of: "[334, 52, 32, 32]", with: "\"wide\"")
        try expectUnreadable(["home.yml": wrong], mentions: ["home.yml:", "frame"])
    }

    @Test func aliasBombIsBounded() throws {
        var bomb = "kind: screen\nid: bomb\na0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            bomb += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        try expectUnreadable(["bomb.yml": bomb], mentions: ["bomb.yml"])
    }

    @Test func deepNestingIsBounded() throws {
        let deep = "kind: screen\nid: deep\nnotes: " + String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000) + "\n"
        try expectUnreadable(["deep.yml": deep], mentions: ["deep.yml"])
    }

    @Test func deepBlockNestingIsBounded() throws {
        var deep = "kind: screen\nid: deep\nnotes:\n"
        for level in 1...400 { deep += String(repeating: " ", count: level) + "k:\n" }
        try expectUnreadable(["deep.yml": deep], mentions: ["deep.yml:", "nesting is deeper"])
    }

    @Test func invalidUTF8NamesTheByte() throws {
        let folder = try SpecFolder([:])
        var bytes = Data("kind: screen\nid: home\ntitle: \"Caf".utf8)
        bytes.append(contentsOf: [0xE9, 0x22, 0x0A])
        try folder.write("latin1.yml", bytes)
        let result = try CLI.run(["lint", "."], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stdout.contains("latin1.yml:3:"), "\(result.stdout)")
        #expect(result.stdout.contains("UTF-8"))
    }

    @Test func symlinkLoopIsReported() throws {
        let folder = try SpecFolder(["specs/home.yml": Samples.screen])
        try FileManager.default.createSymbolicLink(atPath: folder.path("specs/loop"), withDestinationPath: folder.path("specs"))
        let result = try CLI.run(["lint", "specs"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stdout.contains("loop") && result.stdout.contains("unreadable-input"), "\(result.stdout)")
        #expect(result.stdout.contains("home"), "the screen in the folder is still linted")
    }

    @Test func missingFileAndUnknownKind() throws {
        try expectInputError([:], ["lint", "nope.yml"], mentions: ["nope.yml"])
        try expectUnreadable(["x.yml": "kind: widget\n"], mentions: ["x.yml:1:", "kind"])
    }
}
