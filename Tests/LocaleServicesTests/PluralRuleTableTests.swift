import Testing

@testable import LocaleServices

/// Number → category tables written from CLDR 42's published plural rules
/// (unicode.org/cldr/charts/42/supplemental/language_plural_rules.html), one entry per
/// locale family. Each comment gives the rule that decides the interesting rows, so a
/// reviewer can check the table against the chart rather than against ICU.
struct PluralRuleTableTests {
    struct Table: CustomTestStringConvertible, Sendable {
        let locale: String
        let categories: [PluralCategory]
        let rows: [(String, PluralCategory)]
        var testDescription: String { locale }
    }

    static let cardinal: [Table] = [
        // one: i = 1 and v = 0
        Table(
            locale: "en", categories: [.one, .other],
            rows: [("0", .other), ("1", .one), ("1.0", .other), ("2", .other), ("21", .other), ("1.5", .other)]),
        Table(locale: "de", categories: [.one, .other], rows: [("1", .one), ("1.0", .other), ("0", .other), ("101", .other)]),
        // one: i = 0,1; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0
        Table(
            locale: "fr", categories: [.one, .many, .other],
            rows: [
                ("0", .one), ("1", .one), ("1.5", .one), ("2", .other), ("1000000", .many), ("2000000", .many), ("1000001", .other),
                ("2.0", .other),
            ]),
        // one: n = 1 (so "1.0" is one); many as French
        Table(
            locale: "es", categories: [.one, .many, .other],
            rows: [("1", .one), ("1.0", .one), ("0", .other), ("2", .other), ("1.5", .other), ("1000000", .many)]),
        // one: i = 0..1
        Table(
            locale: "pt", categories: [.one, .many, .other],
            rows: [("0", .one), ("1", .one), ("1.5", .one), ("2", .other), ("1000000", .many)]),
        // one: i = 1 and v = 0
        Table(
            locale: "pt-PT", categories: [.one, .many, .other],
            rows: [("0", .other), ("1", .one), ("1.0", .other), ("2", .other), ("1000000", .many)]),
        Table(
            locale: "it", categories: [.one, .many, .other],
            rows: [("1", .one), ("1.0", .other), ("0", .other), ("2", .other), ("1000000", .many)]),
        Table(locale: "ca", categories: [.one, .many, .other], rows: [("1", .one), ("0", .other), ("3", .other), ("1000000", .many)]),
        // one: v = 0 and i % 10 = 1 and i % 100 != 11; few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14;
        // many: v = 0 and (i % 10 = 0 or i % 10 = 5..9 or i % 100 = 11..14); other: decimals
        Table(
            locale: "ru", categories: [.one, .few, .many, .other],
            rows: [
                ("1", .one), ("21", .one), ("101", .one), ("11", .many), ("2", .few), ("22", .few), ("12", .many), ("14", .many),
                ("5", .many), ("0", .many), ("1.5", .other), ("1.0", .other),
            ]),
        Table(
            locale: "uk", categories: [.one, .few, .many, .other],
            rows: [("1", .one), ("31", .one), ("3", .few), ("13", .many), ("25", .many), ("0.5", .other)]),
        // Belarusian uses n, so "1.0" and "21.0" are still one
        Table(
            locale: "be", categories: [.one, .few, .many, .other],
            rows: [
                ("1", .one), ("1.0", .one), ("21", .one), ("11", .many), ("2", .few), ("24", .few), ("12", .many), ("5", .many),
                ("1.5", .other),
            ]),
        // one: i = 1 and v = 0; few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14;
        // many: v = 0 and (i != 1 and i % 10 = 0..1 or i % 10 = 5..9 or i % 100 = 12..14)
        Table(
            locale: "pl", categories: [.one, .few, .many, .other],
            rows: [("1", .one), ("21", .many), ("22", .few), ("0", .many), ("5", .many), ("12", .many), ("102", .few), ("1.5", .other)]),
        // one: i = 1 and v = 0; few: i = 2..4 and v = 0; many: v != 0
        Table(
            locale: "cs", categories: [.one, .few, .many, .other],
            rows: [("1", .one), ("2", .few), ("4", .few), ("5", .other), ("0", .other), ("22", .other), ("1.5", .many), ("1.0", .many)]),
        Table(locale: "sk", categories: [.one, .few, .many, .other], rows: [("1", .one), ("3", .few), ("7", .other), ("0.5", .many)]),
        // one: n % 10 = 1 and n % 100 != 11..19; few: n % 10 = 2..9 and n % 100 != 11..19; many: f != 0
        Table(
            locale: "lt", categories: [.one, .few, .many, .other],
            rows: [
                ("1", .one), ("21", .one), ("11", .other), ("2", .few), ("9", .few), ("10", .other), ("0", .other), ("19", .other),
                ("1.5", .many),
            ]),
        // zero: n % 10 = 0 or n % 100 = 11..19; one: n % 10 = 1 and n % 100 != 11 or v != 2 and f % 10 = 1
        Table(
            locale: "lv", categories: [.zero, .one, .other],
            rows: [
                ("0", .zero), ("10", .zero), ("11", .zero), ("19", .zero), ("1", .one), ("21", .one), ("2", .other), ("22", .other),
                ("0.1", .one), ("1.5", .other),
            ]),
        // zero: n = 0; one: n = 1; two: n = 2; few: n % 100 = 3..10; many: n % 100 = 11..99
        Table(
            locale: "ar", categories: [.zero, .one, .two, .few, .many, .other],
            rows: [
                ("0", .zero), ("1", .one), ("2", .two), ("3", .few), ("10", .few), ("103", .few), ("11", .many), ("99", .many),
                ("111", .many), ("100", .other), ("102", .other), ("1.5", .other),
            ]),
        // CLDR 42: one: i = 1 and v = 0 ...; two: i = 2 and v = 0 (the old `many` for 20, 30 is gone)
        Table(
            locale: "he", categories: [.one, .two, .other],
            rows: [("1", .one), ("2", .two), ("3", .other), ("10", .other), ("20", .other), ("0", .other)]),
        Table(locale: "ja", categories: [.other], rows: [("0", .other), ("1", .other), ("2", .other), ("1.5", .other)]),
        Table(locale: "zh", categories: [.other], rows: [("1", .other), ("100", .other)]),
        Table(locale: "ko", categories: [.other], rows: [("1", .other), ("2", .other)]),
        // one: n = 1
        Table(locale: "tr", categories: [.one, .other], rows: [("1", .one), ("0", .other), ("2", .other)]),
        // one: i = 0 or n = 1
        Table(
            locale: "hi", categories: [.one, .other],
            rows: [("0", .one), ("1", .one), ("0.5", .one), ("1.0", .one), ("1.5", .other), ("2", .other)]),
        // zero: n = 0; one: n = 1; two: n = 2; few: n = 3; many: n = 6
        Table(
            locale: "cy", categories: [.zero, .one, .two, .few, .many, .other],
            rows: [
                ("0", .zero), ("1", .one), ("2", .two), ("3", .few), ("4", .other), ("5", .other), ("6", .many), ("7", .other),
                ("13", .other),
            ]),
        // one: n = 1; two: n = 2; few: n = 3..6; many: n = 7..10
        Table(
            locale: "ga", categories: [.one, .two, .few, .many, .other],
            rows: [("1", .one), ("2", .two), ("3", .few), ("6", .few), ("7", .many), ("10", .many), ("11", .other), ("0", .other)]),
        // one: n = 1,11; two: n = 2,12; few: n = 3..10,13..19
        Table(
            locale: "gd", categories: [.one, .two, .few, .other],
            rows: [
                ("1", .one), ("11", .one), ("2", .two), ("12", .two), ("3", .few), ("10", .few), ("13", .few), ("19", .few), ("20", .other),
                ("21", .other), ("0", .other),
            ]),
        // one: v = 0 and i % 100 = 1; two: v = 0 and i % 100 = 2; few: v = 0 and i % 100 = 3..4 or v != 0
        Table(
            locale: "sl", categories: [.one, .two, .few, .other],
            rows: [
                ("1", .one), ("101", .one), ("2", .two), ("102", .two), ("3", .few), ("4", .few), ("104", .few), ("5", .other),
                ("0", .other), ("11", .other), ("1.5", .few),
            ]),
        // CLDR 42: one: n = 1; two: n = 2; few: n = 0 or n % 100 = 3..10; many: n % 100 = 11..19
        Table(
            locale: "mt", categories: [.one, .two, .few, .many, .other],
            rows: [
                ("1", .one), ("2", .two), ("0", .few), ("3", .few), ("10", .few), ("103", .few), ("11", .many), ("19", .many),
                ("20", .other), ("101", .other),
            ]),
        // one: n % 10 = 1 and n % 100 != 11,71,91; two: n % 10 = 2 and n % 100 != 12,72,92;
        // few: n % 10 = 3..4,9 and n % 100 != 10..19,70..79,90..99; many: n != 0 and n % 1000000 = 0
        Table(
            locale: "br", categories: [.one, .two, .few, .many, .other],
            rows: [
                ("1", .one), ("21", .one), ("11", .other), ("71", .other), ("2", .two), ("22", .two), ("12", .other), ("3", .few),
                ("4", .few), ("9", .few), ("13", .other), ("79", .other), ("5", .other), ("0", .other), ("1000000", .many),
            ]),
        // one: n = 1 (Dhivehi: plural data but not in ICU's available-locales list)
        Table(locale: "dv", categories: [.one, .other], rows: [("1", .one), ("0", .other), ("2", .other)]),
    ]

