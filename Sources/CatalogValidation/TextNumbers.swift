import LocaleServices

/// A number written in a text: digits of any script (1, ١, १, ۱ …) with the separators between
/// them ("1,234.5", "1 000", "١٬٢٣٤"), a fraction ("1/2"), or one character that is a number
/// on its own ("½", "⒊", "③").
struct WrittenNumber {
    /// As written.
    let text: Substring
    /// The digits as ASCII and the separators as written ("1,234.5" for "١,٢٣٤.٥").
    let literal: String
    /// The runs of digits, as ASCII ("15", "01", "2024" for "15.01.2024").
    let digitGroups: [String]
    /// The value when the writing itself fixes it (a fraction, "½"); else the locale's number
    /// reader decides.
    let knownValue: Double?
    /// Glued to a Latin letter: part of a word or a unit ("3rd", "2x", "0.5s", "A2DP"), which
    /// a translation may say in words ("third-party", "doppelt").
    let gluedToWord: Bool

    var isPlainInteger: Bool { digitGroups.count == 1 && knownValue == nil }

    /// "1 hour" is "an hour" or "une heure" in most languages, and a number glued to a word
    /// may become a word: such a number is reported only when the translation writes another.
    var mayBeSaidInWords: Bool { gluedToWord || (isPlainInteger && Int(digitGroups[0]) == 1) }
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
        func glued(_ position: Int) -> Bool {
            position >= 0 && position < scalars.count && scalars[position].value < 0x0250 && scalars[position].properties.isAlphabetic
        }
        var found: [WrittenNumber] = []
        var position = 0
        while position < scalars.count {
            if skipped.contains(where: { $0.contains(position) }) {
                position += 1
                continue
            }
            let scalar = scalars[position]
            if digit(scalar) == nil {
                if let value = symbolValue(scalar) {
                    let literal = value == value.rounded() ? String(Int(value)) : String(value)
                    found.append(
                        WrittenNumber(
                            text: text[starts[position]..<starts[position + 1]], literal: literal,
                            digitGroups: value == value.rounded() ? [literal] : [], knownValue: value, gluedToWord: false))
                }
                position += 1
                continue
            }
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
            var knownValue: Double?
            // "1/2", but not a date's "1/15/2024" or a path's "/2/".
            if groups.count == 1, end + 1 < scalars.count, scalars[end] == "/", digit(scalars[end + 1]) != nil,
                position == 0 || scalars[position - 1] != "/"
            {
                let denominatorStart = end + 1
                var denominatorEnd = denominatorStart
                while denominatorEnd < scalars.count, digit(scalars[denominatorEnd]) != nil { denominatorEnd += 1 }
                let denominator = String(
                    String.UnicodeScalarView(scalars[denominatorStart..<denominatorEnd].map { Unicode.Scalar(UInt8(48 + digit($0)!)) }))
                if denominatorEnd == scalars.count || scalars[denominatorEnd] != "/", let top = Double(group),
                    let bottom = Double(denominator), bottom > 0
                {
                    knownValue = top / bottom
                    literal += "/" + denominator
                    groups.append(denominator)
                    end = denominatorEnd
                }
            }
            found.append(
                WrittenNumber(
                    text: text[starts[position]..<starts[end]], literal: literal, digitGroups: groups,
                    knownValue: knownValue, gluedToWord: glued(position - 1) || glued(end)))
            position = end
        }
        return found
    }

    /// The value of a decimal digit of any script.
    static func digit(_ scalar: Unicode.Scalar) -> Int? {
        guard scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue else { return nil }
        return Int(value)
    }

    /// The value of a character that is a number by itself: "½", "⅔", "⒊", "③", "²".
    static func symbolValue(_ scalar: Unicode.Scalar) -> Double? {
        guard scalar.properties.numericType == .digit || scalar.properties.numericType == .numeric,
            scalar.properties.generalCategory == .otherNumber
        else { return nil }
        return scalar.properties.numericValue
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
/// language writes it (read with ICU, once per number), or the number in words.
struct NumberComparison {
    let translated: [WrittenNumber]
    let text: String
    private let translationReader: NumberReader?
    private let translatedValues: [Double?]
    private let sourceReader: NumberReader?

    init(translated: [WrittenNumber], text: String, sourceReader: NumberReader?, translationReader: NumberReader?) {
        self.translated = translated
        self.text = text
        self.sourceReader = sourceReader
        self.translationReader = translationReader
        translatedValues = translated.map { $0.knownValue ?? translationReader?.value(of: $0.text).flatMap(Double.init) }
    }

    /// The value of a source number as the source language writes it.
    func sourceValue(of number: WrittenNumber) -> Double? {
        number.knownValue ?? sourceReader?.value(of: number.text).flatMap(Double.init)
    }

    /// `value`: the number's value in the source language (`sourceValue(of:)`).
    func says(_ number: WrittenNumber, value: Double?) -> Bool {
        if translated.indices.contains(where: { same(number, value, translatedAt: $0) }) { return true }
        // A fraction, ratio or date written with other marks ("1 / 2", "4:3"): all its parts.
        if number.digitGroups.count > 1,
            number.digitGroups.allSatisfy({ group in
                translated.contains { $0.digitGroups.contains { Int($0) == Int(group) } }
            })
        {
            return true
        }
        if number.isPlainInteger, let integer = Int(number.digitGroups[0]), let translationReader,
            spells(integer, in: text, reader: translationReader)
        {
            return true
        }
        return false
    }

    /// Whether the translation's number at `index` is the same number as `number` (whose
    /// value in the source language is `value`).
    func same(_ number: WrittenNumber, _ value: Double?, translatedAt index: Int) -> Bool {
        let candidate = translated[index]
        if candidate.literal == number.literal || candidate.digitGroups == number.digitGroups { return true }
        if let value, let other = translatedValues[index], value == other { return true }
        // Part of a longer number ("15.01.2024" holds 2024).
        if number.isPlainInteger, let integer = Int(number.digitGroups[0]), candidate.digitGroups.contains(where: { Int($0) == integer }) {
            return true
        }
        return false
    }

    /// Whether `text` says `value` in words: a word that starts with one of the locale's
    /// spellings ("zwei", "zweimal"; "двух"); in other scripts than Latin anywhere in a word,
    /// since Arabic and Hebrew write prepositions and articles onto it ("بثلاثة", "الستة"),
    /// and Chinese and Japanese write no spaces ("二").
    private func spells(_ value: Int, in text: String, reader: NumberReader) -> Bool {
        let spellings = reader.spellings(of: value)
        guard !spellings.isEmpty else { return false }
        let lowered = text.lowercased()
        for spelling in spellings {
            guard let first = spelling.unicodeScalars.first else { continue }
            let anywhere = first.properties.isIdeographic || (first.value >= 0x0250 && spelling.unicodeScalars.count >= 3)
            var searchStart = lowered.startIndex
            while let range = lowered[searchStart...].firstRange(of: spelling) {
                let before =
                    range.lowerBound == lowered.startIndex
                    ? nil : lowered.unicodeScalars[lowered.unicodeScalars.index(before: range.lowerBound)]
                if anywhere || before.map({ !$0.properties.isAlphabetic }) ?? true { return true }
                searchStart = range.upperBound
            }
        }
        return false
    }
}
