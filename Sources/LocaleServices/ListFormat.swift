import CICU

/// Joins items the way a locale writes lists: "A, B, and C" in English, "A، وB وC" in Arabic.
/// Immutable and safe to share across threads (UListFormatter is).
public final class ListFormat: @unchecked Sendable {
    public enum Kind: Sendable { case and, or, units }
    public enum Width: Sendable { case wide, short, narrow }

    public let locale: LocaleID
    private let formatter: OpaquePointer

    public init(locale: LocaleID, kind: Kind = .and, width: Width = .wide) throws {
        let type: Int32 =
            switch kind {
            case .and: Int32(CICU_LIST_AND)
            case .or: Int32(CICU_LIST_OR)
            case .units: Int32(CICU_LIST_UNITS)
            }
        let widthCode: Int32 =
            switch width {
            case .wide: Int32(CICU_WIDTH_WIDE)
            case .short: Int32(CICU_WIDTH_SHORT)
            case .narrow: Int32(CICU_WIDTH_NARROW)
            }
        var status: Int32 = 0
        let opened = cicu_list_formatter_open(locale.icuIdentifier, type, widthCode, &status)
        try checkICU(status, "open the list format for \(locale)")
        guard let opened else { throw ICUError(operation: "open the list format for \(locale)", code: icuMemoryAllocationError) }
        self.locale = locale
        formatter = opened
    }

    deinit { cicu_list_formatter_close(formatter) }

    public func string(_ items: [String]) throws -> String {
        // All items share one buffer; ICU receives a pointer into it for each item.
        var text: [UInt16] = []
        var offsets: [Int] = []
        var lengths: [Int32] = []
        for item in items {
            offsets.append(text.count)
            text.append(contentsOf: item.utf16)
            lengths.append(Int32(text.count - offsets[offsets.count - 1]))
        }
        text.append(0)
        return try text.withUnsafeBufferPointer { buffer throws -> String in
            let starts: [UnsafePointer<UInt16>?] = offsets.map { buffer.baseAddress! + $0 }
            return try icuString("join a list in \(locale)", capacity: 256) { out, capacity, status in
                cicu_list_format(formatter, starts, lengths, Int32(items.count), out, capacity, status)
            }
        }
    }
}
