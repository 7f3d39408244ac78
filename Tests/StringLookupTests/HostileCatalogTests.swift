import LocaleServices
import SourceText
import StringCatalog
import Synchronization
import Testing

@testable import StringLookup

/// Catalog content the runtime cannot format is shown as a ⟦…⟧ marker and reported through
/// `onIssue`; nothing in a catalog can make it trap or allocate by a number written in it.
struct HostileCatalogTests {
    static let hostile = [
        "%9223372036854775807$e", "%33333333333333333333d", "%100000000$@", "%9223372036854775807$@",
        "%*99999999999999999999$d", "%.99999999999999999999f", "%1001d", "%101$@",
    ]

    /// A catalog whose German text (plain, plural forms and a substitution's forms) is `value`.
    static func catalog(_ value: String) -> SourceFile {
        let quoted = "\"" + value + "\""
        func unit(_ text: String) -> String { "{ \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \(text) } }" }
        let text = """
            { "sourceLanguage" : "en", "strings" : {
              "plain" : { "localizations" : { "en" : \(unit("\"%@ of %lld\"")), "de" : \(unit(quoted)) } },
              "plural" : { "localizations" : {
                "en" : { "variations" : { "plural" : { "one" : \(unit("\"%lld item\"")), "other" : \(unit("\"%lld items\"")) } } },
                "de" : { "variations" : { "plural" : { "one" : \(unit(quoted)), "other" : \(unit(quoted)) } } } } },
              "sub" : { "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "%#@n@" },
                  "substitutions" : { "n" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                    "one" : \(unit(quoted)), "other" : \(unit(quoted)) } } } } } } }
            }, "version" : "1.0" }
            """
        return SourceFile(path: "Hostile.xcstrings", bytes: Array(text.utf8))
    }

    @Test("hostile specifiers format to the marker with one reported issue each", arguments: hostile)
    func hostileSpecifier(specifier: String) throws {
        let reported = Mutex<[FormatIssue]>([])
        let strings = LocalizedStrings(
            catalog: Self.catalog("Wert " + specifier), options: .init(onIssue: { issue in reported.withLock { $0.append(issue) } }))
        let table = try strings.table(for: LocaleID("de"))
        for key in ["plain", "plural", "sub"] {
            reported.withLock { $0.removeAll() }
            let result = try table.format(key, [.integer(3), .text("x"), .double(2.5)])
            #expect(result.text == "Wert ⟦\(specifier)⟧", "\(key)")
            #expect(result.issues.count == 1 && result.issues.first?.kind == .brokenSpecifier, "\(key): \(result.issues)")
            #expect(reported.withLock { $0 } == result.issues, "\(key): onIssue hears every issue")
        }
    }

    @Test("a count that is not a finite number shows the other form and reports the failed choice")
    func nonFiniteCount() throws {
        let reported = Mutex<[FormatIssue]>([])
        let strings = LocalizedStrings(
            catalog: Self.catalog("%.1f Sachen"), options: .init(onIssue: { issue in reported.withLock { $0.append(issue) } }))
        let table = try strings.table(for: LocaleID("de"))
        for count in [Double.nan, .infinity, -.infinity] {
            reported.withLock { $0.removeAll() }
            let result = try table.format("plural", [.double(count)])
            #expect(result.issues.map(\.kind) == [.pluralSelectionFailed], "\(count): \(result.issues)")
            #expect(reported.withLock { $0.map(\.kind) } == [.pluralSelectionFailed])
        }
        // A finite double still chooses silently, by its displayed digits.
        #expect(try table.format("plural", [.double(1)]).issues.isEmpty)
    }

    @Test("a character code that is no Unicode scalar is a marker with an issue")
    func invalidCharacterCode() throws {
        let strings = LocalizedStrings(catalog: Self.catalog("Zeichen %C"))
        let table = try strings.table(for: LocaleID("de"))
        for code in [0xD800, -1, 0x110000, Int.max] {
            let result = try table.format("plain", [.integer(code)])
            #expect(result.text == "Zeichen ⟦%C⟧")
            #expect(result.issues.map(\.kind) == [.wrongType])
        }
        #expect(try table.format("plain", [.integer(0x41)]).text == "Zeichen A")
    }
}

/// Found by LeakSanitizer while fuzzing: a table held its `LocalizedStrings`, which held the
/// table, so no instance was ever freed.
struct LocalizedStringsLifetimeTests {
    @Test func tablesDoNotKeepTheirOwnerAlive() throws {
        weak var released: LocalizedStrings?
        var table: StringTable?
        do {
            let strings = LocalizedStrings(catalog: HostileCatalogTests.catalog("Hallo %@"))
            table = try strings.table(for: LocaleID("de"))
            released = strings
        }
        #expect(released == nil, "the instance is freed once the caller lets go of it")
        #expect(try table?.format("plain", [.text("Ana")]).text == "Hallo Ana", "tables outlive it")
    }
}
