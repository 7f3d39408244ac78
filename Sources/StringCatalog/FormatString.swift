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
        /// `%arg` inside a substitution's forms: the substitution's own argument.
        case substitutionArgument
    }

    public let pieces: [Piece]

    /// A string with no percent sign at all: no pieces worth inspecting.
    public static let noPlaceholders = FormatString(pieces: [])

    init(pieces: [Piece]) { self.pieces = pieces }

    /// Parses `text`; with `isSubstitutionForm`, `%arg` stands for the substitution's own
    /// argument (String Catalog substitution forms), elsewhere it would be `%a` + "rg".
    public init(_ text: String, isSubstitutionForm: Bool = false) {
        // Strings without a percent sign (most of them) are one literal: skip the parse.
        if !text.utf8.contains(UInt8(ascii: "%")) {
            pieces = text.isEmpty ? [] : [.literal(text)]
            return
        }
        pieces = FormatString.parse(Array(text.utf8), substitutionForm: isSubstitutionForm)
    }

    public var specifiers: [FormatSpecifier] {
        pieces.compactMap { if case .specifier(let specifier) = $0 { specifier } else { nil } }
    }

    public var brokenPieces: [(text: String, reason: String)] {
        pieces.compactMap { if case .broken(let text, let reason) = $0 { (text, reason) } else { nil } }
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
        var positional = false, sequential = false
        for case .specifier(let specifier) in pieces {
            if specifier.position == nil { sequential = true } else { positional = true }
        }
        return positional && sequential
    }

    private static let conversions: Set<UInt8> = Set("diouxXDOUeEfFgGaAcCsSp@".utf8)

    /// Works on UTF-8 bytes: every byte that matters to a specifier is ASCII, and literal text
    /// between specifiers is copied out in one piece.
    private static func parse(_ bytes: [UInt8], substitutionForm: Bool) -> [Piece] {
        var pieces: [Piece] = []
        var literalStart = 0
        var index = 0
        // The next sequential argument, counted as `arguments` counts it.
        var nextArgument = 1
        var brokenCount = 0
        func flushLiteral(upTo end: Int) {
            if end > literalStart { pieces.append(.literal(String(decoding: bytes[literalStart..<end], as: UTF8.self))) }
        }
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else {
                index += 1
                continue
            }
            flushLiteral(upTo: index)
            if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "%") {
                pieces.append(.percent)
                index += 2
            } else if substitutionForm, index + 3 < bytes.count, bytes[index + 1] == UInt8(ascii: "a"),
                bytes[index + 2] == UInt8(ascii: "r"), bytes[index + 3] == UInt8(ascii: "g"),
                index + 4 == bytes.count || !isASCIIAlphanumeric(bytes[index + 4])
            {
                pieces.append(.substitutionArgument)
                index += 4
            } else {
                let (parsed, next) = parseSpecifier(bytes, from: index)
                let piece = withinArgumentLimit(parsed, next: &nextArgument)
                if case .broken = piece {
                    brokenCount += 1
                    if brokenCount > maximumBrokenPieces {
                        // Each broken piece is a finding that quotes the string: the rest
                        // goes into one, so the report grows with the string, not its square.
                        pieces.append(
                            .broken(
                                text: String(decoding: bytes[index...], as: UTF8.self),
                                reason: "more than \(maximumBrokenPieces) broken specifiers; the rest of the string is not formatted"))
                        return pieces
                    }
                }
                pieces.append(piece)
                index = next
            }
            literalStart = index
        }
        flushLiteral(upTo: bytes.count)
        return pieces
    }

    /// Broken pieces reported one by one; from the next on, the rest of the string is one.
    public static let maximumBrokenPieces = 100

    /// A specifier that would read an argument beyond `FormatSpecifier.maximumPosition`,
    /// explicitly or by counting (the 101st `%@`), is broken: argument lists are sized by
    /// positions, so a long string of `%@` must not make every check that compares them cost
    /// the square of its length.
    private static func withinArgumentLimit(_ piece: Piece, next: inout Int) -> Piece {
        guard case .specifier(let specifier) = piece else { return piece }
        var probe = next
        let positions = specifier.starArguments(next: &probe) + [specifier.position ?? probe]
        let highest = positions.max() ?? probe
        guard highest <= FormatSpecifier.maximumPosition else {
            return .broken(
                text: specifier.text,
                reason:
                    "'\(specifier.text)' would read argument \(highest); a string takes at "
                    + "most \(FormatSpecifier.maximumPosition) arguments"
            )
        }
        next = specifier.position.map { max(probe, $0 + 1) } ?? probe + 1
        return piece
    }

    /// Parses `%[n$][flags][width][.precision][length]conversion` or `%[n$]#@name@` at `start`.
    private static func parseSpecifier(_ bytes: [UInt8], from start: Int) -> (Piece, Int) {
        var index = start + 1
        func text(_ end: Int) -> String { String(decoding: bytes[start..<min(end, bytes.count)], as: UTF8.self) }
        func digits() -> Int? { boundedNumber(bytes, &index) }

        var position: Int?
        let positionStart = index
        if let number = digits(), index < bytes.count, bytes[index] == UInt8(ascii: "$") {
            guard number > 0 else { return (.broken(text: text(index + 1), reason: "argument positions start at 1"), index + 1) }
            position = number
            index += 1
        } else {
            index = positionStart
        }
        // Numbers beyond the bounds are read in full (so the piece spans the whole specifier)
        // and the specifier is reported as broken instead of sizing anything by them.
        func checked(_ specifier: FormatSpecifier, end: Int) -> (Piece, Int) {
            if let reason = specifier.outOfBoundsReason { return (.broken(text: specifier.text, reason: reason), end) }
            return (.specifier(specifier), end)
        }

        // %#@name@ refers to a substitution (a plural variable). CoreFoundation reads digits
        // before the # (%1#@count@) as a field width, which a variable ignores: a reference all
        // the same (its text keeps the digits, for a note that %1$#@count@ is meant).
        var hash = index
        while position == nil, hash < bytes.count, asciiDigit(bytes[hash]) != nil { hash += 1 }
        if hash + 1 < bytes.count, bytes[hash] == UInt8(ascii: "#"), bytes[hash + 1] == UInt8(ascii: "@") {
            index = hash
            var end = index + 2
            while end < bytes.count, bytes[end] != UInt8(ascii: "@"), bytes[end] != UInt8(ascii: " ") { end += 1 }
            guard end < bytes.count, bytes[end] == UInt8(ascii: "@"), end > index + 2 else {
                return (.broken(text: text(end), reason: "a %#@name@ reference needs a name and a closing @"), end)
            }
            let name = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
            let specifier = FormatSpecifier(
                text: text(end + 1), position: position, flags: "", width: nil, precision: nil, length: "", conversion: "@",
                substitutionName: name)
            return checked(specifier, end: end + 1)
        }

        let flagStart = index
        while index < bytes.count,
            [UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: " "), UInt8(ascii: "#"), UInt8(ascii: "0"), UInt8(ascii: "'")].contains(
                bytes[index])
        {
            index += 1
        }
        let flags = String(decoding: bytes[flagStart..<index], as: UTF8.self)
        var width: FormatSpecifier.Amount?
        if index < bytes.count, bytes[index] == UInt8(ascii: "*") {
            index += 1
            width = .argument(starPosition(bytes, &index))
        } else if let number = digits() {
            width = .fixed(number)
        }
        var precision: FormatSpecifier.Amount?
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "*") {
                index += 1
                precision = .argument(starPosition(bytes, &index))
            } else {
                precision = .fixed(digits() ?? 0)
            }
        }
        let lengthStart = index
        if index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "h"), UInt8(ascii: "l"):
                index += (index + 1 < bytes.count && bytes[index + 1] == bytes[index]) ? 2 : 1
            case UInt8(ascii: "q"), UInt8(ascii: "L"), UInt8(ascii: "z"), UInt8(ascii: "t"), UInt8(ascii: "j"):
                index += 1
            default: break
            }
        }
        let length = String(decoding: bytes[lengthStart..<index], as: UTF8.self)
        guard index < bytes.count else {
            return (.broken(text: text(index), reason: "the string ends inside a format specifier"), index)
        }
        let conversion = bytes[index]
        guard conversions.contains(conversion) else {
            // Report the whole character, even when it is not ASCII ("%é").
            var end = index + 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            let character = String(decoding: bytes[index..<end], as: UTF8.self)
            return (.broken(text: text(end), reason: "'\(character)' is not a format conversion"), end)
        }
        let specifier = FormatSpecifier(
            text: text(index + 1), position: position, flags: flags, width: width, precision: precision, length: length,
            conversion: Character(Unicode.Scalar(conversion)), substitutionName: nil)
        if flags.contains(" "), !specifier.isObjectWithSpaceFlag {
            // printf accepts a space flag, but nobody writes "% d" on purpose: it is a percent
            // sign followed by a word ("50% de", "% p"), and it would consume an argument.
            return (
                .broken(
                    text: specifier.text,
                    reason: "'\(specifier.text)' reads as a format specifier with a space flag; write %% for a percent sign, "
                        + "or drop the space if a value belongs here"), index + 1
            )
        }
        return checked(specifier, end: index + 1)
    }

    /// The digits at `index` as a number, consuming all of them; a number above
    /// `FormatSpecifier.numberCeiling` reads as the ceiling, so no count written in the text
    /// can overflow or size an allocation (the bounds checks then reject it).
    private static func boundedNumber(_ bytes: [UInt8], _ index: inout Int) -> Int? {
        var value = 0, found = false
        while index < bytes.count, let digit = asciiDigit(bytes[index]) {
            value = min(value * 10 + digit, FormatSpecifier.numberCeiling)
            found = true
            index += 1
        }
        return found ? value : nil
    }

    /// `*` or `*n$` for a width or precision read from the arguments.
    private static func starPosition(_ bytes: [UInt8], _ index: inout Int) -> Int? {
        var probe = index
        if let value = boundedNumber(bytes, &probe), probe < bytes.count, bytes[probe] == UInt8(ascii: "$") {
            index = probe + 1
            return value
        }
        return nil
    }
}

