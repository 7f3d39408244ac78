import SourceText
import Yams

/// A YAML (or JSON) document read with positions, for configuration and spec files.
///
/// Every accessor names the file, line and column when the shape is wrong, and mappings are
/// checked against the fields the caller knows, so a typo such as `lable` is an error rather
/// than a silently ignored field. Aliases are followed, but the number of nodes a document
/// may expand to is bounded: a few lines of anchors can otherwise describe gigabytes.
public final class YAMLDocument {
    public let file: SourceFile
    public let root: Node
    /// Nodes visited so far through this document's accessors.
    private var visited = 0
    public let nodeLimit: Int

    /// Flow nesting deeper than this is refused before parsing: the composer recurses.
    public static let maximumNesting = 128

    public init(file: SourceFile, nodeLimit: Int = 2_000_000) throws(InputError) {
        self.file = file
        self.nodeLimit = nodeLimit
        // The fast parser reads what spec and rules files are written in; anything else (and
        // anything malformed) goes to Yams, whose errors name the position.
        do {
            let fast = try file.bytes.withUnsafeBufferPointer { bytes throws(BlockYAMLParser.Unsupported) in
                var parser = BlockYAMLParser(bytes: bytes)
                return try parser.parse()
            }
            if let fast {
                self.root = fast
                return
            }
        } catch {
            if let mark = error.tooDeepAt {
                throw InputError(
                    at: SourceLocation(file: file.path, line: mark.line, column: mark.column),
                    "nesting is deeper than \(BlockYAMLParser.maximumDepth) levels")
            }
        }
        // Yams' composer recurses: refuse deep flow nesting before it sees the file.
        try YAMLDocument.checkNesting(file)
        let text = String(decoding: file.bytes, as: UTF8.self)
        do {
            // The basic resolver leaves every scalar a string: this type interprets scalars
            // itself (`bool`, `number`), and Yams' default resolver runs regular expressions
            // on every scalar.
            guard let root = try Yams.compose(yaml: text, .basic) else {
                throw InputError(file: file.path, message: "the file is empty")
            }
            guard let converted = YAMLNode.converting(root, limit: nodeLimit) else {
                throw InputError(
                    file: file.path,
                    message: "the document expands to more than \(nodeLimit) values (anchors and aliases repeating each other?)")
            }
            self.root = converted
        } catch let error as InputError {
            throw error
        } catch let error as YamlError {
            throw YAMLDocument.inputError(error, file: file)
        } catch {
            throw InputError(file: file.path, message: "cannot parse the YAML: \(error)")
        }
    }

    public convenience init(path: String, sizeLimit: Int = SourceFile.defaultSizeLimit) throws(InputError) {
        try self.init(file: SourceFile.read(path: path, sizeLimit: sizeLimit))
    }

    public var path: String { file.path }

    // MARK: Errors

    public func location(_ node: Node) -> SourceLocation {
        let mark = node.mark
        return SourceLocation(file: file.path, line: mark.line, column: mark.column)
    }

    public func error(_ node: Node, _ message: String) -> InputError {
        InputError(at: location(node), message)
    }

