import ArgumentParser
import HandzLintKit
import SourceText
import StringCatalog

extension PseudoStyle: ExpressibleByArgument {}

struct CatalogPseudo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pseudo",
        abstract: "Add a pseudo-localization for QA: accented, expanded (+40%), bounded or rtl.",
        discussion: """
            Writes a copy of the catalog with a pseudo-language (en-XA, or ar-XB for rtl) built \
            from the source text; placeholders are kept intact. Run the app in that language to \
            spot hard-coded strings (accented), clipping (expanded), truncation and concatenation \
            (bounded) and layouts that do not mirror (rtl).
            """
    )

    @Argument(help: ArgumentHelp("A .xcstrings catalog.", valueName: "path"))
    var path: String

    @Option(help: "accented, expanded, bounded or rtl.")
    var style: PseudoStyle = .accented

    @Option(help: ArgumentHelp("The language code to add (default en-XA, or ar-XB for rtl).", valueName: "locale"))
    var locale: String?

    @Option(help: ArgumentHelp("Where to write (default: NAME.pseudo.xcstrings next to the catalog).", valueName: "file"))
    var output: String?

    @OptionGroup var limits: InputLimitOptions

    func run() throws {
        let catalog = try XCStringsReader.read(SourceFile.read(path: path, sizeLimit: limits.bytes))
        let target = output ?? (path.hasSuffix(".xcstrings") ? String(path.dropLast(".xcstrings".count)) : path) + ".pseudo.xcstrings"
        try AtomicWrite.write(XCStringsWriter.bytes(style.localize(catalog, as: locale)), to: target)
        print("\(target): \(style.rawValue) pseudo-localization as \(locale ?? style.defaultLocale)")
    }
}
