// Catalog benchmark: parse/validate/lookup on the shared generator's catalogs.
// Run through Scripts/benchmark-catalog.sh (release build); not a test.
import OrderedJSON
import SourceText
import StringCatalog
import CatalogValidation
import HandzLintKit
import LocaleServices
import StringLookup
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
    let rules = try configuration.catalogRules()
    var count = 0
    measure("validate (rules only)") { count = CatalogValidator(options: configuration.catalog, rules: rules, cache: cache).validate(catalog, file: file).count }
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
if mode == "lookup" || mode == "all" {
    // The app core's view: open the catalog, ask for Spanish, look strings up.
    let catalog = try XCStringsReader.read(file, languages: ["en"])
    var plainKeys: [String] = [], pluralKeys: [String] = []
    for entry in catalog.entries {
        guard let content = entry.localizations.first?.content else { continue }
        if content.variations.isEmpty && content.substitutions.isEmpty { plainKeys.append(entry.key) } else if content.variations.count == 1, content.variations[0].kind == "plural", content.substitutions.isEmpty { pluralKeys.append(entry.key) }
    }
    let spanish = try LocaleID("es")
    var loadTimes: [Double] = []
    for _ in 0..<runs {
        let strings = try LocalizedStrings(path: path)
        let start = nowNanoseconds()
        _ = try strings.table(for: spanish)
        loadTimes.append((nowNanoseconds() - start) / 1e6)
    }
    loadTimes.sort()
    // Xcode compiles a String Catalog into one .strings/.stringsdict pair per language at
    // build time; an app loads those, so the folder beside the catalog is the shipped case.
    let folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
    var folderTimes: [Double] = []
    for _ in 0..<runs {
        let strings = try LocalizedStrings(path: folder.isEmpty ? "." : folder)
        let start = nowNanoseconds()
        _ = try strings.table(for: spanish)
        folderTimes.append((nowNanoseconds() - start) / 1e6)
    }
    folderTimes.sort()
    print("load es (+ en fallback): from the .xcstrings (45 MB, all languages) median \(Int(loadTimes[runs / 2])) ms · from es.lproj + en.lproj (as Xcode ships it) median \(Int(folderTimes[runs / 2])) ms")

    let table = try LocalizedStrings(path: path).table(for: spanish)
    let reference = Dictionary(uniqueKeysWithValues: try plainKeys.map { ($0, try table.string($0)) })
    let rules = try PluralRules(locale: spanish)
    func nanosecondsPerCall(_ calls: Int, _ body: (Int) throws -> Int) rethrows -> Double {
        var sink = 0
        let start = nowNanoseconds()
        for index in 0..<calls { sink &+= try body(index) }
        let elapsed = nowNanoseconds() - start
        if sink == -1 { print("") }
        return elapsed / Double(calls)
    }
    let calls = 2_000_000
    // A screen's worth of keys, looked up again and again (what an app does), and every key
    // of the catalog in turn (what a cold cache sees).
    let hotPlain = Array(plainKeys.prefix(64)), hotPlural = Array(pluralKeys.prefix(64))
    for round in 1...3 {
        let hot = try nanosecondsPerCall(calls) { try table.string(hotPlain[$0 & 63]).utf8.count }
        let hotDictionary = nanosecondsPerCall(calls) { reference[hotPlain[$0 & 63]]!.utf8.count }
        let cold = try nanosecondsPerCall(calls / 4) { try table.string(plainKeys[$0 % plainKeys.count]).utf8.count }
        let coldDictionary = nanosecondsPerCall(calls / 4) { reference[plainKeys[$0 % plainKeys.count]]!.utf8.count }
        let plural = try nanosecondsPerCall(calls / 4) { try table.string(hotPlural[$0 & 63], count: $0 % 120).utf8.count }
        let select = try nanosecondsPerCall(calls / 4) { try rules.category(for: $0 % 120).rawValue.utf8.count }
        print(String(format: "round %d: plain, one screen's keys %.0f ns (Swift Dictionary %.0f ns, %.2fx) · plain, all keys in turn %.0f ns (Dictionary %.0f ns, %.2fx) · plural with count %.0f ns (ICU plural select alone %.0f ns)",
                     round, hot, hotDictionary, hot / hotDictionary, cold, coldDictionary, cold / coldDictionary, plural, select))
    }
}
if mode == "hot" {
    // Profiling aid: only the hot plain look-up, long enough for perf.
    let strings = try LocalizedStrings(path: path)
    let table = try strings.table(for: try LocaleID("es"))
    let catalog = try XCStringsReader.read(file, languages: ["en"])
    let keys = Array(catalog.entries.lazy.filter { $0.localizations.first?.content.variations.isEmpty ?? false }.prefix(64).map(\.key))
    var sink = 0
    let start = nowNanoseconds()
    for index in 0..<20_000_000 { sink &+= try table.string(keys[index & 63]).utf8.count }
    print("hot: \((nowNanoseconds() - start) / 2e7) ns", sink)
}
