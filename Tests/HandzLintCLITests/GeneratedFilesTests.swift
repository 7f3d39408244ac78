import Foundation
import Testing

/// What is derived from the rule files stays derived: the rule lists, the rules file's schema
/// and README's rule tables are what the generators write now (`Scripts/generate-docs.sh`).
struct GeneratedFilesTests {
    @Test func ruleListsAreTheGeneratorsOutput() throws {
        let generator = CLI.binary.deletingLastPathComponent().appendingPathComponent("generate-rule-lists")
        let result = try ChildProcess.run(
            generator, ["--check"], in: CLI.packageRoot, environment: ProcessInfo.processInfo.environment, stdin: nil)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }

    @Test func readmeRuleTablesAreTheRulesOwn() throws {
        let readme = try String(contentsOf: CLI.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(
            readme.components(separatedBy: "<!-- rules:begin -->\n").dropFirst().first?.components(separatedBy: "<!-- rules:end -->").first,
            "README.md has the rules markers")
        let tables = try CLI.run(["rules", "--markdown"])
        #expect(tables.status == 0)
        #expect(section == tables.stdout, "README's rule tables are stale: run Scripts/generate-docs.sh")
    }
}
