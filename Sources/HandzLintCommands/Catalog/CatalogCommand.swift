import ArgumentParser

struct CatalogCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalog",
        abstract: "Validate, inspect and rewrite string catalogs (.xcstrings, .lproj folders, XLIFF).",
        discussion: """
            For localizers and release engineers:
              handz-lint catalog validate Strings/Localizable.xcstrings
              handz-lint catalog stats Strings/Localizable.xcstrings
              handz-lint catalog get screen.library.flowCount --locale ar --count 3
              handz-lint catalog export Strings/Localizable.xcstrings --language de --format csv --output de.csv
              handz-lint catalog import de.csv Strings/Localizable.xcstrings
            """,
        subcommands: [
            CatalogValidate.self, CatalogStats.self, CatalogGet.self, CatalogConvert.self, CatalogExport.self, CatalogImport.self,
            CatalogNormalize.self, CatalogLock.self, CatalogPseudo.self, CatalogCodegenCommand.self,
        ]
    )
}
