// An Xcode project file (`project.pbxproj`) as discovery reads it: the names of the Swift files it
// lists, which decide which files of a repository are built, and the localized tables it bundles.
// Every name found must be a `.swift` name without a folder, every table a `LANG.lproj/NAME`, written
// in the input as they are.
import FuzzSupport
import SwiftSourceFacts

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Fuzzer.bytes(data, size)
    // Checked as bytes and scalars, not characters: a combining mark in the input joins what is
    // before it into one character (`t` and U+034C, U+FFFD and U+030F).
    for name in XcodeProjectMembership.swiftNames(in: bytes) {
        let utf8 = Array(name.utf8)
        precondition(utf8.count > 6 && utf8.suffix(6).elementsEqual(".swift".utf8), "not a Swift file's name: \(name)")
        precondition(!utf8.contains(UInt8(ascii: "/")), "a name keeps its folder: \(name)")
        // A cut inside a character is decoded with replacements.
        precondition(name.unicodeScalars.contains("\u{FFFD}") || holds(bytes, utf8), "a name the input does not hold: \(name)")
    }
    // The localized tables it bundles: `LANG.lproj/NAME`, one folder deep.
    for table in XcodeProjectMembership.localizedTables(in: bytes) {
        let utf8 = Array(table.utf8)
        precondition(utf8.filter { $0 == UInt8(ascii: "/") }.count == 1, "not one folder deep: \(table)")
        precondition(holds(utf8, Array(".lproj/".utf8)), "not a LANG.lproj/ table: \(table)")
        precondition(table.unicodeScalars.contains("\u{FFFD}") || holds(bytes, utf8), "a table the input does not hold: \(table)")
    }
    return 0
}

func holds(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
    guard needle.count <= bytes.count else { return false }
    return (0...(bytes.count - needle.count)).contains { bytes[$0..<$0 + needle.count].elementsEqual(needle) }
}

Fuzzer.run(fuzzOne)
