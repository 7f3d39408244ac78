import Foundation
import LintCore
import SourceText
import StringCatalog

/// What changed since a git revision, as `--changed-since REF` judges findings: a spec file
/// changed as a whole, Swift files by line, catalogs by key. A pull request is then judged on
/// what it touched.
public struct ChangeScope: Sendable {
    public let reference: String
    /// The repository's top folder.
    public let root: String
    /// Changed files (modified, added, renamed, untracked), absolute.
    let files: Set<String>
    /// For changed Swift (and other text) files, the changed lines on the new side; a file
    /// missing here but present in `files` changed as a whole (new, untracked).
    let lines: [String: Set<Int>]
    /// For changed catalogs, the keys whose entries differ, by catalog group (the `.xcstrings`
    /// file, or the folder holding the `.lproj` folders).
    let keys: [String: Set<String>]

    /// Asks git (in the current folder's repository) what changed between `reference` and the
    /// working tree, staged and unstaged.
    public static func since(_ reference: String) throws(InputError) -> ChangeScope {
        let root = try git(["rev-parse", "--show-toplevel"]).trimmingCharacters(in: .whitespacesAndNewlines)
        _ = try git(
            ["rev-parse", "--verify", "--quiet", reference + "^{commit}"], failure: "'\(reference)' is not a revision of this repository")
        let changed = try git(["diff", "--name-only", "--no-renames", reference, "--"]).split(separator: "\n").map(String.init)
        let untracked = try git(["ls-files", "--others", "--exclude-standard", "--full-name"], in: root).split(separator: "\n").map(
            String.init)
        var files = Set<String>(), lines: [String: Set<Int>] = [:], keys: [String: Set<String>] = [:]
        for relative in changed { files.insert(root + "/" + relative) }
        for relative in untracked { files.insert(root + "/" + relative) }
        for relative in changed where !Self.isCatalog(relative) {
            lines[root + "/" + relative] = Self.addedLines(
                try git(["diff", "--unified=0", "--no-renames", reference, "--", relative], in: root))
        }
        for relative in changed where Self.isCatalog(relative) {
            let path = root + "/" + relative
            let before = (try? git(["show", "\(reference):\(relative)"], in: root)).map { Array($0.utf8) }
            keys[Self.group(of: path), default: []].formUnion(Self.changedKeys(path: path, before: before))
        }
        return ChangeScope(reference: reference, root: root, files: files, lines: lines, keys: keys)
    }

    /// Whether a finding is about what changed.
    public func contains(_ finding: Finding) -> Bool {
        guard let location = finding.location else { return false }
        let path = Self.absolute(location.file)
        guard files.contains(path) else { return false }
        if Self.isCatalog(path) { return keys[Self.group(of: path)]?.contains(finding.subject.scope) ?? true }
        if Self.isSpec(path) { return true }
        return lines[path].map { $0.contains(location.line) } ?? true
    }

    /// The files findings at the reference were about that the change touched (for "fixed").
    public func touches(file: String) -> Bool { files.contains(Self.absolute(file)) }

    static func isCatalog(_ path: String) -> Bool {
        [".xcstrings", ".strings", ".stringsdict", ".xliff", ".xlf"].contains { path.lowercased().hasSuffix($0) }
    }

    static func isSpec(_ path: String) -> Bool {
        [".yml", ".yaml", ".json"].contains { path.lowercased().hasSuffix($0) }
    }

