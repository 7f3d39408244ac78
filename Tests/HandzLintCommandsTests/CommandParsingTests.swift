import ArgumentParser
import LintCore
import Testing

@testable import HandzLintCommands

/// The command layer's contract, parsed in process: typed options refuse what they cannot hold
/// with a usage error (exit 2), and the defaults are the documented ones.
struct CommandParsingTests {
    @Test func failThresholdsParseAndRefuseUnknownSeverities() throws {
        #expect(FailThreshold(argument: "p0") == .severity(.p0))
        #expect(FailThreshold(argument: "never") == .never)
        #expect(FailThreshold(argument: "P3") == nil)
        let lint = try #require(try HandzLint.parseAsRoot(["lint", "--fail-on", "P2"]) as? LintCommand)
        #expect(lint.report.failOn == .severity(.p2))
        #expect(throws: (any Error).self) { try HandzLint.parseAsRoot(["lint", "--fail-on", "P3"]) }
    }

    @Test func fileSizeLimitsOutsideTheirRangeAreUsageErrors() throws {
        #expect(throws: (any Error).self) { try HandzLint.parseAsRoot(["lint", "--max-file-size", "0"]) }
        let lint = try #require(try HandzLint.parseAsRoot(["lint", "--max-file-size", "2"]) as? LintCommand)
        #expect(lint.limits.bytes == 2 * 1_048_576)
    }

    @Test func codegenRefusesNamesThatAreNotIdentifiers() {
        #expect(throws: (any Error).self) {
            try HandzLint.parseAsRoot(["catalog", "codegen", "L.xcstrings", "--output", "o.swift", "--name", "9x"])
        }
        #expect(throws: (any Error).self) {
            try HandzLint.parseAsRoot(["catalog", "codegen", "L.xcstrings", "--output", "o.swift", "--access", "open"])
        }
    }
}
