import SourceText

/// The names files other than Swift's write, by which something outside Swift code may make a
/// Swift class: a storyboard's `customClass="ProfileCell"`, a property list's
/// `$(PRODUCT_MODULE_NAME).SceneDelegate`, a Core Data model's `representedClassName`,
/// Objective-C's `[ProfileCell new]`. `Reachability` keeps a class only these name out of its
/// unreached code; a class nothing names anywhere is code users never run.
public enum NamesOutsideSwift {
    static let suffixes = [".storyboard", ".xib", ".plist", ".m", ".mm", ".h", ".intentdefinition", ".xcdatamodel/contents"]

    /// Whether the file at `path` is of a kind that may name a class.
    public static func names(path: String) -> Bool { suffixes.contains(where: path.hasSuffix) }

    /// Every identifier the files hold, hashed as `FileCallGraph` hashes names; nil when one of
    /// them cannot be read, for then any class may be the one it names.
    public static func read(_ paths: [String]) -> Set<NameHash>? {
        let found = concurrentMap(paths.count) { index -> Set<NameHash>? in
            guard let bytes = try? SourceFile.readBytes(path: paths[index]) else { return nil }
            return identifiers(in: bytes)
        }
        var names = Set<NameHash>()
        for file in found {
            guard let file else { return nil }
            names.formUnion(file)
        }
        return names
    }

    /// Whether one of the files is an Objective-C `main.m` that starts an app (`UIApplicationMain`, vlc's
    /// and Monal's): the folder's Swift code is then that app's, reached from the classes and `@objc`
    /// members Objective-C names. A file that cannot be read starts nothing that can be told.
    public static func startAnApp(_ paths: [String]) -> Bool {
        paths.contains { path in
            guard path.hasSuffix("/main.m") || path.hasSuffix("/main.mm"), let bytes = try? SourceFile.readBytes(path: path) else {
                return false
            }
            return CodeTextSearch.contains(bytes, "UIApplicationMain") || CodeTextSearch.contains(bytes, "NSApplicationMain")
        }
    }

    /// The hashes of the runs of identifier bytes (`Module.ProfileCell` gives `Module` and `ProfileCell`).
    public static func identifiers(in bytes: [UInt8]) -> Set<NameHash> {
        var names = Set<NameHash>()
        var start: Int?
        for index in 0...bytes.count {
            let isIdentifier = index < bytes.count && IdentifierBytes.contains(bytes[index])
            if isIdentifier, start == nil { start = index }
            if !isIdentifier, let first = start {
                names.insert(NameHashing.hash(bytes[first..<index]))
                start = nil
            }
        }
        return names
    }
}
