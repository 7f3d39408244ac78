import ArgumentParser
import RouteImport
import SourceText

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Turn what a product document says into specs handz-lint checks.",
        subcommands: [ImportRoutes.self]
    )
}

struct ImportRoutes: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "routes",
        abstract: "Write a route spec from the route registry in a product document (PRD text, Markdown).",
        discussion: """
            Reads registry tables (tab-separated, as PDF-to-text writes them, or Markdown) whose \
            header names a route id column and any of purpose, presentation, access and owner or \
            notes; shorthand legends (`- **SO** = Signed Out`) under a line that mentions access \
            or presentation; route constant maps (`NAME: 'Area/Screen'`); and route ids named in \
            the text. Tables under a heading that mentions modals go to the modal registry.

            Every entry keeps the document's spelling and cites its line, so linting the result \
            reports the document's own inconsistencies to its owner:

              handz-lint import routes CH04.txt --output /tmp/ch04-routes.yml
              handz-lint lint /tmp/ch04-routes.yml --config Rules/handz.yml
            """
    )

    @Argument(help: ArgumentHelp("The document (UTF-8 text or Markdown).", valueName: "file"))
    var file: String

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the spec here (atomically) instead of standard output.", valueName: "path"))
    var output: String?

    @Option(help: ArgumentHelp("The app's name in the spec (default: the document's file name).", valueName: "name"))
    var app: String?

    @OptionGroup var limits: InputLimitOptions

    func run() throws {
        let source = try SourceFile.read(path: file, sizeLimit: limits.bytes, allowUTF16: true)
        let name = String(file.split(separator: "/").last ?? Substring(file))
        let registry = RouteDocumentImporter().read(text: String(decoding: source.bytes, as: UTF8.self), document: name)
        guard !registry.routes.isEmpty else {
            throw InputError(
                file: file,
                message:
                    "no route registry table found: expected a table whose header names a "
                    + "route id column (\"Route ID\", \"Route\") and a purpose, " + "presentation, access or owner column"
            )
        }
        let stem = name.split(separator: ".").first.map(String.init) ?? name
        let text = RouteSpecYAML.text(of: registry, app: app ?? stem, documentName: name)
        if let output {
            try AtomicWrite.write(Array(text.utf8), to: output)
        } else {
            print(text, terminator: "")
        }
        let modals = registry.routes.filter { $0.registry == "modals" }.count
        printError(
            "note: \(file): \(registry.routes.count - modals) routes, \(modals) "
                + "modals, \(registry.accessCodes.count + registry.presentations.count) "
                + "legend codes, \(registry.constants.count) constants, " + "\(registry.mentions.count) mentions in the text"
        )
    }
}
