import Foundation
import HandzLintKit
import LintCore
import LintTestSupport
import SourceText
import Testing

/// The incremental lint: a warm run reads only what changed and reports exactly what a run
/// without the cache reports; a cache that is corrupt, or from other rules, is not trusted.
struct ResultCacheTests {
    /// The Handz specs and catalog, and the sample app's Swift code, in a folder the test may edit.
    static func project() throws -> ScratchFolder {
        let folder = try ScratchFolder()
        let manager = FileManager.default
        for (from, to) in [("Specs/handz", "specs"), ("Tests/Fixtures/SampleApp/Sources", "app")] {
            try manager.copyItem(atPath: PackageRoot.path(from), toPath: folder.path(to))
        }
        try manager.copyItem(atPath: PackageRoot.path("Strings/Localizable.xcstrings"), toPath: folder.path("Localizable.xcstrings"))
        return folder
    }

    static func lint(_ folder: ScratchFolder, cache: ResultCache?) throws -> LintRun.Result {
        let configuration = try LintConfiguration.load(path: PackageRoot.path("Rules/handz.yml"))
        let inputs = LintRun.Inputs(
            specs: [folder.path("specs")], sources: [folder.path("app")], strings: [folder.path("Localizable.xcstrings")])
        return try LintRun(configuration: configuration).run(inputs, cache: cache)
    }

    static func cache(in folder: ScratchFolder, rules: String = "rules") -> ResultCache {
        ResultCache(directory: folder.path("cache"), stamp: ContentDigest(parts: [rules]))
    }

    static func screenFiles(_ folder: ScratchFolder) throws -> Int {
        try FileManager.default.contentsOfDirectory(atPath: folder.path("specs/screens")).count
    }

    @Test func aWarmRunReadsNothingAndReportsTheSame() throws {
        let folder = try Self.project()
        let cold = try Self.lint(folder, cache: nil)
        let first = try Self.lint(folder, cache: Self.cache(in: folder))
        let warm = try Self.lint(folder, cache: Self.cache(in: folder))
        #expect(!cold.findings.isEmpty)
        #expect(first.findings == cold.findings && warm.findings == cold.findings)
        #expect(warm.suppressed.map(\.finding) == cold.suppressed.map(\.finding))
        #expect(first.specFilesRead == first.specFiles)
        // Only the route spec and the palette, which every screen depends on, are read again.
        #expect(warm.specFilesRead == 2)
        #expect(warm.swiftFilesRead == 0)
    }

    @Test func aChangedScreenIsReadAloneAndItsFindingsFollowTheEdit() throws {
        let folder = try Self.project()
        let cache = Self.cache(in: folder)
        _ = try Self.lint(folder, cache: cache)
        // Shrink the first button of the library screen below 44 pt: a new tap-target finding.
        let name = "specs/screens/libraryHome.yml"
        let text = try folder.read(name)
        let edited = text.replacingOccurrences(of: "[334, 47, 44, 44]", with: "[334, 47, 30, 30]")
        #expect(edited != text, "the fixture changed: pick another edit")
        try folder.write(name, edited)
        let warm = try Self.lint(folder, cache: cache)
        let cold = try Self.lint(folder, cache: nil)
        #expect(warm.findings == cold.findings)
        #expect(warm.specFilesRead == 3)
        #expect(cold.findings.contains { $0.ruleID == "tap-target-size" && $0.location?.file.hasSuffix(name) == true })
    }

