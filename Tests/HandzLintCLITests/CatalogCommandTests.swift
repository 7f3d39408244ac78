import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// A scratch folder holding a copy of the Handz catalog, so commands that write never touch the
/// repository's files.
func catalogCopy(_ extra: [String: String] = [:]) throws -> SpecFolder {
    let folder = try SpecFolder(extra)
    try folder.write("Localizable.xcstrings", try Data(contentsOf: CLI.packageRoot.appendingPathComponent("Strings/Localizable.xcstrings")))
    return folder
}

/// The catalog with `key` taken out, written the way JSONSerialization writes (the validator
/// reads any layout).
func removing(_ key: String, from folder: SpecFolder, name: String = "Localizable.xcstrings") throws {
    let url = folder.url.appendingPathComponent(name)
    var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    var strings = try #require(object["strings"] as? [String: Any])
    try #require(strings.removeValue(forKey: key) != nil, "\(key) is in the catalog")
    object["strings"] = strings
    try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys]).write(to: url)
}

struct CatalogStatsCommandTests {
    @Test func textAndJSON() throws {
        let text = try CLI.run(["catalog", "stats", "Strings/Localizable.xcstrings"])
        #expect(text.status == 0)
        let lines = text.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("locale      translated") == true)
        #expect(lines.dropFirst().map { String($0.prefix(2)) } == ["ar", "es"])
        #expect(lines.dropFirst().allSatisfy { $0.contains("100% (") }, "the Handz catalog ships complete: \(lines)")

        let json = try CLI.run(["catalog", "stats", "Strings/Localizable.xcstrings", "--format", "json", "--locales", "ar"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(rows.map { $0["locale"] as? String } == ["ar"])
        let ar = try #require(rows.first)
        #expect(ar["keys"] as? Int == ar["translated"] as? Int && (ar["keys"] as? Int ?? 0) > 200)
        #expect(ar["missing"] as? Int == 0 && ar["needsReview"] as? Int == 0)
        #expect(ar["pluralVariations"] as? Int == ar["completePluralVariations"] as? Int)
    }

    @Test func missingCatalogExitsTwo() throws {
        let result = try CLI.run(["catalog", "stats", "Strings/Nope.xcstrings"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("Strings/Nope.xcstrings"))
    }
}

struct CatalogGetCommandTests {
    static func get(_ arguments: [String]) throws -> CLIResult {
        try CLI.run(["catalog", "get"] + arguments + ["--catalog", "Strings/Localizable.xcstrings"])
    }

    @Test func plainStringsFallBackAlongTheLocaleChain() throws {
        #expect(try Self.get(["common.button.cancel", "--locale", "es"]).stdout == "Cancelar\n")
        #expect(try Self.get(["common.button.cancel", "--locale", "es-MX"]).stdout == "Cancelar\n", "es-MX falls back to es")
        let french = try Self.get(["common.button.cancel", "--locale", "fr"])
        #expect(french.status == 0 && french.stdout == "Cancel\n", "no French: the source language")
    }

    @Test(arguments: [
        ("en", 1, "1 flow"), ("en", 2, "2 flows"), ("ar", 0, "لا توجد تدفقات"),
        ("ar", 1, "تدفق واحد"), ("ar", 2, "تدفقان"),
        ("ar", 3, "٣ تدفقات"), ("ar", 11, "١١ تدفقًا"), ("ar", 100, "١٠٠ تدفق"),
    ])
    func pluralsFollowTheLocalesRules(_ locale: String, _ count: Int, _ expected: String) throws {
        let result = try Self.get(["common.count.flows", "--locale", locale, "--count", String(count)])
        #expect(result.status == 0)
        #expect(result.stdout == expected + "\n")
    }

    @Test func formatArgumentsAndSubstitutions() throws {
        #expect(
            try Self.get(["screen.flowBuilderCanvas.branches.value", "--locale", "en", "--arg", "3", "--arg", "10"]).stdout
                == "3 of 10 branches used\n")
        #expect(
            try Self.get(["screen.flowBuilderCanvas.branches.value", "--locale", "ar", "--arg", "3", "--arg", "10"]).stdout
                == "استُخدم ٣ من أصل ١٠ فروع\n")
        let missing = try Self.get(["screen.flowBuilderCanvas.branches.value", "--locale", "en", "--arg", "3"])
        #expect(missing.status == 1, "a missing argument is shown and fails")
        #expect(missing.stdout.contains("⟦%arg⟧"))
        #expect(missing.stderr.contains("warning: %arg: no argument"))
        let mistyped = try Self.get(["screen.flowBuilderCanvas.branches.value", "--locale", "en", "--arg", "3", "--arg", "ten"])
        #expect(mistyped.status == 1)
        #expect(mistyped.stderr.contains("the argument is text"))
    }

