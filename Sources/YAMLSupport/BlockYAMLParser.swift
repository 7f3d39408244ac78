/// A parser for the YAML that configuration and spec files are written in: block mappings
/// and sequences, flow collections (so JSON too), plain, quoted and block scalars, comments,
/// anchors and aliases.
///
/// It exists for speed: libyaml through Yams builds each value through several layers and
/// took most of a 2,000-screen lint. Anything it does not handle (tags, directives, complex
/// keys, several documents, tab indentation) and anything malformed throws `Unsupported`,
/// and the caller parses the file with Yams instead, so odd files still load and errors keep
/// libyaml's wording and position.
struct BlockYAMLParser {
    struct Unsupported: Error {
        /// Set when the file nests deeper than `maximumDepth`: an error of its own, not a
        /// file for Yams (whose composer recurses as deep as the file goes).
        var tooDeepAt: YAMLNode.Mark?
    }

    /// Deeper block or flow nesting is refused (the parser recurses).
    static let maximumDepth = 200

    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    var line = 1
    var lineStart = 0
    var depth = 0
    var anchors: [String: YAMLNode] = [:]
    /// libyaml counts a byte-order mark as the first line's first column.
    let hasByteOrderMark: Bool
    /// The last column computed on the current line: marks are asked for left to right, so
    /// each continues from the previous one instead of recounting the line (a flow sequence
    /// of a million items on one line would otherwise cost a million line scans).
    private var lastMark = (lineStart: -1, offset: 0, column: 1)
    /// Bytes looked at to compute marks, for the test that this stays within the file's size.
    private(set) var bytesScannedForMarks = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        hasByteOrderMark = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        if hasByteOrderMark {
            position = 3
            lineStart = 3
        }
    }

    /// The document's root, or nil for an empty document.
    mutating func parse() throws(Unsupported) -> YAMLNode? {
        // Lines here end at LF (or CRLF); a carriage return alone also ends a line in YAML,
        // which every line count, mark and fold below would get wrong: such files go to Yams.
        if BlockYAMLParser.containsLoneCarriageReturn(bytes) { throw Unsupported() }
        try skipBlank()
        if position == lineStart, at("---") {
            // Content after the marker on its line (`--- {a: 1}`) is left to Yams.
            guard isBreakOrEnd(position + 3) else { throw Unsupported() }
            position += 3
            try skipBlank()
        }
        guard position < bytes.count else { return nil }
        if byte == UInt8(ascii: "%") { throw Unsupported() }
        let root = try block(parentIndent: -1)
        try skipBlank()
        if at("..."), isBreakOrEnd(position + 3) {
            position += 3
            try skipBlank()
        }
        guard position >= bytes.count else { throw Unsupported() }
        return root
    }

    // MARK: Block context

    /// The node at the current position. `afterKey`: it follows `key:` on the same line,
    /// where another `key:` would be an error YAML reports (and Yams words well).
    mutating func block(parentIndent: Int, afterKey: Bool = false) throws(Unsupported) -> YAMLNode {
        depth += 1
        defer { depth -= 1 }
        guard depth <= BlockYAMLParser.maximumDepth else { throw Unsupported(tooDeepAt: mark(position)) }
        // A node expected at the end of the file (after `&a`, `key:` …): Yams decides.
        guard position < bytes.count else { throw Unsupported() }
        let column = position - lineStart
        guard column > parentIndent else { throw Unsupported() }
        switch byte {
        case UInt8(ascii: "-") where isBlankOrEnd(position + 1):
            return try blockSequence(column: column)
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            let node = try flow()
            try endOfValueLine()
            return node
        case UInt8(ascii: "|"), UInt8(ascii: ">"):
            return try blockScalar(parentIndent: parentIndent)
        case UInt8(ascii: "&"):
            let anchorMark = mark(position)
            let name = try anchorName()
            skipInlineSpaces()
            // `&a key: value` anchors the key, not the mapping: left to Yams.
            if !isCommentOrBreak(position), byte != UInt8(ascii: "["), byte != UInt8(ascii: "{"), keyColonOnThisLine() != nil {
                throw Unsupported()
            }
            var node: YAMLNode
            if isCommentOrBreak(position) {
                try skipBlank()
                node = try block(parentIndent: parentIndent)
            } else {
                node = try block(parentIndent: parentIndent, afterKey: afterKey)
            }
            // libyaml marks an anchored value where its anchor is written.
            node = node.with(mark: anchorMark)
            anchors[name] = node
            return node
        case UInt8(ascii: "*"):
            let node = try alias()
            try endOfValueLine()
            return node
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            let start = mark(position)
            let text = try quoted()
            skipInlineSpaces()
            if position < bytes.count, byte == UInt8(ascii: ":"), isBlankOrEnd(position + 1) {
                // Keys are one line and at most 1,024 characters in YAML.
                guard !afterKey, start.line == line, text.utf8.count <= 1024 else { throw Unsupported() }
                return try blockMapping(column: column, firstKey: .scalar(.init(string: text, mark: start)))
            }
            try endOfValueLine()
            return .scalar(.init(string: text, mark: start))
        case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "%"), UInt8(ascii: "@"), UInt8(ascii: "`"), UInt8(ascii: ","),
            UInt8(ascii: "]"), UInt8(ascii: "}"):
            throw Unsupported()
        default:
            if keyColonOnThisLine() != nil {
                guard !afterKey else { throw Unsupported() }
                return try blockMapping(column: column, firstKey: nil)
            }
            return try plainBlockScalar(parentIndent: parentIndent)
        }
    }

    mutating func blockMapping(column: Int, firstKey: YAMLNode?) throws(Unsupported) -> YAMLNode {
        let mappingMark = firstKey?.mark ?? mark(position)
        var pairs: [(key: YAMLNode, value: YAMLNode)] = []
        var pendingKey = firstKey
        while true {
            let key: YAMLNode
            if let pendingKey {
                key = pendingKey
            } else {
                key = try mappingKey()
            }
            pendingKey = nil
            guard position < bytes.count, byte == UInt8(ascii: ":") else { throw Unsupported() }
            position += 1
            pairs.append((key, try mappingValue(column: column)))
            try skipBlank()
            guard position < bytes.count, !atDocumentMarker else { break }
            let next = position - lineStart
            if next < column { break }
            guard next == column, !(byte == UInt8(ascii: "-") && isBlankOrEnd(position + 1)) else { throw Unsupported() }
        }
        return .mapping(.init(pairs: pairs, mark: mappingMark))
    }

    /// A key at the current position: quoted, or plain up to the `:` that ends it.
    mutating func mappingKey() throws(Unsupported) -> YAMLNode {
        let start = mark(position)
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            let text = try quoted()
            skipInlineSpaces()
            guard start.line == line, text.utf8.count <= 1024 else { throw Unsupported() }
            return .scalar(.init(string: text, mark: start))
        }
        guard let colon = keyColonOnThisLine(), colon - position <= 1024, !isIndicator(byte) || byte == UInt8(ascii: "-") else {
            throw Unsupported()
        }
        let text = trimmedText(position, colon)
        position = colon
        return .scalar(.init(string: text, mark: start))
    }

    mutating func mappingValue(column: Int) throws(Unsupported) -> YAMLNode {
        skipInlineSpaces()
        if isCommentOrBreak(position) {
            let emptyMark = mark(position)
            try skipBlank()
            guard position < bytes.count, !atDocumentMarker else { return .scalar(.init(string: "", mark: emptyMark)) }
            let next = position - lineStart
            if next > column { return try block(parentIndent: column) }
            // A sequence may sit at its key's own indentation.
            if next == column, byte == UInt8(ascii: "-"), isBlankOrEnd(position + 1) { return try blockSequence(column: next) }
            return .scalar(.init(string: "", mark: emptyMark))
        }
        if byte == UInt8(ascii: "-"), isBlankOrEnd(position + 1) { throw Unsupported() }
        return try block(parentIndent: column, afterKey: true)
    }

    mutating func blockSequence(column: Int) throws(Unsupported) -> YAMLNode {
        let sequenceMark = mark(position)
        var nodes: [YAMLNode] = []
        while true {
            guard byte == UInt8(ascii: "-") else { throw Unsupported() }
            position += 1
            skipInlineSpaces()
            if isCommentOrBreak(position) {
                let emptyMark = mark(position)
                try skipBlank()
                if position < bytes.count, !atDocumentMarker, position - lineStart > column {
                    nodes.append(try block(parentIndent: column))
                } else {
                    nodes.append(.scalar(.init(string: "", mark: emptyMark)))
                }
            } else {
                nodes.append(try block(parentIndent: column))
            }
            try skipBlank()
            guard position < bytes.count, !atDocumentMarker else { break }
            let next = position - lineStart
            if next < column { break }
            guard next == column else { throw Unsupported() }
            guard byte == UInt8(ascii: "-"), isBlankOrEnd(position + 1) else { break }
        }
        return .sequence(.init(nodes: nodes, mark: sequenceMark))
    }

    /// A plain scalar in block context, folded over the more-indented lines that continue it.
    mutating func plainBlockScalar(parentIndent: Int) throws(Unsupported) -> YAMLNode {
        let start = mark(position)
        var text = try plainLine()
        while true {
            // Look past blank lines for a continuation line.
            var probe = position
            var probeLine = line, probeLineStart = lineStart
            var breaks = 0
            while probe < bytes.count, bytes[probe] == 0x0A || bytes[probe] == 0x0D || bytes[probe] == 0x20 {
                if bytes[probe] == 0x0A {
                    breaks += 1
                    probeLine += 1
                    probeLineStart = probe + 1
                }
                probe += 1
            }
            guard breaks > 0, probe < bytes.count, probe - probeLineStart > parentIndent, bytes[probe] != UInt8(ascii: "#") else { break }
            position = probe
            line = probeLine
            lineStart = probeLineStart
            if atDocumentMarker { throw Unsupported() }
            // "key: value" on a continuation line is an error YAML reports; let Yams say so.
            if keyColonOnThisLine() != nil { throw Unsupported() }
            text += breaks == 1 ? " " : String(repeating: "\n", count: breaks - 1)
            text += try plainLine()
        }
        return .scalar(.init(string: text, mark: start))
    }

    /// The rest of the line as plain text, up to a comment.
    mutating func plainLine() throws(Unsupported) -> String {
        let start = position
        var end = position
        while end < bytes.count, bytes[end] != 0x0A {
            if bytes[end] == UInt8(ascii: "#"), end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { break }
            if isUnicodeLineBreak(end) { throw Unsupported() }
            end += 1
        }
        let text = trimmedText(start, end)
        position = end
        return text
    }

    // MARK: Bytes and lines

    /// The byte at `position`. Callers check `position < bytes.count` first; past the end it
    /// reads as NUL rather than beyond the buffer, should a path ever miss that check.
    var byte: UInt8 { position < bytes.count ? bytes[position] : 0 }

    /// Whether a CR is followed by anything but LF.
    static func containsLoneCarriageReturn(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0D, index + 1 == bytes.count || bytes[index + 1] != 0x0A { return true }
            index += 1
        }
        return false
    }

    var atDocumentMarker: Bool {
        position == lineStart && (at("---") || at("...")) && isBlankOrEnd(position + 3)
    }

    func at(_ literal: StaticString) -> Bool {
        guard position + literal.utf8CodeUnitCount <= bytes.count else { return false }
        for index in 0..<literal.utf8CodeUnitCount where bytes[position + index] != literal.utf8Start[index] { return false }
        return true
    }

    func isBlank(_ offset: Int) -> Bool {
        offset < bytes.count && (bytes[offset] == 0x20 || bytes[offset] == 0x09 || bytes[offset] == 0x0A || bytes[offset] == 0x0D)
    }

    func isBlankOrEnd(_ offset: Int) -> Bool { offset >= bytes.count || isBlank(offset) }

    func isBreakOrEnd(_ offset: Int) -> Bool { offset >= bytes.count || bytes[offset] == 0x0A || bytes[offset] == 0x0D }

    func isCommentOrBreak(_ offset: Int) -> Bool {
        offset >= bytes.count || bytes[offset] == 0x0A || bytes[offset] == 0x0D || bytes[offset] == UInt8(ascii: "#")
    }

    func isIndicator(_ value: UInt8) -> Bool {
        "-?:,[]{}#&*!|>'\"%@`".utf8.contains(value)
    }

    /// Where the `:` of a `key: value` on the current line is, ignoring one inside a comment.
    func keyColonOnThisLine() -> Int? {
        var index = position
        while index < bytes.count, bytes[index] != 0x0A {
            let current = bytes[index]
            if current == UInt8(ascii: "#"), index > position, bytes[index - 1] == 0x20 || bytes[index - 1] == 0x09 { return nil }
            if current == UInt8(ascii: ":"), isBlankOrEnd(index + 1) { return index }
            index += 1
        }
        return nil
    }

    func trimmedText(_ start: Int, _ end: Int) -> String {
        var from = start, to = end
        while from < to, bytes[from] == 0x20 || bytes[from] == 0x09 { from += 1 }
        while to > from, bytes[to - 1] == 0x20 || bytes[to - 1] == 0x09 || bytes[to - 1] == 0x0D { to -= 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<to]), as: UTF8.self)
    }

    mutating func skipInlineSpaces() {
        while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 { position += 1 }
    }

    /// Spaces, comments and line breaks; a tab in indentation is left to Yams to judge.
    mutating func skipBlank() throws(Unsupported) {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0D: position += 1
            case 0x09:
                if (lineStart..<position).allSatisfy({ bytes[$0] == 0x20 }) { throw Unsupported() }
                position += 1
            case 0x0A:
                newLine(at: position)
                position += 1
            case UInt8(ascii: "#"):
                while position < bytes.count, bytes[position] != 0x0A { position += 1 }
            default: return
            }
        }
    }

    /// Like `skipBlank`, where flow collections may span lines and indentation means nothing.
    mutating func skipFlowBlank() throws(Unsupported) {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0D, 0x09: position += 1
            case 0x0A:
                newLine(at: position)
                position += 1
            case UInt8(ascii: "#"):
                guard position == 0 || isBlank(position - 1) else { throw Unsupported() }
                while position < bytes.count, bytes[position] != 0x0A { position += 1 }
            default: return
            }
        }
    }

    /// After a value that must end its line: only spaces and a comment may follow.
    mutating func endOfValueLine() throws(Unsupported) {
        skipInlineSpaces()
        guard isCommentOrBreak(position) else { throw Unsupported() }
    }

    mutating func newLine(at offset: Int) {
        line += 1
        lineStart = offset + 1
    }

    /// 1-based line and column (in Unicode scalars, as libyaml counts them).
    mutating func mark(_ offset: Int) -> YAMLNode.Mark {
        var column = line == 1 && hasByteOrderMark ? 2 : 1
        var from = lineStart
        if lastMark.lineStart == lineStart, lastMark.offset <= offset {
            column = lastMark.column
            from = lastMark.offset
        }
        for index in from..<offset where bytes[index] & 0xC0 != 0x80 { column += 1 }
        bytesScannedForMarks += offset - from
        lastMark = (lineStart, offset, column)
        return YAMLNode.Mark(line: line, column: column)
    }
}
