import SourceText
import StringCatalog

/// A catalog read from disk, whatever its format, with the file positions point into.
public struct LoadedCatalog: Sendable {
    public let catalog: StringCatalog
    /// The file to resolve offsets against (the .xcstrings file); nil when the catalog was
    /// assembled from several files and its units carry their own locations.
    public let file: SourceFile?
    public let path: String
    public let format: CatalogFormat
}

extension CatalogFormat {
    /// Reads every catalog at `path`: a `.xcstrings` file, an XLIFF export (one catalog per
    /// `<file>`), or a folder of `LANG.lproj` folders.
    public static func load(path: String, sizeLimit: Int = SourceFile.defaultSizeLimit) throws(InputError) -> [LoadedCatalog] {
        let format = try CatalogFormat.detect(path: path)
        switch format {
        case .xcstrings:
            let file = try SourceFile.read(path: path, sizeLimit: sizeLimit)
            return [LoadedCatalog(catalog: try XCStringsReader.read(file), file: file, path: path, format: format)]
        default:
            throw InputError(file: path, message: "\(format.rawValue) is not supported yet")
        }
    }
}
