import ArgumentParser
import HandzLintKit

/// `--cache-path DIR`, `--no-cache`: results of unchanged files come from earlier runs.
struct CacheOptions: ParsableArguments {
    @Option(
        name: .customLong("cache-path"),
        help: ArgumentHelp(
            "Where results of earlier runs are kept (default: " + "$XDG_CACHE_HOME/handz-lint, else .build/handz-lint-cache in a built "
                + "package, else ~/.cache/handz-lint).",
            valueName: "dir"))
    var directory: String?

    @Flag(name: .customLong("no-cache"), help: "Read every file, and leave the cache as it is.")
    var disabled = false

    /// The cache for `lint`, or nil when it is off. The HTML report draws every screen, which
    /// the cache does not keep, so it reads everything.
    func cache(for lint: LintRun, visual: Bool) -> ResultCache? {
        guard !disabled, !visual else { return nil }
        return lint.cache(in: directory ?? ResultCache.defaultDirectory(), version: HandzLint.configuration.version)
    }
}
