import ArgumentParser
import HandzLintKit
import StringCatalog

#if canImport(Glibc)
import Glibc
#endif

struct CatalogConvert: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert between .xcstrings, LANG.lproj folders (.strings/.stringsdict) and XLIFF.",
        discussion: """
            The output format follows OUT: NAME.xcstrings, NAME.xliff (one language: --locale), \
            NAME.strings or NAME.stringsdict (one language), or a folder that receives LANG.lproj \
            folders. Files are written atomically. Anything the output format cannot hold (states, \
            extraction state, unknown fields…) is listed; --strict refuses such a conversion.
            """
    )

    @Argument(help: ArgumentHelp("The catalog to read.", valueName: "in"))
    var input: String

    @Argument(help: ArgumentHelp("Where to write.", valueName: "out"))
    var output: String

    @Option(help: ArgumentHelp("The language to export (XLIFF) or write (one .strings table).", valueName: "locale"))
    var locale: String?

    @Option(help: ArgumentHelp("Which table of an .lproj folder or which <file> of an XLIFF export.", valueName: "name"))
    var select: String?

    @Flag(help: "Fail (exit 1) instead of writing when the output format would lose something.")
    var strict = false

    @OptionGroup var limits: InputLimitOptions

    func run() throws {
        if strict {
            // Convert into a scratch path first to learn the losses without touching OUT.
            let probe = "/tmp/handz-lint-convert-\(getpid())-" + (output.split(separator: "/").last.map(String.init) ?? "out")
            let losses = try CatalogConversion.convert(
                input: input, output: probe, options: .init(select: select, locale: locale, sizeLimit: limits.bytes))
            removeTree(probe)
            if !losses.isEmpty {
                for loss in losses { printError("would lose \(loss)") }
                throw ExitCode(CLIExit.findings)
            }
        }
        let losses = try CatalogConversion.convert(
            input: input, output: output, options: .init(select: select, locale: locale, sizeLimit: limits.bytes))
        print("wrote \(output)")
        for loss in losses { printError("warning: lost \(loss)") }
    }
}

struct CatalogImport: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Merge translations from an XLIFF export or a CSV worklist back into a String Catalog.",
        discussion: """
            XLIFF (Xcode's export or `catalog export`'s): each <target> replaces the catalog's text for \
            that key and variation (key|==|plural.one) in the export's target language, with its state \
            (needs-review-l10n becomes needs_review). CSV (`catalog export --format csv`): each row \
            with a translation does the same, with the state its state column gives (translated when \
            empty). Units that come back unchanged change nothing; keys the catalog lacks are added. \
            Only the entries that changed are rewritten, every other byte of the catalog stays as it \
            was; the catalog is written atomically.
            """
    )

    @Argument(help: ArgumentHelp("The XLIFF file (.xliff, .xlf) or CSV worklist (.csv).", valueName: "file"))
    var xliff: String

    @Argument(help: ArgumentHelp("The .xcstrings catalog to update.", valueName: "catalog"))
    var catalog: String

    @Option(
        name: .customLong("file"),
        help: ArgumentHelp("The <file original=…> of an XLIFF to import (default: the one named like the catalog).", valueName: "name"))
    var select: String?

    @OptionGroup var limits: InputLimitOptions

    func run() throws {
        let result = try CatalogConversion.importTranslations(xliff: xliff, into: catalog, select: select, sizeLimit: limits.bytes)
        print("\(catalog): \(result.updated) \(result.language) unit(s) imported, \(result.added) new key(s)")
        for loss in result.dropped { printError("warning: dropped \(loss)") }
    }
}
