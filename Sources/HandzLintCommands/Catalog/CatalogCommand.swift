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
        """,
        subcommands: [CatalogValidate.self, CatalogStats.self, CatalogGet.self, CatalogConvert.self, CatalogImport.self, CatalogNormalize.self, CatalogLock.self, CatalogPseudo.self, CatalogCodegenCommand.self]
    )
}
