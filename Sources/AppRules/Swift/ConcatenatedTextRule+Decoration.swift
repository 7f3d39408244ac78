import SwiftSourceFacts

/// Pieces of a built text that are not words: symbols, pictures, punctuation, technical details.
extension ConcatenatedTextRule {
    /// An emoji, arrow, bullet or ellipsis added to a phrase (`"⚠️ " + L10n.offline`,
    /// `L10n.learnMore + .ellipsis`): no words and no punctuation a language places its own way.
    static func isDecoration(_ piece: AssembledText.Piece) -> Bool {
        switch piece.kind {
        case .literal:
            if piece.text.lowercased().contains("code:") { return true }
            // (Circled digits, `➊ `, number steps; ASCII digits are values.)
            return !piece.text.contains { $0.isLetter || $0.isASCII && $0.isNumber || ":;,.?!()\"'«»".contains($0) }
        case .other:
            // `.ellipsis`, `.space`: a string constant named like a symbol; `" (\(code))"`: a
            // technical detail in parentheses after a message.
            let name = piece.text.dropFirst()
            if piece.text.hasPrefix("\" (") && piece.text.hasSuffix(")\"") { return true }
            // `(isPublic ? "" : " (\(code))")`: the same detail, only some builds show.
            if let choice = TextJudgement.ternaryBranches(piece.text),
                choice.allSatisfy({ $0 == "\"\"" || isDecoration(AssembledText.Piece(kind: .other, text: $0)) })
            {
                return true
            }
            // `"\(reaction.emoji) "`, `item.icon`, `Text(Image(systemName: …))`: a picture before a phrase, not a word.
            if ["emoji", "icon", "glyph"].contains(where: piece.text.lowercased().contains) || piece.text.hasPrefix("Text(Image(") {
                return true
            }
            // `" Code: \(error.code)"`: an error code after a message.
            if piece.text.hasPrefix("\"") && piece.text.lowercased().contains("code:") { return true }
            return piece.text.hasPrefix(".") && !name.isEmpty && name.allSatisfy(\.isLetter) && (name.first?.isLowercase ?? false)
        case .localized:
            // `Text("\u{201C}")` (Pulse's quotes around a value): punctuation, nothing a language orders.
            // The literal must be the whole text: `Text(" " + name)` holds a name.
            guard let content = literalContent(of: piece), piece.text.hasPrefix("Text(\"\(content)\")") else { return false }
            var symbols = content
            while let escape = symbols.range(of: "\\u{"), let end = symbols[escape.upperBound...].firstIndex(of: "}") {
                symbols.replaceSubrange(escape.lowerBound...end, with: "\u{2022}")
            }
            return !symbols.isEmpty && !symbols.contains { $0.isLetter || $0.isNumber }
        }
    }
}
