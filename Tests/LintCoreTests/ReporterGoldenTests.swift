import Foundation
import LintCore
import Testing

/// Every reporter's output for the fixture reports, compared with the committed files in
/// `Golden/`. A change in what a reporter prints shows up as a diff of those files in review.
///
/// After an intended change, regenerate them and read the diff:
///
///     HANDZ_UPDATE_GOLDEN=1 swift test --filter ReporterGolden
struct ReporterGoldenTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    static let updating = ProcessInfo.processInfo.environment["HANDZ_UPDATE_GOLDEN"] == "1"

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let format: ReportFormat
        let color: Bool

        var report: LintReport {
            switch name {
            case "full": ReportFixtures.full
            case "crowded": ReportFixtures.crowded
            default: ReportFixtures.empty
            }
        }
        var fileName: String { "\(name).\(format.rawValue)\(color ? "-color" : "").\(Self.fileExtension(format))" }
        var testDescription: String { fileName }

        static func fileExtension(_ format: ReportFormat) -> String {
            switch format {
            case .text, .xcode, .github: "txt"
            case .markdown: "md"
            case .json: "json"
            case .sarif: "sarif"
            case .junit: "xml"
            case .html: "html"
            }
        }
    }

    static let cases: [Case] =
        ["full", "empty", "crowded"].flatMap { name in ReportFormat.allCases.map { Case(name: name, format: $0, color: false) } }
        + [Case(name: "full", format: .text, color: true)]

    @Test(arguments: cases)
    func outputMatchesTheGoldenFile(_ golden: Case) throws {
        let rendered = golden.format.render(golden.report, color: golden.color) + "\n"
        let url = Self.folder.appendingPathComponent(golden.fileName)
        if Self.updating {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try Data(rendered.utf8).write(to: url)
            return
        }
        let expected = try #require(
            try? String(contentsOf: url, encoding: .utf8), "missing \(url.path): regenerate with HANDZ_UPDATE_GOLDEN=1")
        #expect(
            rendered == expected,
            Comment(
                rawValue: "\(golden.fileName) differs from \(Self.firstDifferentLine(rendered, expected)); regenerate with "
                    + "HANDZ_UPDATE_GOLDEN=1 if intended")
        )
    }

    @Test(.disabled(if: updating, "the files are being rewritten")) func everyGoldenFileBelongsToACase() throws {
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: Self.folder.path))
        #expect(names == Set(Self.cases.map(\.fileName)), "stale golden files: \(names.subtracting(Self.cases.map(\.fileName)).sorted())")
    }

    /// Reporters are pure: the same report renders to the same text, whatever the order the
    /// findings were given in.
    @Test(arguments: ReportFormat.allCases)
    func outputDoesNotDependOnTheOrderFindingsArriveIn(_ format: ReportFormat) {
        let full = ReportFixtures.full
        let reversed = LintReport(
            title: full.title, tool: full.tool, rules: full.rules, findings: full.findings.reversed(), suppressed: full.suppressed,
            fixedBaselineEntries: full.fixedBaselineEntries, baselinedCount: full.baselinedCount)
        #expect(format.render(reversed) == format.render(full))
    }

    static func firstDifferentLine(_ a: String, _ b: String) -> String {
        let left = a.split(separator: "\n", omittingEmptySubsequences: false),
            right = b.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(left.count, right.count) {
            let l = index < left.count ? String(left[index]) : "<end>", r = index < right.count ? String(right[index]) : "<end>"
            if l != r { return "the golden file at line \(index + 1): got «\(l)», expected «\(r)»" }
        }
        return "the golden file"
    }
}
