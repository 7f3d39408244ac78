// XML and XLIFF: the XML reader through the XLIFF document reader, each <file> mapped to a
// catalog, and the XLIFF writer's output read back.
import FuzzSupport
import SourceText
import StringCatalog

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Fuzzer.bytes(data, size)
    guard let file = try? SourceFile.decode(bytes, path: "fuzz.xliff"), let document = try? XLIFFDocument.read(file) else { return 0 }
    for xliffFile in document.files { _ = try? XLIFFMapping.catalog(from: xliffFile) }
    do {
        _ = try XLIFFDocument.read(SourceFile(path: "written.xliff", bytes: Array(document.text().utf8)))
    } catch {
        fatalError("the XLIFF writer's output does not read back: \(error)")
    }
    return 0
}

Fuzzer.run(fuzzOne)
