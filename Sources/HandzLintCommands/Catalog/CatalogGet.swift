import ArgumentParser
import HandzLintKit
import LocaleServices
import StringLookup

struct CatalogGet: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "get",
        abstract: "Show what the app would display for a key: fallback chain, plural form and formatted arguments.",
        discussion: """
            Examples:
              handz-lint catalog get screen.library.flowCount --locale ar --count 11
              handz-lint catalog get screen.builder.branches.value --locale es-MX --arg 8 --arg 10
            Arguments that look like whole numbers are integers, decimals are doubles, anything \
            else is text. A missing or mistyped argument shows as ⟦%@⟧ and exits 1.
            """
    )

    @Argument(help: ArgumentHelp("The string key.", valueName: "key"))
    var key: String

    @Option(help: ArgumentHelp("The user's locale.", valueName: "locale"))
    var locale: String

    @Option(help: ArgumentHelp("The count for plural strings (the first argument).", valueName: "n"))
    var count: Int?

    @Option(name: .customLong("arg"), help: ArgumentHelp("A format argument; repeat for several.", valueName: "value"))
    var arguments: [String] = []

    @Option(help: ArgumentHelp("The catalog (default: the rules file's first catalog).", valueName: "path"))
    var catalog: String?

    @Option(help: ArgumentHelp("The device variation to show (iphone, ipad, mac …).", valueName: "device"))
    var device: String = "iphone"

    @OptionGroup var config: ConfigurationOption

    func run() throws {
        guard let path = try catalog ?? config.load().stringsPaths.first else {
            throw ValidationError("give --catalog, or a rules file whose 'strings' names one")
        }
        let id = try input { try LocaleID(locale) }
        let strings = try LocalizedStrings(path: path, options: .init(missingKeyPolicy: .error, device: device))
        var values: [FormatArgument] = count.map { [.integer($0)] } ?? []
        for text in arguments {
            if let integer = Int(text) {
                values.append(.integer(integer))
            } else if let double = Double(text), text.contains(".") {
                values.append(.double(double))
            } else {
                values.append(.text(text))
            }
        }
        let table = try strings.table(for: id)
        let result = try input { try table.format(key, values) }
        print(result.text)
        for issue in result.issues { printError("warning: \(issue.specifier): \(issue.detail)") }
        if !result.issues.isEmpty { throw ExitCode(CLIExit.findings) }
    }
}
