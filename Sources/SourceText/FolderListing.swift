#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The little of the file system a reader of folder-shaped formats needs, without Foundation:
/// list a folder (sorted by UTF-8 bytes, so output is deterministic), tell folders from files
/// following symlinks, and identify a folder by device and inode so a symlink loop is entered
/// once.
public enum FolderListing {
    public enum Kind: Sendable { case file, folder, other, missing }

    public struct Identity: Hashable, Sendable {
        public var device: UInt64
        public var inode: UInt64
    }

    public static func kind(_ path: String) -> (Kind, Identity?) {
        var status = stat()
        guard stat(path, &status) == 0 else { return (.missing, nil) }
        let identity = Identity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return (.folder, identity)
        case S_IFREG: return (.file, identity)
        default: return (.other, identity)
        }
    }

    /// Whether `path` itself is a symbolic link (not followed).
    public static func isSymbolicLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK
    }

    /// The names in `folder`, without `.` and `..`.
    public static func entries(_ folder: String) throws(InputError) -> [String] {
        guard let directory = opendir(folder) else {
            throw InputError(file: folder, message: "cannot list the folder: \(String(cString: strerror(errno)))")
        }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = entryName(entry)
            if name != ".", name != ".." { names.append(name) }
        }
        return names.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    /// A directory entry's name, read in place up to its NUL. `readdir` gives records only as long as their name
    /// (`d_reclen`): copying the whole 256-byte `d_name` out can read past the end of its buffer, a crash seen once
    /// in CI (`memcpy` at a page's end).
    public static func entryName(_ entry: UnsafeMutablePointer<dirent>) -> String {
        let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 0
        return String(cString: UnsafeRawPointer(entry).advanced(by: offset).assumingMemoryBound(to: CChar.self))
    }

    public static func join(_ folder: String, _ name: String) -> String {
        folder == "." ? name : folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
