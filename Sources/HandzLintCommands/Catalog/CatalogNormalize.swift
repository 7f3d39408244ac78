import ArgumentParser
import HandzLintKit
import SourceText
import StringCatalog

struct CatalogNormalize: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "normalize",
        abstract: "Rewrite a String Catalog exactly as Xcode would write it (key order, indentation, escapes).",
        discussion:
            "The file is replaced atomically (a temporary file, then a rename). "
            + "With --check nothing is written: the exit status is 1 when the file is not normalized."
    )

    @Argument(help: ArgumentHelp("A .xcstrings file.", valueName: "path"))
    var path: String

    @Flag(help: "Only report whether the file is already normalized.")
    var check = false

    @OptionGroup var limits: InputLimitOptions

    func run() throws {
        guard try CatalogFormat.detect(path: path) == .xcstrings else {
            throw InputError(file: path, message: "normalize rewrites .xcstrings files; use `catalog convert` for other formats")
        }
        let file = try SourceFile.read(path: path, sizeLimit: limits.bytes)
        let catalog = try XCStringsReader.read(file)
        let normalized = try CatalogMaintenance.normalizedBytes(catalog)
        if normalized == file.bytes {
            print("\(path): already normalized")
            return
        }
        if check {
            print("\(path): not normalized (run `handz-lint catalog normalize \(path)`)")
            throw ExitCode(CLIExit.findings)
        }
        try AtomicWrite.write(normalized, to: path)
        print("\(path): normalized")
    }
}
