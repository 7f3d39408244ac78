import CatalogValidation
import LintCore
import LintTestSupport
import StringCatalog
import Testing

@testable import SourceText

/// A minified catalog is one line: every finding's column must be exact, and finding it must
/// not mean counting the line from its start (that made validation quadratic in the size).
struct MinifiedCatalogPositionTests {
    /// `count` keys in English, each missing its German translation (one finding per key,
    /// placed at the key), written the way `JSONSerialization` writes without pretty printing.
    static func minifiedCatalog(keys count: Int) -> [UInt8] {
        var text = #"{"sourceLanguage":"en","strings":{"#
        for index in 0..<count {
            if index > 0 { text += "," }
            text +=
                #""screen.list.row\#(index).title":{"localizations":"#
                + #"{"en":{"stringUnit":{"state":"translated","value":"Row \#(index) — café"}}"#
            if index == 0 { text += #","de":{"stringUnit":{"state":"translated","value":"Zeile 0"}}"# }
            text += "}}"
        }
        text += #"},"version":"1.0"}"#
        return Array(text.utf8)
    }

    @Test("findings on a one-line catalog have exact columns at bounded cost per finding")
    func findingsOnAOneLineCatalog() throws {
        let bytes = Self.minifiedCatalog(keys: 3_000)
        let file = SourceFile(path: "minified.xcstrings", bytes: bytes)
        let catalog = try XCStringsReader.read(file)
        // One finding per key, as --detail lists them (translation progress would sum them up).
        let perKey = CatalogRules.all.filter { $0.description.identifier != TranslationProgressRule.description.identifier }.map {
            $0.init()
        }
        let findings = CatalogValidator(rules: perKey).validate(catalog, file: file)
        let located = findings.compactMap(\.location)
        #expect(located.count >= 2_999, "a missing German translation for every key but the first")
        // Columns as defined: scalars from the line's start, counted here independently.
        var columnAtOffset: [Int: Int] = [:]
        var column = 1
        for (offset, byte) in bytes.enumerated() {
            columnAtOffset[offset] = column
            if byte & 0xC0 != 0x80 { column += 1 }
        }
        let validColumns = Set(columnAtOffset.values)
        for location in located {
            #expect(location.line == 1)
            #expect(validColumns.contains(location.column))
        }
        let keyColumns = Set(catalog.entries.map { columnAtOffset[$0.offset] ?? -1 })
        #expect(located.filter { keyColumns.contains($0.column) }.count >= 2_999, "findings point at their keys")
        // Scanning from the line's start would be about findings × line length / 2 bytes.
        let scanned = file.columnBytesScanned.load(ordering: .relaxed)
        let bound = located.count * 2 * SourceFile.columnCheckpointStride
        #expect(scanned <= bound, "scanned \(scanned) bytes for \(located.count) locations on a \(bytes.count)-byte line")
        #expect(located.count * bytes.count / 2 > 4 * bound, "the test's line is long enough to tell the two apart")
    }
}
