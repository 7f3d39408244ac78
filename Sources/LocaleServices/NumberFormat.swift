import CICU

/// What a number stands for, which decides its digits, grouping and symbols.
public enum NumberStyle: Hashable, Sendable {
    /// 1,234,567 (grouped, rounded to an integer).
    case integer
    /// 1,234.5 with between `minimumFractionDigits` and `maximumFractionDigits` digits.
    case decimal(minimumFractionDigits: Int = 0, maximumFractionDigits: Int = 3)
    /// 0.256 → 26%.
    case percent
    /// Any ICU number skeleton ("compact-short", "currency/EUR", "integer-width/*00").
    case skeleton(String)

    /// The ICU number skeleton for the style.
    var skeleton: String {
        switch self {
        case .integer:
            return "precision-integer"
        case let .decimal(minimum, maximum):
            let low = min(max(minimum, 0), 15), high = min(max(maximum, low), 15)
            if high == 0 { return "precision-integer" }
            return "." + String(repeating: "0", count: low) + String(repeating: "#", count: high - low)
        case .percent:
            return "percent scale/100 precision-integer"
        case let .skeleton(text):
            return text
        }
    }
}

/// Formats numbers in one locale with its digits, separators and grouping (Arabic uses
/// Arabic-Indic digits, German "1.234,5"). Immutable and safe to share across threads.
public final class NumberFormat: @unchecked Sendable {
    public let locale: LocaleID
    public let skeleton: String
    private let formatter: OpaquePointer
    /// The locale's digits 0–9 when small whole numbers need nothing but digits (no grouping
    /// below 1000, no sign): counts in UI strings then skip the call into ICU.
    private let smallIntegerDigits: [String]?

    public convenience init(locale: LocaleID, style: NumberStyle) throws {
        try self.init(locale: locale, skeleton: style.skeleton)
    }

    /// A formatter for any ICU number skeleton ("compact-short", "currency/EUR", ...).
    public init(locale: LocaleID, skeleton: String) throws {
        self.locale = locale
        self.skeleton = skeleton
        let opened = try openNumberFormatter(skeleton: skeleton, locale: locale)
        formatter = opened
        smallIntegerDigits = skeleton == NumberStyle.integer.skeleton ? NumberFormat.digitTable(opened) : nil
    }

    /// The digits, if formatting 0…9 gives one character each and 907 is just those digits.
    private static func digitTable(_ formatter: OpaquePointer) -> [String]? {
        func format(_ value: Int) -> String? {
            try? icuString("format \(value)", capacity: 16) { out, capacity, status in
                cicu_number_format_int64(formatter, Int64(value), out, capacity, status)
            }
        }
        let digits = (0...9).compactMap(format)
        guard digits.count == 10, digits.allSatisfy({ $0.count == 1 }), format(907) == digits[9] + digits[0] + digits[7] else { return nil }
        return digits
    }

    deinit { cicu_number_formatter_close(formatter) }

    /// Throws when ICU fails, rather than falling back to ASCII digits the locale may not use.
    public func string(_ value: Int) throws(ICUError) -> String {
        if let digits = smallIntegerDigits, value >= 0, value < 1000 {
            if value < 10 { return digits[value] }
            if value < 100 { return digits[value / 10] + digits[value % 10] }
            return digits[value / 100] + digits[(value / 10) % 10] + digits[value % 10]
        }
        return try icuString("format \(value) in \(locale)", capacity: 48) { out, capacity, status in
            cicu_number_format_int64(formatter, Int64(value), out, capacity, status)
        }
    }

    public func string(_ value: Double) throws(ICUError) -> String {
        try icuString("format \(value) in \(locale)", capacity: 48) { out, capacity, status in
            cicu_number_format_double(formatter, value, out, capacity, status)
        }
    }

    /// Formats a decimal given as text exactly, without rounding through a double.
    public func string(decimal: String) throws -> String {
        _ = try PluralRules.visibleFractionDigits(of: decimal)
        var text = decimal
        return try text.withUTF8 { bytes throws -> String in
            try bytes.withMemoryRebound(to: CChar.self) { chars throws -> String in
                try icuString("format \(decimal)", capacity: 48) { out, capacity, status in
                    cicu_number_format_decimal(formatter, chars.baseAddress, Int32(chars.count), out, capacity, status)
                }
            }
        }
    }
}
