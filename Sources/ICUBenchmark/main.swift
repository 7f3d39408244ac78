// Measures the Swift ICU layer against the same ICU calls made directly from C, side by
// side in one run, and checks that memory stays flat over millions of calls.
// Run through Scripts/benchmark-icu.sh (release build); not a test.
import CICU
import ICUBaseline
import LocaleServices

#if canImport(Glibc)
import Glibc
#endif

let arguments = CommandLine.arguments.dropFirst()
/// Calls per round for the plural rows; the fast direction rows make 10 times as many and the
/// slow duration rows a fifth, so every round lasts long enough to rise above timer noise.
let iterations = Int64(arguments.first.flatMap { Int($0) } ?? 1_000_000)
let memoryCalls = arguments.dropFirst().first.flatMap { Int($0) } ?? 10_000_000
let rounds = 9

func nowNanoseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
}

/// Resident set size in MB, from /proc/self/statm (second field, in pages).
func residentMegabytes() -> Double {
    guard let file = fopen("/proc/self/statm", "r") else { return 0 }
    defer { fclose(file) }
    var size = 0, resident = 0
    withUnsafeMutablePointer(to: &size) { sizePointer in
        withUnsafeMutablePointer(to: &resident) { residentPointer in
            _ = withVaList([sizePointer, residentPointer]) { vfscanf(file, "%ld %ld", $0) }
        }
    }
    return Double(resident) * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
}

// Inlined into each call site so the measured closure is inlined too: the Swift loop then
// has the same shape as the C loop it is compared with, without a closure call per op.
@inline(__always)
func timeSwift(calls: Int64, _ body: (Int64) -> Int) -> (ns: Double, checksum: Int) {
    let start = nowNanoseconds()
    var sum = 0
    for index in 0..<calls { sum &+= body(index) }
    return ((nowNanoseconds() - start) / Double(calls), sum)
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

struct Row {
    let name: String
    let swift: Double
    let c: Double
    /// The median of the per-round ratios: each Swift round is paired with the C round run
    /// right after it, so a slow patch of the machine affects both sides of a pair.
    let ratio: Double
    let target: Double

    init(name: String, swiftTimes: [Double], cTimes: [Double], target: Double) {
        self.name = name
        swift = median(swiftTimes)
        c = median(cTimes)
        ratio = median(zip(swiftTimes, cTimes).map { $0 / $1 })
        self.target = target
    }
}

/// Set ICU_BENCHMARK_ONLY to a word of the operation names to run only those rows.
let only = getenv("ICU_BENCHMARK_ONLY").map { String(decoding: UnsafeRawBufferPointer(start: $0, count: strlen($0)), as: UTF8.self) }

/// Alternates Swift and C rounds so both see the same machine state; reports medians.
@inline(__always)
func compare(_ name: String, target: Double, calls: Int64 = iterations, swift: (Int64) -> Int, c: (Int64) -> Double) -> Row? {
    if let only, !name.contains(only) { return nil }
    var swiftTimes: [Double] = [], cTimes: [Double] = []
    for _ in 0..<rounds {
        swiftTimes.append(timeSwift(calls: calls, swift).ns)
        cTimes.append(c(calls))
    }
    return Row(name: name, swiftTimes: swiftTimes, cTimes: cTimes, target: target)
}

let cache = FormatterCache()
var rows: [Row?] = []
var checksum: Int64 = 0

for code in ["en", "ar", "pl"] {
    let rules = try cache.pluralRules(try cache.locale(code))
    rows.append(
        compare(
            "plural select \(code)", target: 1.2, swift: { (try? rules.category(for: Int($0 % 1000))) == .other ? 1 : 0 },
            c: { calls in
                baseline_plural_select(code, calls, &checksum)
            }))
}

for code in ["en", "ar"] {
    let format = try cache.durationFormat(try cache.locale(code), .long, units: [.hours, .minutes])
    let sample = try format.string(seconds: 3900)
    rows.append(
        compare(
            "duration long \(code) (\(sample))", target: 1.3, calls: iterations / 5,
            swift: { _ in (try? format.string(seconds: 3900))?.utf16.count ?? -1 },
            c: { calls in
                baseline_duration_long(code, 3900, calls, &checksum)
            }))
}

let arabic = try cache.locale("ar")
rows.append(
    compare(
        "isRightToLeft (held LocaleID)", target: 1.2, swift: { _ in Bidi.isRightToLeft(arabic) ? 1 : 0 },
        c: { calls in
            baseline_is_right_to_left("ar", calls, &checksum)
        }))
rows.append(
    compare(
        "isRightToLeft (id string via cache)", target: 1.2, swift: { _ in ((try? cache.isRightToLeft("ar")) ?? false) ? 1 : 0 },
        c: { calls in
            baseline_is_right_to_left("ar", calls, &checksum)
        }))

/// The Swift twin of baseline_base_direction: the same loop over the same text.
@inline(never)
func swiftBaseDirectionLoop(_ text: String, calls: Int64) -> Double {
    var sum = 0
    let start = nowNanoseconds()
    for _ in 0..<calls { sum &+= Bidi.baseDirection(of: text) == .rightToLeft ? 1 : 0 }
    let elapsed = nowNanoseconds() - start
    blackHole(sum)
    return elapsed / Double(calls)
}

@inline(never)
func blackHole(_ value: Int) { if value == -42 { print(value) } }

for (label, text) in [("Latin", "Start practice"), ("Arabic", "ابدأ التدريب"), ("digits, then Hebrew", "12:30 התחל")] {
    let utf16 = Array(text.utf16)
    let name = "base direction, \(label)"
    if only == nil || name.contains(only!) {
        var swiftTimes: [Double] = [], cTimes: [Double] = []
        for _ in 0..<rounds {
            swiftTimes.append(swiftBaseDirectionLoop(text, calls: iterations * 10))
            cTimes.append(
                utf16.withUnsafeBufferPointer { baseline_base_direction($0.baseAddress, Int32($0.count), iterations * 10, &checksum) })
        }
        rows.append(Row(name: name, swiftTimes: swiftTimes, cTimes: cTimes, target: 1.2))
    }
}

var icuVersion = [CChar](repeating: 0, count: 32), unicodeVersion = [CChar](repeating: 0, count: 32)
cicu_versions(&icuVersion, &unicodeVersion, 32)
print(
    "ICU layer vs direct C calls (release build, libicu "
        + "\(String(decoding: icuVersion.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)), "
        + "\(iterations) calls per round for plurals, 10x for direction, 1/5 for " + "durations; median of \(rounds) rounds)"
)
print("")
print("| operation | Swift ns/op | C ns/op | ratio | target | met |")
print("| --- | ---: | ---: | ---: | ---: | --- |")
for row in rows.compactMap({ $0 }) {
    let met = row.ratio <= row.target ? "yes" : "NO"
    print(
        "| \(row.name) | \(format(row.swift)) | \(format(row.c)) | "
            + "\(format(row.ratio, digits: 2))x | ≤ \(format(row.target, digits: 1))x | \(met) |"
    )
}

func format(_ value: Double, digits: Int = 1) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = String(rounded)
    if let dot = text.firstIndex(of: ".") {
        let decimals = text.distance(from: dot, to: text.endIndex) - 1
        if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
    }
    return text
}

