import Foundation
import SourceText
import Testing

@testable import StringCatalog

/// Issue 17: a key given twice is read as Foundation reads it (the last value, in every table
/// syntax) and recorded with every place it is written, so that validation can report it and
/// rewrites can say what they drop. Each table here is also read by Foundation's own
/// `PropertyListSerialization` (swift-corelibs-foundation, the same CFPropertyList code as on
/// Apple platforms), and the values must agree.
struct DuplicateKeyTests {
    static func file(_ text: String, path: String = "ro.lproj/GeneralSettings.strings") -> SourceFile {
        SourceFile(path: path, bytes: Array(text.utf8))
    }

    /// What Foundation reads from the same bytes.
    static func foundation(_ text: String) throws -> [String: String] {
        try #require(try PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil) as? [String: String])
    }

    static func line(_ offset: Int, in file: SourceFile) -> Int { file.location(ofOffset: offset).line }

    /// Maccy's shape (the same pair twice, lines apart), and the same key with other text, with
    /// a block comment, a line comment or nothing between, in the usual syntax, the legacy
    /// `"key";` form and an old-style property list dictionary in braces.
    static let tables: [(name: String, text: String, key: String, lines: [Int], kept: String)] = [
        (
            "same pair twice",
            "\"Title\" = \"General\";\n\"Behavior\" = \"Comportament:\";\n\"Open\" = \"Deschide:\";\n\"Behavior\" = \"Comportament:\";\n",
            "Behavior", [2, 4], "Comportament:"
        ),
        (
            "block comment between",
            "/* first */\n\"Behavior\" = \"Comportament\";\n/* Maccy adds it again */\n\"Behavior\" = \"Comportament:\";\n",
            "Behavior", [2, 4], "Comportament:"
        ),
        (
            "line comment between", "\"Behavior\" = \"Comportament\";\n// again\n\"Behavior\" = \"Comportament:\";\n", "Behavior", [1, 3],
            "Comportament:"
        ),
        ("adjacent, three times", "\"a\" = \"1\";\"a\" = \"2\";\n\"a\" = \"3\";\n", "a", [1, 1, 2], "3"),
        ("legacy form, then a value", "\"Open\";\n\"Open\" = \"Deschide\";\n", "Open", [1, 2], "Deschide"),
        ("a value, then the legacy form", "\"Open\" = \"Deschide\";\n/* c */ \"Open\";\n", "Open", [1, 2], "Open"),
        (
            "braces", "{\n  Behavior = Comportament;\n  /* again */\n  Behavior = \"Comportament:\";\n}\n", "Behavior", [2, 4],
            "Comportament:"
        ),
        ("braces, comments outside", "// table\n{ \"a\" = \"x\"; \"b\" = \"y\"; \"a\" = \"z\"; }\n/* end */\n", "a", [2, 2], "z"),
        // Pocket Casts' form: a `.strings` table exported as an XML property list.
        (
            "XML property list",
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                + "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n"
                + "<plist version=\"1.0\">\n<dict>\n  <key>Behavior</key><string>Comportament</string>\n  <key>Open</key>\n"
                + "  <string>Deschide</string>\n  <key>Behavior</key>\n  <string>Comportament:</string>\n</dict>\n</plist>\n",
            "Behavior", [5, 9], "Comportament:"
        ),
    ]

    @Test(arguments: tables.indices)
    func stringsTablesKeepTheLastValueAsFoundationDoes(_ index: Int) throws {
        let table = Self.tables[index]
        let file = Self.file(table.text)
        let read = try StringsFile.read(file)
        let values = Dictionary(uniqueKeysWithValues: read.entries.map { ($0.key, $0.value) })
        #expect(values == (try Self.foundation(table.text)), "\(table.name)")
        #expect(values[table.key] == table.kept, "\(table.name)")
        #expect(read.entries.filter { $0.key == table.key }.count == 1, "\(table.name): the key is read once")
        let duplicate = try #require(read.duplicates.first, "\(table.name)")
        #expect(read.duplicates.count == 1 && duplicate.key == table.key)
        #expect(duplicate.occurrences.map { Self.line($0.offset, in: file) } == table.lines, "\(table.name)")
        #expect(duplicate.kept.value == table.kept)
        // The pair that is read sits where its value is written.
        let entry = try #require(read.entries.first { $0.key == table.key })
        #expect(entry.offset == duplicate.kept.offset)
    }

