import ColorModel
import SourceText

/// A named color of an asset catalog, resolved for an iPhone in each appearance.
public struct AssetColor: Sendable, Equatable {
    /// The name code uses: the colorset's folder name, prefixed by the folders that provide a
    /// namespace ("Brand/Primary").
    public let name: String
    /// The `.colorset` folder.
    public let path: String
    /// The `.xcassets` folder it belongs to.
    public let catalog: String
    /// The idiom whose entries were used ("iphone", else "universal"); nil when the colorset
    /// has neither (a Mac-only color), and then every value is unresolved.
    public let idiom: String?
    /// Idioms the colorset also defines but an iPhone does not use ("ipad", "mac", …).
    public let otherIdioms: [String]
    public let values: AppearanceValues<AssetColorValue>
    /// The ways its components are written (0.5, 128, 0x80), for surveys.
    public let componentForms: Set<ComponentForm>
    /// Color spaces and system references its entries use, for surveys.
    public let colorSpaces: Set<ColorSpace>
    public let systemReferences: Set<String>
    /// Whether some entry is only for one display gamut (`display-gamut`), which the reader
    /// passes over for the entry for any or the sRGB gamut.
    public let hasGamutVariants: Bool

    /// The measurable colors, when every appearance resolved.
    public var adaptiveColor: AdaptiveColor? {
        guard let light = values.light.color, let dark = values.dark.color, let lightIncreased = values.lightIncreasedContrast.color,
            let darkIncreased = values.darkIncreasedContrast.color
        else { return nil }
        return AdaptiveColor(light: light, dark: dark, lightIncreasedContrast: lightIncreased, darkIncreasedContrast: darkIncreased)
    }
}

/// An asset color in one appearance, and where it is defined.
public struct AssetColorValue: Sendable, Equatable {
    public enum Content: Sendable, Equatable {
        /// As converted to sRGB, not clamped (`isInGamut` tells).
        case color(SRGBColor)
        /// Why there is no value: a reference to a macOS color, an invalid entry, no entry.
        case unresolved(String)
    }

    public let content: Content
    /// The appearances of the entry that defines the value, as the catalog states them: "any",
    /// "dark", "light, high contrast". An asset without a dark entry shows "any" in dark.
    public let entry: String?
    /// The color space the entry is written in, or the system color it refers to.
    public let space: ColorSpace?
    public let systemReference: String?

    /// The color to measure: clamped to the sRGB gamut (see `SRGBColor.clampedToGamut`).
    public var color: SRGBColor? {
        if case .color(let color) = content { return color.clampedToGamut }
        return nil
    }

    /// True when the entry's color lies outside sRGB and was clamped for measuring.
    public var wasClamped: Bool {
        if case .color(let color) = content { return !color.isInGamut }
        return false
    }

    public var unresolvedReason: String? {
        if case .unresolved(let reason) = content { return reason }
        return nil
    }
}

/// Something the reader could not use, naming the file (and the position for bad JSON). A
/// problem never stops the reading of other colorsets.
public struct AssetColorProblem: Error, Sendable, Equatable, CustomStringConvertible {
    public let file: String
    public let location: SourceLocation?
    public let message: String

    public var description: String { "\(location.map(String.init(describing:)) ?? file): \(message)" }
}

/// Every color of the asset catalogs found under a folder.
public struct AssetCatalogColors: Sendable {
    public let catalogs: [String]
    public let colors: [AssetColor]
    public let problems: [AssetColorProblem]
    /// Colorsets that were found (read or not).
    public let colorsetCount: Int

    /// Colors by name; a name defined in two catalogs of one folder maps to both.
    public func colors(named name: String) -> [AssetColor] { byName[name] ?? [] }

    private let byName: [String: [AssetColor]]

    init(catalogs: [String], colors: [AssetColor], problems: [AssetColorProblem], colorsetCount: Int) {
        self.catalogs = catalogs
        self.colors = colors
        self.problems = problems
        self.colorsetCount = colorsetCount
        self.byName = Dictionary(grouping: colors, by: \.name)
    }
}
