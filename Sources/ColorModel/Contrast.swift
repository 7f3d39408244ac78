/// WCAG 2.x contrast: the one computation specs and code share.
public enum Contrast {
    /// The contrast ratio of two opaque colors, 1…21 (WCAG 2.x "contrast ratio"); alpha is
    /// ignored, so composite translucent colors first (`measure` does).
    public static func ratio(_ a: SRGBColor, _ b: SRGBColor) -> Double {
        let (l1, l2) = (a.relativeLuminance, b.relativeLuminance)
        return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    }

    /// A foreground and what is behind it, both as the eye sees them.
    public struct Measurement: Sendable, Equatable {
        public var ratio: Double
        /// The foreground composited over `background`.
        public var foreground: SRGBColor
        /// The backgrounds composited from the canvas up.
        public var background: SRGBColor
    }

    /// Composites `backgrounds` (nearest first, i.e. the one right behind the foreground
    /// first) from `canvas` up, then the foreground over the result, and measures. `canvas`
    /// is made opaque first (it is what everything is drawn on). Colors outside the sRGB gamut
    /// are clamped to it: what an sRGB screen shows.
    public static func measure(_ foreground: SRGBColor, over backgrounds: [SRGBColor], canvas: SRGBColor) -> Measurement {
        var background = canvas.clampedToGamut
        background.alpha = 1
        for layer in backgrounds.reversed() { background = layer.clampedToGamut.composited(over: background) }
        let seen = foreground.clampedToGamut.composited(over: background)
        return Measurement(ratio: ratio(seen, background), foreground: seen, background: background)
    }

    /// A ratio as reports write it: two decimals, "4.54:1". Rounded, never truncated, so a
    /// ratio shown as "4.5:1" may be 4.496 (under 4.5): compare numbers, not this text.
    public static func text(_ ratio: Double) -> String { String((ratio * 100).rounded() / 100) + ":1" }
}
