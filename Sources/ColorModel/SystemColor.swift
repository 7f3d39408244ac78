/// A color UIKit or SwiftUI defines, with its value in each appearance and where the values
/// came from (see `SystemColorTable` for the sources).
public struct SystemColor: Sendable, Hashable {
    /// The UIKit name (`systemBlue`, `secondaryLabel`, `white`).
    public let name: String
    public let colors: AdaptiveColor
    /// The values on an elevated surface (a sheet, popover or split-view column in dark
    /// mode), for the backgrounds that change there; nil when the color does not.
    public let elevated: AdaptiveColor?
    public let source: Source

    public enum Source: String, Sendable, Hashable {
        /// Apple's Human Interface Guidelines, "Color", iOS/iPadOS system colors table.
        case humanInterfaceGuidelines = "Apple Human Interface Guidelines (Color)"
        /// Values UIKit resolves at run time, which Apple does not publish as numbers.
        case uiKitResolved = "UIKit at run time (not published by Apple)"
        /// Apple's UIKit reference, which states the components of the fixed colors.
        case uiKitReference = "Apple UIKit reference"
        /// Not published anywhere we found: derived, as the table says.
        case derived = "derived (see the table)"
        /// The app's own AccentColor asset (for `accentColor` and `tintColor`).
        case appAccentColor = "the app's AccentColor asset"
    }

    public init(name: String, colors: AdaptiveColor, elevated: AdaptiveColor? = nil, source: Source) {
        self.name = name
        self.colors = colors
        self.elevated = elevated
        self.source = source
    }

    public subscript(appearance: Appearance) -> SRGBColor { colors[appearance] }
}

/// Looks system colors up by the name code uses: `UIColor.secondaryLabel` (`uiKit`), SwiftUI's
/// `Color.secondary` / `.blue` (`swiftUI`), or an asset catalog reference such as
/// `"reference": "systemBlueColor"` (`assetReference`).
public enum SystemColors {
    /// Every UIKit color of the table, by UIKit name.
    public static let uiKit: [String: SystemColor] = Dictionary(
        (SystemColorTable.named + SystemColorTable.semantic + SystemColorTable.fixed).map { ($0.name, $0) },
        uniquingKeysWith: { first, _ in first }
    )

    /// A UIKit color by its `UIColor` property name (`label`, `systemGray3`, `red`).
    public static func uiKit(_ name: String) -> SystemColor? { uiKit[name] }

    /// A SwiftUI color or hierarchical style by its name (`primary`, `red`, `gray`): SwiftUI's
    /// `Color.red` is UIKit's `systemRed` on iOS, not the fixed `UIColor.red`. `accentColor` is
    /// the app's AccentColor asset when it has one; pass it, else `systemBlue` stands in.
    public static func swiftUI(_ name: String, accentColor: AdaptiveColor? = nil) -> SystemColor? {
        if name == "accentColor" { return accent(accentColor) }
        guard let target = SystemColorTable.swiftUIAliases[name] else { return nil }
        return uiKit[target].map { SystemColor(name: name, colors: $0.colors, elevated: $0.elevated, source: $0.source) }
    }

    /// The color an asset catalog entry refers to with `"platform": "ios", "reference": …`:
    /// Objective-C names ending in `Color` (`systemBlueColor`, `labelColor`,
    /// `systemBackgroundColor`). UIKit's `tintColor` is the app's accent color.
    public static func assetReference(_ reference: String, accentColor: AdaptiveColor? = nil) -> SystemColor? {
        guard reference.hasSuffix("Color"), reference.count > 5 else { return nil }
        let name = String(reference.dropLast(5))
        return name == "tint" ? accent(accentColor) : uiKit[name]
    }

    /// `Color.accentColor` and `UIColor.tintColor`: the app's AccentColor asset, or the
    /// system's default accent, `systemBlue`.
    public static func accent(_ accentColor: AdaptiveColor?) -> SystemColor {
        guard let accentColor else {
            let blue = uiKit["systemBlue"]!
            return SystemColor(name: "accentColor", colors: blue.colors, source: blue.source)
        }
        return SystemColor(name: "accentColor", colors: accentColor, source: .appAccentColor)
    }
}
