/// Paths as people read them in reports.
public enum SourcePath {
    /// Removes `.` and `name/..` segments without touching the file system, so a rules file's
    /// `../Specs/app` shows as `Specs/app` rather than `Rules/../Specs/app`.
    public static func normalized(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                if let last = parts.last, last != ".." { parts.removeLast() } else if !absolute { parts.append(part) }
            default: parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    /// The folder holding a path ("a/b.swift" → "a", "b.swift" → ".", "/b" → "/").
    public static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The last component of a path ("Strings/Localizable.xcstrings" → "Localizable.xcstrings").
    public static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
