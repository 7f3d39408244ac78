import HandzLintKit
import LintTestSupport
import Testing

/// A Swift file named on its own (what a pre-commit hook passes) is checked against its
/// project's catalog, which is read for the key checks and not validated.
struct NamedSwiftFileTests {
    @Test func aNamedFileGetsKeyChecksWithoutTheCatalogsOwnFindings() throws {
        let folder = try ScratchFolder([
            "Package.swift": "// swift-tools-version:6.0\n",
            "Sources/App/Home.swift": "import SwiftUI\nstruct Home: View {\n    var body: some View { Text(\"home.titel\") }\n}\n",
            // The German text is missing: validating the catalog would report it.
            "Sources/App/Localizable.xcstrings": """
            { "sourceLanguage" : "en", "strings" : { "home.title" : { "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Home" } },
              "de" : { "stringUnit" : { "state" : "translated", "value" : "" } } } } }, "version" : "1.0" }
            """,
        ])
        let result = try LintRun(configuration: .defaults).run(.init(sources: [folder.path("Sources/App/Home.swift")]))
        #expect(
            !result.findings.contains { $0.location?.file.hasSuffix(".xcstrings") == true }, "the catalog is read for keys, not validated")
        #expect(
            result.findings.contains { $0.ruleID == "unknown-key" && $0.message.contains("home.titel") },
            "\(result.findings.map(\.message))")
        let whole = try LintRun(configuration: .defaults).run(.init(sources: [folder.path("Sources")]))
        #expect(whole.findings.contains { $0.location?.file.hasSuffix(".xcstrings") == true }, "a folder's catalogs are validated")
    }
}
