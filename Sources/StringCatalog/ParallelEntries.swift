import Dispatch
import OrderedJSON
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a large catalog's `strings` object on several threads.
///
/// Every key of `strings` starts a line at the same indentation in any pretty-printed catalog
/// (Xcode writes `\n    "key" : {`), and JSON strings cannot hold a raw newline, so a line
/// that starts with that indentation and a quote is a member of `strings` or of something
/// written at the same depth. Each thread reads whole entries from one such line to the
/// next chunk's first line. The guess is checked: every chunk must end exactly where the
/// next one starts. When one does not (a catalog indented some other way), the result is
/// thrown away and the object is read in order, so the answer never depends on the guess.
enum ParallelEntries {
    /// Catalogs smaller than this are read in order: threads would cost more than they save.
    static let minimumBytes = 4 << 20

    /// The entries, or nil when the catalog should be read in order. `r` is at the `{` of
    /// `strings`; on success it is just past the matching `}`.
    static func read(_ r: inout JSONReader, parser: Parser) throws -> [CatalogEntry]? {
        let bytes = r.buffer
        let chunkCount = min(max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))), 8)
        r.skipWhitespace()
        guard chunkCount > 1, r.position < bytes.count, bytes[r.position] == UInt8(ascii: "{") else { return nil }
        let inside = r.position + 1
        guard bytes.count - inside >= minimumBytes, parser.sourceLanguage != nil,
            let indentation = memberIndentation(bytes, at: inside)
        else { return nil }
        // Chunk starts: the first member, then the first member line after each even split.
        var first = JSONReader(bytes: bytes, position: inside, depth: 0)
        first.skipWhitespace()
        var starts = [first.position]
        for chunk in 1..<chunkCount {
            let guess = inside + (bytes.count - inside) * chunk / chunkCount
            guard let start = memberLine(bytes, from: max(guess, starts.last! + 1), indentation: indentation) else { break }
            starts.append(start)
        }
        guard starts.count > 1 else { return nil }
        let chunkStarts = starts
        let depth = r.nestingDepth + 1
        let results = Mutex<[ChunkResult?]>(Array(repeating: nil, count: starts.count))
        let shared = SharedBuffer(bytes: bytes)
        DispatchQueue.concurrentPerform(iterations: starts.count) { chunk in
            var reader = JSONReader(bytes: shared.bytes, position: chunkStarts[chunk], depth: depth)
            var chunkParser = parser
            let end = chunk + 1 < chunkStarts.count ? chunkStarts[chunk + 1] : nil
            let result: ChunkResult
            do { result = try chunkParser.readMembers(&reader, until: end) } catch {
                result = ChunkResult(entries: [], end: .failed(error))
            }
            results.withLock { $0[chunk] = result }
        }
        var entries: [CatalogEntry] = []
        var seen: [String: Int] = [:]
        seen.reserveCapacity(bytes.count / 2048)
        for (chunk, result) in results.withLock({ $0 }).enumerated() {
            guard let result else { return nil }
            for entry in result.entries {
                if let first = seen.updateValue(entry.offset, forKey: entry.key) {
                    throw CatalogShapeError(
                        offset: entry.offset, message: "duplicate key \"\(entry.key)\" (first defined at byte \(first))")
                }
            }
            entries += result.entries
            switch result.end {
            case .failed(let error): throw error
            case .closed(let after):
                // The object ended: later chunks started past it, so the guess was wrong.
                guard chunk == results.withLock({ $0.count }) - 1 else { return nil }
                r.position = after
                return entries
            case .reachedNextChunk: continue
            case .missedNextChunk: return nil
            }
        }
        return nil
    }

    struct ChunkResult {
        enum End {
            case closed(after: Int)
            case reachedNextChunk
            case missedNextChunk
            case failed(any Error)
        }

        var entries: [CatalogEntry]
        var end: End
    }

    /// `UnsafeBufferPointer` is not Sendable; the bytes are read-only while threads run.
    struct SharedBuffer: @unchecked Sendable {
        let bytes: UnsafeBufferPointer<UInt8>
    }

    /// The indentation of the object's first member, when it starts its own line.
    static func memberIndentation(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> Int? {
        var index = position
        var column = 0
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
            column = bytes[index] == 0x0A ? 0 : column + 1
            index += 1
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), index > position, bytes[index - column - 1] == 0x0A else {
            return nil
        }
        return column
    }

    /// The first line at or after `from` that is `indentation` spaces and a quote.
    static func memberLine(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, indentation: Int) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var offset = from
        while offset < bytes.count, let found = memchr(base + offset, 0x0A, bytes.count - offset) {
            let lineStart = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base + 1
            let quote = lineStart + indentation
            if quote < bytes.count, bytes[quote] == UInt8(ascii: "\""), (lineStart..<quote).allSatisfy({ bytes[$0] == 0x20 }) {
                return quote
            }
            offset = lineStart
        }
        return nil
    }
}

extension Parser {
    /// Reads `strings` members from the reader's position: to the closing `}`, or until the
    /// member that starts at `next`.
    mutating func readMembers(_ r: inout JSONReader, until next: Int?) throws -> ParallelEntries.ChunkResult {
        var entries: [CatalogEntry] = []
        var seen: [String: Int] = [:]
        while true {
            r.skipWhitespace()
            if let next, r.position >= next {
                return ParallelEntries.ChunkResult(entries: entries, end: r.position == next ? .reachedNextChunk : .missedNextChunk)
            }
            let key = try r.readStringSpan()
            try r.expect(UInt8(ascii: ":"), "':' after a member name")
            let name = try r.string(from: key)
            if let first = seen.updateValue(key.quoteOffset, forKey: name) {
                throw CatalogShapeError(offset: key.quoteOffset, message: "duplicate key \"\(name)\" (first defined at byte \(first))")
            }
            entries.append(try readEntry(&r, name, offset: key.quoteOffset))
            r.skipWhitespace()
            guard r.position < r.buffer.count else {
                throw JSONSyntaxError(offset: r.position, message: "expected ',' or '}' after a member")
            }
            if r.buffer[r.position] == UInt8(ascii: ",") {
                r.position += 1
                continue
            }
            if r.buffer[r.position] == UInt8(ascii: "}") {
                r.position += 1
                return ParallelEntries.ChunkResult(entries: entries, end: .closed(after: r.position))
            }
            throw JSONSyntaxError(offset: r.position, message: "expected ',' or '}' after a member")
        }
    }
}
