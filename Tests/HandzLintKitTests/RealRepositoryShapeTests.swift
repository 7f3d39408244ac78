import CatalogValidation
import Foundation
import HandzLintKit
import LintCore
import LintTestSupport
import StringCatalog
import Testing

/// Issue 17 on the shape real repositories have: a 30-language `.lproj` tree where one language
/// gives keys twice (as Maccy's ro, eo, sv, pt and bn tables do), beside Swift code. The run
/// reports the repetition and checks the table as the app reads it; translation work is one
/// finding per language.
struct RealRepositoryShapeTests {
    static let languages = [
        "ar", "bg", "bn", "ca", "cs", "da", "de", "el", "eo", "es", "fi", "fr", "he", "hi", "hu", "it", "ja", "ko",
        "nb", "nl", "pl", "pt", "ro", "ru", "sk", "sv", "tr", "uk", "zh-Hans",
    ]

    /// en and 29 translations of one table. ro gives "Behavior" twice with the same text and
    /// "files.count" twice, the second time (the one the app reads) with %@ for %lld; fr lacks
    /// "Open".
    static func app(extraEnglish: String = "") throws -> ScratchFolder {
        var files = [
            "App/ContentView.swift": """
            import SwiftUI

            struct ContentView: View {
                var body: some View {
                    VStack {
                        Text("Title")
                        Text("settings.missing")
                    }
                }
            }
            """,
            "App/Resources/en.lproj/Localizable.strings": """
            /* The settings window's title */
            "Title" = "General";
            "Behavior" = "Behavior:";
            "files.count" = "%lld files";
            "Open" = "Open:";
            \(extraEnglish)
            """,
        ]
        for language in languages {
            var text =
                "\"Title\" = \"\(language) Allgemein\";\n\"Behavior\" = \"\(language) "
                + "Verhalten:\";\n\"files.count\" = \"%lld \(language) Dateien\";\n"
            if language != "fr" { text += "\"Open\" = \"\(language) Öffnen:\";\n" }
            if language == "ro" {
                text +=
                    "/* added again by the translation tool */\n\"Behavior\" = \"ro Verhalten:\";\n\"files.count\" = \"%@ ro Dateien\";\n"
            }
            files["App/Resources/\(language).lproj/Localizable.strings"] = text
        }
        return try ScratchFolder(files)
    }

    static func configuration(_ text: String = "version: 1") throws -> LintConfiguration {
        let folder = try ScratchFolder(["rules.yml": text])
        return try LintConfiguration.load(path: folder.path("rules.yml"))
    }

    @Test func theRepeatedKeysAreFindingsAndTheTableIsCheckedAsTheAppReadsIt() throws {
        let app = try Self.app()
        let findings = try CatalogCheck(configuration: Self.configuration()).findings(paths: [app.path("App/Resources")])
        let repeated = findings.filter { $0.ruleID == "duplicate-key" }
        #expect(repeated.count == 2, "\(repeated.map(\.message))")
        let files = try #require(repeated.first { $0.subject.scope == "files.count" })
        #expect(files.severity == .p1 && files.subject.locale == "ro")
        #expect(files.location?.file.hasSuffix("ro.lproj/Localizable.strings") == true && files.location?.line == 7)
        #expect(files.message.contains("first at line 3") && files.message.contains("\"%@ ro Dateien\""), "\(files.message)")
        #expect(files.data.contains(FindingValue("shown", "%@ ro Dateien")))
        let behavior = try #require(repeated.first { $0.subject.scope == "Behavior" })
        #expect(behavior.severity == .p2, "the same text twice changes nothing users see")
        // Every other rule runs on the value the app reads: %@ where the source has %lld.
        let mismatch = findings.filter { $0.ruleID == "placeholder-mismatch" }
        #expect(mismatch.map(\.subject.locale) == ["ro"], "\(mismatch.map(\.message))")
        #expect(mismatch.first?.location?.line == 7)
        // fr lacks one key: one finding for the language, none per key.
        let progress = findings.filter { $0.ruleID == "translation-progress" }
        #expect(progress.map(\.subject.locale) == ["fr"])
        #expect(progress.first?.severity == .p2 && progress.first?.members == ["Open"])
        #expect(progress.first?.location?.file.hasSuffix("fr.lproj/Localizable.strings") == true)
        #expect(!findings.contains { $0.ruleID == "missing-translation" })
    }

