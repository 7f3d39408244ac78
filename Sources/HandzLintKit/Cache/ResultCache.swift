import Foundation
import SourceText

/// Results of earlier runs, kept by content so that a run re-reads only the files that changed
/// (SwiftLint's cache is why its users lint on every build). One record per kind of input and
/// set of inputs; each record carries a stamp (tool build, rules file, limits) and is used only
/// when the stamp matches: a record that is corrupt, half-written, from another build or for
/// other rules is ignored and rewritten, never trusted. Records are written to a temporary
/// file and renamed, so a reader sees the old record or the new one.
public struct ResultCache: Sendable {
    public static let formatVersion = 1

    public let directory: String
    /// What every record must have been computed with.
    public let stamp: ContentDigest

    public init(directory: String, stamp: ContentDigest) {
        self.directory = directory
        self.stamp = stamp
    }

    /// `$XDG_CACHE_HOME/handz-lint` when set; else `.build/handz-lint-cache` when the current
    /// folder is a SwiftPM package that has been built (the cache goes where `swift package
    /// clean` removes it); else `~/.cache/handz-lint`.
    public static func defaultDirectory(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        currentFolder: String = FileManager.default.currentDirectoryPath
    ) -> String {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/handz-lint" }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: currentFolder + "/.build", isDirectory: &isFolder), isFolder.boolValue {
            return currentFolder + "/.build/handz-lint-cache"
        }
        return (environment["HOME"] ?? NSTemporaryDirectory()) + "/.cache/handz-lint"
    }

    /// The record `name`, when it exists, decodes and was written with this cache's stamp.
    public func read<Record: Decodable>(_ type: Record.Type, name: String) -> Record? {
        FileManager.default.contents(atPath: path(of: name)).flatMap { decode(type, $0) }
    }

    func decode<Record: Decodable>(_ type: Record.Type, _ data: Data) -> Record? {
        let header = Array(headerLine.utf8)
        guard data.count > header.count, data.prefix(header.count).elementsEqual(header) else { return nil }
        return try? JSONDecoder().decode(Record.self, from: data.dropFirst(header.count))
    }

    /// Writes the record atomically. A cache that cannot be written is not an error of the
    /// run (a read-only checkout still lints): the failure is returned for the caller to say.
    @discardableResult
    public func write<Record: Encodable>(_ record: Record, name: String) -> String? {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            let body = try JSONEncoder().encode(record)
            try AtomicWrite.write(Array(headerLine.utf8) + Array(body), to: path(of: name))
            return nil
        } catch {
            return "cannot write the cache in \(directory): \(error)"
        }
    }

    public func path(of name: String) -> String { directory + "/" + name + ".json" }

    private var headerLine: String { "handz-lint-cache \(Self.formatVersion) \(stamp)\n" }

    /// The stamp for a tool build and its settings: the version, the executable's size and
    /// modification time (any rebuild changes the rules' code), and the given parts (the rules
    /// file's bytes, limits).
    public static func stamp(version: String, settings: [String]) -> ContentDigest {
        var parts = ["handz-lint", version]
        var status = stat()
        if let executable = executablePath(), stat(executable, &status) == 0 {
            #if canImport(Darwin)
            let modified = status.st_mtimespec
            #else
            let modified = status.st_mtim
            #endif
            parts += [executable, "\(status.st_size)", "\(modified.tv_sec).\(modified.tv_nsec)"]
        }
        return ContentDigest(parts: parts + settings)
    }

    private static func executablePath() -> String? {
        #if os(Linux)
        return try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        #else
        return Bundle.main.executablePath
        #endif
    }
}

/// The digest of a file's bytes, or nil when it cannot be read (the run then reads it the
/// normal way and reports the problem).
func fileDigest(_ path: String, sizeLimit: Int) -> ContentDigest? {
    guard let data = FileManager.default.contents(atPath: path), data.count <= sizeLimit else { return nil }
    return data.withUnsafeBytes { ContentDigest($0.bindMemory(to: UInt8.self)) }
}

/// A record that can take a newer record's entries: the base of a layered record.
protocol LayeredRecord: Codable {
    mutating func merge(_ newer: Self)
    var entryCount: Int { get }
}

/// The entries changed since a base record was written, and which base they extend.
private struct RecordDelta<Record: Codable>: Codable {
    var base: String
    var record: Record
}

extension ResultCache {
    /// A record kept as a base and a delta of changed entries, so that a run that changed one
    /// file of thousands writes a few kilobytes, not the whole record. A delta is used only
    /// with the base it was written against.
    func readLayered<Record: LayeredRecord>(_ type: Record.Type, name: String) -> Record? {
        guard let (base, digest) = readWithDigest(type, name: name) else { return nil }
        var record = base
        if let delta = read(RecordDelta<Record>.self, name: name + ".delta"), delta.base == digest { record.merge(delta.record) }
        return record
    }

    /// Writes `changes` as the delta when it stays small next to `full`, else `full` as a new
    /// base (and no delta).
    @discardableResult
    func writeLayered<Record: LayeredRecord>(full: Record, changes: Record, name: String) -> String? {
        // The base as it is on disk (its header checked, not decoded: that would cost the time saved).
        if let data = FileManager.default.contents(atPath: path(of: name)), data.starts(with: Array(headerLine.utf8)) {
            let digest = Self.digest(data)
            var delta = changes
            if let earlier = read(RecordDelta<Record>.self, name: name + ".delta"), earlier.base == digest {
                delta = earlier.record
                delta.merge(changes)
            }
            if delta.entryCount * 20 <= full.entryCount { return write(RecordDelta(base: digest, record: delta), name: name + ".delta") }
        }
        let problem = write(full, name: name)
        try? FileManager.default.removeItem(atPath: path(of: name + ".delta"))
        return problem
    }

    private func readWithDigest<Record: Decodable>(_ type: Record.Type, name: String) -> (Record, String)? {
        guard let data = FileManager.default.contents(atPath: path(of: name)), let record = decode(type, data) else { return nil }
        return (record, Self.digest(data))
    }

    private static func digest(_ data: Data) -> String {
        data.withUnsafeBytes { ContentDigest($0.bindMemory(to: UInt8.self)) }.description
    }
}