    static let ordinal: [Table] = [
        // one: n % 10 = 1 and n % 100 != 11; two: n % 10 = 2 and n % 100 != 12; few: n % 10 = 3 and n % 100 != 13
        Table(
            locale: "en", categories: [.one, .two, .few, .other],
            rows: [
                ("1", .one), ("2", .two), ("3", .few), ("4", .other), ("11", .other), ("12", .other), ("13", .other), ("21", .one),
                ("22", .two), ("23", .few), ("101", .one), ("111", .other),
            ]),
        // one: n = 1
        Table(locale: "fr", categories: [.one, .other], rows: [("1", .one), ("2", .other), ("21", .other)]),
        // many: n = 11,8,80,800
        Table(
            locale: "it", categories: [.many, .other],
            rows: [("8", .many), ("11", .many), ("80", .many), ("800", .many), ("1", .other), ("81", .other), ("18", .other)]),
        // zero: n = 0,7,8,9; one: n = 1; two: n = 2; few: n = 3,4; many: n = 5,6
        Table(
            locale: "cy", categories: [.zero, .one, .two, .few, .many, .other],
            rows: [
                ("0", .zero), ("7", .zero), ("9", .zero), ("1", .one), ("2", .two), ("3", .few), ("4", .few), ("5", .many), ("6", .many),
                ("10", .other), ("21", .other),
            ]),
    ]

