import Testing

@testable import LocaleServices

struct LocaleIDTests {
    @Test(arguments: [
        ("pt_BR", "pt-BR"), ("pt-BR", "pt-BR"), ("PT-br", "pt-BR"), ("pt_br", "pt-BR"),
        ("zh-Hant-TW", "zh-Hant-TW"), ("zh_hant_tw", "zh-Hant-TW"), ("ZH-HANT-TW", "zh-Hant-TW"),
        ("en", "en"), (" en-US ", "en-US"), ("iw", "he"), ("es-419", "es-419"), ("sr-Latn", "sr-Latn"),
        ("en-US-u-hc-h23", "en-US-u-hc-h23"),
    ])
    func canonicalizes(_ input: String, _ canonical: String) throws {
        #expect(try LocaleID(input).identifier == canonical)
    }

    @Test func subtagsAndICUSpelling() throws {
        let locale = try LocaleID("zh_hant_TW")
        #expect(locale.language == "zh")
        #expect(locale.script == "Hant")
        #expect(locale.region == "TW")
        #expect(locale.icuIdentifier == "zh_Hant_TW")
        #expect(try LocaleID("pt-BR").englishName == "Portuguese (Brazil)")
    }

    @Test(arguments: [
        ("es-MX", ["es-MX", "es-419", "es"]),
        ("es-419", ["es-419", "es"]),
        ("zh-TW", ["zh-TW", "zh-Hant-TW", "zh-Hant"]),
        ("zh-Hant-TW", ["zh-Hant-TW", "zh-Hant"]),
        ("en-AU", ["en-AU", "en-001", "en"]),
        ("pt-PT", ["pt-PT", "pt"]),
        ("sr-Latn-RS", ["sr-Latn-RS", "sr-Latn"]),
        ("de", ["de"]),
    ])
    func fallbackChains(_ input: String, _ chain: [String]) throws {
        #expect(try LocaleID(input).fallbackChain().map(\.identifier) == chain)
    }

    @Test func fallbackEndsWithTheSourceLanguage() throws {
        let chain = try LocaleID("es-MX").fallbackChain(endingWith: LocaleID("en")).map(\.identifier)
        #expect(chain == ["es-MX", "es-419", "es", "en"])
        #expect(try LocaleID("en-GB").fallbackChain(endingWith: LocaleID("en")).map(\.identifier) == ["en-GB", "en-001", "en"])
    }

    @Test(arguments: ["xx", "xx-Fake", "zz", "und", "en-XX", "en-Fake", "qqq"])
    func rejectsLocalesICUHasNoDataFor(_ input: String) {
        #expect(throws: LocaleError.self) { try LocaleID(input) }
    }

    @Test(arguments: ["", "   ", "en--US", "e", "en-", "123", "en US", "français", "en@calendar"])
    func rejectsMalformedIdentifiers(_ input: String) {
        #expect(throws: LocaleError.self) { try LocaleID(input) }
    }

    @Test func errorsNameTheValueAndWhatIsAccepted() {
        do {
            _ = try LocaleID("xx-Fake")
            Issue.record("xx-Fake was accepted")
        } catch {
            let message = String(describing: error)
            #expect(message.contains("'xx-Fake'"))
            #expect(message.contains("such as en"))
        }
    }

    @Test(arguments: ["dv", "syr", "az-Arab", "ms-Arab", "ckb", "en-150", "es-US"])
    func acceptsLocalesOutsideICUsAvailableList(_ input: String) throws {
        _ = try LocaleID(input)
    }
}
