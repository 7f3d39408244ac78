import LocaleServices

/// A number written in a text: digits of any script (1, ١, १, ۱ …) with the separators between
/// them ("1,234.5", "1 000", "١٬٢٣٤").
struct WrittenNumber {
    /// As written.
    let text: Substring
    /// The digits as ASCII and the separators as written ("1,234.5" for "١,٢٣٤.٥").
    let literal: String
    /// The runs of digits, as ASCII ("15", "01", "2024" for "15.01.2024").
    let digitGroups: [String]

    var isPlainInteger: Bool { digitGroups.count == 1 }
}

enum NumberScanner {
    /// The numbers of `text` outside the given scalar ranges (its addresses).
    static func numbers(in text: String, skipping skipped: [Range<Int>] = []) -> [WrittenNumber] {
        let scalars = Array(text.unicodeScalars)
        var starts: [String.Index] = []
        var index = text.unicodeScalars.startIndex
        for _ in scalars {
            starts.append(index)
            index = text.unicodeScalars.index(after: index)
        }
        starts.append(text.endIndex)
        var found: [WrittenNumber] = []
        var position = 0
        while position < scalars.count {
            guard digit(scalars[position]) != nil, !skipped.contains(where: { $0.contains(position) }) else { position += 1; continue }
            // A digit glued to a letter before it belongs to a name ("H264", "x86"), which a
            // translation keeps as written; it still counts, read from its first digit.
            var end = position
            var literal = ""
            var groups: [String] = []
            var group = ""
            while end < scalars.count {
                if let value = digit(scalars[end]) {
                    group.append(Character(Unicode.Scalar(UInt8(48 + value))))
                    literal.append(Character(Unicode.Scalar(UInt8(48 + value))))
                    end += 1
                    continue
                }
                // A separator joins two digit runs; a space only when three digits follow
                // ("1 000", not "2 3").
                guard isSeparator(scalars[end]), end + 1 < scalars.count, digit(scalars[end + 1]) != nil else { break }
                if scalars[end] == " " {
                    let following = scalars[(end + 1)...].prefix { digit($0) != nil }.count
                    guard following == 3, group.count <= 3 else { break }
                }
                groups.append(group)
                group = ""
                literal.unicodeScalars.append(scalars[end])
                end += 1
            }
            groups.append(group)
            found.append(WrittenNumber(text: text[starts[position]..<starts[end]], literal: literal, digitGroups: groups))
            position = end
        }
        return found
    }

    /// The value of a decimal digit of any script.
    static func digit(_ scalar: Unicode.Scalar) -> Int? {
        guard scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue else { return nil }
        return Int(value)
    }

    /// Decimal and grouping separators of the world's locales: . , ' ’ ٫ ٬ and the spaces.
    static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case ".", ",", "'", "\u{2019}", "\u{066B}", "\u{066C}", " ", "\u{00A0}", "\u{202F}", "\u{2009}": true
        default: false
        }
    }
}

/// Whether a translation says a source's number: the same digits, the same value as each
/// language writes it (read with ICU), or the number in words.
struct NumberComparison {
    let sourceReader: NumberReader?
    let translationReader: NumberReader?

    func says(_ number: WrittenNumber, in translated: [WrittenNumber], text: String) -> Bool {
        if translated.contains(where: { $0.literal == number.literal || $0.digitGroups == number.digitGroups }) { return true }
        let value = sourceReader?.value(of: number.text).flatMap(Double.init)
        if let value {
            for candidate in translated {
                if let other = translationReader?.value(of: candidate.text).flatMap(Double.init), other == value { return true }
            }
        }
        if number.isPlainInteger, let integer = Int(number.digitGroups[0]) {
            // Part of a longer number ("15.01.2024" holds 2024).
            if translated.contains(where: { $0.digitGroups.contains { Int($0) == integer } }) { return true }
            if let translationReader, spells(integer, in: text, reader: translationReader) { return true }
        }
        return false
    }

    /// Whether `text` says `value` in words: a word that starts with one of the locale's
    /// spellings ("zwei", "zweimal"; "двух"), anywhere in scripts written without spaces ("二").
    private func spells(_ value: Int, in text: String, reader: NumberReader) -> Bool {
        let spellings = reader.spellings(of: value)
        guard !spellings.isEmpty else { return false }
        let lowered = text.lowercased()
        for spelling in spellings {
            guard let first = spelling.unicodeScalars.first else { continue }
            var searchStart = lowered.startIndex
            while let range = lowered[searchStart...].firstRange(of: spelling) {
                let before = range.lowerBound == lowered.startIndex ? nil : lowered.unicodeScalars[lowered.unicodeScalars.index(before: range.lowerBound)]
                if first.properties.isIdeographic || before.map({ !$0.properties.isAlphabetic }) ?? true { return true }
                searchStart = range.upperBound
            }
        }
        return false
    }
}
