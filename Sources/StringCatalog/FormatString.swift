/// A printf-style format string as Foundation's `String(format:)` reads it, split into
/// literal text, `%%` escapes, specifiers and broken specifiers.
///
/// Shared by validation (which compares the placeholders of a translation with its source)
/// and the runtime (which formats with the parsed pieces, so that formatting can never read
/// an argument it was not given).
public struct FormatString: Equatable, Sendable {
    public enum Piece: Equatable, Sendable {
        case literal(String)
        /// `%%`, which prints one percent sign.
        case percent
        case specifier(FormatSpecifier)
        /// A `%` that does not start a conversion Foundation would accept as intended
        /// (`% p`, `%` at the end, `%y`), with the text it spans.
        case broken(text: String, reason: String)
    }

    public let pieces: [Piece]

    public init(_ text: String) {
        pieces = FormatString.parse(Array(text.unicodeScalars))
    }

    public var specifiers: [FormatSpecifier] {
        pieces.compactMap { if case let .specifier(specifier) = $0 { specifier } else { nil } }
    }

    public var brokenPieces: [(text: String, reason: String)] {
        pieces.compactMap { if case let .broken(text, reason) = $0 { (text, reason) } else { nil } }
    }

    public var containsPercentEscape: Bool { pieces.contains(.percent) }

    /// Whether the runtime will treat the string as a format: it holds a `%%` escape or a
    /// specifier written the way Swift interpolation and Xcode write them. "70% faster"
    /// holds `% f` (a space flag), which no tool writes on purpose, so it is plain text and
    /// its percent sign is shown as typed.
    public var isFormat: Bool {
        containsPercentEscape || specifiers.contains { $0.isConventional }
    }

    /// The arguments the string consumes, by 1-based position: explicit positions where
    /// given, otherwise the order of appearance (as Foundation assigns them).
    public var arguments: [Int: [FormatSpecifier]] {
        var result: [Int: [FormatSpecifier]] = [:]
        var next = 1
        for specifier in specifiers {
            for star in specifier.starArguments(next: &next) { result[star, default: []].append(FormatSpecifier.starInteger) }
            let position = specifier.position ?? next
            if specifier.position == nil { next += 1 } else { next = max(next, position + 1) }
            result[position, default: []].append(specifier)
        }
        return result
    }

    /// Whether positional (`%1$@`) and sequential (`%@`) specifiers are mixed, which
    /// Foundation does not define.
    public var mixesPositionalAndSequential: Bool {
        let kinds = Set(specifiers.map { $0.position != nil })
        return kinds.count > 1
    }

    private static let lengthModifiers: [[Unicode.Scalar]] = [["h", "h"], ["l", "l"], ["h"], ["l"], ["q"], ["L"], ["z"], ["t"], ["j"]]
    private static let conversions = Set<Unicode.Scalar>(["d", "i", "o", "u", "x", "X", "D", "O", "U", "e", "E", "f", "F", "g", "G", "a", "A", "c", "C", "s", "S", "p", "@"])

