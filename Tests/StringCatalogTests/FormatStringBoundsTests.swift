import SourceText
import Testing

@testable import StringCatalog

/// Numbers written inside a specifier (positions, widths, precisions) never overflow and never
/// size anything: beyond the bounds the specifier is one broken piece.
struct FormatStringBoundsTests {
    func broken(_ text: String) -> [(text: String, reason: String)] { FormatString(text).brokenPieces }

    @Test(
        "numbers too long for an Int are one broken specifier, not a trap",
        arguments: [
            "%9223372036854775807$e", "%33333333333333333333d", "%9223372036854775808$@", "%99999999999999999999999999999999$lld",
            "%.99999999999999999999f", "%*99999999999999999999$d", "%.*99999999999999999999$f", "%1$#99999999999999999999x",
            "%9223372036854775807$#@count@",
        ])
    func overflowingNumbers(text: String) {
        let format = FormatString("Wert: " + text + " Ende")
        #expect(format.specifiers.isEmpty)
        #expect(format.brokenPieces.map(\.text) == [text], "the broken piece spans the whole specifier")
        #expect(format.pieces.first == .literal("Wert: ") && format.pieces.last == .literal(" Ende"))
        #expect(format.arguments.isEmpty)
        #expect(FormatString(text, isSubstitutionForm: true).brokenPieces.count == 1)
    }

    @Test("positions go from 1 to 100, widths and precisions up to 1000")
    func bounds() {
        #expect(FormatString("%100$@").specifiers.first?.position == 100)
        #expect(broken("%101$@").first?.reason.contains("positions go from 1 to 100") == true)
        #expect(broken("%100000000$@").first?.reason == "'%100000000$@' names argument 1000000 or more; positions go from 1 to 100")
        #expect(FormatString("%1000d").specifiers.first?.width == .fixed(1000))
        #expect(FormatString("%.1000f").specifiers.first?.precision == .fixed(1000))
        #expect(broken("%1001d").first?.reason.contains("width or precision of 1001") == true)
        #expect(broken("%.1001f").count == 1)
        #expect(FormatString("%*100$d").specifiers.count == 1)
        #expect(broken("%*101$d").count == 1)
        #expect(broken("%*0$d").first?.reason.contains("positions start at 1") == true)
        #expect(broken("%0$@").first?.reason == "argument positions start at 1")
    }

    @Test("a string of many huge positions is at most 101 broken pieces")
    func manyHugePositions() {
        let text = String(repeating: "%9223372036854775807$@ ", count: 2_000)
        let format = FormatString(text)
        #expect(format.brokenPieces.count == 101)
        #expect(format.arguments.isEmpty)
    }

    @Test("the 101st argument, counted or named, is broken")
    func argumentCount() {
        let hundred = String(repeating: "%@ ", count: 100)
        #expect(FormatString(hundred).specifiers.count == 100)
        let format = FormatString(hundred + "%@ %d %#@n@ %*d")
        #expect(format.specifiers.count == 100)
        #expect(format.brokenPieces.map(\.text) == ["%@", "%d", "%#@n@", "%*d"])
        #expect(format.brokenPieces.first?.reason == "'%@' would read argument 101; a string takes at most 100 arguments")
        #expect(format.arguments.keys.max() == 100)
        // Explicit positions after the limit still read what they name.
        #expect(FormatString(hundred + "%1$@").specifiers.count == 101)
        // Stars count too: %*d reads two arguments.
        #expect(FormatString(String(repeating: "%*d ", count: 50)).specifiers.count == 50)
        #expect(FormatString(String(repeating: "%*d ", count: 51)).brokenPieces.count == 1)
        #expect(
            FormatString("%2$*5$d %@").arguments.keys.sorted() == [2, 3, 5],
            "as before: the next sequential argument follows the value's position")
    }

    @Test("after 100 broken specifiers the rest of the string is one broken piece")
    func longRuns() {
        let format = FormatString(String(repeating: "%@ ", count: 20_000))
        #expect(format.specifiers.count == 100)
        #expect(format.arguments.count == 100)
        let broken = format.brokenPieces
        #expect(broken.count == 101)
        #expect(broken.last?.reason == "more than 100 broken specifiers; the rest of the string is not formatted")
        #expect(broken.last?.text == String(repeating: "%@ ", count: 20_000 - 200))
        let spaces = FormatString(String(repeating: "50% de ", count: 5_000))
        #expect(spaces.brokenPieces.count == 101 && spaces.pieces.count <= 203)
    }

    @Test("argNum is bounded like a position")
    func substitutionArgumentNumber() {
        func read(_ number: String) throws -> StringCatalog {
            let text = """
                { "sourceLanguage" : "en", "strings" : { "k" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", \
                "value" : "%#@n@" },
                  "substitutions" : { "n" : { "argNum" : \(number), "formatSpecifier" : "lld", "variations" : { "plural" : {
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg" } } } } } } } } } } }
                """
            return try XCStringsReader.read(SourceFile(path: "Bounds.xcstrings", bytes: Array(text.utf8)))
        }
        #expect((try? read("100")) != nil)
        for number in ["101", "9223372036854775807", "99999999999999999999", "0", "-1"] {
            #expect(throws: InputError.self, "argNum \(number)") { try read(number) }
        }
    }
}
