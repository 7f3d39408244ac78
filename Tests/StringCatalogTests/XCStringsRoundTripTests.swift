import Foundation
import Testing
import SourceText
@testable import StringCatalog

struct XCStringsRoundTripTests {
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