    @Test(arguments: [
        (["nope.key", "--locale", "en"], "nope.key"),
        (["common.button.cancel", "--locale", "zz"], "zz"),
        (["common.button.cancel", "--locale", "xx-!!"], "BCP 47"),
    ])
    func unknownKeysAndLocalesExitTwo(_ arguments: [String], _ mention: String) throws {
        let result = try Self.get(arguments)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(mention), "\(result.stderr)")
    }

    @Test func theRulesFilesCatalogIsTheDefault() throws {
        let result = try CLI.run(["catalog", "get", "common.button.cancel", "--locale", "ar"])
        #expect(result.status == 0 && result.stdout == "إلغاء\n", "\(result.stderr)")
    }
}

struct CatalogConvertCommandTests {
    static func stats(_ path: String, in folder: SpecFolder) throws -> [[String: Any]] {
        let result = try CLI.run(["catalog", "stats", path, "--format", "json"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    }

    static func counts(_ rows: [[String: Any]]) -> [String] {
        rows.map { "\($0["locale"] ?? "") \($0["keys"] ?? "") \($0["translated"] ?? "") \($0["completePluralVariations"] ?? "")" }
    }

    @Test func toLprojAndBackReportingLosses() throws {
        let folder = try catalogCopy()
        let out = try CLI.run(["catalog", "convert", "Localizable.xcstrings", "out"], in: folder.url)
        #expect(out.status == 0 && out.stdout == "wrote out\n")
        #expect(out.stderr.contains("warning: lost extractionState on "), "losses are reported: \(out.stderr)")
        for language in ["en", "ar", "es"] {
            #expect(FileManager.default.fileExists(atPath: folder.path("out/\(language).lproj/Localizable.strings")))
            #expect(FileManager.default.fileExists(atPath: folder.path("out/\(language).lproj/Localizable.stringsdict")))
        }
        let back = try CLI.run(["catalog", "convert", "out", "back.xcstrings"], in: folder.url)
        #expect(back.status == 0, "\(back.stderr)")
        #expect(
            Self.counts(try Self.stats("back.xcstrings", in: folder)) == Self.counts(try Self.stats("Localizable.xcstrings", in: folder)))
    }

    @Test func toXLIFFAndBack() throws {
        let folder = try catalogCopy()
        let ambiguous = try CLI.run(["catalog", "convert", "Localizable.xcstrings", "export.xliff"], in: folder.url)
        #expect(ambiguous.status == 2)
        #expect(ambiguous.stderr.contains("--locale") && ambiguous.stderr.contains("ar, es"))
        let export = try CLI.run(["catalog", "convert", "Localizable.xcstrings", "ar.xliff", "--locale", "ar"], in: folder.url)
        #expect(export.status == 0)
        #expect(export.stderr.contains("lost substitution argument numbers"))
        let document = try XMLDocument(data: Data(contentsOf: URL(fileURLWithPath: folder.path("ar.xliff"))))
        #expect(try document.nodes(forXPath: "//*[local-name()='file']/@target-language").first?.stringValue == "ar")
        #expect(try document.nodes(forXPath: "//*[local-name()='trans-unit']").count > 274)
        let back = try CLI.run(["catalog", "convert", "ar.xliff", "back.xcstrings"], in: folder.url)
        #expect(back.status == 0)
        #expect(
            Self.counts(try Self.stats("back.xcstrings", in: folder))
                == Self.counts(try Self.stats("Localizable.xcstrings", in: folder).filter { $0["locale"] as? String == "ar" }))
        let validate = try CLI.run(["catalog", "validate", "ar.xliff", "--locales", "ar"], in: folder.url)
        #expect(validate.status == 0, "the export of a clean catalog is clean: \(validate.stdout.suffix(400))")
    }

