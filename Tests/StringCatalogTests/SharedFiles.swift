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