    /// `.xcstrings` files stand alone; an `.lproj` table belongs with its siblings in other
    /// languages, whose findings name the same keys.
    static func group(of path: String) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        if parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") { return parts.dropLast(2).joined(separator: "/") }
        return path
    }

    /// The new side's line numbers of a `git diff --unified=0`: each hunk `@@ -a,b +c,d @@`
    /// adds lines c…c+d-1 (a deletion, d = 0, marks the line after it).
    static func addedLines(_ diff: String) -> Set<Int> {
        var lines = Set<Int>()
        for line in diff.split(separator: "\n") where line.hasPrefix("@@") {
            guard let plus = line.split(separator: " ").first(where: { $0.hasPrefix("+") }) else { continue }
            let numbers = plus.dropFirst().split(separator: ",").compactMap { Int($0) }
            guard let start = numbers.first else { continue }
            let count = numbers.count > 1 ? numbers[1] : 1
            if count == 0 { lines.insert(max(start, 1)) } else { lines.formUnion(start..<(start + count)) }
        }
        return lines
    }

    /// Keys whose entries differ between the file at the reference and now (added, removed,
    /// edited in any language). A file that cannot be read on either side changed as a whole.
    static func changedKeys(path: String, before: [UInt8]?) -> Set<String> {
        guard let now = try? entries(SourceFile.read(path: path, allowUTF16: true)) else { return [] }
        guard let before, let then = try? entries(SourceFile.decode(before, path: path, allowUTF16: true)) else { return Set(now.keys) }
        return Set(now.keys.filter { now[$0] != then[$0] }).union(then.keys.filter { now[$0] == nil })
    }

    /// Each key's entry, written out the same way on both sides (as a one-entry String
    /// Catalog) so that positions and formatting do not count.
    private static func entries(_ file: SourceFile) throws -> [String: String] {
        let lower = file.path.lowercased()
        var catalogs: [StringCatalog] = []
        if lower.hasSuffix(".xcstrings") {
            catalogs = [try XCStringsReader.read(file)]
        } else if lower.hasSuffix(".xliff") || lower.hasSuffix(".xlf") {
            catalogs = try XLIFFDocument.read(file).files.map { try XLIFFMapping.catalog(from: $0) }
        } else if lower.hasSuffix(".stringsdict") {
            catalogs = [
                StringCatalog(
                    sourceLanguage: "",
                    entries: try StringsDictMapping.read(file).map { item in
                        CatalogEntry(key: item.key, localizations: [Localization(language: "", content: item.node)])
                    })
            ]
        } else {
            catalogs = [
                StringCatalog(
                    sourceLanguage: "",
                    entries: try StringsFile.read(file).entries.map { item in
                        CatalogEntry(
                            key: item.key, comment: item.comment, localizations: [Localization(language: "", content: .unit(item.value))])
                    })
            ]
        }
        var result: [String: String] = [:]
        for catalog in catalogs {
            for entry in catalog.entries {
                result[entry.key] = String(
                    decoding: XCStringsWriter.bytes(StringCatalog(sourceLanguage: catalog.sourceLanguage, entries: [entry])), as: UTF8.self)
            }
        }
        return result
    }

    static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? SourcePath.normalized(path) : SourcePath.normalized(FileManager.default.currentDirectoryPath + "/" + path)
    }

    static func git(_ arguments: [String], in folder: String? = nil, failure: String? = nil) throws(InputError) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch { throw InputError(file: "git", message: "cannot run git: \(error)") }
        // Both pipes drained at once: a large diff on one cannot block the other.
        let errorText = LockedData()
        let drained = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            errorText.set(errors.fileHandleForReading.readDataToEndOfFile())
            drained.signal()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        drained.wait()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw InputError(
                file: "git",
                message: failure ?? "git \(arguments.joined(separator: " ")) failed: \(String(decoding: errorText.get(), as: UTF8.self))")
        }
        return String(decoding: data, as: UTF8.self)
    }
}

/// Bytes one thread writes and another reads after a semaphore.
private final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    func set(_ value: Data) { lock.withLock { data = value } }
    func get() -> Data { lock.withLock { data } }
}

/// A copy of the repository's files at a revision (`git archive`), for linting what was there.
/// Nothing changes the process's current folder: paths are moved into the copy explicitly,
/// relative ones to the current folder's place there (so the findings' paths read the same
/// once moved back), absolute ones into the repository to the same place in the copy.
public struct RevisionTree {
    public let root: String
    public let copy: String
    /// The current folder's place in the copy.
    public let folder: String

    public static func withCopy<Value>(of reference: String, root: String, _ body: (RevisionTree) throws -> Value) throws -> Value {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("handz-revision-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let archive = scratch + "/revision.tar", copy = scratch + "/tree"
        try FileManager.default.createDirectory(atPath: copy, withIntermediateDirectories: true)
        _ = try ChangeScope.git(["archive", "--format=tar", "-o", archive, reference], in: root)
        let tar = Process()
        tar.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        tar.arguments = ["tar", "-xf", archive, "-C", copy]
        try tar.run()
        tar.waitUntilExit()
        guard tar.terminationStatus == 0 else { throw InputError(file: archive, message: "cannot unpack the revision \(reference)") }
        let here = SourcePath.normalized(FileManager.default.currentDirectoryPath)
        let folder = here == root || here.hasPrefix(root + "/") ? copy + here.dropFirst(root.count) : copy
        // A folder the revision did not have yet: its relative paths resolve to nothing there.
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return try body(RevisionTree(root: root, copy: copy, folder: folder))
    }

    /// A path as given in the working tree → the same path in the copy (absolute paths
    /// outside the repository unchanged).
    public func map(_ path: String) -> String {
        if !path.hasPrefix("/") { return SourcePath.normalized(folder + "/" + path) }
        return path == root || path.hasPrefix(root + "/") ? copy + path.dropFirst(root.count) : path
    }

    /// A path in the copy → the same path as the working tree's run would name it: relative to
    /// the current folder when it is under its place in the copy, else absolute.
    public func unmap(_ path: String) -> String {
        if path.hasPrefix(folder + "/") { return String(path.dropFirst(folder.count + 1)) }
        return path == copy || path.hasPrefix(copy + "/") ? root + path.dropFirst(copy.count) : path
    }

    /// A finding made in the copy, as if made in the working tree.
    public func unmap(_ finding: Finding) -> Finding {
        var finding = finding
        if let location = finding.location {
            finding.location = SourceLocation(file: unmap(location.file), line: location.line, column: location.column)
        }
        finding.subject.scope = unmap(finding.subject.scope)
        return finding
    }
}
