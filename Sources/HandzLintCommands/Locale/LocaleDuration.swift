import ArgumentParser
import LocaleServices
import OrderedJSON

extension DurationStyle: ExpressibleByArgument {}

/// `--units hours,minutes`: the units a worded duration may use.
struct DurationUnitsArgument: ExpressibleByArgument {
    static let names: [(String, DurationUnits)] = [("days", .days), ("hours", .hours), ("minutes", .minutes), ("seconds", .seconds)]
    let units: DurationUnits

    init?(argument: String) {
        var units: DurationUnits = []
        for name in argument.split(separator: ",") {
            guard let match = Self.names.first(where: { $0.0 == name.lowercased() || $0.0.dropLast() == name.lowercased() }) else {
                return nil
            }
            units.insert(match.1)
        }
        guard !units.isEmpty else { return nil }
        self.units = units
    }

    static var allValueStrings: [String] { names.map(\.0) }
    var defaultValueDescription: String { Self.names.filter { units.contains($0.1) }.map(\.0).joined(separator: ",") }
}

struct LocaleDuration: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "duration",
        abstract: "Format numbers of seconds as durations.",
        discussion: """
            Styles: timer (1:05, 1:02:05), short (1 hr, 5 min), long (1 hour, 5 minutes), \
            narrow (1h 5m). Zero units are left out and the smallest allowed unit is rounded.
            """
    )

    @OptionGroup var localeOption: LocaleOption

    @Option(help: "timer, short, long or narrow.")
    var style: DurationStyle = .long

    @Option(help: ArgumentHelp("Comma-separated units worded styles may use: days,hours,minutes,seconds.", valueName: "units"))
    var units: DurationUnitsArgument = DurationUnitsArgument(argument: "hours,minutes,seconds")!

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("Durations in seconds, for example 65 or 3725.5.", valueName: "seconds"))
    var seconds: [String] = []

    @OptionGroup var output: AnswerOptions

    func validate() throws {
        if seconds.isEmpty {
            throw ValidationError("give at least one number of seconds, for example: handz-lint locale duration --locale en 3725")
        }
    }

    func run() throws {
        let locale = try localeOption.resolved()
        let format = try input { try DurationFormat(locale: locale, style: style, units: units.units) }
        var answers: [(seconds: String, duration: String)] = []
        for text in seconds {
            guard let value = Double(text), text.first != "+", !text.lowercased().hasPrefix("0x") else {
                throw BadValue("'\(text)' is not a number of seconds: use a number such as 65 or 3725.5")
            }
            answers.append((text, try input { try format.string(seconds: value) }))
        }
        output.emit(
            text: { answers.map(\.duration).joined(separator: "\n") },
            json: { .array(answers.map { .object(["seconds": .string($0.seconds), "duration": .string($0.duration)]) }) }
        )
    }
}
