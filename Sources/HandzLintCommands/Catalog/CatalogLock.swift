import ArgumentParser
import CatalogValidation
import HandzLintKit
import SourceText
import StringCatalog

struct CatalogLock: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lock",
        abstract: "Record the catalog's keys as shipped, so that removing or renaming one is a P0 finding.",
        discussion: """
            Run it when a release ships. Writes CATALOG.lock next to the catalog (one key per \
            line); keys already in the lock stay there even if the catalog no longer has them, \
            because a shipped build may still ask for them. Stale keys are not added.
            """
    )

    @Argument(help: ArgumentHelp("A .xcstrings file (or any catalog the toolkit reads).", valueName: "path"))
    var path: String

    @Option(help: ArgumentHelp("Where to write the lock (default: PATH.lock).", valueName: "file"))
    var output: String?

    @OptionGroup var limits: InputLimitOptions

    func run() throws {
        let target = output ?? ShippedKeys.lockPath(forCatalog: path)
        var keys: [String] = []
        for loaded in try CatalogFormat.load(path: path, sizeLimit: limits.bytes) {
            keys += loaded.catalog.entries.filter { $0.extractionState != "stale" }.map(\.key)
        }
        let previous = try ShippedKeys.readIfPresent(path: target)
        let all = Set(keys + (previous?.keys ?? []))
        try AtomicWrite.write(ShippedKeys.text(for: Array(all)), to: target)
        let added = all.subtracting(previous?.keys ?? []).count
        print("\(target): \(all.count) shipped keys (\(added) new)")
    }
}
