#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files so that a reader (or a crash) never sees half of one: the bytes go to a
/// temporary file in the same folder, are flushed to disk, and then replace the target in
/// one rename. An interrupted write leaves the original file as it was.
public enum AtomicWrite {
    public static func write(_ bytes: [UInt8], to path: String) throws(InputError) {
        let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
        let name = path.split(separator: "/").last.map(String.init) ?? path
        var template = Array("\(folder.isEmpty ? "/" : folder)/.\(name).tmp-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw InputError(file: path, message: "cannot create a temporary file next to it: \(systemError())")
        }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var failure: String?
        // Keep the permissions of the file being replaced (mkstemp creates 0600).
        var existing = stat()
        if stat(path, &existing) == 0 { fchmod(descriptor, existing.st_mode & 0o7777) } else { fchmod(descriptor, 0o644) }
        bytes.withUnsafeBufferPointer { buffer in
            var done = 0
            while done < buffer.count {
                let count = systemWrite(descriptor, buffer.baseAddress! + done, buffer.count - done)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = systemError()
                    return
                }
                done += count
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = systemError() }
        close(descriptor)
        if failure == nil, rename(temporary, path) != 0 { failure = systemError() }
        if let failure {
            unlink(temporary)
            throw InputError(file: path, message: "cannot write the file: \(failure); the original is unchanged")
        }
    }

    public static func write(_ text: String, to path: String) throws(InputError) {
        try write(Array(text.utf8), to: path)
    }
}
