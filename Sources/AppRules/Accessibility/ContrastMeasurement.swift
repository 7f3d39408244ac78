import ColorModel
import SpecModel

/// The contrast of an element against what is behind it, with alpha composited first
/// (WCAG), measured by ColorModel's `Contrast` as the checks on code are. Over an image or a
/// gradient there is no single background: the answer is "needs review".
enum ContrastMeasurement {
    enum Result {
        case ratio(Double, foreground: Color, background: Color)
        case needsReview(String)
    }

    /// The element's background (if it has one) over the screen's (if it has one) over
    /// `screenBackground`, and the foreground over that. What lies under an opaque layer
    /// does not show, so an image under an opaque element background is no reason to ask.
    static func measure(_ element: Element, on screen: ScreenSpec, screenBackground: Color) -> Result? {
        guard let foregroundPaint = element.foreground else { return nil }
        var layers: [Color] = []
        for paint in [element.background, screen.background].compactMap({ $0 }) {
            guard case .color(let color) = paint else { return .needsReview(paint.description) }
            layers.append(color)
            if color.alpha >= 1 { break }
        }
        guard case .color(let foregroundColor) = foregroundPaint else { return .needsReview(foregroundPaint.description) }
        let measured = Contrast.measure(foregroundColor.srgb, over: layers.map(\.srgb), canvas: screenBackground.srgb)
        return .ratio(measured.ratio, foreground: Color(measured.foreground), background: Color(measured.background))
    }

    static func ratioText(_ ratio: Double) -> String { Contrast.text(ratio) }
}
