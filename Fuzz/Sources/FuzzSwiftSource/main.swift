// Swift sources through the front end (swift-syntax parse, the fact walk, key extraction) and
// every Swift rule, against a small catalog: nothing may trap, hang or grow with a number
// written in the input.
import AppRules
import FuzzSupport
import HandzLintKit
import LintCore
import LintTestSupport
import SourceText

let rules = (try? LintConfiguration.defaults.enabledRuleInstances()) ?? []
let catalog = """
    // catalog: Save
    // catalog plural: %lld items
    // catalog: settings.title = Settings

    """

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Fuzzer.bytes(data, size)
    guard let file = try? SourceFile.decode(bytes, path: "Fuzz.swift") else { return 0 }
    let text = String(decoding: file.bytes, as: UTF8.self)
    guard let example = try? SwiftExample(catalog + text) else { return 0 }
    _ = LintEngine().check([SwiftChecker(rules: rules, files: example.files, project: example.project)])
    return 0
}

Fuzzer.run(fuzzOne)
