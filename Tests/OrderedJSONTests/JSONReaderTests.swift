import OrderedJSON
import SourceText
import Testing

/// Parses a whole document from text.
func parse(_ text: String, maximumDepth: Int = 256) throws -> JSONValue {
    try parse(Array(text.utf8), maximumDepth: maximumDepth)
}

func parse(_ bytes: [UInt8], maximumDepth: Int = 256) throws -> JSONValue {
    try bytes.withUnsafeBufferPointer { try JSONReader.parse($0, maximumDepth: maximumDepth) }
}

/// The syntax error parsing `text` gives, or nil when it parses.
func syntaxError(_ text: String, maximumDepth: Int = 256) -> JSONSyntaxError? {
    do {
        _ = try parse(text, maximumDepth: maximumDepth)
        return nil
    } catch let error as JSONSyntaxError {
        return error
    } catch {
        Issue.record("not a JSONSyntaxError: \(error)")
        return nil
    }
}

/// What the reader keeps (order, literal numbers), what it decodes, and what it refuses, with
/// the byte offset each refusal points at.
struct JSONReaderTests {
    @Test func memberOrderIsKeptAsWritten() throws {
        let value = try parse(#"{"b": 1, "a": 2, "c": {"z": true, "y": null}, "á": [3, "x"]}"#)
        #expect(value.members?.map(\.key) == ["b", "a", "c", "á"])
        #expect(value["c"]?.members?.map(\.key) == ["z", "y"])
        #expect(JSONWriter(style: .compact).string(value) == #"{"b":1,"a":2,"c":{"z":true,"y":null},"á":[3,"x"]}"#)
    }

    /// The model can hold a repeated member (and writes it back); the reader refuses one, as
    /// catalogs must, pointing at the second occurrence.
    @Test func duplicateMembersAreKeptByTheModelAndRefusedByTheReader() throws {
        let doubled = JSONValue.object([JSONMember("a", 1), JSONMember("a", 2)])
        #expect(JSONWriter(style: .compact).string(doubled) == #"{"a":1,"a":2}"#)
        #expect(doubled["a"] == .number("1"), "look-up finds the first")
        let error = try #require(syntaxError(#"{"a": 1, "b": {"a": 0}, "a": 2}"#))
        #expect(error.message == #"duplicate member "a""#)
        #expect(error.offset == 24)
        // The same name spelled with an escape is the same name.
        #expect(syntaxError(#"{"a": 1, "\u0061": 2}"#)?.message == #"duplicate member "a""#)
    }

    @Test(arguments: [
        "0", "-0", "1.10", "-0.0", "1E+2", "1e-7", "2.5E10", "123456789012345678901234567890",
        "1e999999", "-1e-999999", "0.000000000000000000000000000001", String(repeating: "9", count: 10_000),
    ])
    func numbersKeepTheirLiteralText(_ literal: String) throws {
        #expect(try parse(literal) == .number(literal))
        let inArray = try parse("[\(literal), \(literal)]")
        #expect(inArray == .array([.number(literal), .number(literal)]))
        for style in [JSONWriter.Style.compact, .pretty, .xcode] {
            #expect(JSONWriter(style: style).string(.number(literal)) == literal)
        }
    }

    @Test(arguments: [
        ("01", 0, "numbers cannot have leading zeros"),
        ("-01", 1, "numbers cannot have leading zeros"),
        ("1.", 2, "expected digits after the decimal point, found the end of the file"),
        ("1.e5", 2, "expected digits after the decimal point, found 'e'"),
        ("1e", 2, "expected exponent digits, found the end of the file"),
        ("1e+", 3, "expected exponent digits, found the end of the file"),
        ("-", 1, "expected a digit after '-', found the end of the file"),
        ("-x", 1, "expected a digit after '-', found 'x'"),
        (".5", 0, "expected a value, found '.'"),
        ("+1", 0, "expected a value, found '+'"),
        ("0x10", 1, "expected the end of the file, found 'x'"),
        ("NaN", 0, "expected a value, found 'N'"),
        ("Infinity", 0, "expected a value, found 'I'"),
        ("[1,]", 3, "expected a value, found ']'"),
        ("nul", 0, "expected a value, found 'n'"),
        ("tru", 0, "expected true or false, found 't'"),
    ])
    func malformedScalarsAreRefusedWhereTheyGoWrong(_ text: String, offset: Int, message: String) throws {
        let error = try #require(syntaxError(text), "\(text) must be refused")
        #expect(error.offset == offset, "\(text): \(error)")
        #expect(error.message == message, "\(text)")
    }

    @Test func escapesDecode() throws {
        #expect(try parse(#""\"\\\/\b\f\n\r\t""#) == .string("\"\\/\u{8}\u{C}\n\r\t"))
        #expect(try parse(#""\u00e9\u20AC\u0000""#) == .string("é€\u{0}"))
        #expect(try parse(#""\ud83d\ude00 \uD83D\uDE00""#) == .string("😀 😀"), "surrogate pairs, either case")
        #expect(try parse(#""\udbff\udfff""#) == .string("\u{10FFFF}"))
        #expect(try parse(#"{"k\u00e9y": "v"}"#).members?.first?.key == "kéy", "member names decode too")
    }

    @Test(arguments: [
        (#""\x""#, 1, "unknown escape \\x"),
        (#""ab\'""#, 3, "unknown escape \\'"),
        (#""\u12G4""#, 1, "\\u escape needs four hex digits"),
        (#""\u12""#, 1, "\\u escape needs four hex digits"),
        (#""\ud83d""#, 1, "\\u escape is half of a surrogate pair"),
        (#""\ud83dabcdef""#, 1, "\\u escape is half of a surrogate pair"),
        (#""x\ud83d\u0041""#, 2, "\\u escape is half of a surrogate pair"),
        (#""\ude00""#, 1, "\\u escape is half of a surrogate pair"),
        (#""\ud83d\ud83d""#, 1, "\\u escape is half of a surrogate pair"),
    ])
    func invalidEscapesAreRefusedAtTheBackslash(_ text: String, offset: Int, message: String) throws {
        let error = try #require(syntaxError(text), "\(text) must be refused")
        #expect(error.message == message, "\(text)")
        #expect(error.offset == offset, "\(text): \(error)")
    }

    /// The reader looks at eight bytes at a time: a quote, backslash or control character must
    /// be found at every position of a word.
    @Test func specialBytesAreFoundAtEveryOffsetOfAWord() throws {
        for prefix in 0..<17 {
            let filler = String(repeating: "é", count: prefix / 2) + String(repeating: "a", count: prefix % 2)
            #expect(try parse("\"\(filler)\"") == .string(filler))
            #expect(try parse("\"\(filler)\\\"x\"") == .string(filler + "\"x"))
            #expect(try parse("\"\(filler)\\\\\"") == .string(filler + "\\"))
            for control in ["\u{0}", "\u{1}", "\t", "\n", "\u{1F}"] {
                let error = try #require(syntaxError("\"\(filler)\(control)tail\""))
                #expect(error.offset == 1 + filler.utf8.count, "control at \(prefix)")
                #expect(error.message.hasPrefix("control character 0x"))
            }
            #expect(try parse("\"\(filler)\u{7F}\"") == .string(filler + "\u{7F}"), "DEL is not a control character in JSON")
        }
    }

    @Test func unclosedStringsPointAtTheirQuote() throws {
        let error = try #require(syntaxError(#"{"a": "never closed}"#))
        #expect(error.offset == 6)
        #expect(error.message == "string is never closed")
        #expect(syntaxError(#""ends in a backslash\"#)?.message == "string is never closed")
    }

    @Test func nestingDeeperThanTheLimitIsRefused() throws {
        let limit = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
        #expect(throws: Never.self) { try parse(limit) }
        let deeper = String(repeating: "[", count: 257) + String(repeating: "]", count: 257)
        let error = try #require(syntaxError(deeper))
        #expect(error.message == "nesting is deeper than 256 levels")
        #expect(error.offset == 256)
        #expect(
            syntaxError(#"{"a": {"b": [1]}}"#, maximumDepth: 2)?.message == "nesting is deeper than 2 levels", "objects count as levels")
        #expect(syntaxError(#"{"a": [1]}"#, maximumDepth: 2) == nil)
        // Hostile input is refused before it can exhaust the stack.
        #expect(syntaxError(String(repeating: "[", count: 200_000))?.offset == 256)
        #expect(syntaxError(String(repeating: #"{"a":"#, count: 200_000))?.message == "nesting is deeper than 256 levels")
    }

    @Test(arguments: [
        ("{} x", 3, "expected the end of the file, found 'x'"),
        ("1 2", 2, "expected the end of the file, found a number"),
        ("[] ]", 3, "expected the end of the file, found ']'"),
        (#""a""b""#, 3, "expected the end of the file, found a string"),
        ("{}\u{C}", 2, "expected the end of the file, found byte 0xc"),
        ("[1 2]", 3, "expected ',' or ']' after an element, found a number"),
        (#"{"a": 1 "b": 2}"#, 8, "expected ',' or '}' after a member, found a string"),
        (#"{"a": 1,}"#, 8, "expected a string, found '}'"),
        (#"{"a" 1}"#, 5, "expected ':' after a member name, found a number"),
        ("[1, 2", 5, "expected ',' or ']', found the end of the file"),
        ("{1: 2}", 1, "expected a string, found a number"),
    ])
    func trailingAndMisplacedTextIsRefused(_ text: String, offset: Int, message: String) throws {
        let error = try #require(syntaxError(text), "\(text) must be refused")
        #expect(error.message == message, "\(text)")
        #expect(error.offset == offset, "\(text): \(error)")
    }

    @Test func whitespaceAroundADocumentIsAllowed() throws {
        #expect(try parse(" \t\r\n{ }\n\n") == .object([]))
        #expect(try parse("\n[\n]\n") == .array([]))
    }

    @Test(arguments: ["", "   ", "\n\n\t"])
    func emptyInputIsRefused(_ text: String) throws {
        let error = try #require(syntaxError(text))
        #expect(error.message == "expected a value, found the end of the file")
        #expect(error.offset == text.utf8.count)
    }

    /// The reader expects validated UTF-8 (it never traps on anything else); files come through
    /// `SourceFile`, which refuses bad bytes with their line and column before parsing.
    @Test func invalidUTF8IsRefusedBeforeParsingWithItsPlace() throws {
        let cases: [[UInt8]] = [[0xFF], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0x80]]
        for bad in cases {
            let bytes = Array("{\n  \"a\": \"x".utf8) + bad + Array("\"\n}".utf8)
            #expect(throws: Never.self, "the reader itself does not trap") { _ = try? parse(bytes) }
            #expect(bytes.withUnsafeBufferPointer { UTF8Validation.firstInvalidOffset(in: $0) } == 11)
            let error = try #require(throws: InputError.self) { try SourceFile.decode(bytes, path: "bad.json") }
            #expect(error.location == SourceLocation(file: "bad.json", line: 2, column: 10), "\(bad): \(error)")
            #expect(error.message.contains("not valid UTF-8"))
        }
        let decoded = try SourceFile.decode([0xEF, 0xBB, 0xBF] + Array("{}".utf8), path: "bom.json")
        #expect(try parse(decoded.bytes) == .object([]), "a byte order mark is dropped before parsing")
    }

    @Test func syntaxErrorsBecomeLineAndColumnThroughSourceFile() throws {
        let file = SourceFile(path: "x.json", bytes: Array("{\n  \"a\": 1,\n  \"a\": 2\n}".utf8))
        let syntax = try #require(throws: JSONSyntaxError.self) { try parse(file.bytes) }
        let error = file.error(at: syntax.offset, syntax.message)
        #expect(error.description == #"x.json:3:3: error: duplicate member "a""#)
    }
}
