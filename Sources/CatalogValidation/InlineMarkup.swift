/// What a text's markup comes to as SwiftUI renders a `LocalizedStringKey` (inline Markdown:
/// links, `**strong**`, `*emphasis*`, `` `code` ``, `~~strikethrough~~`, Apple's
/// `^[…](inflect: true)`), plus HTML-like tags and brackets. Delimiters follow CommonMark's
/// flanking rules, so "5 * 3" and "snake_case" are text, not emphasis; a delimiter left without
/// a partner is shown to users as typed.
struct InlineMarkup: Equatable {
    enum Delimiter: Character, CaseIterable {
        case asterisk = "*"
        case underscore = "_"
        case tilde = "~"
        case backtick = "`"
    }

    struct Tag: Equatable {
        var opened = 0, closed = 0, selfClosing = 0
    }

    /// Link targets in order: Markdown links, autolinks (`<https://…>`), `<a href>`.
    var links: [String] = []
    /// Spans each delimiter makes (a strong span counts once).
    var spans: [Delimiter: Int] = [:]
    /// Delimiter characters that could open or close a span but found no partner.
    var stray: [Delimiter: Int] = [:]
    /// HTML-like tags by lowercased name.
    var tags: [String: Tag] = [:]
    /// Whether the tags close in the order they open.
    var tagsNest = true
    /// Whether ( [ { and their full-width forms close in order, outside code and link targets.
    var bracketsBalance = true

    /// Names always read as HTML; any other name counts as a tag only when the source both
    /// opens and closes it (`<link>…</link>`), so "<username>" stays a word to translate.
    static let htmlElements: Set<String> = [
        "a", "b", "i", "u", "s", "em", "strong", "br", "p", "span", "font", "small", "big", "sup", "sub", "code", "li", "ul", "ol",
        "h1", "h2", "h3", "h4", "h5", "h6", "div", "img", "strike", "del", "ins", "mark", "tt", "pre", "blockquote", "q", "hr",
    ]

    init(_ text: String) {
        let s = Array(text.unicodeScalars)
        var opaque = [Bool](repeating: false, count: s.count)
        var runs: [Run] = []
        var brackets: [Unicode.Scalar] = []
        var openTags: [String] = []
        var index = 0
        while index < s.count {
            let scalar = s[index]
            if opaque[index] {
                index += 1
                continue
            }
            if scalar == "\\", index + 1 < s.count, s[index + 1].isASCII, s[index + 1].properties.isPatternSyntax {
                index += 2
                continue
            }
            if scalar == "`" {
                let length = InlineMarkup.runLength(s, from: index)
                if let close = InlineMarkup.closingBackticks(s, length: length, after: index + length) {
                    spans[.backtick, default: 0] += 1
                    index = close + length
                } else {
                    stray[.backtick, default: 0] += length
                    index += length
                }
                continue
            }
            if scalar == "[", let link = InlineMarkup.link(s, openingAt: index) {
                let inflection = index > 0 && s[index - 1] == "^"
                if !inflection { links.append(link.target) }
                for position in link.closeBracket..<link.end { opaque[position] = true }
                index += 1
                continue
            }
            if scalar == "<", let tag = InlineMarkup.tag(s, at: index) {
                if let target = tag.autolink {
                    links.append(target)
                } else {
                    record(tag, openTags: &openTags)
                }
                index = tag.end
                continue
            }
            if let delimiter = Delimiter(rawValue: Character(scalar)), delimiter != .backtick {
                let length = InlineMarkup.runLength(s, from: index)
                runs.append(Run(s, start: index, length: length, delimiter: delimiter))
                index += length
                continue
            }
            InlineMarkup.track(scalar, in: &brackets, balanced: &bracketsBalance)
            index += 1
        }
        // A link's "[" is not tracked and its "]" lies in the skipped "](target)", so a link
        // leaves the brackets balanced.
        if !brackets.isEmpty { bracketsBalance = false }
        if !openTags.isEmpty { tagsNest = false }
        resolve(&runs)
    }

    private mutating func record(_ tag: TagToken, openTags: inout [String]) {
        var counts = tags[tag.name] ?? Tag()
        switch tag.kind {
        case .open:
            counts.opened += 1
            openTags.append(tag.name)
        case .close:
            counts.closed += 1
            if openTags.last == tag.name { openTags.removeLast() } else { tagsNest = false }
        case .selfClosing:
            counts.selfClosing += 1
        }
        tags[tag.name] = counts
        if let href = tag.href { links.append(href) }
    }

