import SourceText
import StringCatalog

extension CatalogCodegen {
    /// What writing one catalog's accessors did.
    public struct Written: Sendable {
        public let accessorCount: Int
        public let warnings: [String]
        /// False when the file already held the same code (left alone, timestamp and all).
        public let changed: Bool
    }

    /// Reads the `.xcstrings` at `catalog` and writes its accessors to `output`: the one path
    /// behind `handz-lint catalog codegen` and the build plugin's small tool. Unchanged output
    /// keeps its timestamp, so a build does not recompile what did not change; the table is the
    /// catalog's file name.
    public func writeAccessors(catalog: String, output: String, sizeLimit: Int = SourceFile.defaultSizeLimit) throws(InputError) -> Written
    {
        guard try CatalogFormat.detect(path: catalog) == .xcstrings else {
            throw InputError(file: catalog, message: "codegen reads .xcstrings catalogs; convert others first with `catalog convert`")
        }
        let parsed = try XCStringsReader.read(SourceFile.read(path: catalog, sizeLimit: sizeLimit))
        let name = SourcePath.fileName(catalog)
        var options = options
        options.table = name.hasSuffix(".xcstrings") ? String(name.dropLast(".xcstrings".count)) : name
        let generated = CatalogCodegen(options: options).generate(parsed, sourceName: name)
        let unchanged =
            SourceFile.readPrefix(path: output, count: generated.source.utf8.count + 1).map { $0 == Array(generated.source.utf8) } == true
        if !unchanged { try AtomicWrite.write(generated.source, to: output) }
        return Written(accessorCount: generated.accessorCount, warnings: generated.warnings, changed: !unchanged)
    }
}
