import OrderedJSON
import Testing

/// The three writer styles on values that are easy to get wrong (empty containers, nesting,
/// escapes, non-ASCII), and parse → write round trips.
struct JSONWriterTests {
    static let nested: JSONValue = .object([
        "a": .array([]), "b": .object([]),
        "c": .array([1, .object(["d": "e", "f": .null]), .array([.array([])])]),
        "g": true,
    ])

    @Test func xcodeStyle() {
        #expect(
            JSONWriter(style: .xcode).string(Self.nested) == """
                {
                  "a" : [

                  ],
                  "b" : {

                  },
                  "c" : [
                    1,
                    {
                      "d" : "e",
                      "f" : null
                    },
                    [
                      [

                      ]
                    ]
                  ],
                  "g" : true
                }
                """)
        #expect(JSONWriter(style: .xcode).string(.object([])) == "{\n\n}")
        #expect(JSONWriter(style: .xcode).string(.array([])) == "[\n\n]")
    }

    @Test func prettyStyle() {
        #expect(
            JSONWriter(style: .pretty).string(Self.nested) == """
                {
                  "a": [],
                  "b": {},
                  "c": [
                    1,
                    {
                      "d": "e",
                      "f": null
                    },
                    [
                      []
                    ]
                  ],
                  "g": true
                }
                """)
    }

    @Test func compactStyleIsOneLine() {
        #expect(JSONWriter(style: .compact).string(Self.nested) == #"{"a":[],"b":{},"c":[1,{"d":"e","f":null},[[]]],"g":true}"#)
    }

    /// Escapes as Xcode writes them: quote, backslash, \n \r \t by name, other C0 controls as
    /// lowercase \u00xx; `/`, DEL, non-ASCII and the Unicode line separators raw.
    @Test func stringsAreEscapedAsXcodeEscapesThem() {
        let text = "\"\\/\n\r\t\u{0}\u{8}\u{C}\u{1B}\u{1F}\u{7F} é€😀 \u{2028}\u{2029} ⟦\u{202E}x\u{202C}⟧"
        let expected = #""\"\\/\n\r\t\u0000\u0008\u000c\u001b\u001f"# + "\u{7F} é€😀 \u{2028}\u{2029} ⟦\u{202E}x\u{202C}⟧\""
        for style in [JSONWriter.Style.xcode, .pretty, .compact] {
            #expect(JSONWriter(style: style).string(.string(text)) == expected)
        }
        #expect(JSONWriter(style: .compact).string(.object([JSONMember("k\"\n", "v")])) == #"{"k\"\n":"v"}"#, "member names too")
        #expect(JSONWriter(style: .compact).string(.string("\r\n")) == #""\r\n""#, "a CRLF pair is two escapes")
    }

    @Test(arguments: [JSONWriter.Style.xcode, .pretty, .compact])
    func writtenValuesParseBackToThemselves(_ style: JSONWriter.Style) throws {
        let tricky: JSONValue = .object([
            "strings": .array(["", " ", "\"quoted\"", "back\\slash", "line\nbreak", "\u{0}\u{1F}\u{7F}", "é😀\u{10FFFF}", "\r\n"]),
            "numbers": .array([.number("1.10"), .number("-0"), .number("1e400"), .number("12345678901234567890123")]),
            "empty": .object(["object": .object([]), "array": .array([]), "string": ""]),
            "": .object(["": .null]),
            "order": .object([JSONMember("y", .bool(false)), JSONMember("x", 1)]),
        ])
        let text = JSONWriter(style: style).string(tricky)
        #expect(try parse(text) == tricky)
        var bytes: [UInt8] = []
        JSONWriter(style: style).write(tricky, into: &bytes)
        #expect(bytes == Array(text.utf8), "write(into:) and string(_:) agree")
    }

    /// Text in the writer's own style comes back byte for byte: what `catalog normalize` and
    /// catalog rewrites rely on.
    @Test func xcodeStyledTextRewritesByteForByte() throws {
        let text = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "a/b" : {
                  "comment" : "Tab \\t, quote \\", line\\nbreak, slash /",
                  "localizations" : {
                    "ar" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "%lld تدفق"
                      }
                    }
                  }
                },
                "empty" : {

                }
              },
              "version" : "1.1"
            }
            """
        #expect(JSONWriter(style: .xcode).string(try parse(text)) == text)
    }

    @Test func doublesBecomeNumbersPeopleWrite() {
        #expect(JSONValue.number(3.0) == .number("3"))
        #expect(JSONValue.number(-0.0) == .number("0"))
        #expect(JSONValue.number(1.5) == .number("1.5"))
        #expect(JSONValue.number(1e20) == .number("1e+20"))
        #expect(JSONValue.number(Double.nan) == .null, "JSON has no NaN")
        #expect(JSONValue.number(-Double.infinity) == .null)
    }
}
