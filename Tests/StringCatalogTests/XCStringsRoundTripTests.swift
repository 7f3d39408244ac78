import Foundation
import SourceText
import Testing

@testable import StringCatalog

struct XCStringsRoundTripTests {
    /// The app's own catalog is in the repository, so this runs everywhere (../shared or not):
    /// plurals, substitutions, Arabic text, escapes and Xcode's layout come back byte for byte.
    @Test func bundledCatalogRewritesByteForByte() throws {
        let path = SharedFiles.packageRoot.appendingPathComponent("Strings/Localizable.xcstrings").path
        let file = try SourceFile.read(path: path)
        let catalog = try XCStringsReader.read(file)
        #expect(catalog.entries.count > 200)
        #expect(catalog.entries.contains { $0.localizations.contains { !$0.content.substitutions.isEmpty } }, "substitutions are covered")
        #expect(
            catalog.entries.contains { $0.localizations.contains { $0.content.pluralVariations != nil } }, "plural variations are covered")
        let written = XCStringsWriter.bytes(catalog)
        #expect(firstDifference(written, file.bytes) == nil, "rewrite of \(path) differs")
    }

    @Test(
        .enabled(if: SharedFiles.corpusAvailable, Comment(rawValue: SharedFiles.corpusMissing)),
        arguments: SharedFiles.corpusFiles(withExtension: "xcstrings"))
    func corpusCatalogsRewriteByteForByte(_ path: String) throws {
        let file = try SourceFile.read(path: path)
        let catalog = try XCStringsReader.read(file)
        #expect(!catalog.entries.isEmpty)
        let written = XCStringsWriter.bytes(catalog)
        #expect(firstDifference(written, file.bytes) == nil, "rewrite of \(path) differs")
    }

    /// Issue 10, class 7: Xcode lists zh-Hans, zh-Hant, zh-HK (case-insensitive order); a
    /// byte-wise sort would move zh-HK first ("K" < "a") and break the byte-for-byte rewrite.
    @Test func languageCodesKeepXcodesCaseInsensitiveOrder() throws {
        let text = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Hello" : {
                  "localizations" : {
                    "zh-Hans" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "x"
                      }
                    },
                    "zh-Hant" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "x"
                      }
                    },
                    "zh-HK" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "x"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let catalog = try XCStringsReader.read(SourceFile(path: "probe.xcstrings", bytes: Array(text.utf8)))
        #expect(catalog.entries[0].localizations.count == 3)
        #expect(String(decoding: XCStringsWriter.bytes(catalog), as: UTF8.self) == text)
    }
}
