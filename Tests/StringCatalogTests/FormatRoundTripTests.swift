import Foundation
import SourceText
import Testing

@testable import StringCatalog

struct FormatRoundTripTests {
    @Test(
        .enabled(if: SharedFiles.corpusAvailable, Comment(rawValue: SharedFiles.corpusMissing)),
        arguments: SharedFiles.corpusFiles(withExtension: "stringsdict"))
    func stringsdictRewritesByteForByte(_ path: String) throws {
        let file = try SourceFile.read(path: path)
        let plist = try PropertyList.read(file)
        #expect(firstDifference(Array(plist.xml().utf8), file.bytes) == nil)
        // And through the catalog model: every variable becomes a substitution and back.
        let entries = try StringsDictMapping.read(file)
        #expect(!entries.isEmpty)
        let rebuilt = PropertyList.dictionary(entries.map { ($0.key, StringsDictMapping.plist(for: $0.node)) }, offset: -1)
        #expect(rebuilt == plist)
    }

    @Test(
        .enabled(if: SharedFiles.corpusAvailable, Comment(rawValue: SharedFiles.corpusMissing)),
        arguments: SharedFiles.corpusFiles(withExtension: "xliff"))
    func xliffRewritesByteForByte(_ path: String) throws {
        let file = try SourceFile.read(path: path)
        let document = try XLIFFDocument.read(file)
        #expect(document.files.count > 1, "Xcode exports one <file> per source file")
        #expect(firstDifference(Array(document.text().utf8), file.bytes) == nil)
    }

    @Test(.enabled(if: SharedFiles.corpusAvailable, Comment(rawValue: SharedFiles.corpusMissing)))
    func xliffExportAndImportRestoreTheCatalog() throws {
        let path = SharedFiles.corpus.appendingPathComponent("newmarcel__KeepingYouAwake__Localizable.xcstrings").path
        let catalog = try XCStringsReader.read(SourceFile.read(path: path))
        var losses = ConversionLosses()
        let exported = XLIFFMapping.file(from: catalog, original: "Localizable.xcstrings", targetLanguage: "de", losses: &losses)
        // Drop the German translations, then import them back from the export.
        var stripped = catalog
        for index in stripped.entries.indices { stripped.entries[index].localizations.removeAll { $0.language == "de" } }
        let reparsed = try XLIFFDocument.read(SourceFile(path: "de.xliff", bytes: Array(XLIFFDocument(files: [exported]).text().utf8)))
        let merged = try XLIFFMapping.merge(reparsed.files[0], into: stripped).catalog
        #expect(firstDifference(XCStringsWriter.bytes(merged), XCStringsWriter.bytes(catalog)) == nil)
        #expect(losses.summary.map(\.what) == ["extractionState"], "\(losses.summary)")
    }

    @Test func stringsFilesParseEverythingFoundationAccepts() throws {
        let text = """
            /* A comment for the first key */
            "greeting" = "Hello, \\"%@\\"!\\n";
            // line comment
            bare_key = bare.value;
            "unicode" = "caf\\U00E9 \\UD83D\\UDE00 \\101";
            "empty" = "";
            """
        let table = try StringsFile.read(SourceFile(path: "en.lproj/Localizable.strings", bytes: Array(text.utf8)))
        #expect(table.entries.map(\.key) == ["greeting", "bare_key", "unicode", "empty"])
        #expect(table.entries[0].value == "Hello, \"%@\"!\n")
        #expect(table.entries[0].comment == "A comment for the first key")
        #expect(table.entries[1].comment == "line comment")
        #expect(table.entries[1].value == "bare.value")
        #expect(table.entries[2].value == "café 😀 A")
        // Written back in genstrings style and read again: the same entries.
        let again = try StringsFile.read(SourceFile(path: "x.strings", bytes: Array(table.text().utf8)))
        #expect(again.entries.map(\.value) == table.entries.map(\.value))
        #expect(Array(again.text().utf8) == Array(table.text().utf8))
    }

    @Test func utf16StringsFilesWithByteOrderMarks() throws {
        for littleEndian in [true, false] {
            var bytes: [UInt8] = littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
            for unit in "\"key\" = \"ключ ✓\";\n".utf16 {
                bytes += littleEndian ? [UInt8(unit & 0xFF), UInt8(unit >> 8)] : [UInt8(unit >> 8), UInt8(unit & 0xFF)]
            }
            let file = try SourceFile.decode(bytes, path: "ru.lproj/Localizable.strings", allowUTF16: true)
            let table = try StringsFile.read(file)
            #expect(table.entries.first?.value == "ключ ✓")
        }
    }

