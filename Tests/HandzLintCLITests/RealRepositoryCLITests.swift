import Foundation
import Testing

/// Issue 17 through the binary: a table with a repeated key is linted to the end (exit 1 for
/// its findings, never 2), the punch list is sized for people, `--detail` and `--all` list
/// everything, and `--changed-since` shows a language that lacks a key the change added.
struct RealRepositoryCLITests {
    static let languages = [
        "fr", "de", "es", "it", "nl", "pt", "sv", "da", "fi", "nb", "pl", "cs", "sk", "hu", "ro", "bg", "el", "tr", "ru", "uk",
        "he", "ar", "hi", "bn", "ja", "ko", "zh-Hans", "zh-Hant", "vi",
    ]

    /// English and `languages - 1` translations of Localizable.strings, each giving "Behavior"
    /// twice with the same text (Maccy's shape); fr lacks "Open".
    static func tables(languages: Int) -> [String: String] {
        var files = ["App/Resources/en.lproj/Localizable.strings": "\"Behavior\" = \"Behavior:\";\n\"Open\" = \"Open:\";\n"]
        for language in Self.languages.prefix(languages - 1) {
            var text = "\"Behavior\" = \"\(language) Verhalten:\";\n"
            if language != "fr" { text += "\"Open\" = \"\(language) Öffnen:\";\n" }
            text += "\"Behavior\" = \"\(language) Verhalten:\";\n"
            files["App/Resources/\(language).lproj/Localizable.strings"] = text
        }
        files["App/ContentView.swift"] = "import SwiftUI\n\nstruct ContentView: View {\n    var body: some View { Text(\"Behavior\") }\n}\n"
        return files
    }

