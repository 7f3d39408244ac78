/// The color spaces an asset catalog's colors are written in (the `color-space` values Xcode
/// writes), and their conversion to sRGB for measuring.
///
/// Definitions (Apple's CGColorSpace documentation): Display P3 has DCI-P3 primaries, a D65
/// white point and the sRGB transfer function; extended sRGB is sRGB with components allowed
/// outside 0…1, encoded as the signed reflection of the curve; extended linear sRGB has sRGB
/// primaries and a linear transfer function; Generic Gray Gamma 2.2 is a gray with a pure 2.2
/// power curve, and extended gray "has the same colorimetry as genericGrayGamma2_2" with
/// components allowed outside 0…1. A gray is neutral, so it converts to R = G = B.
public enum ColorSpace: String, Sendable, Hashable, CaseIterable {
    case sRGB = "srgb"
    case displayP3 = "display-p3"
    case extendedSRGB = "extended-srgb"
    case extendedLinearSRGB = "extended-linear-srgb"
    case grayGamma22 = "gray-gamma-22"
    case extendedGray = "extended-gray"

    /// The component names a color in this space has, besides alpha.
    public var componentNames: [String] { isGray ? ["white"] : ["red", "green", "blue"] }

    public var isGray: Bool { self == .grayGamma22 || self == .extendedGray }

    var transfer: TransferFunction {
        switch self {
        case .sRGB, .displayP3, .extendedSRGB: .sRGB
        case .extendedLinearSRGB: .linear
        case .grayGamma22, .extendedGray: .gamma(2.2)
        }
    }

    /// Converts components (`componentNames` order: red, green, blue, or white) to sRGB.
    /// The result is not clamped: a Display P3 or extended color outside the sRGB gamut keeps
    /// its out-of-range channels, so the caller can tell (`isInGamut`) and clamp for measuring.
    public func convert(_ components: [Double], alpha: Double) -> SRGBColor {
        precondition(components.count == componentNames.count, "\(rawValue) takes \(componentNames.count) components")
        if self == .sRGB || self == .extendedSRGB {
            return SRGBColor(red: components[0], green: components[1], blue: components[2], alpha: alpha)
        }
        let linear: [Double]
        if isGray {
            let white = transfer.decode(components[0])
            linear = [white, white, white]
        } else {
            let decoded = components.map(transfer.decode)
            linear = self == .displayP3 ? Self.displayP3ToSRGB.applied(to: decoded) : decoded
        }
        let encoded = linear.map(TransferFunction.sRGB.encode)
        return SRGBColor(red: encoded[0], green: encoded[1], blue: encoded[2], alpha: alpha)
    }

    static let displayP3ToSRGB = RGBPrimaries.displayP3.conversion(to: .sRGB)
}
