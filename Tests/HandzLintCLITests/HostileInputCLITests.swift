import Foundation
import Testing

/// Input that once trapped, hung or ate memory: the CLI answers every one with exit 0, 1 or 2
/// and a bounded amount of output.
struct HostileInputCLITests {
    static let hostile = [
        "%9223372036854775807$e", "%33333333333333333333d", "%9223372036854775807$@", "%100000000$@",
        "%*99999999999999999999$d", "%.99999999999999999999f",
    ]

    static func catalog(german: String) -> String {
        """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "screen.share.message" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Geteilt von \(german)" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Shared by %@" } }
              }
            }
          },
          "version" : "1.0"
        }
        """
    }

    @Test("catalog validate reports a hostile translation as one broken specifier", arguments: hostile)
    func validate(specifier: String) throws {
        let folder = try SpecFolder(["Localizable.xcstrings": Self.catalog(german: specifier)])
        let result = try CLI.run(["catalog", "validate", "Localizable.xcstrings", "--format", "json"], in: folder.url)
        #expect(result.status == 1, "P0 findings: \(result.stderr)")
        #expect(result.stdout.utf8.count < 20_000, "the report's size follows the catalog's, not the number in it")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        let broken = findings.filter { $0["ruleId"] as? String == "broken-specifier" }
        #expect(broken.count == 1, "\(findings.map { $0["ruleId"] ?? "?" })")
        #expect(!findings.contains { $0["ruleId"] as? String == "placeholder-positions" }, "no table sized by the position")
    }

    @Test("a translation of 20,000 placeholders gives a report that grows with it, not with its square")
    func longRunOfPlaceholders() throws {
        let catalog = Self.catalog(german: String(repeating: "%1$@ ", count: 20_000))
            .replacingOccurrences(of: "Shared by %@", with: String(repeating: "%@ ", count: 20_000))
        let folder = try SpecFolder(["Localizable.xcstrings": catalog])
        let result = try CLI.run(["catalog", "validate", "Localizable.xcstrings", "--format", "json"], in: folder.url)
        #expect(result.status == 1)
        // Each finding quotes the 100 KB value: about 200 of them, not one per placeholder.
        #expect(result.stdout.utf8.count < 40_000_000, "\(result.stdout.utf8.count) bytes")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.count < 250)
        // The source's 100 placeholders past the limit are one finding at one place (told once), then the cut.
        let broken = findings.filter { $0["ruleId"] as? String == "broken-specifier" }.compactMap { $0["message"] as? String }
        #expect(broken.count == 2)
        #expect(broken.contains { $0.contains("more than 100 broken specifiers") })
    }

    @Test("star positions are part of their specifier, not a positional fragment that lost its %")
    func starPositions() throws {
        let folder = try SpecFolder(["Localizable.xcstrings": Self.catalog(german: "%2$*1$d")])
        let result = try CLI.run(["catalog", "validate", "Localizable.xcstrings"], in: folder.url)
        #expect(!result.stdout.contains("broken-specifier"), "\(result.stdout)")
    }

    @Test("catalog get shows the marker and exits 1", arguments: hostile)
    func get(specifier: String) throws {
        let folder = try SpecFolder(["Localizable.xcstrings": Self.catalog(german: specifier)])
        let result = try CLI.run(
            [
                "catalog", "get", "screen.share.message", "--locale", "de", "--catalog", "Localizable.xcstrings", "--arg", "Ana", "--arg",
                "3",
            ], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stdout == "Geteilt von ⟦\(specifier)⟧\n")
        #expect(result.stderr.contains("warning: \(specifier)"))
    }

