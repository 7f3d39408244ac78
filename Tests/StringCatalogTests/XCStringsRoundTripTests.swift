import Foundation
import Testing
import SourceText
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
        #expect(catalog.entries.contains { $0.localizations.contains { $0.content.pluralVariations != nil } }, "plural variations are covered")
        let written = XCStringsWriter.bytes(catalog)
        #expect(firstDifference(written, file.bytes) == nil, "rewrite of \(path) differs")
    }

    @Test(.enabled(if: SharedFiles.corpusAvailable, Comment(rawValue: SharedFiles.corpusMissing)),
          arguments: SharedFiles.corpusFiles(withExtension: "xcstrings"))
    func corpusCatalogsRewriteByteForByte(_ path: String) throws {
        let file = try SourceFile.read(path: path)
        let catalog = try XCStringsReader.read(file)
        #expect(!catalog.entries.isEmpty)
        let written = XCStringsWriter.bytes(catalog)
        #expect(firstDifference(written, file.bytes) == nil, "rewrite of \(path) differs")
    }
}
