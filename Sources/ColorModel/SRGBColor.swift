import SourceText

/// A color as gamma-encoded sRGB components with straight (not premultiplied) alpha: the
/// space WCAG measures in. Components of a color converted from a wider space may lie
/// outside 0…1 (see `ColorSpace.convert`); `clampedToGamut` is what gets measured.
public struct SRGBColor: Sendable, Hashable, CustomStringConvertible {
    public var red: Double, green: Double, blue: Double, alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A gray, `white` being the encoded value of every channel.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// 8-bit channels, as design tools and Apple's guidelines write them.
    public init(red8: Int, green8: Int, blue8: Int, alpha: Double = 1) {
        self.init(red: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255, alpha: alpha)
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
    public init?(hex text: String) {
        guard text.hasPrefix("#") else { return nil }
        var digits = String(text.dropFirst())
        if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
        guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit),
            let value = UInt32(digits, radix: 16)
        else { return nil }
        let hasAlpha = digits.count == 8
        let component = { (shift: UInt32) in Double((value >> shift) & 0xFF) / 255 }
        self.init(
            red: component(hasAlpha ? 24 : 16), green: component(hasAlpha ? 16 : 8), blue: component(hasAlpha ? 8 : 0),
            alpha: hasAlpha ? component(0) : 1)
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque; channels are clamped to 0…1 first.
    public var hex: String {
        let byte = { (value: Double) in TextEscaping.hex(UInt32((min(max(value, 0), 1) * 255).rounded()), width: 2) }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }

    public var description: String { hex }

    public var isOpaque: Bool { alpha >= 1 }

    /// Whether every channel lies in 0…1, i.e. an sRGB display can show the color as it is.
    public var isInGamut: Bool {
        [red, green, blue].allSatisfy { $0 >= 0 && $0 <= 1 }
    }

    /// The nearest color an sRGB display shows: each channel clipped to 0…1. Clipping (not
    /// a perceptual gamut mapping) is what an sRGB screen does with a wide-gamut color, so it
    /// is what a reader on such a screen sees; on a P3 screen the true color is more saturated
    /// and the measured contrast is an approximation (the reader records that it clamped).
    public var clampedToGamut: SRGBColor {
        let clip = { (value: Double) in min(max(value, 0), 1) }
        return SRGBColor(red: clip(red), green: clip(green), blue: clip(blue), alpha: clip(alpha))
    }

    /// The same color at `opacity` times its alpha (SwiftUI's `.opacity(_:)` on a color).
    public func multiplyingAlpha(by opacity: Double) -> SRGBColor {
        SRGBColor(red: red, green: green, blue: blue, alpha: alpha * min(max(opacity, 0), 1))
    }

    /// This color painted over an opaque `background`: what the eye sees. WCAG measures
    /// colors with transparency only after compositing them.
    public func composited(over background: SRGBColor) -> SRGBColor {
        SRGBColor(
            red: red * alpha + background.red * (1 - alpha), green: green * alpha + background.green * (1 - alpha),
            blue: blue * alpha + background.blue * (1 - alpha), alpha: 1)
    }

    /// WCAG 2.x relative luminance of the color as it is (alpha ignored: composite first).
    public var relativeLuminance: Double {
        0.2126 * TransferFunction.sRGB.decode(red) + 0.7152 * TransferFunction.sRGB.decode(green)
            + 0.0722 * TransferFunction.sRGB.decode(blue)
    }

    public static let white = SRGBColor(red: 1, green: 1, blue: 1)
    public static let black = SRGBColor(red: 0, green: 0, blue: 0)
    public static let clear = SRGBColor(red: 0, green: 0, blue: 0, alpha: 0)
}
