import SourceText

/// An XML property list value, keeping dictionary order (for byte-exact rewrites) and the
/// offset of each value (for messages).
public indirect enum PropertyList: Sendable, Equatable {
    case string(String, offset: Int)
    case integer(String, offset: Int)
    case real(String, offset: Int)
    case bool(Bool, offset: Int)
    case array([PropertyList], offset: Int)
    case dictionary([(key: String, value: PropertyList)], offset: Int)
    /// `<date>` and `<data>`, kept as written.
    case other(name: String, text: String, offset: Int)

    public static func == (lhs: PropertyList, rhs: PropertyList) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a, _), .string(let b, _)), (.integer(let a, _), .integer(let b, _)), (.real(let a, _), .real(let b, _)):
            return a == b
        case (.bool(let a, _), .bool(let b, _)): return a == b
        case (.array(let a, _), .array(let b, _)): return a == b
        case (.dictionary(let a, _), .dictionary(let b, _)): return a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
        case (.other(let n1, let t1, _), .other(let n2, let t2, _)): return n1 == n2 && t1 == t2
        default: return false
        }
    }

    public var offset: Int {
        switch self {
        case .string(_, let offset), .integer(_, let offset), .real(_, let offset), .bool(_, let offset), .array(_, let offset),
            .dictionary(_, let offset), .other(_, _, let offset):
            offset
        }
    }

    public var string: String? {
        if case .string(let value, _) = self { return value }
        return nil
    }

    public var dictionary: [(key: String, value: PropertyList)]? {
        if case .dictionary(let members, _) = self { return members }
        return nil
    }

    public subscript(key: String) -> PropertyList? {
        dictionary?.first { $0.key == key }?.value
    }

    public var typeName: String {
        switch self {
        case .string: "a string"
        case .integer: "an integer"
        case .real: "a real"
        case .bool: "a boolean"
        case .array: "an array"
        case .dictionary: "a dictionary"
        case .other(let name, _, _): "<\(name)>"
        }
    }

    /// A dictionary key given more than once: the path of dictionary keys (array indices as
    /// numbers) from the root down to it, and every value it was given, in file order.
    public struct RepeatedKey: Sendable {
        public var path: [String]
        public var values: [PropertyList]
    }

    /// Reads an XML property list. A key given twice in a dictionary keeps its last value, as
    /// Foundation's reader does (`CFDictionarySetValue` in `parseDictTag`).
    public static func read(_ file: SourceFile) throws(InputError) -> PropertyList {
        try readNotingRepeats(file).value
    }

    /// Reads an XML property list, with the keys its dictionaries repeat.
    public static func readNotingRepeats(_ file: SourceFile) throws(InputError) -> (value: PropertyList, repeated: [RepeatedKey]) {
        let root = try XMLReader.parse(file)
        guard root.name == "plist" else { throw file.error(at: root.offset, "expected a <plist> document, found <\(root.name)>") }
        let values = root.elements
        guard values.count == 1 else { throw file.error(at: root.offset, "a <plist> holds exactly one value, found \(values.count)") }
        var repeated: [RepeatedKey] = []
        let value = try value(values[0], path: [], file: file, repeated: &repeated)
        return (value, repeated)
    }

    static func value(_ element: XMLElement, path: [String], file: SourceFile, repeated: inout [RepeatedKey]) throws(InputError)
        -> PropertyList
    {
        switch element.name {
        case "string": return .string(element.text, offset: element.offset)
        case "integer": return .integer(element.text, offset: element.offset)
        case "real": return .real(element.text, offset: element.offset)
        case "true": return .bool(true, offset: element.offset)
        case "false": return .bool(false, offset: element.offset)
        case "date", "data": return .other(name: element.name, text: element.text, offset: element.offset)
        case "array":
            var items: [PropertyList] = []
            for (index, child) in element.elements.enumerated() {
                items.append(try value(child, path: path + [String(index)], file: file, repeated: &repeated))
            }
            return .array(items, offset: element.offset)
        case "dict":
            var members = LastValueWins<(key: String, value: PropertyList)>()
            var given: [String: [PropertyList]] = [:]
            let children = element.elements
            var index = 0
            while index < children.count {
                guard children[index].name == "key" else {
                    throw file.error(
                        at: children[index].offset, "a <dict> must alternate <key> and a value, found <\(children[index].name)>")
                }
                guard index + 1 < children.count else {
                    throw file.error(at: children[index].offset, "<key>\(children[index].text)</key> has no value")
                }
                let key = children[index].text
                let member = try value(children[index + 1], path: path + [key], file: file, repeated: &repeated)
                members.add((key, member), key: key, occurrence: DuplicateKey.Occurrence(offset: children[index].offset, value: ""))
                given[key, default: []].append(member)
                index += 2
            }
            for duplicate in members.duplicates() {
                repeated.append(RepeatedKey(path: path + [duplicate.key], values: given[duplicate.key]!))
            }
            return .dictionary(members.kept, offset: element.offset)
        default:
            throw file.error(at: element.offset, "<\(element.name)> is not a property list value")
        }
    }

    /// Writes Apple's XML property list format: tab indentation, the standard header.
    public func xml() -> String {
        var output = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">

            """
        write(depth: 0, into: &output)
        output += "</plist>\n"
        return output
    }

    private func write(depth: Int, into output: inout String) {
        let indent = String(repeating: "\t", count: depth)
        switch self {
        case .string(let value, _): output += "\(indent)<string>\(XMLEscaping.text(value))</string>\n"
        case .integer(let value, _): output += "\(indent)<integer>\(value)</integer>\n"
        case .real(let value, _): output += "\(indent)<real>\(value)</real>\n"
        case .bool(let value, _): output += "\(indent)<\(value ? "true" : "false")/>\n"
        case .other(let name, let text, _): output += "\(indent)<\(name)>\(XMLEscaping.text(text))</\(name)>\n"
        case .array(let items, _):
            if items.isEmpty {
                output += "\(indent)<array/>\n"
                return
            }
            output += "\(indent)<array>\n"
            for item in items { item.write(depth: depth + 1, into: &output) }
            output += "\(indent)</array>\n"
        case .dictionary(let members, _):
            if members.isEmpty {
                output += "\(indent)<dict/>\n"
                return
            }
            output += "\(indent)<dict>\n"
            for (key, value) in members {
                output += "\(indent)\t<key>\(XMLEscaping.text(key))</key>\n"
                value.write(depth: depth + 1, into: &output)
            }
            output += "\(indent)</dict>\n"
        }
    }
}
