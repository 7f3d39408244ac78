#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Substring search over source code, by UTF-8 bytes.
///
/// These overloads shadow, inside this package's linter modules (those that import
/// SwiftSourceFacts; never the app-core libraries), the standard library's generic
/// `contains(_:)` for a string argument. That one builds a searcher with a hash table on every
/// call; the readers call it on every call expression, and it took a fifth of the whole lint's
/// time on `Scripts/benchmark-source.sh`. Code is compared as written, byte for byte, which is
/// what every caller here means (names, modifiers, punctuation); canonical equivalence of
/// user-visible text is never decided with these.
extension String {
    package func contains(_ needle: String) -> Bool { CodeTextSearch.contains(utf8, needle) }
}

extension Substring {
    package func contains(_ needle: String) -> Bool { CodeTextSearch.contains(utf8, needle) }
}

package enum CodeTextSearch {
    package static func contains(_ haystack: some Collection<UInt8>, _ needle: String) -> Bool {
        if let found = haystack.withContiguousStorageIfAvailable({ bytes in contains(bytes, needle) }) { return found }
        return Array(haystack).withUnsafeBufferPointer { bytes in contains(bytes, needle) }
    }

    package static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: String) -> Bool {
        var needle = needle
        return needle.withUTF8 { pattern in firstOffset(of: pattern, in: haystack, from: 0) != nil }
    }

    /// The offset of the first occurrence of `pattern` at or after `start`: libc's `memchr` finds
    /// each candidate first byte, `memcmp` checks the rest.
    package static func firstOffset(of pattern: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, from start: Int)
        -> Int?
    {
        guard let first = pattern.first else { return start }
        guard let base = haystack.baseAddress, let patternBase = pattern.baseAddress else { return nil }
        let lastStart = haystack.count - pattern.count
        var candidate = start
        while candidate <= lastStart {
            guard let hit = memchr(base + candidate, Int32(first), lastStart - candidate + 1) else { return nil }
            let offset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            if memcmp(base + offset, patternBase, pattern.count) == 0 { return offset }
            candidate = offset + 1
        }
        return nil
    }
}
