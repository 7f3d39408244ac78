/// A header cell reduced as `RegistryTable.column(named:)` reduces it (lowercased, only
/// letters, spaces and slashes, trimmed), computed on bytes when the cell is ASCII, where a
/// Character is one byte and `isLetter` means A–Z or a–z.
struct HeaderName {
    let bytes: [UInt8]

    init?(ascii header: String) {
        var reduced: [UInt8] = []
        reduced.reserveCapacity(header.utf8.count)
        for byte in header.utf8 {
            guard byte < 0x80 else { return nil }
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): reduced.append(byte | 0x20)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: " "), UInt8(ascii: "/"): reduced.append(byte)
            default: continue
            }
        }
        // Only spaces are left to trim: tabs, returns and no-break spaces were filtered out.
        let start = reduced.firstIndex { $0 != 0x20 } ?? reduced.endIndex
        let end = (reduced.lastIndex { $0 != 0x20 }).map { $0 + 1 } ?? start
        bytes = Array(reduced[start..<end])
    }

    /// The same decisions, in the same order, as `RegistryTable.column(named:)`.
    var column: RegistryTable.Column? {
        if self == "id" || self == "route" || contains("route id") || contains("route name") || self == "route constant" { return .id }
        if contains("presentation") || self == "style" { return .presentation }
        if (contains("access") && !contains("accessib")) || contains("entitlement") { return .access }
        if contains("owner") { return .owner }
        if contains("purpose") || contains("use case") || contains("description") || contains("screen") { return .purpose }
        if contains("notes") || contains("where used") || contains("used in") { return .notes }
        return nil
    }

    static func == (name: HeaderName, literal: StaticString) -> Bool {
        name.bytes.count == literal.utf8CodeUnitCount
            && name.bytes.withUnsafeBufferPointer { buffer in
                (0..<buffer.count).allSatisfy { buffer[$0] == literal.utf8Start[$0] }
            }
    }

    func contains(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount, needle = literal.utf8Start
        guard bytes.count >= count else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            var start = 0
            while start + count <= buffer.count {
                var index = 0
                while index < count, buffer[start + index] == needle[index] { index += 1 }
                if index == count { return true }
                start += 1
            }
            return false
        }
    }
}
