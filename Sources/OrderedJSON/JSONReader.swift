#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A JSON syntax error at a byte offset of the input; `SourceText` turns the offset into a
/// line and column for messages.
public struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    public let offset: Int
    public let message: String

    public init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }

    public var description: String { "\(message) (byte \(offset))" }
}

/// Where a string's contents lie in the input: between the quotes, `start..<end`.
public struct JSONStringSpan: Sendable {
    public let start: Int
    public let end: Int
    public let hasEscapes: Bool

    @inlinable
    public init(start: Int, end: Int, hasEscapes: Bool) {
        self.start = start
        self.end = end
        self.hasEscapes = hasEscapes
    }

    /// The offset of the opening quote, where messages about the string point.
    @inlinable
    public var quoteOffset: Int { start - 1 }
}

/// A pull reader over UTF-8 JSON bytes that never builds more than its caller asks for.
///
/// Callers walk objects member by member and decide for each value whether to decode it,
/// compare it in place or skip it, which is how a 45 MB catalog is read in a fraction of a
/// second. The input must already be valid UTF-8 (see `UTF8Validation`). The buffer must
/// outlive the reader.
public struct JSONReader {
    @usableFromInline let bytes: UnsafeBufferPointer<UInt8>
    /// Offset of the next unread byte.
    public var position: Int
    @usableFromInline var depth = 0
    /// Deeper nesting is rejected rather than risking the stack on hostile input.
    public let maximumDepth: Int