    // MARK: Emphasis

    struct Run {
        let start: Int
        var length: Int
        let delimiter: Delimiter
        let canOpen: Bool
        let canClose: Bool
        /// A run that can neither open nor close ("5 * 3", "snake_case") is plain text.
        var mayPair: Bool { canOpen || canClose }

        init(_ s: [Unicode.Scalar], start: Int, length: Int, delimiter: Delimiter) {
            self.start = start
            self.length = length
            self.delimiter = delimiter
            let before: Unicode.Scalar = start > 0 ? s[start - 1] : " "
            let after: Unicode.Scalar = start + length < s.count ? s[start + length] : " "
            let (beforeSpace, afterSpace) = (before.properties.isWhitespace, after.properties.isWhitespace)
            let (beforePunctuation, afterPunctuation) = (InlineMarkup.isPunctuation(before), InlineMarkup.isPunctuation(after))
            let leftFlanking = !afterSpace && (!afterPunctuation || beforeSpace || beforePunctuation)
            let rightFlanking = !beforeSpace && (!beforePunctuation || afterSpace || afterPunctuation)
            if delimiter == .underscore {
                canOpen = leftFlanking && (!rightFlanking || beforePunctuation)
                canClose = rightFlanking && (!leftFlanking || afterPunctuation)
            } else {
                canOpen = leftFlanking
                canClose = rightFlanking
            }
        }
    }

    /// CommonMark's delimiter pairing, simplified: each closer takes the nearest opener of
    /// the same character, two at a time when both have two (strong), tildes only in runs of
    /// equal length.
    private mutating func resolve(_ runs: inout [Run]) {
        var index = 0
        while index < runs.count {
            guard runs[index].canClose, runs[index].length > 0 else {
                index += 1
                continue
            }
            let closer = runs[index]
            var openerIndex = index - 1
            while openerIndex >= 0 {
                let opener = runs[openerIndex]
                if opener.delimiter == closer.delimiter, opener.canOpen, opener.length > 0,
                    closer.delimiter != .tilde || opener.length == closer.length
                {
                    break
                }
                openerIndex -= 1
            }
            guard openerIndex >= 0 else {
                index += 1
                continue
            }
            let used = closer.delimiter == .tilde ? closer.length : (runs[openerIndex].length >= 2 && closer.length >= 2 ? 2 : 1)
            spans[closer.delimiter, default: 0] += 1
            runs[openerIndex].length -= used
            runs[index].length -= used
            // Delimiters between an opener and its closer can no longer pair across them.
            for between in (openerIndex + 1)..<index where runs[between].length > 0 {
                if runs[between].mayPair { stray[runs[between].delimiter, default: 0] += runs[between].length }
                runs[between].length = 0
            }
            if runs[index].length == 0 { index += 1 }
        }
        for run in runs where run.length > 0 && run.mayPair { stray[run.delimiter, default: 0] += run.length }
    }

    // MARK: Scanning helpers

    static func runLength(_ s: [Unicode.Scalar], from start: Int) -> Int {
        var end = start
        while end < s.count, s[end] == s[start] { end += 1 }
        return end - start
    }

    static func closingBackticks(_ s: [Unicode.Scalar], length: Int, after start: Int) -> Int? {
        var index = start
        while index < s.count {
            guard s[index] == "`" else {
                index += 1
                continue
            }
            let run = runLength(s, from: index)
            if run == length { return index }
            index += run
        }
        return nil
    }

    struct LinkToken {
        let target: String
        let closeBracket: Int
        let end: Int
    }