// Memory: the same objects over many calls must not grow the process.
let english = try cache.locale("en")
let plural = try cache.pluralRules(arabic)
let duration = try cache.durationFormat(english, .long)
let timer = try cache.durationFormat(arabic, .timer)
var sink = 0
for index in 0..<100_000 { sink &+= (try? duration.string(seconds: Double(index)))?.count ?? 0 }
let before = residentMegabytes()
let memoryStart = nowNanoseconds()
for index in 0..<memoryCalls {
    switch index & 3 {
    case 0: sink &+= (try? plural.category(for: index % 1000)) == .few ? 1 : 0
    case 1: sink &+= Bidi.baseDirection(of: index & 4 == 0 ? "ابدأ" : "Start") == .rightToLeft ? 1 : 0
    case 2: sink &+= (try? duration.string(seconds: Double(index % 90_000)))?.utf8.count ?? 0
    default: sink &+= (try? timer.string(seconds: Double(index % 7_200)))?.utf8.count ?? 0
    }
}
let after = residentMegabytes()
print("")
print(
    "memory: \(memoryCalls) mixed calls (plural, base direction, long " + "duration, timer) in "
        + "\(format((nowNanoseconds() - memoryStart) / 1e9, digits: 1)) s: "
        + "resident \(format(before)) MB before, \(format(after)) MB after "
        + "(\(after - before >= 0 ? "+" : "")\(format(after - before)) MB)"
)
if sink == 42 { print("") }