    private static func parse(_ scalars: [Unicode.Scalar]) -> [Piece] {
        var pieces: [Piece] = []
        var literal = String.UnicodeScalarView()
        var index = 0
        func flushLiteral() {
            if !literal.isEmpty { pieces.append(.literal(String(literal))); literal = String.UnicodeScalarView() }
        }
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "%" else {
                literal.append(scalar)
                index += 1
                continue
            }
            flushLiteral()
            if index + 1 < scalars.count, scalars[index + 1] == "%" {
                pieces.append(.percent)
                index += 2
                continue
            }
            let (piece, next) = parseSpecifier(scalars, from: index)
            pieces.append(piece)
            index = next
        }
        flushLiteral()
        return pieces
    }

    /// Parses `%[n$][flags][width][.precision][length]conversion` or `%[n$]#@name@` at `start`.
    private static func parseSpecifier(_ scalars: [Unicode.Scalar], from start: Int) -> (Piece, Int) {
        var index = start + 1
        func text(_ end: Int) -> String { String(String.UnicodeScalarView(scalars[start..<min(end, scalars.count)])) }
        func digits() -> Int? {
            var value = 0, found = false
            while index < scalars.count, let digit = asciiDigit(scalars[index]) {
                value = value * 10 + digit
                found = true
                index += 1
            }
            return found ? value : nil
        }

        var position: Int?
        let positionStart = index
        if let number = digits(), index < scalars.count, scalars[index] == "$" {
            guard number > 0 else { return (.broken(text: text(index + 1), reason: "argument positions start at 1"), index + 1) }
            position = number
            index += 1
        } else {
            index = positionStart
        }

        // %#@name@ refers to a substitution (a plural variable).
        if index + 1 < scalars.count, scalars[index] == "#", scalars[index + 1] == "@" {
            var end = index + 2
            while end < scalars.count, scalars[end] != "@", scalars[end] != " " { end += 1 }
            guard end < scalars.count, scalars[end] == "@", end > index + 2 else {
                return (.broken(text: text(end), reason: "a %#@name@ reference needs a name and a closing @"), end)
            }
            let name = String(String.UnicodeScalarView(scalars[(index + 2)..<end]))
            let specifier = FormatSpecifier(text: text(end + 1), position: position, flags: "", width: nil, precision: nil, length: "", conversion: "@", substitutionName: name)
            return (.specifier(specifier), end + 1)
        }

        var flags = String.UnicodeScalarView()
        while index < scalars.count, ["-", "+", " ", "#", "0", "'"].contains(scalars[index]) {
            flags.append(scalars[index])
            index += 1
        }
        var width: FormatSpecifier.Amount?
        if index < scalars.count, scalars[index] == "*" {
            index += 1
            width = .argument(starPosition(scalars, &index))
        } else if let number = digits() {
            width = .fixed(number)
        }
        var precision: FormatSpecifier.Amount?
        if index < scalars.count, scalars[index] == "." {
            index += 1
            if index < scalars.count, scalars[index] == "*" {
                index += 1
                precision = .argument(starPosition(scalars, &index))
            } else {
                precision = .fixed(digits() ?? 0)
            }
        }
        var length = ""
        for modifier in lengthModifiers where index + modifier.count <= scalars.count && Array(scalars[index..<(index + modifier.count)]) == modifier {
            length = String(String.UnicodeScalarView(modifier))
            index += modifier.count
            break
        }
        guard index < scalars.count else {
            return (.broken(text: text(index), reason: "the string ends inside a format specifier"), index)
        }
        let conversion = scalars[index]
        guard conversions.contains(conversion) else {
            return (.broken(text: text(index + 1), reason: "'\(conversion)' is not a format conversion"), index + 1)
        }
        let specifier = FormatSpecifier(text: text(index + 1), position: position, flags: String(flags), width: width, precision: precision, length: length, conversion: Character(conversion), substitutionName: nil)
        if flags.contains(" ") {
            // printf accepts a space flag, but nobody writes "% d" on purpose: it is a percent
            // sign followed by a word ("50% de", "% p"), and it would consume an argument.
            return (.broken(text: specifier.text, reason: "'\(specifier.text)' reads as a format specifier with a space flag; write %% for a percent sign"), index + 1)
        }
        return (.specifier(specifier), index + 1)
    }

    /// `*` or `*n$` for a width or precision read from the arguments.
    private static func starPosition(_ scalars: [Unicode.Scalar], _ index: inout Int) -> Int? {
        var probe = index, value = 0, found = false
        while probe < scalars.count, let digit = asciiDigit(scalars[probe]) {
            value = value * 10 + digit
            found = true
            probe += 1
        }
        if found, probe < scalars.count, scalars[probe] == "$" {
            index = probe + 1
            return value
        }
        return nil
    }
}

private func asciiDigit(_ scalar: Unicode.Scalar) -> Int? {
    (48...57).contains(scalar.value) ? Int(scalar.value - 48) : nil
}

/// One conversion of a format string, such as `%1$@`, `%lld`, `%.2f` or `%#@count@`.
public struct FormatSpecifier: Equatable, Hashable, Sendable {
    public enum Amount: Equatable, Hashable, Sendable {
        case fixed(Int)
        /// Read from an argument (`*`), at an explicit position (`*2$`) or the next one.
        case argument(Int?)
    }

    /// The specifier as written, with its `%`.
    public let text: String
    public let position: Int?
    public let flags: String
    public let width: Amount?
    public let precision: Amount?
    public let length: String
    public let conversion: Character
    /// For `%#@name@`: the substitution's name.
    public let substitutionName: String?

    /// The argument kinds that decide whether two specifiers can share an argument.
    public enum ArgumentKind: String, Sendable {
        case object, integer, longInteger, floatingPoint, cString, unichar, unicharString, pointer, substitution
    }

    public var argumentKind: ArgumentKind {
        if substitutionName != nil { return .substitution }
        switch conversion {
        case "@": return .object
        case "d", "i", "o", "u", "x", "X", "c":
            return ["l", "ll", "q", "z", "t", "j"].contains(length) ? .longInteger : .integer
        case "D", "O", "U": return .longInteger
        case "e", "E", "f", "F", "g", "G", "a", "A": return .floatingPoint
        case "s": return .cString
        case "C": return .unichar
        case "S": return .unicharString
        default: return .pointer
        }
    }

    /// Whether a tool or Swift interpolation would write this on purpose (used to decide
    /// whether a string is a format at all).
    public var isConventional: Bool {
        if substitutionName != nil { return true }
        return !flags.contains(" ") && conversion != "p" && conversion != "n"
    }

    /// Positions consumed by `*` widths and precisions, which come before the value.
    func starArguments(next: inout Int) -> [Int] {
        var positions: [Int] = []
        for amount in [width, precision] {
            if case let .argument(explicit)? = amount {
                positions.append(explicit ?? next)
                if explicit == nil { next += 1 }
            }
        }
        return positions
    }

    static let starInteger = FormatSpecifier(text: "*", position: nil, flags: "", width: nil, precision: nil, length: "", conversion: "d", substitutionName: nil)
}
