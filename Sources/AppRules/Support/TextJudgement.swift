import StringCatalog
import SwiftSourceFacts

/// What a piece of text is, as the source rules judge it without a dictionary.
enum TextJudgement {
    /// Words a translator would translate: two letters in a row once placeholders are taken
    /// out. "•", "42", "%@ (%@)" and "×" are not prose; "OK" and "Back" are.
    static func isProse(_ text: String) -> Bool {
        var run = 0
        for piece in FormatString(text).pieces {
            guard case .literal(let literal) = piece else {
                run = 0
                continue
            }
            for character in literal {
                run = character.isLetter ? run + 1 : 0
                if run >= 2 { return true }
            }
        }
        return false
    }

    /// Unit symbols (SI and the usual device units): the same in every language, so a text made only of
    /// them and numbers ("µg/m³", "%@ hPa", "km/h") is not text to translate (CH32 §6 formats numbers, not units).
    static let unitSymbols: Set<String> = [
        "µg", "ug", "mg", "g", "kg", "m", "km", "cm", "mm", "ft", "hpa", "kpa", "mbar", "°c", "°f", "°", "db", "dbm", "dbi", "mah",
        "mv", "v", "ma", "w", "kw", "kwh", "hz", "khz", "mhz", "ghz", "ppm", "ppb", "lux", "lx", "ms", "kb", "mb", "gb", "kbps",
        "mbps", "rpm", "mph", "kph", "h", "s",
    ]

    /// Services whose names are trademarks every language writes as they are: a "Sign in with"
    /// row or a link to the app's page there shows the name alone.
    static let serviceNames: Set<String> = [
        "Apple", "Discord", "Dropbox", "Facebook", "GitHub", "GitLab", "Google", "Instagram", "LinkedIn", "Mastodon", "Microsoft",
        "Reddit", "Signal", "Slack", "Telegram", "TikTok", "Tumblr", "Twitch", "Twitter", "WhatsApp", "YouTube",
    ]

    static func isUnitSymbols(_ text: String) -> Bool {
        var words: [String] = []
        for piece in FormatString(text).pieces {
            guard case .literal(let literal) = piece else { continue }
            words += literal.lowercased().split { $0 == " " || $0 == "/" || $0 == "·" }.map { word in
                String(word.filter { !"0123456789.,²³()".contains($0) })
            }
        }
        words.removeAll(where: \.isEmpty)
        return !words.isEmpty && words.allSatisfy(unitSymbols.contains)
    }

    /// A structured key rather than text: no spaces, segments joined by dots or underscores
    /// ("settings.title", "onboarding_welcome_body"). Shown raw, it is gibberish to users.
    static func looksLikeKey(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII else { return false }
        var separators = 0, previousWasSeparator = false
        for scalar in text.unicodeScalars {
            if scalar == "." || scalar == "_" {
                if previousWasSeparator { return false }
                separators += 1
                previousWasSeparator = true
            } else if scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-") {
                previousWasSeparator = false
            } else {
                return false
            }
        }
        return separators > 0 && !previousWasSeparator
    }

    /// A key as code names things: dotted or underscored (`looksLikeKey`), or one camel-case
    /// word (`changeButton`, `nfcScanSuccessfulMessage`). "Slim" or "Popular" reads as text.
    static func looksLikeIdentifier(_ text: String) -> Bool {
        if looksLikeKey(text) { return true }
        guard let first = text.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
            && text.unicodeScalars.contains { ("A"..."Z").contains($0) }
    }

    /// A web or mail address ("netnewswire.com", "https://…", "help@example.org"): the same in
    /// every language.
    static func isAddress(_ text: String) -> Bool {
        guard !text.contains(" "), let last = text.split(separator: ".").last, text.contains(".") else { return false }
        return text.contains("://") || text.contains("@") || (2...6).contains(last.count) && last.allSatisfy { $0.isLowercase }
    }

    /// The entry a localized text resolves to, trying the keys Xcode may have extracted.
    static func entry(for text: UserText, in strings: SourceStrings) -> SourceStrings.Entry? {
        for key in text.keyCandidates() { if let entry = strings.entry(key, table: text.tableName) { return entry } }
        // A value whose type syntax cannot tell may be given any specifier (`%ld`, `%.1f`, `%1$@`).
        let unknown = text.interpolations.indices.filter { text.interpolations[$0].valueType == .unknown }
        guard let key = text.key, !unknown.isEmpty else { return nil }
        let fixed = Set(text.interpolations.indices).subtracting(unknown)
        return strings.entry(matchingSpecifiersOf: key, fixed: fixed, table: text.tableName)
    }

    /// The two branches of a conditional expression as written (`(isPublic ? "" : " (\\(code))")` → `""`,
    /// `" (\\(code))"`), its outer parentheses taken off; nil when the text is not one. `??`, and `?` and `:`
    /// inside brackets or string literals, are not its marks.
    static func ternaryBranches(_ expression: String) -> [String]? {
        var text = Substring(expression)
        while text.first == "(", topLevelMarks(in: text.dropFirst()).closing == text.index(before: text.endIndex) {
            text = text.dropFirst().dropLast()
        }
        let marks = topLevelMarks(in: text)
        guard let question = marks.question, let colon = marks.colon else { return nil }
        return [text[text.index(after: question)..<colon], text[text.index(after: colon)...]].map { branch in
            String(branch.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        }
    }

    /// Where, outside brackets and string literals, a conditional's ` ? ` and then its `:` are, and the
    /// bracket that closes one opened before the text (the scan stops there).
    private static func topLevelMarks(in text: Substring) -> (question: String.Index?, colon: String.Index?, closing: String.Index?) {
        var opened: [Bool] = []  // per open bracket: whether it opened an interpolation in a string literal
        var inString = false, escaped = false
        var question: String.Index?, colon: String.Index?
        var previous: Character = " "
        for index in text.indices {
            let character = text[index]
            defer { previous = character }
            if inString {
                if escaped {
                    escaped = false
                    if character == "(" {
                        opened.append(true)
                        inString = false
                    }
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
                continue
            }
            switch character {
            case "\"": inString = true
            case "(", "[": opened.append(false)
            case ")", "]":
                guard let interpolation = opened.popLast() else { return (question, colon, index) }
                inString = interpolation
            case "?":
                if opened.isEmpty, question == nil, previous == " ", text[text.index(after: index)...].first == " " { question = index }
            case ":":
                if opened.isEmpty, question != nil, colon == nil { colon = index }
            default: break
            }
        }
        return (question, colon, nil)
    }

    /// A text cut for messages.
    static func quoted(_ text: String) -> String {
        let short = text.count > 60 ? String(text.prefix(57)) + "…" : text
        return "\"" + short.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\\n") + "\""
    }
}

extension UserText {
    /// A literal (with or without interpolation) that the API looks up in a table.
    var isLocalizedLiteral: Bool { localizes && (kind == .literal || kind == .interpolated) && !(key ?? "").isEmpty }
}
