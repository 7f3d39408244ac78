import LocaleServices
import SourceText
import StringCatalog

/// Rewrites that keep a catalog in the shape Xcode writes.
public enum CatalogMaintenance {
    /// Xcode's key order for the `strings` object: Finder order, which is ICU collation with
    /// numeric ordering (checked against real catalogs in the tests).
    public static func finderOrdered(_ catalog: StringCatalog) throws -> StringCatalog {
        let collator = try Collator(locale: LocaleID("en"), numeric: true)
        var sorted = catalog
        sorted.entries.sort { collator.areInIncreasingOrder($0.key, $1.key) }
        return sorted
    }

    /// The catalog as Xcode would write it.
    public static func normalizedBytes(_ catalog: StringCatalog) throws -> [UInt8] {
        XCStringsWriter.bytes(try finderOrdered(catalog))
    }
}
