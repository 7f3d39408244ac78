#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keys → entry numbers, built once per language and read without locks.
///
/// Swift's `Dictionary<String, …>` hashes keys with SipHash through the String machinery;
/// catalog keys are 30 to 60 ASCII bytes looked up on every screen, so this table hashes
/// their UTF-8 bytes eight at a time and keeps all keys in one contiguous buffer, which
/// makes a hit two short memory reads and one `memcmp`.
struct KeyIndex: Sendable {
    /// Open addressing, linear probing; -1 marks an empty slot.
    private let slots: [Int32]
    private let mask: Int
    /// Per entry: its hash (to skip most byte comparisons) and where its bytes are.
    private let hashes: [UInt64]
    private let starts: [Int32]
    private let bytes: [UInt8]

    init(keys: [String]) {
        var capacity = 16
        while capacity < keys.count * 2 { capacity <<= 1 }
        var slots = [Int32](repeating: -1, count: capacity)
        var hashes: [UInt64] = []
        var starts: [Int32] = [0]
        var bytes: [UInt8] = []
        hashes.reserveCapacity(keys.count)
        starts.reserveCapacity(keys.count + 1)
        for (number, key) in keys.enumerated() {
            var key = key
            let hash = key.withUTF8 { KeyIndex.hash($0) }
            hashes.append(hash)
            bytes.append(contentsOf: key.utf8)
            starts.append(Int32(bytes.count))
            var slot = Int(truncatingIfNeeded: hash) & (capacity - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (capacity - 1) }
            slots[slot] = Int32(number)
        }
        self.slots = slots
        self.mask = capacity - 1
        self.hashes = hashes
        self.starts = starts
        self.bytes = bytes
    }

    /// The entry number of `key`, or nil.
    func find(_ key: String) -> Int? {
        if let found = key.utf8.withContiguousStorageIfAvailable({ find(bytes: $0) }) { return found }
        return Array(key.utf8).withUnsafeBufferPointer { find(bytes: $0) }
    }

    private func find(bytes key: UnsafeBufferPointer<UInt8>) -> Int? {
        let hash = KeyIndex.hash(key)
        var slot = Int(truncatingIfNeeded: hash) & mask
        return slots.withUnsafeBufferPointer { slots -> Int? in
            hashes.withUnsafeBufferPointer { hashes -> Int? in
                starts.withUnsafeBufferPointer { starts -> Int? in
                    bytes.withUnsafeBufferPointer { stored -> Int? in
                        while true {
                            let entry = Int(slots[slot])
                            if entry < 0 { return nil }
                            if hashes[entry] == hash {
                                let start = Int(starts[entry]), end = Int(starts[entry + 1])
                                if end - start == key.count, key.count == 0 || memcmp(stored.baseAddress! + start, key.baseAddress!, key.count) == 0 { return entry }
                            }
                            slot = (slot + 1) & mask
                        }
                    }
                }
            }
        }
    }

    /// A 64-bit multiply-mix hash over 8-byte words (not cryptographic: keys come from the
    /// app's own catalog, not from an attacker).
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(bytes.count)
        guard let base = bytes.baseAddress else { return hash }
        let raw = UnsafeRawPointer(base)
        var index = 0
        while index + 8 <= bytes.count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* multiplier
            hash ^= hash >> 32
            index += 8
        }
        if index < bytes.count {
            var tail: UInt64 = 0
            for offset in index..<bytes.count { tail |= UInt64(base[offset]) << (UInt64(offset - index) * 8) }
            hash = (hash ^ tail) &* multiplier
            hash ^= hash >> 32
        }
        hash = (hash ^ (hash >> 29)) &* multiplier
        return hash ^ (hash >> 32)
    }
}