    @Test func strictRefusesALossyConversionAndWritesNothing() throws {
        let folder = try catalogCopy()
        let result = try CLI.run(["catalog", "convert", "Localizable.xcstrings", "out", "--strict"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("would lose extractionState"))
        #expect(!FileManager.default.fileExists(atPath: folder.path("out")))
    }
}

struct CatalogImportCommandTests {
    @Test func anEditedExportIsMergedAtomically() throws {
        let folder = try catalogCopy()
        #expect(try CLI.run(["catalog", "convert", "Localizable.xcstrings", "ar.xliff", "--locale", "ar"], in: folder.url).status == 0)
        let xliff = try String(contentsOfFile: folder.path("ar.xliff"), encoding: .utf8)
        let edited = xliff.replacingOccurrences(
            of: "<target state=\"translated\">إلغاء</target>", with: "<target state=\"needs-review-l10n\">ألغِ</target>")
        #expect(edited != xliff)
        try folder.write("ar.xliff", edited)
        // A second name for the same file: an in-place rewrite would change it too, a
        // temporary file renamed over the catalog does not.
        try FileManager.default.linkItem(atPath: folder.path("Localizable.xcstrings"), toPath: folder.path("before.xcstrings"))
        let before = try Data(contentsOf: URL(fileURLWithPath: folder.path("before.xcstrings")))

        let result = try CLI.run(["catalog", "import", "ar.xliff", "Localizable.xcstrings"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Localizable.xcstrings: ") && result.stdout.contains(" ar unit(s) imported, 0 new key(s)"))
        #expect(
            try CLI.run(["catalog", "get", "common.button.cancel", "--locale", "ar", "--catalog", "Localizable.xcstrings"], in: folder.url)
                .stdout == "ألغِ\n")
        let stats = try CLI.run(["catalog", "stats", "Localizable.xcstrings", "--locales", "ar", "--format", "json"], in: folder.url)
        #expect(stats.stdout.contains("\"needsReview\": 1"), "the state came with the text")
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: folder.path("before.xcstrings"))) == before,
            "the catalog was replaced, not rewritten in place")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.contains(".tmp-") }.isEmpty,
            "no temporary file is left")
    }

    @Test func anExportOfAnotherCatalogIsRefused() throws {
        let folder = try catalogCopy()
        #expect(try CLI.run(["catalog", "convert", "Localizable.xcstrings", "ar.xliff", "--locale", "ar"], in: folder.url).status == 0)
        try folder.write("Other.xcstrings", try Data(contentsOf: URL(fileURLWithPath: folder.path("Localizable.xcstrings"))))
        let original = try Data(contentsOf: URL(fileURLWithPath: folder.path("Other.xcstrings")))
        let result = try CLI.run(["catalog", "import", "ar.xliff", "Other.xcstrings"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("ar.xliff") && result.stderr.contains("--file"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path("Other.xcstrings"))) == original)
        #expect(
            try CLI.run(["catalog", "import", "ar.xliff", "Other.xcstrings", "--file", "Localizable.xcstrings"], in: folder.url).status == 0
        )
    }
}

/// A `.strings` table with a stray character where a key should start (xdripswift's `;;`):
/// Foundation loads the pairs before it and stops without an error.
struct StoppedTableCommandTests {
    static let files = [
        "en.lproj/Localizable.strings": "\"greeting\" = \"Hello %@\";\n\"farewell\" = \"Bye\";\n\"later\" = \"See you\";\n",
        "fr.lproj/Localizable.strings": "\"greeting\" = \"Bonjour %d\";\n\"farewell\" = \"Salut\";;\n\"later\" = \"À plus\";\n",
    ]

    /// Validation reads the table as the app does: the stop is a finding, the pairs before it are checked.
    @Test func validateReportsTheStopAndChecksThePairsBeforeIt() throws {
        let folder = try SpecFolder(Self.files)
        let result = try CLI.run(["catalog", "validate", "fr.lproj/Localizable.strings", "--format", "json"], in: folder.url)
        #expect(result.status == 1, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        let rules = findings.compactMap { $0["ruleId"] as? String }
        #expect(rules.contains("table-stops-early"), "\(rules)")
        #expect(rules.contains("placeholder-mismatch"), "the pair before the stop is checked: \(rules)")
        let sarif = try CLI.run(["catalog", "validate", "fr.lproj/Localizable.strings", "--format", "sarif"], in: folder.url)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let described = (driver["rules"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        #expect(described.contains("table-stops-early"), "the report describes the rule it cites")
    }

    /// A rewrite would drop the pairs Foundation never loads: it refuses.
    @Test func convertRefusesTheTable() throws {
        let folder = try SpecFolder(Self.files)
        let result = try CLI.run(["catalog", "convert", "fr.lproj/Localizable.strings", "Out.xcstrings"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("stops reading the table"), "\(result.stderr)")
    }
}
