import Foundation
import Testing

struct LocaleCommandTests {
    @Test func pluralPrintsOneLinePerNumberEchoedAsTyped() throws {
        let arabic = try CLI.run(["locale", "plural", "--locale", "ar", "0", "1", "2", "3", "11", "100", "1.5"])
        #expect(arabic.status == 0)
        #expect(arabic.stdout == "0 zero\n1 one\n2 two\n3 few\n11 many\n100 other\n1.5 other\n")
        let english = try CLI.run(["locale", "plural", "--locale", "en", "1", "1.0"])
        #expect(english.stdout == "1 one\n1.0 other\n")
    }

    @Test func pluralAcceptsNegativeNumbersAndOrdinals() throws {
        #expect(try CLI.run(["locale", "plural", "--locale", "en", "-1", "-2"]).stdout == "-1 one\n-2 other\n")
        #expect(
            try CLI.run(["locale", "plural", "--locale", "en", "--ordinal", "1", "2", "3", "11"]).stdout
                == "1 one\n2 two\n3 few\n11 other\n")
        let decimalOrdinal = try CLI.run(["locale", "plural", "--locale", "en", "--ordinal", "1.5"])
        #expect(decimalOrdinal.status == 2)
        #expect(decimalOrdinal.stderr.contains("'1.5'"))
    }

    @Test func pluralJSON() throws {
        let result = try CLI.run(["locale", "plural", "--locale", "en", "--format", "json", "1.0"])
        #expect(result.status == 0)
        let decoded = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: String]]
        #expect(decoded == [["number": "1.0", "category": "other"]])
    }

    @Test func durations() throws {
        #expect(
            try CLI.run(["locale", "duration", "--locale", "en", "--style", "long", "3725"]).stdout == "1 hour, 2 minutes, 5 seconds\n")
        #expect(try CLI.run(["locale", "duration", "--locale", "en", "--style", "timer", "65"]).stdout == "1:05\n")
        #expect(
            try CLI.run(["locale", "duration", "--locale", "en", "--style", "short", "--units", "hours,minutes", "3725", "60"]).stdout
                == "1 hr, 2 min\n1 min\n")
        let json = try CLI.run(["locale", "duration", "--locale", "en", "--style", "narrow", "--format", "json", "3900"])
        let decoded = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: String]]
        #expect(decoded == [["seconds": "3900", "duration": "1h 5m"]])
    }

    @Test func direction() throws {
        #expect(try CLI.run(["locale", "direction", "--locale", "dv"]).stdout == "rtl\n")
        #expect(try CLI.run(["locale", "direction", "--locale", "az"]).stdout == "ltr\n")
        #expect(try CLI.run(["locale", "direction", "--text", "مرحبا Handz"]).stdout == "rtl\n")
        #expect(try CLI.run(["locale", "direction", "--text", "42 %"]).stdout == "neutral\n")
        let json = try CLI.run(["locale", "direction", "--locale", "syr", "--format", "json"])
        let decoded = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: String]
        #expect(decoded == ["locale": "syr", "direction": "rtl"])
    }

    @Test func info() throws {
        let text = try CLI.run(["locale", "info", "pt_BR"])
        #expect(text.status == 0)
        #expect(text.stdout.contains("pt-BR (Portuguese (Brazil))"))
        #expect(text.stdout.contains("cardinal  one, many, other"))
        #expect(text.stdout.contains("1 hora, 2 minutos e 5 segundos"))
        let json = try CLI.run(["locale", "info", "--format", "json", "pl"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["locale"] as? String == "pl")
        #expect(object["direction"] as? String == "ltr")
        #expect(object["hourCycle"] as? String == "24")
        let cardinal = try #require(object["cardinal"] as? [[String: Any]])
        #expect(cardinal.map { $0["category"] as? String } == ["one", "few", "many", "other"])
        let durations = try #require(object["durations"] as? [String: String])
        #expect(durations["timer"] == "1:02:05")
    }

    @Test(arguments: [
        (["locale", "direction", "--locale", "xx-Fake"], "'xx-Fake'"),
        (["locale", "plural", "--locale", "en", "abc"], "'abc' is not a number"),
        (["locale", "plural", "--locale", "en", "1,5"], "'1,5' is not a number"),
        (["locale", "duration", "--locale", "en", "-5"], "negative"),
        (["locale", "duration", "--locale", "en", "nan"], "not a finite"),
        (["locale", "duration", "--locale", "en", "inf"], "not a finite"),
        (["locale", "duration", "--locale", "en", "--style", "weekly", "5"], "'timer', 'short', 'long' or 'narrow'"),
        (["locale", "duration", "--locale", "en", "--units", "fortnights", "5"], "'days', 'hours', 'minutes' or 'seconds'"),
        (["locale", "plural", "--locale", "en"], "at least one number"),
        (["locale", "direction"], "exactly one of --locale or --text"),
        (["locale", "info", "en-XX"], "'XX' is not a region"),
        (["locale", "frobnicate"], "Unexpected argument"),
    ])
    func badInputExitsTwoWithAClearMessage(_ arguments: [String], _ message: String) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 2, "\(arguments)")
        #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func helpExitsZero() throws {
        let help = try CLI.run(["locale", "plural", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("visible fraction digits"))
    }
}
