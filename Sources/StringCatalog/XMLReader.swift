import SourceText

/// An XML element with its children, as the plist and XLIFF readers need it.
public struct XMLElement: Sendable, Equatable {
    public var name: String
    public var attributes: [(name: String, value: String)]
    public var children: [XMLNode]
    /// Byte offset of the `<` that opens the element.
    public var offset: Int

    public static func == (lhs: XMLElement, rhs: XMLElement) -> Bool {
        lhs.name == rhs.name && lhs.attributes.map(\.name) == rhs.attributes.map(\.name)
            && lhs.attributes.map(\.value) == rhs.attributes.map(\.value) && lhs.children == rhs.children && lhs.offset == rhs.offset
    }

    public func attribute(_ name: String) -> String? { attributes.first { $0.name == name }?.value }

    public var elements: [XMLElement] {
        children.compactMap { if case .element(let element) = $0 { element } else { nil } }
    }

    public func elements(named name: String) -> [XMLElement] { elements.filter { $0.name == name } }
    public func firstElement(named name: String) -> XMLElement? { elements.first { $0.name == name } }

    /// The concatenated character data of the element and its descendants.
    public var text: String {
        children.map { node in
            switch node {
            case .text(let text, _): text
            case .element(let element): element.text
            case .comment: ""
            }
        }.joined()
    }
}

public enum XMLNode: Sendable, Equatable {
    case element(XMLElement)
    case text(String, offset: Int)
    case comment(String)
}

/// A small, strict XML reader for the formats the toolkit reads (property lists, XLIFF).
///
/// It never resolves entities beyond XML's five and numeric references: a document type with
/// an internal subset (where entities are declared) is refused, which rules out external
/// entity and entity-expansion attacks. Nesting is bounded. Errors carry byte offsets.
public struct XMLReader {
    public static let maximumDepth = 256

    let bytes: [UInt8]
    var position = 0
    var depth = 0

    public static func parse(_ file: SourceFile) throws(InputError) -> XMLElement {
        var reader = XMLReader(bytes: file.bytes)
        do {
            return try reader.document()
        } catch let error as XMLSyntaxError {
            throw file.error(at: error.offset, error.message)
        } catch {
            throw InputError(file: file.path, message: "\(error)")
        }
    }

    struct XMLSyntaxError: Error {
        let offset: Int
        let message: String
    }

    private func fail(_ message: String, at offset: Int? = nil) -> XMLSyntaxError {
        XMLSyntaxError(offset: offset ?? position, message: message)
    }

    mutating func document() throws -> XMLElement {
        var root: XMLElement?
        while true {
            skipSpace()
            guard position < bytes.count else { break }
            if starts(with: "<?") {
                try skip(past: "?>", what: "processing instruction")
            } else if starts(with: "<!--") {
                _ = try comment()
            } else if starts(with: "<!DOCTYPE") {
                try doctype()
            } else if starts(with: "<") {
                guard root == nil else { throw fail("a document has one root element; found a second one") }
                root = try element()
            } else {
                throw fail("text outside the root element")
            }
        }
        guard let root else { throw fail("the document has no root element", at: 0) }
        return root
    }

    private mutating func doctype() throws {
        let start = position
        while position < bytes.count, bytes[position] != UInt8(ascii: ">") {
            if bytes[position] == UInt8(ascii: "[") {
                throw fail("document type declarations with an internal subset are refused: entities are never expanded", at: start)
            }
            position += 1
        }
        guard position < bytes.count else { throw fail("unclosed <!DOCTYPE", at: start) }
        position += 1
    }

