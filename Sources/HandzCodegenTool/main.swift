import CatalogCodegen
import SourceText

// The build-tool plugin's generator (HandzLintCodegen): `handz-lint catalog codegen` without
// the linter, so an app that only wants typed keys compiles StringCatalog and CatalogCodegen,
// not swift-syntax, Yams or ArgumentParser. Only the plugin runs it; its arguments are the
// command's:
//
//     HandzCodegenTool CATALOG --output FILE [--name L10n] [--access internal]
//                      [--backend stringlookup|foundation] [--module-bundle]
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

func printError(_ line: String) {
    _ = (line + "\n").withCString { write(2, $0, strlen($0)) }
}

func fail(_ message: String) -> Never {
    printError("error: \(message)")
    exit(2)
}

var options = CatalogCodegen.Options()
var catalog: String?
var output: String?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    func value() -> String {
        guard let value = arguments.next() else { fail("\(argument) needs a value") }
        return value
    }
    switch argument {
    case "--output": output = value()
    case "--name": options.rootName = value()
    case "--access": options.accessLevel = value()
    case "--backend":
        let name = value()
        guard let backend = CatalogCodegen.Backend(rawValue: name) else {
            fail("--backend must be stringlookup or foundation, not \(name)")
        }
        options.backend = backend
    case "--module-bundle": options.moduleBundle = true
    case _ where argument.hasPrefix("--"): fail("unknown option \(argument)")
    default:
        guard catalog == nil else { fail("one catalog at a time") }
        catalog = argument
    }
}
guard let catalog, let output else {
    fail("usage: HandzCodegenTool CATALOG --output FILE [--name N] [--access A] [--backend B] [--module-bundle]")
}
if let problem = options.problem { fail(problem) }
do {
    let written = try CatalogCodegen(options: options).writeAccessors(catalog: catalog, output: output)
    for warning in written.warnings { printError("warning: \(catalog): \(warning)") }
} catch {
    fail(error.description)
}
