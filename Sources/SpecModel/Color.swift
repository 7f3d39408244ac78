import SourceText
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An sRGB color with alpha, written `#RRGGBB`, `#RRGGBBAA` or `#RGB`, or a palette name.
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

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
    public init?(hex text: String) {
        guard text.hasPrefix("#") else { return nil }
        var digits = String(text.dropFirst())
        if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
        guard digits.count == 6 || digits.count == 8, let value = UInt32(digits, radix: 16) else { return nil }
        let hasAlpha = digits.count == 8
        let component = { (shift: UInt32) in Double((value >> shift) & 0xFF) / 255 }
        self.init(red: component(hasAlpha ? 24 : 16), green: component(hasAlpha ? 16 : 8), blue: component(hasAlpha ? 8 : 0), alpha: hasAlpha ? component(0) : 1)
    }

    public var hex: String {
        let byte = { (value: Double) in TextEscaping.hex(UInt32((value * 255).rounded()), width: 2) }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }

    public var description: String { name.map { "\($0) (\(hex))" } ?? hex }

    /// This color painted over an opaque `background`: what the eye sees (WCAG requires
    /// compositing before measuring).
    public func composited(over background: Color) -> Color {
        Color(red: red * alpha + background.red * (1 - alpha), green: green * alpha + background.green * (1 - alpha),
              blue: blue * alpha + background.blue * (1 - alpha), alpha: 1)
    }

    /// WCAG 2.x relative luminance.
    public var relativeLuminance: Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055).power(2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG contrast ratio between two opaque colors, 1…21.
    public static func contrastRatio(_ a: Color, _ b: Color) -> Double {
        let (l1, l2) = (a.relativeLuminance, b.relativeLuminance)
        return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    }

    public static let white = Color(red: 1, green: 1, blue: 1)
}

/// What fills an area: a color, or something a contrast check cannot measure.
public enum Paint: Sendable, Equatable, CustomStringConvertible {
    case color(Color)
    case image(String)
    case gradient([Color])

    public var color: Color? {
        if case let .color(color) = self { return color }
        return nil
    }

    public var description: String {
        switch self {
        case let .color(color): color.description
        case let .image(name): "image \(name)"
        case let .gradient(colors): "gradient \(colors.map(\.hex).joined(separator: "→"))"
        }
    }
}

extension Double {
    func power(_ exponent: Double) -> Double { pow(self, exponent) }
}
