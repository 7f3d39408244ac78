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
        var suppressions: [Suppression] = []
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
                let skip = offset - start + Self.marker.count
                return String(decoding: text.utf8.dropFirst(skip), as: UTF8.self)
            default:
                return nil
            }
        }
        return nil
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