    @Test(
        "numeric options out of range exit 2 with a message naming the option",
        arguments: [
            (
                ["catalog", "validate", "Localizable.xcstrings", "--max-file-size", "9999999999999999"],
                "--max-file-size must be a whole number of megabytes from 1 to 16384, found 9999999999999999"
            ),
            (["catalog", "validate", "Localizable.xcstrings", "--max-file-size", "0"], "--max-file-size must be"),
            (["catalog", "stats", "Localizable.xcstrings", "--max-file-size=-3"], "--max-file-size must be"),
            (["catalog", "stats", "Localizable.xcstrings", "--max-file-size", "-3"], "--max-file-size"),
            (["lint", "specs", "--max-file-size", "99999999999999999999"], "--max-file-size"),
            (
                [
                    "catalog", "get", "screen.share.message", "--locale", "de", "--catalog", "Localizable.xcstrings", "--count",
                    "99999999999999999999",
                ], "--count"
            ),
        ])
    func numericOptions(arguments: [String], message: String) throws {
        let folder = try SpecFolder(["Localizable.xcstrings": Self.catalog(german: "%@"), "specs/routes.yml": Samples.routes])
        let result = try CLI.run(arguments, in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(!result.stderr.contains("Fatal error"))
    }

    @Test("the largest --max-file-size is accepted")
    func largestFileSize() throws {
        let folder = try SpecFolder(["Localizable.xcstrings": Self.catalog(german: "%@")])
        #expect(try CLI.run(["catalog", "validate", "Localizable.xcstrings", "--max-file-size", "16384"], in: folder.url).status == 0)
    }

    @Test("a screen whose comment says kind: palette is linted and counted")
    func paletteWordsInAComment() throws {
        let screen = "# colours come from the file with kind: palette\n" + Samples.screen
        let palette = "kind: palette\ncolors:\n  ink: \"#1C1C1E\"\n"
        let folder = try SpecFolder(["specs/home.yml": screen, "specs/palette.yml": palette])
        let result = try CLI.run(["lint", "specs", "--fail-on", "never"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(": 1 screens, 0 routes in 2 spec files"), "\(result.stdout.prefix(200))")
        #expect(result.stdout.contains("missing-label"), "the screen's findings are reported")
    }

    @Test("a spec with a flow sequence of a million items is read")
    func millionItemFlowSequence() throws {
        var routes =
            "kind: routes\nroutes:\n  - { id: Library/Home, presentation: push }\nentryPoints: { F: [Library/Home] }\nlintIgnore: ["
        routes += (0..<1_000_000).map { _ in "x" }.joined(separator: ", ")
        routes += "]\n"
        let folder = try SpecFolder(["routes.yml": routes])
        let result = try CLI.run(["lint", "routes.yml"], in: folder.url)
        #expect(result.status == 1, "each lintIgnore entry must be a mapping: \(result.stdout.prefix(300))")
        #expect(result.stdout.contains("unreadable-input") && result.stdout.contains("routes.yml:5:"), "\(result.stdout.prefix(300))")
    }
}

/// The runner drains stdout and stderr together, so a child that fills one pipe while the
/// runner would be reading the other cannot deadlock.
struct ChildProcessTests {
    @Test func largeStandardErrorDoesNotBlock() throws {
        let script = "head -c 3000000 /dev/zero | tr '\\000' e >&2; echo done; head -c 200000 /dev/zero | tr '\\000' o"
        let result = try ChildProcess.run(URL(fileURLWithPath: "/bin/sh"), ["-c", script], in: URL(fileURLWithPath: "/"), timeout: 120)
        #expect(result.status == 0)
        #expect(result.stderr.utf8.count == 3_000_000)
        #expect(result.stdout.utf8.count == 5 + 200_000)
    }

    @Test func largeStandardInputIsFedWhileOutputIsRead() throws {
        let input = Data(repeating: UInt8(ascii: "i"), count: 2_000_000)
        let result = try ChildProcess.run(
            URL(fileURLWithPath: "/bin/sh"), ["-c", "cat; cat /dev/null >&2"], in: URL(fileURLWithPath: "/"), stdin: input, timeout: 120)
        #expect(result.status == 0)
        #expect(result.stdout.utf8.count == 2_000_000)
    }
}

/// The bundled specs name their seed documents so that any checkout finds them.
struct SpecHeaderTests {
    @Test func seedsAreNamedRelativeToTheRepository() throws {
        let specs = CLI.packageRoot.appendingPathComponent("Specs")
        let folders = try FileManager.default.contentsOfDirectory(atPath: specs.path)
        var checked = 0
        for folder in folders {
            let path = specs.appendingPathComponent(folder).appendingPathComponent("routes.yml").path
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") where line.hasPrefix("#") && line.contains("seeds/") {
                #expect(line.contains("../shared/seeds/"), "\(folder)/routes.yml: \(line)")
                #expect(!line.contains(" /"), "\(folder)/routes.yml names an absolute folder: \(line)")
                checked += 1
            }
        }
        #expect(checked >= 4, "every app's route spec names its seed")
    }
}
