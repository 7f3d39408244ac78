import Testing

@testable import ColorModel

/// Spot checks of the system color table against the values its comment cites, and
/// invariants that catch a swapped column (Increase Contrast must never lower contrast).
struct SystemColorTests {
    @Test("systemBlue in all four appearances, as the Human Interface Guidelines list it")
    func systemBlue() throws {
        let blue = try #require(SystemColors.uiKit("systemBlue"))
        #expect(Appearance.all.map { blue[$0].hex } == ["#007AFF", "#0A84FF", "#0040DD", "#409CFF"])
        #expect(blue.source == .humanInterfaceGuidelines)
    }

    @Test(
        "spot checks",
        arguments: [
            ("systemRed", Appearance.light, "#FF3B30"), ("systemYellow", .lightIncreasedContrast, "#B25000"),
            ("systemTeal", .light, "#30B0C7"), ("systemCyan", .dark, "#64D2FF"), ("systemGray6", .dark, "#1C1C1E"),
            ("systemGray2", .darkIncreasedContrast, "#7C7C80"), ("label", .dark, "#FFFFFF"),
            ("secondaryLabel", .light, "#3C3C4399"), ("secondaryLabel", .darkIncreasedContrast, "#EBEBF5AD"),
            ("tertiaryLabel", .light, "#3C3C434D"), ("separator", .dark, "#54545899"), ("systemFill", .light, "#78788033"),
            ("systemGroupedBackground", .light, "#F2F2F7"), ("secondarySystemGroupedBackground", .dark, "#1C1C1E"),
            ("link", .dark, "#0984FF"), ("red", .dark, "#FF0000"), ("lightText", .light, "#FFFFFF99"),
        ])
    func spotChecks(_ name: String, _ appearance: Appearance, _ hex: String) throws {
        #expect(try #require(SystemColors.uiKit(name))[appearance].hex == hex)
    }

    @Test("every color the checks on code name is in the table")
    func coverage() {
        let names =
            [
                "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "systemBackground", "secondarySystemBackground",
                "tertiarySystemBackground", "systemGroupedBackground", "secondarySystemGroupedBackground",
                "tertiarySystemGroupedBackground", "systemFill", "secondarySystemFill", "tertiarySystemFill",
                "quaternarySystemFill", "separator", "opaqueSeparator", "link", "placeholderText", "white", "black", "clear",
            ]
            + ["Blue", "Red", "Green", "Orange", "Yellow", "Pink", "Purple", "Teal", "Indigo", "Mint", "Cyan", "Brown", "Gray"]
            .map { "system" + $0 }
            + (2...6).map { "systemGray\($0)" }
        for name in names { #expect(SystemColors.uiKit(name) != nil, "\(name)") }
    }

    @Test("Increase Contrast moves light colors darker and dark colors lighter (or leaves them)")
    func increasedContrastNeverLowersContrast() {
        // Apple's own exceptions, in every transcription: systemYellow (#FFD60A → #FFD426) and
        // systemMint (#63E6E2 → #66D4CF) get slightly darker in dark mode with Increase Contrast.
        let darkerInDark: Set = ["systemYellow", "systemMint"]
        for color in SystemColorTable.named {
            #expect(color[.lightIncreasedContrast].relativeLuminance <= color[.light].relativeLuminance, "\(color.name) light")
            let lighter = color[.darkIncreasedContrast].relativeLuminance >= color[.dark].relativeLuminance
            #expect(lighter != darkerInDark.contains(color.name), "\(color.name) dark")
        }
        for color in SystemColorTable.semantic where color.name.hasSuffix("Label") || color.name.hasSuffix("Fill") {
            #expect(color[.lightIncreasedContrast].alpha >= color[.light].alpha, "\(color.name)")
            #expect(color[.darkIncreasedContrast].alpha >= color[.dark].alpha, "\(color.name)")
        }
    }

    @Test("SwiftUI's colors are the system colors, not UIKit's fixed ones")
    func swiftUINames() throws {
        #expect(try #require(SystemColors.swiftUI("red"))[.light].hex == "#FF3B30")
        #expect(try #require(SystemColors.uiKit("red"))[.light].hex == "#FF0000")
        #expect(try #require(SystemColors.swiftUI("secondary"))[.dark].hex == "#EBEBF599")
        #expect(try #require(SystemColors.swiftUI("gray"))[.light].hex == "#8E8E93")
        #expect(SystemColors.swiftUI("systemBlue") == nil, "SwiftUI has no systemBlue")
    }

    @Test("the accent color is the app's AccentColor asset, else systemBlue")
    func accentColor() throws {
        #expect(try #require(SystemColors.swiftUI("accentColor"))[.dark].hex == "#0A84FF")
        let brand = AdaptiveColor(SRGBColor(hex: "#005A9C")!)
        let accent = try #require(SystemColors.swiftUI("accentColor", accentColor: brand))
        #expect(accent[.light].hex == "#005A9C" && accent.source == .appAccentColor)
        #expect(SystemColors.assetReference("tintColor", accentColor: brand)?[.dark].hex == "#005A9C")
    }

    @Test("asset catalog references use the Objective-C names")
    func assetReferences() {
        #expect(SystemColors.assetReference("systemBackgroundColor")?[.dark].hex == "#000000")
        #expect(SystemColors.assetReference("systemGray2Color")?[.light].hex == "#AEAEB2")
        #expect(SystemColors.assetReference("labelColor")?[.light].hex == "#000000")
        #expect(SystemColors.assetReference("systemBlue") == nil, "references end in Color")
        #expect(SystemColors.assetReference("windowBackgroundColor") == nil, "a macOS color")
    }

    @Test("backgrounds on a sheet in dark mode are lighter")
    func elevated() throws {
        let background = try #require(SystemColors.uiKit("systemBackground"))
        #expect(background.elevated?[.dark].hex == "#1C1C1E")
        #expect(background.elevated?[.light].hex == "#FFFFFF")
        #expect(SystemColors.uiKit("label")?.elevated == nil)
    }
}
