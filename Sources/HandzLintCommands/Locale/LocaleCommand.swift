import ArgumentParser
import LocaleServices

struct LocaleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "locale",
        abstract: "Ask ICU how a locale counts, writes durations and runs text.",
        discussion: """
            Localizers use these to check what a translation must cover before writing it:
              handz-lint locale info pl
              handz-lint locale plural --locale ar 0 1 2 3 11 100 1.5
              handz-lint locale duration --locale de --style long 3725
              handz-lint locale direction --locale dv
            """,
        subcommands: [LocaleInfo.self, LocalePlural.self, LocaleDuration.self, LocaleDirection.self]
    )
}

/// `--locale L`, validated against ICU's data (an unknown locale exits 2).
struct LocaleOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("A BCP 47 locale such as en, pt-BR or zh-Hant-TW.", valueName: "locale"))
    var locale: String

    func resolved() throws -> LocaleID {
        do { return try LocaleID(locale) } catch { throw BadValue(String(describing: error)) }
    }
}
