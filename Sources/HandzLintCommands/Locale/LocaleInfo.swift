import ArgumentParser
import LocaleServices
import OrderedJSON

struct LocaleInfo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Everything a localizer needs to know about a locale before translating.",
        discussion: "Canonical id, English name, direction, plural categories with sample numbers, clock and durations."
    )

    @Argument(help: ArgumentHelp("A BCP 47 locale such as pl, pt_BR or zh-Hant-TW.", valueName: "locale"))
    var locale: String

    @OptionGroup var output: AnswerOptions

    /// 1 hour, 2 minutes, 5 seconds: every unit shows, so each style's shape is visible.
    static let sampleSeconds = 3725.0

    func run() throws {
        let id = try input { try LocaleID(locale) }
        let cardinal = try input { try PluralRules(locale: id, type: .cardinal) }
        let ordinal = try input { try PluralRules(locale: id, type: .ordinal) }
        let durations = try DurationStyle.allCases.map { style in
            (style, try input { try DurationFormat(locale: id, style: style).string(seconds: Self.sampleSeconds) })
        }
        let twentyFour = id.prefersTwentyFourHourClock
        let clockSample = try input { try TimeOfDayFormat(locale: id).string(hour: 21, minute: 5) }
        let chain = id.fallbackChain().map(\.identifier)

        output.emit(
            text: {
                var lines = [
                    "locale     \(id.identifier) (\(id.englishName))",
                    "direction  \(id.characterDirection.rawValue)",
                    "clock      \(twentyFour ? "24" : "12")-hour (21:05 → \(clockSample))",
                    "fallback   \(chain.joined(separator: " → "))",
                ]
                for (name, rules) in [("cardinal", cardinal), ("ordinal", ordinal)] {
                    lines.append("\(name.padding(9)) \(rules.categories.map(\.rawValue).joined(separator: ", "))")
                    let samples = rules.samples()
                    for category in rules.categories {
                        let sample = samples[category] ?? PluralSamples(integers: [], decimals: [])
                        var text = "  \(category.rawValue.padding(6)) \(sample.integers.joined(separator: ", "))"
                        if !sample.decimals.isEmpty { text += "; \(sample.decimals.joined(separator: ", "))" }
                        lines.append(text)
                    }
                }
                for (style, sample) in durations {
                    lines.append("\(("duration " + style.rawValue).padding(16)) \(sample)")
                }
                return lines.joined(separator: "\n")
            },
            json: {
                func rulesJSON(_ rules: PluralRules) -> JSONValue {
                    let samples = rules.samples()
                    return .array(
                        rules.categories.map { category in
                            let sample = samples[category] ?? PluralSamples(integers: [], decimals: [])
                            return .object([
                                "category": .string(category.rawValue),
                                "integers": .array(sample.integers.map(JSONValue.string)),
                                "decimals": .array(sample.decimals.map(JSONValue.string)),
                            ])
                        })
                }
                return .object([
                    "locale": .string(id.identifier),
                    "name": .string(id.englishName),
                    "direction": .string(id.characterDirection.rawValue),
                    "hourCycle": .string(twentyFour ? "24" : "12"),
                    "fallback": .array(chain.map(JSONValue.string)),
                    "cardinal": rulesJSON(cardinal),
                    "ordinal": rulesJSON(ordinal),
                    "durations": .object(durations.map { JSONMember($0.0.rawValue, .string($0.1)) }),
                ])
            })
    }
}

extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
