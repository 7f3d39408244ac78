import Foundation
import SourceText
import Testing

@testable import YAMLSupport

/// Inputs that once crashed the fast YAML reader or made it quadratic: each must be read (by
/// the fast reader or by Yams) or refused with an error, never trap or read past the buffer.
struct HostileYAMLTests {
    func document(_ text: String) throws -> YAMLDocument {
        try YAMLDocument(file: SourceFile(path: "hostile.yml", bytes: Array(text.utf8)))
    }

    func fastParser(_ text: String) -> (root: YAMLNode?, scanned: Int, declined: Bool) {
        Array(text.utf8).withUnsafeBufferPointer { bytes in
            var parser = BlockYAMLParser(bytes: bytes)
            do {
                let root = try parser.parse()
                return (root, parser.bytesScannedForMarks, false)
            } catch {
                return (nil, parser.bytesScannedForMarks, true)
            }
        }
    }

    @Test("a lone carriage return inside a quoted scalar is a line break, as in Yams")
    func loneCarriageReturnInQuotes() throws {
        for quote in ["\"", "'"] {
            let text = "title: \(quote)a\rb\(quote)\n"
            #expect(fastParser(text).declined, "the fast reader leaves lone CRs to Yams")
            let root = try document(text).root
            guard case .mapping(let mapping) = root else {
                Issue.record("not a mapping")
                return
            }
            #expect(mapping.first?.value.string == "a b")
        }
        // Everywhere else too: in plain scalars, comments and between lines.
        for text in ["a: b\rc: d\n", "# note\rkey: value\n", "key: value\r", "- a\r- b\n"] {
            #expect(fastParser(text).declined)
            _ = try? document(text)
        }
        // CRLF files stay with the fast reader.
        #expect(fastParser("title: \"a\r\n  b\"\r\nkind: screen\r\n").root != nil)
    }

    @Test(
        "a file that ends in an anchor is declined, not read past its end",
        arguments: [
            "&a ", "&a", "key: &a ", "key: &a", "- &a ", "{&w", "[&w", "{a: &w", "[a, &w", "{&w ", "key: {&w",
        ])
    func anchorAtTheEnd(text: String) {
        #expect(fastParser(text).declined)
        // Yams then reports the file or reads an empty anchored value: either is fine.
        _ = try? document(text)
    }

    @Test("a flow sequence of a million items is read with marks computed in one pass")
    func longFlowSequence() throws {
        let count = 1_000_000
        var text = "items: ["
        text.reserveCapacity(count * 8)
        for index in 0..<count { text += index == 0 ? "i0" : ", i\(index)" }
        text += "]\n"
        let parsed = fastParser(text)
        guard case .mapping(let mapping)? = parsed.root, case .sequence(let items) = mapping[0].value else {
            Issue.record("the fast reader did not read the sequence")
            return
        }
        #expect(items.count == count)
        // The work behind the marks follows the size of the file, not items × line length.
        #expect(parsed.scanned <= text.utf8.count)
        // And the marks are still right: column of the last item, counted independently.
        let lastColumn = text.utf8.count - "i\(count - 1)]\n".utf8.count + 1
        #expect(items[count - 1].mark == YAMLNode.Mark(line: 1, column: lastColumn))
        #expect(items[1].mark == YAMLNode.Mark(line: 1, column: 13))
    }

    @Test("marks stay right when a line mixes multi-byte text and several values")
    func marksAfterMultibyteText() {
        let parsed = fastParser("a: [é, ü, \"ß\", {k: 中}]\n")
        guard case .mapping(let mapping)? = parsed.root, case .sequence(let items) = mapping[0].value else {
            Issue.record("not read")
            return
        }
        #expect(items.map(\.mark.column) == [5, 8, 11, 16])
    }
}
