import Foundation
import SourceText

/// Files under ../shared (the real-world corpus and the benchmark generator) are optional:
/// tests that need them are disabled with a message saying so when the folder is absent.
enum SharedFiles {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let corpus = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
    static let bench = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/bench")

    static var corpusAvailable: Bool { FileManager.default.fileExists(atPath: corpus.path) }
    static let corpusMissing = "../shared/corpus is absent: the real-world catalog tests need it (see README)"

    static func corpusFiles(withExtension ext: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: corpus.path) else { return [] }
        return names.filter { $0.hasSuffix("." + ext) }.sorted().map { corpus.appendingPathComponent($0).path }
    }
}

/// Where two byte sequences first differ, with a little context, or nil when they are equal;
/// keeps failure messages readable instead of dumping megabytes.
func firstDifference(_ a: [UInt8], _ b: [UInt8]) -> String? {
    guard a != b else { return nil }
    let index = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
    let context = { (bytes: [UInt8]) in String(decoding: bytes[max(0, index - 40)..<min(bytes.count, index + 40)], as: UTF8.self) }
    return "byte \(index) (lengths \(a.count) and \(b.count)): …\(context(a))… vs …\(context(b))…"
}

extension SharedFiles {
    static var generatorAvailable: Bool { FileManager.default.fileExists(atPath: bench.appendingPathComponent("gen_catalog.py").path) }
    static let generatorMissing = "../shared/bench/gen_catalog.py is absent: the generated-catalog tests need it (see README)"

    /// The shared generator's catalog set with `keys` keys, generated once per test run. Tests
    /// run in parallel: each generates into a folder of its own and renames it into place, so
    /// no test can see a half-written set.
    static func generatedCatalog(keys: Int) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("handz-gen-\(keys)-\(getpid())")
        if FileManager.default.fileExists(atPath: folder.path) { return folder }
        let partial = FileManager.default.temporaryDirectory.appendingPathComponent("handz-gen-\(keys)-\(getpid())-\(UUID().uuidString)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", bench.appendingPathComponent("gen_catalog.py").path, "--keys", String(keys), "--out", partial.path]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.fileWriteUnknown) }
        // rename(2) fails when another test renamed its copy first: theirs is as good.
        if rename(partial.path, folder.path) != 0 { try? FileManager.default.removeItem(at: partial) }
        return folder
    }
}
