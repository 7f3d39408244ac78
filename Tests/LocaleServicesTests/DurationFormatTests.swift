import Testing

@testable import LocaleServices

/// Expected strings follow CLDR 42's unit and units-list patterns for each locale (Arabic
/// with its Arabic-Indic digits, which the system ICU 72 uses for `ar`).
struct DurationFormatTests {
    static let seconds: [Double] = [0, 59, 60, 3599, 3600, 86399]

    struct Case: CustomTestStringConvertible, Sendable {
        let locale: String
        let style: DurationStyle
        let expected: [String]
        var testDescription: String { "\(locale) \(style)" }
    }

    static let cases: [Case] = [
        Case(locale: "en", style: .timer, expected: ["0:00", "0:59", "1:00", "59:59", "1:00:00", "23:59:59"]),
        Case(locale: "en", style: .short, expected: ["0 sec", "59 sec", "1 min", "59 min, 59 sec", "1 hr", "23 hr, 59 min, 59 sec"]),
        Case(
            locale: "en", style: .long,
            expected: ["0 seconds", "59 seconds", "1 minute", "59 minutes, 59 seconds", "1 hour", "23 hours, 59 minutes, 59 seconds"]),
        Case(locale: "en", style: .narrow, expected: ["0s", "59s", "1m", "59m 59s", "1h", "23h 59m 59s"]),
        Case(locale: "es", style: .timer, expected: ["0:00", "0:59", "1:00", "59:59", "1:00:00", "23:59:59"]),
        Case(locale: "es", style: .short, expected: ["0 s", "59 s", "1 min", "59 min y 59 s", "1 h", "23 h, 59 min, 59 s"]),
        Case(
            locale: "es", style: .long,
            expected: [
                "0 segundos",
                "59 segundos",
                "1 minuto",
                "59 minutos y 59 segundos",
                "1 hora",
                "23 horas, 59 minutos y 59 segundos",
            ]),
        Case(locale: "es", style: .narrow, expected: ["0s", "59s", "1min", "59min 59s", "1h", "23h 59min 59s"]),
        Case(locale: "de", style: .timer, expected: ["0:00", "0:59", "1:00", "59:59", "1:00:00", "23:59:59"]),
        Case(
            locale: "de", style: .short,
            expected: ["0 Sek.", "59 Sek.", "1 Min.", "59 Min., 59 Sek.", "1 Std.", "23 Std., 59 Min. und 59 Sek."]),
        Case(
            locale: "de", style: .long,
            expected: [
                "0 Sekunden", "59 Sekunden", "1 Minute", "59 Minuten, 59 Sekunden", "1 Stunde", "23 Stunden, 59 Minuten und 59 Sekunden",
            ]),
        Case(
            locale: "de", style: .narrow,
            expected: ["0 Sek.", "59 Sek.", "1 Min.", "59 Min., 59 Sek.", "1 Std.", "23 Std., 59 Min. und 59 Sek."]),
        Case(locale: "ar", style: .timer, expected: ["٠:٠٠", "٠:٥٩", "١:٠٠", "٥٩:٥٩", "١:٠٠:٠٠", "٢٣:٥٩:٥٩"]),
        Case(
            locale: "ar", style: .short,
            expected: [
                "٠ ث",
                "٥٩ ث",
                "١ د",
                "٥٩ د و٥٩ ث",
                "١ س",
                "٢٣ س، و٥٩ د، و٥٩ ث",
            ]),
        Case(
            locale: "ar", style: .long,
            expected: [
                "٠ ثانية",
                "٥٩ ثانية",
                "دقيقة",
                "٥٩ دقيقة و٥٩ ثانية",
                "ساعة",
                "٢٣ ساعة، و٥٩ دقيقة، و٥٩ ثانية",
            ]),
        Case(
            locale: "ar", style: .narrow,
            expected: [
                "٠ ث",
                "٥٩ ث",
                "١ د",
                "٥٩ د و٥٩ ث",
                "١ س",
                "٢٣ س و٥٩ د و٥٩ ث",
            ]),
        Case(locale: "pl", style: .timer, expected: ["0:00", "0:59", "1:00", "59:59", "1:00:00", "23:59:59"]),
        Case(
            locale: "pl", style: .short,
            expected: ["0 sek.", "59 sek.", "1 min", "59 min i 59 sek.", "1 godz.", "23 godz., 59 min i 59 sek."]),
        Case(
            locale: "pl", style: .long,
            expected: ["0 sekund", "59 sekund", "1 minuta", "59 minut i 59 sekund", "1 godzina", "23 godziny, 59 minut i 59 sekund"]),
        Case(locale: "pl", style: .narrow, expected: ["0 s", "59 s", "1 min", "59 min i 59 s", "1 h", "23 h, 59 min i 59 s"]),
        Case(locale: "ja", style: .timer, expected: ["0:00", "0:59", "1:00", "59:59", "1:00:00", "23:59:59"]),
        Case(locale: "ja", style: .short, expected: ["0 秒", "59 秒", "1 分", "59 分 59 秒", "1 時間", "23 時間 59 分 59 秒"]),
        Case(locale: "ja", style: .long, expected: ["0 秒", "59 秒", "1 分", "59 分 59 秒", "1 時間", "23 時間 59 分 59 秒"]),
        Case(locale: "ja", style: .narrow, expected: ["0s", "59s", "1m", "59m59s", "1h", "23h59m59s"]),
    ]

