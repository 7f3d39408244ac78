import SpecModel

/// An estimate of how wide text renders in the system font, from average advance widths per
/// script, for checks that have a frame and a font but no text engine.
///
/// The widths are averages over running text in San Francisco, in ems (multiples of the font
/// size): Latin and Greek letters 0.5 (body text at 17 pt sets about 42 characters, spaces
/// included, on a 343 pt line), Cyrillic 0.55, digits 0.6 (San Francisco's digits are
/// even-width), a space 0.25, punctuation 0.28, Arabic 0.5, Hebrew 0.55, Devanagari and Thai
/// 0.6, and the full-width scripts (Chinese, Japanese, Korean) 1.0. Heavier weights are wider:
/// semibold 6%, bold 9%, heavy and black 12%. A placeholder is measured as a three-digit
/// number. Line breaks are at spaces, or between any two characters of a full-width script.
public enum TextWidthEstimate {
    /// The width in points of `text` on one line.
    public static func width(of text: String, font: FontSpec) -> Double {
        lines(of: text, font: font, width: .infinity).width
    }

    /// How many lines `text` needs at `width` points, and the widest line. A word wider than
    /// the line overflows it (truncation), as no hyphenation is assumed.
    public static func lines(of text: String, font: FontSpec, width available: Double) -> (count: Int, width: Double) {
        let scale = font.size * weightFactor(font.weight)
        var lines = 1, line = 0.0, widest = 0.0, pendingSpace = 0.0
        for token in tokens(of: text) {
            switch token {
            case .space(let advance):
                if line > 0 { pendingSpace += advance * scale }
            case .word(let advance), .ideograph(let advance):
                let width = advance * scale
                if line > 0, line + pendingSpace + width > available {
                    lines += 1
                    line = width
                } else {
                    line += pendingSpace + width
                }
                pendingSpace = 0
                widest = max(widest, line)
            }
        }
        return (lines, widest)
    }

    enum Token {
        case word(Double)
        case space(Double)
        /// One character of a full-width script: a line may break before it.
        case ideograph(Double)
    }

    /// The text as words, spaces and full-width characters, with their widths in ems.
    static func tokens(of text: String) -> [Token] {
        var tokens: [Token] = []
        var word = 0.0
        func flush() {
            if word > 0 { tokens.append(.word(word)) }
            word = 0
        }
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.first {
            scalars = scalars.dropFirst()
            if scalar == "%", let end = placeholderEnd(scalars) {
                word += 3 * 0.6
                scalars = scalars.dropFirst(end)
                continue
            }
            if scalar.properties.isWhitespace {
                flush()
                tokens.append(.space(0.25))
            } else if isFullWidth(scalar) {
                flush()
                tokens.append(.ideograph(1.0))
            } else {
                word += advance(of: scalar)
            }
        }
        flush()
        return tokens
    }

    /// The length of a format specifier after its "%" ("1$@", "lld", "#@count@"), if any.
    static func placeholderEnd(_ scalars: ArraySlice<Unicode.Scalar>) -> Int? {
        var index = scalars.startIndex
        if index < scalars.endIndex, scalars[index] == "#" {
            guard let close = scalars[(index + 1)...].dropFirst().firstIndex(of: "@") else { return nil }
            return close - scalars.startIndex + 1
        }
        while index < scalars.endIndex, "0123456789$.-+lhqzjt".unicodeScalars.contains(scalars[index]) { index += 1 }
        guard index < scalars.endIndex, "@dDiuUxXoOfFeEgGcsSaA".unicodeScalars.contains(scalars[index]) else { return nil }
        return index - scalars.startIndex + 1
    }

    static func advance(of scalar: Unicode.Scalar) -> Double {
        let value = scalar.value
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        case .decimalNumber: return 0.6
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .otherLetter, .modifierLetter, .spacingMark:
            switch value {
            case 0x0400...0x052F: return 0.55  // Cyrillic
            case 0x0590...0x05FF: return 0.55  // Hebrew
            case 0x0600...0x08FF, 0xFB50...0xFEFF: return 0.5  // Arabic
            case 0x0900...0x0DFF, 0x0E00...0x0EFF: return 0.6  // Indic scripts, Thai, Lao
            default: return 0.5
            }
        default: return 0.28
        }
    }

    static func isFullWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF, 0x2E80...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7FF, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0x20000...0x3FFFF:
            true
        default: false
        }
    }

    static func weightFactor(_ weight: FontWeight) -> Double {
        switch weight {
        case .ultraLight, .thin, .light: 0.97
        case .regular: 1
        case .medium: 1.03
        case .semibold: 1.06
        case .bold: 1.09
        case .heavy, .black: 1.12
        }
    }
}
