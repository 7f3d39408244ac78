/// A key shape such as `screen.{screenId}.{element}[.{purpose}]`: literal segments, one
/// `{placeholder}` per segment (lowerCamelCase ASCII, CH32 §11.3), and an optional tail in
/// brackets.
public struct KeyPattern: Sendable, Equatable, CustomStringConvertible {
    enum Segment: Equatable, Sendable {
        case literal(String)
        case placeholder(String)
    }

    public let text: String
    let required: [Segment]
    let optional: [Segment]

    public static let ch32Defaults = [
        try! KeyPattern("screen.{screenId}.{element}[.{purpose}]"),
        try! KeyPattern("common.{component}.{element}"),
    ]

    public init(_ text: String) throws(KeyPatternError) {
        self.text = text
        var body = text
        var tail = ""
        if let open = text.firstIndex(of: "[") {
            guard text.hasSuffix("]") else { throw KeyPatternError(pattern: text, reason: "an optional part must close with ] at the end") }
            body = String(text[..<open])
            tail = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
            guard tail.hasPrefix(".") else {
                throw KeyPatternError(pattern: text, reason: "an optional part must start with a dot: [.{purpose}]")
            }
            tail.removeFirst()
        }
        required = try KeyPattern.segments(body, pattern: text)
        optional = tail.isEmpty ? [] : try KeyPattern.segments(tail, pattern: text)
        guard !required.isEmpty else { throw KeyPatternError(pattern: text, reason: "it has no segments") }
    }

    private static func segments(_ text: String, pattern: String) throws(KeyPatternError) -> [Segment] {
        try text.split(separator: ".", omittingEmptySubsequences: false).map { part throws(KeyPatternError) -> Segment in
            if part.hasPrefix("{") {
                guard part.hasSuffix("}"), part.count > 2 else {
                    throw KeyPatternError(pattern: pattern, reason: "'\(part)' is not a {placeholder}")
                }
                return .placeholder(String(part.dropFirst().dropLast()))
            }
            guard !part.isEmpty else { throw KeyPatternError(pattern: pattern, reason: "it has an empty segment") }
            return .literal(String(part))
        }
    }

    public var description: String { text }

    /// Whether `key` has this shape, with every placeholder segment in lowerCamelCase ASCII.
    public func matches(_ key: String) -> Bool {
        // Keys are checked 20,000 at a time: walk the UTF-8 bytes in place.
        var key = key
        return key.withUTF8 { bytes in
            var segmentIndex = 0
            let all = required.count + optional.count
            var start = 0
            for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: ".") {
                guard segmentIndex < all else { return false }
                let part = UnsafeBufferPointer(rebasing: bytes[start..<end])
                let segment = segmentIndex < required.count ? required[segmentIndex] : optional[segmentIndex - required.count]
                segmentIndex += 1
                switch segment {
                case .literal(let literal): guard part.elementsEqual(literal.utf8) else { return false }
                case .placeholder: guard KeyPattern.isLowerCamelCase(part) else { return false }
                }
                start = end + 1
            }
            return segmentIndex == required.count || segmentIndex == all
        }
    }

    static func isLowerCamelCase(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) else { return false }
        return bytes.allSatisfy {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
        }
    }

    /// The literal first segment, used to say which pattern a near-miss key was aiming at.
    var leadingLiteral: String? {
        if case .literal(let text)? = required.first { return text }
        return nil
    }

    /// `flowBuilder`, `cta`, `unlockPro2`: ASCII letters and digits, starting lowercase.
    public static func isLowerCamelCase(_ segment: Substring) -> Bool {
        guard let first = segment.utf8.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) else { return false }
        return segment.utf8.allSatisfy {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
        }
    }
}

public struct KeyPatternError: Error, Equatable, Sendable, CustomStringConvertible {
    public let pattern: String
    public let reason: String
    public var description: String { "key pattern '\(pattern)' is invalid: \(reason)" }
}
