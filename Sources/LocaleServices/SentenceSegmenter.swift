import CICU

/// Splits text into sentences the way a language marks them (Japanese 。, Arabic ؟, Hindi ।,
/// a period before a capital in Latin script, not one before a lowercase word as in "e.g.
/// the"), with ICU's sentence break rules. Immutable and safe to share across threads: ICU's
/// break iterator is not, so each call iterates a clone of the one opened here.
///
/// CLDR's abbreviation suppressions (`@ss=standard`) are not used: ICU 72 matches them as
/// word endings, so German "verfügbar. Füge …" and Spanish-region "disconnected. Your …"
/// read as one sentence each.
public final class SentenceSegmenter: @unchecked Sendable {
    public let locale: LocaleID
    private let prototype: OpaquePointer

    public init(locale: LocaleID) throws {
        var status: Int32 = 0
        let opened = cicu_sentence_breaker_open(locale.icuIdentifier, &status)
        try checkICU(status, "open a sentence break iterator for \(locale)")
        guard let opened else { throw ICUError(operation: "open a sentence break iterator for \(locale)", code: icuMemoryAllocationError) }
        self.locale = locale
        prototype = opened
    }

    deinit { cicu_sentence_breaker_close(prototype) }

    /// The sentences of `text`, in order, with the white space that follows each.
    public func sentences(in text: String) throws(ICUError) -> [Substring] {
        let units = Array(text.utf16)
        guard !units.isEmpty else { return [] }
        var boundaries = [Int32](repeating: 0, count: 16)
        var status: Int32 = 0
        var count = units.withUnsafeBufferPointer { buffer in
            cicu_sentence_boundaries(prototype, buffer.baseAddress, Int32(buffer.count), &boundaries, Int32(boundaries.count), &status)
        }
        if status == icuBufferOverflow {
            boundaries = [Int32](repeating: 0, count: Int(count))
            status = 0
            count = units.withUnsafeBufferPointer { buffer in
                cicu_sentence_boundaries(prototype, buffer.baseAddress, Int32(buffer.count), &boundaries, Int32(boundaries.count), &status)
            }
        }
        try checkICU(status, "find the sentences of a text in \(locale)")
        var sentences: [Substring] = []
        var start = text.startIndex
        for boundary in boundaries.prefix(Int(count)) {
            // Boundaries fall between characters, never inside a surrogate pair.
            let end = String.Index(utf16Offset: Int(boundary), in: text)
            if end > start { sentences.append(text[start..<end]) }
            start = end
        }
        return sentences
    }
}
