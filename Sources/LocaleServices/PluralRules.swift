import CICU
import Synchronization

/// CLDR plural categories, in CLDR's order.
public enum PluralCategory: String, CaseIterable, Comparable, Sendable, Codable {
    case zero, one, two, few, many, other

    /// CICU's category index (CICU_PLURAL_ZERO ... CICU_PLURAL_OTHER) to a category; nil for
    /// anything else (CICU answers -1 when ICU failed), which callers report, never `other`.
    @inline(__always)
    init?(icuIndex: Int32) {
        switch icuIndex {
        case 0: self = .zero
        case 1: self = .one
        case 2: self = .two
        case 3: self = .few
        case 4: self = .many
        case 5: self = .other
        default: return nil
        }
    }

    var order: Int { PluralCategory.allCases.firstIndex(of: self)! }
    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool { lhs.order < rhs.order }
}

/// Cardinal rules pick "1 file / 2 files"; ordinal rules pick "1st / 2nd / 3rd".
public enum PluralType: String, CaseIterable, Sendable {
    case cardinal, ordinal
}

/// A number that is not a plain decimal as the plural rules read it.
public struct NumberSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    public let text: String
    public var description: String {
        "'\(text)' is not a number: write digits with an optional leading minus and an optional '.' fraction, such as 3, -2 or 1.50"
    }
}

/// A locale's plural rules. Immutable and safe to share across threads (UPluralRules is).
public final class PluralRules: @unchecked Sendable {
    public let locale: LocaleID
    public let type: PluralType
    /// The categories the locale's rules use, in CLDR order (English cardinal: one, other).
    public let categories: [PluralCategory]

    private let rules: OpaquePointer
    /// Formatters with an exact number of fraction digits, opened on first use: plural choice
    /// by displayed digits ("1.0" is not "1") needs ICU to see the visible fraction digits.
    private let exactFractionFormatters = Mutex<[Int: OpaquePointer]>([:])

    /// Answers worked out once per instance and shared by everyone holding it (through a
    /// `FormatterCache`, every table and every validation of the locale): sample numbers by
    /// limit, and the categories of small counts.
    let memo = Mutex<Memo>(Memo())
    struct Memo {
        var samples: [Int: [PluralCategory: PluralSamples]] = [:]
        var smallCounts: [PluralCategory] = []
    }

    /// The most visible fraction digits the displayed-number path accepts.
    public static let maximumFractionDigits = 15

    public init(locale: LocaleID, type: PluralType = .cardinal) throws {
        var status: Int32 = 0
        let opened = cicu_plural_rules_open(locale.icuIdentifier, type == .ordinal ? 1 : 0, &status)
        try checkICU(status, "open \(type.rawValue) plural rules for \(locale)")
        guard let opened else { throw ICUError(operation: "open plural rules for \(locale)", code: icuMemoryAllocationError) }
        let categorySet = cicu_plural_rules_categories(opened, &status)
        if status > 0 {
            cicu_plural_rules_close(opened)
            try checkICU(status, "list plural categories for \(locale)")
        }
        self.locale = locale
        self.type = type
        self.rules = opened
        self.categories = PluralCategory.allCases.enumerated().filter { categorySet & (1 << $0.offset) != 0 }.map(\.element)
    }

    deinit {
        cicu_plural_rules_close(rules)
        exactFractionFormatters.withLock { formatters in
            for formatter in formatters.values { cicu_number_formatter_close(formatter) }
        }
    }

    /// The category for an integer. Throws when ICU fails to choose one, rather than
    /// guessing `other`.
    @inline(__always)
    public func category(for number: Int) throws(ICUError) -> PluralCategory {
        try category(for: Double(number))
    }

    /// The category for a number's value, with no display information: 1.0 counts as 1.
    /// Use `category(forDisplayed:)` when the user sees a formatted number.
    @inline(__always)
    public func category(for number: Double) throws(ICUError) -> PluralCategory {
        var status: Int32 = 0
        let index = cicu_plural_rules_select(rules, number, &status)
        return try PluralRules.category(index, status: status, "choose the plural category of \(number) in \(locale)")
    }

