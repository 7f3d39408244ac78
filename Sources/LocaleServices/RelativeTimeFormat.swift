import CICU

/// "in 3 days", "2 hours ago". Immutable and safe to share across threads.
public final class RelativeTimeFormat: @unchecked Sendable {
    public enum Unit: String, CaseIterable, Sendable {
        case year, quarter, month, week, day, hour, minute, second

        var icuCode: Int32 {
            switch self {
            case .year: Int32(CICU_RELATIVE_YEAR)
            case .quarter: Int32(CICU_RELATIVE_QUARTER)
            case .month: Int32(CICU_RELATIVE_MONTH)
            case .week: Int32(CICU_RELATIVE_WEEK)
            case .day: Int32(CICU_RELATIVE_DAY)
            case .hour: Int32(CICU_RELATIVE_HOUR)
            case .minute: Int32(CICU_RELATIVE_MINUTE)
            case .second: Int32(CICU_RELATIVE_SECOND)
            }
        }
    }

    public enum Width: String, Sendable { case long, short, narrow }

    public let locale: LocaleID
    /// When false, ICU may use words such as "tomorrow" or "yesterday" for ±1.
    public let alwaysNumeric: Bool
    private let formatter: OpaquePointer

    public init(locale: LocaleID, width: Width = .long, alwaysNumeric: Bool = true) throws {
        let style: Int32 =
            switch width {
            case .long: Int32(CICU_RELATIVE_LONG)
            case .short: Int32(CICU_RELATIVE_SHORT)
            case .narrow: Int32(CICU_RELATIVE_NARROW)
            }
        var status: Int32 = 0
        let opened = cicu_relative_formatter_open(locale.icuIdentifier, style, &status)
        try checkICU(status, "open the relative time format for \(locale)")
        guard let opened else { throw ICUError(operation: "open the relative time format for \(locale)", code: icuMemoryAllocationError) }
        self.locale = locale
        self.alwaysNumeric = alwaysNumeric
        formatter = opened
    }

    deinit { cicu_relative_formatter_close(formatter) }

    /// A positive offset is in the future ("in 3 days"), a negative one in the past.
    public func string(_ offset: Double, _ unit: Unit) throws -> String {
        try icuString("format a relative time in \(locale)") { out, capacity, status in
            cicu_relative_format(formatter, offset, unit.icuCode, alwaysNumeric ? 1 : 0, out, capacity, status)
        }
    }

    /// Picks the largest unit that fits (seconds up to a minute, then minutes, hours, days,
    /// weeks, months, years) and rounds to a whole number of it.
    public func string(secondsFromNow seconds: Double) throws -> String {
        let magnitude = abs(seconds)
        let steps: [(Unit, Double)] = [
            (.year, 31_536_000), (.month, 2_592_000), (.week, 604_800), (.day, 86_400), (.hour, 3_600), (.minute, 60),
        ]
        for (unit, length) in steps where magnitude >= length {
            return try string((seconds / length).rounded(), unit)
        }
        return try string(seconds.rounded(), .second)
    }
}
