#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a color space encodes linear light in its components. Apple's extended spaces accept
/// components outside 0…1 and encode them as the signed reflection of the curve,
/// `f(x) = sign(x)·f(|x|)` (CGColorSpace.extendedSRGB, .extendedGray); every curve here does
/// that, which leaves the 0…1 range unchanged.
public enum TransferFunction: Sendable, Hashable {
    /// IEC 61966-2-1 (sRGB; Display P3 uses the same curve).
    case sRGB
    /// A pure power curve (Generic Gray Gamma 2.2: exponent 2.2).
    case gamma(Double)
    /// Components are linear light already.
    case linear

    /// Encoded component → linear light.
    public func decode(_ encoded: Double) -> Double {
        let magnitude = abs(encoded)
        let linear: Double =
            switch self {
            case .sRGB: magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
            case .gamma(let exponent): pow(magnitude, exponent)
            case .linear: magnitude
            }
        return encoded < 0 ? -linear : linear
    }

    /// Linear light → encoded component.
    public func encode(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        let encoded: Double =
            switch self {
            case .sRGB: magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
            case .gamma(let exponent): pow(magnitude, 1 / exponent)
            case .linear: magnitude
            }
        return linear < 0 ? -encoded : encoded
    }
}
