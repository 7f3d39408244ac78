import Testing

@testable import LocaleServices

struct FormattingTests {
    @Test func numbers() throws {
        #expect(try NumberFormat(locale: LocaleID("en"), style: .integer).string(1_234_567) == "1,234,567")
        #expect(try NumberFormat(locale: LocaleID("de"), style: .integer).string(1_234_567) == "1.234.567")
        #expect(try NumberFormat(locale: LocaleID("ar"), style: .integer).string(1_234) == "١٬٢٣٤")
        #expect(try NumberFormat(locale: LocaleID("de"), style: .decimal()).string(1234.5) == "1.234,5")
        #expect(
            try NumberFormat(locale: LocaleID("en"), style: .decimal(minimumFractionDigits: 2, maximumFractionDigits: 2)).string(3.0)
                == "3.00")
        #expect(try NumberFormat(locale: LocaleID("en"), style: .percent).string(0.256) == "26%")
        #expect(try NumberFormat(locale: LocaleID("fr"), style: .percent).string(0.5) == "50\u{00A0}%")
        #expect(try NumberFormat(locale: LocaleID("en"), style: .decimal()).string(decimal: "1234.50") == "1,234.5")
        #expect(throws: NumberSyntaxError.self) { try NumberFormat(locale: LocaleID("en"), style: .integer).string(decimal: "12abc") }
    }

    /// The integer style writes numbers that need no grouping from the locale's digits without
    /// calling ICU; the same skeleton spelled differently always goes through ICU, and the two
    /// must agree on every length of number, in locales that group early, late or never, with
    /// ASCII and other digits.
    @Test func integersWithoutICUMatchICU() throws {
        let numbers =
            Array(0...1_100) + [
                9_999, 10_000, 12_345, 99_999, 100_000, 123_456, 1_234_567, 98_765_432, Int(Int32.max), Int.max, -1, -1_234,
            ]
        for code in ["en", "es", "pl", "de", "fr", "ar", "fa", "hi", "bn", "ja", "he", "pt-BR", "my", "mr"] {
            let locale = try LocaleID(code)
            let fast = try NumberFormat(locale: locale, style: .integer)
            let icu = try NumberFormat(locale: locale, skeleton: "precision-integer group-auto")
            for number in numbers {
                var appended = "→"
                try fast.append(number, to: &appended)
                let expected = try icu.string(number)
                #expect(try fast.string(number) == expected, "\(code) \(number)")
                #expect(appended == "→" + expected, "\(code) \(number)")
            }
        }
    }

    @Test func timeOfDayFollowsTheLocaleUnlessOverridden() throws {
        let american = try LocaleID("en-US")
        #expect(!american.prefersTwentyFourHourClock)
        #expect(try LocaleID("de").prefersTwentyFourHourClock)
        #expect(try TimeOfDayFormat(locale: american).string(hour: 21, minute: 5) == "9:05\u{202F}PM")
        #expect(try TimeOfDayFormat(locale: american, clock: .twentyFourHour).string(hour: 21, minute: 5) == "21:05")
        #expect(try TimeOfDayFormat(locale: LocaleID("de")).string(hour: 21, minute: 5) == "21:05")
        #expect(try TimeOfDayFormat(locale: LocaleID("de"), clock: .twelveHour).usesTwentyFourHourClock == false)
        #expect(try TimeOfDayFormat(locale: LocaleID("en-US-u-hc-h23")).usesTwentyFourHourClock, "the -u-hc- keyword is the user's setting")
        #expect(throws: TimeOfDayError.self) { try TimeOfDayFormat(locale: american).string(hour: 24, minute: 0) }
    }

    @Test func relativeTime() throws {
        let english = try RelativeTimeFormat(locale: LocaleID("en"))
        #expect(try english.string(3, .day) == "in 3 days")
        #expect(try english.string(-2, .hour) == "2 hours ago")
        #expect(try english.string(secondsFromNow: -7200) == "2 hours ago")
        #expect(try english.string(secondsFromNow: 3 * 86_400) == "in 3 days")
        #expect(try english.string(secondsFromNow: 30) == "in 30 seconds")
        let words = try RelativeTimeFormat(locale: LocaleID("en"), alwaysNumeric: false)
        #expect(try words.string(1, .day) == "tomorrow")
        #expect(try RelativeTimeFormat(locale: LocaleID("es")).string(3, .day) == "dentro de 3 días")
    }

    @Test func lists() throws {
        #expect(try ListFormat(locale: LocaleID("en")).string(["A", "B", "C"]) == "A, B, and C")
        #expect(try ListFormat(locale: LocaleID("en-GB")).string(["A", "B", "C"]) == "A, B and C")
        #expect(try ListFormat(locale: LocaleID("es")).string(["A", "B", "C"]) == "A, B y C")
        #expect(try ListFormat(locale: LocaleID("en"), kind: .or).string(["A", "B"]) == "A or B")
        #expect(try ListFormat(locale: LocaleID("en")).string(["A"]) == "A")
        #expect(try ListFormat(locale: LocaleID("en")).string([]) == "")
    }

    @Test func cacheReturnsTheSameInstance() throws {
        let cache = FormatterCache()
        let arabic = try cache.locale("ar")
        #expect(try cache.pluralRules(arabic) === cache.pluralRules(arabic))
        #expect(try cache.pluralRules(arabic, .ordinal) !== cache.pluralRules(arabic))
        #expect(try cache.durationFormat(arabic, .long) === cache.durationFormat(arabic, .long))
        #expect(throws: LocaleError.self) { try cache.locale("xx") }
    }
}
