import Foundation
import Testing

struct CatalogPseudoCommandTests {
    static func localizations(_ path: String, key: String) throws -> [String: Any] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        return try #require(((object["strings"] as? [String: Any])?[key] as? [String: Any])?["localizations"] as? [String: Any])
    }

    static func value(_ localization: Any?) -> String? {
        ((localization as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String
    }

    @Test func writesACopyWithThePseudoLanguage() throws {
        let folder = try catalogCopy()
        let original = try Data(contentsOf: URL(fileURLWithPath: folder.path("Localizable.xcstrings")))
        let accented = try CLI.run(["catalog", "pseudo", "Localizable.xcstrings"], in: folder.url)
        #expect(accented.status == 0)
        #expect(accented.stdout == "Localizable.pseudo.xcstrings: accented pseudo-localization as en-XA\n")
        #expect(
            Self.value(try Self.localizations(folder.path("Localizable.pseudo.xcstrings"), key: "common.button.cancel")["en-XA"])
                == "Çáñçéľ")
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: folder.path("Localizable.xcstrings"))) == original,
            "the catalog itself is not changed")

        let bounded = try CLI.run(
            ["catalog", "pseudo", "Localizable.xcstrings", "--style", "bounded", "--output", "bounded.xcstrings"], in: folder.url)
        #expect(bounded.status == 0)
        let zoom = try Self.localizations(folder.path("bounded.xcstrings"), key: "screen.flowBuilderCanvas.zoom.value")
        #expect(Self.value(zoom["en-XA"]) == "⟦%lld%%⟧", "placeholders and %% survive")
        let cancel = try Self.localizations(folder.path("bounded.xcstrings"), key: "common.button.cancel")
        #expect(Self.value(cancel["en-XA"]) == "⟦Cancel⟧")

        let rtl = try CLI.run(
            ["catalog", "pseudo", "Localizable.xcstrings", "--style", "rtl", "--output", "rtl.xcstrings"], in: folder.url)
        #expect(rtl.stdout.contains("as ar-XB"))
        #expect(
            try CLI.run(
                ["catalog", "get", "common.count.flows", "--locale", "en", "--count", "2", "--catalog", "rtl.xcstrings"], in: folder.url
            ).status == 0,
            "the pseudo catalog is a catalog the runtime reads")
        let validate = try CLI.run(
            [
                "catalog", "validate", "bounded.xcstrings", "--locales", "en-XA", "--config",
                CLI.packageRoot.appendingPathComponent("Rules/handz.yml").path,
            ],
            in: folder.url)
        #expect(
            !validate.stdout.contains("placeholder-mismatch") && !validate.stdout.contains("substitution-reference"),
            "\(validate.stdout.suffix(600))")
    }

    @Test func badInputExitsTwo() throws {
        let folder = try SpecFolder(["Bad.xcstrings": "{ \"sourceLanguage\" : \"en\", \"strings\" : [] }"])
        let result = try CLI.run(["catalog", "pseudo", "Bad.xcstrings"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("Bad.xcstrings"))
        #expect(try CLI.run(["catalog", "pseudo", "Bad.xcstrings", "--style", "loud"], in: folder.url).status == 2)
        #expect(!FileManager.default.fileExists(atPath: folder.path("Bad.pseudo.xcstrings")))
    }
}

struct CatalogNormalizeCommandTests {
    @Test func checkReportsAndNormalizeRewrites() throws {
        let folder = try catalogCopy()
        let original = try Data(contentsOf: URL(fileURLWithPath: folder.path("Localizable.xcstrings")))
        let clean = try CLI.run(["catalog", "normalize", "--check", "Localizable.xcstrings"], in: folder.url)
        #expect(clean.status == 0 && clean.stdout == "Localizable.xcstrings: already normalized\n")

        // Same content, another layout and key order.
        let object = try JSONSerialization.jsonObject(with: original)
        try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted]).write(
            to: folder.url.appendingPathComponent("Messy.xcstrings"))
        let messy = try Data(contentsOf: URL(fileURLWithPath: folder.path("Messy.xcstrings")))
        let check = try CLI.run(["catalog", "normalize", "--check", "Messy.xcstrings"], in: folder.url)
        #expect(check.status == 1)
        #expect(check.stdout.contains("not normalized"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path("Messy.xcstrings"))) == messy, "--check writes nothing")

        let rewrite = try CLI.run(["catalog", "normalize", "Messy.xcstrings"], in: folder.url)
        #expect(rewrite.status == 0 && rewrite.stdout == "Messy.xcstrings: normalized\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path("Messy.xcstrings"))) == original, "exactly the bytes Xcode wrote")
        #expect(try CLI.run(["catalog", "normalize", "--check", "Messy.xcstrings"], in: folder.url).status == 0)
    }

    @Test func onlyStringCatalogsAreNormalized() throws {
        let folder = try SpecFolder([
            "en.lproj/Localizable.strings": "\"a\" = \"A\";\n", "Bad.xcstrings": "{ \"sourceLanguage\" : \"en\", ",
        ])
        let strings = try CLI.run(["catalog", "normalize", "en.lproj/Localizable.strings"], in: folder.url)
        #expect(strings.status == 2)
        #expect(strings.stderr.contains("catalog convert"))
        let bad = try CLI.run(["catalog", "normalize", "Bad.xcstrings"], in: folder.url)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("Bad.xcstrings:1:"), "\(bad.stderr)")
    }
}

