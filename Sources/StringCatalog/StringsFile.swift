import SourceText

/// A `.strings` table: `/* comment */ "key" = "value";` pairs in file order.
public struct StringsFile: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var key: String
        public var value: String
        /// The comment written just before the pair, without its delimiters.
        public var comment: String?
        public var offset: Int

        public init(key: String, value: String, comment: String? = nil, offset: Int = -1) {
            self.key = key
            self.value = value
            self.comment = comment
            self.offset = offset
        }
    }

    /// One pair per key, in file order; a key given twice is here once, with its last value,
    /// at its last place (what Foundation reads), and listed in `duplicates`.
    public var entries: [Entry]
    /// Keys the file gives more than once (see `DuplicateKey`).
    public var duplicates: [DuplicateKey]
    /// Where Foundation stops reading the table without an error, when it does (see `Stop`).
    public var stop: Stop?

    /// A character that cannot start a key, after a pair's `;` (`"a" = "b";;`): Foundation's
    /// reader (`parsePlistDictContent` in CFOldStylePList.c) ends the table there and returns the
    /// pairs before it, with no error and no warning at build time, so the pairs after it never
    /// load. `entries` holds what the app reads.
    public struct Stop: Sendable, Equatable {
        public var offset: Int
        /// The character, as a message shows it (`';'`, `U+00A0`).
        public var character: String
        /// Pairs written after the stop, which the app never reads.
        public var pairsAfter: Int
    }

    public init(entries: [Entry], duplicates: [DuplicateKey] = [], stop: Stop? = nil) {
        self.entries = entries
        self.duplicates = duplicates
        self.stop = stop
    }

    /// Parses UTF-8 or UTF-16 (with a byte order mark) text, the old-style property list
    /// syntax Foundation reads: quoted or bare keys and values, `"key";` for a value equal to
    /// its key, the whole table optionally inside `{ }`, `/* */` and `//` comments, escapes
    /// \n \t \r \" \\ \U1234 and octal \101.
    /// A table written as an XML property list (some localization platforms export `.strings`
    /// so) is read as one too: Foundation takes either form.
    public static func read(_ file: SourceFile) throws(InputError) -> StringsFile {
        if isXMLPropertyList(file.bytes) { return try readPropertyList(file) }
        var parser = Parser(bytes: file.bytes)
        // A second byte order mark after the first: damus has shipped 26 tables so since 2023
        // (UTF-16, FF FE FF FE), so its builds read them. Foundation on Linux refuses the mark;
        // the app's build is what counts, and nothing else in the table is in doubt.
        while parser.bytes[parser.position...].starts(with: [0xEF, 0xBB, 0xBF]) { parser.position += 3 }
        do {
            return try parser.table()
        } catch let error as Parser.Failure {
            throw file.error(at: error.offset, error.message)
        } catch {
            throw InputError(file: file.path, message: "\(error)")
        }
    }

    /// The problem a lint reports for `stop`, in `file`'s terms; none when no pair follows the
    /// stop (a `;;` on the last line loses nothing).
    public func stopProblem(in file: SourceFile) -> InputError? {
        guard let stop, stop.pairsAfter > 0 else { return nil }
        let pairs = stop.pairsAfter == 1 ? "the pair after it" : "the \(stop.pairsAfter) pairs after it"
        return InputError(
            file: file.path, location: file.location(ofOffset: stop.offset),
            message: "Foundation stops reading the table at the \(stop.character) where a key should start, without an error: "
                + "\(pairs) never load",
            stoppedEarly: InputError.StoppedEarly(itemsAfter: stop.pairsAfter))
    }

    public static func read(path: String, sizeLimit: Int = SourceFile.defaultSizeLimit) throws(InputError) -> StringsFile {
        try read(SourceFile.read(path: path, sizeLimit: sizeLimit, allowUTF16: true))
    }

    /// Whether the text opens as XML (after a byte order mark and white space): an old-style
    /// table cannot start with `<`.
    static func isXMLPropertyList(_ bytes: [UInt8]) -> Bool {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: "<")
    }

    /// One `<dict>` whose values are `<string>`s. A pair sits where its value is written; a key
    /// given twice keeps its last value, as in the other syntax.
    static func readPropertyList(_ file: SourceFile) throws(InputError) -> StringsFile {
        let (root, repeated) = try PropertyList.readNotingRepeats(file)
        guard let members = root.dictionary else {
            throw file.error(at: root.offset, "a .strings property list holds one <dict> of strings, found \(root.typeName)")
        }
        var entries: [Entry] = []
        for (key, value) in members {
            guard let text = value.string else {
                throw file.error(at: value.offset, "the value of \"\(key)\" is \(value.typeName); a .strings table maps keys to strings")
            }
            entries.append(Entry(key: key, value: text, offset: value.offset))
        }
        let duplicates = repeated.map { repeatedKey in
            DuplicateKey(
                key: repeatedKey.path.joined(separator: "."),
                occurrences: repeatedKey.values.map { DuplicateKey.Occurrence(offset: $0.offset, value: $0.string ?? "") })
        }
        return StringsFile(entries: entries, duplicates: duplicates)
    }

    /// The table in the style `genstrings` and Xcode write.
    public func text() -> String {
        var output = ""
        for (index, entry) in entries.enumerated() {
            if index > 0 { output += "\n" }
            if let comment = entry.comment { output += Self.comment(comment) }
            output += "\"\(StringsFile.escape(entry.key))\" = \"\(StringsFile.escape(entry.value))\";\n"
        }
        return output
    }

    /// A comment as the writer puts it before its pair. One read from a `//` line can hold `*/`,
    /// which would end a block comment early and leave the rest to be read as a key: such a one
    /// is written back as line comments.
    static func comment(_ text: String) -> String {
        guard text.contains("*/") else { return "/* \(text) */\n" }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { "// \($0)\n" }.joined()
    }

    static func escape(_ text: String) -> String {
        TextEscaping.backslashed(text) { "\\U" + TextEscaping.hex($0, width: 4) }
    }

    struct Parser {
        struct Failure: Error {
            let offset: Int
            let message: String
        }

        let bytes: [UInt8]
        var position = 0

        mutating func table() throws -> StringsFile {
            var pairs = LastValueWins<Entry>()
            // Both forms of a pair go through the same bookkeeping, so a key given once in
            // each form is a duplicate like any other.
            func add(_ entry: Entry) {
                pairs.add(entry, key: entry.key, occurrence: DuplicateKey.Occurrence(offset: entry.offset, value: entry.value))
            }
            // An old-style property list dictionary around the pairs: `{ "key" = "value"; }`.
            var leadingComment = try skipSpaceAndComments()
            let braced = position < bytes.count && bytes[position] == UInt8(ascii: "{")
            let openingBrace = position
            if braced {
                position += 1
                leadingComment = nil
            }
            while true {
                let comment = try skipSpaceAndComments() ?? leadingComment
                leadingComment = nil
                guard position < bytes.count else {
                    if braced { throw Failure(offset: openingBrace, message: "the '{' that opens the table is never closed") }
                    break
                }
                if braced, bytes[position] == UInt8(ascii: "}") {
                    position += 1
                    _ = try skipSpaceAndComments()
                    guard position >= bytes.count else {
                        throw Failure(offset: position, message: "text after the '}' that closes the table")
                    }
                    break
                }
                let start = position
                if !braced, !pairs.items.isEmpty, !Parser.startsString(bytes[position]) {
                    return StringsFile(entries: pairs.kept, duplicates: pairs.duplicates(), stop: stop(at: position))
                }
                let key = try token("a key")
                _ = try skipSpaceAndComments()
                guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
                    // "key"; alone means the value is the key (legacy syntax).
                    if position < bytes.count, bytes[position] == UInt8(ascii: ";") {
                        position += 1
                        add(Entry(key: key, value: key, comment: comment, offset: start))
                        continue
                    }
                    throw Failure(offset: position, message: "expected '=' after the key \"\(key)\"")
                }
                position += 1
                _ = try skipSpaceAndComments()
                if position < bytes.count, bytes[position] == UInt8(ascii: "{") || bytes[position] == UInt8(ascii: "(") {
                    throw Failure(
                        offset: position,
                        message: "the value of \"\(key)\" is a property list collection; a .strings table maps keys to strings")
                }
                let value = try token("a value")
                _ = try skipSpaceAndComments()
                guard position < bytes.count, bytes[position] == UInt8(ascii: ";") else {
                    throw Failure(offset: position, message: "expected ';' after the value of \"\(key)\"")
                }
                position += 1
                add(Entry(key: key, value: value, comment: comment, offset: start))
            }
            return StringsFile(entries: pairs.kept, duplicates: pairs.duplicates())
        }

        /// The stop at `offset`, with the pairs written after it counted as far as they read.
        func stop(at offset: Int) -> Stop {
            var rest = Parser(bytes: bytes, position: offset)
            var pairsAfter = 0
            while true {
                do { _ = try rest.skipSpaceAndComments() } catch { break }
                guard rest.position < bytes.count else { break }
                if !Parser.startsString(bytes[rest.position]) {
                    rest.position += 1
                    continue
                }
                do { try rest.pair() } catch { break }
                pairsAfter += 1
            }
            let scalar = String(decoding: bytes[offset..<min(offset + 4, bytes.count)], as: UTF8.self).unicodeScalars.first ?? "?"
            let character =
                (0x21..<0x7F).contains(scalar.value) ? "'\(Character(scalar))'" : "U+" + TextEscaping.hex(scalar.value, width: 4)
            return Stop(offset: offset, character: character, pairsAfter: pairsAfter)
        }

        /// One `key = value;` or `key;`, for counting (see `stop(at:)`).
        mutating func pair() throws {
            _ = try token("a key")
            _ = try skipSpaceAndComments()
            if position < bytes.count, bytes[position] == UInt8(ascii: "=") {
                position += 1
                _ = try skipSpaceAndComments()
                _ = try token("a value")
                _ = try skipSpaceAndComments()
            }
            guard position < bytes.count, bytes[position] == UInt8(ascii: ";") else { throw Failure(offset: position, message: "") }
            position += 1
        }

        /// Whether a key can start with `byte`: a quote or a character of a bare string.
        static func startsString(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || isBare(byte)
        }

        /// Skips white space and comments; returns the last comment's text.
        mutating func skipSpaceAndComments() throws -> String? {
            var last: String?
            while position < bytes.count {
                let byte = bytes[position]
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                    position += 1
                } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                    let start = position
                    position += 2
                    let contentStart = position
                    while position + 1 < bytes.count, !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/")) {
                        position += 1
                    }
                    guard position + 1 < bytes.count else { throw Failure(offset: start, message: "unclosed /* comment") }
                    last = String(decoding: bytes[contentStart..<position], as: UTF8.self).trimmingSpaces()
                    position += 2
                } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                    let contentStart = position + 2
                    while position < bytes.count, bytes[position] != 0x0A { position += 1 }
                    last = String(decoding: bytes[contentStart..<position], as: UTF8.self).trimmingSpaces()
                } else {
                    break
                }
            }
            return last
        }

        mutating func token(_ what: String) throws -> String {
            guard position < bytes.count else { throw Failure(offset: position, message: "expected \(what), found the end of the file") }
            if bytes[position] == UInt8(ascii: "\"") { return try quoted() }
            let start = position
            while position < bytes.count, Parser.isBare(bytes[position]) { position += 1 }
            guard position > start else { throw Failure(offset: position, message: "expected \(what) in double quotes") }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }

        static func isBare(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || "_$:./-".utf8.contains(byte)
        }

        mutating func quoted() throws -> String {
            let start = position
            position += 1
            var output: [UInt8] = []
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\"") {
                    position += 1
                    return String(decoding: output, as: UTF8.self)
                }
                guard byte == UInt8(ascii: "\\") else {
                    output.append(byte)
                    position += 1
                    continue
                }
                guard position + 1 < bytes.count else { break }
                let escaped = bytes[position + 1]
                position += 2
                switch escaped {
                case UInt8(ascii: "n"): output.append(0x0A)
                case UInt8(ascii: "t"): output.append(0x09)
                case UInt8(ascii: "r"): output.append(0x0D)
                case UInt8(ascii: "a"): output.append(0x07)
                case UInt8(ascii: "b"): output.append(0x08)
                case UInt8(ascii: "f"): output.append(0x0C)
                case UInt8(ascii: "v"): output.append(0x0B)
                case UInt8(ascii: "U"), UInt8(ascii: "u"):
                    guard position + 4 <= bytes.count,
                        let value = UInt32(String(decoding: bytes[position..<(position + 4)], as: UTF8.self), radix: 16)
                    else {
                        throw Failure(offset: position - 2, message: "\\U needs four hex digits")
                    }
                    position += 4
                    var scalar = value
                    // A surrogate pair written as two \U escapes.
                    if value & 0xFC00 == 0xD800, position + 6 <= bytes.count, bytes[position] == UInt8(ascii: "\\"),
                        let low = UInt32(String(decoding: bytes[(position + 2)..<(position + 6)], as: UTF8.self), radix: 16),
                        low & 0xFC00 == 0xDC00
                    {
                        scalar = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                        position += 6
                    }
                    guard let unicode = Unicode.Scalar(scalar) else {
                        throw Failure(offset: position - 6, message: "\\U\(String(value, radix: 16)) is not a character")
                    }
                    output.append(contentsOf: UTF8.encode(unicode)!)
                case UInt8(ascii: "0")...UInt8(ascii: "7"):
                    var value = UInt32(escaped - UInt8(ascii: "0"))
                    var digits = 1
                    while digits < 3, position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[position]) {
                        value = value * 8 + UInt32(bytes[position] - UInt8(ascii: "0"))
                        position += 1
                        digits += 1
                    }
                    output.append(contentsOf: UTF8.encode(Unicode.Scalar(value)!)!)
                default:
                    output.append(escaped)
                }
            }
            throw Failure(offset: start, message: "string is never closed")
        }
    }
}

extension String {
    func trimmingSpaces() -> String {
        var slice = Substring(self)
        while let first = slice.first, first == " " || first == "\n" || first == "\t" || first == "\r" { slice.removeFirst() }
        while let last = slice.last, last == " " || last == "\n" || last == "\t" || last == "\r" { slice.removeLast() }
        return String(slice)
    }
}
