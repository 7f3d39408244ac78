import Foundation
import SourceText
import Testing

@testable import StringCatalog

/// The shared generator's catalogs: large enough (4.7 MB at 2,000 keys) that the reader
/// splits `strings` between threads.
struct GeneratedCatalogTests {
    static let enabled = SharedFiles.generatorAvailable

    @Test(.enabled(if: enabled, Comment(rawValue: SharedFiles.generatorMissing)))
    func generatedCatalogRewritesByteForByte() throws {
        let path = try SharedFiles.generatedCatalog(keys: 2000).appendingPathComponent("Localizable.xcstrings").path
        let file = try SourceFile.read(path: path)
        #expect(file.bytes.count >= ParallelEntries.minimumBytes, "big enough to take the parallel path")
        let catalog = try XCStringsReader.read(file)
        #expect(catalog.entries.count == 2000)
        #expect(firstDifference(XCStringsWriter.bytes(catalog), file.bytes) == nil)
    }

    /// Other indentation (tabs, none at all) cannot be split on Xcode's layout: the reader
    /// must notice and read in order, with the same result.
    @Test(.enabled(if: enabled, Comment(rawValue: SharedFiles.generatorMissing)))
    func otherLayoutsGiveTheSameCatalog() throws {
        let path = try SharedFiles.generatedCatalog(keys: 2000).appendingPathComponent("Localizable.xcstrings").path
        let original = try XCStringsReader.read(SourceFile.read(path: path))
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
        for options: JSONSerialization.WritingOptions in [[], [.prettyPrinted]] {
            let data = try JSONSerialization.data(withJSONObject: object, options: options)
            let catalog = try XCStringsReader.read(SourceFile(path: "relaid.xcstrings", bytes: Array(data)))
            #expect(catalog.entries.map(\.key).sorted() == original.entries.map(\.key).sorted())
            let byKey = Dictionary(uniqueKeysWithValues: original.entries.map { ($0.key, $0) })
            for entry in catalog.entries { #expect(entry.localizations.count == byKey[entry.key]?.localizations.count) }
        }
    }

    @Test(.enabled(if: enabled, Comment(rawValue: SharedFiles.generatorMissing)))
    func duplicateKeyInAnotherChunkIsReported() throws {
        let path = try SharedFiles.generatedCatalog(keys: 2000).appendingPathComponent("Localizable.xcstrings").path
        var text = try String(contentsOfFile: path, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let memberLines = lines.indices.filter { lines[$0].hasPrefix("    \"") }
        let firstKey = lines[memberLines.first!].split(separator: "\"")[1]
        let lastLine = lines[memberLines.last!]
        let lastKey = lastLine.split(separator: "\"")[1]
        text = text.replacingOccurrences(
            of: "\n" + lastLine + "\n", with: "\n" + lastLine.replacingOccurrences(of: "\"\(lastKey)\"", with: "\"\(firstKey)\"") + "\n")
        #expect {
            try XCStringsReader.read(SourceFile(path: "dup.xcstrings", bytes: Array(text.utf8)))
        } throws: { error in
            let message = String(describing: error)
            return message.contains("duplicate key \"\(firstKey)\"") && message.contains("dup.xcstrings:")
        }
    }
}
