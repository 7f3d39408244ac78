import CatalogValidation
import HandzLintKit
import LintCore
import LocaleServices
// Catalog benchmark: parse/validate/write on the shared generator's catalogs.
// Run through Scripts/benchmark-catalog.sh (release build); not a test.
import OrderedJSON
import SourceText
import StringCatalog

#if canImport(Glibc)
import Glibc
#endif

func nowNanoseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
}

let arguments = Array(CommandLine.arguments.dropFirst())
let mode = arguments.first ?? "all"
let path = arguments.dropFirst().first ?? "/tmp/bench/cat20k/Localizable.xcstrings"
let runs = 5

func measure(_ name: String, _ body: () throws -> Void) rethrows {
    var times: [Double] = []
    for _ in 0..<runs {
        let start = nowNanoseconds()
        try body()
        times.append((nowNanoseconds() - start) / 1e6)
    }
    times.sort()
    print("\(name): min \(Int(times[0])) ms, median \(Int(times[runs / 2])) ms")
}

let file = try SourceFile.read(path: path)
if mode == "skip" || mode == "all" {
    try measure("skip") {
        try file.bytes.withUnsafeBufferPointer { buffer in
            var reader = JSONReader(bytes: buffer)
            try reader.skipValue()
        }
    }
}
if mode == "validate-utf8" || mode == "all" {
    measure("utf8") { _ = file.bytes.withUnsafeBufferPointer { UTF8Validation.firstInvalidOffset(in: $0) } }
}
if mode == "parse" || mode == "all" {
    try measure("parse") { _ = try XCStringsReader.read(file) }
}
if mode == "one" || mode == "all" {
    try measure("one locale") { _ = try XCStringsReader.read(file, languages: ["es", "en"]) }
}
if mode == "validate" || mode == "all" {
    let catalog = try XCStringsReader.read(file)
    var configuration = try LintConfiguration.load(path: "Scripts/bench/generated-catalog.yml")
    if let only = getenv("BENCH_RULES").map({ String(decoding: UnsafeRawBufferPointer(start: $0, count: strlen($0)), as: UTF8.self) }) {
        let keep = Set(only.split(separator: ",").map(String.init))
        configuration.rules.disabled = Set(CatalogRules.all.map { $0.description.identifier }).subtracting(keep)
    }
    let cache = FormatterCache()
    let rules = try CatalogRules.kind.members(of: configuration.enabledRuleInstances())
    var count = 0
    measure("validate (rules only)") {
        count = CatalogValidator(options: configuration.catalog, rules: rules, cache: cache).validate(catalog, file: file).count
    }
    print("findings: \(count)")
    for rule in rules where mode == "all" || arguments.contains("--per-rule") {
        let start = nowNanoseconds()
        _ = CatalogValidator(options: configuration.catalog, rules: [rule], cache: cache).validate(catalog, file: file)
        print("  \(rule.description.identifier): \(Int((nowNanoseconds() - start) / 1e6)) ms")
    }
}
if mode == "write" || mode == "all" {
    let catalog = try XCStringsReader.read(file)
    measure("write") { _ = XCStringsWriter.bytes(catalog) }
}
// The runtime look-ups (StringLookup) are measured by LookupBenchmark.