    @Test("cardinal categories and numbers", arguments: cardinal)
    func cardinalTable(_ table: Table) throws {
        try check(table, type: .cardinal)
    }

    @Test("ordinal categories and numbers", arguments: ordinal)
    func ordinalTable(_ table: Table) throws {
        try check(table, type: .ordinal)
    }

    private func check(_ table: Table, type: PluralType) throws {
        let rules = try PluralRules(locale: LocaleID(table.locale), type: type)
        #expect(rules.categories == table.categories, "categories of \(table.locale)")
        for (number, expected) in table.rows {
            #expect(try rules.category(forDisplayed: number) == expected, "\(table.locale) \(type) \(number)")
            // Integers must agree between the numeric and the displayed paths.
            if let integer = Int(number) {
                #expect(try rules.category(for: integer) == expected, "\(table.locale) \(type) Int \(integer)")
            }
        }
    }

    @Test func everyCLDRCategoryIsCovered() {
        let used = Set(Self.cardinal.flatMap { $0.rows.map(\.1) })
        #expect(used == Set(PluralCategory.allCases))
    }

    @Test func displayedValueKeepsFractionDigits() throws {
        let english = try PluralRules(locale: LocaleID("en"))
        #expect(try english.category(for: 1.0) == .one, "the value 1.0 is one")
        #expect(try english.category(for: 1.0, fractionDigits: 1) == .other, "shown as 1.0 it is other")
        #expect(try english.category(for: 1.0, fractionDigits: 0) == .one)
        #expect(try english.category(forDisplayed: "-1") == .one)
    }

    @Test(arguments: ["", "1.", ".5", "1,0", "abc", "1e3", "--1", "1.2.3", "١"])
    func rejectsNonNumbers(_ text: String) throws {
        let rules = try PluralRules(locale: LocaleID("en"))
        #expect(throws: NumberSyntaxError.self) { try rules.category(forDisplayed: text) }
    }

    @Test func samplesBelongToTheirCategory() throws {
        for locale in ["ar", "pl", "fr", "lv", "cy", "br"] {
            let rules = try PluralRules(locale: LocaleID(locale))
            let samples = rules.samples()
            #expect(Set(samples.keys) == Set(rules.categories), "every category of \(locale) has samples")
            for (category, sample) in samples {
                #expect(!sample.integers.isEmpty || !sample.decimals.isEmpty, "\(locale) \(category)")
                for number in sample.integers + sample.decimals {
                    #expect(try rules.category(forDisplayed: number) == category, "\(locale) sample \(number)")
                }
            }
        }
        let frenchMany = try PluralRules(locale: LocaleID("fr")).samples()[.many]
        #expect(frenchMany?.integers.contains("1000000") == true)
    }
}
