import CICU

/// How a duration is written. CH32 §11.5: timers use clock digits, summaries use words.
public enum DurationStyle: String, CaseIterable, Sendable {
    /// "1:05" under an hour, "1:02:05" from an hour on, with the locale's digits and separator.
    case timer
    /// "1 hr, 5 min"
    case short
    /// "1 hour, 5 minutes"
    case long
    /// "1h 5m"
    case narrow
}

/// The units a worded duration may use; the smallest one is rounded.
public struct DurationUnits: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let days = DurationUnits(rawValue: 1 << 0)
    public static let hours = DurationUnits(rawValue: 1 << 1)
    public static let minutes = DurationUnits(rawValue: 1 << 2)
    public static let seconds = DurationUnits(rawValue: 1 << 3)
    public static let standard: DurationUnits = [.hours, .minutes, .seconds]

    /// Largest first, with each unit's length in seconds and its CLDR unit name.
    static let ordered: [(unit: DurationUnits, seconds: Int64, cldrName: String)] = [
        (.days, 86_400, "duration-day"),
        (.hours, 3_600, "duration-hour"),
        (.minutes, 60, "duration-minute"),
        (.seconds, 1, "duration-second"),
    ]
}

/// A duration that cannot be formatted.
public enum DurationError: Error, Equatable, Sendable, CustomStringConvertible {
    case negative(Double)
    case notFinite(Double)
    case tooLarge(Double)
    case noUnits

    public var description: String {
        switch self {
        case .negative(let value): return "duration \(value) is negative: use a number of seconds of 0 or more"
        case .notFinite(let value): return "duration \(value) is not a finite number of seconds"
        case .tooLarge(let value): return "duration \(value) is too large: the limit is \(DurationFormat.maximumSeconds) seconds"
        case .noUnits: return "no duration units allowed: allow at least one of days, hours, minutes, seconds"
        }
    }
}

/// Formats a number of seconds as a duration in one locale and style.
///
/// Worded styles format each non-zero unit with ICU's unit formatter and join the parts with
/// CLDR's units list pattern, so each locale gets its own punctuation and order. Immutable and
/// safe to share across threads.
public final class DurationFormat: @unchecked Sendable {
    public let locale: LocaleID
    public let style: DurationStyle
    public let units: DurationUnits
    public let rounding: FloatingPointRoundingRule

    /// About 31,700 years: beyond it whole-second arithmetic stops being exact.
    public static let maximumSeconds: Double = 1e12

    private let unitFormatters: [(seconds: Int64, formatter: OpaquePointer)]
    private let listFormatter: OpaquePointer?
    private let timer: TimerPatterns?

    public init(
        locale: LocaleID,
        style: DurationStyle,
        units: DurationUnits = .standard,
        rounding: FloatingPointRoundingRule = .toNearestOrAwayFromZero
    ) throws {
        guard !units.isEmpty else { throw DurationError.noUnits }
        self.locale = locale
        self.style = style
        self.units = style == .timer ? .standard : units
        self.rounding = rounding
        if style == .timer {
            timer = try TimerPatterns(locale: locale)
            unitFormatters = []
            listFormatter = nil
            return
        }
        timer = nil
        let width: (skeleton: String, list: Int32) =
            switch style {
            case .short: ("unit-width-short", Int32(CICU_WIDTH_SHORT))
            case .narrow: ("unit-width-narrow", Int32(CICU_WIDTH_NARROW))
            default: ("unit-width-full-name", Int32(CICU_WIDTH_WIDE))
            }
        var opened: [(Int64, OpaquePointer)] = []
        do {
            for entry in DurationUnits.ordered where units.contains(entry.unit) {
                let skeleton = "measure-unit/\(entry.cldrName) \(width.skeleton) precision-integer"
                opened.append((entry.seconds, try openNumberFormatter(skeleton: skeleton, locale: locale)))
            }
            var status: Int32 = 0
            let list = cicu_list_formatter_open(locale.icuIdentifier, Int32(CICU_LIST_UNITS), width.list, &status)
            try checkICU(status, "open the units list format for \(locale)")
            listFormatter = list
        } catch {
            for (_, formatter) in opened { cicu_number_formatter_close(formatter) }
            throw error
        }
        unitFormatters = opened
    }

    deinit {
        for (_, formatter) in unitFormatters { cicu_number_formatter_close(formatter) }
        cicu_list_formatter_close(listFormatter)
    }

