import CICU
import Synchronization

/// Whether times use a 12- or 24-hour clock. CH32 §11.5: respect the user's setting, which
/// overrides the locale's preference.
public enum ClockPreference: String, CaseIterable, Sendable {
    case localeDefault = "locale"
    case twelveHour = "12"
    case twentyFourHour = "24"

    /// The date-pattern skeleton for hours and minutes: "j" lets the locale choose.
    var skeleton: String {
        switch self {
        case .localeDefault: "jmm"
        case .twelveHour: "hmm"
        case .twentyFourHour: "Hmm"
        }
    }
}

/// Formats a time of day ("9:05 PM", "21:05", "٩:٠٥ م"). ICU's date formatter is not thread
/// safe, so calls on one instance are serialized; the instance itself is safe to share.
public final class TimeOfDayFormat: @unchecked Sendable {
    public let locale: LocaleID
    /// The pattern the locale's data chose for the clock ("h:mm a", "HH:mm").
    public let pattern: String
    public let usesTwentyFourHourClock: Bool
    private let formatter: Mutex<OpaquePointer>

    public init(locale: LocaleID, clock: ClockPreference = .localeDefault) throws {
        let pattern = try LocaleID.bestPattern(clock.skeleton, locale: locale)
        var status: Int32 = 0
        let opened = withUTF16(pattern) { cicu_date_formatter_open(locale.icuIdentifier, $0, $1, &status) }
        try checkICU(status, "open a time format for \(locale)")
        guard let opened else { throw ICUError(operation: "open a time format for \(locale)", code: icuMemoryAllocationError) }
        self.locale = locale
        self.pattern = pattern
        self.usesTwentyFourHourClock = LocaleID.isTwentyFourHour(pattern: pattern)
        formatter = Mutex(opened)
    }

    deinit { formatter.withLock { cicu_date_formatter_close($0) } }

    /// The time `hour`:`minute` (0–23, 0–59) on the wall clock.
    public func string(hour: Int, minute: Int) throws -> String {
        guard (0..<24).contains(hour), (0..<60).contains(minute) else {
            throw TimeOfDayError(hour: hour, minute: minute)
        }
        let milliseconds = Double((hour * 60 + minute) * 60_000)
        return try formatter.withLock { formatter throws -> String in
            try icuString("format a time in \(locale)") { out, capacity, status in
                cicu_date_format(formatter, milliseconds, out, capacity, status)
            }
        }
    }
}

public struct TimeOfDayError: Error, Equatable, Sendable, CustomStringConvertible {
    public let hour: Int
    public let minute: Int
    public var description: String { "\(hour):\(minute) is not a time of day: hours run 0–23 and minutes 0–59" }
}

extension LocaleID {
    /// Whether the locale's own clock is 24-hour (its "j" pattern uses H or k).
    public var prefersTwentyFourHourClock: Bool {
        guard let pattern = try? LocaleID.bestPattern("j", locale: self) else { return false }
        return LocaleID.isTwentyFourHour(pattern: pattern)
    }

    static func bestPattern(_ skeleton: String, locale: LocaleID) throws -> String {
        try withUTF16(skeleton) { skeletonUnits, skeletonLength throws -> String in
            try icuString("find the \(skeleton) pattern for \(locale)") { out, capacity, status in
                cicu_best_date_pattern(locale.icuIdentifier, skeletonUnits, skeletonLength, out, capacity, status)
            }
        }
    }

    /// Pattern letters inside quotes are literal text; outside, H and k are 24-hour fields.
    static func isTwentyFourHour(pattern: String) -> Bool {
        var quoted = false
        for character in pattern {
            if character == "'" { quoted.toggle() } else if !quoted, character == "H" || character == "k" { return true }
        }
        return false
    }
}
