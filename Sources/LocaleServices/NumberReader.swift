import CICU

/// Reads numbers as a locale writes them: its digits (Arabic-Indic ٣, Devanagari ३, Persian ۳,
/// and ASCII, which every locale also reads), decimal and grouping separators ("1.234,5" in
/// German), and the words its spell-out rules give small numbers ("zwei", "две", "二").
/// Immutable and safe to share across threads.
public final class NumberReader: @unchecked Sendable {
    public let locale: LocaleID
    private let parser: OpaquePointer
    /// The words for 0 … `spelledLimit`, every gender, case and ordinal the locale's rules
    /// have, lowercased.
    private let spelled: [[String]]
    public static let spelledLimit = 20

    public init(locale: LocaleID) throws {
        var status: Int32 = 0
        let opened = cicu_number_parser_open(locale.icuIdentifier, &status)
        try checkICU(status, "open a number parser for \(locale)")
        guard let opened else { throw ICUError(operation: "open a number parser for \(locale)", code: icuMemoryAllocationError) }
        parser = opened
        self.locale = locale
        var words: [[String]] = []
        do {
            for value in 0...NumberReader.spelledLimit {
                let text = try icuString("spell out \(value) in \(locale)", capacity: 1024) { out, capacity, status in
                    cicu_spelled_numbers(locale.icuIdentifier, Int64(value), out, capacity, status)
                }
                var forms: [String] = []
                for line in text.split(separator: "\n") where !forms.contains(line.lowercased()) { forms.append(line.lowercased()) }
                words.append(forms)
            }
        } catch {
            cicu_number_parser_close(opened)
            throw error
        }
        spelled = words
    }

    deinit { cicu_number_parser_close(parser) }

    /// The value of `text` as a plain decimal ("1234.5", "-3"), when the whole of it is one
    /// number as the locale writes it; nil when ICU reads only part of it ("1.2.3") or none.
    public func value(of text: Substring) -> String? {
        let units = Array(text.utf16)
        guard !units.isEmpty, units.count < 64 else { return nil }
        var status: Int32 = 0
        var parsed: Int32 = 0
        let decimal = withUnsafeTemporaryAllocation(of: CChar.self, capacity: 96) { out -> String? in
            let length = units.withUnsafeBufferPointer { buffer in
                cicu_number_parse_decimal(parser, buffer.baseAddress, Int32(buffer.count), &parsed, out.baseAddress, 95, &status)
            }
            guard status <= 0, length > 0, length < 95 else { return nil }
            return String(decoding: UnsafeRawBufferPointer(start: out.baseAddress, count: Int(length)), as: UTF8.self)
        }
        guard let decimal, Int(parsed) == units.count else { return nil }
        return decimal
    }

    /// The words the locale uses for `value` (0 … `spelledLimit`), lowercased; empty above.
    public func spellings(of value: Int) -> [String] {
        value >= 0 && value < spelled.count ? spelled[value] : []
    }
}
