import ArgumentParser

struct HandzLint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "handz-lint",
        abstract: "Accessibility and localization checks for iOS apps: screen and route specs, string catalogs, and ICU locale questions.",
        discussion: """
            Exit status: 0 when nothing at or above --fail-on was found, 1 when something was, \
            2 for a usage error or input that cannot be read.
            """,
        version: "0.1.0",
        subcommands: [LintCommand.self, CatalogCommand.self, ImportCommand.self, LocaleCommand.self, RulesCommand.self],
        defaultSubcommand: LintCommand.self
    )
}
