import Foundation
import SourceText
import Testing

@testable import StringCatalog

/// The pieces of the translators' round trip: CSV that keeps every field as written, updates
/// that skip what comes back unchanged, and a rewrite that touches only the changed entries.
struct WorklistFormatTests {
    @Test func csvFieldsReadBackExactly() throws {
        let rows = [
            ["key", "text"], ["a,b", "say \"hi\""], ["multi", "line one\nline two\r\nthree"], [" padded ", "\ttab"], ["", "ü ∑ 日本"],
        ]
        let text = CSVTable.text(rows)
        #expect(text.hasPrefix("\u{FEFF}key,text\r\n"))
        let read = try CSVTable.read(SourceFile(path: "t.csv", bytes: Array(text.utf8)))
        #expect(read.map(\.fields) == rows)
    }

    @Test func csvAcceptsLineFeedsAndRefusesAnOpenQuote() throws {
        let read = try CSVTable.read(SourceFile(path: "t.csv", bytes: Array("a,b\nc,\"d\ne\"".utf8)))
        #expect(read.map(\.fields) == [["a", "b"], ["c", "d\ne"]])
        #expect(throws: InputError.self) { try CSVTable.read(SourceFile(path: "t.csv", bytes: Array("a,\"b".utf8))) }
    }

    static let compact =
        #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"de":{"stringUnit":{"state":"new","value":"A"}}}},"#
        + #""b":{"comment":"kept","localizations":{"de":{"stringUnit":{"state":"translated","value":"B"}}}}},"version":"1.0"}"#

    /// A file laid out by another tool keeps its layout: only the changed entry is written
    /// as Xcode writes it.
    @Test func spliceRewritesOnlyChangedEntries() throws {
        let original = Array(Self.compact.utf8)
        let catalog = try XCStringsReader.read(SourceFile(path: "c.xcstrings", bytes: original))
        let result = try CatalogUpdates.apply(
            [UnitUpdate(key: "a", path: "", value: "Ä", state: "translated")], language: "de", to: catalog)
        #expect(result.updated == 1)
        let spliced = try #require(XCStringsSplice.bytes(original: original, updated: result.catalog))
        let text = String(decoding: spliced, as: UTF8.self)
        #expect(
            text.hasSuffix(
                #","b":{"comment":"kept","localizations":{"de":{"stringUnit":{"state":"translated","value":"B"}}}}},"version":"1.0"}"#))
        #expect(text.hasPrefix(#"{"sourceLanguage":"en","strings":{"a":{"#))
        let reread = try XCStringsReader.read(SourceFile(path: "c.xcstrings", bytes: spliced))
        #expect(reread.entry(forKey: "a")?.localization("de")?.content.unit?.value == "Ä")
        #expect(XCStringsWriter.bytes(reread) == XCStringsWriter.bytes(result.catalog))
    }

    @Test func unchangedUnitsAreNotUpdates() throws {
        let catalog = try XCStringsReader.read(SourceFile(path: "c.xcstrings", bytes: Array(Self.compact.utf8)))
        let same = try CatalogUpdates.apply([UnitUpdate(key: "b", path: "", value: "B", state: "translated")], language: "de", to: catalog)
        #expect(same.updated == 0)
        #expect(XCStringsSplice.bytes(original: Array(Self.compact.utf8), updated: same.catalog) == Array(Self.compact.utf8))
    }

    @Test func newKeysGoWhereTheUpdatedOrderPutsThem() throws {
        let original = Array(Self.compact.utf8)
        let catalog = try XCStringsReader.read(SourceFile(path: "c.xcstrings", bytes: original))
        var result = try CatalogUpdates.apply(
            [UnitUpdate(key: "aa", path: "plural.one", value: "Eins", state: "translated", comment: "new")],
            language: "de", to: catalog)
        #expect(result.added == 1)
        result.catalog.entries.sort { $0.key < $1.key }
        let spliced = try #require(XCStringsSplice.bytes(original: original, updated: result.catalog))
        let reread = try XCStringsReader.read(SourceFile(path: "c.xcstrings", bytes: spliced))
        #expect(reread.entries.map(\.key) == ["a", "aa", "b"])
        #expect(reread.entry(forKey: "aa")?.localization("de")?.content.pluralVariations?["one"]?.unit?.value == "Eins")
    }
}
