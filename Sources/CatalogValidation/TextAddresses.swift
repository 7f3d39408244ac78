import StringCatalog

/// What the text rules (URLs, numbers, markup, sentences, glossary) read: a unit's text with
/// each format specifier replaced by U+FFFC, so that "%1$@" is neither a number nor a bracket
/// and a URL that holds a placeholder ("https://example.com/%@") stays one token.
enum MaskedText {
    static let placeholder: Unicode.Scalar = "\u{FFFC}"

    static func of(_ text: String, format: FormatString) -> String {
        guard !format.pieces.isEmpty else { return text }
        var output = ""
        for piece in format.pieces {
            switch piece {
            case .literal(let literal): output += literal
            case .percent: output += "%"
            case .broken(let text, _): output += text
            case .specifier, .substitutionArgument: output.unicodeScalars.append(placeholder)
            }
        }
        return output
    }
}

/// A URL, e-mail address or file path written in a text.
struct TextAddress: Equatable {
    enum Kind: String {
        case url = "URL"
        case email = "e-mail address"
        case path = "file path"
    }
    let kind: Kind
    let text: String
    /// Where it is, in Unicode scalars of the text scanned.
    let range: Range<Int>
    /// Whether it is the target of a Markdown link (`](…)`) or of an HTML `href`, which
    /// markup-mismatch compares.
    let isLinkTarget: Bool
}

/// Finds URLs (`scheme://…`, `mailto:…`, `www.…`), e-mail addresses and absolute file paths
/// (`/Applications/…`, `~/Library/…`) in text. A URL ends before white space, quotes and angle
/// brackets, and before closing punctuation that ends the sentence around it
/// ("see https://example.com/a." ends at "a"); its parentheses are its own when balanced
/// (Wikipedia's "Swift_(language)").
enum AddressScanner {
    static func addresses(in text: String) -> [TextAddress] {
        let scalars = Array(text.unicodeScalars)
        var found: [TextAddress] = []
        var index = 0
        while index < scalars.count {
            if let (address, end) = address(at: index, in: scalars) {
                found.append(address)
                index = end
            } else {
                index += 1
            }
        }
        return found
    }

    private static func address(at start: Int, in s: [Unicode.Scalar]) -> (TextAddress, Int)? {
        let scalar = s[start]
        let previous: Unicode.Scalar? = start > 0 ? s[start - 1] : nil
        let atWordStart = previous.map { !isWordCharacter($0) && $0 != "/" && $0 != "." && $0 != "-" } ?? true
        // Japanese and Chinese write a URL right after a word ("ガイドはhttps://…"): a scheme
        // needs only no ASCII letter or digit before it.
        let afterNonLatin = previous.map { !$0.isASCII && $0.properties.isAlphabetic } ?? false
        guard atWordStart || afterNonLatin else { return nil }
        let isLinkTarget = previous == "(" && start >= 2 && s[start - 2] == "]" || startsHref(before: start, in: s)
        if isASCIILetter(scalar), let end = urlEnd(from: start, in: s) {
            return (
                TextAddress(
                    kind: .url, text: String(String.UnicodeScalarView(s[start..<end])), range: start..<end, isLinkTarget: isLinkTarget), end
            )
        }
        // A path starts a word ("{{/fwd}}" is a template's, "and/or" a word's).
        let opensPath = previous.map { $0.properties.isWhitespace || "\"'“‘«([".unicodeScalars.contains($0) } ?? true
        if opensPath || afterNonLatin, scalar == "/" || (scalar == "~" && start + 1 < s.count && s[start + 1] == "/"),
            let end = pathEnd(from: start, in: s)
        {
            return (
                TextAddress(
                    kind: .path, text: String(String.UnicodeScalarView(s[start..<end])), range: start..<end, isLinkTarget: isLinkTarget),
                end
            )
        }
        guard atWordStart else { return nil }
        if isEmailCharacter(scalar), let end = emailEnd(from: start, in: s) {
            return (
                TextAddress(
                    kind: .email, text: String(String.UnicodeScalarView(s[start..<end])), range: start..<end, isLinkTarget: isLinkTarget),
                end
            )
        }
        return nil
    }

    private static func startsHref(before start: Int, in s: [Unicode.Scalar]) -> Bool {
        guard start >= 6, s[start - 1] == "\"" || s[start - 1] == "'" else { return false }
        return String(String.UnicodeScalarView(s[(start - 6)..<(start - 1)])).lowercased() == "href="
    }

