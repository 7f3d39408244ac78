import ColorModel
import SourceText
import SwiftSourceFacts
import Testing

@testable import AppRules

/// Asset colors by the symbols Xcode generates for them (`.accent` for `AccentColor`).
struct TargetColorsTests {
    /// `Accent` and `AccentColor` both make `.accent`: the first by name gives it, in every run, whatever order the
    /// catalogs were read in (swiftleeds-ios's two catalogs made its contrast findings name one or the other).
    @Test func twoAssetsOfOneSymbolResolveToTheFirstByName() {
        let red = AdaptiveColor(SRGBColor(red: 1, green: 0, blue: 0, alpha: 1))
        let blue = AdaptiveColor(SRGBColor(red: 0, green: 0, blue: 1, alpha: 1))
        let use = ColorUse(
            reference: .member("accent", framework: .swiftUI), text: ".accent",
            location: SourceLocation(file: "A.swift", line: 1, column: 1))
        // (Before, the dictionary's order chose, which varies from one process to the next.)
        let assets = [
            "AccentColor": TargetColors.NamedColor(colors: blue, path: "Kotlin.xcassets/AccentColor.colorset"),
            "Accent": TargetColors.NamedColor(colors: red, path: "Shared.xcassets/Accent.colorset"),
        ]
        #expect(TargetColors(assets: assets).resolve(use)?.origin == "asset symbol .accent (Shared.xcassets/Accent.colorset)")
    }
}
