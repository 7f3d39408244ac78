/// What the unit rules need to know about a string's bytes, gathered in one pass so that
/// each rule can rule most strings out without looking at them again. A validation run sees
/// hundreds of thousands of strings; a rule that scans each one itself costs more than all
/// the checks that find something.
public struct TextSummary: Sendable, Equatable {
    public var utf8Count = 0
    /// Unicode scalars (bytes that are not UTF-8 continuation bytes).
    public var scalarCount = 0
    public var hasPercent = false
    public var hasDollar = false
    /// "{", which starts another tool's placeholder ("{0}").
    public var hasOpenBrace = false
    /// ٪ (U+066A) or ％ (U+FF05).
    public var hasLookAlikePercent = false
    /// A C0 control other than newline and tab, DEL, a C1 control or U+FEFF.
    public var mayHaveControl = false
    /// "..." (three periods).
    public var hasThreeDots = false
    /// "…" (U+2026).
    public var hasEllipsis = false
    /// The first or last byte is not visible ASCII, so the ends may be white space.
    public var edgesNeedCheck = false
    /// An ASCII digit 0–9.
    public var hasASCIIDigit = false
    /// A character Markdown and HTML tags are written with: * _ ` ~ [ ] < >.
    public var hasMarkupCharacter = false
    /// A parenthesis or brace: ( ) { }.
    public var hasBracket = false
    /// "/", "@" or "www.": what URLs, e-mail addresses and file paths contain.
    public var mayHoldAddress = false
    /// ".", "!" or "?" followed by a space, or a line break before the last byte: ASCII text
    /// without them is one sentence.
    public var mayHoldSeveralSentences = false

    public init(_ text: String) {
        let found = text.utf8.withContiguousStorageIfAvailable { TextSummary(bytes: $0) }
        self = found ?? Array(text.utf8).withUnsafeBufferPointer { TextSummary(bytes: $0) }
    }

    init(bytes: UnsafeBufferPointer<UInt8>) {
        utf8Count = bytes.count
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        let visible: (UInt8) -> Bool = { $0 > 0x20 && $0 < 0x7F }
        edgesNeedCheck = !visible(base[0]) || !visible(base[bytes.count - 1])
        var scalars = 0
        var previous: UInt8 = 0, beforePrevious: UInt8 = 0
        var dots = 0
        for index in 0..<bytes.count {
            let byte = base[index]
            if byte & 0xC0 != 0x80 { scalars += 1 }
            if byte < 0x80 {
                switch byte {
                case 0x25: hasPercent = true
                case 0x24: hasDollar = true
                case 0x7B: hasOpenBrace = true
                case 0x2E:
                    dots += 1
                    if dots >= 3 { hasThreeDots = true }
                case 0x30...0x39: hasASCIIDigit = true
                case 0x2A, 0x5F, 0x60, 0x7E, 0x5B, 0x5D, 0x3C, 0x3E: hasMarkupCharacter = true
                case 0x28, 0x29, 0x7D: hasBracket = true
                case 0x2F, 0x40: mayHoldAddress = true
                case 0x20 where previous == 0x2E || previous == 0x21 || previous == 0x3F: mayHoldSeveralSentences = true
                case 0x0A: if index < bytes.count - 1 { mayHoldSeveralSentences = true }
                case 0x09: break
                case 0x00..<0x20, 0x7F: mayHaveControl = true
                default: break
                }
                if byte == 0x7B { hasBracket = true }
                if byte == 0x2E, previous == 0x77, beforePrevious == 0x77 { mayHoldAddress = true }
                if byte != 0x2E { dots = 0 }
            } else {
                dots = 0
                switch (beforePrevious, previous, byte) {
                case (_, 0xD9, 0xAA), (0xEF, 0xBC, 0x85): hasLookAlikePercent = true
                case (0xE2, 0x80, 0xA6): hasEllipsis = true
                case (_, 0xC2, 0x80...0x9F), (0xEF, 0xBB, 0xBF): mayHaveControl = true
                default: break
                }
            }
            beforePrevious = previous
            previous = byte
        }
        scalarCount = scalars
    }

    /// Whether the text has characters beyond ASCII (whose digits, sentence marks and
    /// brackets the byte flags above do not see).
    public var hasNonASCII: Bool { scalarCount != utf8Count }

    /// Whether the text could hold a placeholder or a broken one.
    public var mayHoldPlaceholders: Bool { hasPercent || hasDollar || hasLookAlikePercent }
}
