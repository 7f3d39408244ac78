import SwiftSourceFacts
import SwiftSyntax

/// The value of a string literal, and the key Xcode's string extraction writes for it.
enum StringLiteralKey {
    struct Result {
        var key: String
        var parts: [String]
    }

    /// The literal's text with escapes resolved; each `\( … )` becomes `specifier(segment)`.
    /// Literal `%` is doubled when the literal has interpolations, because the key is then a
    /// format string (SwiftUI's and Foundation's interpolation types append literal text that
    /// way); a literal without interpolation is used as the key exactly as written.
    static func key(of literal: StringLiteralExprSyntax, specifier: (ExpressionSegmentSyntax) -> String) -> Result {
        let delimiter = literal.openingPounds?.text.count ?? 0
        let multiline = literal.openingQuote.tokenKind == .multilineStringQuote
        var segments: [ExpressionSegmentSyntax] = []
        for segment in literal.segments {
            if case .expressionSegment(let expression) = segment { segments.append(expression) }
        }
        var key = ""
        var parts = [""]
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let text):
                var value = unescape(text.content.text, rawDelimiter: delimiter, multiline: multiline)
                if !segments.isEmpty { value = value.replacingPercent() }
                key += value
                parts[parts.count - 1] += value
            case .expressionSegment(let expression):
                key += specifier(expression)
                parts.append("")
            }
        }
        return Result(key: key, parts: parts)
    }

    /// Resolves the escapes of one literal segment. A raw string (`#"…"#`) treats a backslash
    /// as an escape only when followed by as many `#` as its delimiter has. Multi-line literals
    /// have their indentation and escaped line breaks in trivia already (swift-syntax strips
    /// them); their line breaks are normalized to `\n`, as the compiler does.
    static func unescape(_ text: String, rawDelimiter: Int, multiline: Bool) -> String {
        guard text.contains("\\") || (multiline && text.contains("\r")) else { return text }
        let scalars = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if multiline, scalar == "\r" {
                output.append("\n")
                index += (index + 1 < scalars.count && scalars[index + 1] == "\n") ? 2 : 1
                continue
            }
            guard scalar == "\\", index + rawDelimiter + 1 < scalars.count,
                scalars[(index + 1)..<(index + 1 + rawDelimiter)].allSatisfy({ $0 == "#" })
            else {
                output.append(scalar)
                index += 1
                continue
            }
            let escape = index + rawDelimiter + 1
            switch scalars[escape] {
            case "n": output.append("\n")
            case "t": output.append("\t")
            case "r": output.append("\r")
            case "0": output.append("\0")
            case "\\", "\"", "'": output.append(scalars[escape])
            case "u":
                // \u{1F600}: up to 8 hex digits in braces.
                var end = escape + 2
                var value: UInt32 = 0
                while end < scalars.count, end - escape <= 9, let digit = hexValue(scalars[end]) {
                    value = value &* 16 &+ digit
                    end += 1
                }
                if end < scalars.count, scalars[end] == "}", let decoded = Unicode.Scalar(value) {
                    output.append(decoded)
                    index = end + 1
                    continue
                }
                output.append(contentsOf: scalars[index...escape])
            default:
                output.append(contentsOf: scalars[index...escape])
            }
            index = escape + 1
        }
        return String(output)
    }
}

private func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
    switch scalar {
    case "0"..."9": scalar.value - 48
    case "a"..."f": scalar.value - 87
    case "A"..."F": scalar.value - 55
    default: nil
    }
}

extension String {
    func replacingPercent() -> String {
        contains("%") ? split(separator: "%", omittingEmptySubsequences: false).joined(separator: "%%") : self
    }
}
