import ArgumentParser
import HandzLintKit
import LocaleServices
import SourceText
import StringCatalog

struct CatalogExport: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the units a translator into one language must do, as XLIFF or CSV, for `catalog import` to bring back.",
        discussion: """
            missing: units without text, with every plural form the language needs; needs-review: \
            units marked needs_review, new or stale, with their current text. Each unit carries its \
            key, variation, comment and source text. Keys marked shouldTranslate: false or "Do not \
            localize", stale keys, sources without words and sources the rules file's glossary marks \
            as not for translation are left out. CSV columns: key, variation, comment, state, the \
            source language, the language; the state column is what the unit becomes on import \
            (translated when left empty), so write translated over needs_review once a text is done. \
            `catalog import FILE CATALOG` changes only the units that come back different.
            """
    )

    @Argument(help: ArgumentHelp("The catalog (.xcstrings, or any catalog the toolkit reads).", valueName: "catalog"))
    var path: String

    @Option(help: ArgumentHelp("The language to translate into.", valueName: "code"))
    var language: String

    @Option(help: ArgumentHelp("What to include: missing, needs-review, or both, comma-separated.", valueName: "list"))
    var only: String = "missing,needs-review"

    @Option(help: ArgumentHelp("xliff or csv (default: from --output's extension, else xliff).", valueName: "format"))
    var format: String?

    @Option(help: ArgumentHelp("Where to write (default: standard output).", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("Which table of an .lproj folder or which <file> of an XLIFF export.", valueName: "name"))
    var select: String?

    @OptionGroup var configurationOption: ConfigurationOption
    @OptionGroup var limits: InputLimitOptions

    func validate() throws {
        for reason in reasonNames where TranslationWorklist.Reason(rawValue: reason) == nil {
            throw ValidationError("--only takes missing and needs-review, found '\(reason)'")
        }
        if let format = chosenFormat, format != "xliff", format != "csv" {
            throw ValidationError("--format must be xliff or csv, found '\(format)'")
        }
    }

    private var reasonNames: [String] { only.split(separator: ",").map { $0.filter { !$0.isWhitespace } } }

    private var chosenFormat: String? {
        format ?? output.flatMap { $0.lowercased().hasSuffix(".csv") ? "csv" : nil }
    }

    func run() throws {
        let configuration = try configurationOption.load()
        let catalogs = try CatalogFormat.load(path: path, sizeLimit: limits.bytes)
        let loaded: LoadedCatalog
        if let select {
            guard let match = catalogs.first(where: { $0.original == select || ($0.original?.hasSuffix("/" + select) ?? false) }) else {
                throw InputError(file: path, message: "no table or file named \(select)")
            }
            loaded = match
        } else {
            guard catalogs.count == 1 else {
                throw InputError(file: path, message: "holds \(catalogs.count) tables or files; choose one with --select")
            }
            loaded = catalogs[0]
        }
        guard language != loaded.catalog.sourceLanguage else {
            throw BadValue("\(language) is the catalog's source language: choose a language to translate into")
        }
        let reasons = Set(reasonNames.compactMap(TranslationWorklist.Reason.init(rawValue:)))
        let worklist = TranslationWorklist(
            catalog: loaded.catalog, language: language, reasons: reasons, glossary: try configuration.glossary())
        let original = path.split(separator: "/").last.map(String.init) ?? path
        let text = chosenFormat == "csv" ? worklist.csv() : worklist.xliff(original: original)
        if let output {
            try AtomicWrite.write(text, to: output)
            writeError("\(output): \(worklist.items.count) \(language) unit(s) to translate or review")
        } else {
            print(text, terminator: "")
        }
    }
}