    /// IINA: the Serbian tables hold symbolic keys the English one lacks (`alert.sleep`); Spanish,
    /// which has every English key, is complete. A key written as text (wallabag's `Toggle("Sorting",
    /// …)`) is its own source text: the languages that lack it are missing it.
    @Test func aSymbolicKeyOnlyAnotherLanguageHoldsIsNotMissingFromTheRest() throws {
        let app = try ScratchFolder([
            "Stats/en.lproj/Localizable.strings": "\"Open\" = \"Open\";\n\"Close\" = \"Close\";\n",
            "Stats/es.lproj/Localizable.strings": "\"Open\" = \"Abrir\";\n\"Close\" = \"Cerrar\";\n",
            "Stats/sr.lproj/Localizable.strings": "\"Open\" = \"Отвори\";\n\"Close\" = \"Затвори\";\n\"alert.sleep\" = \"Спавај\";\n",
        ])
        let findings = try CatalogCheck(configuration: Self.configuration("version: 1\nrules: { translation-progress: off }"))
            .findings(paths: [app.path("Stats")])
        #expect(!findings.contains { $0.ruleID == "missing-translation" }, "\(findings.map(\.message))")
        let serbian = "\"Open\" = \"Отвори\";\n\"Close\" = \"Затвори\";\n"
        try app.write("Stats/sr.lproj/Localizable.strings", serbian + "\"Sorting\" = \"Ређање\";\n")
        let asText = try CatalogCheck(configuration: Self.configuration("version: 1\nrules: { translation-progress: off }"))
            .findings(paths: [app.path("Stats")])
        #expect(asText.contains { $0.ruleID == "missing-translation" && $0.subject.locale == "es" && $0.subject.scope == "Sorting" })
        // Spanish lacking one English key is one of two keys, not one of three.
        try app.write("Stats/sr.lproj/Localizable.strings", serbian + "\"alert.sleep\" = \"Спавај\";\n")
        try app.write("Stats/es.lproj/Localizable.strings", "\"Open\" = \"Abrir\";\n")
        let progress = try CatalogCheck(configuration: Self.configuration()).findings(paths: [app.path("Stats")])
        #expect(progress.filter { $0.ruleID == "translation-progress" }.map(\.message).first?.contains("1 of 2 keys") == true)
        // A storyboard's or xib's key is the Interface Builder file's, which an English table may not
        // have caught up with (IINA): asked of every language as before.
        let storyboard = try ScratchFolder([
            "UI/en.lproj/Main.strings": "\"Qa1-b9-ATj.title\" = \"Website\";\n",
            "UI/de.lproj/Main.strings": "\"Qa1-b9-ATj.title\" = \"Webseite\";\n\"F0z-JX-Cv5.title\" = \"Öffnen\";\n",
            "UI/fr.lproj/Main.strings": "\"Qa1-b9-ATj.title\" = \"Site\";\n",
        ])
        let strings = try CatalogCheck(configuration: Self.configuration("version: 1\nrules: { translation-progress: off }"))
            .findings(paths: [storyboard.path("UI")])
        #expect(strings.contains { $0.ruleID == "missing-translation" && $0.subject.locale == "fr" }, "\(strings.map(\.message))")
    }

    @Test func aRequiredLanguageBelowItsThresholdIsP1AndDetailListsEachKey() throws {
        let app = try Self.app()
        let required = try CatalogCheck(
            configuration: Self.configuration("version: 1\ncatalog: { translations: { required: [fr, de], minimumComplete: 90 } }")
        )
        .findings(paths: [app.path("App/Resources")])
        let french = try #require(required.first { $0.ruleID == "translation-progress" })
        #expect(french.severity == .p1, "fr is 75% complete, under the 90% required")
        #expect(french.data.contains(FindingValue("percentComplete", "75%")) && french.data.contains(FindingValue("required", "yes")))
        let detailed = try CatalogCheck(configuration: Self.configuration("version: 1\nrules: { translation-progress: off }"))
            .findings(paths: [app.path("App/Resources")])
        #expect(!detailed.contains { $0.ruleID == "translation-progress" })
        let missing = detailed.filter { $0.ruleID == "missing-translation" }
        #expect(missing.map(\.subject.scope) == ["Open"] && missing.first?.subject.locale == "fr")
    }