    /// `[text](target "title")` opening at `start`: the text may hold brackets in pairs, the
    /// target parentheses in pairs (or be written `<…>`).
    static func link(_ s: [Unicode.Scalar], openingAt start: Int) -> LinkToken? {
        var depth = 0
        var index = start
        var closeBracket: Int?
        while index < s.count {
            if s[index] == "\\" {
                index += 2
                continue
            }
            if s[index] == "[" { depth += 1 }
            if s[index] == "]" {
                depth -= 1
                if depth == 0 {
                    closeBracket = index
                    break
                }
            }
            index += 1
        }
        guard let closeBracket, closeBracket + 1 < s.count, s[closeBracket + 1] == "(" else { return nil }
        var parens = 0
        index = closeBracket + 1
        while index < s.count {
            if s[index] == "(" { parens += 1 }
            if s[index] == ")" {
                parens -= 1
                if parens == 0 { break }
            }
            if s[index] == "\n" { return nil }
            index += 1
        }
        guard index < s.count else { return nil }
        var target = String(String.UnicodeScalarView(s[(closeBracket + 2)..<index]))
        while target.hasPrefix(" ") { target.removeFirst() }
        while target.hasSuffix(" ") { target.removeLast() }
        if target.hasPrefix("<"), let close = target.firstIndex(of: ">") {
            target = String(target[target.index(after: target.startIndex)..<close])
        } else if let space = target.firstIndex(of: " "), !target.hasPrefix("inflect"), !target.contains(":") || target.contains("://") {
            target = String(target[..<space])
        }
        return LinkToken(target: target, closeBracket: closeBracket, end: index + 1)
    }

    struct TagToken {
        enum Kind { case open, close, selfClosing }
        let name: String
        let kind: Kind
        let href: String?
        /// The URL of an autolink (`<https://…>`), which is not a tag.
        let autolink: String?
        let end: Int
    }

    /// `<name …>`, `</name>`, `<name/>` or an autolink `<scheme:…>` at `start`.
    static func tag(_ s: [Unicode.Scalar], at start: Int) -> TagToken? {
        var index = start + 1
        let closing = index < s.count && s[index] == "/"
        if closing { index += 1 }
        let nameStart = index
        while index < s.count, s[index].isASCII, s[index].properties.isAlphabetic || ("0"..."9").contains(s[index]) || s[index] == "-" {
            index += 1
        }
        guard index > nameStart, s[nameStart].properties.isAlphabetic else { return nil }
        let name = String(String.UnicodeScalarView(s[nameStart..<index])).lowercased()
        var end = index
        while end < s.count, s[end] != ">", s[end] != "<", s[end] != "\n" { end += 1 }
        guard end < s.count, s[end] == ">" else { return nil }
        let inside = String(String.UnicodeScalarView(s[index..<end]))
        if !closing, inside.hasPrefix(":"), !inside.contains(" ") {
            return TagToken(name: name, kind: .open, href: nil, autolink: name + inside, end: end + 1)
        }
        guard inside.isEmpty || inside.first == " " || inside == "/" || inside.hasSuffix("/") else { return nil }
        let kind: TagToken.Kind = closing ? .close : inside.hasSuffix("/") ? .selfClosing : .open
        return TagToken(name: name, kind: kind, href: href(in: inside), autolink: nil, end: end + 1)
    }

    private static func href(in attributes: String) -> String? {
        guard let range = attributes.firstRange(of: "href=") else { return nil }
        var rest = attributes[range.upperBound...]
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        rest = rest.dropFirst()
        return rest.firstIndex(of: quote).map { String(rest[..<$0]) }
    }

    static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            true
        default: false
        }
    }

    /// Opening and closing brackets, full-width forms with their ASCII partners.
    private static let closers: [Unicode.Scalar: Unicode.Scalar] = [")": "(", "]": "[", "}": "{", "）": "(", "］": "[", "｝": "{"]
    private static let openers: [Unicode.Scalar: Unicode.Scalar] = ["(": "(", "[": "[", "{": "{", "（": "(", "［": "[", "｛": "{"]

    /// Whether a text without Markdown closes its brackets in order (an empty text does).
    static func bracketsBalance(_ text: String) -> Bool {
        var stack: [Unicode.Scalar] = []
        var balanced = true
        for scalar in text.unicodeScalars where openers[scalar] != nil || closers[scalar] != nil {
            track(scalar, in: &stack, balanced: &balanced)
            if !balanced { return false }
        }
        return stack.isEmpty
    }

    static func track(_ scalar: Unicode.Scalar, in stack: inout [Unicode.Scalar], balanced: inout Bool) {
        if let opener = openers[scalar] {
            stack.append(opener)
        } else if let opener = closers[scalar] {
            if stack.last == opener { stack.removeLast() } else { balanced = false }
        }
    }
}
