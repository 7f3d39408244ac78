extension UserText {
    /// The keys Xcode may have extracted for this text: its key, and for each interpolation
    /// whose type syntax could not tell, the key with the other specifiers Xcode writes for
    /// numbers (`%lld`, `%lf`, `%d`, `%f`) in its place. At most `limit` keys: texts with many
    /// untyped interpolations try the likeliest combinations first.
    public func keyCandidates(limit: Int = 32) -> [String] {
        guard let key else { return [] }
        let unknown = interpolations.indices.filter { interpolations[$0].valueType == .unknown }
        guard !unknown.isEmpty, keyParts.count == interpolations.count + 1 else { return [key] }
        let choices = ["%@", "%lld", "%lf", "%d", "%f"]
        var candidates = [key]
        var specifiers = interpolations.map(\.specifier)
        func fill(_ slot: Int) {
            guard candidates.count < limit else { return }
            guard slot < unknown.count else {
                var rebuilt = keyParts[0]
                for (specifier, part) in zip(specifiers, keyParts.dropFirst()) { rebuilt += specifier + part }
                if !candidates.contains(rebuilt) { candidates.append(rebuilt) }
                return
            }
            for choice in choices {
                specifiers[unknown[slot]] = choice
                fill(slot + 1)
            }
        }
        fill(0)
        return candidates
    }
}

/// The contents of a Swift file's one-line string literals, escapes left as written: a catalog
/// key held in a constant (`static let title = "settings.title"`), or written out by a code
/// generator (SwiftGen's `L10n`), counts as used even where no localization call names it. The
/// literals inside interpolations count too, in one-line and multi-line literals alike
/// (`"\("InvalidServer".localized): \(error)"`); a multi-line literal itself is not a key.
public enum StringLiteralScanner {
    public static func literals(in bytes: [UInt8]) -> Set<String> {
        var scanner = Scanner(bytes: bytes)
        _ = scanner.code(from: 0, interpolation: false)
        return scanner.found
    }

    private struct Scanner {
        let bytes: [UInt8]
        var found = Set<String>()
        /// Interpolations open inside one another; past `maximumNesting` (hostile input) an
        /// interpolation's literals are not looked into, and the scan cannot exhaust the stack.
        var nesting = 0
        static let maximumNesting = 32
        static let quote = UInt8(ascii: "\"")

        /// Code from `start` to the end of the file, or past the `)` that closes the
        /// interpolation it is in: the index after it.
        mutating func code(from start: Int, interpolation: Bool) -> Int {
            var index = start
            var depth = 0
            var inLineComment = false
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x0A { inLineComment = false }
                if inLineComment {
                    index += 1
                    continue
                }
                if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    inLineComment = true
                    index += 2
                    continue
                }
                if interpolation, byte == UInt8(ascii: "(") { depth += 1 }
                if interpolation, byte == UInt8(ascii: ")") {
                    if depth == 0 { return index + 1 }
                    depth -= 1
                }
                index = byte == Self.quote ? literal(at: index) : index + 1
            }
            return index
        }

        /// The literal that opens at `start`: the index after it (after the line, for a one-line
        /// literal left open).
        mutating func literal(at start: Int) -> Int {
            let quote = Self.quote
            let multiLine = start + 2 < bytes.count && bytes[start + 1] == quote && bytes[start + 2] == quote
            var index = start + (multiLine ? 3 : 1)
            while index < bytes.count {
                let byte = bytes[index]
                if multiLine, byte == quote, index + 2 < bytes.count, bytes[index + 1] == quote, bytes[index + 2] == quote {
                    return index + 3
                }
                if !multiLine, byte == quote {
                    found.insert(String(decoding: bytes[(start + 1)..<index], as: UTF8.self))
                    return index + 1
                }
                if !multiLine, byte == 0x0A { return index + 1 }
                guard byte == UInt8(ascii: "\\") else {
                    index += 1
                    continue
                }
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "("), nesting < Self.maximumNesting {
                    nesting += 1
                    index = code(from: index + 2, interpolation: true)
                    nesting -= 1
                } else {
                    index += 2
                }
            }
            return index
        }
    }
}

/// The names a Swift file reads as members (`.title` in `L10n.title`, `LocalString.settings_title`):
/// apps that reach keys through generated constants (SwiftGen's `L10n`, a build script's
/// `LocalString`) name the key as an identifier, and the generator may not be in the repository.
public enum MemberNameScanner {
    public static func names(in bytes: [UInt8]) -> Set<String> {
        var found = Set<String>()
        var index = 0
        let isIdentifier = IdentifierBytes.contains
        // A name that starts with a capital, and the end of its bytes: the namespace of a pair.
        var namespace: (name: String, end: Int)?
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "."), index + 1 < bytes.count, isIdentifier(bytes[index + 1]),
                !(bytes[index + 1] >= 0x30 && bytes[index + 1] <= 0x39)
            else {
                index += 1
                continue
            }
            var end = index + 1
            while end < bytes.count, isIdentifier(bytes[end]) { end += 1 }
            let name = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
            found.insert(name)
            // `L10n.SyncToolbar.aborted`: SwiftGen's structured constants, one namespace per key part.
            if let outer = namespace, outer.end == index { found.insert(outer.name + "." + name) }
            namespace = bytes[index + 1] >= 0x41 && bytes[index + 1] <= 0x5A ? (name, end) : nil
            index = end
        }
        return found
    }

    /// The member pairs SwiftGen's structured strings template makes of a dotted key
    /// (`sync_toolbar.aborted` → `SyncToolbar.aborted`, `items.filters.title` → `Items.Filters`,
    /// `Filters.title`); nil for a key without dots. `names(in:)` records such pairs.
    public static func structuredPairs(of key: String) -> [String]? {
        let parts = key.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts.allSatisfy({ !$0.isEmpty }) else { return nil }
        let names = parts.enumerated().map { index, part in
            let words = part.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
            let pretty = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
            return index == parts.count - 1 ? pretty.prefix(1).lowercased() + pretty.dropFirst() : pretty
        }
        return zip(names, names.dropFirst()).map { $0 + "." + $1 }
    }

    /// The identifiers a generator makes of a key: every other character as `_`
    /// (`theme_settings.title` → `theme_settings_title`) and SwiftGen's lower camel case
    /// (`Audio & Captions` → `audioCaptions`).
    public static func identifierForms(of key: String) -> [String] {
        let underscored = String(key.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") ? $0 : "_" })
        let words = key.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        var camel = ""
        for (index, word) in words.enumerated() {
            camel += index == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
        }
        return camel.isEmpty || camel == underscored ? [underscored] : [underscored, camel]
    }
}
