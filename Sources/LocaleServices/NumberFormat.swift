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
        case .decimal(let minimum, let maximum):
            let low = min(max(minimum, 0), 15), high = min(max(maximum, low), 15)
            if high == 0 { return "precision-integer" }
            return "." + String(repeating: "0", count: low) + String(repeating: "#", count: high - low)
        case .percent:
            return "percent scale/100 precision-integer"
        case .skeleton(let text):
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
    /// The locale's digits 0–9, and the bound below which a whole number is nothing but those
    /// digits (no grouping, no sign, no mark), when the integer style has such a range: counts
    /// in UI strings then skip the call into ICU.
    private let plainDigits: (digits: [Unicode.Scalar], limit: Int)?

    public convenience init(locale: LocaleID, style: NumberStyle) throws {
        try self.init(locale: locale, skeleton: style.skeleton)
    }

    /// A formatter for any ICU number skeleton ("compact-short", "currency/EUR", ...).
    public init(locale: LocaleID, skeleton: String) throws {
        self.locale = locale
        self.skeleton = skeleton
        let opened = try openNumberFormatter(skeleton: skeleton, locale: locale)
        formatter = opened
        plainDigits = skeleton == NumberStyle.integer.skeleton ? NumberFormat.plainDigits(opened) : nil
    }

    /// Asks ICU once: the digits, if 0…9 each format as one code point, and how many digits a
    /// number may have and still format as just its digits. Grouping depends only on the number
    /// of digits (CLDR's minimum grouping digits: Spanish writes 1234 but 12.345), so one
    /// number of each length decides for all numbers of that length.
    private static func plainDigits(_ formatter: OpaquePointer) -> (digits: [Unicode.Scalar], limit: Int)? {
        func format(_ value: Int) -> String? {
            try? icuString("format \(value)", capacity: 48) { out, capacity, status in
                cicu_number_format_int64(formatter, Int64(value), out, capacity, status)
            }
        }
        let digits = (0...9).compactMap { format($0).flatMap { $0.unicodeScalars.count == 1 ? $0.unicodeScalars.first : nil } }
        guard digits.count == 10 else { return nil }
        let probe = Array("9073516248907351624".utf8)
        var limit = 10
        for length in 2...18 {
            let number = probe.prefix(length).reduce(0) { $0 * 10 + Int($1 - 48) }
            let expected = String(String.UnicodeScalarView(probe.prefix(length).map { digits[Int($0 - 48)] }))
            guard format(number) == expected else { break }
            limit *= 10
        }
        return (digits, limit)
    }

    deinit { cicu_number_formatter_close(formatter) }

    /// Throws when ICU fails, rather than falling back to ASCII digits the locale may not use.
    public func string(_ value: Int) throws(ICUError) -> String {
        if let plainDigits, value >= 0, value < plainDigits.limit {
            var text = ""
            NumberFormat.appendPlain(value, plainDigits.digits, to: &text)
            return text
        }
        return try icuString("format \(value) in \(locale)", capacity: 48) { out, capacity, status in
            cicu_number_format_int64(formatter, Int64(value), out, capacity, status)
        }
    }

    /// `string(value)` appended to `output`, without a string of its own in the common case.
    public func append(_ value: Int, to output: inout String) throws(ICUError) {
        if let plainDigits, value >= 0, value < plainDigits.limit {
            NumberFormat.appendPlain(value, plainDigits.digits, to: &output)
        } else {
            output += try string(value)
        }
    }

    private static func appendPlain(_ value: Int, _ digits: [Unicode.Scalar], to output: inout String) {
        var divisor = 1
        while divisor <= value / 10 { divisor *= 10 }
        var rest = value
        while divisor > 0 {
            output.unicodeScalars.append(digits[rest / divisor])
            rest %= divisor
            divisor /= 10
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
