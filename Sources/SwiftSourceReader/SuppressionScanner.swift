import SourceText
import SwiftSourceFacts
import SwiftSyntax

import struct SourceText.SourceLocation

/// Finds `handz-lint:` directives in comments:
///
///     // handz-lint:disable:next RULE[, RULE…] -- reason
///     // handz-lint:disable RULE[, RULE…] -- reason
///     // handz-lint:enable RULE[, RULE…]
///
/// The bytes are searched for the marker first (most files have none), and each hit is kept
/// only when it lies in a comment, so a string literal that mentions the marker is not one.
struct SuppressionScanner {
    let file: SourceFile
    let tree: SourceFileSyntax
    static let marker = Array("handz-lint:".utf8)

    func scan() -> [Suppression] {
        var suppressions = keptUntranslated()
        var open: [Int] = []  // indexes of regions not yet enabled again
        let lastLine = file.location(ofOffset: file.bytes.count).line
        for offset in markerOffsets() {
            guard let comment = commentText(at: offset) else { continue }
            let location = file.location(ofOffset: offset)
            let directive = Self.parse(comment)
            switch directive.verb {
            case "disable:next":
                suppressions.append(
                    Suppression(
                        kind: .nextLine, rules: directive.rules, reason: directive.reason,
                        lines: LineRange(location.line + 1, location.line + 1), location: location, problem: directive.problem))
            case "disable":
                open.append(suppressions.count)
                suppressions.append(
                    Suppression(
                        kind: .region, rules: directive.rules, reason: directive.reason,
                        lines: LineRange(location.line, lastLine), location: location, problem: directive.problem))
            case "enable":
                let closing = open.filter { index in
                    suppressions[index].rules.contains { directive.rules.contains($0) || directive.rules.contains("all") }
                }
                for index in closing { suppressions[index].lines.last = location.line }
                open.removeAll { closing.contains($0) }
                if closing.isEmpty {
                    suppressions.append(
                        Suppression(
                            kind: .region, rules: directive.rules, reason: nil, lines: LineRange(location.line, location.line),
                            location: location, problem: "`enable` without a matching `disable` above it"))
                }
            default:
                suppressions.append(
                    Suppression(
                        kind: .nextLine, rules: directive.rules, reason: directive.reason,
                        lines: LineRange(location.line, location.line), location: location,
                        problem: "unknown directive `\(directive.verb)`; use disable:next, disable or enable"))
            }
        }
        return suppressions
    }

    struct Directive {
        var verb: String
        var rules: [String]
        var reason: String?
        var problem: String?
    }

    /// Reads `VERB RULES -- REASON` from the comment text that follows the marker.
    static func parse(_ text: String) -> Directive {
        var body = Substring(text)
        if let end = body.firstRange(of: "*/") { body = body[..<end.lowerBound] }
        let verb = String(body.prefix { !$0.isWhitespace })
        body = body.dropFirst(verb.count)
        var reason: String?
        if let separator = body.firstRange(of: "--") {
            let written = body[separator.upperBound...].trimmingCharacters(in: " \t")
            reason = written.isEmpty ? nil : written
            body = body[..<separator.lowerBound]
        }
        let rules = body.split { $0 == "," || $0.isWhitespace }.map(String.init)
        var problem: String?
        if rules.isEmpty {
            problem = "names no rule; write the rule's id after `\(verb)`"
        } else if verb != "enable", reason == nil {
            problem = "gives no reason; add `-- why the rule does not apply here`"
        }
        return Directive(verb: verb, rules: rules, reason: reason, problem: problem)
    }

    private func markerOffsets() -> [Int] {
        let bytes = file.bytes
        let marker = Self.marker
        var offsets: [Int] = []
        var index = 0
        let end = bytes.count - marker.count
        while index <= end {
            if bytes[index] == marker[0], bytes[index..<(index + marker.count)].elementsEqual(marker) {
                offsets.append(index)
                index += marker.count
            } else {
                index += 1
            }
        }
        return offsets
    }

    /// The text after the marker when the marker at `offset` sits inside a comment.
    private func commentText(at offset: Int) -> String? {
        guard let comment = comment(at: offset) else { return nil }
        return String(decoding: comment.text.utf8.dropFirst(offset - comment.start + Self.marker.count), as: UTF8.self)
    }

