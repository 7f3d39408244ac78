/// Writes JSON text. Members are written in the order the value holds them: callers that
/// need an ordering (Xcode sorts catalog keys) sort before writing.
public struct JSONWriter: Sendable {
    public enum Style: Sendable {
        /// Xcode's String Catalog style: two-space indent, `"key" : value`, an empty object
        /// as `{` blank line `}`, every non-ASCII character raw, `/` not escaped.
        case xcode
        /// Two-space indent with `"key": value`, for reports meant for people and tools.
        case pretty
        /// No white space at all, one value per line for streaming (JSON Lines).
        case compact
    }

    public var style: Style

    public init(style: Style) { self.style = style }

    public func string(_ value: JSONValue) -> String {
        var bytes: [UInt8] = []
        write(value, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    public func write(_ value: JSONValue, into output: inout [UInt8]) {
        write(value, depth: 0, into: &output)
    }

    private func write(_ value: JSONValue, depth: Int, into output: inout [UInt8]) {
        switch value {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let text): output.append(contentsOf: text.utf8)
        case .string(let text): JSONWriter.writeString(text, into: &output)
        case .array(let elements):
            writeContainer(open: UInt8(ascii: "["), close: UInt8(ascii: "]"), count: elements.count, depth: depth, into: &output) {
                index, output in
                write(elements[index], depth: depth + 1, into: &output)
            }
        case .object(let members):
            writeContainer(open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), count: members.count, depth: depth, into: &output) {
                index, output in
                JSONWriter.writeString(members[index].key, into: &output)
                output.append(contentsOf: style == .xcode ? " : ".utf8 : (style == .pretty ? ": ".utf8 : ":".utf8))
                write(members[index].value, depth: depth + 1, into: &output)
            }
        }
    }

    private func writeContainer(
        open: UInt8, close: UInt8, count: Int, depth: Int, into output: inout [UInt8],
        element: (Int, inout [UInt8]) -> Void
    ) {
        output.append(open)
        if style == .compact {
            for index in 0..<count {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                element(index, &output)
            }
            output.append(close)
            return
        }
        if count == 0 {
            // Xcode writes an empty container over three lines; the pretty style keeps "{}".
            if style == .xcode {
                output.append(contentsOf: "\n\n".utf8)
                indent(depth, into: &output)
            }
            output.append(close)
            return
        }
        output.append(UInt8(ascii: "\n"))
        for index in 0..<count {
            indent(depth + 1, into: &output)
            element(index, &output)
            if index < count - 1 { output.append(UInt8(ascii: ",")) }
            output.append(UInt8(ascii: "\n"))
        }
        indent(depth, into: &output)
        output.append(close)
    }

    private func indent(_ depth: Int, into output: inout [UInt8]) {
        for _ in 0..<depth { output.append(contentsOf: [0x20, 0x20]) }
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    /// Escapes as Xcode does: quote, backslash, \n \r \t by name, other C0 controls as
    /// lowercase \u00xx, and everything else (including `/` and non-ASCII) raw.
    public static func writeString(_ text: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            // Nearly every byte is written as it is.
            if byte >= 0x20, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
                output.append(byte)
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: [0x5C, 0x22])
            case UInt8(ascii: "\\"): output.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: output.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x0D: output.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case 0x09: output.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0..<0x20:
                output.append(contentsOf: [
                    0x5C, UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)],
                ])
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