    @Test(arguments: cases)
    func formatsEveryBoundary(_ testCase: Case) throws {
        let format = try DurationFormat(locale: LocaleID(testCase.locale), style: testCase.style)
        #expect(try Self.seconds.map { try format.string(seconds: $0) } == testCase.expected)
    }

    @Test func issueExamples() throws {
        let english = try LocaleID("en")
        #expect(try DurationFormat(locale: english, style: .long).string(seconds: 3725) == "1 hour, 2 minutes, 5 seconds")
        #expect(try DurationFormat(locale: english, style: .timer).string(seconds: 65) == "1:05")
        #expect(try DurationFormat(locale: english, style: .short).string(seconds: 3900) == "1 hr, 5 min")
        #expect(try DurationFormat(locale: english, style: .narrow).string(seconds: 3900) == "1h 5m")
    }

    @Test func timerUsesTheLocaleSeparator() throws {
        // CLDR's Danish duration pattern is h.mm.ss.
        #expect(try DurationFormat(locale: LocaleID("da"), style: .timer).string(seconds: 3725) == "1.02.05")
    }

    @Test func allowedUnitsAndRounding() throws {
        let english = try LocaleID("en")
        let hoursMinutes = try DurationFormat(locale: english, style: .long, units: [.hours, .minutes])
        #expect(try hoursMinutes.string(seconds: 3725) == "1 hour, 2 minutes", "5 s rounds down")
        #expect(try hoursMinutes.string(seconds: 3755) == "1 hour, 3 minutes", "35 s rounds up")
        #expect(try hoursMinutes.string(seconds: 29) == "0 minutes")
        let truncating = try DurationFormat(locale: english, style: .long, units: [.minutes], rounding: .down)
        #expect(try truncating.string(seconds: 3599) == "59 minutes")
        #expect(try truncating.string(seconds: 7200) == "120 minutes", "the largest allowed unit absorbs hours")
        let days = try DurationFormat(locale: english, style: .short, units: [.days, .hours])
        #expect(try days.string(seconds: 90_000) == "1 day, 1 hr")
        #expect(try DurationFormat(locale: english, style: .long).string(seconds: 59.6) == "1 minute")
    }

    @Test(arguments: [-1.0, .nan, .infinity, -.infinity, 1e13])
    func rejectsImpossibleDurations(_ value: Double) throws {
        let format = try DurationFormat(locale: LocaleID("en"), style: .long)
        #expect(throws: DurationError.self) { try format.string(seconds: value) }
    }

    @Test func rejectsEmptyUnits() throws {
        #expect(throws: DurationError.noUnits) { try DurationFormat(locale: LocaleID("en"), style: .long, units: []) }
    }
}
