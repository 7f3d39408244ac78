// Runtime look-up benchmark (StringLookup) on the shared generator's catalog: load times, plain
// look-ups beside a Swift Dictionary, and plural look-ups with a count beside ICU's own plural
// select timed in C, all in one run. Run through Scripts/benchmark-catalog.sh (release build);
// not a test. Depends on the runtime libraries only, so it builds without swift-syntax.
//
// Usage: LookupBenchmark [lookup|plural-hot|hot] CATALOG.xcstrings
import ICUBaseline
import LocaleServices
import SourceText
import StringCatalog
import StringLookup

#if canImport(Glibc)
import Glibc
#endif

func nowNanoseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

func nanosecondsPerCall(_ calls: Int, _ body: (Int) throws -> Int) rethrows -> Double {
    var sink = 0
    let start = nowNanoseconds()
    for index in 0..<calls { sink &+= try body(index) }
    let elapsed = nowNanoseconds() - start
    if sink == -1 { print("") }
    return elapsed / Double(calls)
}

/// `value` with `digits` decimals (no Foundation in this target).
func rounded(_ value: Double, _ digits: Int = 0) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let whole = Int((value * scale).rounded())
    guard digits > 0 else { return String(whole) }
    let fraction = String(abs(whole) % Int(scale))
    return "\(whole < 0 ? "-" : "")\(abs(whole) / Int(scale)).\(String(repeating: "0", count: digits - fraction.count))\(fraction)"
}

let arguments = Array(CommandLine.arguments.dropFirst())
let mode = arguments.first ?? "lookup"
guard let path = arguments.dropFirst().first else {
    print("usage: LookupBenchmark [lookup|plural-hot|hot] CATALOG.xcstrings")
    exit(2)
}
let runs = 5
/// Counts shown on screens are small; 0..<120 crosses every category es, pl and ar use.
let countModulus = 120

// Keys whose source is plain text, and keys that vary by plural only (no substitutions).
let file = try SourceFile.read(path: path)
let source = try XCStringsReader.read(file, languages: ["en"])
var plainKeys: [String] = [], pluralKeys: [String] = []
for entry in source.entries {
    guard let content = entry.localizations.first?.content else { continue }
    if content.variations.isEmpty && content.substitutions.isEmpty {
        plainKeys.append(entry.key)
    } else if content.variations.count == 1, content.variations[0].kind == "plural", content.substitutions.isEmpty {
        pluralKeys.append(entry.key)
    }
}
let hotPlain = Array(plainKeys.prefix(64)), hotPlural = Array(pluralKeys.prefix(64))
let spanish = try LocaleID("es")

switch mode {
case "plural-hot":
    // Profiling aid: only the plural look-up, long enough for perf.
    let table = try LocalizedStrings(path: path).table(for: spanish)
    let calls = 20_000_000
    let time = try nanosecondsPerCall(calls) { try table.string(hotPlural[$0 & 63], count: $0 % countModulus).utf8.count }
    print("plural-hot: \(rounded(time)) ns per call")
case "hot":
    // Profiling aid: only the hot plain look-up.
    let table = try LocalizedStrings(path: path).table(for: spanish)
    let time = try nanosecondsPerCall(20_000_000) { try table.string(hotPlain[$0 & 63]).utf8.count }
    print("hot: \(rounded(time)) ns per call")
default:
    // The app core's view: open the catalog, ask for Spanish, look strings up.
    var loadTimes: [Double] = []
    for _ in 0..<runs {
        let strings = try LocalizedStrings(path: path)
        let start = nowNanoseconds()
        _ = try strings.table(for: spanish)
        loadTimes.append((nowNanoseconds() - start) / 1e6)
    }
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
    print(
        "load es (+ en fallback): from the .xcstrings (all languages) median \(rounded(median(loadTimes))) ms"
            + " · from es.lproj + en.lproj (as Xcode ships it) median \(rounded(median(folderTimes))) ms")

    let strings = try LocalizedStrings(path: path)
    let table = try strings.table(for: spanish)
    let reference = Dictionary(uniqueKeysWithValues: try plainKeys.map { ($0, try table.string($0)) })
    let calls = 2_000_000
    var ourPlural: [Double] = [], icuPlural: [Double] = []
    // A screen's worth of keys, looked up again and again (what an app does), and every key
    // of the catalog in turn (what a cold cache sees).
    for round in 1...3 {
        let hot = try nanosecondsPerCall(calls) { try table.string(hotPlain[$0 & 63]).utf8.count }
        let hotDictionary = nanosecondsPerCall(calls) { reference[hotPlain[$0 & 63]]!.utf8.count }
        let cold = try nanosecondsPerCall(calls / 4) { try table.string(plainKeys[$0 % plainKeys.count]).utf8.count }
        let coldDictionary = nanosecondsPerCall(calls / 4) { reference[plainKeys[$0 % plainKeys.count]]!.utf8.count }
        let plural = try nanosecondsPerCall(calls / 2) { try table.string(hotPlural[$0 & 63], count: $0 % countModulus).utf8.count }
        var checksum: Int64 = 0
        let select = baseline_plural_select_counts("es", Int64(calls / 2), Int64(countModulus), &checksum)
        ourPlural.append(plural)
        icuPlural.append(select)
        print(
            "round \(round): plain, one screen's keys \(rounded(hot)) ns (Swift "
                + "Dictionary \(rounded(hotDictionary)) ns, \(rounded(hot / hotDictionary, 2))x)"
                + " · plain, all keys in turn \(rounded(cold)) ns (Dictionary "
                + "\(rounded(coldDictionary)) ns, \(rounded(cold / coldDictionary, 2))x)"
                + " · plural with count \(rounded(plural)) ns (ICU uplrules_select in C "
                + "\(rounded(select)) ns, \(rounded(plural / select, 2))x)"
        )
    }
    // The other plural shapes: Polish uses one/few/many/other, Arabic all six and its own digits.
    for code in ["pl", "ar"] {
        let other = try strings.table(for: LocaleID(code))
        let plural = try nanosecondsPerCall(calls / 2) { try other.string(hotPlural[$0 & 63], count: $0 % countModulus).utf8.count }
        var checksum: Int64 = 0
        let select = baseline_plural_select_counts(code, Int64(calls / 2), Int64(countModulus), &checksum)
        print(
            "  \(code): plural with count \(rounded(plural)) ns (ICU "
                + "uplrules_select in C \(rounded(select)) ns, \(rounded(plural / select, 2))x)"
        )
    }
    let ours = median(ourPlural), icu = median(icuPlural)
    print(
        "plural look-up with a count (es, counts 0..<\(countModulus), median of 3 rounds): \(rounded(ours)) ns/op"
            + " · ICU's plural select alone \(rounded(icu)) ns/op · ratio \(rounded(ours / icu, 2))x"
            + " · target <= 300 ns: \(ours <= 300 ? "met" : "missed")")
}
