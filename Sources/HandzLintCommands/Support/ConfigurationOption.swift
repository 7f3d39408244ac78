import ArgumentParser
import HandzLintKit
import SourceText

#if canImport(Glibc)
import Glibc
#endif

/// `--config FILE`: the rules file. Without it, commands use the first of `.handz-lint.yml`,
/// `handz-lint.yml` and `Rules/handz.yml` found in the current folder (an app's own, or this
/// repository's Handz rules), else every rule at its defaults.
struct ConfigurationOption: ParsableArguments {
    static let defaultPaths = [".handz-lint.yml", "handz-lint.yml", "Rules/handz.yml"]

    @Option(
        name: .customLong("config"),
        help: ArgumentHelp("The rules file (default: .handz-lint.yml, handz-lint.yml or Rules/handz.yml when present).", valueName: "file"))
    var path: String?

    func load(useBundledDefault: Bool = true) throws -> LintConfiguration {
        try Self.load(path: path, useBundledDefault: useBundledDefault)
    }

    /// The rules file at `path`, else the first default one in the current folder (or in
    /// `folder`, the current folder's place in a revision's copy).
    static func load(path: String?, in folder: String? = nil, useBundledDefault: Bool = true) throws -> LintConfiguration {
        if let path { return try LintConfiguration.load(path: path) }
        let candidates = Self.defaultPaths.map { name in folder.map { $0 + "/" + name } ?? name }
        if useBundledDefault, let found = candidates.first(where: { access($0, R_OK) == 0 }) {
            return try LintConfiguration.load(path: found)
        }
        return .defaults
    }
}
