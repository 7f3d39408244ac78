import OrderedJSON
import SourceText

/// Rewrites only what changed in a String Catalog file: the bytes of each entry whose content
/// differs are replaced by the entry as Xcode writes it, new entries are inserted where the
/// updated catalog orders them, and every other byte of the file stays as it was, whoever
/// wrote it. An import of five translated units then changes five entries in the diff, not a
/// file someone formatted differently.
public enum XCStringsSplice {
    /// `updated` is `original` read into a catalog and changed; entries are never removed.
    /// Nil when the file is not laid out as a catalog object with a `strings` object (the
    /// caller then writes the whole catalog).
    public static func bytes(original: [UInt8], updated: StringCatalog) -> [UInt8]? {
        guard let layout = try? Layout(original) else { return nil }
        var replacements: [(range: Range<Int>, bytes: [UInt8])] = []
        var pendingInserts: [(before: Int?, entry: CatalogEntry)] = []
        let keys = Dictionary(layout.members.enumerated().map { ($0.element.key, $0.offset) }, uniquingKeysWith: { first, _ in first })
        for (position, entry) in updated.entries.enumerated() {
            guard let index = keys[entry.key] else {
                // Before the next entry the file already has, in the updated catalog's order.
                let next = updated.entries[(position + 1)...].lazy.compactMap { keys[$0.key] }.first
                pendingInserts.append((next, entry))
                continue
            }
            let member = layout.members[index]
            let written = entryBytes(entry, indent: layout.indent)
            let before = original[member.value]
            if !before.elementsEqual(written), !sameEntry(Array(before), entry) {
                replacements.append((member.value, written))
            }
        }
        guard !pendingInserts.isEmpty || !replacements.isEmpty else { return original }
        if !pendingInserts.isEmpty, layout.members.isEmpty { return nil }
        for (next, entry) in pendingInserts {
            var text: [UInt8] = []
            JSONWriter.writeString(entry.key, into: &text)
            text += layout.separator + entryBytes(entry, indent: layout.indent)
            if let next {
                let at = layout.members[next].keyQuote
                replacements.append((at..<at, text + [UInt8(ascii: ",")] + layout.lineBreak + layout.indent))
            } else {
                let at = layout.members[layout.members.count - 1].value.upperBound
                replacements.append((at..<at, [UInt8(ascii: ",")] + layout.lineBreak + layout.indent + text))
            }
        }
        // Inserts at one place keep the updated catalog's order: stable sort by position.
        let ordered = replacements.enumerated().sorted {
            ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset)
        }
        var output: [UInt8] = []
        output.reserveCapacity(original.count + ordered.reduce(0) { $0 + $1.element.bytes.count })
        var cursor = 0
        for (_, replacement) in ordered {
            output += original[cursor..<replacement.range.lowerBound]
            output += replacement.bytes
            cursor = replacement.range.upperBound
        }
        output += original[cursor...]
        return output
    }

    /// Whether the bytes of an entry's value read as `entry` (the file wrote it in a layout of
    /// its own, so its bytes differ from Xcode's while its content does not).
    private static func sameEntry(_ bytes: [UInt8], _ entry: CatalogEntry) -> Bool {
        var wrapper = Array("{\"sourceLanguage\":\"_\",\"strings\":{".utf8)
        JSONWriter.writeString(entry.key, into: &wrapper)
        wrapper += Array(":".utf8) + bytes + Array("}}".utf8)
        guard let catalog = try? XCStringsReader.read(SourceFile(path: "entry", bytes: wrapper)), let read = catalog.entries.first else {
            return false
        }
        return XCStringsWriter.json(read) == XCStringsWriter.json(entry)
    }

    /// The entry's value as Xcode writes it, each line after the first indented like the
    /// entry's key (blank lines stay blank, as Xcode writes an empty object).
    static func entryBytes(_ entry: CatalogEntry, indent: [UInt8]) -> [UInt8] {
        var plain: [UInt8] = []
        JSONWriter(style: .xcode).write(XCStringsWriter.json(entry), into: &plain)
        var output: [UInt8] = []
        output.reserveCapacity(plain.count + 64)
        for (index, byte) in plain.enumerated() {
            output.append(byte)
            if byte == 0x0A, index + 1 < plain.count, plain[index + 1] != 0x0A { output += indent }
        }
        return output
    }

    /// Where the members of the `strings` object lie in the file.
    struct Layout {
        struct Member {
            let key: String
            let keyQuote: Int
            let value: Range<Int>
        }

        var members: [Member] = []
        /// The white space before each key of `strings` ("    " in Xcode's files).
        var indent: [UInt8] = Array("    ".utf8)
        /// What is between a key and its value (" : ").
        var separator: [UInt8] = Array(" : ".utf8)
        var lineBreak: [UInt8] = [0x0A]

        init(_ bytes: [UInt8]) throws {
            var members: [Member] = []
            try bytes.withUnsafeBufferPointer { buffer in
                var reader = JSONReader(bytes: buffer)
                try reader.readMembers { reader, key in
                    guard reader.span(key, equals: "strings") else {
                        try reader.skipValue()
                        return
                    }
                    try reader.readMembers { reader, member in
                        reader.skipWhitespace()
                        let start = reader.position
                        try reader.skipValue()
                        members.append(
                            Member(key: try reader.string(from: member), keyQuote: member.quoteOffset, value: start..<reader.position))
                    }
                }
            }
            self.members = members
            guard let first = members.first else { return }
            var lineStart = first.keyQuote
            while lineStart > 0, bytes[lineStart - 1] == 0x20 || bytes[lineStart - 1] == 0x09 { lineStart -= 1 }
            indent = Array(bytes[lineStart..<first.keyQuote])
            if lineStart >= 2, bytes[lineStart - 1] == 0x0A, bytes[lineStart - 2] == 0x0D { lineBreak = [0x0D, 0x0A] }
            // The key's closing quote is the last quote before the value.
            var quote = first.value.lowerBound - 1
            while quote > first.keyQuote, bytes[quote] != UInt8(ascii: "\"") { quote -= 1 }
            separator = Array(bytes[(quote + 1)..<first.value.lowerBound])
        }
    }
}
