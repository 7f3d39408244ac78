/// swift-syntax's parser looks ahead at each `[` to tell an array type (`[[Int]]`, `[5 of Int]`)
/// from an expression, and that look-ahead doubles with every `[` written straight after another:
/// 18 in a row take 0.2 s, 22 take 3.5 s, and the 222 a fuzzer wrote would never end (found by
/// FuzzSwiftSource). No code opens more than a few brackets back to back, so a longer run is
/// refused before parsing, as nesting past the parser's limit is.
enum BracketRuns {
    static let limit = 12

    /// The offset of the `[` that makes a run of more than `limit` (only whitespace between
    /// them) outside comments and string literals, or nil.
    static func firstOverlong(in bytes: [UInt8], limit: Int = limit) -> Int? {
        var scanner = Scanner(bytes: bytes)
        var run = 0
        while let byte = scanner.nextCodeByte() {
            switch byte {
            case UInt8(ascii: "["):
                run += 1
                if run > limit { return scanner.offset - 1 }
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                continue
            default:
                run = 0
            }
        }
        return nil
    }

    /// Bytes of code, with comments and string literals stepped over (each gives one space).
    private struct Scanner {
        let bytes: [UInt8]
        var offset = 0

        func at(_ index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func nextCodeByte() -> UInt8? {
            guard let byte = at(offset) else { return nil }
            let next = at(offset + 1)
            if byte == UInt8(ascii: "/"), next == UInt8(ascii: "/") {
                while let current = at(offset), !Self.endsLine(current) { offset += 1 }
                return UInt8(ascii: " ")
            }
            if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
                skipBlockComment()
                return UInt8(ascii: " ")
            }
            if byte == UInt8(ascii: "#") || byte == UInt8(ascii: "\"") {
                var hashes = 0
                while at(offset + hashes) == UInt8(ascii: "#") { hashes += 1 }
                if at(offset + hashes) == UInt8(ascii: "\"") {
                    skipString(hashes: hashes)
                    return UInt8(ascii: " ")
                }
            }
            offset += 1
            return byte
        }

        /// Swift's lexer ends a line at a carriage return as well as at a line feed: a lone `\r`
        /// ends a `//` comment and a one-line string (FuzzSwiftSource found a run of `[` after one,
        /// which this scanner took for comment while the parser read it as code).
        static func endsLine(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") }

        /// Swift's block comments nest.
        private mutating func skipBlockComment() {
            var depth = 0
            while offset < bytes.count {
                if at(offset) == UInt8(ascii: "/"), at(offset + 1) == UInt8(ascii: "*") {
                    depth += 1
                    offset += 2
                } else if at(offset) == UInt8(ascii: "*"), at(offset + 1) == UInt8(ascii: "/") {
                    depth -= 1
                    offset += 2
                    if depth == 0 { return }
                } else {
                    offset += 1
                }
            }
        }

        /// `"…"`, `"""…"""` and their raw forms with `hashes` `#`s; a one-line string also ends
        /// at the line's end (an unterminated one must not hide the rest of the file).
        private mutating func skipString(hashes: Int) {
            offset += hashes
            let multiline = at(offset + 1) == UInt8(ascii: "\"") && at(offset + 2) == UInt8(ascii: "\"")
            let quotes = multiline ? 3 : 1
            offset += quotes
            while let byte = at(offset) {
                if byte == UInt8(ascii: "\\"), (0..<hashes).allSatisfy({ at(offset + 1 + $0) == UInt8(ascii: "#") }) {
                    offset += 2 + hashes
                    continue
                }
                if Self.endsLine(byte), !multiline { return }
                if byte == UInt8(ascii: "\""), (0..<quotes).allSatisfy({ at(offset + $0) == UInt8(ascii: "\"") }),
                    (0..<hashes).allSatisfy({ at(offset + quotes + $0) == UInt8(ascii: "#") })
                {
                    offset += quotes + hashes
                    return
                }
                offset += 1
            }
        }
    }
}
