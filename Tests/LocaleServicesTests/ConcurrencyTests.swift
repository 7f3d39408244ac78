import Dispatch
import Synchronization
import Testing

@testable import LocaleServices

/// Shared ICU objects must give the same answers from many threads as from one.
struct ConcurrencyTests {
    static let threads = 8
    static let callsPerThread = 100_000

    /// One deterministic "mixed call" per index: plural (numeric and displayed), duration,
    /// direction, number formatting, time of day and lists, over several locales.
    final class Workload: Sendable {
        let cache = FormatterCache()
        let locales: [LocaleID]
        let texts = ["Hello", "مرحبا", "123", "שלום עולם", "«Handz»", ""]

        init() throws {
            locales = try ["en", "ar", "pl", "ru", "fr", "ja", "he", "cy"].map { try LocaleID($0) }
        }

        func call(_ index: Int) throws -> String {
            let locale = locales[index % locales.count]
            switch index % 7 {
            case 0: return try cache.pluralRules(locale).category(for: index % 1000).rawValue
            case 1: return try cache.pluralRules(locale).category(forDisplayed: "\(index % 100).\(index % 10)").rawValue
            case 2: return try cache.durationFormat(locale, .long).string(seconds: Double(index % 90_000))
            case 3: return try cache.durationFormat(locale, .timer).string(seconds: Double(index % 7_200))
            case 4: return Bidi.baseDirection(of: texts[index % texts.count]).rawValue + String(locale.isRightToLeft)
            case 5: return try cache.numberFormat(locale, .integer).string(index)
            default: return try cache.timeOfDayFormat(locale).string(hour: index % 24, minute: index % 60)
            }
        }
    }

    @Test func parallelCallsMatchSerialOnes() throws {
        let workload = try Workload()
        let expected = try (0..<Self.callsPerThread).map { try workload.call($0) }
        let mismatches = Mutex(0)
        let failures = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
            var localMismatches = 0
            do {
                for index in 0..<Self.callsPerThread {
                    // Each thread walks the indexes in its own order so threads hit the same
                    // objects at different moments.
                    let shifted = (index + thread * 12_345) % Self.callsPerThread
                    let result = try workload.call(shifted)
                    if expected[shifted] != result { localMismatches += 1 }
                }
            } catch {
                failures.withLock { $0.append(String(describing: error)) }
            }
            let found = localMismatches
            mismatches.withLock { $0 += found }
        }
        #expect(failures.withLock { $0 }.isEmpty)
        #expect(mismatches.withLock { $0 } == 0)
    }
}
