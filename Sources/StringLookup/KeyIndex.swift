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
    private let storage: Storage

    /// The table's memory, allocated once and freed with the index; never written after
    /// `init`, so readers on any thread need no lock (hence `@unchecked`).
    private final class Storage: @unchecked Sendable {
        /// Open addressing, linear probing; -1 marks an empty slot.
        let slots: UnsafeMutableBufferPointer<Int32>
        let mask: Int
        /// Per entry: its hash (to skip most byte comparisons) and where its bytes are.
        let hashes: UnsafeMutableBufferPointer<UInt64>
        let starts: UnsafeMutableBufferPointer<Int32>
        let bytes: UnsafeMutableBufferPointer<UInt8>

        init(keys: [String]) {
            var capacity = 16
            while capacity < keys.count * 2 { capacity <<= 1 }
            slots = .allocate(capacity: capacity)
            slots.initialize(repeating: -1)
            mask = capacity - 1
            hashes = .allocate(capacity: max(keys.count, 1))
            starts = .allocate(capacity: keys.count + 1)
            bytes = .allocate(capacity: max(keys.reduce(0) { $0 + $1.utf8.count }, 1))
            var offset = 0
            starts[0] = 0
            for (number, key) in keys.enumerated() {
                var key = key
                key.withUTF8 { utf8 in
                    let hash = KeyIndex.hash(utf8)
                    hashes[number] = hash
                    if let base = utf8.baseAddress, utf8.count > 0 { (bytes.baseAddress! + offset).update(from: base, count: utf8.count) }
                    offset += utf8.count
                    starts[number + 1] = Int32(offset)
                    var slot = Int(truncatingIfNeeded: hash) & mask
                    while slots[slot] >= 0 { slot = (slot + 1) & mask }
                    slots[slot] = Int32(number)
                }
            }
        }

        deinit {
            slots.deallocate()
            hashes.deallocate()
            starts.deallocate()
            bytes.deallocate()
        }

        func find(_ key: UnsafeBufferPointer<UInt8>) -> Int? {
            let hash = KeyIndex.hash(key)
            var slot = Int(truncatingIfNeeded: hash) & mask
            while true {
                let entry = Int(slots[slot])
                if entry < 0 { return nil }
                if hashes[entry] == hash {
                    let start = Int(starts[entry]), end = Int(starts[entry + 1])
                    if end - start == key.count, key.count == 0 || memcmp(bytes.baseAddress! + start, key.baseAddress!, key.count) == 0 {
                        return entry
                    }
                }
                slot = (slot + 1) & mask
            }
        }
    }

    init(keys: [String]) { storage = Storage(keys: keys) }

    /// The entry number of `key`, or nil.
    func find(_ key: String) -> Int? {
        if let found = key.utf8.withContiguousStorageIfAvailable({ storage.find($0) }) { return found }
        return Array(key.utf8).withUnsafeBufferPointer { storage.find($0) }
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
