// XML property lists and .stringsdict tables: the plist reader, the stringsdict mapping, and
// the plist writer's output read back.
import FuzzSupport
import SourceText
import StringCatalog

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Fuzzer.bytes(data, size)
    guard let file = try? SourceFile.decode(bytes, path: "fuzz.stringsdict") else { return 0 }
    if let plist = try? PropertyList.read(file) {
        do {
            _ = try PropertyList.read(SourceFile(path: "written.plist", bytes: Array(plist.xml().utf8)))
        } catch {
            fatalError("the plist writer's output does not read back: \(error)")
        }
    }
    if let entries = try? StringsDictMapping.read(file) {
        for entry in entries where StringsDictMapping.needsDictionary(entry.node) { _ = StringsDictMapping.plist(for: entry.node).xml() }
    }
    return 0
}

Fuzzer.run(fuzzOne)
