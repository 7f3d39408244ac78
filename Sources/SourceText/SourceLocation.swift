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
    /// Set when the platform's own reader stops at this place without an error and keeps what
    /// came before (Foundation's `.strings` reader at a stray character where a key should
    /// start): the items before it were read, the ones after it never load.
    public var stoppedEarly: StoppedEarly?

    public struct StoppedEarly: Equatable, Sendable {
        /// Items (pairs of a table) written after the place, which the app never reads.
        public var itemsAfter: Int

        public init(itemsAfter: Int) { self.itemsAfter = itemsAfter }
    }

    public init(file: String, location: SourceLocation? = nil, message: String, stoppedEarly: StoppedEarly? = nil) {
        self.file = file
        self.location = location
        self.message = message
        self.stoppedEarly = stoppedEarly
    }

    public init(at location: SourceLocation, _ message: String) {
        self.init(file: location.file, location: location, message: message)
    }

    public var description: String {
        "\(location.map(String.init(describing:)) ?? file): error: \(message)"
    }
}
