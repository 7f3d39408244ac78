import Foundation
import Testing

/// `handz-lint rules`: the list (text and JSON), `explain`, and `schema`.
struct RulesCommandTests {
    static func listed() throws -> [[String: Any]] {
        let result = try CLI.run(["rules", "--format", "json"])
        #expect(result.status == 0)
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    }

    @Test func jsonListsEveryRuleOnceWithItsOptions() throws {
        let rules = try Self.listed()
        let ids = rules.compactMap { $0["id"] as? String }
        #expect(ids.count == rules.count && Set(ids).count == ids.count, "one entry per rule")
        #expect(Set(rules.compactMap { $0["family"] as? String }) == ["accessibility", "navigation", "catalog", "source", "input"])
        let reading = Set(rules.filter { ($0["inputs"] as? [String])?.contains("swift") == true }.compactMap { $0["id"] as? String })
        #expect(reading.isSuperset(of: ["missing-label", "tap-target-size", "hardcoded-text", "unknown-key", "unused-key"]))
        for rule in rules {
            #expect(["P0", "P1", "P2"].contains(rule["severity"] as? String ?? ""), "\(rule["id"] ?? "")")
            #expect((rule["summary"] as? String)?.isEmpty == false)
            #expect((rule["reference"] as? String)?.isEmpty == false)
        }
        let tap = try #require(rules.first { $0["id"] as? String == "tap-target-size" })
        let options = try #require(tap["options"] as? [[String: String]])
        #expect(options.map { $0["name"] } == ["minimumTarget", "blockerTarget"])
        #expect(options.first?["default"] == "44")
    }

    @Test func textGroupsRulesByFamily() throws {
        let result = try CLI.run(["rules"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let headers = lines.filter { !$0.hasPrefix(" ") && !$0.isEmpty && !$0.hasPrefix("`") }
        #expect(
            headers == [
                "Accessibility (screen specs and Swift code)", "Navigation (route specs)", "Catalogs", "Swift code only",
                "Inputs (every file a run reads)",
            ])
        for rule in try Self.listed() {
            let id = rule["id"] as? String ?? ""
            #expect(lines.contains { $0.hasPrefix("  \(rule["severity"] ?? "")  \(id) ") }, "\(id) is listed with its severity")
        }
        #expect(try CLI.run(["rules", "list"]).stdout == result.stdout, "list is the default")
    }

    @Test func explainPrintsOptionsAndExamples() throws {
        let result = try CLI.run(["rules", "explain", "tap-target-size"])
        #expect(result.status == 0)
        let text = result.stdout
        #expect(text.hasPrefix("tap-target-size — "))
        #expect(text.contains("severity: P1    reference: CH32 §4.1    family: accessibility"))
        #expect(text.contains("\n  minimumTarget = 44    "))
        #expect(text.contains("\n  blockerTarget = 24    "))
        let flagged = try #require(text.range(of: "\nFlagged:\n")), accepted = try #require(text.range(of: "\nAccepted:\n"))
        #expect(flagged.upperBound < accepted.lowerBound)
        #expect(
            text.contains("    # with rules: { tap-target-size: { minimumTarget: 56 } }"), "an example's configuration is shown with it")
        #expect(text[flagged.upperBound..<accepted.lowerBound].contains("frame: [320, 700, 32, 32]"))
    }

    @Test(arguments: ["missing-label", "unreachable-route", "placeholder-mismatch"])
    func explainWorksForEveryFamily(_ id: String) throws {
        let result = try CLI.run(["rules", "explain", id])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("\(id) — "))
        #expect(result.stdout.contains("\nWhy: ") && result.stdout.contains("\nFlagged:\n") && result.stdout.contains("\nAccepted:\n"))
    }

    @Test func theAppsPolicyOptionIsShownAtTheTopLevel() throws {
        let result = try CLI.run(["rules", "explain", "route-policy"])
        #expect(result.stdout.contains("(the app's, written at the top level: policy: …)"), "\(result.stdout.prefix(1200))")
    }

    @Test(arguments: [
        ("tap-target", "did you mean tap-target-size?"), ("tap-targte-size", "did you mean tap-target-size?"),
        ("Missing-Label", "did you mean missing-label?"), ("zzz", "unknown rule 'zzz' (`handz-lint rules` lists them)"),
    ])
    func unknownRulesExitTwoWithASuggestion(_ id: String, _ message: String) throws {
        let result = try CLI.run(["rules", "explain", id])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test func schemaIsTheCommittedFile() throws {
        let result = try CLI.run(["rules", "schema"])
        #expect(result.status == 0)
        let committed = try String(contentsOf: CLI.packageRoot.appendingPathComponent("Specs/schema/rules.schema.json"), encoding: .utf8)
        #expect(result.stdout == committed)
        #expect(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) is [String: Any])
    }
}
