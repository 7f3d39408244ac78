import ArgumentParser
import LocaleServices
import OrderedJSON

struct LocaleDirection: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "direction",
        abstract: "Print rtl, ltr or neutral for a locale's script or for a piece of text.",
        discussion: """
            --locale answers whether the locale's UI mirrors (dv, syr, az-Arab and ms-Arab are \
            right to left). --text answers the base direction of a string: the direction of its \
            first strong character, or neutral when it has none ("123 %").
            """
    )

    @Option(help: ArgumentHelp("A BCP 47 locale such as ar or az-Arab.", valueName: "locale"))
    var locale: String?

    @Option(help: ArgumentHelp("Text whose base direction to report.", valueName: "text"))
    var text: String?

    @OptionGroup var output: AnswerOptions

    func validate() throws {
        if (locale == nil) == (text == nil) {
            throw ValidationError("give exactly one of --locale or --text")
        }
    }

    func run() throws {
        let direction: TextDirection
        let subject: JSONMember
        if let locale {
            let id = try input { try LocaleID(locale) }
            direction = id.characterDirection
            subject = JSONMember("locale", .string(id.identifier))
        } else {
            direction = Bidi.baseDirection(of: text ?? "")
            subject = JSONMember("text", .string(text ?? ""))
        }
        output.emit(
            text: { direction.rawValue },
            json: { .object([subject, JSONMember("direction", .string(direction.rawValue))]) }
        )
    }
}
