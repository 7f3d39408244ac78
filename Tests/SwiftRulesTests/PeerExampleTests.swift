import Foundation
import HandzLintKit
import LintCore
import LintTestSupport
import Testing

/// SwiftLint's examples for its two accessibility rules, as shapes of our own
/// (Tests/Fixtures/PeerExamples/README.md): the matching rules report exactly the lines marked
/// `// flagged`, except where `differences.tsv` says CH32 decides otherwise.
struct PeerExampleTests {
    static let root = PackageRoot.path("Tests/Fixtures/PeerExamples")
    static let rulesByFolder = [
        "AccessibilityLabelForImage": ["image-without-label", "missing-label"],
        "AccessibilityTraitForButton": ["gesture-alternative"],
    ]

    /// Lines handz-lint reports instead of the marked ones, by file.
    static func differences() throws -> [String: Set<Int>] {
        let text = try String(contentsOfFile: root + "/differences.tsv", encoding: .utf8)
        var result: [String: Set<Int>] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3 else { continue }
            result[String(fields[0])] = Set(fields[1].split(separator: ",").compactMap { Int($0) })
        }
        return result
    }

    static func examples(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root + "/" + folder).filter { $0.hasSuffix(".swift") }.sorted()
    }

    /// The lines the folder's rules report in one file.
    static func reportedLines(_ source: String, rules: [String]) throws -> Set<Int> {
        var lines = Set<Int>()
        for identifier in rules {
            let rule = try #require(RuleCatalog.shared.rule(identifier))
            for finding in try RuleExamples.findings(of: rule, in: RuleExample(swift: source)) {
                if let line = finding.location?.line { lines.insert(line) }
            }
        }
        return lines
    }

    @Test(arguments: rulesByFolder.keys.sorted())
    func agreesExceptWhereCH32DecidesOtherwise(_ folder: String) throws {
        let differences = try Self.differences()
        let files = try Self.examples(in: folder)
        #expect(files.count >= 24, "the fixtures are there")
        var agreements = 0
        for file in files {
            let source = try String(contentsOfFile: Self.root + "/\(folder)/\(file)", encoding: .utf8)
            let marked = Set(
                source.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                    .filter { $0.element.hasSuffix("// flagged") }.map { $0.offset + 1 })
            let reported = try Self.reportedLines(source, rules: Self.rulesByFolder[folder]!)
            let expected = differences["\(folder)/\(file)"] ?? marked
            #expect(reported == expected, "\(folder)/\(file): reported on lines \(reported.sorted()), expected \(expected.sorted())")
            if reported == marked { agreements += 1 }
        }
        let disagreements = differences.keys.filter { $0.hasPrefix(folder + "/") }.count
        #expect(agreements == files.count - disagreements)
    }
}
