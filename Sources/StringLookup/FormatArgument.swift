/// A value passed to a formatted string. Integers, floating-point numbers and text cover what
/// `String(format:)` reads; the formatter checks each against the specifier that reads it.
public enum FormatArgument: Sendable, Equatable, CustomStringConvertible {
    case integer(Int)
    case double(Double)
    case text(String)

    public var description: String {
        switch self {
        case .integer(let value): String(value)
        case .double(let value): String(value)
        case .text(let value): value
        }
    }

    var kindName: String {
        switch self {
        case .integer: "an integer"
        case .double: "a floating-point number"
        case .text: "text"
        }
    }
}

extension FormatArgument: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral {
    public init(integerLiteral value: Int) { self = .integer(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(stringLiteral value: String) { self = .text(value) }
}

/// Something formatting could not do as the string asked; the text shows a marker instead.
public struct FormatIssue: Sendable, Equatable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        /// The string reads an argument that was not passed.
        case missingArgument
        /// The argument's type does not match the specifier (text for %d).
        case wrongType
        /// A specifier this formatter does not render (%p, %n).
        case unsupportedSpecifier
        /// The text has a broken specifier ("% d", a lone %).
        case brokenSpecifier
        /// `%#@name@` names no substitution.
        case unknownSubstitution
        /// ICU could not format the number (the text shows the marker, not ASCII digits).
        case formattingFailed
        /// ICU could not choose the plural form for the count (the `other` form is shown).
        case pluralSelectionFailed
    }

    public let kind: Kind
    public let key: String
    public let locale: String
    /// The specifier concerned, as written ("%2$@").
    public let specifier: String
    public let detail: String

    public var description: String { "\(key) [\(locale)]: \(specifier): \(detail)" }
}

/// A formatted string and anything that went wrong while formatting it.
public struct FormattedString: Sendable, Equatable, CustomStringConvertible {
    public let text: String
    public let issues: [FormatIssue]
    public var description: String { text }
}
