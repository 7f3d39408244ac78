import Foundation
import Testing
import Yams

@testable import YAMLSupport

/// The fast parser must read every file exactly as Yams (libyaml) does, or hand it to Yams.
struct BlockYAMLParserTests {
    /// nil when the fast parser declines (Yams then reads the file).
    func fast(_ text: String) -> YAMLNode? {
        Array(text.utf8).withUnsafeBufferPointer { bytes in
            var parser = BlockYAMLParser(bytes: bytes)
            return try? parser.parse()
        }
    }

    func reference(_ text: String) throws -> YAMLNode? {
        try Yams.compose(yaml: text, .basic).flatMap { YAMLNode.converting($0, limit: 1_000_000) }
    }

    /// Differences between two trees: kinds, text, sizes and the marks of non-empty values.
    func differences(_ a: YAMLNode, _ b: YAMLNode, path: String = "$") -> [String] {
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)):
            var found: [String] = []
            if x.string != y.string { found.append("\(path): \(x.string.debugDescription) vs \(y.string.debugDescription)") }
            if !x.string.isEmpty, x.mark != y.mark { found.append("\(path): mark \(x.mark) vs \(y.mark)") }
            return found
        case (.mapping(let x), .mapping(let y)):
            guard x.count == y.count else { return ["\(path): \(x.count) vs \(y.count) pairs"] }
            var found = x.mark == y.mark ? [] : ["\(path): mapping mark \(x.mark) vs \(y.mark)"]
            for (left, right) in zip(x, y) {
                found += differences(left.key, right.key, path: path + ".key(\(left.key.string ?? "?"))")
                found += differences(left.value, right.value, path: path + "." + (left.key.string ?? "?"))
            }
            return found
        case (.sequence(let x), .sequence(let y)):
            guard x.count == y.count else { return ["\(path): \(x.count) vs \(y.count) items"] }
            var found = x.mark == y.mark ? [] : ["\(path): sequence mark \(x.mark) vs \(y.mark)"]
            for (index, pair) in zip(x, y).enumerated() { found += differences(pair.0, pair.1, path: "\(path)[\(index)]") }
            return found
        default:
            return ["\(path): \(a) vs \(b)"]
        }
    }

    static let samples: [String] = [
        "kind: screen\nid: home\n",
        "a:\n  b: 1\n  c:\n    - x\n    - y\nd: [1, 2, {e: f}]\n",
        "list:\n- a\n- b\nnext: c\n",
        "- - a\n  - b\n- c: d\n  e: f\n-\n  g: h\n- \n",
        "text: plain words that\n  continue here\n\n  and here\nafter: 1\n",
        "q1: \"esc \\\" \\\\ \\n \\t \\u00e9 \\x41\"\nq2: 'it''s'\nq3: \"folded\n  line\"\n",
        "lit: |\n  one\n    two\n\n  three\nfold: >-\n  a\n  b\n\n  c\nkeep: |-\n  x\n\nend: 1\n",
        "base: &b { x: 1, y: [a, b] }\ncopy: *b\nlist: [*b, *b]\n",
        "# comment\n---\nkey: value # trailing comment\nurl: https://handz.app/f/x#frag\n...\n",
        "{\"json\": [1, 2.5, true, null], \"nested\": {\"a\": \"b\"},\n \"multi\":\n   [3]}\n",
        "k: v\r\nk2:\r\n  - x\r\n",
        "\u{FEFF}bom: yes\n",
        "empty:\nnull: ~\nq: \"\"\nflow: {a: , b: 2}\n",
        "frame: [268, 52, 44, 44]\nfont: { size: 17, weight: semibold, textStyle: headline }\nlabel: \"Move: %@\"\n",
        "deep:\n  - id: a\n    children:\n      - id: b\n        x: [1,\n           2]\n  - id: c\n",
        "key with spaces: value with: colon inside quotes? no\n",
        "title: Café — ünïcödé\nnext: é: x\n",
        // Cases a review found the fast path reading differently from libyaml.
        "a: |+\n    x\n", "a: |\n    x", "a: |+\n", "a: >+\n    a\n\n", "a: |\n    x\n      \n    y\n", "a: |\n      \n    x\n",
        "- &a k: v\n- *a\n", "a: &anc:x y\n", "a: \"x\\t\n    y\"\n", "a: \"a\\\n\n    b\"\n", "a: \"x\u{85}  y\"\n", "a: x\u{2028}y\n",
        "a: |\n  one\n\n  two\n", "k: >-\n  folded\n  text\n",
    ]

    @Test(arguments: samples)
    func readsLikeYams(_ text: String) throws {
        let expected = try? reference(text)
        guard let ours = fast(text) else {
            // Declining is allowed; accepting what libyaml rejects is not.
            return
        }
        let reference = try #require(expected ?? nil, "the fast parser accepted YAML that Yams rejects: \(text.debugDescription)")
        #expect(differences(ours, reference).isEmpty, "\(differences(ours, reference)) in \(text.debugDescription)")
    }

    @Test func commonFilesTakeTheFastPath() {
        for text in Self.samples.prefix(12) {
            #expect(fast(text) != nil, "declined \(text.debugDescription) [\(Self.samples.firstIndex(of: text)!)]")
        }
        // …and what a review found it misread is now read right or declined (see readsLikeYams).
    }

    /// Every YAML file in the repository (rules, specs) reads the same both ways.
    @Test func repositoryFilesReadLikeYams() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let files = try FileManager.default.subpathsOfDirectory(atPath: root.path).filter {
            ($0.hasPrefix("Specs/") || $0.hasPrefix("Rules/") || $0.hasPrefix("Scripts/"))
                && ($0.hasSuffix(".yml") || $0.hasSuffix(".yaml"))
        }
        #expect(files.count >= 15)
        for file in files {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            let ours = try #require(fast(text), "\(file) takes the fast path")
            let reference = try #require(try self.reference(text))
            #expect(differences(ours, reference).isEmpty, "\(file): \(differences(ours, reference).prefix(3))")
        }
    }

    @Test func malformedInputIsDeclined() {
        for text in [
            "a: b: c\n", "a:\n  - x\n  y: 1\n", "[1, 2\n", "key: \"open\n", "\tindented: tab\n", "a: 1\n---\nb: 2\n", "? complex\n: key\n",
            "x: !!str 1\n", "a: *missing\n",
            "a: ,foo\n", "[- a]\n", "x: \"a\n---\nb\"\n", "a: \"\\x+4\"\n", "a: |-+\n  x\n", "\"a\n   \": x\n",
        ] {
            #expect(fast(text) == nil, "declined \(text.debugDescription)")
        }
    }
}
