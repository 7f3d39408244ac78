import Foundation
import HandzLintKit
import LintTestSupport
import SourceText
import StringCatalog
import Testing

/// `catalog convert` and `catalog import` as a library: texts survive every format, what a
/// format cannot hold is reported, and imports merge into the catalog.
struct CatalogConversionTests {
    /// Every text of a catalog by key and language, leaving out the `%#@name@` wrappers that
    /// `.stringsdict` adds around a plural (whose forms then become substitution forms) and
    /// spelling every integer argument `%arg` (a `.stringsdict` writes the specifier itself,
    /// "%2$lld branches", where a catalog's substitution writes "%arg branches").
    static func texts(_ catalog: StringCatalog) -> [String: Set<String>] {
        var texts: [String: Set<String>] = [:]
        for entry in catalog.entries {
            for localization in entry.localizations {
                let values = localization.content.unitsWithPaths
                    .map { $0.unit.value }.filter { !($0.hasPrefix("%#@") && $0.hasSuffix("@")) }
                    .map { $0.replacing(/%(\d+\$)?lld/, with: "%arg") }
                texts["\(entry.key) \(localization.language)", default: []].formUnion(values)
            }
        }
        return texts
    }

    static func load(_ path: String) throws -> StringCatalog {
        let catalogs = try CatalogFormat.load(path: path)
        try #require(catalogs.count == 1)
        return catalogs[0].catalog
    }