    private mutating func element() throws -> XMLElement {
        let start = position
        depth += 1
        defer { depth -= 1 }
        guard depth <= XMLReader.maximumDepth else { throw fail("elements are nested deeper than \(XMLReader.maximumDepth) levels") }
        position += 1
        let name = try self.name()
        var attributes: [(name: String, value: String)] = []
        while true {
            skipSpace()
            guard position < bytes.count else { throw fail("unclosed <\(name)", at: start) }
            if starts(with: "/>") {
                position += 2
                return XMLElement(name: name, attributes: attributes, children: [], offset: start)
            }
            if bytes[position] == UInt8(ascii: ">") {
                position += 1
                break
            }
            let attributeStart = position
            let attribute = try self.name()
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else { throw fail("attribute \(attribute) needs a value") }
            position += 1
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") else {
                throw fail("attribute values must be quoted")
            }
            let quote = bytes[position]
            position += 1
            let valueStart = position
            while position < bytes.count, bytes[position] != quote {
                if bytes[position] == UInt8(ascii: "<") { throw fail("'<' is not allowed in an attribute value") }
                position += 1
            }
            guard position < bytes.count else { throw fail("unclosed attribute value", at: valueStart) }
            let value = try decodeReferences(valueStart, position)
            position += 1
            if attributes.contains(where: { $0.name == attribute }) {
                throw fail("attribute \(attribute) appears twice", at: attributeStart)
            }
            attributes.append((attribute, value))
        }
        var children: [XMLNode] = []
        while true {
            guard position < bytes.count else { throw fail("<\(name)> is never closed", at: start) }
            if starts(with: "</") {
                position += 2
                let closing = try self.name()
                guard closing == name else { throw fail("</\(closing)> closes <\(name)>") }
                skipSpace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: ">") else { throw fail("expected '>'") }
                position += 1
                return XMLElement(name: name, attributes: attributes, children: children, offset: start)
            } else if starts(with: "<!--") {
                children.append(.comment(try comment()))
            } else if starts(with: "<![CDATA[") {
                let textStart = position
                position += 9
                let contentStart = position
                while position < bytes.count, !starts(with: "]]>") { position += 1 }
                guard position < bytes.count else { throw fail("unclosed CDATA section", at: textStart) }
                children.append(.text(String(decoding: bytes[contentStart..<position], as: UTF8.self), offset: textStart))
                position += 3
            } else if starts(with: "<?") {
                try skip(past: "?>", what: "processing instruction")
            } else if bytes[position] == UInt8(ascii: "<") {
                children.append(.element(try element()))
            } else {
                let textStart = position
                while position < bytes.count, bytes[position] != UInt8(ascii: "<") { position += 1 }
                children.append(.text(try decodeReferences(textStart, position), offset: textStart))
            }
        }
    }

    private mutating func comment() throws -> String {
        let start = position
        position += 4
        let contentStart = position
        while position < bytes.count, !starts(with: "-->") { position += 1 }
        guard position < bytes.count else { throw fail("unclosed comment", at: start) }
        let text = String(decoding: bytes[contentStart..<position], as: UTF8.self)
        position += 3
        return text
    }

    private mutating func name() throws -> String {
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            let allowed =
                byte >= 0x80 || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "_")
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            guard allowed else { break }
            position += 1
        }
        guard position > start else { throw fail("expected a name") }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// Character data with `&…;` references decoded; any entity other than XML's own five is
    /// an error, never a lookup.
    private func decodeReferences(_ start: Int, _ end: Int) throws -> String {
        guard bytes[start..<end].contains(UInt8(ascii: "&")) else { return String(decoding: bytes[start..<end], as: UTF8.self) }
        var output: [UInt8] = []
        var index = start
        while index < end {
            guard bytes[index] == UInt8(ascii: "&") else {
                output.append(bytes[index])
                index += 1
                continue
            }
            guard let semicolon = bytes[index..<min(end, index + 12)].firstIndex(of: UInt8(ascii: ";")) else {
                throw fail("'&' must start a reference such as &amp;", at: index)
            }
            let name = String(decoding: bytes[(index + 1)..<semicolon], as: UTF8.self)
            switch name {
            case "lt": output.append(UInt8(ascii: "<"))
            case "gt": output.append(UInt8(ascii: ">"))
            case "amp": output.append(UInt8(ascii: "&"))
            case "quot": output.append(UInt8(ascii: "\""))
            case "apos": output.append(UInt8(ascii: "'"))
            default:
                let number: UInt32?
                if name.hasPrefix("#x") || name.hasPrefix("#X") {
                    number = UInt32(name.dropFirst(2), radix: 16)
                } else if name.hasPrefix("#") {
                    number = UInt32(name.dropFirst())
                } else {
                    number = nil
                }
                guard let number else {
                    throw fail("undefined entity &\(name); (only XML's own and numeric references are accepted)", at: index)
                }
                guard let scalar = Unicode.Scalar(number), number != 0 else { throw fail("&\(name); is not a character", at: index) }
                output.append(contentsOf: UTF8.encode(scalar)!)
            }
            index = semicolon + 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    private mutating func skip(past terminator: String, what: String) throws {
        let start = position
        while position < bytes.count, !starts(with: terminator) { position += 1 }
        guard position < bytes.count else { throw fail("unclosed \(what)", at: start) }
        position += terminator.utf8.count
    }

    private mutating func skipSpace() {
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
    }

    private func starts(with literal: String) -> Bool {
        let utf8 = literal.utf8
        guard position + utf8.count <= bytes.count else { return false }
        return bytes[position..<(position + utf8.count)].elementsEqual(utf8)
    }
}

/// Escaping for XML text and attribute values.
public enum XMLEscaping {
    public static func text(_ value: String) -> String {
        var output = ""
        output.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    public static func attribute(_ value: String) -> String {
        TextEscaping.xmlAttribute(value)
    }
}
