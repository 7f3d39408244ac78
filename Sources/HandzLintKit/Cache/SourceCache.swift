import Foundation
import SourceText
import SwiftSourceFacts
import SwiftSourceReader

/// What the cache keeps of a Swift run: per file, the facts the front end read from it and the
/// literals and member names it holds (what the rules that look across a target need). The
/// rules themselves run on every file each time: they are cheap next to parsing, and their
/// findings depend on the whole target (unused keys, interpolated types declared elsewhere).
struct SourceRecord: Codable {
    var files: [String: SourceFileEntry] = [:]
}

struct SourceFileEntry: Codable {
    var digest: String
    /// Nil for generated files, which are only scanned for literals.
    var facts: SwiftFileFacts?
    var literals: [String]
    var members: [String]
}

/// The facts and scans of a set of Swift files, taken from the cache where a file's bytes are
/// unchanged and read otherwise.
struct IncrementalSourceRead {
    let sizeLimit: Int

    struct Outcome {
        /// By source, in order: nil for a file that could not be read (see `problems`).
        var facts: [SwiftFileFacts?]
        var problems: [InputError] = []
        var scans: [String: (literals: Set<String>, members: Set<String>)]
        var record: SourceRecord
        var reread: Int
        /// Whether the record differs from the cached one (a file read, added or gone).
        var changed: Bool
    }

    func read(sources: [String], generated: [String], record: SourceRecord?) throws(InputError) -> Outcome {
        let all = sources + generated, sizeLimit = sizeLimit
        let digests =
            record == nil ? Array(repeating: nil, count: all.count) : concurrentMap(all.count) { fileDigest(all[$0], sizeLimit: sizeLimit) }
        func cached(_ index: Int) -> SourceFileEntry? {
            guard let entry = record?.files[all[index]], let digest = digests[index], entry.digest == digest.description else { return nil }
            return index < sources.count && entry.facts == nil ? nil : entry
        }
        let toParse = sources.indices.filter { cached($0) == nil }
        var parsed: [Int: SwiftFileFacts] = [:]
        var problems: [InputError] = []
        for (index, result) in zip(toParse, SwiftFileReader(sizeLimit: sizeLimit).read(paths: toParse.map { sources[$0] })) {
            switch result {
            case .success(let facts): parsed[index] = facts
            case .failure(let error): problems.append(error)
            }
        }
        let toScan = all.indices.filter { cached($0) == nil }
        let scanned = concurrentMap(toScan.count) { position -> (Set<String>, Set<String>) in
            guard let file = try? SourceFile.read(path: all[toScan[position]]) else { return ([], []) }
            return (StringLiteralScanner.literals(in: file.bytes), MemberNameScanner.names(in: file.bytes))
        }
        var outcome = Outcome(
            facts: [], problems: problems, scans: [:], record: SourceRecord(), reread: toParse.count, changed: !toScan.isEmpty)
        for (position, index) in toScan.enumerated() { outcome.scans[all[index]] = scanned[position] }
        for index in all.indices {
            if let entry = cached(index) {
                outcome.scans[all[index]] = (Set(entry.literals), Set(entry.members))
                outcome.record.files[all[index]] = entry
            } else if let digest = digests[index], let scan = outcome.scans[all[index]] {
                outcome.record.files[all[index]] = SourceFileEntry(
                    digest: digest.description, facts: parsed[index], literals: scan.literals.sorted(),
                    members: scan.members.sorted())
            }
        }
        outcome.changed = outcome.changed || outcome.record.files.count != record?.files.count
        outcome.facts = sources.indices.map { parsed[$0] ?? cached($0)?.facts }
        return outcome
    }
}
