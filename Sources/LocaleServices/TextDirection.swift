import CICU

/// The direction of a piece of text or of a locale's script.
public enum TextDirection: String, CaseIterable, Sendable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
    /// No strong character: digits, punctuation, symbols, white space.
    case neutral
}

/// Unicode bidirectional helpers (UAX #9) backed by ICU's character data.
public enum Bidi {
    /// First strong isolate and pop directional isolate (UAX #9 §2.7).
    public static let firstStrongIsolate: Unicode.Scalar = "\u{2068}"
    public static let popDirectionalIsolate: Unicode.Scalar = "\u{2069}"

    /// Whether a locale's script runs right to left. Right for dv, syr, az-Arab and ms-Arab,
    /// where ICU's character-orientation call answers left to right.
    @inline(__always)
    public static func isRightToLeft(_ locale: LocaleID) -> Bool { locale.isRightToLeft }

    /// The direction of the first strong character (the rule ubidi_getBaseDirection applies);
    /// `.neutral` when there is none.
    public static func baseDirection(of text: String) -> TextDirection {
        text.utf8.withContiguousStorageIfAvailable { bytes in firstStrongDirection(utf8: bytes) }
            ?? firstStrongDirection(scalars: text.unicodeScalars)
    }

    /// For strings without contiguous UTF-8 (bridged from Objective-C on Apple platforms).
    private static func firstStrongDirection(scalars: String.UnicodeScalarView) -> TextDirection {
        for scalar in scalars {
            switch cicu_strong_direction(scalar.value) {
            case Int32(CICU_DIRECTION_LTR): return .leftToRight
            case Int32(CICU_DIRECTION_RTL): return .rightToLeft
            default: continue
            }
        }
        return .neutral
    }

    /// Walks UTF-8 directly. ASCII letters are the only strong ASCII characters, so ASCII is
    /// decided without a call; other scalars are decoded here and asked of ICU's data.
    @inline(__always)
    private static func firstStrongDirection(utf8 bytes: UnsafeBufferPointer<UInt8>) -> TextDirection {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = UInt32(bytes[index])
            if lead < 0x80 {
                if (lead | 0x20) &- 0x61 < 26 { return .leftToRight }
                index += 1
                continue
            }
            // String storage is valid UTF-8, so the lead byte gives the sequence length.
            let scalar: UInt32
            if lead < 0xE0 {
                scalar = (lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
                index += 2
            } else if lead < 0xF0 {
                scalar = (lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
                index += 3
            } else {
                scalar =
                    (lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12
                    | UInt32(bytes[index + 2] & 0x3F) << 6 | UInt32(bytes[index + 3] & 0x3F)
                index += 4
            }
            switch cicu_strong_direction(scalar) {
            case Int32(CICU_DIRECTION_LTR): return .leftToRight
            case Int32(CICU_DIRECTION_RTL): return .rightToLeft
            default: continue
            }
        }
        return .neutral
    }

    /// Whether any strong character of `text` runs in `direction`.
    public static func containsStrongCharacter(of direction: TextDirection, in text: String) -> Bool {
        guard direction != .neutral else { return false }
        let wanted = direction == .leftToRight ? Int32(CICU_DIRECTION_LTR) : Int32(CICU_DIRECTION_RTL)
        return text.unicodeScalars.contains { cicu_strong_direction($0.value) == wanted }
    }

    /// `value` ready to be inserted into text running in `context`: wrapped in FSI … PDI when it
    /// holds strong characters of the other direction, so that, for example, an English
    /// product name inside an Arabic sentence keeps its own order and does not reorder the
    /// punctuation around it. Values that cannot disturb the context are returned unchanged.
    public static func isolated(_ value: String, forInsertionInto context: TextDirection) -> String {
        let needsIsolation: Bool =
            switch context {
            case .leftToRight: containsStrongCharacter(of: .rightToLeft, in: value)
            case .rightToLeft: containsStrongCharacter(of: .leftToRight, in: value)
            case .neutral: baseDirection(of: value) != .neutral
            }
        guard needsIsolation else { return value }
        var result = String.UnicodeScalarView()
        result.append(firstStrongIsolate)
        result.append(contentsOf: value.unicodeScalars)
        result.append(popDirectionalIsolate)
        return String(result)
    }
}

extension LocaleID {
    /// The direction of the locale's script.
    public var characterDirection: TextDirection { isRightToLeft ? .rightToLeft : .leftToRight }
}