    /// The comment `offset` lies in, with the offset it starts at; nil outside comments.
    private func comment(at offset: Int) -> (text: String, start: Int)? {
        guard let token = SyntaxSearch.token(containing: offset, in: tree) else { return nil }
        var start = token.position.utf8Offset
        let pieces = Array(token.leadingTrivia) + [nil] + Array(token.trailingTrivia)
        for piece in pieces {
            guard let piece else {
                start = token.endPositionBeforeTrailingTrivia.utf8Offset
                continue
            }
            let length = piece.sourceLength.utf8Length
            defer { start += length }
            guard (start..<(start + length)).contains(offset) else { continue }
            switch piece {
            case .lineComment(let text), .docLineComment(let text), .blockComment(let text), .docBlockComment(let text):
                return (text, start)
            default:
                return nil
            }
        }
        return nil
    }

    // MARK: Text kept untranslated on purpose

    /// Whether `//` or `*` comes before `offset` on its line: a cheap test before the tree is
    /// searched (`translatesAutoresizingMaskIntoConstraints` is code, on many lines of UIKit files).
    static func followsCommentMarkOnItsLine(_ offset: Int, in bytes: [UInt8]) -> Bool {
        var index = offset - 1
        while index >= 0, bytes[index] != 0x0A {
            if bytes[index] == UInt8(ascii: "*")
                || (bytes[index] == UInt8(ascii: "/") && index > 0 && bytes[index - 1] == UInt8(ascii: "/"))
            {
                return true
            }
            index -= 1
        }
        return false
    }

    /// What a comment says to keep text as written: "Do not localize", "Not localized: GIF is a
    /// file format", "overrules translations". Not a note of work left ("TODO: not localized yet").
    static let keepsUntranslated = [
        "not localiz", "not localis", "no localiz", "n't localiz", "not be localiz", "never localiz", "unlocaliz", "non-localiz",
        "not translat", "n't translat", "not be translat", "never translat", "untranslat", "overrules translat",
    ]
    static let workLeft = ["todo", "fixme", "yet", "should", "need", "must be"]

    /// A comment that keeps the text of its line (or, on a line of its own, of the next line) as
    /// written is the developer's decision, as a `disable:next hardcoded-text` with that reason is.
    private func keptUntranslated() -> [Suppression] {
        var suppressions: [Suppression] = []
        var seen = Set<Int>()
        // "Localize", "localise", "Translation": most files have none, and the bytes are searched first.
        let offsets = file.bytes.withUnsafeBufferPointer { bytes in
            ["ocaliz", "ocalis", "ranslat"].flatMap { word in
                var needle = word
                return needle.withUTF8 { pattern in
                    var found: [Int] = []
                    var from = 0
                    while let hit = CodeTextSearch.firstOffset(of: pattern, in: bytes, from: from) {
                        found.append(hit)
                        from = hit + pattern.count
                    }
                    return found
                }
            }
        }
        for offset in offsets.sorted() where Self.followsCommentMarkOnItsLine(offset, in: file.bytes) {
            guard let comment = comment(at: offset), seen.insert(comment.start).inserted else { continue }
            // A `handz-lint:` directive says what it suppresses itself.
            let lowered = comment.text.lowercased()
            guard Self.keepsUntranslated.contains(where: lowered.contains), !Self.workLeft.contains(where: lowered.contains),
                !lowered.contains("handz-lint:")
            else { continue }
            let location = file.location(ofOffset: comment.start)
            // Code before the comment on its line: the comment is about that line. (By bytes: a column counts scalars.)
            let lineStart = (file.bytes[..<comment.start].lastIndex(of: 0x0A) ?? -1) + 1
            let trailing = file.bytes[lineStart..<comment.start].contains { $0 != 0x20 && $0 != 0x09 }
            let line = trailing ? location.line : location.line + 1
            let reason = comment.text.drop { $0 == "/" || $0 == "*" || $0 == " " }.trimmingCharacters(in: " \t*/")
            suppressions.append(
                Suppression(
                    kind: .nextLine, rules: ["hardcoded-text"], reason: "the comment says \"\(reason)\"", lines: LineRange(line, line),
                    location: location))
        }
        return suppressions
    }
}

extension Substring {
    func trimmingCharacters(in characters: String) -> String {
        String(drop { characters.contains($0) }.reversed().drop { characters.contains($0) }.reversed())
    }
}

/// Descents through the tree that keep their own loop instead of recursing.
enum SyntaxSearch {
    static func token(containing offset: Int, in root: some SyntaxProtocol) -> TokenSyntax? {
        var node = Syntax(root)
        while true {
            if let token = node.as(TokenSyntax.self) { return token }
            guard
                let child = node.children(viewMode: .sourceAccurate).first(where: {
                    $0.position.utf8Offset <= offset && offset < $0.endPosition.utf8Offset
                })
            else { return nil }
            node = child
        }
    }
}
