import Dispatch
import Synchronization
import Testing

@testable import LocaleServices

/// Sentences and numbers as each language writes them, read with ICU.
struct TextReadingTests {
    let cache = FormatterCache()

    func sentences(_ text: String, _ language: String) throws -> [String] {
        try cache.sentenceSegmenter(LocaleID(language)).sentences(in: text).map(String.init)
    }

    @Test func sentencesEndWithEachLanguagesMarks() throws {
        #expect(try sentences("接続できません。ネットワークを確認してください。", "ja").count == 2)
        #expect(try sentences("هل أنت متأكد؟ سيتم حذف الملف.", "ar").count == 2)
        let hindi = "फ़ाइल हटाई गई। कृपया पुनः प्रयास करें।"
        #expect(try sentences(hindi, "hi").count == 2)
        #expect(
            try sentences("Unable to connect. Please check your network.", "en") == ["Unable to connect. ", "Please check your network."])
    }

    /// A period before a lowercase word ends no sentence; CLDR's suppression lists are not
    /// used, since ICU 72 matches them as word endings ("verfügbar." as if it were "bar.").
    @Test func aPeriodBeforeALowercaseWordEndsNoSentence() throws {
        #expect(try sentences("Tap e.g. the button to go on.", "en").count == 1)
        #expect(try sentences("Keine Server verfügbar. Füge einen Server hinzu.", "de").count == 2)
        #expect(try sentences("You're currently disconnected. Your home will be waiting.", "es-ES").count == 2)
        #expect(try sentences("", "en").isEmpty)
    }

    @Test func sentencesKeepSurrogatePairsWhole() throws {
        let text = "Done 👍. Next 🎉!"
        #expect(try sentences(text, "en").joined() == text)
    }

    @Test func numbersReadAsEachLocaleWritesThem() throws {
        let german = try cache.numberReader(LocaleID("de"))
        #expect(german.value(of: "1.234,5") == "1234.5")
        #expect(german.value(of: "2.0") == nil, "German reads no number from 2.0")
        #expect(try cache.numberReader(LocaleID("en")).value(of: "1.2.3") == nil, "only part of it is a number")
        #expect(try cache.numberReader(LocaleID("ar")).value(of: "١٠") == "10")
        #expect(try cache.numberReader(LocaleID("fa")).value(of: "۱۲٫۵") == "12.5")
        #expect(try cache.numberReader(LocaleID("hi")).value(of: "१२३") == "123")
        #expect(try cache.numberReader(LocaleID("fr")).value(of: "1\u{202F}000") == "1000")
    }

    @Test func smallNumbersInWordsCoverGenderAndCase() throws {
        #expect(try cache.numberReader(LocaleID("de")).spellings(of: 2).contains("zwei"))
        let russian = try cache.numberReader(LocaleID("ru")).spellings(of: 2)
        #expect(russian.contains("два") && russian.contains("две") && russian.contains("двух"))
        #expect(try cache.numberReader(LocaleID("ja")).spellings(of: 2).contains("二"))
        #expect(try cache.numberReader(LocaleID("en")).spellings(of: NumberReader.spelledLimit + 1).isEmpty)
    }

    /// One segmenter and one reader per locale, shared by every thread, as the catalog rules
    /// share them: each call iterates a clone, so answers match serial ones.
    @Test func sharedSegmentersAndReadersAnswerAlikeOnEveryThread() throws {
        let texts = ["One. Two. Three.", "一つ。二つ。", "هل؟ نعم.", "e.g. this. And that!"]
        let locales = try ["en", "ja", "ar", "en"].map { try LocaleID($0) }
        let cache = self.cache
        let expected = try zip(texts, locales).map { try cache.sentenceSegmenter($1).sentences(in: $0).count }
        let failures = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for index in 0..<2_000 {
                let item = (index + thread) % texts.count
                let count = (try? cache.sentenceSegmenter(locales[item]).sentences(in: texts[item]).count) ?? -1
                let value = (try? cache.numberReader(locales[item]))?.value(of: "12")
                if count != expected[item] || value != "12" { failures.withLock { $0 += 1 } }
            }
        }
        #expect(failures.withLock { $0 } == 0)
    }
}
