import SwiftSourceFacts

/// Numbers glued to their unit symbols, which concatenated-text leaves alone.
extension ConcatenatedTextRule {
    /// Numbers with their units (`amount + String(localized: " U")`, `Text(n.formatted()) + Text("\u{00A0}") +
    /// Text("g")`, `"\(h) " + String(localized: "h") + " \(m) " + String(localized: "m")`): a unit symbol
    /// follows its number, so no word order is fixed; a translator sees the symbol alone, which is all there
    /// is to translate. Every translated piece must be a unit symbol right after a value (`x + " of " + y`
    /// is a phrase, `"\(n) " + "Readings"` a counted noun: both stay).
    static func isQuantityWithUnits(_ line: [AssembledText.Piece]) -> Bool {
        let parts = line.filter { piece in
            piece.kind == .other || !(Self.literalContent(of: piece).map(Self.withoutSpaces)?.isEmpty ?? false)
        }
        // (`"Dose: " + amount + String(localized: " U")`: untranslated words are more than a unit.)
        if parts.contains(where: { $0.kind == .literal && $0.text.contains(where: \.isLetter) }) { return false }
        var units = 0
        for (index, piece) in parts.enumerated() where piece.kind == .localized {
            guard index > 0, parts[index - 1].kind == .other, let symbol = Self.literalContent(of: piece).map(Self.withoutSpaces),
                Self.isUnitSymbol(symbol) || Self.isParentheticalTag(symbol)
            else { return false }
            units += 1
        }
        return units > 0
    }

    /// `"\(minutes) " + NSLocalizedString("minutes", …)`, `"1 " + NSLocalizedString("hour", …)`: a count and one
    /// translated noun. Every language puts them so, but the noun's form follows the count (Russian has three):
    /// whether that is a sentence glued or a plural chosen by hand, judges part (nightguard, Trio), so someone decides.
    static func isCountAndNoun(_ line: [AssembledText.Piece]) -> Bool {
        let parts = line.filter { piece in
            piece.kind != .literal || !(Self.literalContent(of: piece).map(Self.withoutSpaces)?.isEmpty ?? false)
        }
        guard parts.count == 2, parts[1].kind == .localized, let noun = Self.literalContent(of: parts[1]).map(Self.withoutSpaces),
            !noun.isEmpty, noun.allSatisfy(\.isLetter)
        else { return false }
        let count = parts[0]
        switch count.kind {
        case .literal: return count.text.allSatisfy { $0.isNumber || $0 == "." || $0 == " " }
        case .other: return count.text.hasPrefix("\"\\(") && count.text.hasSuffix(") \"") && count.text.filter { $0 == "(" }.count == 1
        case .localized: return false
        }
    }

    /// `"\(value) \(unit) / \(rate) \(unit)/\(String(localized: "U")) = …"`: a formula whose only translated
    /// pieces are unit symbols and whose own text has no words.
    static func isFormulaOfUnits(keyParts: [String], pieces: [AssembledText.Piece]) -> Bool {
        let localized = pieces.filter { $0.kind == .localized }
        return !localized.isEmpty && !keyParts.contains { $0.contains(where: \.isLetter) }
            && localized.allSatisfy { Self.literalContent(of: $0).map(Self.withoutSpaces).map(Self.isUnitSymbol) ?? false }
    }

