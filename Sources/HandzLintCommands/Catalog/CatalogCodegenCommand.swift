import ArgumentParser
import CatalogCodegen
import SourceText

extension CatalogCodegen.Backend: ExpressibleByArgument {}

struct CatalogCodegenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "codegen",
        abstract: "Write typed Swift accessors for a catalog's keys (L10n.Screen.LibraryHome.title).",
        discussion: """
            Keys become nested namespaces from their segments; strings with placeholders become \
            functions with typed parameters in argument order (%lld → Int, %@ → String, %lf → \
            Double); a plural takes count:, a substitution a parameter named after it. Each \
            accessor's documentation is the source text and the comment.

              handz-lint catalog codegen Strings/Localizable.xcstrings --output Sources/App/L10n.swift
              handz-lint catalog codegen Localizable.xcstrings --backend foundation --module-bundle --output L10n.swift

            --backend stringlookup (default) returns StringLookup.LocalizedText, resolved with \
            LocalizedStrings.string(_:locale:) (works on Linux); foundation returns \
            LocalizedStringResource (Apple platforms). Keys that map to one name are reported and \
            each gets its key's hash; the file is only rewritten when its content changes.
            """
    )

    @Argument(help: ArgumentHelp("A .xcstrings catalog.", valueName: "catalog"))
    var catalog: String

    @Option(help: ArgumentHelp("The Swift file to write.", valueName: "file"))
    var output: String

    @Option(help: "stringlookup or foundation.")
    var backend: CatalogCodegen.Backend = .stringLookup

    @Option(name: .customLong("name"), help: ArgumentHelp("The outermost namespace.", valueName: "name"))
    var rootName = "L10n"

    @Option(help: ArgumentHelp("The accessors' access level: public, package or internal.", valueName: "level"))
    var access = "public"

    @Flag(name: .customLong("module-bundle"), help: "Foundation back end: the catalog is a SwiftPM target's resource (Bundle.module).")
    var moduleBundle = false

    @OptionGroup var limits: InputLimitOptions

    private var options: CatalogCodegen.Options {
        var options = CatalogCodegen.Options()
        options.backend = backend
        options.rootName = rootName
        options.accessLevel = access
        options.moduleBundle = moduleBundle
        return options
    }

    func validate() throws {
        if let problem = options.problem { throw ValidationError(problem) }
    }

    func run() throws {
        let written = try CatalogCodegen(options: options).writeAccessors(catalog: catalog, output: output, sizeLimit: limits.bytes)
        for warning in written.warnings { printError("warning: \(catalog): \(warning)") }
        print("\(output): \(written.accessorCount) accessors for \(SourcePath.fileName(catalog))")
    }
}
