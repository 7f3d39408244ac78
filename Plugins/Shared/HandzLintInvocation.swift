import Foundation
import PackagePlugin

// Shared by the handz-lint and handz-lint-baseline command plugins (each plugin is its own
// module and cannot depend on a library: both folders link this file).

/// Runs the toolkit's own `handz-lint` in the package's folder.
///
/// The plugins have no tool dependency: SwiftPM 6 builds a plugin's tool, and everything it links,
/// a second time for the host (swiftlang/swift-package-manager#8275), which for this linter means
/// swift-syntax twice in every `swift build`. Asking SwiftPM to build the `handz-lint` product at
/// run time reuses the modules the package's own build made.
struct HandzLintInvocation {
    let context: PluginContext
    let packageManager: PackageManager

    /// The rules files `handz-lint` looks for in the folder it runs in (ConfigurationOption's list).
    static let rulesFiles = [".handz-lint.yml", "handz-lint.yml", "Rules/handz.yml"]

    func run(_ arguments: [String]) throws {
        let tool = try builtLinter()
        let folder = context.package.directoryURL
        var lintArguments = arguments.first == "lint" ? Array(arguments.dropFirst()) : arguments
        let hasConfig = lintArguments.contains { $0 == "--config" || $0.hasPrefix("--config=") }
        let hasRulesFile =
            hasConfig || Self.rulesFiles.contains { FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path) }
        let givesPaths = Self.paths(in: lintArguments)
        if !hasRulesFile, !givesPaths {
            // No rules file: every source target's folder, relative to the package.
            let targets = context.package.targets.compactMap { $0 as? SourceModuleTarget }.filter { $0.kind != .test }
            lintArguments = targets.map { $0.directoryURL.path.replacingOccurrences(of: folder.path + "/", with: "") } + lintArguments
        }
        let process = Process()
        process.executableURL = tool
        process.arguments = ["lint"] + lintArguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0: return
        case 1: throw PluginFailure.findings
        default: throw PluginFailure.input(process.terminationStatus)
        }
    }
}

extension HandzLintInvocation {
    /// Builds `handz-lint` (debug, as SwiftPM builds plugin tools) and returns its path.
    func builtLinter() throws -> URL {
        let result = try packageManager.build(.product("handz-lint"), parameters: .init(configuration: .debug, logging: .concise))
        guard result.succeeded, let linter = result.builtArtifacts.first(where: { $0.kind == .executable }) else {
            Diagnostics.error(result.logText)
            throw PluginFailure.build
        }
        return linter.url
    }

    /// `handz-lint lint` options that take a value (the value is not a path to lint).
    static let optionsWithValues: Set<String> = [
        "--config", "--strings", "--format", "--output", "--fail-on", "--baseline", "--write-baseline", "--changed-since",
        "--max-file-size",
    ]

    /// Whether the arguments name paths to lint.
    static func paths(in arguments: [String]) -> Bool {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if optionsWithValues.contains(argument) {
                index += 2
                continue
            }
            if !argument.hasPrefix("-") { return true }
            index += 1
        }
        return false
    }
}

enum PluginFailure: Error, CustomStringConvertible {
    case refused, findings, build
    case input(Int32)

    var description: String {
        switch self {
        case .refused: "refused"
        case .findings: "handz-lint found issues at or above --fail-on"
        case .build: "handz-lint could not be built"
        case .input(let status): "handz-lint could not read its input (exit \(status))"
        }
    }
}
