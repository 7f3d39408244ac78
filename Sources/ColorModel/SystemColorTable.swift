/// The values of UIKit's and SwiftUI's system colors on iOS, in light, dark, and with
/// Increase Contrast in light and dark. Every value is sRGB, 8 bits a channel; alpha is an
/// 8-bit value too (153 = 60 %).
///
/// Sources, and which values came from where (read 2026 through the search tool):
///
/// 1. `named` (systemRed … systemBrown, systemGray … systemGray6): Apple's Human Interface
///    Guidelines, "Color" › "Specifications" › iOS/iPadOS system colors, as published for
///    iOS 15–18 (four columns: default light, default dark, increased contrast light,
///    increased contrast dark). Apple now renders that table as images, so the numbers were
///    read from two transcriptions that agree with each other: Flutter's `CupertinoColors`
///    (flutter/flutter, packages/flutter/lib/src/cupertino/colors.dart, whose doc comments
///    name the UIKit equivalents) and sampaio-tech/iOS-design-system
///    (lib/src/theme/colors/acessible.dart, the increased-contrast column), checked against a
///    third, independent transcription of the iOS 15 table. Two disagreements, settled by
///    the majority: systemYellow increased contrast light is #B25000 (Flutter has #A05A00);
///    systemTeal is the iOS 15+ teal (#30B0C7 …), while Flutter still has the iOS 13 teal
///    (#5AC8FA …), whose dark and increased-contrast values iOS 15 gave to systemCyan.
///    In June 2025 (iOS 26) Apple changed these colors (e.g. systemBlue light became
///    #0088FF); the transcriptions of the new table we found disagree with each other, so
///    they are not used: findings on iOS 26 may be off by the difference.
/// 2. `semantic` (labels, fills, backgrounds, separators, link): Apple publishes no numbers
///    for these. Light and dark: a dump of UIKit's resolved values (gist
///    CreatureSurvive/1788cd3d2587886ff70344e716c5af53: secondaryLabel #3C3C4399, …);
///    increased contrast, fills and the elevated background values: Flutter's
///    `CupertinoColors` (which resolves them the same way). The two agree wherever both give
///    a value except the alphas of tertiaryLabel, quaternaryLabel, placeholderText and
///    separator, which Flutter truncates (76 for 0.3) and UIKit rounds (77); the dump is used.
/// 3. `fixed` (UIColor.red, .gray, .white, …): Apple's UIKit reference states each one's
///    components ("RGB values are 1.0, 0.5, and 0.0" for orange; "grayscale value of 0.5"
///    for gray, read here as an sRGB-encoded gray). These never change with appearance.
/// 4. `swiftUIAliases`: SwiftUI's `Color.red` … `.gray` are the UIKit system colors on iOS,
///    `.primary`/`.secondary` are `label`/`secondaryLabel`. The hierarchical styles
///    `.tertiary` and `.quaternary` are not colors; they are taken as tertiaryLabel and
///    quaternaryLabel (derived: that is what they render as on a plain label).
enum SystemColorTable {
    static let named: [SystemColor] = [
        hig("systemRed", 0xFF3B30, 0xFF453A, 0xD70015, 0xFF6961),
        hig("systemOrange", 0xFF9500, 0xFF9F0A, 0xC93400, 0xFFB340),
        hig("systemYellow", 0xFFCC00, 0xFFD60A, 0xB25000, 0xFFD426),
        hig("systemGreen", 0x34C759, 0x30D158, 0x248A3D, 0x30DB5B),
        hig("systemMint", 0x00C7BE, 0x63E6E2, 0x0C817B, 0x66D4CF),
        hig("systemTeal", 0x30B0C7, 0x40C8E0, 0x008299, 0x5DE6FF),
        hig("systemCyan", 0x32ADE6, 0x64D2FF, 0x0071A4, 0x70D7FF),
        hig("systemBlue", 0x007AFF, 0x0A84FF, 0x0040DD, 0x409CFF),
        hig("systemIndigo", 0x5856D6, 0x5E5CE6, 0x3634A3, 0x7D7AFF),
        hig("systemPurple", 0xAF52DE, 0xBF5AF2, 0x8944AB, 0xDA8FFF),
        hig("systemPink", 0xFF2D55, 0xFF375F, 0xD30F45, 0xFF6482),
        hig("systemBrown", 0xA2845E, 0xAC8E68, 0x7F6545, 0xB59469),
        hig("systemGray", 0x8E8E93, 0x8E8E93, 0x6C6C70, 0xAEAEB2),
        hig("systemGray2", 0xAEAEB2, 0x636366, 0x8E8E93, 0x7C7C80),
        hig("systemGray3", 0xC7C7CC, 0x48484A, 0xAEAEB2, 0x545456),
        hig("systemGray4", 0xD1D1D6, 0x3A3A3C, 0xBCBCC0, 0x444446),
        hig("systemGray5", 0xE5E5EA, 0x2C2C2E, 0xD8D8DC, 0x363638),
        hig("systemGray6", 0xF2F2F7, 0x1C1C1E, 0xEBEBF0, 0x242426),
    ]

