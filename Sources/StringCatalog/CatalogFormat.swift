import SourceText

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The catalog formats the toolkit reads and writes.
public enum CatalogFormat: String, CaseIterable, Sendable {
    /// Apple String Catalog.
    case xcstrings
    /// A folder of `LANG.lproj` folders holding `.strings` and `.stringsdict` tables.
    case lproj
    /// One `.strings` table.
    case strings
    /// One `.stringsdict` table.
    case stringsdict
    /// XLIFF 1.2 as Xcode exports it.
    case xliff

    /// The format of a path, by extension, or `.lproj` for a folder holding `*.lproj` folders.
    public static func detect(path: String) throws(InputError) -> CatalogFormat {
        let lower = path.lowercased()
        if lower.hasSuffix(".xcstrings") { return .xcstrings }
        if lower.hasSuffix(".xliff") || lower.hasSuffix(".xlf") { return .xliff }
        if lower.hasSuffix(".stringsdict") { return .stringsdict }
        if lower.hasSuffix(".strings") { return .strings }
        var status = stat()
        if stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR { return .lproj }
        if stat(path, &status) != 0 { throw InputError(file: path, message: "no such file or folder") }
        throw InputError(
            file: path, message: "not a catalog: use a .xcstrings, .strings, .stringsdict or .xliff file, or a folder of LANG.lproj folders"
        )
    }
}
