/// UTF-8 validation that reports where the first bad byte is, which Swift's decoders (they
/// repair silently) do not.
public enum UTF8Validation {
    /// The offset of the first byte that is not part of well-formed UTF-8, or nil.
    public static func firstInvalidOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let count = bytes.count
        var index = 0
        guard let base = bytes.baseAddress else { return nil }
        while index < count {
            // Eight ASCII bytes at a time: the common case in catalogs and specs.
            if index + 8 <= count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                    continue
                }
            }
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var minimum: UInt32
            var scalar: UInt32
            switch lead {
            case 0xC2...0xDF:
                length = 2
                minimum = 0x80
                scalar = UInt32(lead & 0x1F)
            case 0xE0...0xEF:
                length = 3
                minimum = 0x800
                scalar = UInt32(lead & 0x0F)
            case 0xF0...0xF4:
                length = 4
                minimum = 0x10000
                scalar = UInt32(lead & 0x07)
            default: return index
            }
            guard index + length <= count else { return index }
            for offset in 1..<length {
                let continuation = bytes[index + offset]
                guard continuation & 0xC0 == 0x80 else { return index }
                scalar = scalar << 6 | UInt32(continuation & 0x3F)
            }
            // Overlong forms, UTF-16 surrogates and values above U+10FFFF are not UTF-8.
            if scalar < minimum || (0xD800...0xDFFF).contains(scalar) || scalar > 0x10FFFF { return index }
            minimum = 0
            index += length
        }
        return nil
    }
}
