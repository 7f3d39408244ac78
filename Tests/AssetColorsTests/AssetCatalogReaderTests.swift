import ColorModel
import Testing

@testable import AssetColors

/// The reader on Tests/Fixtures/AssetColors/Colors.xcassets, one colorset per form (the
/// fixture's README lists them).
struct AssetCatalogReaderTests {
    static let fixture: String = {
        let tests = #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(2).joined(separator: "/")
        return tests + "/Fixtures/AssetColors"
    }()

    static let read = AssetCatalogReader.read(folder: fixture)

    static func color(_ name: String) throws -> AssetColor {
        let found = read.colors(named: name)
        try #require(found.count == 1, "\(name): \(found.count) colors")
        return found[0]
    }

    static func hexes(_ name: String) throws -> [String] {
        let color = try color(name)
        return Appearance.all.map { color.values[$0].color?.hex ?? "unresolved" }
    }

    @Test("every colorset is found, and the broken ones are problems that name their file")
    func inventory() {
        #expect(Self.read.catalogs == [Self.fixture + "/Colors.xcassets"])
        #expect(Self.read.colorsetCount == 26)
        #expect(Self.read.colors.count == 24, "Broken and NoColors are not colors")
        let problems = Self.read.problems.map(\.description)
        #expect(problems.count == 3, "\(problems)")
        let broken = Self.read.problems.first { $0.file.hasSuffix("Broken.colorset/Contents.json") }
        #expect(broken?.location?.line == 4, "bad JSON is reported where it is: \(String(describing: broken))")
        let noColors = Self.read.problems.first { $0.file.hasSuffix("NoColors.colorset/Contents.json") }
        #expect(noColors?.message.contains("no \"colors\"") == true)
        #expect(Self.read.problems.contains { $0.file.hasSuffix("BadComponent.colorset/Contents.json") && $0.message.contains("0xZZ") })
        #expect(Self.read.colors(named: "Logo").isEmpty)
    }

    @Test("components written as fractions, 8-bit integers, hex bytes and JSON numbers")
    func componentForms() throws {
        #expect(try Self.hexes("FloatSRGB") == ["#1E90FF", "#0A84FFCC", "#1E90FF", "#0A84FFCC"])
        #expect(try Self.hexes("IntegerComponents") == ["#8000FF", "#014EA9", "#8000FF", "#014EA9"])
        #expect(try Self.hexes("HexComponents") == ["#8000FF", "#1C1B1B", "#8000FF", "#1C1B1B"])
        #expect(try Self.hexes("NumberComponents")[0] == "#FF8040")
        #expect(try Self.color("IntegerComponents").componentForms == [.integer])
        #expect(try Self.color("HexComponents").componentForms == [.hex])
        #expect(try Self.color("FloatSRGB").componentForms == [.float])
    }

    @Test("wide and gray color spaces are converted to sRGB; out-of-gamut values are clamped and say so")
    func colorSpaces() throws {
        let p3 = try Self.color("WideP3")
        #expect(p3.values.light.color?.hex == "#755243", "Macbeth dark skin, rgb(117 82 67)")
        #expect(p3.values.light.space == .displayP3 && !p3.values.light.wasClamped)
        #expect(p3.values.dark.color?.hex == "#FF0000" && p3.values.dark.wasClamped)
        let extended = try Self.color("ExtendedSRGB")
        #expect(extended.values.light.color?.hex == "#FF0080" && extended.values.light.wasClamped)
        #expect(try Self.hexes("ExtendedLinear")[0] == "#7F7F7F")
        #expect(try Self.hexes("GrayGamma")[0] == "#808080")
        #expect(try Self.hexes("ExtendedGray")[0] == "#80808099")
    }

    @Test("an asset without a dark or high-contrast entry is the same there, and says which entry it uses")
    func fallbacks() throws {
        let light = try Self.color("LightOnly")
        #expect(Set(try Self.hexes("LightOnly")) == ["#336699"])
        #expect(Appearance.all.map { light.values[$0].entry } == ["any", "any", "any", "any"])
        let floatSRGB = try Self.color("FloatSRGB")
        #expect(floatSRGB.values.darkIncreasedContrast.entry == "dark")
    }

