// JSON and String Catalogs: the ordered JSON reader, the .xcstrings reader, every catalog rule
// (`catalog validate`), and the writer, whose output must read back.
import CatalogValidation
import FuzzSupport
import LocaleServices
import OrderedJSON
import SourceText
import StringCatalog

let cache = FormatterCache()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Fuzzer.bytes(data, size)
    _ = bytes.withUnsafeBufferPointer { try? JSONReader.parse($0) }
    guard let file = try? SourceFile.decode(bytes, path: "fuzz.xcstrings"), let catalog = try? XCStringsReader.read(file) else { return 0 }
    _ = CatalogValidator(cache: cache).validate(catalog, file: file, path: file.path)
    let written = SourceFile(path: "written.xcstrings", bytes: XCStringsWriter.bytes(catalog))
    do {
        _ = try XCStringsReader.read(written)
    } catch {
        fatalError("the writer's output does not read back: \(error)")
    }
    return 0
}

Fuzzer.run(fuzzOne)
