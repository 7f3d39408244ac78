// .strings tables, UTF-8 and UTF-16 (the reader transcodes), and the writer's round trip.
import FuzzSupport
import SourceText
import StringCatalog

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Fuzzer.bytes(data, size)
    guard let file = try? SourceFile.decode(bytes, path: "fuzz.strings", allowUTF16: true), let table = try? StringsFile.read(file) else {
        return 0
    }
    // Where Foundation would stop reading, and the problem a lint reports for it.
    if let problem = table.stopProblem(in: file) {
        precondition(problem.stoppedEarly.map { $0.itemsAfter > 0 } ?? false, "a stop is reported with no pair lost")
    }
    let written = SourceFile(path: "written.strings", bytes: Array(table.text().utf8))
    do {
        let reread = try StringsFile.read(written)
        precondition(
            reread.entries.map(\.key) == table.entries.map(\.key) && reread.entries.map(\.value) == table.entries.map(\.value),
            "the written table reads back differently")
        // A key the input repeats is written once, with the value that was read.
        precondition(reread.duplicates.isEmpty, "the written table repeats a key")
        precondition(reread.stop == nil, "the written table stops early")
    } catch {
        fatalError("the writer's output does not read back: \(error)")
    }
    return 0
}

Fuzzer.run(fuzzOne)
