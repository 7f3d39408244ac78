import Foundation
import HandzLintKit
import LintCore
import LintTestSupport
import SourceText
import Testing
import YAMLSupport

/// `catalog validate` as a library: lock files (next to the catalog or given), the rules
/// file's overrides, and the report with a baseline.
struct CatalogCheckTests {
    static let lock = "# Shipped string keys (handz-lint catalog lock).\na.plain\nz.removed\n\n# a comment\nb.count\n"

    static func configuration(_ text: String) throws -> LintConfiguration {
        try LintConfiguration.load(YAMLDocument(file: SourceFile(path: "rules.yml", bytes: Array(("version: 1\n" + text).utf8))))
    }

    static func shippedKeyFindings(_ findings: [Finding]) -> [Finding] { findings.filter { $0.ruleID == "shipped-key-removed" } }

    @Test func aLockNextToTheCatalogIsRead() throws {
        let folder = try ScratchFolder(["L.xcstrings": SampleCatalog.text, "L.xcstrings.lock": Self.lock])
        let findings = try CatalogCheck(configuration: .defaults).findings(paths: [folder.path("L.xcstrings")])
        let removed = Self.shippedKeyFindings(findings)
        #expect(removed.map(\.subject.scope) == ["z.removed"], "comments, blank lines and present keys are not findings")
        #expect(removed.first?.severity == .p0)
        #expect(
            removed.first?.location == SourceLocation(file: folder.path("L.xcstrings.lock"), line: 3, column: 1),
            "points at the lock's line")
    }

    @Test func aGivenLockReplacesTheOneNextToTheCatalog() throws {
        let folder = try ScratchFolder([
            "L.xcstrings": SampleCatalog.text, "L.xcstrings.lock": Self.lock, "release-2.lock": "a.plain\nq.gone\n",
        ])
        let findings = try CatalogCheck(configuration: .defaults).findings(
            paths: [folder.path("L.xcstrings")], lockPath: folder.path("release-2.lock"))
        #expect(Self.shippedKeyFindings(findings).map(\.subject.scope) == ["q.gone"])
        let missing = try #require(throws: InputError.self) {
            try CatalogCheck(configuration: .defaults).findings(paths: [folder.path("L.xcstrings")], lockPath: folder.path("nope.lock"))
        }
        #expect(missing.file.hasSuffix("nope.lock"))
    }

    @Test func withoutALockNothingIsShipped() throws {
        let folder = try ScratchFolder(["L.xcstrings": SampleCatalog.text])
        #expect(Self.shippedKeyFindings(try CatalogCheck(configuration: .defaults).findings(paths: [folder.path("L.xcstrings")])).isEmpty)
    }

    @Test func theRulesFileSetsSeveritiesAndSwitchesRulesOff() throws {
        let folder = try ScratchFolder(["L.xcstrings": SampleCatalog.text, "L.xcstrings.lock": Self.lock])
        let paths = [folder.path("L.xcstrings")]
        let lowered = try CatalogCheck(configuration: Self.configuration("rules: { shipped-key-removed: P2 }")).findings(paths: paths)
        #expect(Self.shippedKeyFindings(lowered).map(\.severity) == [.p2])
        let off = try CatalogCheck(configuration: Self.configuration("rules: { shipped-key-removed: off }")).findings(paths: paths)
        #expect(Self.shippedKeyFindings(off).isEmpty)
        let cited = try CatalogCheck(configuration: Self.configuration("rules: { shipped-key-removed: { reference: \"Release §2\" } }"))
            .findings(paths: paths)
        #expect(Self.shippedKeyFindings(cited).map(\.reference) == ["Release §2"])
    }

    @Test func reportsListCatalogRulesAndApplyTheBaseline() throws {
        let folder = try ScratchFolder(["L.xcstrings": SampleCatalog.text, "L.xcstrings.lock": Self.lock])
        let check = CatalogCheck(configuration: try Self.configuration("rules: { key-naming: off }"))
        let findings = try check.findings(paths: [folder.path("L.xcstrings")])
        #expect(!findings.isEmpty)
        let report = check.report(paths: [folder.path("L.xcstrings")], findings: findings)
        #expect(report.title == "handz-lint catalog validate: \(folder.path("L.xcstrings"))")
        let catalogRules = Set(RuleCatalog.shared.rules.filter { [.catalog, .input].contains($0.family) }.map(\.identifier))
            .subtracting(["key-naming"])
        #expect(Set(report.rules.map(\.identifier)) == catalogRules, "the enabled catalog and input rules, no spec rules")
        let baseline = Baseline(findings: Self.shippedKeyFindings(findings))
        let filtered = check.report(paths: [folder.path("L.xcstrings")], findings: findings, baseline: baseline)
        #expect(filtered.findings.count == findings.count - 1)
        #expect(filtered.baselinedCount == 1)
    }

    /// An XLIFF export of a clean catalog is clean: the export's copies of the source's "other"
    /// text under Arabic-only plural categories are not English plural forms.
    @Test func theExportOfTheHandzCatalogValidatesClean() throws {
        let folder = try ScratchFolder()
        let losses = try CatalogConversion.convert(
            input: PackageRoot.path("Strings/Localizable.xcstrings"), output: folder.path("ar.xliff"), options: .init(locale: "ar"))
        #expect(losses.contains { $0.what == "extractionState" })
        var configuration = try LintConfiguration.load(path: PackageRoot.path("Rules/handz.yml"))
        configuration.catalog.targetLocales = ["ar"]
        configuration.catalog.shippedLocales = ["ar"]
        let findings = try CatalogCheck(configuration: configuration).findings(paths: [folder.path("ar.xliff")])
        let count = findings.count
        #expect(count == 0, "\(findings.prefix(3).map { "\($0.ruleID): \($0.message)" })")
    }
}