struct CatalogLockCommandTests {
    @Test func theLockIsTheCommittedOneAndRemovingALockedKeyIsAP0() throws {
        let folder = try catalogCopy()
        let lock = try CLI.run(["catalog", "lock", "Localizable.xcstrings"], in: folder.url)
        #expect(lock.status == 0)
        #expect(lock.stdout.hasPrefix("Localizable.xcstrings.lock: ") && lock.stdout.contains("shipped keys ("))
        let committed = try String(
            contentsOf: CLI.packageRoot.appendingPathComponent("Strings/Localizable.xcstrings.lock"), encoding: .utf8)
        #expect(
            try String(contentsOfFile: folder.path("Localizable.xcstrings.lock"), encoding: .utf8) == committed,
            "Strings/Localizable.xcstrings.lock is what `catalog lock` writes")

        try removing("common.button.cancel", from: folder)
        let validate = try CLI.run(["catalog", "validate", "Localizable.xcstrings"], in: folder.url)
        #expect(validate.status == 1)
        let line = try #require(validate.stdout.split(separator: "\n").first { $0.contains("shipped-key-removed") })
        #expect(
            line.hasPrefix("Localizable.xcstrings.lock:") && line.contains("error: [P0 shipped-key-removed]")
                && line.contains("common.button.cancel"))

        let again = try CLI.run(["catalog", "lock", "Localizable.xcstrings"], in: folder.url)
        #expect(again.stdout.hasSuffix("(0 new)\n"), "\(again.stdout)")
        #expect(
            try String(contentsOfFile: folder.path("Localizable.xcstrings.lock"), encoding: .utf8).contains("\ncommon.button.cancel\n"),
            "a shipped key stays locked after it is removed")
        let elsewhere = try CLI.run(["catalog", "validate", "Localizable.xcstrings", "--lock", "none.lock"], in: folder.url)
        #expect(elsewhere.status == 2 && elsewhere.stderr.contains("none.lock"))
    }
}

struct CatalogValidateBaselineTests {
    @Test func baselinesHideKnownFindingsAndListFixedOnes() throws {
        let folder = try catalogCopy()
        #expect(try CLI.run(["catalog", "lock", "Localizable.xcstrings"], in: folder.url).status == 0)
        let original = try Data(contentsOf: URL(fileURLWithPath: folder.path("Localizable.xcstrings")))
        try removing("common.button.cancel", from: folder)

        let record = try CLI.run(["catalog", "validate", "Localizable.xcstrings", "--write-baseline", "baseline.json"], in: folder.url)
        #expect(record.status == 0, "recording exits 0 whatever it records")
        #expect(record.stdout == "baseline.json: 1 finding(s) recorded\n")

        let known = try CLI.run(["catalog", "validate", "Localizable.xcstrings", "--baseline", "baseline.json"], in: folder.url)
        #expect(known.status == 0)
        #expect(known.stdout.contains("0 findings: 0 P0, 0 P1, 0 P2 (1 hidden by the baseline)"), "\(known.stdout)")
        let json = try CLI.run(
            ["catalog", "validate", "Localizable.xcstrings", "--baseline", "baseline.json", "--format", "json"], in: folder.url)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(report["baselined"] as? Int == 1)

        try folder.write("Localizable.xcstrings", original)
        let fixed = try CLI.run(["catalog", "validate", "Localizable.xcstrings", "--baseline", "baseline.json"], in: folder.url)
        #expect(fixed.status == 0)
        #expect(
            fixed.stdout.contains(
                "note: fixed since the baseline (update it with --write-baseline): shipped-key-removed › common.button.cancel: "),
            "\(fixed.stdout)")

        try folder.write("broken.json", "{ \"version\": 1, \"entries\": [ }")
        let broken = try CLI.run(["catalog", "validate", "Localizable.xcstrings", "--baseline", "broken.json"], in: folder.url)
        #expect(broken.status == 2)
        #expect(broken.stderr.contains("broken.json:1:"), "\(broken.stderr)")
    }
}
