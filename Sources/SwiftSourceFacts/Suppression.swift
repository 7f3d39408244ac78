import SourceText

/// `// handz-lint:disable:next RULE -- reason`, or a `disable RULE -- reason` … `enable RULE`
/// region. A suppression without rule or reason is recorded as malformed for the rules layer
/// to report; it suppresses nothing.
public struct Suppression: Hashable, Sendable, Codable {
    public enum Kind: String, Hashable, Sendable, Codable { case nextLine, region }

    public var kind: Kind
    public var rules: [String]
    public var reason: String?
    /// The lines it covers: the next line, or the region up to its `enable` (or the file's end).
    public var lines: LineRange
    public var location: SourceLocation
    /// Why the comment is not a valid suppression, nil when it is.
    public var problem: String?

    public init(kind: Kind, rules: [String], reason: String? = nil, lines: LineRange, location: SourceLocation, problem: String? = nil) {
        self.kind = kind
        self.rules = rules
        self.reason = reason
        self.lines = lines
        self.location = location
        self.problem = problem
    }

    public var isMalformed: Bool { problem != nil }

    public func suppresses(rule: String, line: Int) -> Bool {
        problem == nil && lines.contains(line) && (rules.contains(rule) || rules.contains("all"))
    }
}
