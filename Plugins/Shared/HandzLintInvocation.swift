import Foundation
import PackagePlugin

// Shared by the handz-lint and handz-lint-baseline command plugins (each plugin is its own
// module and cannot depend on a library: both folders link this file).

/// Runs the toolkit's own `handz-lint` in the package's folder.
struct HandzLintInvocation {
    let context: PluginContext

    /// The rules files `handz-lint` looks for in the folder it runs in (ConfigurationOption's list).
    static let rulesFiles = [".handz-lint.yml", "handz-lint.yml", "Rules/handz.yml"]

    func run(_ arguments: [String]) throws {
        let tool = try context.tool(named: "HandzLintPluginTool")
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
        process.executableURL = tool.url
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
    case refused, findings
    case input(Int32)

    var description: String {
        switch self {
        case .refused: "refused"
        case .findings: "handz-lint found issues at or above --fail-on"
        case .input(let status): "handz-lint could not read its input (exit \(status))"
        }
    }
}
