import LintCore
import StringCatalog

/// A word run into a placeholder ("преместите%lld") where the source separates them.
public struct PlaceholderSpacingRule: CatalogRule {
    public static let description = RuleDescription(
        identifier: "placeholder-spacing",
        name: "Missing space at a placeholder",
        summary:
            "A translation writes a letter directly before or after a placeholder that the source separates from its words with a space.",
        rationale: """
            The value runs into the word: "преместите%lld файла" reads "преместите5 файла". Only letters of \
            scripts that separate words with spaces count (Latin, Greek, Cyrillic, Armenian, Georgian, Hebrew, Arabic, Devanagari): \
            Chinese, Japanese, Thai and Korean text joins a number to its counter word ("%lld件", "%d개") as it should. In Arabic and \
            Hebrew a one-letter word (و "and", ب, ל) is written joined to the next word, a placeholder included ("و%@"). Finnish, \
            Estonian, Hungarian, Turkish and the other languages that mark case with a suffix write it on the inserted word \
            ("%@illa", "with %@"): letters after a placeholder count only in the other languages.
            """,
        reference: "CH32 §11.3",
        defaultSeverity: .p2,
        triggeringExamples: [
            // The issue's Bulgarian example.
            RuleExample(
                """
                en: files.move = Move %lld files
                bg: files.move = Преместите%lld файла
                """),
            RuleExample(
                """
                en: files.moved = %@ moved %lld files
                de: files.moved = %@hat%lld Dateien verschoben
                """, findings: 2),
        ],
        nonTriggeringExamples: [
            // linearmouse: Arabic writes "and" joined to the next word.
            RuleExample(
                """
                en: buttons.chord = Press %@ and %@ at the same time
                ar: buttons.chord = اضغط على %@ و%@ في الوقت نفسه
                ja: buttons.chord = %@と%@を同時に押す
                """),
            RuleExample(
                """
                en: files.count = %lld files
                ja: files.count = %lld件のファイル
                ko: files.count = 파일 %d개
                zh-Hans: files.count = %lld个文件
                """),
            // OnionBrowser: a Finnish case ending written on the inserted name ("with Orbot").
            RuleExample(
                """
                en: tor.connect = Use %2$@ to connect to the official Tor network.
                fi: tor.connect = Muodosta yhteys viralliseen Tor-verkkoon %2$@illa.
                tr: tor.connect = Resmi Tor ağına bağlanmak için %2$@'u kullanın.
                hu: tor.connect = Használja a(z) %2$@ alkalmazást a hivatalos Tor-hálózathoz.
                """),
            // The source joins them too; an elided article is not a letter run-in.
            RuleExample(
                """
                en: size.label = %lldx%lld
                de: size.label = %lldx%lld
                en: item.open = Open %@
                fr: item.open = Ouvrir l'%@
                """),
        ]
    )

    public static let checksUnits = true

    public init() {}

    public func check(unit: UnitContext, in entry: EntryContext, into findings: inout [Finding]) {
        guard !unit.isSource, unit.summary.hasPercent, entry.sourceFormat != nil else { return }
        let runIns = Self.runIns(in: unit.format)
        guard !runIns.isEmpty else { return }
        let source = Self.spacing(in: entry.sourceCounterpartFormat(ofPath: unit.path))
        let attachesSuffixes = Self.languagesAttachingSuffixes.contains(unit.locale.languageSubtag.lowercased())
        for runIn in runIns where runIn.before || !attachesSuffixes {
            guard let spaced = source[runIn.argument], runIn.before ? spaced.before : spaced.after else { continue }
            let side = runIn.before ? "before" : "after"
            findings.append(
                entry.finding(
                    Self.description,
                    "the \(unit.locale) text of \"\(entry.entry.key)\" writes "
                        + "\"\(runIn.text)\" with no space \(side) the placeholder, which the source separates",
                    offset: entry.offset(of: unit.unit), locale: unit.locale, element: unit.path,
                    data: [FindingValue("placeholder", runIn.text), FindingValue("side", side), FindingValue("value", unit.unit.value)],
                    fix: "put a space between the word and the placeholder, as the source does"
                ))
        }
    }

    /// Languages that write case endings and other suffixes on the word they mark, an inserted
    /// name included: Finnish, Estonian, Hungarian, Basque and the Turkic languages.
    static let languagesAttachingSuffixes: Set<String> = ["fi", "et", "hu", "eu", "tr", "az", "kk", "ky", "uz", "tk", "tt", "ba"]

