import ArgumentParser
import HandzLintKit
import SourceText
#if canImport(Glibc)
import Glibc
#endif

/// `--config FILE`: the rules file. Without it, commands use `Rules/handz.yml` when run from
/// a checkout that has one, else the built-in CH32 defaults.
struct ConfigurationOption: ParsableArguments {
    static let bundledPath = "Rules/handz.yml"

    @Option(name: .customLong("config"), help: ArgumentHelp("The rules file (default: Rules/handz.yml when present).", valueName: "file"))
    var path: String?

    func load(useBundledDefault: Bool = true) throws -> LintConfiguration {
        if let path { return try LintConfiguration.load(path: path) }
        if useBundledDefault, access(ConfigurationOption.bundledPath, R_OK) == 0 {
            return try LintConfiguration.load(path: ConfigurationOption.bundledPath)
        }
        return .defaults
    }
}
