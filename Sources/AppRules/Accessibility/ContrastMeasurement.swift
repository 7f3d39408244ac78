import SpecModel

/// The contrast of an element against what is behind it, with alpha composited first
/// (WCAG). Over an image or a gradient there is no single background: the answer is
/// "needs review".
enum ContrastMeasurement {
    enum Result {
        case ratio(Double, foreground: Color, background: Color)
        case needsReview(String)
    }

    static func measure(_ element: Element, on screen: ScreenSpec, screenBackground: Color) -> Result? {
        guard let foregroundPaint = element.foreground else { return nil }
        let backgroundPaint = element.background ?? screen.background ?? .color(screenBackground)
        let screenColor = screen.background?.color?.composited(over: screenBackground) ?? screenBackground
        guard case let .color(backgroundColor) = backgroundPaint else { return .needsReview(backgroundPaint.description) }
        let background = backgroundColor.composited(over: screenColor)
        guard case let .color(foregroundColor) = foregroundPaint else { return .needsReview(foregroundPaint.description) }
        let foreground = foregroundColor.composited(over: background)
        return .ratio(Color.contrastRatio(foreground, background), foreground: foreground, background: background)
    }

    static func ratioText(_ ratio: Double) -> String { String((ratio * 100).rounded() / 100) + ":1" }
}
