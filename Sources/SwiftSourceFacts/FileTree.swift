import SourceText

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The file system as discovery sees it: SourceText's listing, and a path's parent and name.
typealias FileTree = FolderListing

extension FolderListing {
    static func parent(_ path: String) -> String? {
        guard let slash = path.lastIndex(of: "/") else { return path == "." ? nil : "." }
        return slash == path.startIndex ? (path == "/" ? nil : "/") : String(path[..<slash])
    }

    static func name(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}

/// Shell-style globs for `excludes:`: `*` matches within one path component, `**` across
/// components, `?` one character, `[abc]`/`[a-z]` one of a set. A pattern without `/` matches a
/// name at any depth (`*.generated.swift`); one with `/` matches the path relative to the
/// folder given (`Generated/**`, `**/Mocks/*.swift`).
public struct Glob: Hashable, Sendable {
    public let pattern: String
    private let parts: [Character]

    public init(_ pattern: String) {
        self.pattern = pattern
        var trimmed = pattern
        while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
        self.parts = Array(trimmed)
    }

    public func matches(relativePath: String) -> Bool {
        let path = Array(relativePath)
        if !parts.contains("/") { return Self.match(parts[...], Array(FileTree.name(relativePath))[...]) }
        return Self.match(parts[...], path[...])
    }

    /// Iterative matcher with backtracking to the last star (no recursion, linear in practice).
    static func match(_ pattern: ArraySlice<Character>, _ text: ArraySlice<Character>) -> Bool {
        var p = pattern.startIndex, t = text.startIndex
        var star: (p: Int, t: Int, crossesSlash: Bool)?
        while t < text.endIndex {
            if p < pattern.endIndex, pattern[p] == "*" {
                let double = p + 1 < pattern.endIndex && pattern[p + 1] == "*"
                p += double ? 2 : 1
                // `**/` also matches zero folders.
                if double, p < pattern.endIndex, pattern[p] == "/" { p += 1 }
                star = (p, t, double)
                continue
            }
            if p < pattern.endIndex, let consumed = single(pattern, at: p, matches: text[t]) {
                p = consumed
                t += 1
                continue
            }
            guard let last = star, last.crossesSlash || text[last.t] != "/" else { return false }
            star = (last.p, last.t + 1, last.crossesSlash)
            p = last.p
            t = last.t + 1
        }
        while p < pattern.endIndex, pattern[p] == "*" { p += 1 }
        return p == pattern.endIndex
    }

    /// Matches one pattern element (`?`, `[set]` or a character) against `character`; returns
    /// the index after the element, nil when it does not match.
    private static func single(_ pattern: ArraySlice<Character>, at index: Int, matches character: Character) -> Int? {
        switch pattern[index] {
        case "?": return character == "/" ? nil : index + 1
        case "[":
            guard let close = pattern[(index + 1)...].firstIndex(of: "]") else { return pattern[index] == character ? index + 1 : nil }
            var set = Array(pattern[(index + 1)..<close])
            let negated = set.first == "!" || set.first == "^"
            if negated { set.removeFirst() }
            var found = false
            var i = 0
            while i < set.count {
                if i + 2 < set.count, set[i + 1] == "-" {
                    if set[i] <= character && character <= set[i + 2] { found = true }
                    i += 3
                } else {
                    if set[i] == character { found = true }
                    i += 1
                }
            }
            return found != negated ? close + 1 : nil
        default:
            return pattern[index] == character ? index + 1 : nil
        }
    }
}
