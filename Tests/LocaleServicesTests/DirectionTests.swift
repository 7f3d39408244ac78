import Testing

@testable import LocaleServices

struct DirectionTests {
    // dv, syr, az-Arab and ms-Arab are where ICU's character-orientation call is wrong.
    @Test(arguments: ["ar", "he", "fa", "ur", "dv", "syr", "az-Arab", "ms-Arab", "ar-EG", "ps", "yi"])
    func rightToLeftLocales(_ identifier: String) throws {
        #expect(Bidi.isRightToLeft(try LocaleID(identifier)))
        #expect(try LocaleID(identifier).characterDirection == .rightToLeft)
    }

    @Test(arguments: ["en", "az", "ms", "ja", "az-Latn", "pt-BR", "zh-Hant-TW", "ru"])
    func leftToRightLocales(_ identifier: String) throws {
        #expect(!Bidi.isRightToLeft(try LocaleID(identifier)))
    }

    @Test(arguments: [
        ("Hello", TextDirection.leftToRight),
        ("مرحبا", .rightToLeft),
        ("שלום", .rightToLeft),
        ("123 مرحبا", .rightToLeft),  // digits are weak: the first strong is Arabic
        ("  «Handz» يعمل", .leftToRight),  // the Latin name comes first
        ("2024-01-02", .neutral),
        ("", .neutral),
        ("!? 42 %", .neutral),
        ("ދިވެހި", .rightToLeft),  // Thaana (Dhivehi)
        ("ܣܘܪܝܝܐ", .rightToLeft),  // Syriac
        ("日本語", .leftToRight),
        ("\u{2068}abc\u{2069}", .leftToRight),
        ("(ع) test", .rightToLeft),
    ])
    func baseDirection(_ text: String, _ expected: TextDirection) {
        #expect(Bidi.baseDirection(of: text) == expected)
    }

    @Test func isolatesValuesOfTheOtherDirection() {
        #expect(Bidi.isolated("Handz Pro", forInsertionInto: .rightToLeft) == "\u{2068}Handz Pro\u{2069}")
        #expect(Bidi.isolated("مرحبا", forInsertionInto: .leftToRight) == "\u{2068}مرحبا\u{2069}")
        #expect(Bidi.isolated("42", forInsertionInto: .rightToLeft) == "42", "numbers cannot reorder the sentence")
        #expect(Bidi.isolated("مرحبا", forInsertionInto: .rightToLeft) == "مرحبا", "same direction")
        #expect(Bidi.isolated("abc", forInsertionInto: .leftToRight) == "abc")
        #expect(Bidi.isolated("1 אבג", forInsertionInto: .leftToRight) == "\u{2068}1 אבג\u{2069}", "mixed values are isolated")
    }
}
