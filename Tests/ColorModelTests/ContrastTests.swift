import Testing

@testable import ColorModel

/// WCAG contrast and compositing against figures published elsewhere (WebAIM's contrast
/// checker and the WCAG 2.x definition), so a slip in the formula cannot pass unnoticed.
struct ContrastTests {
    static func hex(_ text: String) -> SRGBColor { SRGBColor(hex: text)! }

    @Test(
        "known pairs give the ratios contrast checkers print",
        arguments: [
            ("#000000", "#FFFFFF", 21.0),
            ("#767676", "#FFFFFF", 4.54),  // the lightest gray that passes 4.5:1 on white
            ("#777777", "#FFFFFF", 4.48),
            ("#949494", "#FFFFFF", 3.03),
            ("#0000FF", "#FFFFFF", 8.59),
            ("#FF0000", "#FFFFFF", 4.00),
            ("#007AFF", "#FFFFFF", 4.02),  // systemBlue on white: under 4.5 for body text
            ("#808080", "#808080", 1.0),
        ])
    func knownPairs(_ foreground: String, _ background: String, _ expected: Double) {
        let ratio = Contrast.ratio(Self.hex(foreground), Self.hex(background))
        #expect(abs(ratio - expected) < 0.005, "\(foreground) on \(background): \(ratio)")
        #expect(Contrast.ratio(Self.hex(background), Self.hex(foreground)) == ratio, "the ratio does not depend on the order")
    }

    @Test("a ratio just under the threshold is not rounded up to pass")
    func ratioIsNotRounded() {
        let ratio = Contrast.ratio(Self.hex("#777777"), .white)
        #expect(ratio < 4.5)
        #expect(Contrast.text(ratio) == "4.48:1")
        #expect(Contrast.text(21) == "21.0:1")
    }

    @Test("relative luminance follows the sRGB curve")
    func luminance() {
        #expect(SRGBColor.white.relativeLuminance == 1)
        #expect(SRGBColor.black.relativeLuminance == 0)
        #expect(abs(Self.hex("#808080").relativeLuminance - 0.2158605) < 1e-6)
        // Below the curve's knee the channel is linear: 10/255 → 0.0392 / 12.92.
        #expect(abs(SRGBColor(red8: 10, green8: 10, blue8: 10).relativeLuminance - (10.0 / 255) / 12.92) < 1e-12)
    }

    @Test("alpha is composited over what is behind before measuring")
    func compositing() {
        let halfBlack = Self.hex("#00000080")
        #expect(halfBlack.composited(over: .white).hex == "#7F7F7F")
        #expect(halfBlack.composited(over: .white).alpha == 1)
        // secondaryLabel (#3C3C43 at 60 %) over white is #8A8A8E, 3.44:1.
        let secondary = SRGBColor(red8: 0x3C, green8: 0x3C, blue8: 0x43, alpha: 153.0 / 255)
        let measured = Contrast.measure(secondary, over: [], canvas: .white)
        #expect(measured.foreground.hex == "#8A8A8E")
        #expect(abs(measured.ratio - 3.438) < 0.001)
    }

    @Test("backgrounds stack from the canvas up, nearest last")
    func layeredBackgrounds() {
        // A 50 % white card on a 50 % black sheet on white: the sheet makes #808080 (127.5),
        // the card halves the way back to white.
        let sheet = Self.hex("#00000080"), card = Self.hex("#FFFFFF80")
        let measured = Contrast.measure(.black, over: [card, sheet], canvas: .white)
        let expected = card.composited(over: sheet.composited(over: .white))
        #expect(measured.background == expected)
        #expect(measured.background.hex == "#BFBFBF")
        // A translucent canvas counts as opaque: it is what everything is drawn on.
        #expect(Contrast.measure(.black, over: [], canvas: Self.hex("#FFFFFF00")).ratio == 21)
    }

    @Test("colors outside sRGB are clamped before measuring")
    func clampedForMeasuring() {
        let wide = SRGBColor(red: 1.09, green: -0.23, blue: -0.15)
        #expect(!wide.isInGamut)
        #expect(wide.clampedToGamut == SRGBColor(red: 1, green: 0, blue: 0))
        #expect(Contrast.measure(wide, over: [], canvas: .white).ratio == Contrast.ratio(Self.hex("#FF0000"), .white))
    }

    @Test("hex in and out")
    func hex() {
        #expect(SRGBColor(hex: "#F80")?.hex == "#FF8800")
        #expect(SRGBColor(hex: "#3C3C4399")?.alpha == 0.6)
        #expect(SRGBColor(hex: "#3C3C4399")?.hex == "#3C3C4399")
        for bad in ["FFFFFF", "#FFFF", "#GGGGGG", "#+FFFFF", ""] { #expect(SRGBColor(hex: bad) == nil, "\(bad)") }
        #expect(SRGBColor(red: 1.2, green: -0.1, blue: 0.5).hex == "#FF0080", "out-of-range channels are clamped when written")
    }

    @Test("opacity multiplies alpha")
    func opacity() {
        #expect(Self.hex("#FF000080").multiplyingAlpha(by: 0.5).alpha == (128.0 / 255) * 0.5)
        #expect(SRGBColor.white.multiplyingAlpha(by: 2).alpha == 1)
    }
}