    /// `Text("Members") + Text(verbatim: " (\(emails.count))")` (ios-pass): a translated title and a count in
    /// brackets after it, as a list's header shows its size; the count follows the title in every language.
    /// So does a unit in brackets (`"Max Fee Rate".localized + " (Gwei)"`, unstoppable-wallet): one symbol, no words.
    static func isTitleWithCount(_ line: [AssembledText.Piece]) -> Bool {
        let parts = line.filter { piece in
            piece.kind != .literal || !(Self.literalContent(of: piece).map(Self.withoutSpaces)?.isEmpty ?? false)
        }
        guard parts.count == 2, parts[0].kind == .localized, parts[1].kind != .localized,
            let written = Self.literalContent(of: parts[1]), case let count = Self.withoutSpaces(written), count.count > 2,
            count.hasPrefix("(") && count.hasSuffix(")") || count.hasPrefix("[") && count.hasSuffix("]")
        else { return false }
        let inside = count.dropFirst().dropLast()
        let isOneValue = inside.hasPrefix("\\(") && inside.hasSuffix(")") && inside.components(separatedBy: "\\(").count == 2
        let aside = written.drop { $0 != "(" && $0 != "[" }.dropFirst().prefix { $0 != ")" && $0 != "]" }
        // A unit (`Gwei`, `Sat/Byte`, `mg/dL`), not a word left untranslated (cwa-app-ios's `" (English)"`).
        let isSymbol =
            inside.count <= 12 && inside.first?.isLetter == true && !aside.contains(" ")
            && inside.allSatisfy { $0.isLetter || $0.isNumber || "/%°".contains($0) }
            && (inside.count <= 4 || inside.contains("/") || Self.isUnitSymbol(String(inside)))
        return isOneValue || inside.allSatisfy(\.isNumber) || isSymbol
    }

    /// `" (way)"` after a name (GoMap's `title + NSLocalizedString(" (node)", …)`): a tag that says what the
    /// thing named is, set apart in parentheses; it is translated whole and follows the name in every language.
    static func isParentheticalTag(_ symbol: String) -> Bool {
        symbol.count > 2 && symbol.hasPrefix("(") && symbol.hasSuffix(")") && symbol.dropFirst().dropLast().allSatisfy(\.isLetter)
    }

    static let unitSymbols: Set<String> = [
        "g", "kg", "mg", "µg", "lb", "lbs", "oz", "t", "m", "km", "cm", "mm", "mi", "ft", "yd", "s", "ms", "sec", "min", "h", "hr",
        "hrs", "d", "L", "l", "ml", "mL", "dL", "U", "IU", "V", "W", "kW", "kWh", "Hz", "B", "KB", "kB", "MB", "GB", "TB", "%", "°",
        "°C", "°F", "pt", "px", "bpm", "mph", "rpm", "mmol", "kcal", "cal",
    ]

    /// `g`, `U`, `min`, or a rate of two (`U/hr`, `mg/dL`, `U/day`).
    static func isUnitSymbol(_ symbol: String) -> Bool {
        // `String(localized: "\(units.rawValue)")`: the unit a setting holds, whichever it is.
        if symbol.hasPrefix("\\("), symbol.hasSuffix(")"), symbol.dropFirst(2).prefix(while: \.isLetter).lowercased().hasPrefix("unit") {
            return true
        }
        let sides = symbol.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        switch sides.count {
        case 1: return unitSymbols.contains(symbol)
        case 2: return unitSymbols.contains(sides[0]) && (unitSymbols.contains(sides[1]) || ["day", "week"].contains(sides[1]))
        default: return false
        }
    }

    /// The literal a piece is or holds first (`" U"` of `String(localized: " U", comment: …)`), escapes as written.
    static func literalContent(of piece: AssembledText.Piece) -> String? {
        if piece.kind == .literal { return piece.text }
        guard let open = piece.text.firstIndex(of: "\"") else { return nil }
        var content = ""
        var escaped = false
        for character in piece.text[piece.text.index(after: open)...] {
            if character == "\"", !escaped { return content }
            escaped = character == "\\" && !escaped
            content.append(character)
        }
        return nil
    }

    /// Without spaces, line breaks and the escapes written for no-break and thin spaces (`\u{00A0}`).
    static func withoutSpaces(_ literal: String) -> String {
        var result = ""
        var rest = Substring(literal)
        while let slash = rest.firstIndex(of: "\\") {
            result += rest[..<slash]
            let escape = rest[slash...]
            if escape.hasPrefix("\\u{"), let close = escape.firstIndex(of: "}"),
                spaceEscapes.contains(escape[...close].lowercased())
            {
                rest = escape[escape.index(after: close)...]
            } else {
                result.append("\\")
                rest = escape.dropFirst()
            }
        }
        result += rest
        return result.filter { !$0.isWhitespace }
    }

    static let spaceEscapes: Set<String> = ["\\u{00a0}", "\\u{a0}", "\\u{202f}", "\\u{2009}", "\\u{2007}"]
}