    struct RunIn {
        let argument: String
        let text: String
        let before: Bool
    }

    /// Placeholders a letter of a spaced script touches. `argument` names the value read
    /// ("1" for %1$@ or the first plain one, "arg" for %arg).
    static func runIns(in format: FormatString) -> [RunIn] {
        var found: [RunIn] = []
        let pieces = format.pieces
        var next = 1
        for (index, piece) in pieces.enumerated() {
            let argument: () -> String, text: String
            switch piece {
            case .specifier(let specifier):
                let position = specifier.position ?? next
                if specifier.position == nil { next += 1 }
                argument = { String(position) }
                text = specifier.text
            case .substitutionArgument:
                argument = { "arg" }
                text = "%arg"
            default: continue
            }
            if index > 0, case .literal(let before) = pieces[index - 1], let last = before.unicodeScalars.last,
                last.separatesWordsWithSpaces, !before.endsWithJoinedOneLetterWord
            {
                found.append(RunIn(argument: argument(), text: String(before.suffix(4)) + text, before: true))
            }
            if index + 1 < pieces.count, case .literal(let after) = pieces[index + 1], let first = after.unicodeScalars.first,
                first.separatesWordsWithSpaces
            {
                found.append(RunIn(argument: argument(), text: text + String(after.prefix(4)), before: false))
            }
        }
        return found
    }

    /// For each placeholder of the source, whether white space (or the string's edge) is on
    /// each side.
    static func spacing(in format: FormatString) -> [String: (before: Bool, after: Bool)] {
        var result: [String: (before: Bool, after: Bool)] = [:]
        let pieces = format.pieces
        func spaced(_ index: Int, last: Bool) -> Bool {
            guard pieces.indices.contains(index) else { return true }
            guard case .literal(let text) = pieces[index] else { return false }
            let scalar = last ? text.unicodeScalars.last : text.unicodeScalars.first
            return scalar?.properties.isWhitespace ?? true
        }
        for (index, argument, _) in placeholders(in: pieces) where result[argument] == nil {
            result[argument] = (spaced(index - 1, last: true), spaced(index + 1, last: false))
        }
        return result
    }

    private static func placeholders(in pieces: [FormatString.Piece]) -> [(index: Int, argument: String, text: String)] {
        var result: [(Int, String, String)] = []
        var next = 1
        for (index, piece) in pieces.enumerated() {
            switch piece {
            case .specifier(let specifier):
                let position = specifier.position ?? next
                if specifier.position == nil { next += 1 }
                result.append((index, String(position), specifier.text))
            case .substitutionArgument: result.append((index, "arg", "%arg"))
            default: continue
            }
        }
        return result
    }
}

extension Unicode.Scalar {
    /// A letter of a script that puts spaces between words (see the rule's rationale).
    var separatesWordsWithSpaces: Bool {
        guard isWordLetter else { return false }
        switch value {
        case 0x41...0x24F, 0x1E00...0x1EFF: return true  // Latin
        case 0x370...0x3FF, 0x1F00...0x1FFF: return true  // Greek
        case 0x400...0x52F, 0x1C80...0x1C8F, 0x2DE0...0x2DFF, 0xA640...0xA69F: return true  // Cyrillic
        case 0x530...0x58F: return true  // Armenian
        case 0x590...0x5FF, 0xFB1D...0xFB4F: return true  // Hebrew
        case 0x600...0x6FF, 0x750...0x77F, 0x8A0...0x8FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: return true  // Arabic
        case 0x900...0x97F: return true  // Devanagari
        case 0x10A0...0x10FF: return true  // Georgian
        default: return false
        }
    }

    var isArabicOrHebrew: Bool { (0x590...0x6FF).contains(value) || (0x750...0x77F).contains(value) || (0xFB1D...0xFEFF).contains(value) }
}

extension String {
    /// Ends with a one-letter Arabic or Hebrew word (و, ב), or the Arabic article ال, which are
    /// written joined to the next word.
    var endsWithJoinedOneLetterWord: Bool {
        guard let last = unicodeScalars.last, last.isArabicOrHebrew else { return false }
        let word = String(String.UnicodeScalarView(unicodeScalars.reversed().prefix { $0.isWordLetter }.reversed()))
        return word.unicodeScalars.count == 1 || word == "ال"
    }
}