    /// `scheme://…`, `mailto:…` or `www.…` starting at `start`.
    private static func urlEnd(from start: Int, in s: [Unicode.Scalar]) -> Int? {
        var index = start
        while index < s.count, isASCIILetter(s[index]) || isASCIIDigit(s[index]) || s[index] == "+" || s[index] == "-" || s[index] == "." {
            index += 1
        }
        let scheme = String(String.UnicodeScalarView(s[start..<index])).lowercased()
        var bodyStart: Int
        if index + 2 < s.count, s[index] == ":", s[index + 1] == "/", s[index + 2] == "/" {
            bodyStart = index + 3
        } else if scheme == "mailto", index < s.count, s[index] == ":" {
            bodyStart = index + 1
        } else if scheme.hasPrefix("www.") {
            bodyStart = start + 4
        } else {
            return nil
        }
        guard bodyStart < s.count, !isURLBreak(s[bodyStart]) else { return nil }
        var depth = 0
        index = bodyStart
        while index < s.count, !isURLBreak(s[index]), !startsOtherScript(at: index, in: s) {
            if s[index] == "(" { depth += 1 }
            if s[index] == ")" {
                if depth == 0 { break }
                depth -= 1
            }
            index += 1
        }
        while index > bodyStart, isTrailingPunctuation(s[index - 1]) { index -= 1 }
        return index > bodyStart ? index : nil
    }

    /// `/dir/name` (at least two levels) or `~/name`.
    private static func pathEnd(from start: Int, in s: [Unicode.Scalar]) -> Int? {
        var index = start + (s[start] == "~" ? 2 : 1)
        var separators = s[start] == "~" ? 2 : 1
        let bodyStart = index
        while index < s.count, !isPathBreak(s[index]), !startsOtherScript(at: index, in: s) {
            if s[index] == "/" { separators += 1 }
            index += 1
        }
        while index > bodyStart, isTrailingPunctuation(s[index - 1]) || s[index - 1] == ")" { index -= 1 }
        guard index > bodyStart, separators >= 2, s[bodyStart] != "/" else { return nil }
        // A path names folders and files: letters in its first part ("/Applications", not "/5").
        guard s[bodyStart..<index].prefix(while: { $0 != "/" }).contains(where: { $0.properties.isAlphabetic }) else { return nil }
        return index
    }

    /// `name@host.tld`.
    private static func emailEnd(from start: Int, in s: [Unicode.Scalar]) -> Int? {
        var index = start
        while index < s.count, isEmailCharacter(s[index]) { index += 1 }
        guard index < s.count, s[index] == "@", index > start else { return nil }
        index += 1
        let hostStart = index
        while index < s.count, isASCIILetter(s[index]) || isASCIIDigit(s[index]) || s[index] == "-" || s[index] == "." { index += 1 }
        // A period after the address ends the sentence.
        while index > hostStart, s[index - 1] == "." { index -= 1 }
        guard let lastDot = s[hostStart..<index].lastIndex(of: "."), lastDot > hostStart, lastDot < index - 2,
            s[(lastDot + 1)..<index].allSatisfy(isASCIILetter)
        else { return nil }
        return index
    }

    static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_"
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }
    private static func isASCIIDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
    private static func isEmailCharacter(_ scalar: Unicode.Scalar) -> Bool {
        isASCIILetter(scalar) || isASCIIDigit(scalar) || scalar == "." || scalar == "_" || scalar == "%" || scalar == "+" || scalar == "-"
    }

    private static func isURLBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || "\"'<>`“”‘’«»「」（）【】、。，：；！？".unicodeScalars.contains(scalar)
    }

    private static func isPathBreak(_ scalar: Unicode.Scalar) -> Bool {
        isURLBreak(scalar) || scalar == "," || scalar == ";" || scalar == "*"
    }

    /// A letter of a script written without spaces right after a Latin character: Chinese,
    /// Japanese and Korean write words and particles straight after an address
    /// ("/usr/local/binに", "iina.io获取"), while a Cyrillic host ("delta.чат") is the address.
    private static func startsOtherScript(at index: Int, in s: [Unicode.Scalar]) -> Bool {
        guard index > 0, s[index - 1].value < 0x0250 else { return false }
        let value = s[index].value
        return s[index].properties.isIdeographic || (0x3040...0x30FF).contains(value) || (0xAC00...0xD7AF).contains(value)
            || (0x1100...0x11FF).contains(value) || (0x0E00...0x0E7F).contains(value)
    }

    private static func isTrailingPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        ".,;:!?…".unicodeScalars.contains(scalar)
    }
}

/// Whether a translation's address is the source's: the same scheme, host and path (a URL's
/// query and fragment may be localized), where a part that names the source language
/// ("en", "en-us" in `support.apple.com/en-us/…`, the `en.` of `en.wikipedia.org`) may name
/// another language, and a part the rules file lists may be anything.
struct AddressMatcher: Sendable {
    /// Path segments (and first host labels) a translation may replace, lowercased.
    let localizedSegments: Set<String>
    /// The source language's code, lowercased ("en").
    let sourceLanguage: String
    /// The translation's language, lowercased ("fr" for fr-CA), whose code a translated URL
    /// may add as a path segment ("delta.chat/fr/donate" for "delta.chat/donate").
    var translationLanguage: String?

