// YAML spec files (screens, routes, palettes) through the fast reader or Yams and the spec
// model, and rules files through the configuration loader (which reads a path).
import FuzzSupport
import HandzLintKit
import SourceText
import SpecModel
import YAMLSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Fuzzer.bytes(data, size)
    guard let file = try? SourceFile.decode(bytes, path: "fuzz.yml"), let document = try? YAMLDocument(file: file) else { return 0 }
    _ = try? SpecLoader.load(documents: [document])
    if case .mapping(let root) = document.root, root.contains(where: { $0.key.string == "version" }) {
        _ = try? LintConfiguration.load(path: Fuzzer.scratchFile(bytes, suffix: ".yml"))
    }
    return 0
}

Fuzzer.run(fuzzOne)
