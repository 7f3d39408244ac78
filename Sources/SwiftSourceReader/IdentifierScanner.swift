import SwiftSourceFacts

/// Identifiers of a Swift file with their lines, found by a byte scan, far cheaper than a walk
/// over the tree's tokens. Comments are skipped; identifiers inside string literals are reported
/// as such (an interpolation calls code; `NSSelectorFromString("reload")` names it).
enum IdentifierScanner {
    struct Occurrence {
        /// The identifier's bytes in the file.
        var range: Range<Int>
        var line: Int
        var isInStringLiteral: Bool
    }

    static func scan(_ bytes: [UInt8], _ found: (Occurrence) -> Void) {
        var index = 0, line = 1
        let count = bytes.count
        // Reports the identifier starting at `index` (a letter or `_` not preceded by one) and moves past it.
        func identifier(inString: Bool) {
            var end = index + 1
            while end < count, IdentifierBytes.contains(bytes[end]) { end += 1 }
            if bytes[index] > 0x39 { found(Occurrence(range: index..<end, line: line, isInStringLiteral: inString)) }
            index = end
        }
        while index < count {
            let byte = bytes[index]
            switch byte {
            case 0x0A:
                line += 1
                index += 1
            case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < count, bytes[index] != 0x0A { index += 1 }
            case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "*"):
                index += 2
                while index + 1 < count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
                    if bytes[index] == 0x0A { line += 1 }
                    index += 1
                }
                index += 2
            case UInt8(ascii: "\""):
                // The literal, one-line or `"""`: its identifiers are reported, a `//` in it is no comment.
                let triple = index + 2 < count && bytes[index + 1] == byte && bytes[index + 2] == byte
                index += triple ? 3 : 1
                while index < count {
                    let inner = bytes[index]
                    if inner == UInt8(ascii: "\\") {
                        index += 2
                        continue
                    }
                    if inner == 0x0A {
                        line += 1
                        if !triple {
                            index += 1
                            break
                        }
                    }
                    if inner == byte, !triple || (index + 2 < count && bytes[index + 1] == byte && bytes[index + 2] == byte) {
                        index += triple ? 3 : 1
                        break
                    }
                    if IdentifierBytes.contains(inner), index == 0 || !IdentifierBytes.contains(bytes[index - 1]) {
                        identifier(inString: true)
                    } else {
                        index += 1
                    }
                }
            case 0x41...0x5A, 0x61...0x7A, 0x30...0x39, 0x5F:
                identifier(inString: false)
            default:
                index += 1
            }
        }
    }
}
