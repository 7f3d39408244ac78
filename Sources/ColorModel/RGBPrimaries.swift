/// The chromaticities (CIE 1931 xy) of an RGB space's primaries and white point, from which
/// the linear RGB → XYZ matrix follows. Deriving the matrices from the published
/// chromaticities, rather than pasting rounded matrices, keeps every conversion consistent to
/// double precision and lets a test check them against independent references.
public struct RGBPrimaries: Sendable, Hashable {
    public struct Chromaticity: Sendable, Hashable {
        public var x: Double, y: Double
        public init(_ x: Double, _ y: Double) {
            self.x = x
            self.y = y
        }

        /// XYZ with Y = 1.
        var xyz: [Double] { [x / y, 1, (1 - x - y) / y] }
    }

    public var red: Chromaticity, green: Chromaticity, blue: Chromaticity, white: Chromaticity

    /// CIE D65 as ITU-R BT.709 and SMPTE EG 432-1 write it (4 digits).
    public static let d65 = Chromaticity(0.3127, 0.3290)
    /// ITU-R BT.709 primaries, which sRGB (IEC 61966-2-1) uses.
    public static let sRGB = RGBPrimaries(
        red: Chromaticity(0.64, 0.33), green: Chromaticity(0.30, 0.60),
        blue: Chromaticity(0.15, 0.06), white: d65)
    /// DCI-P3 primaries with a D65 white point (SMPTE EG 432-1), which Display P3 uses.
    public static let displayP3 = RGBPrimaries(
        red: Chromaticity(0.680, 0.320), green: Chromaticity(0.265, 0.690),
        blue: Chromaticity(0.150, 0.060), white: d65)

    /// Linear RGB → XYZ (rows X, Y, Z), scaled so RGB white maps to the white point with Y = 1.
    public var toXYZ: Matrix3 {
        let columns = Matrix3(rows: [0, 1, 2].map { row in [red.xyz[row], green.xyz[row], blue.xyz[row]] })
        let scale = columns.inverse.applied(to: white.xyz)
        return Matrix3(rows: columns.rows.map { row in (0..<3).map { row[$0] * scale[$0] } })
    }

    /// Linear RGB in these primaries → linear RGB in `target`'s (both share a white point
    /// here, so no chromatic adaptation is needed).
    public func conversion(to target: RGBPrimaries) -> Matrix3 {
        target.toXYZ.inverse.multiplied(by: toXYZ)
    }
}

/// A 3×3 matrix, rows first: just what color conversion needs.
public struct Matrix3: Sendable, Hashable {
    public var rows: [[Double]]

    public init(rows: [[Double]]) {
        precondition(rows.count == 3 && rows.allSatisfy { $0.count == 3 }, "a 3×3 matrix needs three rows of three")
        self.rows = rows
    }

    public func applied(to vector: [Double]) -> [Double] {
        rows.map { row in row[0] * vector[0] + row[1] * vector[1] + row[2] * vector[2] }
    }

    public func multiplied(by other: Matrix3) -> Matrix3 {
        Matrix3(rows: rows.map { row in (0..<3).map { column in (0..<3).reduce(0) { $0 + row[$1] * other.rows[$1][column] } } })
    }

    /// The inverse by cofactors; the matrices here (primaries of real color spaces) are never
    /// singular.
    public var inverse: Matrix3 {
        let m = rows
        let cofactor = { (r: Int, c: Int) -> Double in
            let (r1, r2) = ((r + 1) % 3, (r + 2) % 3)
            let (c1, c2) = ((c + 1) % 3, (c + 2) % 3)
            return m[r1][c1] * m[r2][c2] - m[r1][c2] * m[r2][c1]
        }
        let determinant = (0..<3).reduce(0) { $0 + m[0][$1] * cofactor(0, $1) }
        return Matrix3(rows: (0..<3).map { r in (0..<3).map { c in cofactor(c, r) / determinant } })
    }
}
