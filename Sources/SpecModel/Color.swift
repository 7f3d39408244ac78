import ColorModel

/// An sRGB color with alpha, written `#RRGGBB`, `#RRGGBBAA` or `#RGB`, or a palette name.
/// Parsing and every computation (compositing, luminance, contrast: `srgb` and ColorModel's
/// `Contrast`) are ColorModel's, shared with the checks on code; this type adds the palette
/// name specs show in messages.
public struct Color: Sendable, Equatable, CustomStringConvertible {
    public var red: Double, green: Double, blue: Double, alpha: Double
    /// The palette name it was written as, for messages.
    public var name: String?

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1, name: String? = nil) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.name = name
    }

    public init(_ color: SRGBColor, name: String? = nil) {
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha, name: name)
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
    public init?(hex text: String) {
        guard let color = SRGBColor(hex: text) else { return nil }
        self.init(color)
    }

    public var srgb: SRGBColor { SRGBColor(red: red, green: green, blue: blue, alpha: alpha) }

    public var hex: String { srgb.hex }

    public var description: String { name.map { "\($0) (\(hex))" } ?? hex }

    public static let white = Color(.white)
}

/// What fills an area: a color, or something a contrast check cannot measure.
public enum Paint: Sendable, Equatable, CustomStringConvertible {
    case color(Color)
    case image(String)
    case gradient([Color])

    public var color: Color? {
        if case .color(let color) = self { return color }
        return nil
    }

    public var description: String {
        switch self {
        case .color(let color): color.description
        case .image(let name): "image \(name)"
        case .gradient(let colors): "gradient \(colors.map(\.hex).joined(separator: "→"))"
        }
    }
}