    /// Bark titles its iPad sidebar "Bark": the app's own name, as its project gives it, is a brand.
    @Test func theAppsOwnNameIsNotHardCodedText() throws {
        let app = try ScratchFolder([
            "Bark.xcodeproj/project.pbxproj": "A1 /* Home.swift */ = { path = Home.swift; };\n"
                + "T1 = { isa = PBXNativeTarget; productName = Bark; productType = \"com.apple.product-type.application\"; };\n",
            "Bark/Home.swift": "import SwiftUI\nstruct Home: View {\n    var body: some View {\n"
                + "        Text(\"Bark\").navigationTitle(\"Bark\")\n        Text(\"Send a push\")\n    }\n}\n",
            "Bark/en.lproj/Localizable.strings": "\"Other\" = \"Other\";\n",
        ])
        let result = try LintRun(configuration: try Self.configuration()).run(LintRun.Inputs.classify([app.path("")]))
        let hardcoded = result.findings.filter { $0.ruleID == "hardcoded-text" }
        #expect(hardcoded.map(\.subject.element) == ["Send a push"], "\(hardcoded.map(\.message))")
    }

    /// ios-pass's and Feather's shape: a sheet shows a view that another target of the folder declares (a package
    /// of shared screens). Its Close there counts; a view declared nowhere in the folder is asked about.
    @Test func aModalsContentIsLookedUpInTheFolderOtherTargets() throws {
        let folder = try ScratchFolder([
            "Package.swift": "// swift-tools-version:6.0\n",
            "Sources/Screens/Resources/Localizable.xcstrings": #"{ "sourceLanguage": "en", "version": "1.0", "strings": {} }"#,
            "Sources/App/Resources/Localizable.xcstrings": #"{ "sourceLanguage": "en", "version": "1.0", "strings": {} }"#,
            "Sources/Screens/KeyDetailView.swift":
                "import SwiftUI\npublic struct KeyDetailView: View {\n    @Environment(\\.dismiss) private var dismiss\n"
                + "    public var body: some View { Button(\"Close\") { dismiss() } }\n}\n",
            "Sources/App/Keys.swift":
                "import SwiftUI\nstruct Keys: View {\n    @State private var showingKey = false\n"
                + "    @State private var showingHelp = false\n"
                + "    var body: some View {\n        Button(\"Key\") { showingKey = true }\n"
                + "            .sheet(isPresented: $showingKey) { KeyDetailView() }\n"
                + "        Button(\"Help\") { showingHelp = true }\n            .sheet(isPresented: $showingHelp) { HelpCenterView() }\n"
                + "    }\n}\n",
        ])
        let result = try LintRun(configuration: try Self.configuration()).run(LintRun.Inputs.classify([folder.path("")]))
        let modals = result.findings.filter { $0.ruleID == "modal-close-and-focus" }
        #expect(modals.map(\.message).count == 1 && modals.first?.message.contains("HelpCenterView") == true, "\(modals.map(\.message))")
    }

