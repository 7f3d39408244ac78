import Foundation
import HandzLintKit
import LintCore
import LintTestSupport
import Testing

/// A repository lints to the end: a file that cannot be read is a finding naming it and the
/// others are linted; a link out of the folder being linted is named as skipped and never read.
struct TolerantReadingTests {
    static let home = "import SwiftUI\nstruct Home: View {\n    var body: some View { Button { } label: { Image(\"gear\") } }\n}\n"

    @Test func anUnreadableCatalogBesideGoodSwiftFilesIsOneFindingAmongTheOthers() throws {
        let folder = try ScratchFolder([
            "Package.swift": "// swift-tools-version:6.0\n",
            "Sources/App/Home.swift": Self.home,
            "Sources/App/Localizable.xcstrings": "{ \"sourceLanguage\" : \"en\", \"strings\" : { \"a\" : { } }\n",
        ])
        let result = try LintRun(configuration: .defaults).run(LintRun.Inputs.classify([folder.path("Sources")]))
        let unreadable = result.findings.filter { $0.ruleID == "unreadable-input" }
        #expect(unreadable.count == 1)
        #expect(unreadable.first?.location?.file.hasSuffix("Localizable.xcstrings") == true)
        #expect(unreadable.first?.location.map { $0.line > 1 || $0.column > 1 } == true, "the parser's place, not the file's start")
        #expect(result.findings.contains { $0.ruleID == "missing-label" }, "the Swift file is still linted")
    }

    @Test func oneBrokenLanguageOfThirtyLeavesTheOthersChecked() throws {
        var files = [
            "Package.swift": "// swift-tools-version:6.0\n",
            "Sources/App/Home.swift": "import SwiftUI\nstruct Home: View { var body: some View { Text(\"home.title\") } }\n",
        ]
        let languages = [
            "en", "de", "fr", "es", "it", "pt", "nl", "sv", "da", "fi", "nb", "pl", "cs", "sk", "hu", "ro", "bg", "el", "tr", "ru", "uk",
            "ar",
            "he", "hi", "th", "vi", "id", "ja", "ko", "zh-Hans",
        ]
        for language in languages {
            files["Sources/App/\(language).lproj/Localizable.strings"] = "\"home.title\" = \"Home (\(language))\";\n"
        }
        files["Sources/App/ro.lproj/Localizable.strings"] = "\"home.title\" = \"Acasă\"\n\"home.subtitle\" = \"Bun venit\";\n"
        let folder = try ScratchFolder(files)
        let result = try LintRun(configuration: .defaults).run(LintRun.Inputs.classify([folder.path("Sources")]))
        let unreadable = result.findings.filter { $0.ruleID == "unreadable-input" }
        #expect(unreadable.map { $0.location?.file.hasSuffix("ro.lproj/Localizable.strings") } == [true], "\(unreadable.map(\.message))")
        #expect(!result.findings.contains { $0.ruleID == "unknown-key" }, "the key is found in the 29 tables that read")
        #expect(!result.findings.contains { $0.ruleID == "missing-translation" && $0.subject.locale == "de" }, "German is read")
    }

    @Test func aLinkOutOfTheLintedFolderIsNamedAndNotRead() throws {
        let outside = try ScratchFolder(["secrets.env": "\"AWS_SECRET\" = \"do-not-print\";\n"])
        let folder = try ScratchFolder([
            "Package.swift": "// swift-tools-version:6.0\n",
            "Sources/App/Home.swift": Self.home,
            "Sources/App/en.lproj/Localizable.strings": "\"home.title\" = \"Home\";\n",
        ])
        try FileManager.default.createDirectory(atPath: folder.path("Sources/App/de.lproj"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.path("Sources/App/de.lproj/Localizable.strings"), withDestinationPath: outside.path("secrets.env"))
        let lint = LintRun(configuration: .defaults)
        let result = try lint.run(LintRun.Inputs.classify([folder.path("Sources")]))
        #expect(
            result.skipped.contains {
                $0.path.hasSuffix("de.lproj/Localizable.strings") && $0.reason.contains("outside the folders being linted")
            })
        for format in ReportFormat.allCases {
            let text = format.render(lint.report(result))
            #expect(!text.contains("AWS_SECRET") && !text.contains("do-not-print"), "\(format) shows nothing of the file outside")
        }
        #expect(ReportFormat.text.render(lint.report(result)).contains("de.lproj/Localizable.strings"), "the report names the link")
        #expect(result.findings.contains { $0.ruleID == "missing-label" }, "the rest is linted")
    }

    @Test func aLinkInsideTheLintedFolderIsFollowed() throws {
        let folder = try ScratchFolder([
            "Package.swift": "// swift-tools-version:6.0\n",
            "Shared/Home.swift": Self.home,
        ])
        try FileManager.default.createDirectory(atPath: folder.path("Sources/App"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.path("Sources/App/Home.swift"), withDestinationPath: folder.path("Shared/Home.swift"))
        let result = try LintRun(configuration: .defaults).run(LintRun.Inputs.classify([folder.url.path]))
        #expect(result.skipped.isEmpty, "\(result.skipped)")
        #expect(result.findings.filter { $0.ruleID == "missing-label" }.count == 2, "the file and the link to it, both inside")
    }
}
