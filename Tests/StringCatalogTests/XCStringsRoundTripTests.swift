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
        #expect(written == file.bytes, "rewrite of \(path) differs at byte \(firstDifference(written, file.bytes) ?? -1)")
    }

    func firstDifference(_ a: [UInt8], _ b: [UInt8]) -> Int? {
        zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? (a.count == b.count ? nil : min(a.count, b.count))
    }
}