    /// Catbird's shape: a sheet in a view modifier that only a view no code makes uses. The modal rule looks across
    /// files, and its finding there needs review as any rule's in unreached code does.
    @Test func aFindingOfARuleThatLooksAcrossFilesNeedsReviewInUnreachedCode() throws {
        let composer =
            "import SwiftUI\nstruct ComposerView: View {\n    @State private var showingSummary = false\n"
            + "    var body: some View { Text(\"Draft\").modifier(SheetsModifier(showingSummary: $showingSummary)) }\n}\n"
            + "struct SheetsModifier: ViewModifier {\n    @Binding var showingSummary: Bool\n"
            + "    func body(content: Content) -> some View {\n        content\n            .sheet(isPresented: $showingSummary) {\n"
            + "                VStack { Spacer()\n Text(\"Summary\") }\n                .interactiveDismissDisabled(true)\n"
            + "            }\n    }\n}\n"
        let app = "import SwiftUI\n@main struct NotesApp: App {\n    var body: some Scene { WindowGroup { Text(\"Notes\") } }\n}\n"
        let sheet = { (files: [String: String]) throws -> Finding? in
            let folder = try ScratchFolder(files)
            let result = try LintRun(configuration: try Self.configuration()).run(LintRun.Inputs.classify([folder.path("App")]))
            return result.findings.first { $0.ruleID == "modal-close-and-focus" }
        }
        let made = app.replacing("Text(\"Notes\")", with: "ComposerView()")
        let live = try #require(try sheet(["App/App.swift": made, "App/Composer.swift": composer]))
        #expect(live.outcome == .violation && live.severity == .p0, "\(live.message)")
        let dead = try #require(try sheet(["App/App.swift": app, "App/Composer.swift": composer]))
        #expect(dead.outcome == .needsReview, "\(dead.message)")
        #expect(dead.data.contains(FindingValue("unreachedDeclaration", "SheetsModifier")))
        // TPASS's shape: only a developer screen makes the composer, and what only developers see reaches nothing.
        let developer = "import SwiftUI\nstruct DeveloperToolsView: View {\n    var body: some View { ComposerView() }\n}\n"
        let gated = try #require(
            try sheet([
                "App/App.swift": app.replacing("Text(\"Notes\")", with: "DeveloperToolsView()"),
                "App/DeveloperTools.swift": developer, "App/Composer.swift": composer,
            ]))
        #expect(gated.outcome == .needsReview, "\(gated.message)")
    }

    /// `lint` on the folder: the Swift file's findings and the catalog's, in one run.
    @Test func lintReportsTheCodeAndTheTablesTogether() throws {
        let app = try Self.app()
        let lint = LintRun(configuration: try Self.configuration())
        let result = try lint.run(LintRun.Inputs.classify([app.path("App")]))
        let rules = Set(result.findings.map(\.ruleID))
        #expect(
            rules.isSuperset(of: ["duplicate-key", "placeholder-mismatch", "translation-progress", "unknown-key"]), "\(rules.sorted())")
        let report = lint.report(result)
        #expect(report.progress.map(\.language) == ["fr"])
        let text = ReportFormat.text.render(report)
        #expect(text.contains("\nP1 duplicate-key (2)"), "\(text)")
    }

    /// mlem's shape: a string catalog with one key twice cannot be read. That is one finding
    /// naming the file; the keys the code looks up in its table are not all missing.
    @Test func anUnreadableCatalogIsOneFindingNotAMissingKeyPerLookUp() throws {
        let folder = try ScratchFolder([
            "App/Localizable.xcstrings": """
            { "sourceLanguage": "en", "version": "1.0", "strings": { "Done": {}, "Done": {} } }
            """,
            "App/Root.xcstrings": #"{ "sourceLanguage": "en", "version": "1.0", "strings": { "Title": {} } }"#,
            "App/ListView.swift": "import SwiftUI\nstruct ListView: View { var body: some View { Text(\"Done\") } }\n",
        ])
        let result = try LintRun(configuration: try Self.configuration()).run(LintRun.Inputs.classify([folder.path("App")]))
        let unreadable = result.findings.filter { $0.ruleID == "unreadable-input" }
        #expect(unreadable.count == 1 && unreadable.first?.location?.file.hasSuffix("Localizable.xcstrings") == true)
        #expect(!result.findings.contains { $0.ruleID == "unknown-key" }, "\(result.findings.map(\.message))")
    }

    /// NHS COVID-19's and home-assistant's shape: the app's own look-up shows the key, or English, where a value is
    /// empty. An empty translation is then not blank: it needs review, and names the look-up. Without that look-up, P0.
    @Test func anEmptyValueTheAppsLookUpReplacesNeedsReview() throws {
        let strings = [
            "App/en.lproj/Localizable.strings": "\"home.title\" = \"Home\";\n",
            "App/cy.lproj/Localizable.strings": "\"home.title\" = \"\";\n",
            "App/HomeView.swift": "import SwiftUI\nstruct HomeView: View { var body: some View { Text(\"home.title\") } }\n",
        ]
        let lookUp = """
            import Foundation

            struct Localization {
                let bundle: Bundle
                func localize(_ key: String) -> String {
                    let string = NSLocalizedString(key, bundle: bundle, comment: "")
                    return string.isEmpty ? key : string
                }
                func placeholder(_ query: String) -> String {
                    query.isEmpty ? NSLocalizedString("search.placeholder", comment: "") : query
                }
                func prefixed(_ prefix: String, _ text: String) -> String {
                    (prefix.isEmpty ? "" : NSLocalizedString(prefix, comment: "") + ", ") + text
                }
                func matches(_ name: String, _ query: String) -> Bool {
                    if !query.isEmpty { return name.localizedCaseInsensitiveContains(query) }
                    return true
                }
            }
            """
        for (extra, outcome) in [([:], Outcome.violation), (["App/Localization.swift": lookUp], .needsReview)] {
            let folder = try ScratchFolder(strings.merging(extra) { first, _ in first })
            let result = try LintRun(configuration: try Self.configuration()).run(LintRun.Inputs.classify([folder.path("App")]))
            let empty = try #require(result.findings.first { $0.ruleID == "empty-translation" })
            #expect(empty.outcome == outcome && empty.severity == (outcome == .violation ? .p0 : .p1), "\(empty.message)")
            #expect(outcome == .violation || empty.message.contains("Localization.swift:7"), "\(empty.message)")
        }
        // A literal key looked up when a query is empty is a text of its own, a key looked up only when it is not
        // empty is no fallback, and a search is no look-up.
        let placeholderOnly = lookUp.replacingOccurrences(of: "return string.isEmpty ? key : string", with: "return string")
        let folder = try ScratchFolder(strings.merging(["App/Localization.swift": placeholderOnly]) { first, _ in first })
        let result = try LintRun(configuration: try Self.configuration()).run(LintRun.Inputs.classify([folder.path("App")]))
        #expect(result.findings.first { $0.ruleID == "empty-translation" }?.outcome == .violation)
    }

    /// A rewrite keeps the value the app reads and says which one it dropped.
    @Test func convertKeepsTheValueTheAppReadsAndSaysWhatItDropped() throws {
        let app = try Self.app()
        let losses = try CatalogConversion.convert(
            input: app.path("App/Resources"), output: app.path("Localizable.xcstrings"),
            options: .init(select: "Localizable"))
        let dropped = losses.compactMap(\.detail)
        #expect(dropped.count == 2, "\(losses)")
        #expect(
            dropped.contains {
                $0.contains("\"%lld ro Dateien\" given for \"files.count\" (ro)")
                    && $0.contains("\"%@ ro Dateien\", is the one the app reads")
            })
        let catalog = try XCStringsReader.read(.read(path: app.path("Localizable.xcstrings")))
        #expect(catalog.entry(forKey: "files.count")?.localization("ro")?.content.unit?.value == "%@ ro Dateien")
    }

    /// A baseline records the keys a language lacked: the language is new again when it lacks
    /// one more, and stays hidden while it lacks the same ones.
    @Test func aBaselineRecordsTheKeysALanguageLacks() throws {
        let before = try Self.app()
        let check = CatalogCheck(configuration: try Self.configuration())
        let recorded = try check.findings(paths: [before.path("App/Resources")])
        let text = Baseline(findings: recorded).text()
        let baselineFile = try ScratchFolder(["baseline.json": text])
        let baseline = try Baseline.read(path: baselineFile.path("baseline.json"))
        #expect(baseline.filter(recorded).new.isEmpty)

        let after = try Self.app(extraEnglish: "\"Close\" = \"Close\";\n")
        let now = try check.findings(paths: [after.path("App/Resources")])
        // Paths differ between the two folders: compare as the same repository would.
        let moved = now.map { finding -> Finding in
            var finding = finding
            finding.subject.scope = finding.subject.scope.replacingOccurrences(of: after.url.path, with: before.url.path)
            return finding
        }
        let new = baseline.filter(moved).new.filter { $0.ruleID == "translation-progress" }
        #expect(new.count == Self.languages.count, "every language lacks the new key")
        let french = try #require(new.first { $0.subject.locale == "fr" })
        #expect(french.message.hasSuffix("(1 new: \"Close\")"), "\(french.message)")
        #expect(french.data.contains(FindingValue("added", "Close")))
    }
}
