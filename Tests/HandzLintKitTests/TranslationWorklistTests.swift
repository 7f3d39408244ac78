import Foundation
import LintTestSupport
import LocaleServices
import SourceText
import Testing

@testable import HandzLintKit
@testable import StringCatalog

/// `catalog export` then `catalog import`: a translator's worklist comes back into the catalog
/// changing the units they did and not one byte elsewhere.
struct TranslationWorklistTests {
    /// ../shared/corpus, or the folder HANDZ_CORPUS names (a worktree has no ../shared).
    static let corpus =
        ProcessInfo.processInfo.environment["HANDZ_CORPUS"].map { URL(fileURLWithPath: $0) }
        ?? PackageRoot.url.deletingLastPathComponent().appendingPathComponent("shared/corpus")
    static let rectangle = corpus.appendingPathComponent("rxhanson__Rectangle__Main.xcstrings").path
    static var corpusAvailable: Bool { FileManager.default.fileExists(atPath: rectangle) }
    static let corpusMissing = Comment(rawValue: "../shared/corpus is absent: the worklist round trip runs on Rectangle's catalog there")

    static func catalog(_ path: String) throws -> StringCatalog { try XCStringsReader.read(SourceFile.read(path: path)) }

    @Test func missingUnitsIncludeEveryPluralFormTheLanguageNeeds() throws {
        let catalog = try XCStringsReader.read(SourceFile(path: "L.xcstrings", bytes: Array(SampleCatalog.text.utf8)))
        let worklist = TranslationWorklist(catalog: catalog, language: "ru", reasons: [.missing])
        let plural = worklist.items.filter { $0.key == "b.count" }.map(\.path)
        #expect(plural == ["plural.one", "plural.few", "plural.many", "plural.other"])
        #expect(worklist.items.allSatisfy { $0.reason == .missing && $0.target == nil })
    }

    @Test func unitsToReviewCarryTheirTextAndState() throws {
        let catalog = try XCStringsReader.read(SourceFile(path: "L.xcstrings", bytes: Array(SampleCatalog.text.utf8)))
        let worklist = TranslationWorklist(catalog: catalog, language: "fr", reasons: [.needsReview])
        let item = try #require(worklist.items.first { $0.key == "a.plain" })
        #expect(item.target == "Simple" && item.state == "needs_review" && item.source == "Plain" && item.comment == "A plain string.")
    }

    /// Edits `count` units of the export: a missing unit gets a translation, a unit to review
    /// is rewritten and marked translated. Returns the edited ids.
    static func editXLIFF(_ path: String, count: Int) throws -> Set<String> {
        var document = try XLIFFDocument.read(SourceFile.read(path: path))
        var edited = Set<String>()
        for index in document.files[0].units.indices where edited.count < count {
            var unit = document.files[0].units[index]
            unit.target = "Übersetzt \(edited.count)"
            unit.targetState = "translated"
            document.files[0].units[index] = unit
            edited.insert(unit.id)
        }
        try AtomicWrite.write(document.text(), to: path)
        return edited
    }

    /// The bytes of a catalog file without the values of the given entries.
    static func bytesOutside(_ keys: Set<String>, of bytes: [UInt8]) throws -> [UInt8] {
        let layout = try XCStringsSplice.Layout(bytes)
        var output: [UInt8] = []
        var cursor = 0
        for member in layout.members where keys.contains(member.key) {
            output += bytes[cursor..<member.value.lowerBound]
            cursor = member.value.upperBound
        }
        return output + bytes[cursor...]
    }

    static func checkRoundTrip(format: String, edit: (String) throws -> Set<String>) throws {
        let folder = try ScratchFolder()
        let original = try Array(Data(contentsOf: URL(fileURLWithPath: rectangle)))
        try folder.write("Main.xcstrings", Data(original))
        let catalogPath = folder.path("Main.xcstrings")
        let before = try catalog(catalogPath)
        let worklist = TranslationWorklist(catalog: before, language: "de", reasons: [.missing, .needsReview])
        #expect(worklist.items.contains { $0.reason == .missing } && worklist.items.contains { $0.reason == .needsReview })
        let exportPath = folder.path("de." + format)
        try AtomicWrite.write(format == "csv" ? worklist.csv() : worklist.xliff(original: "Main.xcstrings"), to: exportPath)

        // Back untouched: not one byte changes.
        let untouched = try CatalogConversion.importTranslations(xliff: exportPath, into: catalogPath, select: nil, sizeLimit: 1 << 24)
        #expect(untouched.updated == 0)
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: catalogPath))) == original)

        let edited = try edit(exportPath)
        let result = try CatalogConversion.importTranslations(xliff: exportPath, into: catalogPath, select: nil, sizeLimit: 1 << 24)
        #expect(result.updated == edited.count && result.added == 0 && result.language == "de")
        let after = try Array(Data(contentsOf: URL(fileURLWithPath: catalogPath)))
        let editedKeys = Set(edited.map { $0.components(separatedBy: "|==|")[0] })
        #expect(
            try bytesOutside(editedKeys, of: after) == bytesOutside(editedKeys, of: original),
            "bytes outside the edited entries are unchanged")
        #expect(after != original)
        let reread = try XCStringsReader.read(SourceFile(path: catalogPath, bytes: after))
        for (old, new) in zip(before.entries, reread.entries) {
            #expect(old.key == new.key)
            let (oldUnits, newUnits) = (units(of: old), units(of: new))
            for (id, unit) in newUnits {
                if id.language == "de", edited.contains(id.unit) {
                    #expect(unit.value.hasPrefix("Übersetzt") && unit.state == "translated")
                } else {
                    #expect(oldUnits[id].map { $0.value == unit.value && $0.state == unit.state } == true, "\(id) changed")
                }
            }
            #expect(Set(oldUnits.keys).isSubset(of: Set(newUnits.keys)))
        }
    }

    struct UnitID: Hashable { let language: String, unit: String }

    /// Every unit of an entry by language and XLIFF id ("key|==|plural.one").
    static func units(of entry: CatalogEntry) -> [UnitID: StringUnit] {
        var units: [UnitID: StringUnit] = [:]
        for localization in entry.localizations {
            for (path, unit) in localization.content.unitsWithPaths {
                units[UnitID(language: localization.language, unit: path.isEmpty ? entry.key : entry.key + "|==|" + path)] = unit
            }
        }
        return units
    }

    @Test(.enabled(if: corpusAvailable, corpusMissing))
    func xliffRoundTripChangesOnlyTheEditedUnits() throws {
        try Self.checkRoundTrip(format: "xliff") { try Self.editXLIFF($0, count: 6) }
    }

    @Test(.enabled(if: corpusAvailable, corpusMissing))
    func csvRoundTripChangesOnlyTheEditedUnits() throws {
        try Self.checkRoundTrip(format: "csv") { path in
            var records = try CSVTable.read(SourceFile.read(path: path)).map(\.fields)
            var edited = Set<String>()
            for index in records.indices.dropFirst() where edited.count < 6 {
                // Rows 1, 3, 5 …: missing units and units to review alike.
                guard index % 2 == 1 else { continue }
                records[index][5] = "Übersetzt \(edited.count)\nmit Zeilenumbruch, \"Anführung\""
                records[index][3] = "translated"
                edited.insert(records[index][1].isEmpty ? records[index][0] : records[index][0] + "|==|" + records[index][1])
            }
            try AtomicWrite.write(CSVTable.text(records), to: path)
            return edited
        }
    }
}
