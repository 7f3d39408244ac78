import Testing

@testable import ColorModel

/// Conversions to sRGB checked against independent references: color.js's conversions of the
/// Macbeth chart (svgeesus/PNG-CICP-tests, workings/README.md: sRGB patches and their Display
/// P3 coordinates) and a published linear P3 → sRGB matrix.
struct ColorSpaceTests {
    static func bytes(_ color: SRGBColor) -> [Double] { [color.red, color.green, color.blue].map { $0 * 255 } }

    @Test(
        "Display P3 patches convert to the sRGB values color.js gives",
        arguments: [
            ([0.43827, 0.32728, 0.27227], [117.0, 82, 67]),  // dark skin
            ([0.82251, 0.50571, 0.24813], [223.0, 124, 44]),  // orange
            ([0.17274, 0.24074, 0.55592], [39.0, 62, 147]),  // blue
            ([0.65731, 0.22642, 0.2374], [182.0, 46, 56]),  // red
            ([0.46549, 0.73637, 0.67618], [94.0, 190, 172]),  // bluish green
        ])
    func displayP3Patches(_ p3: [Double], _ expected: [Double]) {
        let converted = Self.bytes(ColorSpace.displayP3.convert(p3, alpha: 1))
        for (value, reference) in zip(converted, expected) {
            // The P3 coordinates are given to 5 decimals, the sRGB ones to whole bytes.
            #expect(abs(value - reference) < 0.1, "\(p3) → \(converted), expected \(expected)")
        }
    }

    @Test("the P3 → sRGB matrix derived from the primaries matches a published one")
    func displayP3Matrix() {
        // linear_displayP3_to_linear_sRGB, University of Colorado Boulder's PhET scenery
        // (computed from the same chromaticities to more digits).
        let published: [[Double]] = [
            [1.2249297438736997, -0.2249297438736996, 0],
            [-0.04205861411592876, 1.0420586141159287, 0],
            [-0.019641278613420788, -0.07864798001761002, 1.0982892586310309],
        ]
        for (row, expectedRow) in zip(ColorSpace.displayP3ToSRGB.rows, published) {
            for (value, expected) in zip(row, expectedRow) { #expect(abs(value - expected) < 5e-5) }
        }
        // White stays white, and each row sums to 1.
        let white = ColorSpace.displayP3.convert([1, 1, 1], alpha: 1)
        for channel in [white.red, white.green, white.blue] { #expect(abs(channel - 1) < 1e-9) }
    }

    @Test("P3's red primary lies outside sRGB: kept unclamped, clamped for measuring")
    func outOfGamut() {
        let red = ColorSpace.displayP3.convert([1, 0, 0], alpha: 1)
        #expect(abs(red.red - 1.0931) < 1e-3 && abs(red.green + 0.2267) < 1e-3 && abs(red.blue + 0.1501) < 1e-3)
        #expect(!red.isInGamut)
        #expect(red.clampedToGamut.hex == "#FF0000")
    }

    @Test("sRGB components pass through unchanged")
    func sRGBIsIdentity() {
        let color = ColorSpace.sRGB.convert([0.118, 0.565, 1], alpha: 0.8)
        #expect(color == SRGBColor(red: 0.118, green: 0.565, blue: 1, alpha: 0.8))
    }

    @Test("extended sRGB keeps components outside 0…1, reflecting the curve for negatives")
    func extendedSRGB() {
        let color = ColorSpace.extendedSRGB.convert([1.1, -0.05, 0.5], alpha: 1)
        #expect(abs(color.red - 1.1) < 1e-12 && abs(color.green + 0.05) < 1e-12 && abs(color.blue - 0.5) < 1e-12)
        #expect(TransferFunction.sRGB.decode(-0.5) == -TransferFunction.sRGB.decode(0.5))
    }

    @Test("extended linear sRGB is encoded with the sRGB curve")
    func extendedLinearSRGB() {
        // Linear 0.214041 is sRGB 0.5 (0.214041 = ((0.5 + 0.055) / 1.055)^2.4).
        let color = ColorSpace.extendedLinearSRGB.convert([0.2140411, 0.2140411, 0.2140411], alpha: 1)
        #expect(abs(color.red - 0.5) < 1e-6)
        #expect(ColorSpace.extendedLinearSRGB.convert([1, 0, 0], alpha: 1).hex == "#FF0000")
    }

    @Test("gray gamma 2.2 and extended gray are neutral grays with a 2.2 power curve")
    func grays() {
        // 0.5 ^ 2.2 = 0.2176 linear, which the sRGB curve writes as 0.5039 (128.5 of 255).
        let gray = ColorSpace.grayGamma22.convert([0.5], alpha: 1)
        #expect(gray.red == gray.green && gray.green == gray.blue)
        #expect(abs(gray.red * 255 - 128.486) < 0.01)
        #expect(ColorSpace.extendedGray.convert([0.5], alpha: 0.6) == SRGBColor(white: gray.red, alpha: 0.6))
        #expect(ColorSpace.grayGamma22.convert([1], alpha: 1).hex == "#FFFFFF")
        #expect(ColorSpace.extendedGray.convert([-0.5], alpha: 1).red == -gray.red)
    }

    @Test("every space names the components Xcode writes")
    func componentNames() {
        #expect(ColorSpace.allCases.filter(\.isGray) == [.grayGamma22, .extendedGray])
        #expect(ColorSpace(rawValue: "display-p3")?.componentNames == ["red", "green", "blue"])
        #expect(ColorSpace.extendedGray.componentNames == ["white"])
    }
}
