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

    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0
    private var anchors: [String: YAMLNode] = [:]
    /// libyaml counts a byte-order mark as the first line's first column.
    private let hasByteOrderMark: Bool

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        hasByteOrderMark = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        if hasByteOrderMark { position = 3; lineStart = 3 }
    }

    /// The document's root, or nil for an empty document.
    mutating func parse() throws(Unsupported) -> YAMLNode? {
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
    private mutating func block(parentIndent: Int, afterKey: Bool = false) throws(Unsupported) -> YAMLNode {
        depth += 1
        defer { depth -= 1 }
        guard depth <= BlockYAMLParser.maximumDepth else { throw Unsupported(tooDeepAt: mark(position)) }
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
            if !isCommentOrBreak(position), byte != UInt8(ascii: "["), byte != UInt8(ascii: "{"), keyColonOnThisLine() != nil { throw Unsupported() }
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
        case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "%"), UInt8(ascii: "@"), UInt8(ascii: "`"), UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"):
            throw Unsupported()
        default:
            if keyColonOnThisLine() != nil {
                guard !afterKey else { throw Unsupported() }
                return try blockMapping(column: column, firstKey: nil)
            }
            return try plainBlockScalar(parentIndent: parentIndent)
        }
    }

    private mutating func blockMapping(column: Int, firstKey: YAMLNode?) throws(Unsupported) -> YAMLNode {
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
    private mutating func mappingKey() throws(Unsupported) -> YAMLNode {
        let start = mark(position)
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            let text = try quoted()
            skipInlineSpaces()
            guard start.line == line, text.utf8.count <= 1024 else { throw Unsupported() }
            return .scalar(.init(string: text, mark: start))
        }
        guard let colon = keyColonOnThisLine(), colon - position <= 1024, !isIndicator(byte) || byte == UInt8(ascii: "-") else { throw Unsupported() }
        let text = trimmedText(position, colon)
        position = colon
        return .scalar(.init(string: text, mark: start))
    }

    private mutating func mappingValue(column: Int) throws(Unsupported) -> YAMLNode {
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

    private mutating func blockSequence(column: Int) throws(Unsupported) -> YAMLNode {
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
    private mutating func plainBlockScalar(parentIndent: Int) throws(Unsupported) -> YAMLNode {
        let start = mark(position)
        var text = try plainLine()
        while true {
            // Look past blank lines for a continuation line.
            var probe = position
            var probeLine = line, probeLineStart = lineStart
            var breaks = 0
            while probe < bytes.count, bytes[probe] == 0x0A || bytes[probe] == 0x0D || bytes[probe] == 0x20 {
                if bytes[probe] == 0x0A { breaks += 1; probeLine += 1; probeLineStart = probe + 1 }
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
    private mutating func plainLine() throws(Unsupported) -> String {
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

    /// `|` and `>` scalars with clip, strip (`-`) and keep (`+`) chomping.
    private mutating func blockScalar(parentIndent: Int) throws(Unsupported) -> YAMLNode {
        let start = mark(position)
        let literal = byte == UInt8(ascii: "|")
        position += 1
        var chomping: UInt8 = 0
        while position < bytes.count, byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
            // Indentation indicators, keep chomping and doubled indicators are left to Yams.
            guard byte == UInt8(ascii: "-"), chomping == 0 else { throw Unsupported() }
            chomping = byte
            position += 1
        }
        skipInlineSpaces()
        guard isCommentOrBreak(position) else { throw Unsupported() }
        while position < bytes.count, byte != 0x0A { position += 1 }
        var lines: [String] = []
        var indent: Int?
        var widestLeadingBlank = 0
        while position < bytes.count {
            // At a line break: look at the next line (none after the file's last break).
            let next = position + 1
            guard next < bytes.count else { break }
            var contentStart = next
            while contentStart < bytes.count, bytes[contentStart] == 0x20 { contentStart += 1 }
            let lineIndent = contentStart - next
            let isEmpty = contentStart >= bytes.count || bytes[contentStart] == 0x0A || bytes[contentStart] == 0x0D
            if !isEmpty {
                if indent == nil {
                    guard lineIndent > parentIndent else { break }
                    // Leading blank lines wider than the content are an error for libyaml.
                    guard widestLeadingBlank <= lineIndent else { throw Unsupported() }
                    indent = lineIndent
                }
                guard lineIndent >= indent! else { break }
                if bytes[contentStart] == 0x09 { throw Unsupported() }
            } else if let indent {
                // Spaces beyond the indentation on a blank line are content: left to Yams.
                if lineIndent > indent { throw Unsupported() }
            } else {
                widestLeadingBlank = max(widestLeadingBlank, lineIndent)
            }
            newLine(at: position)
            position = next
            var end = next
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            // Content that ends the file without a line break chomps differently: Yams.
            if end == bytes.count, !isEmpty { throw Unsupported() }
            var lineEnd = end
            if lineEnd > next, bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
            let from = min(next + (indent ?? lineIndent), lineEnd)
            if !isEmpty, !literal, lineIndent > indent! { throw Unsupported() }
            lines.append(isEmpty ? "" : String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<lineEnd]), as: UTF8.self))
            position = end
        }
        while let last = lines.last, last.isEmpty { lines.removeLast() }
        var text: String
        if literal {
            text = lines.joined(separator: "\n")
        } else {
            // Folding: lines join with a space; each empty line stands for one line break.
            text = ""
            for (index, content) in lines.enumerated() {
                if content.isEmpty {
                    text += "\n"
                } else {
                    if index > 0, !lines[index - 1].isEmpty { text += " " }
                    text += content
                }
            }
        }
        switch chomping {
        case UInt8(ascii: "-"): break
        default: if !lines.isEmpty { text += "\n" }
        }
        return .scalar(.init(string: text, mark: start))
    }

    // MARK: Flow context

    private mutating func flow() throws(Unsupported) -> YAMLNode {
        depth += 1
        defer { depth -= 1 }
        guard depth <= BlockYAMLParser.maximumDepth else { throw Unsupported(tooDeepAt: mark(position)) }
        let start = mark(position)
        let isMapping = byte == UInt8(ascii: "{")
        let close = isMapping ? UInt8(ascii: "}") : UInt8(ascii: "]")
        position += 1
        var nodes: [YAMLNode] = []
        var pairs: [(key: YAMLNode, value: YAMLNode)] = []
        while true {
            try skipFlowBlank()
            guard position < bytes.count else { throw Unsupported() }
            if byte == close { position += 1; break }
            if isMapping {
                let key = try flowNode()
                guard case .scalar = key else { throw Unsupported() }
                try skipFlowBlank()
                guard position < bytes.count, byte == UInt8(ascii: ":") else { throw Unsupported() }
                position += 1
                try skipFlowBlank()
                guard position < bytes.count else { throw Unsupported() }
                if byte == UInt8(ascii: ",") || byte == close {
                    pairs.append((key, .scalar(.init(string: "", mark: mark(position)))))
                } else {
                    pairs.append((key, try flowNode()))
                }
            } else {
                nodes.append(try flowNode())
            }
            try skipFlowBlank()
            guard position < bytes.count else { throw Unsupported() }
            if byte == UInt8(ascii: ",") { position += 1; continue }
            guard byte == close else { throw Unsupported() }
            position += 1
            break
        }
        return isMapping ? .mapping(.init(pairs: pairs, mark: start)) : .sequence(.init(nodes: nodes, mark: start))
    }

    private mutating func flowNode() throws(Unsupported) -> YAMLNode {
        switch byte {
        case UInt8(ascii: "["), UInt8(ascii: "{"): return try flow()
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            let start = mark(position)
            return .scalar(.init(string: try quoted(), mark: start))
        case UInt8(ascii: "*"): return try alias()
        case UInt8(ascii: "&"):
            let anchorMark = mark(position)
            let name = try anchorName()
            try skipFlowBlank()
            let node = try flowNode().with(mark: anchorMark)
            anchors[name] = node
            return node
        case UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: "%"), UInt8(ascii: "@"), UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: ">"), UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"):
            throw Unsupported()
        case UInt8(ascii: "-") where isBlankOrEnd(position + 1):
            throw Unsupported()
        default:
            let start = mark(position)
            let from = position
            while position < bytes.count {
                let current = byte
                if current == UInt8(ascii: ",") || current == UInt8(ascii: "]") || current == UInt8(ascii: "}") || current == UInt8(ascii: "[") || current == UInt8(ascii: "{") || current == 0x0A { break }
                if current == UInt8(ascii: ":"), position + 1 >= bytes.count || [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}")].contains(bytes[position + 1]) { break }
                if current == UInt8(ascii: "#"), position > from, bytes[position - 1] == 0x20 || bytes[position - 1] == 0x09 { break }
                position += 1
            }
            let text = trimmedText(from, position)
            guard !text.isEmpty else { throw Unsupported() }
            return .scalar(.init(string: text, mark: start))
        }
    }

    // MARK: Scalars, anchors

    /// A single- or double-quoted scalar, with escapes decoded and line breaks folded.
    private mutating func quoted() throws(Unsupported) -> String {
        let quote = byte
        position += 1
        var output: [UInt8] = []
        // Output up to here came from escapes and is never trimmed by folding.
        var escaped = 0
        while true {
            guard position < bytes.count else { throw Unsupported() }
            let current = byte
            if current == quote {
                if quote == UInt8(ascii: "'"), position + 1 < bytes.count, bytes[position + 1] == quote {
                    output.append(quote)
                    position += 2
                    continue
                }
                position += 1
                break
            }
            if current == 0x0A || current == 0x0D {
                // Folding: trailing spaces go, one break is a space, each further one a newline.
                while output.count > escaped, let last = output.last, last == 0x20 || last == 0x09 { output.removeLast() }
                var breaks = 0
                while position < bytes.count, bytes[position] == 0x0A || bytes[position] == 0x0D || bytes[position] == 0x20 || bytes[position] == 0x09 {
                    if bytes[position] == 0x0A {
                        breaks += 1
                        newLine(at: position)
                        // A document marker cannot start a line inside a scalar.
                        let next = position + 1
                        if next + 3 <= bytes.count, (bytes[next] == UInt8(ascii: "-") || bytes[next] == UInt8(ascii: ".")),
                           bytes[next + 1] == bytes[next], bytes[next + 2] == bytes[next] { throw Unsupported() }
                    }
                    position += 1
                }
                if breaks == 1 { output.append(0x20) } else { output += Array(repeating: 0x0A, count: breaks - 1) }
                continue
            }
            if isUnicodeLineBreak(position) { throw Unsupported() }
            if quote == UInt8(ascii: "\""), current == UInt8(ascii: "\\") {
                try escape(into: &output)
                escaped = output.count
                continue
            }
            output.append(current)
            position += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// NEL, LINE SEPARATOR and PARAGRAPH SEPARATOR, which YAML 1.1 treats as line breaks.
    private func isUnicodeLineBreak(_ offset: Int) -> Bool {
        guard offset + 1 < bytes.count else { return false }
        if bytes[offset] == 0xC2, bytes[offset + 1] == 0x85 { return true }
        return offset + 2 < bytes.count && bytes[offset] == 0xE2 && bytes[offset + 1] == 0x80 && (bytes[offset + 2] == 0xA8 || bytes[offset + 2] == 0xA9)
    }

    private mutating func escape(into output: inout [UInt8]) throws(Unsupported) {
        guard position + 1 < bytes.count else { throw Unsupported() }
        let code = bytes[position + 1]
        position += 2
        func append(_ scalar: Unicode.Scalar) { output += Array(String(Character(scalar)).utf8) }
        switch code {
        case UInt8(ascii: "n"): output.append(0x0A)
        case UInt8(ascii: "t"), 0x09: output.append(0x09)
        case UInt8(ascii: "r"): output.append(0x0D)
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), 0x20: output.append(code)
        case UInt8(ascii: "0"): output.append(0)
        case UInt8(ascii: "a"): output.append(0x07)
        case UInt8(ascii: "b"): output.append(0x08)
        case UInt8(ascii: "e"): output.append(0x1B)
        case UInt8(ascii: "f"): output.append(0x0C)
        case UInt8(ascii: "v"): output.append(0x0B)
        case UInt8(ascii: "N"): append("\u{85}")
        case UInt8(ascii: "_"): append("\u{A0}")
        case UInt8(ascii: "L"): append("\u{2028}")
        case UInt8(ascii: "P"): append("\u{2029}")
        case UInt8(ascii: "x"), UInt8(ascii: "u"), UInt8(ascii: "U"):
            let digits = code == UInt8(ascii: "x") ? 2 : code == UInt8(ascii: "u") ? 4 : 8
            guard position + digits <= bytes.count else { throw Unsupported() }
            let digitBytes = UnsafeBufferPointer(rebasing: bytes[position..<(position + digits)])
            guard digitBytes.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0 | 0x20) }) else { throw Unsupported() }
            let hex = String(decoding: digitBytes, as: UTF8.self)
            guard let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else { throw Unsupported() }
            append(scalar)
            position += digits
        default:
            // Escaped line breaks and unknown escapes are left to Yams.
            throw Unsupported()
        }
    }

    private mutating func anchorName() throws(Unsupported) -> String {
        position += 1
        let start = position
        while position < bytes.count, !isBlank(position), ![UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "{")].contains(byte) {
            // Plain names only (letters, digits, - and _); anything else is left to Yams.
            let current = byte
            guard (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(current) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(current)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(current) || current == UInt8(ascii: "-") || current == UInt8(ascii: "_") else { throw Unsupported() }
            position += 1
        }
        guard position > start else { throw Unsupported() }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    }

    private mutating func alias() throws(Unsupported) -> YAMLNode {
        let name = try anchorName()
        guard let node = anchors[name] else { throw Unsupported() }
        return node
    }

    // MARK: Bytes and lines

    private var byte: UInt8 { bytes[position] }

    private var atDocumentMarker: Bool {
        position == lineStart && (at("---") || at("...")) && isBlankOrEnd(position + 3)
    }

    private func at(_ literal: StaticString) -> Bool {
        guard position + literal.utf8CodeUnitCount <= bytes.count else { return false }
        for index in 0..<literal.utf8CodeUnitCount where bytes[position + index] != literal.utf8Start[index] { return false }
        return true
    }

    private func isBlank(_ offset: Int) -> Bool {
        offset < bytes.count && (bytes[offset] == 0x20 || bytes[offset] == 0x09 || bytes[offset] == 0x0A || bytes[offset] == 0x0D)
    }

    private func isBlankOrEnd(_ offset: Int) -> Bool { offset >= bytes.count || isBlank(offset) }

    private func isBreakOrEnd(_ offset: Int) -> Bool { offset >= bytes.count || bytes[offset] == 0x0A || bytes[offset] == 0x0D }

    private func isCommentOrBreak(_ offset: Int) -> Bool {
        offset >= bytes.count || bytes[offset] == 0x0A || bytes[offset] == 0x0D || bytes[offset] == UInt8(ascii: "#")
    }

    private func isIndicator(_ value: UInt8) -> Bool {
        "-?:,[]{}#&*!|>'\"%@`".utf8.contains(value)
    }

    /// Where the `:` of a `key: value` on the current line is, ignoring one inside a comment.
    private func keyColonOnThisLine() -> Int? {
        var index = position
        while index < bytes.count, bytes[index] != 0x0A {
            let current = bytes[index]
            if current == UInt8(ascii: "#"), index > position, bytes[index - 1] == 0x20 || bytes[index - 1] == 0x09 { return nil }
            if current == UInt8(ascii: ":"), isBlankOrEnd(index + 1) { return index }
            index += 1
        }
        return nil
    }

    private func trimmedText(_ start: Int, _ end: Int) -> String {
        var from = start, to = end
        while from < to, bytes[from] == 0x20 || bytes[from] == 0x09 { from += 1 }
        while to > from, bytes[to - 1] == 0x20 || bytes[to - 1] == 0x09 || bytes[to - 1] == 0x0D { to -= 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<to]), as: UTF8.self)
    }

    private mutating func skipInlineSpaces() {
        while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 { position += 1 }
    }

    /// Spaces, comments and line breaks; a tab in indentation is left to Yams to judge.
    private mutating func skipBlank() throws(Unsupported) {
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
    private mutating func skipFlowBlank() throws(Unsupported) {
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
    private mutating func endOfValueLine() throws(Unsupported) {
        skipInlineSpaces()
        guard isCommentOrBreak(position) else { throw Unsupported() }
    }

    private mutating func newLine(at offset: Int) {
        line += 1
        lineStart = offset + 1
    }

    /// 1-based line and column (in Unicode scalars, as libyaml counts them).
    private func mark(_ offset: Int) -> YAMLNode.Mark {
        var column = line == 1 && hasByteOrderMark ? 2 : 1
        for index in lineStart..<offset where bytes[index] & 0xC0 != 0x80 { column += 1 }
        return YAMLNode.Mark(line: line, column: column)
    }
}
