import ArgumentParser
import CatalogCodegen
import SourceText
import StringCatalog

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

    func validate() throws {
        guard ["public", "package", "internal"].contains(access) else { throw ValidationError("--access must be public, package or internal") }
        guard !rootName.isEmpty, rootName.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }), !rootName.first!.isNumber else {
            throw ValidationError("--name must be a Swift identifier (letters, digits, _)")
        }
    }

    func run() throws {
        guard try CatalogFormat.detect(path: catalog) == .xcstrings else {
            throw InputError(file: catalog, message: "codegen reads .xcstrings catalogs; convert others first with `catalog convert`")
        }
        let parsed = try XCStringsReader.read(SourceFile.read(path: catalog, sizeLimit: limits.bytes))
        let name = SourcePath.fileName(catalog)
        var options = CatalogCodegen.Options()
        options.backend = backend
        options.rootName = rootName
        options.accessLevel = access
        options.table = name.hasSuffix(".xcstrings") ? String(name.dropLast(".xcstrings".count)) : name
        options.moduleBundle = moduleBundle
        let generated = CatalogCodegen(options: options).generate(parsed, sourceName: name)
        for warning in generated.warnings { printError("warning: \(catalog): \(warning)") }
        // Unchanged output keeps its timestamp, so a build does not recompile what did not change.
        if SourceFile.readPrefix(path: output, count: generated.source.utf8.count + 1).map({ $0 == Array(generated.source.utf8) }) != true {
            try AtomicWrite.write(generated.source, to: output)
        }
        print("\(output): \(generated.accessorCount) accessors for \(name)")
    }
}