    @Test("an empty slot is no problem: it falls back like a missing entry, or leaves the color unset")
    func emptySlots() throws {
        #expect(try Self.hexes("EmptyHighContrast") == ["#000000", "#FFFFFF", "#000000", "#FFFFFF"])
        let empty = try Self.color("Empty")
        #expect(empty.adaptiveColor == nil)
        #expect(empty.values.dark.unresolvedReason?.contains("no color is set") == true)
        #expect(!Self.read.problems.contains { $0.file.contains("Empty") })
    }

    @Test("high-contrast entries are used with Increase Contrast")
    func highContrast() throws {
        let color = try Self.color("HighContrast")
        #expect(try Self.hexes("HighContrast") == ["#8E8E93", "#636366", "#6C6C70", "#AEAEB2"])
        #expect(Appearance.all.map { color.values[$0].entry } == ["any", "dark", "any, high contrast", "dark, high contrast"])
    }

    @Test("a light entry wins over any appearance")
    func explicitLight() throws {
        #expect(try Self.hexes("ExplicitLight") == ["#000000", "#FFFFFF", "#000000", "#FFFFFF"])
    }

    @Test("iPhone entries win over universal ones; other idioms are recorded, never used")
    func idioms() throws {
        let color = try Self.color("Idioms")
        #expect(color.idiom == "iphone")
        #expect(color.otherIdioms == ["ipad", "mac"])
        #expect(try Self.hexes("Idioms") == ["#333333", "#4D4D4D", "#333333", "#4D4D4D"])
        let macOnly = try Self.color("MacOnly")
        #expect(macOnly.idiom == nil && macOnly.adaptiveColor == nil)
        #expect(macOnly.values.light.unresolvedReason?.contains("only mac") == true)
    }

    @Test("system references resolve through the system table, per appearance")
    func systemReferences() throws {
        let color = try Self.color("SystemReference")
        #expect(try Self.hexes("SystemReference") == ["#007AFF", "#FFFFFF", "#0040DD", "#FFFFFF"])
        #expect(color.values.lightIncreasedContrast.systemReference == "systemBlueColor")
        #expect(try Self.hexes("AccentColor") == ["#FF9500", "#FF9F0A", "#C93400", "#FFB340"])
        let mac = try Self.color("MacReference")
        #expect(mac.values.light.color?.hex == "#E6E6E6")
        #expect(mac.values.dark.unresolvedReason?.contains("the macOS system color quaternaryLabelColor") == true)
    }

    @Test("the entry for any or the sRGB gamut is measured, not the P3-only one")
    func gamut() throws {
        let color = try Self.color("Gamut")
        #expect(color.hasGamutVariants)
        #expect(color.values.light.space == .sRGB && !color.values.light.wasClamped)
    }

    @Test("an unusable entry leaves the appearances it covers unresolved, the others read")
    func badComponent() throws {
        #expect(try Self.hexes("BadComponent") == ["#808080", "unresolved", "#808080", "unresolved"])
        #expect(try Self.color("BadComponent").values.dark.unresolvedReason?.contains("0xZZ") == true)
    }

    @Test("groups that provide a namespace prefix the name; others do not")
    func namespaces() throws {
        #expect(try Self.hexes("Brand/Primary")[0] == "#005A9C")
        #expect(try Self.hexes("Brand/Caption")[0] == "#8E8E93", "Muted provides no namespace")
        #expect(try Self.hexes("Secondary")[0] == "#808080")
        #expect(Self.read.colors(named: "Primary").isEmpty)
        #expect(try Self.color("Brand/Primary").path.hasSuffix("Colors.xcassets/Brand/Primary.colorset"))
    }

    @Test("a folder with no catalog reads as empty, a missing one too")
    func emptyFolders() {
        let missing = AssetCatalogReader.read(folder: Self.fixture + "/no such folder")
        #expect(missing.catalogs.isEmpty && missing.colors.isEmpty && missing.problems.isEmpty)
    }
}
