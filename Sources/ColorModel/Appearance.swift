/// The trait combinations a color can change with that matter for contrast: Dark Mode and
/// Increase Contrast (CH32 §13.1 tests both). Elevation (sheets and popovers in dark mode) is a
/// property of backgrounds and kept apart, in `SystemColor.elevated`.
public struct Appearance: Sendable, Hashable, Comparable, CustomStringConvertible {
    public enum Luminosity: String, Sendable, Hashable, CaseIterable { case light, dark }
    public enum Contrast: String, Sendable, Hashable, CaseIterable { case standard, increased }

    public var luminosity: Luminosity
    public var contrast: Contrast

    public init(_ luminosity: Luminosity, _ contrast: Contrast = .standard) {
        self.luminosity = luminosity
        self.contrast = contrast
    }

    public static let light = Appearance(.light)
    public static let dark = Appearance(.dark)
    public static let lightIncreasedContrast = Appearance(.light, .increased)
    public static let darkIncreasedContrast = Appearance(.dark, .increased)

    /// The four, in the order reports list them.
    public static let all: [Appearance] = [.light, .dark, .lightIncreasedContrast, .darkIncreasedContrast]

    /// "light", "dark", "light, increased contrast", "dark, increased contrast".
    public var description: String {
        contrast == .standard ? luminosity.rawValue : luminosity.rawValue + ", increased contrast"
    }

    public static func < (lhs: Appearance, rhs: Appearance) -> Bool {
        all.firstIndex(of: lhs)! < all.firstIndex(of: rhs)!
    }
}

/// A value for each of the four appearances.
public struct AppearanceValues<Value: Sendable>: Sendable {
    public var light: Value, dark: Value, lightIncreasedContrast: Value, darkIncreasedContrast: Value

    public init(light: Value, dark: Value, lightIncreasedContrast: Value, darkIncreasedContrast: Value) {
        self.light = light
        self.dark = dark
        self.lightIncreasedContrast = lightIncreasedContrast
        self.darkIncreasedContrast = darkIncreasedContrast
    }

    /// The same value everywhere (a fixed color such as `.white`).
    public init(_ value: Value) {
        self.init(light: value, dark: value, lightIncreasedContrast: value, darkIncreasedContrast: value)
    }

    /// Each appearance's value from a function of the appearance.
    public init(_ value: (Appearance) throws -> Value) rethrows {
        self.init(
            light: try value(.light), dark: try value(.dark), lightIncreasedContrast: try value(.lightIncreasedContrast),
            darkIncreasedContrast: try value(.darkIncreasedContrast))
    }

    public subscript(appearance: Appearance) -> Value {
        switch (appearance.luminosity, appearance.contrast) {
        case (.light, .standard): light
        case (.dark, .standard): dark
        case (.light, .increased): lightIncreasedContrast
        case (.dark, .increased): darkIncreasedContrast
        }
    }

    public func map<Other>(_ transform: (Value) throws -> Other) rethrows -> AppearanceValues<Other> {
        try AppearanceValues<Other> { try transform(self[$0]) }
    }
}

extension AppearanceValues: Equatable where Value: Equatable {}
extension AppearanceValues: Hashable where Value: Hashable {}

/// A color that may differ by appearance: a system color, an asset catalog color, or a
/// literal (the same in all four).
public typealias AdaptiveColor = AppearanceValues<SRGBColor>
