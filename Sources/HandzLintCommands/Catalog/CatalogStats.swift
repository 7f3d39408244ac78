import ArgumentParser
import HandzLintKit
import LocaleServices
import OrderedJSON
import StringCatalog

struct CatalogStats: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Per locale: translated share, keys needing review, missing keys and complete plural variations."
    )

    @Argument(help: ArgumentHelp("A catalog (.xcstrings, XLIFF, or a folder of LANG.lproj).", valueName: "path"))
    var path: String

    @Option(help: ArgumentHelp("Only these locales (comma-separated).", valueName: "locales"))
    var locales: String?

    @OptionGroup var output: AnswerOptions
    @OptionGroup var limits: InputLimitOptions

    func run() throws {
        let cache = FormatterCache()
        let targets = locales?.split(separator: ",").map(String.init)
        var rows: [(String, LocaleStatistics)] = []
        for loaded in try CatalogFormat.load(path: path, sizeLimit: limits.bytes) {
            for stats in LocaleStatistics.compute(loaded.catalog, targetLocales: targets, cache: cache) {
                rows.append((loaded.path, stats))
            }
        }
        output.emit(
            text: {
                var lines = ["locale      translated            review  missing  plurals complete"]
                for (_, stats) in rows {
                    let translated = "\(percent(stats.translatedPercent)) (\(stats.translated)/\(stats.keys))"
                    let plurals = "\(percent(stats.pluralPercent)) (\(stats.completePluralVariations)/\(stats.pluralVariations))"
                    lines.append(
                        stats.locale.padding(12) + translated.padding(22) + String(stats.needsReview).padding(8)
                            + String(stats.missing).padding(9) + plurals)
                }
                return lines.joined(separator: "\n")
            },
            json: {
                .array(
                    rows.map { path, stats in
                        .object([
                            "catalog": .string(path), "locale": .string(stats.locale), "keys": .number(stats.keys),
                            "translated": .number(stats.translated),
                            "translatedPercent": .number((stats.translatedPercent * 10).rounded() / 10),
                            "needsReview": .number(stats.needsReview), "missing": .number(stats.missing),
                            "pluralVariations": .number(stats.pluralVariations),
                            "completePluralVariations": .number(stats.completePluralVariations),
                        ])
                    })
            })
    }

    private func percent(_ value: Double) -> String {
        let tenths = (value * 10).rounded() / 10
        return (tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)) + "%"
    }
}
