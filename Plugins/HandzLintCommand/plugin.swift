import Foundation
import PackagePlugin

/// `swift package handz-lint [lint arguments]`: lints the package with its rules file
/// (`.handz-lint.yml`, `handz-lint.yml` or `Rules/handz.yml`), or, without one and without
/// paths, every source target's folder with the String Catalogs in it. Prints the punch list and
/// fails when a finding reaches `--fail-on` (default P1). Writes nothing: recording a baseline is
/// `handz-lint-baseline`, which asks for permission to write.
@main
struct HandzLintCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        if arguments.contains(where: {
            $0 == "--write-baseline" || $0.hasPrefix("--write-baseline=") || $0 == "--output" || $0.hasPrefix("--output=")
        }) {
            Diagnostics.error(
                "handz-lint writes no file into the package; record a baseline with: "
                    + "swift package --allow-writing-to-package-directory handz-lint-baseline FILE"
            )
            throw PluginFailure.refused
        }
        try HandzLintInvocation(context: context, packageManager: packageManager).run(arguments)
    }
}