private func asciiDigit(_ byte: UInt8) -> Int? {
    (48...57).contains(byte) ? Int(byte - 48) : nil
}

private func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
    (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte)
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

    /// The highest argument position a specifier may name (`%100$@`, `*100$`). No real string
    /// passes more arguments, and positions size the tables that validation and formatting
    /// build, so a larger one is reported as a broken specifier rather than honoured.
    public static let maximumPosition = 100
    /// The widest field width and the longest precision accepted (`%1000d`, `%.1000f`):
    /// wider than any screen; beyond it the specifier is broken.
    public static let maximumAmount = 1000
    /// What a longer run of digits reads as while parsing: above both bounds, and far from
    /// overflowing when multiplied by ten.
    static let numberCeiling = 1_000_000

    /// Why the specifier's numbers are out of bounds, or nil when they are within them.
    var outOfBoundsReason: String? {
        var positions = position.map { [$0] } ?? []
        var amounts: [Int] = []
        for amount in [width, precision] {
            switch amount {
            case .fixed(let value)?: amounts.append(value)
            case .argument(let explicit?)?: positions.append(explicit)
            default: break
            }
        }
        if let position = positions.first(where: { $0 > FormatSpecifier.maximumPosition }) {
            let shown = position >= FormatSpecifier.numberCeiling ? "\(FormatSpecifier.numberCeiling) or more" : String(position)
            return "'\(text)' names argument \(shown); positions go from 1 to \(FormatSpecifier.maximumPosition)"
        }
        if positions.contains(0) { return "'\(text)' names argument 0; positions start at 1" }
        if let amount = amounts.first(where: { $0 > FormatSpecifier.maximumAmount }) {
            let shown = amount >= FormatSpecifier.numberCeiling ? "\(FormatSpecifier.numberCeiling) or more" : String(amount)
            return "'\(text)' asks for a width or precision of \(shown); at most \(FormatSpecifier.maximumAmount) is supported"
        }
        return nil
    }

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
        if substitutionName != nil || isObjectWithSpaceFlag { return true }
        return !flags.contains(" ") && conversion != "p" && conversion != "n"
    }

    /// `% @`: a translator's stray space in `%@`. The space flag means nothing to an object, and
    /// Foundation shows the value as `%@` would (no word starts with "@" after a percent sign).
    public var isObjectWithSpaceFlag: Bool { conversion == "@" && flags.allSatisfy { $0 == " " } && width == nil && precision == nil }

    /// Positions consumed by `*` widths and precisions, which come before the value.
    func starArguments(next: inout Int) -> [Int] {
        var positions: [Int] = []
        for amount in [width, precision] {
            if case .argument(let explicit)? = amount {
                positions.append(explicit ?? next)
                if explicit == nil { next += 1 }
            }
        }
        return positions
    }

    static let starInteger = FormatSpecifier(
        text: "*", position: nil, flags: "", width: nil, precision: nil, length: "", conversion: "d", substitutionName: nil)
}