    static func findings(_ stdout: String) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any])["findings"] as? [[String: Any]] ?? []
    }

    @Test func aRepeatedKeyIsAFindingNotARefusal() throws {
        let folder = try SpecFolder(Self.tables(languages: 30))
        let text = try CLI.run(["lint", "App", "--no-cache", "--fail-on", "P2"], in: folder.url)
        #expect(text.status == 1, "\(text.stderr)")
        #expect(text.stdout.contains("\nP2 duplicate-key (29)"), "\(text.stdout)")
        #expect(text.stdout.contains("  … 9 more (--all to list them)"))
        #expect(text.stdout.contains("  duplicate-key ") && text.stdout.contains("  translation-progress "), "the summary names every rule")
        let all = try CLI.run(["lint", "App", "--no-cache", "--all"], in: folder.url)
        #expect(all.status == 0, "only P2 findings: \(all.stderr)")
        #expect(!all.stdout.contains("more (--all"))
        #expect(all.stdout.components(separatedBy: "is given again in the").count - 1 == 29)
        let json = try Self.findings(try CLI.run(["lint", "App", "--no-cache", "--format", "json"], in: folder.url).stdout)
        #expect(json.filter { $0["ruleId"] as? String == "duplicate-key" }.count == 29, "JSON holds every finding")
        #expect(json.filter { $0["ruleId"] as? String == "translation-progress" }.count == 1)
    }

    @Test func detailListsEachKeyAndLanguage() throws {
        let folder = try SpecFolder(Self.tables(languages: 3))
        let summed = try Self.findings(try CLI.run(["catalog", "validate", "App/Resources", "--format", "json"], in: folder.url).stdout)
        let progress = try #require(summed.first { $0["ruleId"] as? String == "translation-progress" })
        #expect((progress["data"] as? [String: String])?["missingKeys"] == "Open")
        let detailed = try Self.findings(
            try CLI.run(["catalog", "validate", "App/Resources", "--detail", "--format", "json"], in: folder.url).stdout)
        #expect(!detailed.contains { $0["ruleId"] as? String == "translation-progress" })
        let missing = detailed.filter { $0["ruleId"] as? String == "missing-translation" }
        // Placed at the key in the source table, as missing-translation places it.
        #expect(missing.count == 1 && (missing.first?["location"] as? [String: Any])?["line"] as? Int == 2)
        let lint = try Self.findings(try CLI.run(["lint", "App", "--no-cache", "--detail", "--format", "json"], in: folder.url).stdout)
        #expect(
            lint.contains { $0["ruleId"] as? String == "missing-translation" }
                && !lint.contains { $0["ruleId"] as? String == "translation-progress" })
    }

    /// Passepartout's zh-Hans table misses a `;`: it is unreadable input, and its keys are not
    /// reported missing one by one, nor summed up as a language with nothing translated.
    @Test func anUnreadableTableIsNotAMissingTranslation() throws {
        let folder = try SpecFolder([
            "App/en.lproj/Localizable.strings": "\"Open\" = \"Open\";\n\"Close\" = \"Close\";\n",
            "App/de.lproj/Localizable.strings": "\"Open\" = \"Öffnen\";\n\"Close\" = \"Schließen\";\n",
            "App/zh-Hans.lproj/Localizable.strings": "\"Open\" = \"打开\"\n\"Close\" = \"关闭\";\n",
        ])
        for detail in [[], ["--detail"]] {
            let findings = try Self.findings(
                try CLI.run(["lint", "App", "--no-cache", "--format", "json"] + detail, in: folder.url).stdout)
            let rules = findings.compactMap { $0["ruleId"] as? String }
            #expect(rules == ["unreadable-input"], "\(findings)")
        }
    }

    /// Nextcloud Talk's Polish `.stringsdict`: every plural with one and other only. One finding for
    /// the language, with the keys in its data; `--detail` gives one per key.
    @Test func pluralFormsAreSummedUpPerLanguage() throws {
        func plural(_ key: String, _ one: String, _ other: String) -> String {
            """
            <key>\(key)</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict>\
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>\
            <key>NSStringFormatValueTypeKey</key><string>ld</string><key>one</key><string>\(one)</string>\
            <key>other</key><string>\(other)</string></dict></dict>
            """
        }
        func table(_ plurals: String) -> String {
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>\(plurals)</dict></plist>\n"
        }
        let folder = try SpecFolder([
            "App/en.lproj/Localizable.stringsdict": table(
                plural("%ld days", "%ld day", "%ld days") + plural("%ld hours", "%ld hour", "%ld hours")),
            "App/pl.lproj/Localizable.stringsdict": table(
                plural("%ld days", "%ld dzień", "%ld dni") + plural("%ld hours", "%ld godzina", "%ld godzin")),
        ])
        let summed = try Self.findings(try CLI.run(["catalog", "validate", "App", "--format", "json"], in: folder.url).stdout)
        let coverage = summed.filter { $0["ruleId"] as? String == "plural-coverage" }
        #expect(coverage.count == 1 && coverage.first?["severity"] as? String == "P1", "\(summed)")
        #expect((coverage.first?["data"] as? [String: String])?["missingFormKeys"] == "%ld days\n%ld hours")
        #expect((coverage.first?["message"] as? String)?.hasPrefix("pl plurals: 2 plurals lack the few, many forms") == true)
        #expect(!summed.contains { $0["ruleId"] as? String == "plural-category-missing" })
        let detailed = try Self.findings(
            try CLI.run(["catalog", "validate", "App", "--detail", "--format", "json"], in: folder.url).stdout)
        #expect(detailed.filter { $0["ruleId"] as? String == "plural-category-missing" }.count == 2)
        #expect(!detailed.contains { $0["ruleId"] as? String == "plural-coverage" })
    }

    /// A key added without its translations: every language's progress is new with the change.
    @Test func aKeyTheChangeAddsWithoutTranslationsShowsAsNew() throws {
        let folder = try SpecFolder(Self.tables(languages: 4))
        try ChangedSinceTests.git(["init", "-q"], in: folder.url)
        try ChangedSinceTests.git(["add", "."], in: folder.url)
        try ChangedSinceTests.git(["commit", "-q", "-m", "first"], in: folder.url)
        let unchanged = try Self.findings(
            try CLI.run(["lint", "App", "--changed-since", "HEAD", "--format", "json", "--fail-on", "never"], in: folder.url).stdout)
        #expect(!unchanged.contains { $0["ruleId"] as? String == "translation-progress" }, "fr lacked Open before the change too")

        try folder.write(
            "App/Resources/en.lproj/Localizable.strings", "\"Behavior\" = \"Behavior:\";\n\"Open\" = \"Open:\";\n\"Close\" = \"Close\";\n")
        let result = try CLI.run(["lint", "App", "--changed-since", "HEAD", "--format", "json", "--fail-on", "never"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        let progress = try Self.findings(result.stdout).filter { $0["ruleId"] as? String == "translation-progress" }
        let messages = progress.compactMap { $0["message"] as? String }
        #expect(progress.count == 3, "fr, de and es each lack the new key: \(messages)")
        // fr lacked a key before: its finding says which key is new; de and es were complete.
        #expect(messages.contains { $0.hasPrefix("fr ") && $0.hasSuffix("(1 new: \"Close\")") }, "\(messages)")
    }
}