    @Test func lprojFoldersKeepEveryTextAndReportWhatTheyCannotHold() throws {
        let folder = try ScratchFolder(["L.xcstrings": SampleCatalog.text])
        let losses = try CatalogConversion.convert(input: folder.path("L.xcstrings"), output: folder.path("out"), options: .init())
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("out")).sorted() == ["de.lproj", "en.lproj", "fr.lproj"])
        let back = try Self.load(folder.path("out"))
        let original = Self.texts(try Self.load(folder.path("L.xcstrings")))
        for key in Set(original.keys).union(Self.texts(back).keys).sorted() {
            #expect(Self.texts(back)[key] == original[key], "\(key)")
        }
        let lost = Dictionary(uniqueKeysWithValues: losses.map { ($0.what, $0) })
        #expect(lost["extractionState"]?.count == 2)
        #expect(lost["translation state \"needs_review\""]?.exampleKey == "a.plain")
        #expect(lost["translation state \"new\""]?.exampleKey == "e.empty")
        #expect(lost["shouldTranslate: false"]?.exampleKey == "d.brand")
        #expect(lost["comments of plural and device strings"]?.exampleKey == "b.count", "a .stringsdict has no comments: \(losses)")
        #expect(back.entry(forKey: "a.plain")?.comment == "A plain string.", "comments of .strings entries are kept")
    }

    @Test func oneTableForOneLanguage() throws {
        let folder = try ScratchFolder(["L.xcstrings": SampleCatalog.text])
        let losses = try CatalogConversion.convert(
            input: folder.path("L.xcstrings"), output: folder.path("Localizable.strings"), options: .init(locale: "de"))
        #expect(try folder.read("Localizable.strings").contains("\"a.plain\" = \"Einfach\";"))
        #expect(try folder.read("Localizable.stringsdict").contains("%lld Abläufe"), "plurals go to the .stringsdict beside it")
        #expect(losses.contains { $0.what == "comments of plural and device strings" && $0.exampleKey == "b.count" })
    }

    @Test func xliffExportsOneLanguageAndReadsBack() throws {
        let folder = try ScratchFolder(["L.xcstrings": SampleCatalog.text])
        let both = try #require(throws: InputError.self) {
            try CatalogConversion.convert(input: folder.path("L.xcstrings"), output: folder.path("x.xliff"), options: .init())
        }
        #expect(both.message.contains("--locale") && both.message.contains("de, fr"))
        #expect(!FileManager.default.fileExists(atPath: folder.path("x.xliff")))

        let losses = try CatalogConversion.convert(
            input: folder.path("L.xcstrings"), output: folder.path("fr.xliff"), options: .init(locale: "fr"))
        #expect(losses.contains { $0.what.hasPrefix("substitution") && $0.exampleKey == "g.branches" })
        let read = try Self.load(folder.path("fr.xliff"))
        let original = try Self.load(folder.path("L.xcstrings"))
        for key in ["a.plain", "e.empty"] {
            #expect(
                read.entry(forKey: key)?.localization("fr") == nil || Self.texts(read)["\(key) fr"] == Self.texts(original)["\(key) fr"],
                "\(key)")
        }
        #expect(read.entry(forKey: "a.plain")?.localization("fr")?.content.unit?.state == "needs_review", "states survive the round trip")
        #expect(read.entry(forKey: "d.brand")?.shouldTranslate == false)
    }

    /// Exports repeat the source's "other" text under the target's extra plural categories;
    /// reading one back must not give English a "few" form.
    @Test func xliffPluralCopiesOfOtherAreNotSourceForms() throws {
        let folder = try ScratchFolder()
        _ = try CatalogConversion.convert(
            input: PackageRoot.path("Strings/Localizable.xcstrings"), output: folder.path("ar.xliff"), options: .init(locale: "ar"))
        let read = try Self.load(folder.path("ar.xliff"))
        let english = try #require(read.entry(forKey: "common.count.flows")?.localization("en")?.content.pluralVariations)
        #expect(english.cases.map(\.name) == ["one", "other"])
        let arabic = try #require(read.entry(forKey: "common.count.flows")?.localization("ar")?.content.pluralVariations)
        #expect(Set(arabic.cases.map(\.name)) == ["zero", "one", "two", "few", "many", "other"])
    }

    @Test func importMergesTranslationsAndAddsKeys() throws {
        let folder = try ScratchFolder(["L.xcstrings": SampleCatalog.text])
        _ = try CatalogConversion.convert(input: folder.path("L.xcstrings"), output: folder.path("fr.xliff"), options: .init(locale: "fr"))
        var xliff = try folder.read("fr.xliff")
        xliff = xliff.replacingOccurrences(
            of: "<target state=\"needs-review-l10n\">Simple</target>", with: "<target state=\"translated\">Facile</target>")
        let added = """
                  <trans-unit id="a.added" xml:space="preserve">
                    <source>Added</source>
                    <target state="translated">Ajouté</target>
                  </trans-unit>
                </body>
            """
        xliff = xliff.replacingOccurrences(of: "    </body>", with: added)
        try folder.write("fr.xliff", xliff)
        let result = try CatalogConversion.importTranslations(
            xliff: folder.path("fr.xliff"), into: folder.path("L.xcstrings"), select: nil, sizeLimit: 1 << 20)
        #expect(result.added == 1 && result.language == "fr")
        #expect(result.updated == 2, "the changed a.plain and the new key; e.empty comes back as it went out and is no update")
        let merged = try Self.load(folder.path("L.xcstrings"))
        let unit = merged.entry(forKey: "a.plain")?.localization("fr")?.content.unit
        #expect(unit?.value == "Facile" && unit?.state == "translated")
        #expect(merged.entries.map(\.key).first == "a.added", "new keys take their place in Finder order")
        #expect(merged.entry(forKey: "e.empty")?.localization("fr")?.content.unit?.state == "new")
    }

    @Test func importingAnUnchangedExportChangesNoByte() throws {
        let folder = try ScratchFolder()
        let original = try Data(contentsOf: PackageRoot.url.appendingPathComponent("Strings/Localizable.xcstrings"))
        try folder.write("Localizable.xcstrings", original)
        _ = try CatalogConversion.convert(
            input: folder.path("Localizable.xcstrings"), output: folder.path("ar.xliff"), options: .init(locale: "ar"))
        let result = try CatalogConversion.importTranslations(
            xliff: folder.path("ar.xliff"), into: folder.path("Localizable.xcstrings"), select: nil, sizeLimit: 1 << 24)
        #expect(result.added == 0 && result.updated == 0, "every unit comes back as it went out")
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path("Localizable.xcstrings"))) == original)
    }

    @Test func importRefusesAnExportWithoutTheCatalogsFile() throws {
        let folder = try ScratchFolder(["L.xcstrings": SampleCatalog.text])
        _ = try CatalogConversion.convert(input: folder.path("L.xcstrings"), output: folder.path("fr.xliff"), options: .init(locale: "fr"))
        try folder.write("Other.xcstrings", SampleCatalog.text)
        let error = try #require(throws: InputError.self) {
            try CatalogConversion.importTranslations(
                xliff: folder.path("fr.xliff"), into: folder.path("Other.xcstrings"), select: nil, sizeLimit: 1 << 20)
        }
        #expect(error.file == folder.path("fr.xliff"))
        #expect(error.message.contains("no <file> for Other.xcstrings") && error.message.contains("L.xcstrings"))
        #expect(try folder.read("Other.xcstrings") == SampleCatalog.text, "nothing written")
    }

    @Test func aFolderWithSeveralTablesNeedsSelect() throws {
        let folder = try ScratchFolder(["in/en.lproj/A.strings": "\"a\" = \"A\";\n", "in/en.lproj/B.strings": "\"b\" = \"B\";\n"])
        let error = try #require(throws: InputError.self) {
            try CatalogConversion.convert(input: folder.path("in"), output: folder.path("x.xcstrings"), options: .init())
        }
        #expect(error.message.contains("holds 2 tables or files (A, B)") && error.message.contains("--select"))
        let unknown = try #require(throws: InputError.self) {
            try CatalogConversion.convert(input: folder.path("in"), output: folder.path("x.xcstrings"), options: .init(select: "C"))
        }
        #expect(unknown.message.contains("no table or file named C"))
        #expect(
            try CatalogConversion.convert(input: folder.path("in"), output: folder.path("B.xcstrings"), options: .init(select: "B")).isEmpty
        )
        #expect(try Self.load(folder.path("B.xcstrings")).entries.map(\.key) == ["b"])
    }

    @Test func finderOrderSortsNumbersByValue() throws {
        let catalog = StringCatalog(sourceLanguage: "en", entries: ["item10", "item2", "Item1", "b", "a"].map { CatalogEntry(key: $0) })
        #expect(try CatalogMaintenance.finderOrdered(catalog).entries.map(\.key) == ["a", "b", "Item1", "item2", "item10"])
    }

    @Test func theHandzCatalogIsNormalized() throws {
        let file = try SourceFile.read(path: PackageRoot.path("Strings/Localizable.xcstrings"))
        #expect(try CatalogMaintenance.normalizedBytes(try XCStringsReader.read(file)) == file.bytes)
    }
}
