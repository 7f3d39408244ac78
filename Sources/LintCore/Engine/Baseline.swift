import OrderedJSON
import SourceText

/// Accepted findings, recorded so that CI reports only new ones. Entries match on rule +
/// screen/route (or key) + element (or locale), never on line numbers, so edits elsewhere
/// in a file do not resurrect them. A finding that sums up keys (translation progress of one
/// language) records them too: it is new again when it lists a key the baseline did not.
public struct Baseline: Sendable {
    public struct Entry: Sendable, Equatable {
        public var fingerprint: String
        public var message: String
        /// The keys a summing finding listed (`Finding.members`), empty for others.
        public var members: [String] = []
    }

    public var entries: [Entry]

    public init(findings: [Finding]) {
        var seen = Set<String>()
        entries = findings.compactMap { finding in
            seen.insert(finding.fingerprint).inserted
                ? Entry(fingerprint: finding.fingerprint, message: finding.message, members: finding.members) : nil
        }.sorted { $0.fingerprint < $1.fingerprint }
    }

    public static func read(path: String) throws(InputError) -> Baseline {
        let file = try SourceFile.read(path: path)
        let value: JSONValue
        do {
            value = try file.bytes.withUnsafeBufferPointer { try JSONReader.parse($0) }
        } catch let error as JSONSyntaxError {
            throw file.error(at: error.offset, error.message)
        } catch {
            throw InputError(file: path, message: "\(error)")
        }
        guard value["version"] == .number("1"), let list = value["entries"]?.elements else {
            throw InputError(file: path, message: "not a handz-lint baseline (version 1 with entries)")
        }
        var baseline = Baseline(findings: [])
        for item in list {
            guard let fingerprint = item["fingerprint"]?.stringValue else {
                throw InputError(file: path, message: "a baseline entry has no fingerprint")
            }
            let members = item["keys"]?.elements?.compactMap(\.stringValue) ?? []
            baseline.entries.append(Entry(fingerprint: fingerprint, message: item["message"]?.stringValue ?? "", members: members))
        }
        return baseline
    }

    public func text() -> String {
        JSONWriter(style: .pretty).string(
            .object([
                "version": .number(1),
                "tool": "handz-lint",
                "entries": .array(
                    entries.map { entry in
                        let parts = entry.fingerprint.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
                        var members: [JSONMember] = [
                            JSONMember("fingerprint", .string(entry.fingerprint)), JSONMember("rule", .string(parts.first ?? "")),
                            JSONMember("scope", .string(parts.count > 1 ? parts[1] : "")),
                            JSONMember("element", .string(parts.count > 2 ? parts[2] : "")),
                            JSONMember("locale", .string(parts.count > 3 ? parts[3] : "")), JSONMember("message", .string(entry.message)),
                        ]
                        if !entry.members.isEmpty { members.append(JSONMember("keys", .array(entry.members.map(JSONValue.string)))) }
                        return .object(members)
                    }),
            ])) + "\n"
    }

    /// The findings the baseline does not list, the number it hid, and its entries that no
    /// longer occur (fixed). A summing finding the baseline lists with fewer keys is new,
    /// marked with the keys it gained.
    public func filter(_ findings: [Finding]) -> (new: [Finding], hidden: Int, fixed: [String]) {
        var known: [String: Set<String>] = [:]
        for entry in entries { known[entry.fingerprint, default: []].formUnion(entry.members) }
        let new = findings.compactMap { finding -> Finding? in
            guard let members = known[finding.fingerprint] else { return finding }
            return finding.withNewMembers(since: members)
        }
        let present = Set(findings.map(\.fingerprint))
        let fixed = entries.filter { !present.contains($0.fingerprint) }.map { entry in
            // "rule › scope › element" without the empty parts of the fingerprint.
            entry.fingerprint.split(separator: "|").joined(separator: " › ") + ": " + entry.message
        }
        return (new, findings.count - new.count, fixed)
    }
}