    func matches(_ source: TextAddress, _ translated: TextAddress) -> Bool {
        guard source.kind == translated.kind else { return false }
        if source.text == translated.text { return true }
        switch source.kind {
        case .email: return source.text.lowercased() == translated.text.lowercased()
        case .path:
            // A compound glued to the path ("~/Library/Sounds-pad", Dutch for "… path") keeps it.
            if translated.text.hasPrefix(source.text),
                let next = translated.text.unicodeScalars.dropFirst(source.text.unicodeScalars.count).first,
                !AddressScanner.isWordCharacter(next), next != "/", next != "."
            {
                return true
            }
            return sameSegments(
                source.text.split(separator: "/", omittingEmptySubsequences: false),
                translated.text.split(separator: "/", omittingEmptySubsequences: false))
        case .url:
            let (a, b) = (URLParts(source.text), URLParts(translated.text))
            // "www.example.com" names no scheme: it is the https:// page as much as the http:// one.
            guard a.scheme == b.scheme || a.scheme == nil || b.scheme == nil, a.host.count == b.host.count else { return false }
            guard sameSegments(Array(a.host.prefix(1)), Array(b.host.prefix(1))), a.host.dropFirst() == b.host.dropFirst() else {
                return false
            }
            if sameSegments(a.path, b.path) { return true }
            guard let translationLanguage, b.path.count == a.path.count + 1 else { return false }
            return b.path.indices.contains { index in
                b.path[index].lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) == translationLanguage
                    && sameSegments(a.path, Array(b.path[..<index] + b.path[(index + 1)...]))
            }
        }
    }

    /// Hosts reserved for examples (RFC 2606, RFC 6761) and "/path/to/…": such an address
    /// shows the shape of one, and a translation may localize it ("https://ejemplo.com").
    static func isExampleHost(_ address: TextAddress) -> Bool {
        // "/path/to/folder" is how documentation writes a path of the reader's choosing.
        if address.kind == .path { return address.text.hasPrefix("/path/to/") || address.text.hasPrefix("~/path/to/") }
        let host =
            address.kind == .email
            ? String(address.text.split(separator: "@").last ?? "") : URLParts(address.text).host.joined(separator: ".")
        let labels = host.lowercased().split(separator: ".")
        guard let last = labels.last else { return false }
        if ["test", "example", "invalid", "localhost"].contains(last) { return true }
        return labels.count >= 2 && labels[labels.count - 2] == "example" && ["com", "org", "net"].contains(last)
    }

    private func sameSegments(_ a: [Substring], _ b: [Substring]) -> Bool {
        guard a.count == b.count else { return false }
        for (x, y) in zip(a, b) where x != y {
            let lower = x.lowercased()
            if localizedSegments.contains(lower) { continue }
            if isSourceLanguageTag(lower), isLanguageTag(y.lowercased()) { continue }
            return false
        }
        return true
    }

    private func isSourceLanguageTag(_ segment: String) -> Bool {
        segment == sourceLanguage || segment.hasPrefix(sourceLanguage + "-") && segment.count <= sourceLanguage.count + 8
            || segment.hasPrefix(sourceLanguage + "_") && segment.count <= sourceLanguage.count + 8
    }

    /// "de", "pt-br", "zh_hans", "es-419": two or three letters, then short subtags.
    private func isLanguageTag(_ segment: String) -> Bool {
        let parts = segment.split(whereSeparator: { $0 == "-" || $0 == "_" })
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isLetter && $0.isASCII }) else { return false }
        return parts.dropFirst().allSatisfy { (2...4).contains($0.count) && $0.allSatisfy { ($0.isLetter || $0.isNumber) && $0.isASCII } }
    }
}

/// A URL's scheme, host labels and path segments, lowercased where URLs ignore case.
struct URLParts {
    /// nil for "www.…" written without one.
    let scheme: String?
    let host: [Substring]
    let path: [Substring]

    init(_ text: String) {
        var rest = Substring(text)
        if let range = rest.firstRange(of: "://") {
            scheme = rest[..<range.lowerBound].lowercased()
            rest = rest[range.upperBound...]
        } else if rest.lowercased().hasPrefix("mailto:") {
            scheme = "mailto"
            rest = rest.dropFirst(7)
        } else {
            scheme = nil
        }
        let hostEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        let hostText = rest[..<hostEnd].lowercased()
        host = (hostText.hasPrefix("www.") ? String(hostText.dropFirst(4)) : hostText).split(separator: ".").map { Substring($0) }
        let afterHost = rest[hostEnd...]
        let pathEnd = afterHost.firstIndex { $0 == "?" || $0 == "#" } ?? afterHost.endIndex
        // "https://example.com" and "https://example.com/" are the same page.
        path = afterHost[..<pathEnd].split(separator: "/")
    }
}