    private static func category(_ index: Int32, status: Int32, _ operation: @autoclosure () -> String) throws(ICUError) -> PluralCategory {
        try checkICU(status, operation())
        guard let category = PluralCategory(icuIndex: index) else { throw ICUError(operation: operation(), code: icuInternalProgramError) }
        return category
    }

    /// The categories of the counts 0..<`limit`, asked of ICU once per instance: counts on
    /// screens are small, and reading a table costs a fraction of an ICU call.
    public func categoriesOfCounts(below limit: Int) throws(ICUError) -> ArraySlice<PluralCategory> {
        let known = memo.withLock { $0.smallCounts }
        if known.count >= limit { return known.prefix(limit) }
        var computed: [PluralCategory] = []
        computed.reserveCapacity(limit)
        for count in 0..<limit { computed.append(try category(for: count)) }
        memo.withLock { if $0.smallCounts.count < computed.count { $0.smallCounts = computed } }
        return computed[...]
    }

    /// The category for a number as the user sees it, by its visible fraction digits:
    /// in English "1" is `one` but "1.0" is `other`. Accepts "-12", "3", "1.50".
    public func category(forDisplayed number: String) throws -> PluralCategory {
        let fractionDigits = try PluralRules.visibleFractionDigits(of: number)
        let formatter = try exactFractionFormatter(digits: fractionDigits)
        var status: Int32 = 0
        var text = number
        let index = text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) {
                cicu_plural_rules_select_formatted(rules, formatter, $0.baseAddress, Int32($0.count), &status)
            }
        }
        return try PluralRules.category(index, status: status, "choose the plural category of \(number) in \(locale)")
    }

    /// The category for `value` shown with exactly `fractionDigits` digits after the point.
    public func category(for value: Double, fractionDigits: Int) throws -> PluralCategory {
        guard value.isFinite else { throw NumberSyntaxError(text: String(value)) }
        return try category(forDisplayed: PluralRules.decimalString(value, fractionDigits: fractionDigits))
    }

    /// The number of digits after the decimal point, validating the plain decimal syntax.
    static func visibleFractionDigits(of number: String) throws -> Int {
        var digitsBefore = 0, digitsAfter = 0, sawPoint = false
        for (offset, byte) in number.utf8.enumerated() {
            switch byte {
            case UInt8(ascii: "-") where offset == 0: continue
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if sawPoint { digitsAfter += 1 } else { digitsBefore += 1 }
            case UInt8(ascii: ".") where !sawPoint: sawPoint = true
            default: throw NumberSyntaxError(text: number)
            }
        }
        guard digitsBefore > 0, !sawPoint || digitsAfter > 0, digitsAfter <= maximumFractionDigits else {
            throw NumberSyntaxError(text: number)
        }
        return digitsAfter
    }

    static func decimalString(_ value: Double, fractionDigits: Int) -> String {
        let digits = min(max(fractionDigits, 0), maximumFractionDigits)
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
        let integerPart = (scaled / scale).rounded(.towardZero)
        var text = value < 0 && scaled != 0 ? "-" : ""
        text += String(format0f: integerPart)
        if digits > 0 {
            let fraction = String(format0f: scaled - integerPart * scale)
            text += "." + String(repeating: "0", count: digits - fraction.count) + fraction
        }
        return text
    }

    private func exactFractionFormatter(digits: Int) throws -> OpaquePointer {
        try exactFractionFormatters.withLock { formatters throws -> OpaquePointer in
            if let formatter = formatters[digits] { return formatter }
            // ".00" means exactly two fraction digits; "precision-integer" means none.
            let skeleton = digits == 0 ? "precision-integer" : "." + String(repeating: "0", count: digits)
            let formatter = try openNumberFormatter(skeleton: skeleton, locale: locale)
            formatters[digits] = formatter
            return formatter
        }
    }
}

extension String {
    /// A whole, finite, non-negative double below 2^63 written without exponent or fraction.
    init(format0f value: Double) {
        if value < 9.2e18 {
            self = String(Int64(value))
        } else {
            self = String(describing: value)
        }
    }
}
