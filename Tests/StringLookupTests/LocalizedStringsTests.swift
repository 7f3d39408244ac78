import Dispatch
import Foundation
import LocaleServices
import SourceText
import StringCatalog
import Synchronization
import Testing

@testable import StringLookup

/// A small catalog written as Xcode would, exercising every runtime path.
enum Fixture {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "common.brand.name" : {
              "shouldTranslate" : false
            },
            "screen.home.title" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Home" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Inicio" } },
                "es-419" : { "stringUnit" : { "state" : "translated", "value" : "Principal" } },
                "ar" : { "stringUnit" : { "state" : "translated", "value" : "الرئيسية" } }
              }
            },
            "screen.home.share" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Shared by %@" } },
                "ar" : { "stringUnit" : { "state" : "translated", "value" : "شاركه %@" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "" } }
              }
            },
            "screen.library.flowCount" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld flow" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld flows" } },
                  "zero" : { "stringUnit" : { "state" : "translated", "value" : "No flows yet" } }
                } } },
                "ar" : { "variations" : { "plural" : {
                  "zero" : { "stringUnit" : { "state" : "translated", "value" : "لا توجد تدفقات" } },
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "تدفق واحد" } },
                  "two" : { "stringUnit" : { "state" : "translated", "value" : "تدفقان" } },
                  "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld تدفقات" } },
                  "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld تدفقًا" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld تدفق" } }
                } } },
                "pl" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld przepływ" } },
                  "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld przepływy" } },
                  "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld przepływów" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld przepływu" } }
                } } }
              }
            },
            "screen.builder.branches.value" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : { "state" : "translated", "value" : "%1$lld of %#@total@ used" },
                  "substitutions" : { "total" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg branch" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg branches" } }
                  } } } }
                }
              }
            },
            "screen.practice.distance" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%.1f km" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%.1f kms" } }
                } } }
              }
            },
            "screen.help.tap" : {
              "localizations" : {
                "en" : { "variations" : { "device" : {
                  "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Tap here" } },
                  "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click here" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "Select here" } }
                } } }
              }
            },
            "screen.help.saved" : {
              "localizations" : {
                "en" : {
                  "substitutions" : {
                    "n" : {
                      "argNum" : 1,
                      "formatSpecifier" : "lld",
                      "variations" : { "plural" : {
                        "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg flow" } },
                        "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg flows" } }
                      } }
                    }
                  },
                  "variations" : { "device" : {
                    "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Phone: %#@n@" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "Saved: %#@n@" } }
                  } }
                }
              }
            },
            "Start practice" : {

            }
          },
          "version" : "1.0"
        }
        """

    static func write() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lookup-\(UUID().uuidString).xcstrings").path
        try AtomicWrite.write(catalog, to: path)
        return path
    }
}

struct LocalizedStringsTests {
    let strings: LocalizedStrings
    init() throws { strings = try LocalizedStrings(path: Fixture.write()) }

    @Test func plainLookupsFollowTheFallbackChain() throws {
        #expect(try strings.string("screen.home.title", locale: LocaleID("es")) == "Inicio")
        #expect(try strings.string("screen.home.title", locale: LocaleID("es-MX")) == "Principal", "es-MX → es-419")
        #expect(try strings.string("screen.home.title", locale: LocaleID("es-ES")) == "Inicio", "es-ES → es")
        #expect(try strings.string("screen.home.title", locale: LocaleID("de")) == "Home", "then the source")
        #expect(try strings.string("Start practice", locale: LocaleID("de")) == "Start practice", "the key is the source text")
        #expect(try strings.string("common.brand.name", locale: LocaleID("ar")) == "common.brand.name")
        #expect(try strings.table(for: LocaleID("es-MX")).languages == ["es-419", "es", "en"])
    }

    @Test func emptyTranslationsFallThrough() throws {
        #expect(try strings.format("screen.home.share", locale: LocaleID("es"), ["Ana"]).text == "Shared by Ana")
    }

    @Test func missingKeyPolicies() throws {
        #expect(try strings.string("screen.nowhere", locale: LocaleID("es")) == "screen.nowhere")
        let strict = try LocalizedStrings(path: Fixture.write(), options: .init(missingKeyPolicy: .error))
        #expect(throws: LookupError.missingKey("screen.nowhere", locale: "es")) {
            try strict.string("screen.nowhere", locale: LocaleID("es"))
        }
    }

    @Test func pluralsByLocaleRules() throws {
        let arabic = try strings.table(for: LocaleID("ar"))
        #expect(
            try (0...3).map { try arabic.string("screen.library.flowCount", count: $0) } == [
                "لا توجد تدفقات", "تدفق واحد", "تدفقان", "٣ تدفقات",
            ])
        #expect(try arabic.string("screen.library.flowCount", count: 11) == "١١ تدفقًا")
        #expect(try arabic.string("screen.library.flowCount", count: 100) == "١٠٠ تدفق")
        let polish = try strings.table(for: LocaleID("pl"))
        #expect(
            try [1, 2, 5, 22, 25].map { try polish.string("screen.library.flowCount", count: $0) } == [
                "1 przepływ", "2 przepływy", "5 przepływów", "22 przepływy", "25 przepływów",
            ])
        let english = try strings.table(for: LocaleID("en"))
        #expect(try english.string("screen.library.flowCount", count: 0) == "No flows yet", "Apple's zero form")
        #expect(try english.string("screen.library.flowCount", count: 1_234) == "1,234 flows", "grouped digits")
    }

    @Test func pluralsFollowTheDisplayedNumber() throws {
        let english = try strings.table(for: LocaleID("en"))
        #expect(try english.format("screen.practice.distance", [1.0]).text == "1.0 kms", "1.0 is other in English")
        #expect(try english.format("screen.practice.distance", [2.5]).text == "2.5 kms")
    }

    @Test func substitutionsPickTheirOwnPluralForm() throws {
        let english = try strings.table(for: LocaleID("en"))
        #expect(try english.format("screen.builder.branches.value", [8, 10]).text == "8 of 10 branches used")
        #expect(try english.format("screen.builder.branches.value", [1, 1]).text == "1 of 1 branch used")
    }

    @Test func deviceVariations() throws {
        #expect(try strings.string("screen.help.tap", locale: LocaleID("en")) == "Tap here")
        let mac = try LocalizedStrings(path: Fixture.write(), options: .init(device: "mac"))
        #expect(try mac.string("screen.help.tap", locale: LocaleID("en")) == "Click here")
        let watch = try LocalizedStrings(path: Fixture.write(), options: .init(device: "applewatch"))
        #expect(try watch.string("screen.help.tap", locale: LocaleID("en")) == "Select here")
        // Substitutions sit beside the device variations, as Xcode writes them.
        #expect(try strings.string("screen.help.saved", locale: LocaleID("en"), count: 1) == "Phone: 1 flow")
        #expect(try watch.string("screen.help.saved", locale: LocaleID("en"), count: 3) == "Saved: 3 flows")
    }

    @Test func argumentsAreIsolatedInTheOtherDirection() throws {
        #expect(try strings.format("screen.home.share", locale: LocaleID("ar"), ["Ana"]).text == "شاركه \u{2068}Ana\u{2069}")
        #expect(try strings.format("screen.home.share", locale: LocaleID("ar"), ["سارة"]).text == "شاركه سارة")
    }

    @Test func formattingNeverReadsAnArgumentItWasNotGiven() throws {
        let reported = Mutex<[FormatIssue]>([])
        let watched = try LocalizedStrings(
            path: Fixture.write(), options: .init(onIssue: { issue in reported.withLock { $0.append(issue) } }))
        let english = try watched.table(for: LocaleID("en"))
        let missing = try english.format("screen.home.share", [])
        #expect(missing.text == "Shared by ⟦%@⟧")
        #expect(missing.issues.map(\.kind) == [.missingArgument])
        let wrongType = try english.format("screen.library.flowCount", ["three"])
        #expect(wrongType.text == "⟦%lld⟧ flows")
        #expect(wrongType.issues.map(\.kind) == [.wrongType])
        #expect(reported.withLock { $0.count } == 2)
    }

    @Test func localesLoadOnlyWhenAskedFor() throws {
        let fresh = try LocalizedStrings(path: Fixture.write())
        _ = try fresh.table(for: LocaleID("pl"))
        let loaded = fresh.loadedLanguages
        #expect(loaded == ["en", "pl"])
    }

    @Test func sharedAcrossThreads() throws {
        let locales = try ["en", "ar", "pl", "es-MX"].map { try LocaleID($0) }
        let expected = try locales.map { try strings.string("screen.library.flowCount", locale: $0, count: 5) }
        let mismatches = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for index in 0..<2_000 {
                let which = (index + thread) % locales.count
                if (try? strings.string("screen.library.flowCount", locale: locales[which], count: 5)) != expected[which] {
                    mismatches.withLock { $0 += 1 }
                }
            }
        }
        #expect(mismatches.withLock { $0 } == 0)
    }
}

struct KeyIndexTests {
    @Test func findsEveryKeyAndNothingElse() {
        // Enough keys to wrap the probe sequence, keys that differ only in their last byte or
        // length, non-ASCII keys and the empty key.
        var keys = (0..<5000).map { "screen.library.row\($0).label" }
        keys += ["", "a", "ab", "abcdefgh", "abcdefghi", "Café", "Cafe\u{301}", "المكتبة", "screen.library.row1.labeL"]
        let index = KeyIndex(keys: keys)
        for (number, key) in keys.enumerated() { #expect(index.find(key) == number, "\(key)") }
        for absent in ["screen.library.row5000.label", "abcdefg", "CAFÉ", "screen.library.row1.label ", "b"] {
            #expect(index.find(absent) == nil, "\(absent)")
        }
        // A key that is a Substring's copy, not a native literal, finds the same entry.
        let built = String("xscreen.library.row42.label".dropFirst())
        #expect(index.find(built) == 42)
    }
}