    /// The duration of `seconds`, for example 3725 → "1 hour, 2 minutes, 5 seconds" (long) or
    /// "1:02:05" (timer). Zero units are left out; the smallest unit is rounded.
    public func string(seconds: Double) throws -> String {
        guard seconds.isFinite else { throw DurationError.notFinite(seconds) }
        guard seconds >= 0 else { throw DurationError.negative(seconds) }
        guard seconds <= DurationFormat.maximumSeconds else { throw DurationError.tooLarge(seconds) }
        if let timer { return try timer.string(seconds: Int64(seconds.rounded(rounding))) }

        let smallest = unitFormatters[unitFormatters.count - 1].seconds
        var remaining = Int64((seconds / Double(smallest)).rounded(rounding)) * smallest
        // Each part is formatted into its own slot of one stack buffer, then ICU joins them.
        let slot = 64, maximumParts = DurationUnits.ordered.count
        return try withUnsafeTemporaryAllocation(of: UInt16.self, capacity: slot * maximumParts) { text in
            try withUnsafeTemporaryAllocation(of: UnsafePointer<UInt16>?.self, capacity: maximumParts) { starts in
                try withUnsafeTemporaryAllocation(of: Int32.self, capacity: maximumParts) { lengths in
                    var count = 0
                    for (index, entry) in unitFormatters.enumerated() {
                        let value = remaining / entry.seconds
                        remaining -= value * entry.seconds
                        let isSmallest = index == unitFormatters.count - 1
                        // Zero units are dropped, except that a zero duration still says "0 sec".
                        guard value > 0 || (isSmallest && count == 0) else { continue }
                        let start = text.baseAddress! + count * slot
                        var status: Int32 = 0
                        let length = cicu_number_format_int64(entry.formatter, value, start, Int32(slot), &status)
                        try checkICU(status, "format a duration part in \(locale)")
                        starts[count] = UnsafePointer(start)
                        lengths[count] = length
                        count += 1
                    }
                    if count == 1 {
                        return String(icuUTF16: UnsafeBufferPointer(start: starts[0]!, count: Int(lengths[0])))
                    }
                    return try icuString("join duration parts in \(locale)") { out, capacity, status in
                        cicu_list_format(listFormatter, starts.baseAddress!, lengths.baseAddress!, Int32(count), out, capacity, status)
                    }
                }
            }
        }
    }
}

/// CLDR's clock-style duration patterns for a locale ("m:ss" and "h:mm:ss"; Danish uses "."),
/// with the locale's digits.
final class TimerPatterns: @unchecked Sendable {
    private enum Piece {
        case literal([UInt16])
        case field(Character, minimumDigits: Int)
    }
    private let underHour: [Piece]
    private let overHour: [Piece]
    private let oneDigit: OpaquePointer
    private let twoDigits: OpaquePointer
    private let locale: LocaleID

    init(locale: LocaleID) throws {
        func pattern(_ key: String) throws -> [Piece] {
            let text = try icuString("read the \(key) duration pattern of \(locale)") { out, capacity, status in
                cicu_duration_units_pattern(locale.icuIdentifier, key, out, capacity, status)
            }
            return TimerPatterns.parse(text)
        }
        self.locale = locale
        underHour = try pattern("ms")
        overHour = try pattern("hms")
        oneDigit = try openNumberFormatter(skeleton: "precision-integer group-off", locale: locale)
        twoDigits = try openNumberFormatter(skeleton: "precision-integer group-off integer-width/*00", locale: locale)
    }

    deinit {
        cicu_number_formatter_close(oneDigit)
        cicu_number_formatter_close(twoDigits)
    }

    func string(seconds total: Int64) throws -> String {
        let hours = total / 3600, minutes = (total % 3600) / 60, seconds = total % 60
        let pieces = hours > 0 ? overHour : underHour
        var output: [UInt16] = []
        output.reserveCapacity(16)
        for piece in pieces {
            switch piece {
            case .literal(let units):
                output.append(contentsOf: units)
            case .field(let letter, let minimumDigits):
                let value: Int64 = letter == "h" ? hours : letter == "m" ? (hours > 0 ? minutes : minutes + hours * 60) : seconds
                let formatter = minimumDigits >= 2 ? twoDigits : oneDigit
                let digits = try icuString("format a timer field in \(locale)", capacity: 32) { out, capacity, status in
                    cicu_number_format_int64(formatter, value, out, capacity, status)
                }
                output.append(contentsOf: digits.utf16)
            }
        }
        return output.withUnsafeBufferPointer { String(icuUTF16: $0) }
    }

    /// Splits a CLDR duration pattern into fields (runs of h, m, s) and literals ('quoted'
    /// text or any other character).
    private static func parse(_ pattern: String) -> [Piece] {
        var pieces: [Piece] = []
        var characters = Array(pattern)[...]
        while let character = characters.first {
            if character == "h" || character == "m" || character == "s" {
                let run = characters.prefix { $0 == character }.count
                pieces.append(.field(character, minimumDigits: run))
                characters = characters.dropFirst(run)
            } else if character == "'" {
                let body = characters.dropFirst().prefix { $0 != "'" }
                pieces.append(.literal(Array(String(body).utf16)))
                characters = characters.dropFirst(body.count + 2)
            } else {
                pieces.append(.literal(Array(String(character).utf16)))
                characters = characters.dropFirst()
            }
        }
        return pieces
    }
}

func openNumberFormatter(skeleton: String, locale: LocaleID) throws -> OpaquePointer {
    var status: Int32 = 0
    let formatter = withUTF16(skeleton) { cicu_number_formatter_open($0, $1, locale.icuIdentifier, &status) }
    try checkICU(status, "open a number formatter (\(skeleton)) for \(locale)")
    guard let formatter else {
        throw ICUError(operation: "open a number formatter (\(skeleton)) for \(locale)", code: icuMemoryAllocationError)
    }
    return formatter
}