    static func inputError(_ error: YamlError, file: SourceFile) -> InputError {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let detail = [context?.text, problem].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ": ")
            return InputError(at: SourceLocation(file: file.path, line: mark.line, column: mark.column), "malformed YAML: \(detail)")
        default:
            return InputError(file: file.path, message: "malformed YAML: \(error)")
        }
    }

    /// Refuses deeply nested flow collections ([[[[…) before the recursive composer sees them.
    static func checkNesting(_ file: SourceFile) throws(InputError) {
        var depth = 0
        var quote: UInt8 = 0
        for (offset, byte) in file.bytes.enumerated() {
            if quote != 0 {
                if byte == quote { quote = 0 }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > maximumNesting {
                    throw file.error(at: offset, "nesting is deeper than \(maximumNesting) levels")
                }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
            case UInt8(ascii: "#"), UInt8(ascii: "\n"): quote = 0
            default: break
            }
        }
    }

    private func count(_ node: Node) throws(InputError) {
        visited += 1
        if visited > nodeLimit {
            throw error(node, "the document expands to more than \(nodeLimit) values (anchors and aliases repeating each other?)")
        }
    }

    // MARK: Accessors

    /// A mapping's fields in order, after checking that every key is one of `known`.
    public func fields(_ node: Node, of what: String, known: Set<String>) throws(InputError) -> [(key: String, keyNode: Node, value: Node)]
    {
        try count(node)
        guard case .mapping(let mapping) = node else {
            throw error(node, "\(what) must be a mapping of fields, found \(YAMLDocument.kind(node))")
        }
        var result: [(key: String, keyNode: Node, value: Node)] = []
        result.reserveCapacity(mapping.count)
        // Field lists are short: a linear duplicate check beats hashing every key.
        var seen = mapping.count > 16 ? Set<String>() : nil
        for (keyNode, value) in mapping {
            try count(value)
            guard case .scalar(let scalar) = keyNode else { throw error(keyNode, "field names in \(what) must be plain text") }
            let key = scalar.string
            let duplicate = seen.map { !$0.contains(key) } == false || (seen == nil && result.contains { $0.key == key })
            guard !duplicate else { throw error(keyNode, "\(what) has the field '\(key)' twice") }
            seen?.insert(key)
            if !known.isEmpty, !known.contains(key) {
                let hint = YAMLDocument.closest(to: key, in: known).map { " — did you mean '\($0)'?" } ?? ""
                throw error(keyNode, "unknown field '\(key)' in \(what)\(hint) (known: \(known.sorted().joined(separator: ", ")))")
            }
            result.append((key, keyNode, value))
        }
        return result
    }

    /// A mapping whose keys are names chosen by the author (ids), not a fixed set of fields.
    public func entries(_ node: Node, of what: String) throws(InputError) -> [(key: String, keyNode: Node, value: Node)] {
        try fields(node, of: what, known: [])
    }

    public func sequence(_ node: Node, of what: String) throws(InputError) -> [Node] {
        try count(node)
        guard case .sequence(let sequence) = node else {
            throw error(node, "\(what) must be a list, found \(YAMLDocument.kind(node))")
        }
        for element in sequence { try count(element) }
        return Array(sequence)
    }

    public func string(_ node: Node, of what: String) throws(InputError) -> String {
        guard case .scalar(let scalar) = node else { throw error(node, "\(what) must be text, found \(YAMLDocument.kind(node))") }
        return scalar.string
    }

    public func strings(_ node: Node, of what: String) throws(InputError) -> [String] {
        if case .scalar = node { return [try string(node, of: what)] }
        var result: [String] = []
        for element in try sequence(node, of: what) { result.append(try string(element, of: "an entry of \(what)")) }
        return result
    }

    public func bool(_ node: Node, of what: String) throws(InputError) -> Bool {
        let text = try string(node, of: what).lowercased()
        switch text {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw error(node, "\(what) must be true or false, found '\(text)'")
        }
    }

    public func number(_ node: Node, of what: String) throws(InputError) -> Double {
        let text = try string(node, of: what)
        guard let value = Double(text), value.isFinite else { throw error(node, "\(what) must be a number, found '\(text)'") }
        return value
    }

    public func integer(_ node: Node, of what: String) throws(InputError) -> Int {
        let text = try string(node, of: what)
        guard let value = Int(text) else { throw error(node, "\(what) must be a whole number, found '\(text)'") }
        return value
    }

    public static func kind(_ node: Node) -> String {
        switch node {
        case .scalar: "text"
        case .mapping: "a mapping"
        case .sequence: "a list"
        }
    }

    public static func isNull(_ node: Node) -> Bool {
        if case .scalar(let scalar) = node { return scalar.string == "~" || scalar.string.isEmpty || scalar.string == "null" }
        return false
    }

    /// The known name closest to `word`, when it is close enough to be a typo.
    public static func closest(to word: String, in candidates: Set<String>) -> String? {
        Spelling.closest(to: word, in: candidates)
    }
}
