import Foundation
import SourceText
import SwiftSourceFacts
import SwiftSourceReader
import Testing

/// Bad input gives an error or a recorded problem naming the file and position: never a
/// crash, a hang, or a silent nothing.
struct BadInputTests {
    @Test func invalidUTF8IsAnErrorWithItsPosition() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID().uuidString).swift").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        var bytes = Array("let a = 1\nlet b = \"caf".utf8)
        bytes += [0xC3, 0x28]
        bytes += Array("\"\n".utf8)
        FileManager.default.createFile(atPath: path, contents: Data(bytes))
        do {
            _ = try SwiftFileReader().read(path: path)
            Issue.record("no error")
        } catch {
            #expect(error.description.contains("\(path):2:13: error: the file is not valid UTF-8"), "\(error)")
        }
        let results = SwiftFileReader().read(paths: [path])
        guard case .failure(let error) = results.first else {
            Issue.record("no failure")
            return
        }
        #expect(error.location?.line == 2)
    }

    @Test func closuresNested10000DeepAreCutAtTheNestingLimit() throws {
        let depth = 10_000
        let source = "let f = " + String(repeating: "{ ", count: depth) + "Text(\"deep\")" + String(repeating: " }", count: depth) + "\n"
        let found = facts(source)
        let problem = try #require(found.syntaxError)
        #expect(problem.message.contains("nesting is deeper than 256 levels"), "\(problem)")
        #expect(problem.location.line == 1)
        let parens = facts("let x = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth))
        #expect(parens.syntaxError?.message.contains("nesting is deeper") == true)
    }

    /// The parser's look-ahead doubles with each `[` written straight after another: FuzzSwiftSource
    /// found a 2.7 KB file (the sample app's timer, mutated) that never finished parsing.
    @Test func longRunsOfOpeningBracketsAreRefusedBeforeParsing() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/FuzzRegressions/swift-source-bracket-run.swift.txt")
        let found = SwiftFileReader().facts(for: SourceFile(path: "T.swift", bytes: Array(try Data(contentsOf: fixture))))
        let problem = try #require(found.syntaxError)
        #expect(problem.message.contains("more than 12 opening brackets in a row"), "\(problem)")
        #expect(problem.location.line == 29)
        let spaced = facts("func f() {\n    " + String(repeating: "[ ", count: 13) + "x\n}")
        #expect(spaced.syntaxError?.location.column == 29)
        // A carriage return ends a comment or a one-line string for the parser, so the run after
        // it is code (a 470-byte file FuzzSwiftSource found, which never finished parsing).
        let afterReturn = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/FuzzRegressions/swift-source-bracket-run-after-return.swift.txt")
        let fuzzed = SwiftFileReader().facts(for: SourceFile(path: "T.swift", bytes: Array(try Data(contentsOf: afterReturn))))
        #expect(fuzzed.syntaxError?.message.contains("opening brackets in a row") == true, "\(String(describing: fuzzed.syntaxError))")
        for source in ["// note\r" + String(repeating: "[", count: 13) + "1", "let s = \"a\r" + String(repeating: "[", count: 13) + "1"] {
            #expect(facts(source).syntaxError?.message.contains("opening brackets in a row") == true, "\(source)")
        }
        // Real nesting, and brackets in comments and strings, are read as usual.
        for source in [
            "let a: [[[[Int]]]] = [[[[1]]]]",
            "let s = \"" + String(repeating: "[", count: 40) + "\"\nlet t = Text(\"ok\")",
            "let r = #\"\\\"" + String(repeating: "[", count: 40) + "\"#",
            "let m = \"\"\"\n" + String(repeating: "[", count: 40) + "\n\"\"\"",
            "// " + String(repeating: "[", count: 40) + "\n/* /* " + String(repeating: "[", count: 40) + " */ */ let x = 1",
            "let twelve = " + String(repeating: "[", count: 12) + "1" + String(repeating: "]", count: 12),
        ] {
            #expect(facts(source).syntaxError == nil, "\(source)")
        }
    }

    @Test func chainsDeeperThanTheTreeLimitAreReportedNotWalked() throws {
        let links = 30_000
        let source =
            "let v = Text(\"x\")" + String(repeating: ".padding()", count: links) + "\nlet w = base" + String(repeating: ".a", count: links)
        let found = facts(source)
        let problem = try #require(found.syntaxError)
        #expect(problem.message.contains("nested deeper than 20000 levels"), "\(problem)")
        // Other shapes that nest without brackets. Under 256 KB a file is walked on the reading
        // thread's stack whatever its depth (see NodeScan); above, depth is counted.
        for shape in [
            "let t = " + String(repeating: "try ", count: links) + "f()",
            "let o: Int" + String(repeating: "?", count: 3 * links) + " = nil",
            "let b = a" + String(repeating: "!", count: 3 * links),
        ] {
            #expect(facts(shape).syntaxError == nil, "\(shape.prefix(20))")
        }
        let elseIfs = facts("func g() { if a {}" + String(repeating: " else if a {}", count: 21_000) + " }")
        #expect(elseIfs.syntaxError?.message.contains("nested deeper than 20000 levels") == true)
        // Within the limit, a long chain is read in full.
        let shorter = facts(view("Image(\"x\")" + String(repeating: ".padding()", count: 2_000) + ".onTapGesture { }"))
        #expect(shorter.syntaxError == nil)
        #expect(shorter.images.first?.modifiers.count == 2_001)
        #expect(shorter.gestures.first?.receiver == "Image")
    }

    @Test(arguments: [
        ("struct V: View {\n    var body: some View {\n        Text(\"a\"\n    }\n}\n", 3, "expected ')'"),
        ("let x = = 2\nText(\"after\")\n", 1, "the file does not parse"),
        ("struct {\n", 1, "the file does not parse"),
    ])
    func unparsableFilesStillGiveFactsAndTheFirstError(_ source: String, _ line: Int, _ message: String) throws {
        let found = facts(source)
        let problem = try #require(found.syntaxError)
        #expect(problem.location.line == line, "\(problem)")
        #expect(problem.message.contains(message), "\(problem)")
    }

    @Test func factsBeforeAndAfterASyntaxErrorAreKept() {
        let found = facts(view("VStack {\n Text(\"Before\")\n let = \n Text(\"After\")\n }"))
        #expect(found.syntaxError != nil)
        #expect(found.texts.map(\.key).contains("Before"))
    }

    /// A generated file of megabytes (an embedded resource: 100 KB string literals), read, not
    /// refused, without a crash. Size and timing are Scripts/benchmark-source.sh's (a 21 MB file,
    /// release build): swift-syntax's lexer in a debug build takes about 2 s a megabyte of literal,
    /// so 20 MB here took 80 s, nearly all of `swift test`'s time.
    @Test func megabytesOfGeneratedLiteralsAreRead() {
        let chunk = String(repeating: "QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo", count: 2_900)
        var lines = ["// Generated by a tool. DO NOT EDIT.", "enum EmbeddedData {"]
        for index in 0..<40 { lines.append("    static let part\(index) = \"\(chunk)\"") }
        lines.append("    static let label = NSLocalizedString(\"Embedded\", comment: \"\")")
        lines.append("}")
        let source = lines.joined(separator: "\n")
        #expect(source.utf8.count > 4_000_000)
        let found = facts(source)
        #expect(found.syntaxError == nil)
        #expect(found.texts.map(\.key) == ["Embedded"])
        #expect(found.texts.first?.location.line == 43)
    }
}
