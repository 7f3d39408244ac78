import StringCatalog

/// Pseudo-localizations for QA: fake translations that keep every placeholder working while
/// showing what real translations will do to the UI.
public enum PseudoStyle: String, CaseIterable, Sendable {
    /// "Ĥöɱé": every letter accented, so untranslated (hard-coded) text stands out.
    case accented
    /// Accented and 40% longer (CH32 §11.4 plans for 30–50% expansion): clipping shows.
    case expanded
    /// "⟦Home⟧": brackets show truncation and concatenated fragments.
    case bounded
    /// Right-to-left override around the text: layouts that do not mirror show it.
    case rtl

    /// The language code the pseudo-localization is stored under (Android's conventions).
    public var defaultLocale: String { self == .rtl ? "ar-XB" : "en-XA" }

    /// `isSubstitutionForm`: the text is a form of a `%#@name@` substitution, where `%arg`
    /// stands for the substitution's argument.
    public func transform(_ text: String, isSubstitutionForm: Bool = false) -> String {
        // Placeholders must survive: only literal pieces of a format string change.
        let format = FormatString(text, isSubstitutionForm: isSubstitutionForm)
        guard format.isFormat || format.pieces.contains(.substitutionArgument) else { return wrap(apply(text, whole: text)) }
        var output = ""
        for piece in format.pieces {
            switch piece {
            case .literal(let literal): output += apply(literal, whole: text)
            case .percent: output += "%%"
            case .specifier(let specifier): output += specifier.text
            case .broken(let brokenText, _): output += brokenText
            case .substitutionArgument: output += "%arg"
            }
        }
        return wrap(output)
    }

    private func apply(_ literal: String, whole: String) -> String {
        switch self {
        case .accented: return PseudoStyle.accent(literal)
        case .expanded:
            let accented = PseudoStyle.accent(literal)
            let extra = max(1, Int((Double(literal.count) * 0.4).rounded()))
            return literal.isEmpty ? literal : accented + " " + String(repeating: "·", count: max(0, extra - 1))
        case .bounded, .rtl: return literal
        }
    }

    /// The markers that enclose the whole string, added once.
    func wrap(_ text: String) -> String {
        switch self {
        case .bounded: "⟦" + text + "⟧"
        case .rtl: "\u{202E}" + text + "\u{202C}"
        default: text
        }
    }

    static let accents: [Character: Character] = [
        "a": "á", "b": "ƀ", "c": "ç", "d": "ď", "e": "é", "f": "ƒ", "g": "ĝ",
        "h": "ĥ", "i": "í", "j": "ĵ", "k": "ķ", "l": "ľ", "m": "ɱ",
        "n": "ñ", "o": "ö", "p": "þ", "q": "ǫ", "r": "ŕ", "s": "š", "t": "ţ",
        "u": "ü", "v": "ṽ", "w": "ŵ", "x": "ẋ", "y": "ý", "z": "ž",
        "A": "Å", "B": "Ɓ", "C": "Ç", "D": "Ď", "E": "É", "F": "Ƒ", "G": "Ĝ",
        "H": "Ĥ", "I": "Í", "J": "Ĵ", "K": "Ķ", "L": "Ľ", "M": "Ṁ",
        "N": "Ñ", "O": "Ö", "P": "Þ", "Q": "Ǫ", "R": "Ŕ", "S": "Š", "T": "Ţ",
        "U": "Ü", "V": "Ṽ", "W": "Ŵ", "X": "Ẋ", "Y": "Ý", "Z": "Ž",
    ]

    static func accent(_ text: String) -> String { String(text.map { accents[$0] ?? $0 }) }
}

extension PseudoStyle {
    /// The catalog with a pseudo-localization (state `translated`) added for every key that
    /// is translatable, built from the source text.
    public func localize(_ catalog: StringCatalog, as locale: String? = nil) -> StringCatalog {
        let language = locale ?? defaultLocale
        var result = catalog
        for index in result.entries.indices {
            let entry = result.entries[index]
            guard entry.isTranslatable else { continue }
            let source = entry.localization(catalog.sourceLanguage)?.content ?? .unit(entry.key)
            var pseudo = source
            transformUnits(&pseudo)
            result.entries[index].localizations.removeAll { $0.language == language }
            result.entries[index].localizations.append(Localization(language: language, content: pseudo))
            result.entries[index].localizations.sort { $0.language.utf8.lexicographicallyPrecedes($1.language.utf8) }
        }
        return result
    }

    private func transformUnits(_ node: inout StringNode, isSubstitutionForm: Bool = false) {
        if var unit = node.unit {
            unit.value = transform(unit.value, isSubstitutionForm: isSubstitutionForm)
            unit.state = "translated"
            node.unit = unit
        }
        for setIndex in node.variations.indices {
            for caseIndex in node.variations[setIndex].cases.indices {
                transformUnits(&node.variations[setIndex].cases[caseIndex].node, isSubstitutionForm: isSubstitutionForm)
            }
        }
        for substitutionIndex in node.substitutions.indices {
            var holder = StringNode(variations: node.substitutions[substitutionIndex].variations)
            // Substitution forms are inserted into the main string, which is wrapped already.
            let inner = self == .bounded || self == .rtl ? PseudoStyle.accented : self
            inner.transformUnits(&holder, isSubstitutionForm: true)
            node.substitutions[substitutionIndex].variations = holder.variations
        }
    }
}
