import Foundation
import SourceText
import Testing

@testable import StringCatalog

/// A character where a key should start ends the table for Foundation without an error; the
/// reader keeps the pairs before it, as the app does, and says where it stopped and what is lost.
/// Each table is also read by Foundation's `PropertyListSerialization` (the same CFPropertyList
/// code as on Apple platforms), and the keys must agree.
struct StringsFileStopTests {
    static func read(_ text: String) throws -> StringsFile {
        try StringsFile.read(SourceFile(path: "ar.lproj/BluetoothPeripheralView.strings", bytes: Array(text.utf8)))
    }

    static func foundationKeys(_ text: String) throws -> Set<String> {
        let table = try #require(try PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil) as? [String: String])
        return Set(table.keys)
    }

    @Test(arguments: [
        // xDrip4iOS's shape: a doubled `;` after a pair, then more pairs.
        (
            "\"scanAgain\" = \"Scan Again\";\n\"scanDone\" = \"Wait.\";;\n\n/// Next\n\"next\" = \"Next\";\n\"last\" = \"Last\";\n", 2, 2,
            "';'"
        ),
        ("\"a\" = \"b\";\n)\n\"c\" = \"d\";\n", 1, 1, "')'"),
        ("\"a\" = \"b\";\n\u{00A0}\"c\" = \"d\";\n", 1, 1, "U+00A0"),
    ])
    func stopsWhereFoundationStops(text: String, kept: Int, lost: Int, character: String) throws {
        let table = try Self.read(text)
        #expect(Set(table.entries.map(\.key)) == (try Self.foundationKeys(text)))
        #expect(table.entries.count == kept)
        let stop = try #require(table.stop)
        #expect(stop.pairsAfter == lost)
        #expect(stop.character == character)
        let problem = try #require(table.stopProblem(in: SourceFile(path: "t.strings", bytes: Array(text.utf8))))
        #expect(problem.stoppedEarly?.itemsAfter == lost)
        #expect(problem.message.contains(character))
    }

    @Test func aTableThatReadsToTheEndHasNoStop() throws {
        let text = "/* c */\n\"a\" = \"b\";\n\"c\";\n// end\n"
        #expect(try Self.read(text).stop == nil)
        #expect(try Self.read(text).entries.count == (try Self.foundationKeys(text)).count)
    }

    /// Twelve of xDrip4iOS's languages end a table with `;;`: the stop is there, nothing is lost,
    /// and nothing is reported.
    @Test func aStopAfterTheLastPairLosesNothing() throws {
        let text = "\"a\" = \"b\";\n/// last\n\"c\" = \"d\";;\n"
        let table = try Self.read(text)
        #expect(Set(table.entries.map(\.key)) == (try Self.foundationKeys(text)))
        #expect(table.stop?.pairsAfter == 0)
        #expect(table.stopProblem(in: SourceFile(path: "t.strings", bytes: Array(text.utf8))) == nil)
    }

    /// Inside braces Foundation wants the closing `}` and refuses the table, and so does the reader;
    /// a stray character before the first pair is refused too.
    @Test(arguments: ["{\n\"a\" = \"b\";;\n\"c\" = \"d\";\n}\n", ";\"a\" = \"b\";\n"])
    func aStrayCharacterElsewhereIsAnError(text: String) {
        #expect(throws: InputError.self) { try Self.read(text) }
        #expect(throws: (any Error).self) { try PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil) }
    }
}
