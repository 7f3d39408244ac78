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
            guard tail.hasPrefix(".") else { throw KeyPatternError(pattern: text, reason: "an optional part must start with a dot: [.{purpose}]") }
            tail.removeFirst()
        }
        required = try KeyPattern.segments(body, pattern: text)
        optional = tail.isEmpty ? [] : try KeyPattern.segments(tail, pattern: text)
        guard !required.isEmpty else { throw KeyPatternError(pattern: text, reason: "it has no segments") }
    }

    private static func segments(_ text: String, pattern: String) throws(KeyPatternError) -> [Segment] {
        try text.split(separator: ".", omittingEmptySubsequences: false).map { part throws(KeyPatternError) -> Segment in
            if part.hasPrefix("{") {
                guard part.hasSuffix("}"), part.count > 2 else { throw KeyPatternError(pattern: pattern, reason: "'\(part)' is not a {placeholder}") }
                return .placeholder(String(part.dropFirst().dropLast()))
            }
            guard !part.isEmpty else { throw KeyPatternError(pattern: pattern, reason: "it has an empty segment") }
            return .literal(String(part))
        }
    }

    public var description: String { text }

    /// Whether `key` has this shape, with every placeholder segment in lowerCamelCase ASCII.
    public func matches(_ key: String) -> Bool {
        // Walk the key's dot-separated segments in place: keys are checked 20,000 at a time.
        var segmentIndex = 0
        let all = required.count + optional.count
        var matched = true
        var start = key.utf8.startIndex
        let utf8 = key.utf8
        var index = start
        func check(_ end: String.UTF8View.Index) -> Bool {
            guard segmentIndex < all else { return false }
            let part = Substring(utf8[start..<end])
            let segment = segmentIndex < required.count ? required[segmentIndex] : optional[segmentIndex - required.count]
            segmentIndex += 1
            switch segment {
            case let .literal(literal): return part == literal
            case .placeholder: return KeyPattern.isLowerCamelCase(part)
            }
        }
        while index < utf8.endIndex {
            if utf8[index] == UInt8(ascii: ".") {
                if !check(index) { matched = false; break }
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        if matched { matched = check(utf8.endIndex) }
        return matched && (segmentIndex == required.count || segmentIndex == all)
    }

    /// The literal first segment, used to say which pattern a near-miss key was aiming at.
    var leadingLiteral: String? {
        if case let .literal(text)? = required.first { return text }
        return nil
    }

    /// `flowBuilder`, `cta`, `unlockPro2`: ASCII letters and digits, starting lowercase.
    public static func isLowerCamelCase(_ segment: Substring) -> Bool {
        guard let first = segment.utf8.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) else { return false }
        return segment.utf8.allSatisfy {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
        }
    }
}

public struct KeyPatternError: Error, Equatable, Sendable, CustomStringConvertible {
    public let pattern: String
    public let reason: String
    public var description: String { "key pattern '\(pattern)' is invalid: \(reason)" }
}