    @Test func propertyListTablesHoldOnlyStrings() {
        let header = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n"
        for (body, message) in [
            ("<array><string>a</string></array>", "holds one <dict> of strings, found an array"),
            ("<dict><key>a</key><integer>1</integer></dict>", "the value of \"a\" is an integer"),
        ] {
            #expect {
                try StringsFile.read(Self.file(header + body + "\n</plist>\n"))
            } throws: { error in
                "\(error)".contains(message) && (error as? InputError)?.location?.line == 3
            }
        }
    }

    @Test func aSecondByteOrderMarkIsSkipped() throws {
        // UTF-16 with FF FE FF FE: the second mark is a U+FEFF before the first pair.
        var raw: [UInt8] = [0xFF, 0xFE]
        for unit in "\u{FEFF}\"a\" = \"1\";\n\"b\" = \"2\";\n".utf16 { raw += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let file = try SourceFile.decode(raw, path: "damus/fa.lproj/Localizable.strings", allowUTF16: true)
        let read = try StringsFile.read(file)
        #expect(read.entries.map(\.key) == ["a", "b"])
        #expect(file.location(ofOffset: read.entries[1].offset).line == 2)
    }

    @Test func aCommentStaysWithItsPair() throws {
        let read = try StringsFile.read(Self.file("/* the first */\n\"a\" = \"1\";\n/* the second */\n\"b\" = \"2\";\n"))
        #expect(read.entries.map(\.comment) == ["the first", "the second"])
        let braced = try StringsFile.read(Self.file("/* outside */ { /* inside */ \"a\" = \"1\"; }"))
        #expect(braced.entries.map(\.comment) == ["inside"])
        #expect(read.duplicates.isEmpty)
    }

    @Test func bracedTablesThatAreNotTablesAreRefused() {
        for (text, message) in [
            ("{ \"a\" = \"1\";", "never closed"), ("{ \"a\" = \"1\"; } \"b\" = \"2\";", "text after"),
            ("{ \"a\" = { b = c; }; }", "collection"), ("\"a\" = (1, 2);", "collection"),
        ] {
            let error = #expect(throws: InputError.self, "\(text)") { try StringsFile.read(Self.file(text)) }
            #expect(error?.description.contains(message) == true, "\(text): \(String(describing: error))")
        }
    }

    static let stringsdict = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>files.count</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%#@n@</string>
        \t\t<key>n</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>lld</string>
        \t\t\t<key>one</key>
        \t\t\t<string>%lld fișier</string>
        \t\t\t<key>other</key>
        \t\t\t<string>%lld fișiere</string>
        \t\t\t<key>one</key>
        \t\t\t<string>un fișier</string>
        \t\t</dict>
        \t</dict>
        \t<key>songs.count</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%lld songs</string>
        \t</dict>
        \t<key>songs.count</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%#@n@</string>
        \t\t<key>n</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>lld</string>
        \t\t\t<key>other</key>
        \t\t\t<string>%lld cântece</string>
        \t\t</dict>
        \t</dict>
        </dict>
        </plist>
        """

    /// A key given twice, and a plural form given twice inside a key: the last of each, at
    /// both depths, as Foundation's XML reader keeps them.
    @Test func stringsdictKeysAndFormsKeepTheirLastValue() throws {
        let file = Self.file(Self.stringsdict, path: "ro.lproj/Localizable.stringsdict")
        let (entries, duplicates) = try StringsDictMapping.readTable(file)
        #expect(entries.map(\.key) == ["files.count", "songs.count"])
        let files = try #require(entries.first { $0.key == "files.count" }?.node.substitutions.first?.variations.first)
        #expect(files["one"]?.unit?.value == "un fișier")
        #expect(entries.first { $0.key == "songs.count" }?.node.unit?.value == "%#@n@")
        #expect(duplicates.map { "\($0.key)|\($0.member)" } == ["files.count|n.one", "songs.count|"])
        #expect(duplicates.map { $0.occurrences.map(\.value) } == [["%lld fișier", "un fișier"], ["%lld songs", "%#@n@"]])
        let foundation = try #require(
            try PropertyListSerialization.propertyList(from: Data(Self.stringsdict.utf8), format: nil) as? [String: Any])
        let forms = (foundation["files.count"] as? [String: Any])?["n"] as? [String: String]
        #expect(forms?["one"] == "un fișier")
        #expect((foundation["songs.count"] as? [String: Any])?["NSStringLocalizedFormatKey"] as? String == "%#@n@")
    }

    /// XLIFF 1.2: an id is unique within its <file> (also across <group>s); the same id in
    /// another <file> is another string.
    @Test func xliffUnitsRepeatedInOneFileKeepTheLast() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="App/Localizable.strings" source-language="en" target-language="ro" datatype="plaintext">
                <body>
                  <trans-unit id="Behavior"><source>Behavior:</source><target>Comportament</target></trans-unit>
                  <group id="settings">
                    <trans-unit id="Behavior"><source>Behavior:</source><target>Comportament:</target></trans-unit>
                  </group>
                  <trans-unit id="files|==|plural.one"><source>%lld file</source><target>%lld fișier</target></trans-unit>
                  <trans-unit id="files|==|plural.one"><source>%lld file</source><target>un fișier</target></trans-unit>
                </body>
              </file>
              <file original="App/InfoPlist.strings" source-language="en" target-language="ro" datatype="plaintext">
                <body><trans-unit id="Behavior"><source>Behavior</source><target>Comportament</target></trans-unit></body>
              </file>
            </xliff>
            """
        let document = try XLIFFDocument.read(Self.file(text, path: "ro.xliff"))
        #expect(document.files[0].units.map(\.id) == ["Behavior", "files|==|plural.one"])
        #expect(document.files[0].units.map { $0.target ?? "" } == ["Comportament:", "un fișier"])
        #expect(
            document.files[0].duplicates.map { "\($0.key)|\($0.member)|\($0.language ?? "")" } == ["Behavior||ro", "files|plural.one|ro"])
        #expect(document.files[1].duplicates.isEmpty)
        let catalog = try XLIFFMapping.catalog(from: document.files[0])
        #expect(catalog.entry(forKey: "Behavior")?.localization("ro")?.content.unit?.value == "Comportament:")
    }

    /// A catalog read from a folder of tables carries each language's repeats, with the
    /// language and offsets into the right file.
    @Test func lprojFoldersCarryEachLanguagesRepeats() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("handz-duplicates-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let tables = [
            "en": "\"Behavior\" = \"Behavior:\";\n", "ro": "\"Behavior\" = \"Comportament\";\n\n\"Behavior\" = \"Comportament:\";\n",
            "sv": "\"Behavior\" = \"Beteende:\";\n",
        ]
        for (language, text) in tables {
            let url = folder.appendingPathComponent("\(language).lproj/GeneralSettings.strings")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let loaded = try #require(try CatalogFormat.load(path: folder.path).first)
        #expect(loaded.catalog.entry(forKey: "Behavior")?.localization("ro")?.content.unit?.value == "Comportament:")
        let duplicate = try #require(loaded.duplicates.first)
        #expect(loaded.duplicates.count == 1 && duplicate.language == "ro")
        let places = duplicate.occurrences.compactMap { loaded.sources?.location(ofOffset: $0.offset) }
        #expect(places.map(\.line) == [1, 3])
        #expect(places.allSatisfy { $0.file.hasSuffix("ro.lproj/GeneralSettings.strings") })
    }
}
