/// A 128-bit fingerprint of bytes, for telling whether a file changed since a cached result was
/// computed from it. Not cryptographic: a cache only has to notice honest edits, and hashing
/// every input of a run must cost far less than reading it (two multiply-rotate lanes over
/// 8-byte words, about a gigabyte a second).
public struct ContentDigest: Hashable, Sendable, CustomStringConvertible {
    public let high: UInt64
    public let low: UInt64

    public init<Bytes: Collection>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        var hasher = Hasher64Pair()
        if let digest = bytes.withContiguousStorageIfAvailable({
            hasher.combine($0)
            return hasher.finish()
        }) {
            self = digest
        } else {
            let copy = Array(bytes)
            self = copy.withUnsafeBufferPointer {
                hasher.combine($0)
                return hasher.finish()
            }
        }
    }

    /// The digest of several parts, each framed by its length so that ("ab", "c") and
    /// ("a", "bc") differ.
    public init(parts: [String]) {
        var bytes: [UInt8] = []
        for part in parts {
            withUnsafeBytes(of: UInt64(part.utf8.count).littleEndian) { bytes += $0 }
            bytes += part.utf8
        }
        self.init(bytes)
    }

    init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// 32 hexadecimal digits.
    public var description: String { Self.hex(high) + Self.hex(low) }

    /// A digest written by `description`, or nil.
    public init?(hex: String) {
        let digits = Array(hex.utf8)
        guard digits.count == 32, let high = UInt64(String(hex.prefix(16)), radix: 16), let low = UInt64(String(hex.suffix(16)), radix: 16)
        else {
            return nil
        }
        self.init(high: high, low: low)
    }

    private static func hex(_ value: UInt64) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }
}

/// Two independent 64-bit lanes (different seeds and multipliers) over little-endian words,
/// with a final avalanche on each.
private struct Hasher64Pair {
    private var first: UInt64 = 0x9E37_79B9_7F4A_7C15
    private var second: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private var length: UInt64 = 0

    mutating func combine(_ buffer: UnsafeBufferPointer<UInt8>) {
        length &+= UInt64(buffer.count)
        guard let base = UnsafeRawPointer(buffer.baseAddress) else { return }
        var offset = 0
        while offset + 8 <= buffer.count {
            mix(base.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian)
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < buffer.count {
            tail |= UInt64(buffer[offset]) << shift
            shift += 8
            offset += 1
        }
        mix(tail ^ (length << 56))
    }

    private mutating func mix(_ word: UInt64) {
        first = (first ^ (word &* 0x87C3_7B91_1142_53D5)).rotatedLeft(31) &* 0x4CF5_AD43_2745_937F
        second = (second ^ (word &* 0xFF51_AFD7_ED55_8CCD)).rotatedLeft(27) &* 0xC4CE_B9FE_1A85_EC53
    }

    func finish() -> ContentDigest {
        ContentDigest(high: Self.avalanche(first ^ length), low: Self.avalanche(second ^ (length &* 0x9E37_79B9_7F4A_7C15)))
    }

    private static func avalanche(_ value: UInt64) -> UInt64 {
        var value = value
        value ^= value >> 33
        value &*= 0xFF51_AFD7_ED55_8CCD
        value ^= value >> 33
        value &*= 0xC4CE_B9FE_1A85_EC53
        value ^= value >> 33
        return value
    }
}

extension UInt64 {
    fileprivate func rotatedLeft(_ count: UInt64) -> UInt64 { (self << count) | (self >> (64 - count)) }
}
