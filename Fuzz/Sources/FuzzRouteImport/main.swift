// Product documents through the route-registry importer; the spec it writes must be YAML.
import FuzzSupport
import RouteImport
import SourceText
import YAMLSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: Fuzzer.bytes(data, size), as: UTF8.self)
    let registry = RouteDocumentImporter().read(text: text, document: "fuzz.txt")
    let spec = RouteSpecYAML.text(of: registry, app: "Fuzz", documentName: "fuzz.txt")
    do {
        _ = try YAMLDocument(file: SourceFile(path: "imported.yml", bytes: Array(spec.utf8)))
    } catch {
        fatalError("the imported spec is not YAML: \(error)")
    }
    return 0
}

Fuzzer.run(fuzzOne)
