import Testing

@testable import SourceText

/// Line and column of byte offsets: exact (columns count Unicode scalars), and bounded work per
/// lookup however long the line is — a minified catalog is one line of tens of megabytes.
struct SourceFilePositionTests {
    /// The column as the definition says: one plus the scalars between the line's start and
    /// the offset (a scalar starts at every byte that is not a UTF-8 continuation byte).
    static func expectedLocation(_ bytes: [UInt8], _ offset: Int) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for index in 0..<min(offset, bytes.count) {
            if bytes[index] == 0x0A {
                line += 1
                column = 1
            } else if bytes[index] & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }

    /// Mixed one- to four-byte characters, so checkpoints fall inside characters too.
    static func mixedLine(scalars: Int) -> [UInt8] {
        let pieces = ["a", "é", "中", "😀", "key", "ß", "\""].map { (bytes: Array($0.utf8), scalars: $0.unicodeScalars.count) }
        var bytes: [UInt8] = []
        var count = 0, index = 0
        while count < scalars {
            bytes += pieces[index % pieces.count].bytes
            count += pieces[index % pieces.count].scalars
            index += 1
        }
        return bytes
    }

    @Test("every offset of a long line with multi-byte text gets the column counted from the line's start")
    func columnsOnALongLineAreExact() {
        let line = Self.mixedLine(scalars: 3 * SourceFile.columnCheckpointStride)
        let bytes = Array("first line\nsecond\n".utf8) + line + Array("\nlast é line\n".utf8)
        let file = SourceFile(path: "long.json", bytes: bytes)
        // Every offset, including ones inside a character and at the end of the file.
        var expected = (line: 1, column: 1)
        for offset in 0...bytes.count {
            if offset > 0 {
                let byte = bytes[offset - 1]
                if byte == 0x0A { expected = (expected.line + 1, 1) } else if byte & 0xC0 != 0x80 { expected.column += 1 }
            }
            let location = file.location(ofOffset: offset)
            guard location.line == expected.line, location.column == expected.column else {
                Issue.record("offset \(offset): \(location.line):\(location.column), expected \(expected.line):\(expected.column)")
                return
            }
        }
    }

    @Test("a column far along a one-line file is found from the nearest checkpoint, not by scanning the line")
    func columnLookupOnALongLineIsBounded() {
        let line = Self.mixedLine(scalars: 400_000)
        let file = SourceFile(path: "minified.xcstrings", bytes: line)
        let offsets = stride(from: line.count - 1, to: 0, by: -(line.count / 500)).map { $0 }
        for offset in offsets.prefix(5) {
            #expect(file.location(ofOffset: offset).column == Self.expectedLocation(line, offset).column)
        }
        let before = file.columnBytesScanned.load(ordering: .relaxed)
        for offset in offsets { _ = file.location(ofOffset: offset) }
        let scanned = file.columnBytesScanned.load(ordering: .relaxed) - before
        // Two partial strides per lookup at most; scanning from the line's start would be
        // about offsets.count × line.count / 2 bytes.
        #expect(scanned <= offsets.count * 2 * SourceFile.columnCheckpointStride, "scanned \(scanned) bytes for \(offsets.count) lookups")
    }

    @Test("short lines are still counted directly")
    func shortLines() {
        let bytes = Array("a: 1\n  é: \"ü\"\r\nend".utf8)
        let file = SourceFile(path: "short.yml", bytes: bytes)
        for offset in 0...bytes.count {
            let expected = Self.expectedLocation(bytes, offset)
            #expect(file.location(ofOffset: offset) == SourceLocation(file: "short.yml", line: expected.line, column: expected.column))
        }
        #expect(file.location(ofOffset: 1_000) == SourceLocation(file: "short.yml", line: 3, column: 4), "past the end: the end")
    }
}