    static let semantic: [SystemColor] = [
        resolved("label", (0x000000, 255), (0xFFFFFF, 255), (0x000000, 255), (0xFFFFFF, 255)),
        resolved("secondaryLabel", (0x3C3C43, 153), (0xEBEBF5, 153), (0x3C3C43, 173), (0xEBEBF5, 173)),
        resolved("tertiaryLabel", (0x3C3C43, 77), (0xEBEBF5, 77), (0x3C3C43, 96), (0xEBEBF5, 96)),
        resolved("quaternaryLabel", (0x3C3C43, 46), (0xEBEBF5, 46), (0x3C3C43, 66), (0xEBEBF5, 61)),
        resolved("placeholderText", (0x3C3C43, 77), (0xEBEBF5, 77), (0x3C3C43, 96), (0xEBEBF5, 96)),
        resolved("systemFill", (0x787880, 51), (0x787880, 91), (0x787880, 71), (0x787880, 112)),
        resolved("secondarySystemFill", (0x787880, 40), (0x787880, 81), (0x787880, 61), (0x787880, 102)),
        resolved("tertiarySystemFill", (0x767680, 30), (0x767680, 61), (0x767680, 51), (0x767680, 81)),
        resolved("quaternarySystemFill", (0x747480, 20), (0x767680, 45), (0x747480, 40), (0x767680, 66)),
        background("systemBackground", 0xFFFFFF, 0x000000, 0xFFFFFF, 0x000000, elevated: (0x1C1C1E, 0x242426)),
        background("secondarySystemBackground", 0xF2F2F7, 0x1C1C1E, 0xEBEBF0, 0x242426, elevated: (0x2C2C2E, 0x363638)),
        background("tertiarySystemBackground", 0xFFFFFF, 0x2C2C2E, 0xFFFFFF, 0x363638, elevated: (0x3A3A3C, 0x444446)),
        background("systemGroupedBackground", 0xF2F2F7, 0x000000, 0xEBEBF0, 0x000000, elevated: (0x1C1C1E, 0x242426)),
        background("secondarySystemGroupedBackground", 0xFFFFFF, 0x1C1C1E, 0xFFFFFF, 0x242426, elevated: (0x2C2C2E, 0x363638)),
        background("tertiarySystemGroupedBackground", 0xF2F2F7, 0x2C2C2E, 0xEBEBF0, 0x363638, elevated: (0x3A3A3C, 0x444446)),
        resolved("separator", (0x3C3C43, 74), (0x545458, 153), (0x3C3C43, 94), (0x545458, 173)),
        resolved("opaqueSeparator", (0xC6C6C8, 255), (0x38383A, 255), (0xC6C6C8, 255), (0x38383A, 255)),
        resolved("link", (0x007AFF, 255), (0x0984FF, 255), (0x007AFF, 255), (0x0984FF, 255)),
    ]

