import CICU

/// Compares strings the way people sort them in a locale (ICU collation). With `numeric`,
/// digit runs compare by value, which is how Finder — and so Xcode's String Catalog editor —
/// orders keys: "%@" < "+" < "$" < "32" < "About" < "file2" < "file10".
/// Immutable and safe to share across threads.
public final class Collator: @unchecked Sendable {
    public let locale: LocaleID
    private let collator: OpaquePointer

    public init(locale: LocaleID, numeric: Bool = true) throws {
        var status: Int32 = 0
        let opened = cicu_collator_open(locale.icuIdentifier, numeric ? 1 : 0, &status)
        try checkICU(status, "open a collator for \(locale)")
        guard let opened else { throw ICUError(operation: "open a collator for \(locale)", code: icuMemoryAllocationError) }
        self.locale = locale
        collator = opened
    }

    deinit { cicu_collator_close(collator) }

    /// Whether `left` sorts before `right`; ties are broken by code point so the order is total.
    public func areInIncreasingOrder(_ left: String, _ right: String) -> Bool {
        var status: Int32 = 0
        var a = left, b = right
        let result = a.withUTF8 { leftBytes in
            b.withUTF8 { rightBytes in
                leftBytes.withMemoryRebound(to: CChar.self) { l in
                    rightBytes.withMemoryRebound(to: CChar.self) { r in
                        cicu_collator_compare_utf8(collator, l.baseAddress, Int32(l.count), r.baseAddress, Int32(r.count), &status)
                    }
                }
            }
        }
        if status > 0 || result == 0 { return left.utf8.lexicographicallyPrecedes(right.utf8) }
        return result < 0
    }
}
