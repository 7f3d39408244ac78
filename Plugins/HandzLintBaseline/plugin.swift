import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory handz-lint-baseline [FILE] [lint arguments]`:
/// records today's findings as the baseline (default `handz-lint-baseline.json`), so that
/// `swift package handz-lint --baseline FILE` reports only new ones. The only plugin that writes
/// into the package, so the only one SwiftPM asks permission for.
@main
struct HandzLintBaseline: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var arguments = arguments
        let file = arguments.first.flatMap { $0.hasPrefix("-") ? nil : $0 } ?? "handz-lint-baseline.json"
        if arguments.first == file { arguments.removeFirst() }
        try HandzLintInvocation(context: context, packageManager: packageManager).run(arguments + ["--write-baseline", file])
    }
}
