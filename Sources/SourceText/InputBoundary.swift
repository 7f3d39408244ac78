#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The folders a run may read: those the user gave (for a file given on its own, its
/// project's). CI lints pull requests from strangers, and a symbolic link in one
/// (`de.lproj/Localizable.strings -> /etc/…`) must not make the linter read, and print, a file
/// outside them: every file whose real place (links resolved) is outside every root is left
/// unread and named as skipped. Paths are compared by their real places, so a link inside the
/// tree to another place inside it is followed as before.
public struct InputBoundary: Sendable, Equatable {
    /// The roots' real paths.
    public let roots: [String]

    /// No boundary: every path is allowed (single-file commands, where the user named the file).
    public static let unbounded = InputBoundary(realRoots: nil)

    private let bounded: Bool

    private init(realRoots: [String]?) {
        roots = realRoots ?? []
        bounded = realRoots != nil
    }

    /// The given folders (a path that does not resolve is left out: nothing under it can be read).
    public init(roots: [String]) {
        self.init(realRoots: roots.compactMap(Self.realPath))
    }

    /// Whether `path` may be read: its real place is one of the roots or under one.
    public func allows(_ path: String) -> Bool {
        guard bounded else { return true }
        guard let real = Self.realPath(path) else { return true }
        return roots.contains { root in real == root || real.hasPrefix(root == "/" ? "/" : root + "/") }
    }

    /// Why `path` is not read, nil when it may be: the sentence a skipped-file list shows.
    public func refusal(_ path: String) -> String? {
        guard !allows(path) else { return nil }
        return "a symbolic link to \(Self.realPath(path) ?? "?"), outside the folders being linted: not followed"
    }

    /// `path` with every symbolic link resolved, nil when it does not exist.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