    @Test func stringsErrorsNameLineAndColumn() {
        let text = "\"a\" = \"b\";\n\"c\" = \"d\"\n\"e\" = \"f\";\n"
        #expect {
            try StringsFile.read(SourceFile(path: "x.strings", bytes: Array(text.utf8)))
        } throws: { error in
            String(describing: error).hasPrefix("x.strings:3:1: error: expected ';'")
        }
        // A repeated key is not an error: the table reads as Foundation reads it (DuplicateKeyTests).
        let repeated = try? StringsFile.read(SourceFile(path: "x.strings", bytes: Array("\"a\" = \"b\";\n\"a\" = \"c\";".utf8)))
        #expect(repeated?.entries.map(\.value) == ["c"])
    }

    @Test func lprojFoldersRoundTripThroughTheCatalogModel() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lproj-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var catalog = StringCatalog(sourceLanguage: "en")
        var plural = StringNode()
        try plural.insert(StringUnit(value: "%lld flow"), at: ["plural", "one"])
        try plural.insert(StringUnit(value: "%lld flows"), at: ["plural", "other"])
        var polish = StringNode()
        for (category, text) in [
            ("one", "%lld przepływ"), ("few", "%lld przepływy"), ("many", "%lld przepływów"), ("other", "%lld przepływu"),
        ] {
            try polish.insert(StringUnit(value: text), at: ["plural", category])
        }
        catalog.entries = [
            CatalogEntry(
                key: "screen.home.title", comment: "Title of the home screen",
                localizations: [
                    Localization(language: "en", content: .unit("Home")), Localization(language: "pl", content: .unit("Strona główna")),
                ]),
            CatalogEntry(
                key: "screen.library.flowCount",
                localizations: [
                    Localization(language: "en", content: plural), Localization(language: "pl", content: polish),
                ]),
        ]
        let losses = try LprojFolder.write(catalog, table: "Localizable", to: folder)
        #expect(losses.isEmpty)
        let read = try LprojFolder.read(folder: folder, table: "Localizable").catalog
        #expect(read.entries.map(\.key).sorted() == ["screen.home.title", "screen.library.flowCount"])
        let home = try #require(read.entry(forKey: "screen.home.title"))
        #expect(home.comment == "Title of the home screen")
        #expect(home.localization("pl")?.content.unit?.value == "Strona główna")
        let count = try #require(read.entry(forKey: "screen.library.flowCount")?.localization("pl")?.content)
        // Plural variations travel as a stringsdict variable and come back as a substitution.
        #expect(count.unit?.value == "%#@count@")
        let forms = count.substitutions.first?.variations.first?.cases.map { "\($0.name)=\($0.node.unit!.value)" }
        #expect(forms == ["one=%lld przepływ", "few=%lld przepływy", "many=%lld przepływów", "other=%lld przepływu"])
    }

    /// damus names its development region "en-US": that folder holds the source, and a table
    /// with no source file (InfoPlist) takes no other translation as its source.
    @Test func theSourceIsTheRegionalEnglishFolderAndNeverAnotherTranslation() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lproj-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (language, table, text) in [
            ("ar", "Localizable", "\"hello\" = \"مرحبا\";"), ("en-US", "Localizable", "\"hello\" = \"Hello\";"),
            ("ar", "InfoPlist", "\"NSCameraUsageDescription\" = \"الكاميرا\";"),
            ("de", "InfoPlist", "\"NSCameraUsageDescription\" = \"Kamera\";"),
            // Regional translations beside Base: Base is the source, not en-AU.
            ("Base", "Main", "\"title\" = \"Colour\";"), ("en-AU", "Main", "\"title\" = \"Colour\";"),
            ("en-GB", "Main", "\"title\" = \"Colour\";"),
        ] {
            try FileManager.default.createDirectory(atPath: "\(folder)/\(language).lproj", withIntermediateDirectories: true)
            try text.write(toFile: "\(folder)/\(language).lproj/\(table).strings", atomically: true, encoding: .utf8)
        }
        let localizable = try LprojFolder.read(folder: folder, table: "Localizable").catalog
        #expect(localizable.sourceLanguage == "en-US")
        #expect(localizable.entry(forKey: "hello")?.localization("en-US")?.content.unit?.value == "Hello")
        let infoPlist = try LprojFolder.read(folder: folder, table: "InfoPlist").catalog
        #expect(infoPlist.sourceLanguage == "en")
        #expect(infoPlist.entry(forKey: "NSCameraUsageDescription")?.localizations.map(\.language) == ["ar", "de"])
        #expect(try LprojFolder.read(folder: folder, table: "Main").catalog.sourceLanguage == "Base")
    }
}
