/// Text questions the screen rules ask of every label, answered on bytes when the text is
/// ASCII (nearly always) and by Unicode properties otherwise.
enum TextChecks {
    /// Whether the text shows nothing: empty or only white space.
    static func isBlank(_ text: String) -> Bool {
        var ascii = true
        for byte in text.utf8 {
            if byte >= 0x80 {
                ascii = false
                break
            }
            if byte != 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D { return false }
        }
        return ascii || text.allSatisfy(\.isWhitespace)
    }

    /// Lowercased words: runs of letters.
    static func words(_ text: String) -> [Substring] {
        let lower = text.lowercased()
        if lower.utf8.allSatisfy({ $0 < 0x80 }) {
            return lower.split { character in !(character.asciiValue.map { (0x61...0x7A).contains($0) } ?? false) }
        }
        return lower.split { !$0.isLetter }
    }

    /// The lowercased words of a name as code writes it: `isSelectedRow` → is, selected, row.
    static func identifierWords(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in name {
            if character.isUppercase, !current.isEmpty {
                words.append(current)
                current = ""
            }
            if character.isLetter {
                current.append(character.lowercased().first!)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
