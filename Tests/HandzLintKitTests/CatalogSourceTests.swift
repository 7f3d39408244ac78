import Foundation
import HandzLintKit
import LintCore
import LintTestSupport
import LocaleServices
import StringCatalog
import Testing

@testable import CatalogValidation

/// Issue 10: what a translation is compared with when the file does not hold its source, the
/// languages a file declares, plural reach, and length checks a spec's frame replaces.
struct CatalogSourceTests {
    static func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("handz-source-\(UUID().uuidString)")
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }

    /// The findings one per key and language, as `--detail` lists them (translation-progress off).
    static func findings(_ path: String, rules: String = "version: 1\nrules: { translation-progress: off }") throws -> [Finding] {
        let rulesFolder = try folder(["rules.yml": rules])
        defer { try? FileManager.default.removeItem(at: rulesFolder) }
        let configuration = try LintConfiguration.load(path: rulesFolder.appendingPathComponent("rules.yml").path)
        return try CatalogCheck(configuration: configuration).findings(paths: [path])
    }

    /// A translation table given on its own is compared with the sibling en.lproj table: keys
    /// it lacks are missing, values equal to the English ones are untranslated, placeholders
    /// are compared.
    @Test func aTranslationTableIsReadWithItsSiblingSource() throws {
        let root = try Self.folder([
            "en.lproj/Localizable.strings":
                "\"cores\" = \"%lld cores\";\n\"month.previous\" = \"Previous month\";\n\"tab.close\" = \"Close tab\";\n",
            "uk.lproj/Localizable.strings": "\"cores\" = \"%@ ядер\";\n\"month.previous\" = \"Previous month\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let findings = try Self.findings(root.appendingPathComponent("uk.lproj/Localizable.strings").path)
        #expect(findings.contains { $0.ruleID == "missing-translation" && $0.subject.scope == "tab.close" && $0.subject.locale == "uk" })
        #expect(findings.contains { $0.ruleID == "untranslated" && $0.subject.scope == "month.previous" })
        #expect(findings.contains { $0.ruleID == "placeholder-mismatch" && $0.subject.scope == "cores" && $0.severity == .p0 })
    }

    /// The rules file's sourceLanguage names the source folder.
    @Test func theRulesFileNamesTheSourceLanguage() throws {
        let root = try Self.folder([
            "de.lproj/Main.strings": "\"title\" = \"Fenster links\";\n\"subtitle\" = \"Links\";\n",
            "fr.lproj/Main.strings": "\"title\" = \"Fenêtre à gauche\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let findings = try Self.findings(
            root.appendingPathComponent("fr.lproj/Main.strings").path,
            rules: "version: 1\ncatalog: { sourceLanguage: de }\nrules: { translation-progress: off }")
        #expect(findings.contains { $0.ruleID == "missing-translation" && $0.subject.scope == "subtitle" && $0.subject.locale == "fr" })
    }

    /// An XLIFF <file> without a single <target> is still checked for its target language.
    @Test func anXLIFFFileWithoutTargetsIsCheckedForItsLanguage() throws {
        let root = try Self.folder([
            "de.xliff": """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="App/InfoPlist.xcstrings" source-language="en" target-language="de" datatype="plaintext">
                <body>
                  <trans-unit id="NSCameraUsageDescription" xml:space="preserve">
                    <source>Scan a code to join a team.</source>
                  </trans-unit>
                </body>
              </file>
            </xliff>
            """
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let findings = try Self.findings(root.appendingPathComponent("de.xliff").path)
        #expect(
            findings.contains {
                $0.ruleID == "missing-translation" && $0.subject.scope == "NSCameraUsageDescription" && $0.subject.locale == "de"
            })
    }

    /// The reach figures the plural rule's rationale quotes.
    @Test func pluralReachIsTheShareOfEverydayCounts() throws {
        let cache = FormatterCache()
        let russian = try #require(PluralProfile(language: "ru", cache: cache))
        let spanish = try #require(PluralProfile(language: "es", cache: cache))
        let arabic = try #require(PluralProfile(language: "ar", cache: cache))
        #expect(PluralProfile.percent(russian.reach[.many] ?? 0) == "63%")
        #expect(PluralProfile.percent(russian.reach[.few] ?? 0) == "25.2%")
        #expect(PluralProfile.percent(spanish.reach[.one] ?? 0) == "6.7%")
        #expect((spanish.reach[.many] ?? 0) < 0.0001)
        #expect(PluralProfile.percent(arabic.reach[.two] ?? 0) == "4.5%")
        #expect(!russian.otherTakesWholeNumbers && spanish.otherTakesWholeNumbers)
        #expect(russian.singularCategory == .one && spanish.singularCategory == nil)
    }

    /// In a lint run, a key a spec puts in a sized text element is measured against the frame
    /// (text-fits-frame) instead of by its length against the source.
    @Test func aFrameReplacesTheLengthRatio() throws {
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "screen.detail.back" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Zurück zur vorherigen Übersicht" } },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Go back" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let screen = """
            kind: screen
            id: detail
            elements:
              - { id: backButton, role: button, text: screen.detail.back, frame: [8, 47, 80, 22], font: { size: 17, textStyle: body } }
            """
        let root = try Self.folder([
            "Localizable.xcstrings": catalog, "specs/detail.yml": screen,
            "rules.yml":
                "version: 1\nspecs: [specs]\nstrings: [Localizable.xcstrings]\nrules: "
                + "{ translation-too-long: { expansionMinimumSourceLength: 1 } }",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let configuration = try LintConfiguration.load(path: root.appendingPathComponent("rules.yml").path)
        let lint = try LintRun(configuration: configuration).run(LintRun(configuration: configuration).configuredInputs)
        #expect(
            lint.findings.contains { $0.ruleID == "text-fits-frame" && $0.subject.element == "backButton" && $0.outcome == .needsReview })
        #expect(!lint.findings.contains { $0.ruleID == "translation-too-long" })
        let validate = try CatalogCheck(configuration: configuration).findings(paths: [
            root.appendingPathComponent("Localizable.xcstrings").path
        ])
        #expect(validate.contains { $0.ruleID == "translation-too-long" && $0.subject.scope == "screen.detail.back" })
    }
}
