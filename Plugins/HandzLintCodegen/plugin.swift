import Foundation
import PackagePlugin

/// Generates typed accessors for every String Catalog in a target at build time
/// (`handz-lint catalog codegen`), so a key that is renamed or removed fails the build.
///
/// A target that depends on `StringLookup` gets accessors for it (they run on Linux too);
/// any other target gets Foundation's `LocalizedStringResource`, from the module's bundle.
/// `Localizable.xcstrings` becomes `L10n`; another table `NAME.xcstrings` becomes `NAME`.
@main
struct HandzLintCodegen: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let tool = try context.tool(named: "HandzCodegenTool")
        let backend = target.dependsOnStringLookup ? ["--backend", "stringlookup"] : ["--backend", "foundation", "--module-bundle"]
        return target.sourceFiles(withSuffix: "xcstrings").map { file in
            let table = file.url.deletingPathExtension().lastPathComponent
            let name = table == "Localizable" ? "L10n" : table.filter { $0.isLetter || $0.isNumber }
            let output = context.pluginWorkDirectoryURL.appendingPathComponent("\(table)+Accessors.swift")
            return .buildCommand(
                displayName: "Generating typed keys for \(file.url.lastPathComponent)",
                executable: tool.url,
                arguments: [file.url.path, "--output", output.path, "--name", name, "--access", "internal"] + backend,
                inputFiles: [file.url],
                outputFiles: [output]
            )
        }
    }
}

extension SourceModuleTarget {
    var dependsOnStringLookup: Bool {
        recursiveTargetDependencies.contains { $0.name == "StringLookup" }
    }
}
