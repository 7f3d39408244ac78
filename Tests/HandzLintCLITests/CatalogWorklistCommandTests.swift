import Foundation
import Testing

/// `catalog export` and `catalog import` through the binary: a worklist goes out, comes back
/// with one unit done, and the catalog changes in that entry only, whatever its layout.
struct CatalogWorklistCommandTests {
    static let key = "common.button.cancel"

    /// The Handz catalog in JSONSerialization's layout (not Xcode's), with the es text of
    /// `key` taken out.
    static func messyCatalog() throws -> SpecFolder {
        let folder = try catalogCopy()
        let url = folder.url.appendingPathComponent("Localizable.xcstrings")
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var strings = try #require(object["strings"] as? [String: Any])
        var entry = try #require(strings[key] as? [String: Any])
        var localizations = try #require(entry["localizations"] as? [String: Any])
        try #require(localizations.removeValue(forKey: "es") != nil)
        entry["localizations"] = localizations
        strings[key] = entry
        object["strings"] = strings
        try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys]).write(to: url)
        return folder
    }

    @Test func csvRoundTripChangesOneEntry() throws {
        let folder = try Self.messyCatalog()
        let before = try String(contentsOfFile: folder.path("Localizable.xcstrings"), encoding: .utf8)
        let export = try CLI.run(["catalog", "export", "Localizable.xcstrings", "--language", "es", "--output", "es.csv"], in: folder.url)
        #expect(export.status == 0, "\(export.stderr)")
        // One byte order mark, for Excel (Foundation's String(contentsOfFile:) drops it on reading).
        let bytes = try #require(FileManager.default.contents(atPath: folder.path("es.csv")))
        #expect(Array(bytes.prefix(6)) != [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] && Array(bytes.prefix(3)) == [0xEF, 0xBB, 0xBF])
        let csv = String(decoding: bytes.dropFirst(3), as: UTF8.self)
        let lines = csv.split(separator: "\r\n").map(String.init)
        #expect(lines.first == "key,variation,comment,state,en,es")
        #expect(lines.count == 2 && lines[1].hasPrefix(Self.key + ",,"), "\(lines)")

        // Back untouched: nothing changes.
        let untouched = try CLI.run(["catalog", "import", "es.csv", "Localizable.xcstrings"], in: folder.url)
        #expect(untouched.status == 0 && untouched.stdout.contains("0 es unit(s) imported"))
        #expect(try String(contentsOfFile: folder.path("Localizable.xcstrings"), encoding: .utf8) == before)

        try (lines[0] + "\r\n" + lines[1] + "Cancelar\r\n").write(toFile: folder.path("es.csv"), atomically: true, encoding: .utf8)
        let imported = try CLI.run(["catalog", "import", "es.csv", "Localizable.xcstrings"], in: folder.url)
        #expect(imported.status == 0 && imported.stdout.contains("1 es unit(s) imported"), "\(imported.stdout) \(imported.stderr)")
        let after = try String(contentsOfFile: folder.path("Localizable.xcstrings"), encoding: .utf8)
        #expect(after.contains("\"value\" : \"Cancelar\""))
        // Everything before and after the entry is byte for byte the file's own layout.
        let marker = "\"\(Self.key)\" : "
        let head = try #require(before.range(of: marker)).upperBound
        #expect(after.hasPrefix(String(before[..<head])))
        let nextKey = try #require(before[head...].range(of: "\n  \"")).lowerBound
        #expect(after.hasSuffix(String(before[nextKey...])))
    }

    @Test func xliffGoesToStandardOutputAndBadOptionsExitTwo() throws {
        let folder = try Self.messyCatalog()
        let xliff = try CLI.run(["catalog", "export", "Localizable.xcstrings", "--language", "es", "--only", "missing"], in: folder.url)
        #expect(xliff.status == 0)
        #expect(xliff.stdout.contains("<trans-unit id=\"\(Self.key)\"") && xliff.stdout.contains("target-language=\"es\""))
        #expect(!xliff.stdout.contains("<target"), "a missing unit has no target")
        #expect(
            try CLI.run(["catalog", "export", "Localizable.xcstrings", "--language", "es", "--only", "stale"], in: folder.url).status == 2)
        #expect(try CLI.run(["catalog", "export", "Localizable.xcstrings", "--language", "en"], in: folder.url).status == 2)
        try "key,variation\r\nx,y\r\n".write(toFile: folder.path("bad.csv"), atomically: true, encoding: .utf8)
        #expect(try CLI.run(["catalog", "import", "bad.csv", "Localizable.xcstrings"], in: folder.url).status == 2)
    }
}
