import ArgumentParser
import LocaleServices
import OrderedJSON

struct LocalePlural: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plural",
        abstract: "Print the plural category of each number, as the locale's rules choose it.",
        discussion: """
            Numbers are read as displayed: in English "1" is `one` but "1.0" is `other`, because \
            CLDR rules look at the visible fraction digits. Each number is echoed as typed.
            Negative numbers can be given directly (-3) or after `--`.
            """
    )

    @OptionGroup var localeOption: LocaleOption

    @Flag(help: "Use ordinal rules (1st, 2nd, 3rd) instead of cardinal ones (1 file, 2 files).")
    var ordinal = false

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("Numbers such as 0, 21, 1.0 or 1.50.", valueName: "number"))
    var numbers: [String] = []

    @OptionGroup var output: AnswerOptions

    func validate() throws {
        if numbers.isEmpty { throw ValidationError("give at least one number, for example: handz-lint locale plural --locale pl 1 2 5 22") }
    }

    func run() throws {
        let locale = try localeOption.resolved()
        let rules = try input { try PluralRules(locale: locale, type: ordinal ? .ordinal : .cardinal) }
        var answers: [(number: String, category: PluralCategory)] = []
        for number in numbers {
            if ordinal, number.contains(".") {
                throw BadValue("'\(number)' is not a whole number: ordinal rules (1st, 2nd) apply to whole numbers only")
            }
            answers.append((number, try input { try rules.category(forDisplayed: number) }))
        }
        output.emit(
            text: { answers.map { "\($0.number) \($0.category.rawValue)" }.joined(separator: "\n") },
            json: { .array(answers.map { .object(["number": .string($0.number), "category": .string($0.category.rawValue)]) }) }
        )
    }
}
