/// How catalog keys become Swift names, predictably: a key's dot-separated segments become
/// nested namespaces (UpperCamelCase) and a member (lowerCamelCase); anything else in a segment
/// (spaces, punctuation, non-ASCII letters) separates words. A segment with no ASCII letter or
/// digit left is named after a hash of the whole key, so the name never depends on other keys.
enum SwiftIdentifier {
    /// "libraryHome" → "LibraryHome"; "flow count" → "FlowCount".
    static func typeName(_ segment: Substring, key: String) -> String {
        let words = self.words(segment)
        guard !words.isEmpty else { return "Key" + hash(key) }
        return guarded(words.map(capitalized).joined(), reserved: reservedTypeNames)
    }

    /// "Start practice" → "startPractice"; "URLSettings" → "urlSettings".
    static func memberName(_ segment: Substring, key: String) -> String {
        let words = self.words(segment)
        guard !words.isEmpty else { return "key" + hash(key) }
        return guarded(lowercasedLead(words[0]) + words.dropFirst().map(capitalized).joined(), reserved: reservedMemberNames)
    }

    /// A parameter label from a substitution's name.
    static func parameterName(_ text: String) -> String {
        let words = self.words(text[...])
        guard !words.isEmpty else { return "value" }
        return guarded(lowercasedLead(words[0]) + words.dropFirst().map(capitalized).joined(), reserved: reservedMemberNames)
    }

    static func words(_ segment: Substring) -> [Substring] {
        segment.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
    }

    private static func capitalized(_ word: Substring) -> String { word.prefix(1).uppercased() + word.dropFirst() }

    /// Lowercases the leading capitals of a word, keeping the one that starts the next word
    /// ("URLSettings" → "urlSettings", "ID" → "id").
    private static func lowercasedLead(_ word: Substring) -> String {
        let characters = Array(word)
        var end = 0
        while end < characters.count, characters[end].isUppercase { end += 1 }
        if end > 1, end < characters.count, characters[end].isLowercase { end -= 1 }
        return String(characters[..<max(end, 1)]).lowercased() + String(characters[max(end, 1)...])
    }

    /// Keywords get backticks; a leading digit gets an underscore; names Swift will not accept
    /// even in backticks get an underscore at the end.
    private static func guarded(_ name: String, reserved: Set<String>) -> String {
        var name = name
        if name.first?.isNumber == true { name = "_" + name }
        if reserved.contains(name) { return name + "_" }
        if keywords.contains(name) { return "`" + name + "`" }
        return name
    }

    /// FNV-1a of the key, 8 hex digits: stable across runs and catalogs.
    static func hash(_ key: String) -> String {
        var value: UInt32 = 0x811C_9DC5
        for byte in key.utf8 { value = (value ^ UInt32(byte)) &* 0x0100_0193 }
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }

    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal", "let",
        "open",
        "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return",
        "throw", "switch", "where", "while", "as", "false", "is", "nil", "super", "throws", "true", "try", "any", "some", "await",
    ]
    /// Member names that break even in backticks, or shadow what the generated code calls.
    static let reservedMemberNames: Set<String> = ["self", "Self", "init", "deinit", "subscript", "Type", "Protocol"]
    /// Type names that would shadow the types the generated code names (it qualifies them, but
    /// a nested `Swift` or `Foundation` namespace would still hide the module).
    static let reservedTypeNames: Set<String> = ["Self", "Type", "Protocol", "Any", "Swift", "Foundation", "StringLookup"]
}
