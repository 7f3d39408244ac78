/// Block scalars, flow collections, quoted scalars, escapes and anchors: the parts of
/// `BlockYAMLParser` that read one value's text.
extension BlockYAMLParser {
    /// `|` and `>` scalars with clip, strip (`-`) and keep (`+`) chomping.
    mutating func blockScalar(parentIndent: Int) throws(Unsupported) -> YAMLNode {
        let start = mark(position)
        let literal = byte == UInt8(ascii: "|")
        position += 1
        var chomping: UInt8 = 0
        while position < bytes.count,
            byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        {
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

    mutating func flow() throws(Unsupported) -> YAMLNode {
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
            if byte == close {
                position += 1
                break
            }
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
            if byte == UInt8(ascii: ",") {
                position += 1
                continue
            }
            guard byte == close else { throw Unsupported() }
            position += 1
            break
        }
        return isMapping ? .mapping(.init(pairs: pairs, mark: start)) : .sequence(.init(nodes: nodes, mark: start))
    }

    mutating func flowNode() throws(Unsupported) -> YAMLNode {
        guard position < bytes.count else { throw Unsupported() }
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
        case UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: "%"), UInt8(ascii: "@"), UInt8(ascii: "`"), UInt8(ascii: "|"),
            UInt8(ascii: ">"), UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"):
            throw Unsupported()
        case UInt8(ascii: "-") where isBlankOrEnd(position + 1):
            throw Unsupported()
        default:
            let start = mark(position)
            let from = position
            while position < bytes.count {
                let current = byte
                if current == UInt8(ascii: ",") || current == UInt8(ascii: "]") || current == UInt8(ascii: "}")
                    || current == UInt8(ascii: "[") || current == UInt8(ascii: "{") || current == 0x0A
                {
                    break
                }
                if current == UInt8(ascii: ":"),
                    position + 1 >= bytes.count
                        || [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}")].contains(bytes[position + 1])
                {
                    break
                }
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
    mutating func quoted() throws(Unsupported) -> String {
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
                while position < bytes.count,
                    bytes[position] == 0x0A || bytes[position] == 0x0D || bytes[position] == 0x20 || bytes[position] == 0x09
                {
                    if bytes[position] == 0x0A {
                        breaks += 1
                        newLine(at: position)
                        // A document marker cannot start a line inside a scalar.
                        let next = position + 1
                        if next + 3 <= bytes.count, bytes[next] == UInt8(ascii: "-") || bytes[next] == UInt8(ascii: "."),
                            bytes[next + 1] == bytes[next], bytes[next + 2] == bytes[next]
                        {
                            throw Unsupported()
                        }
                    }
                    position += 1
                }
                // Only LF counts as a break; a lone CR was refused in `parse`.
                guard breaks > 0 else { throw Unsupported() }
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
    func isUnicodeLineBreak(_ offset: Int) -> Bool {
        guard offset + 1 < bytes.count else { return false }
        if bytes[offset] == 0xC2, bytes[offset + 1] == 0x85 { return true }
        return offset + 2 < bytes.count && bytes[offset] == 0xE2 && bytes[offset + 1] == 0x80
            && (bytes[offset + 2] == 0xA8 || bytes[offset + 2] == 0xA9)
    }

    mutating func escape(into output: inout [UInt8]) throws(Unsupported) {
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
            guard
                digitBytes.allSatisfy({
                    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0 | 0x20)
                })
            else { throw Unsupported() }
            let hex = String(decoding: digitBytes, as: UTF8.self)
            guard let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else { throw Unsupported() }
            append(scalar)
            position += digits
        default:
            // Escaped line breaks and unknown escapes are left to Yams.
            throw Unsupported()
        }
    }

    mutating func anchorName() throws(Unsupported) -> String {
        position += 1
        let start = position
        while position < bytes.count, !isBlank(position),
            ![UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "{")].contains(byte)
        {
            // Plain names only (letters, digits, - and _); anything else is left to Yams.
            let current = byte
            guard
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(current) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(current)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(current) || current == UInt8(ascii: "-")
                    || current == UInt8(ascii: "_")
            else { throw Unsupported() }
            position += 1
        }
        guard position > start else { throw Unsupported() }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    }

    mutating func alias() throws(Unsupported) -> YAMLNode {
        let name = try anchorName()
        guard let node = anchors[name] else { throw Unsupported() }
        return node
    }
}
