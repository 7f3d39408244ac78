/// A place in a text file: 1-based line and column (columns count Unicode scalars).
public struct SourceLocation: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `PATH:LINE:COL`, the shape compilers and Xcode print.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

/// Input that cannot be used: a file that is missing, too large, not UTF-8, malformed or of
/// the wrong shape. Always names the file, and the position when there is one.
public struct InputError: Error, Equatable, Sendable, CustomStringConvertible {
    public let file: String
    public let location: SourceLocation?
    public let message: String

    public init(file: String, location: SourceLocation? = nil, message: String) {
        self.file = file
        self.location = location
        self.message = message
    }

    public init(at location: SourceLocation, _ message: String) {
        self.init(file: location.file, location: location, message: message)
    }

    public var description: String {
        "\(location.map(String.init(describing:)) ?? file): error: \(message)"
    }
}
