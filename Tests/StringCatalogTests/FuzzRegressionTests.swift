import Foundation
import SourceText
import Testing

@testable import StringCatalog

/// Inputs the fuzz targets in Fuzz/ found faults with, fed to the same parser as the exact
/// bytes libFuzzer wrote (base64). Each must be read or refused with an error, never trap, and
/// what the writers produce must read back.
struct FuzzRegressionTests {
    static func file(_ base64: String, path: String) throws -> SourceFile {
        let bytes = try #require(Data(base64Encoded: base64))
        return try SourceFile.decode(Array(bytes), path: path, allowUTF16: true)
    }

    /// FuzzStrings: a key given twice in the legacy `"key";` form was accepted, and the
    /// table written back (as `"key" = "key";`) was then refused as a duplicate. Both forms now
    /// go through the same bookkeeping: the key is read once, with its last value, the
    /// repetition is recorded, and the table written back reads to the same entries.
    @Test func stringsDuplicateKeysInEitherForm() throws {
        let crash =
            """
            IkZpbmlzaCBzZXR1cDoiID0gIkZpbmlzaCBzZXR1cCI7CiJXZWxjb2UuIFxuIElmIHlvdSBlbmpveSBpdCB5b3UgaW5zdGFsbCB0\
            aGUgbmV3IHZlcnNpb28gbmZTIHRhdHMiOwoic3NmdWxseSB1cGRhdGVkIjsKIlN0YXRzDS0AAABsaWNhdGlvbiBzZXR0aW5ncyB3\
            aWxsIGJlIGggc2V0dXAiOwoiV2VsY29lLiBcbiBJZiB5b3UgZW5qb3kgaXQgeW91IGluc3RhbGwgdGhlIG5ldyB2ZXJzaW9vIG5m\
            UyB0YXRzIjsKInNzZnVsbHkgdXJlc2V0IGFuZCB0aGUgYXBwbGljYXRpb24gd2lsbCBiaXR5IE1vbml0b3IiOwoiUmVwb3J0IGEg\
            YnVnIiA9ICJSZXBvcnQgYSBidWciOwo=
            """
        let table = try StringsFile.read(Self.file(crash, path: "crash.strings"))
        #expect(table.duplicates.map(\.occurrences.count) == [2])
        let again = try StringsFile.read(SourceFile(path: "again.strings", bytes: Array(table.text().utf8)))
        #expect(again.entries.map(\.key) == table.entries.map(\.key))
        #expect(again.entries.map(\.value) == table.entries.map(\.value))
        #expect(again.duplicates.isEmpty)
        for (text, kept) in [("\"a\";\n\"a\";\n", "a"), ("\"a\" = \"b\";\n\"a\";\n", "a"), ("\"a\";\n\"a\" = \"b\";\n", "b")] {
            let read = try StringsFile.read(SourceFile(path: "t.strings", bytes: Array(text.utf8)))
            #expect(read.entries.map(\.value) == [kept], "\(text.debugDescription)")
            #expect(read.duplicates.count == 1, "\(text.debugDescription)")
        }
    }

    /// FuzzStrings: a `//` comment holding `*/` (`//*//  Localizable …`) was written back inside
    /// `/* … */`, which then ended early and left `/  Localizable …` to be read as a key.
    @Test func stringsLineCommentHoldingTheEndOfABlockComment() throws {
        let crash =
            """
            Ly8qLy8gIExvY2FsaXphYmxlIEMAAAAAAAAAIiA7CiI2MCBzXFxcN1xcemFibAAgAABlQwAAAAAiIDsKIjYwIHNcXFw3XFxcXFw2\
            MCBzXFxcXFxcXFxcXFxcXH9cXCBpXFxcMzAgc1xcXFxcXFxcXFxcXFx/XFwgaW5pc2giOwo=
            """
        let table = try StringsFile.read(Self.file(crash, path: "crash.strings"))
        #expect(table.entries.first?.comment?.contains("*/") == true)
        let again = try StringsFile.read(SourceFile(path: "again.strings", bytes: Array(table.text().utf8)))
        #expect(again.entries.map(\.key) == table.entries.map(\.key))
        #expect(again.entries.map(\.value) == table.entries.map(\.value))
        #expect(again.duplicates.isEmpty)
    }
}
