import Foundation
import Testing

/// `--changed-since REF`: only findings on what changed (Swift lines, spec files, catalog keys),
/// and what the change fixed, judged against a real git history in a throw-away repository.
struct ChangedSinceTests {
    static let view = """
        import SwiftUI

        struct RecipesView: View {
            var body: some View {
                VStack {
                    Text("recipes.title")
                    Image("hero")
                    Text("recipes.mising")
                }
            }
        }
        """

    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "recipes.empty" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "No recipes" } }
              }
            },
            "recipes.title" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Recipes" } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    static func git(_ arguments: [String], in folder: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments)")
    }

    @Test func onlyWhatChangedIsReportedAndWhatItFixedIsListed() throws {
        let repository = FileManager.default.temporaryDirectory.appendingPathComponent("handz-change-\(UUID().uuidString)")
        let app = repository.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: repository) }
        try Self.view.write(to: app.appendingPathComponent("RecipesView.swift"), atomically: true, encoding: .utf8)
        try Self.catalog.write(to: app.appendingPathComponent("Localizable.xcstrings"), atomically: true, encoding: .utf8)
        try Self.git(["init", "-q"], in: repository)
        try Self.git(["add", "."], in: repository)
        try Self.git(["commit", "-q", "-m", "first"], in: repository)

        // The change fixes the misspelled key and adds a new unlabelled image.
        let changed = Self.view.replacingOccurrences(
            of: "Text(\"recipes.mising\")", with: "Text(\"recipes.empty\")\n                Image(\"badge\")")
        try changed.write(to: app.appendingPathComponent("RecipesView.swift"), atomically: true, encoding: .utf8)

        let whole = try CLI.run(["lint", "App", "--format", "json", "--fail-on", "never"], in: repository)
        let all =
            try #require(try JSONSerialization.jsonObject(with: Data(whole.stdout.utf8)) as? [String: Any])["findings"] as? [[String: Any]]
        #expect(all?.contains { ($0["message"] as? String)?.contains("\"hero\"") == true } == true, "the old defect is still there")

        let result = try CLI.run(["lint", "App", "--changed-since", "HEAD", "--format", "json", "--fail-on", "never"], in: repository)
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let findings = try #require(json["findings"] as? [[String: Any]])
        let messages = findings.compactMap { $0["message"] as? String }
        #expect(messages.contains { $0.contains("\"badge\"") }, "the new defect is reported: \(messages)")
        #expect(!messages.contains { $0.contains("\"hero\"") }, "an unchanged line is not: \(messages)")
        #expect(json["changedSince"] as? String == "HEAD")
        let fixed = try #require(json["fixedByChange"] as? [String])
        #expect(fixed.contains { $0.contains("unknown-key") && $0.contains("recipes.mising") }, "\(fixed)")

        let text = try CLI.run(["lint", "App", "--changed-since", "HEAD", "--fail-on", "never"], in: repository)
        #expect(text.stdout.contains("Fixed by this change (since HEAD)"))
        let unknown = try CLI.run(["lint", "App", "--changed-since", "no-such-branch"], in: repository)
        #expect(unknown.status == 2 && unknown.stderr.contains("no-such-branch"))

        // A key removed from the catalog: the Swift line that uses it did not change, but the
        // finding is new with the change, so it is listed.
        try Self.git(["commit", "-q", "-am", "second"], in: repository)
        let trimmed = Self.catalog.replacingOccurrences(
            of:
                "\"recipes.title\" : {\n      \"localizations\" : {\n        \"en\" : "
                + "{ \"stringUnit\" : { \"state\" : \"translated\", \"value\" : " + "\"Recipes\" } }\n      }\n    }\n",
            with: ""
        )
        .replacingOccurrences(of: "\"value\" : \"No recipes\" } }\n      }\n    },", with: "\"value\" : \"No recipes\" } }\n      }\n    }")
        #expect(trimmed != Self.catalog && !trimmed.contains("recipes.title"))
        try trimmed.write(to: app.appendingPathComponent("Localizable.xcstrings"), atomically: true, encoding: .utf8)
        let removed = try CLI.run(["lint", "App", "--changed-since", "HEAD", "--format", "json", "--fail-on", "never"], in: repository)
        let after =
            try #require(try JSONSerialization.jsonObject(with: Data(removed.stdout.utf8)) as? [String: Any])["findings"]
            as? [[String: Any]]
        #expect(after?.contains { ($0["message"] as? String)?.contains("recipes.title") == true } == true, "\(removed.stdout)")
        #expect(after?.contains { ($0["message"] as? String)?.contains("\"hero\"") == true } == false)
    }
}
