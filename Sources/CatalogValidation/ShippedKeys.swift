import SourceText

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The keys that have shipped (CH32 §11.3: keys must not change once shipped), recorded by
/// `handz-lint catalog lock` in a text file next to the catalog: one key per line, sorted,
/// `#` comments allowed. A locked key that disappears from the catalog is a P0 finding.
public struct ShippedKeys: Sendable, Equatable {
    public let keys: [String]
    /// Line of each key in the lock file, for messages.
    public let lines: [String: Int]
    public let path: String

    public init(keys: [String], path: String) {
        self.keys = keys
        self.path = path
        lines = Dictionary(keys.enumerated().map { ($0.element, $0.offset + 1) }, uniquingKeysWith: { first, _ in first })
    }

    /// `Localizable.xcstrings` → `Localizable.xcstrings.lock`.
    public static func lockPath(forCatalog path: String) -> String { path + ".lock" }

    public static func read(path: String) throws(InputError) -> ShippedKeys {
        let file = try SourceFile.read(path: path)
        var keys: [String] = []
        var lines: [String: Int] = [:]
        for (index, line) in String(decoding: file.bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
        {
            let text = line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
            if text.isEmpty || text.hasPrefix("#") { continue }
            if lines[text] != nil { continue }
            keys.append(text)
            lines[text] = index + 1
        }
        return ShippedKeys(keys: keys, lines: lines, path: path)
    }

    /// The lock at `path`, or nil when there is no file there.
    public static func readIfPresent(path: String) throws(InputError) -> ShippedKeys? {
        guard access(path, F_OK) == 0 else { return nil }
        return try read(path: path)
    }

    init(keys: [String], lines: [String: Int], path: String) {
        self.keys = keys
        self.lines = lines
        self.path = path
    }

    /// The lock file's text: a header, then the keys sorted by code point.
    public static func text(for keys: [String]) -> String {
        let sorted = Set(keys).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return "# Shipped string keys (handz-lint catalog lock). Keys listed here must stay in the catalog: CH32 §11.3.\n"
            + sorted.joined(separator: "\n") + "\n"
    }
}