    public init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int = 256) {
        self.bytes = bytes
        self.position = 0
        self.maximumDepth = maximumDepth
    }

    /// A reader that starts inside a document: at `position`, already `depth` levels deep
    /// (for readers that split one large object between threads).
    public init(bytes: UnsafeBufferPointer<UInt8>, position: Int, depth: Int, maximumDepth: Int = 256) {
        self.bytes = bytes
        self.position = position
        self.depth = depth
        self.maximumDepth = maximumDepth
    }

    /// How many objects and arrays the reader is inside.
    public var nestingDepth: Int { depth }

    /// The bytes being read.
    public var buffer: UnsafeBufferPointer<UInt8> { bytes }

    // MARK: Bytes

    @inlinable @inline(__always)
    public mutating func skipWhitespace() {
        position = JSONReader.endOfWhitespace(bytes, from: position)
    }

    /// Works on a local offset so the loop keeps it in a register.
    @inlinable
    static func endOfWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let count = bytes.count
        guard let base = bytes.baseAddress else { return start }
        var index = start
        while index < count {
            // Pretty-printed catalogs are mostly indentation: skip eight spaces at a time.
            if index + 8 <= count, UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) == 0x2020_2020_2020_2020 {
                index += 8
                continue
            }
            switch base[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return index
            }
        }
        return index
    }

    /// The next non-space byte, without consuming it; nil at the end of the input.
    @inlinable @inline(__always)
    public mutating func peek() -> UInt8? {
        skipWhitespace()
        return position < bytes.count ? bytes[position] : nil
    }

    @inlinable
    public mutating func expect(_ byte: UInt8, _ what: @autoclosure () -> String) throws(JSONSyntaxError) {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == byte else { throw error(expected: what()) }
        position += 1
    }

    public func error(expected: String) -> JSONSyntaxError {
        guard position < bytes.count else {
            return JSONSyntaxError(offset: position, message: "expected \(expected), found the end of the file")
        }
        return JSONSyntaxError(offset: position, message: "expected \(expected), found \(describeByte(bytes[position]))")
    }

    private func describeByte(_ byte: UInt8) -> String {
        switch byte {
        case UInt8(ascii: "\""): return "a string"
        case UInt8(ascii: "{"): return "an object"
        case UInt8(ascii: "["): return "an array"
        case UInt8(ascii: "t") where matches("true"), UInt8(ascii: "f") where matches("false"): return "a boolean"
        case UInt8(ascii: "n") where matches("null"): return "null"
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return "a number"
        case 0x21...0x7E: return "'\(Character(Unicode.Scalar(byte)))'"
        default: return "byte 0x\(String(byte, radix: 16))"
        }
    }

    /// The type of the next value as a name for messages ("a string", "an object").
    public mutating func nextValueTypeName() -> String {
        skipWhitespace()
        return position < bytes.count ? describeByte(bytes[position]) : "the end of the file"
    }

    /// The last byte of the input, for writers that keep a file's final newline.
    public var lastByte: UInt8? { bytes.last }

    /// The raw bytes between a string's quotes.
    @inlinable
    public func bytes(of span: JSONStringSpan) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[span.start..<span.end])
    }

    // MARK: Strings

    /// The raw bytes of the next string (between the quotes), and whether it holds escapes.
    /// Lets callers compare a value in place ("translated") without creating a String.
    @inlinable
    public mutating func readStringSpan() throws(JSONSyntaxError) -> JSONStringSpan {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw error(expected: "a string") }
        let start = position + 1
        let (end, hasEscapes, failure) = JSONReader.endOfString(bytes, from: start)
        if let failure { throw failure }
        position = end + 1
        return JSONStringSpan(start: start, end: end, hasEscapes: hasEscapes)
    }

    /// Finds the closing quote of a string whose contents start at `start`, on a local
    /// offset, eight bytes at a time while none is a quote, a backslash or a control
    /// character (the "has a byte below n" test applied to three patterns).
    @inlinable
    static func endOfString(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (end: Int, hasEscapes: Bool, failure: JSONSyntaxError?)
    {
        let count = bytes.count
        let base = bytes.baseAddress!
        var index = start
        var hasEscapes = false
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        while index < count {
            if index + 8 <= count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                let quote = word ^ 0x2222_2222_2222_2222, backslash = word ^ 0x5C5C_5C5C_5C5C_5C5C
                let special = ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | ((word &- 0x2020_2020_2020_2020) & ~word)
                if special & highs == 0 {
                    index += 8
                    continue
                }
            }
            let byte = base[index]
            if byte == UInt8(ascii: "\"") { return (index, hasEscapes, nil) }
            if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                index += 2
                continue
            }
            if byte < 0x20 {
                return (
                    index, hasEscapes,
                    JSONSyntaxError(
                        offset: index, message: "control character 0x\(String(byte, radix: 16)) inside a string must be escaped")
                )
            }
            index += 1
        }
        return (index, hasEscapes, JSONSyntaxError(offset: start - 1, message: "string is never closed"))
    }

    /// Reads the next string and decodes its escapes.
    @inlinable
    public mutating func readString() throws(JSONSyntaxError) -> String {
        let span = try readStringSpan()
        return try string(from: span)
    }

    /// Whether a span read by `readStringSpan` spells exactly `literal` (no escapes allowed).
    @inlinable @inline(__always)
    public func span(_ span: JSONStringSpan, equals literal: StaticString) -> Bool {
        guard !span.hasEscapes, span.end - span.start == literal.utf8CodeUnitCount else { return false }
        return memcmp(bytes.baseAddress! + span.start, literal.utf8Start, literal.utf8CodeUnitCount) == 0
    }

    /// Whether two spans of the input hold the same bytes.
    @inlinable @inline(__always)
    public func span(_ span: JSONStringSpan, equals bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard span.end - span.start == bytes.count else { return false }
        return bytes.count == 0 || memcmp(self.bytes.baseAddress! + span.start, bytes.baseAddress!, bytes.count) == 0
    }

    @inlinable
    public func string(from span: JSONStringSpan) throws(JSONSyntaxError) -> String {
        let slice = UnsafeBufferPointer(rebasing: bytes[span.start..<span.end])
        if !span.hasEscapes { return String(decoding: slice, as: UTF8.self) }
        return try decodeEscapes(slice, offset: span.start)
    }

    @usableFromInline
    func decodeEscapes(_ slice: UnsafeBufferPointer<UInt8>, offset: Int) throws(JSONSyntaxError) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(slice.count)
        var index = 0
        while index < slice.count {
            let byte = slice[index]
            guard byte == UInt8(ascii: "\\") else {
                output.append(byte)
                index += 1
                continue
            }
            guard index + 1 < slice.count else { throw JSONSyntaxError(offset: offset + index, message: "unfinished escape") }
            let escaped = slice[index + 1]
            index += 2
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(escaped)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "u"):
                var scalar = try hexQuad(slice, at: index, offset: offset)
                index += 4
                if scalar & 0xFC00 == 0xD800 {
                    // A high surrogate must be followed by an escaped low surrogate.
                    guard index + 6 <= slice.count, slice[index] == UInt8(ascii: "\\"), slice[index + 1] == UInt8(ascii: "u") else {
                        throw JSONSyntaxError(offset: offset + index - 6, message: "\\u escape is half of a surrogate pair")
                    }
                    let low = try hexQuad(slice, at: index + 2, offset: offset)
                    guard low & 0xFC00 == 0xDC00 else {
                        throw JSONSyntaxError(offset: offset + index - 6, message: "\\u escape is half of a surrogate pair")
                    }
                    index += 6
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else if scalar & 0xFC00 == 0xDC00 {
                    throw JSONSyntaxError(offset: offset + index - 6, message: "\\u escape is half of a surrogate pair")
                }
                output.append(contentsOf: UTF8.encode(Unicode.Scalar(scalar)!)!)
            default:
                throw JSONSyntaxError(offset: offset + index - 2, message: "unknown escape \\\(Character(Unicode.Scalar(escaped)))")
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private func hexQuad(_ slice: UnsafeBufferPointer<UInt8>, at index: Int, offset: Int) throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= slice.count else {
            throw JSONSyntaxError(offset: offset + index - 2, message: "\\u escape needs four hex digits")
        }
        var value: UInt32 = 0
        for byte in slice[index..<index + 4] {
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw JSONSyntaxError(offset: offset + index - 2, message: "\\u escape needs four hex digits")
            }
            value = value << 4 | digit
        }
        return value
    }

    // MARK: Containers

    /// Calls `body` for each member of the next object, with the reader positioned at the
    /// member's value; `body` must consume the value. The key arrives as a span so callers
    /// can match known names without creating strings. Duplicate keys are the caller's to
    /// detect (catalogs need a table of them anyway).
    @inlinable
    public mutating func readMembers(_ body: (inout JSONReader, JSONStringSpan) throws -> Void) throws {
        try expect(UInt8(ascii: "{"), "an object")
        try enter()
        if peek() == UInt8(ascii: "}") {
            position += 1
            depth -= 1
            return
        }
        while true {
            let key = try readStringSpan()
            try expect(UInt8(ascii: ":"), "':' after a member name")
            try body(&self, key)
            skipWhitespace()
            guard position < bytes.count else { throw error(expected: "',' or '}'") }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
                continue
            }
            if bytes[position] == UInt8(ascii: "}") {
                position += 1
                break
            }
            throw error(expected: "',' or '}' after a member")
        }
        depth -= 1
    }

    /// `readMembers` with each key decoded to a String.
    @inlinable
    public mutating func readObject(_ body: (inout JSONReader, _ key: String, _ keyOffset: Int) throws -> Void) throws {
        try readMembers { reader, span in
            try body(&reader, try reader.string(from: span), span.start - 1)
        }
    }

    /// Calls `body` for each element of the next array; `body` must consume the element.
    @inlinable
    public mutating func readArray(_ body: (inout JSONReader) throws -> Void) throws {
        try expect(UInt8(ascii: "["), "an array")
        try enter()
        if peek() == UInt8(ascii: "]") {
            position += 1
            depth -= 1
            return
        }
        while true {
            try body(&self)
            skipWhitespace()
            guard position < bytes.count else { throw error(expected: "',' or ']'") }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
                continue
            }
            if bytes[position] == UInt8(ascii: "]") {
                position += 1
                break
            }
            throw error(expected: "',' or ']' after an element")
        }
        depth -= 1
    }

    @inlinable
    mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > maximumDepth {
            throw JSONSyntaxError(offset: position - 1, message: "nesting is deeper than \(maximumDepth) levels")
        }
    }

    // MARK: Scalars and whole values

    public mutating func readBool() throws(JSONSyntaxError) -> Bool {
        skipWhitespace()
        if matches("true") {
            position += 4
            return true
        }
        if matches("false") {
            position += 5
            return false
        }
        throw error(expected: "true or false")
    }

    /// Reads a number and returns its literal text.
    public mutating func readNumber() throws(JSONSyntaxError) -> String {
        skipWhitespace()
        let start = position
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") { position += 1 }
        let integerStart = position
        while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) { position += 1 }
        guard position > integerStart else {
            if integerStart > start { throw error(expected: "a digit after '-'") }
            throw error(expected: "a number")
        }
        if bytes[integerStart] == UInt8(ascii: "0"), position - integerStart > 1 {
            throw JSONSyntaxError(offset: integerStart, message: "numbers cannot have leading zeros")
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            let fractionStart = position
            while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) { position += 1 }
            guard position > fractionStart else { throw error(expected: "digits after the decimal point") }
        }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
            let exponentStart = position
            while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) { position += 1 }
            guard position > exponentStart else { throw error(expected: "exponent digits") }
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    }

    private func matches(_ literal: StaticString) -> Bool {
        guard position + literal.utf8CodeUnitCount <= bytes.count else { return false }
        let pointer = literal.utf8Start
        for index in 0..<literal.utf8CodeUnitCount where bytes[position + index] != pointer[index] { return false }
        return true
    }

    /// Reads any value into a `JSONValue`, rejecting duplicate member names.
    public mutating func readValue() throws -> JSONValue {
        guard let next = peek() else { throw error(expected: "a value") }
        switch next {
        case UInt8(ascii: "\""): return .string(try readString())
        case UInt8(ascii: "{"):
            var members: [JSONMember] = []
            var seen = Set<String>()
            try readObject { reader, key, keyOffset in
                guard seen.insert(key).inserted else {
                    throw JSONSyntaxError(offset: keyOffset, message: "duplicate member \"\(key)\"")
                }
                members.append(JSONMember(key, try reader.readValue()))
            }
            return .object(members)
        case UInt8(ascii: "["):
            var elements: [JSONValue] = []
            try readArray { reader in elements.append(try reader.readValue()) }
            return .array(elements)
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool(try readBool())
        case UInt8(ascii: "n"):
            guard matches("null") else { throw error(expected: "a value") }
            position += 4
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try readNumber())
        default: throw error(expected: "a value")
        }
    }

    /// Skips the next value without building anything.
    public mutating func skipValue() throws {
        guard let next = peek() else { throw error(expected: "a value") }
        switch next {
        case UInt8(ascii: "\""): _ = try readStringSpan()
        case UInt8(ascii: "{"): try readMembers { reader, _ in try reader.skipValue() }
        case UInt8(ascii: "["): try readArray { reader in try reader.skipValue() }
        case UInt8(ascii: "t"), UInt8(ascii: "f"): _ = try readBool()
        case UInt8(ascii: "n"):
            guard matches("null") else { throw error(expected: "a value") }
            position += 4
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): _ = try readNumber()
        default: throw error(expected: "a value")
        }
    }

    /// Checks that nothing but white space follows the document.
    public mutating func expectEnd() throws(JSONSyntaxError) {
        skipWhitespace()
        if position < bytes.count { throw error(expected: "the end of the file") }
    }

    /// Parses a whole document.
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int = 256) throws -> JSONValue {
        var reader = JSONReader(bytes: bytes, maximumDepth: maximumDepth)
        let value = try reader.readValue()
        try reader.expectEnd()
        return value
    }
}