    @Test func aChangedSwiftFileIsParsedAlone() throws {
        let folder = try Self.project()
        let cache = Self.cache(in: folder)
        _ = try Self.lint(folder, cache: cache)
        let swift = try #require(
            try FileManager.default.subpathsOfDirectory(atPath: folder.path("app")).sorted().first { $0.hasSuffix("View.swift") })
        try folder.write("app/" + swift, try folder.read("app/" + swift) + "\nlet extraTitle = Text(\"Brand new words here\")\n")
        let warm = try Self.lint(folder, cache: cache)
        let cold = try Self.lint(folder, cache: nil)
        #expect(warm.swiftFilesRead == 1)
        #expect(warm.findings == cold.findings)
    }

    @Test func aCatalogEditReachesEveryScreenAndItsOwnFindings() throws {
        let folder = try Self.project()
        let cache = Self.cache(in: folder)
        _ = try Self.lint(folder, cache: cache)
        let catalog = try folder.read("Localizable.xcstrings")
        let reviewed = catalog.replacingOccurrences(of: "\"state\" : \"translated\"", with: "\"state\" : \"needs_review\"")
        #expect(reviewed != catalog)
        try folder.write("Localizable.xcstrings", reviewed)
        let warm = try Self.lint(folder, cache: cache)
        let cold = try Self.lint(folder, cache: nil)
        #expect(warm.findings == cold.findings)
        #expect(warm.specFilesRead == warm.specFiles)
    }

    @Test func aCorruptOrForeignCacheIsIgnoredAndRewritten() throws {
        let folder = try Self.project()
        let cold = try Self.lint(folder, cache: nil)
        _ = try Self.lint(folder, cache: Self.cache(in: folder))
        let records = try FileManager.default.contentsOfDirectory(atPath: folder.path("cache")).filter { $0.hasSuffix(".json") }
        #expect(records.count == 2)
        for record in records {
            let data = try #require(FileManager.default.contents(atPath: folder.path("cache/" + record)))
            try folder.write("cache/" + record, data.prefix(data.count / 2))
        }
        let afterCorruption = try Self.lint(folder, cache: Self.cache(in: folder))
        #expect(afterCorruption.findings == cold.findings)
        #expect(afterCorruption.specFilesRead == afterCorruption.specFiles)
        let foreign = try Self.lint(folder, cache: Self.cache(in: folder, rules: "other rules"))
        #expect(foreign.specFilesRead == foreign.specFiles)
        #expect(foreign.swiftFilesRead == foreign.swiftFiles)
        #expect(foreign.findings == cold.findings)
    }

    /// Forty small screens: a run that changed one of them writes a delta beside the record,
    /// the next run reads both, and a delta that is damaged or belongs to another base is not used.
    @Test func aSmallChangeWritesADeltaThatIsReadWithItsBaseOnly() throws {
        let folder = try ScratchFolder()
        var routes = "kind: routes\nroutes:\n"
        for index in 0..<40 {
            routes += "  - { id: App/Screen\(index), presentation: push }\n"
            try folder.write(
                "specs/screen\(index).yml",
                """
                kind: screen
                id: screen\(index)
                route: App/Screen\(index)
                title: "Screen \(index)"
                elements:
                  - { id: add, role: iconButton, label: "Add", hint: "Adds one", frame: [334, 47, 44, 44] }
                """)
        }
        try folder.write("specs/routes.yml", routes + "entryPoints: { launch: [App/Screen0] }\n")
        let configuration = LintConfiguration.defaults
        func lint(_ cache: ResultCache?) throws -> LintRun.Result {
            try LintRun(configuration: configuration).run(.init(specs: [folder.path("specs")]), cache: cache)
        }
        let cache = Self.cache(in: folder)
        _ = try lint(cache)
        try folder.write("specs/screen7.yml", try folder.read("specs/screen7.yml").replacingOccurrences(of: "44, 44]", with: "20, 20]"))
        let first = try lint(cache)
        let deltas = try FileManager.default.contentsOfDirectory(atPath: folder.path("cache")).filter { $0.hasSuffix(".delta.json") }
        #expect(deltas.count == 1)
        #expect(first.specFilesRead == 2)
        #expect(first.findings == (try lint(nil)).findings)
        #expect(first.findings.contains { $0.ruleID == "tap-target-size" && $0.subject.scope == "screen7" })
        // The next run takes screen7 from the delta.
        let second = try lint(cache)
        #expect(second.specFilesRead == 1 && second.findings == first.findings)
        // A damaged delta: screen7 is read again, the others still come from the base.
        let delta = try #require(deltas.first)
        try folder.write("cache/" + delta, "handz-lint-cache 1 damaged\n{")
        let third = try lint(cache)
        #expect(third.specFilesRead == 2 && third.findings == first.findings)
    }

    @Test func digestsTellContentApart() {
        let empty = ContentDigest([UInt8]())
        #expect(ContentDigest(Array("a".utf8)) != ContentDigest(Array("b".utf8)))
        #expect(ContentDigest(Array("abcdefgh1".utf8)) != ContentDigest(Array("abcdefgh2".utf8)))
        #expect(ContentDigest(Array("same".utf8)) == ContentDigest(Array("same".utf8)))
        #expect(ContentDigest(parts: ["ab", "c"]) != ContentDigest(parts: ["a", "bc"]))
        #expect(ContentDigest(hex: empty.description) == empty)
        #expect(ContentDigest(hex: "not hex") == nil)
    }
}