    static let fixed: [SystemColor] = [
        fixed("black", SRGBColor(white: 0)), fixed("darkGray", SRGBColor(white: 1.0 / 3)),
        fixed("lightGray", SRGBColor(white: 2.0 / 3)), fixed("white", SRGBColor(white: 1)), fixed("gray", SRGBColor(white: 0.5)),
        fixed("red", SRGBColor(red: 1, green: 0, blue: 0)), fixed("green", SRGBColor(red: 0, green: 1, blue: 0)),
        fixed("blue", SRGBColor(red: 0, green: 0, blue: 1)), fixed("cyan", SRGBColor(red: 0, green: 1, blue: 1)),
        fixed("yellow", SRGBColor(red: 1, green: 1, blue: 0)), fixed("magenta", SRGBColor(red: 1, green: 0, blue: 1)),
        fixed("orange", SRGBColor(red: 1, green: 0.5, blue: 0)), fixed("purple", SRGBColor(red: 0.5, green: 0, blue: 0.5)),
        fixed("brown", SRGBColor(red: 0.6, green: 0.4, blue: 0.2)), fixed("clear", .clear),
        // "A color object for text on a dark background" (white, alpha 0.6) and "on a light
        // background" (black).
        fixed("lightText", SRGBColor(white: 1, alpha: 0.6)), fixed("darkText", SRGBColor(white: 0)),
    ]

    /// SwiftUI name → UIKit name.
    static let swiftUIAliases: [String: String] = [
        "primary": "label", "secondary": "secondaryLabel", "tertiary": "tertiaryLabel", "quaternary": "quaternaryLabel",
        "red": "systemRed", "orange": "systemOrange", "yellow": "systemYellow", "green": "systemGreen", "mint": "systemMint",
        "teal": "systemTeal", "cyan": "systemCyan", "blue": "systemBlue", "indigo": "systemIndigo", "purple": "systemPurple",
        "pink": "systemPink", "brown": "systemBrown", "gray": "systemGray", "white": "white", "black": "black", "clear": "clear",
    ]

    private static func rgb(_ value: UInt32, _ alpha8: Int = 255) -> SRGBColor {
        SRGBColor(red8: Int(value >> 16 & 0xFF), green8: Int(value >> 8 & 0xFF), blue8: Int(value & 0xFF), alpha: Double(alpha8) / 255)
    }

    private static func hig(
        _ name: String, _ light: UInt32, _ dark: UInt32, _ lightIncreased: UInt32,
        _ darkIncreased: UInt32
    ) -> SystemColor {
        SystemColor(
            name: name,
            colors: AdaptiveColor(
                light: rgb(light), dark: rgb(dark), lightIncreasedContrast: rgb(lightIncreased),
                darkIncreasedContrast: rgb(darkIncreased)), source: .humanInterfaceGuidelines)
    }

    private typealias Value = (rgb: UInt32, alpha: Int)

    private static func resolved(
        _ name: String, _ light: Value, _ dark: Value, _ lightIncreased: Value,
        _ darkIncreased: Value
    ) -> SystemColor {
        SystemColor(
            name: name,
            colors: AdaptiveColor(
                light: rgb(light.rgb, light.alpha), dark: rgb(dark.rgb, dark.alpha),
                lightIncreasedContrast: rgb(lightIncreased.rgb, lightIncreased.alpha),
                darkIncreasedContrast: rgb(darkIncreased.rgb, darkIncreased.alpha)),
            source: .uiKitResolved)
    }

    /// A background; in light mode the elevated value is the base one, so only dark's are given.
    private static func background(
        _ name: String, _ light: UInt32, _ dark: UInt32, _ lightIncreased: UInt32, _ darkIncreased: UInt32,
        elevated: (dark: UInt32, darkIncreased: UInt32)
    ) -> SystemColor {
        SystemColor(
            name: name,
            colors: AdaptiveColor(
                light: rgb(light), dark: rgb(dark), lightIncreasedContrast: rgb(lightIncreased),
                darkIncreasedContrast: rgb(darkIncreased)),
            elevated: AdaptiveColor(
                light: rgb(light), dark: rgb(elevated.dark), lightIncreasedContrast: rgb(lightIncreased),
                darkIncreasedContrast: rgb(elevated.darkIncreased)),
            source: .uiKitResolved)
    }

    private static func fixed(_ name: String, _ color: SRGBColor) -> SystemColor {
        SystemColor(name: name, colors: AdaptiveColor(color), source: .uiKitReference)
    }
}
