import Foundation
import SourceText
import Testing

@testable import StringCatalog

/// Bad catalogs fail with a message that names the file and the position, never a crash.
struct BadInputTests {
    func read(_ text: String) throws -> StringCatalog {
        try XCStringsReader.read(SourceFile(path: "Bad.xcstrings", bytes: Array(text.utf8)))
    }

    func message(_ body: () throws -> Void) -> String {
        do {
            try body()
            return "no error"
        } catch {
            return String(describing: error)
        }
    }

    @Test(arguments: [
        (
            "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : { \"comment\" : 5 }\n  }\n}",
            "Bad.xcstrings:4:25: error: \"comment\" must be a string, found a number"
        ),
        (
            "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : {},\n    \"a\" : {}\n  }\n}",
            "Bad.xcstrings:5:5: error: duplicate key \"a\""
        ),
        (
            "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : {\n  }\n",
            "Bad.xcstrings:6:1: error: expected ',' or '}', found the end of the file"
        ),
        (
            "{ \"sourceLanguage\" : \"en\", \"strings\" : { \"a\" : { "
                + "\"localizations\" : { \"de\" : { \"stringUnit\" : { \"state\" : \"translated\" } } } } } }",
            "error: \"stringUnit\" has no \"value\""
        ),
        ("{ \"sourceLanguage\" : \"en\", \"strings\" : [] }", "error: \"strings\" must be an object of keys, found an array"),
        ("{ \"strings\" : {} }", "error: the catalog has no \"sourceLanguage\""),
        (
            "{ \"sourceLanguage\" : \"en\", \"strings\" : {} } trailing",
            "Bad.xcstrings:1:45: error: expected the end of the file, found 't'"
        ),
        ("{ \"sourceLanguage\" : \"en\", \"strings\" : { \"a\\q\" : {} } }", "error: unknown escape \\q"),
        (
            "{ \"sourceLanguage\" : \"en\", \"strings\" : { \"a\" : { \"shouldTranslate\" : \"no\" } } }",
            "error: \"shouldTranslate\" must be true or false, found a string"
        ),
    ])
    func malformedCatalogs(_ text: String, _ expected: String) {
        let error = message { _ = try read(text) }
        #expect(error.contains(expected), "\(error)")
    }

    @Test func invalidUTF8IsReportedWithItsPosition() {
        var bytes = Array("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : { \"caf".utf8)
        bytes += [0xC3, 0x28]
        bytes += Array("\" : {} }\n}".utf8)
        let error = message { _ = try SourceFile.decode(bytes, path: "Bad.xcstrings") }
        #expect(error.contains("Bad.xcstrings:3:21: error: the file is not valid UTF-8"), "\(error)")
    }

    @Test func deepNestingIsBounded() {
        let depth = 100_000
        let text =
            "{ \"sourceLanguage\" : \"en\", \"strings\" : { \"a\" : { \"x\" : " + String(repeating: "[", count: depth)
            + String(repeating: "]", count: depth) + " } } }"
        let error = message { _ = try read(text) }
        #expect(error.contains("nesting is deeper than 256 levels"), "\(error)")
    }

    @Test func oversizedFilesAreRefusedBeforeReading() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("huge-\(UUID().uuidString).xcstrings").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: 100 * 1_048_576)
        try handle.close()
        let error = message { _ = try SourceFile.read(path: path) }
        #expect(error.contains("the file is 100.0 MB; the limit is 64.0 MB"), "\(error)")
    }

    @Test(arguments: [
        (
            "<?xml version=\"1.0\"?>\n<!DOCTYPE plist [<!ENTITY xxe SYSTEM "
                + "\"file:///etc/passwd\">]>\n<plist><dict><key>a</key><string>&xxe;</string></dict></plist>",
            "entities are never expanded"
        ),
        ("<?xml version=\"1.0\"?>\n<plist><dict><key>a</key><string>&xxe;</string></dict></plist>", "undefined entity &xxe;"),
        ("<plist><dict><key>a</key></dict></plist>", "<key>a</key> has no value"),
        ("<plist><dict><key>a</key><string>x</string>", "is never closed"),
    ])
    func hostileOrBrokenXMLIsRefused(_ text: String, _ expected: String) {
        let error = message { _ = try PropertyList.read(SourceFile(path: "ru.lproj/Localizable.stringsdict", bytes: Array(text.utf8))) }
        #expect(error.contains(expected), "\(error)")
        #expect(error.hasPrefix("ru.lproj/Localizable.stringsdict:"), "\(error)")
    }

    @Test func atomicWritesLeaveTheOriginalWhenTheyFail() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Localizable.xcstrings").path
        try AtomicWrite.write("original", to: path)
        // A folder where the file should be cannot be replaced: the write fails after the
        // temporary file was written, and no temporary file is left behind.
        let blocked = folder.appendingPathComponent("Blocked.xcstrings").path
        try FileManager.default.createDirectory(atPath: blocked + "/inside", withIntermediateDirectories: true)
        #expect(throws: InputError.self) { try AtomicWrite.write("new", to: blocked) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "original")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".tmp-") }
        #expect(leftovers.isEmpty)
        try AtomicWrite.write("replaced", to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "replaced")
    }
}
