import OrderedJSON
import SourceText

/// Reads Apple String Catalogs (`.xcstrings`, format versions 1.0 and 1.1).
///
/// The reader walks the JSON once and builds the model directly; known field names and the
/// usual state values are matched in place, so the bytes of a 45 MB catalog are turned into
/// strings only where the model keeps text. Unknown fields are kept verbatim. Every error
/// names the file, line and column.
public enum XCStringsReader {
    /// Reads a catalog. With `languages`, localizations in other languages are skipped
    /// without being decoded (the runtime loads one locale at a time); the source language
    /// is always read when `sourceLanguage` comes before `strings`, as Xcode writes it.
    public static func read(_ file: SourceFile, languages: Set<String>? = nil) throws(InputError) -> StringCatalog {
        do {
            return try file.bytes.withUnsafeBufferPointer { buffer in
                var parser = Parser(languages: languages)
                var reader = JSONReader(bytes: buffer)
                return try parser.readCatalog(&reader)
            }
        } catch let error as JSONSyntaxError {
            throw file.error(at: error.offset, error.message)
        } catch let error as CatalogShapeError {
            throw file.error(at: error.offset, error.message)
        } catch {
            throw InputError(file: file.path, message: String(describing: error))
        }
    }

    /// Reads the catalog at `path`.
    public static func read(path: String, languages: Set<String>? = nil, sizeLimit: Int = SourceFile.defaultSizeLimit) throws(InputError)
        -> StringCatalog
    {
        try read(SourceFile.read(path: path, sizeLimit: sizeLimit), languages: languages)
    }
}

/// Well-formed JSON in the wrong shape for a catalog: a string where an object belongs, a
/// duplicate key, a missing required field.
struct CatalogShapeError: Error {
    let offset: Int
    let message: String
}

struct Parser {
    let languages: Set<String>?
    /// Set as soon as the catalog's `sourceLanguage` has been read.
    var sourceLanguage: String?
    /// Language codes repeat in every entry: each distinct spelling is decoded once.
    var knownLanguages: [(bytes: [UInt8], name: String, wanted: Bool)] = []

    init(languages: Set<String>?) {
        self.languages = languages
    }

    mutating func readCatalog(_ r: inout JSONReader) throws -> StringCatalog {
        var sourceLanguage: String?
        var version: String?
        var entries: [CatalogEntry] = []
        var extra: [JSONMember] = []
        var sawStrings = false
        try requireType(&r, UInt8(ascii: "{"), "the catalog", "an object with sourceLanguage, strings and version")
        try r.readMembers { r, key in
            if r.span(key, equals: "sourceLanguage") {
                sourceLanguage = try readText(&r, "sourceLanguage")
                self.sourceLanguage = sourceLanguage
            } else if r.span(key, equals: "version") {
                version = try readText(&r, "version")
            } else if r.span(key, equals: "strings") {
                sawStrings = true
                entries = try readEntries(&r)
            } else {
                extra.append(JSONMember(try r.string(from: key), try r.readValue()))
            }
        }
        try r.expectEnd()
        guard let sourceLanguage else { throw CatalogShapeError(offset: 0, message: "the catalog has no \"sourceLanguage\"") }
        guard sawStrings else { throw CatalogShapeError(offset: 0, message: "the catalog has no \"strings\" object") }
        let endsWithNewline = lastByteIsNewline(r)
        return StringCatalog(
            sourceLanguage: sourceLanguage, version: version, entries: entries, extraMembers: extra, endsWithNewline: endsWithNewline)
    }

    private func lastByteIsNewline(_ r: JSONReader) -> Bool {
        r.lastByte == 0x0A
    }

    mutating func readEntries(_ r: inout JSONReader) throws -> [CatalogEntry] {
        try requireType(&r, UInt8(ascii: "{"), "\"strings\"", "an object of keys")
        if let entries = try ParallelEntries.read(&r, parser: self) { return entries }
        return try readEntriesInOrder(&r)
    }

    mutating func readEntriesInOrder(_ r: inout JSONReader) throws -> [CatalogEntry] {
        var entries: [CatalogEntry] = []
        var seen: [String: Int] = [:]
        try r.readMembers { r, key in
            let name = try r.string(from: key)
            if let first = seen.updateValue(key.quoteOffset, forKey: name) {
                throw CatalogShapeError(offset: key.quoteOffset, message: "duplicate key \"\(name)\" (first defined at byte \(first))")
            }
            entries.append(try readEntry(&r, name, offset: key.quoteOffset))
        }
        return entries
    }

    mutating func readEntry(_ r: inout JSONReader, _ key: String, offset: Int) throws -> CatalogEntry {
        var entry = CatalogEntry(key: key, offset: offset)
        try requireType(&r, UInt8(ascii: "{"), "key \"\(key)\"", "an object")
        try r.readMembers { r, member in
            if r.span(member, equals: "comment") {
                entry.comment = try readText(&r, "comment")
            } else if r.span(member, equals: "extractionState") {
                entry.extractionState = try readText(&r, "extractionState")
            } else if r.span(member, equals: "isCommentAutoGenerated") {
                entry.isCommentAutoGenerated = try readFlag(&r, "isCommentAutoGenerated")
            } else if r.span(member, equals: "shouldTranslate") {
                entry.shouldTranslate = try readFlag(&r, "shouldTranslate")
            } else if r.span(member, equals: "localizations") {
                entry.localizations = try readLocalizations(&r)
            } else {
                entry.extraMembers.append(JSONMember(try r.string(from: member), try r.readValue()))
            }
        }
        return entry
    }

    mutating func readLocalizations(_ r: inout JSONReader) throws -> [Localization] {
        try requireType(&r, UInt8(ascii: "{"), "\"localizations\"", "an object of languages")
        var localizations: [Localization] = []
        try r.readMembers { r, member in
            let (language, wanted) = try languageName(r, member)
            if !wanted {
                try r.skipValue()
            } else {
                if localizations.contains(where: { $0.language == language }) {
                    throw CatalogShapeError(offset: member.quoteOffset, message: "duplicate language \"\(language)\"")
                }
                localizations.append(
                    Localization(language: language, content: try readNode(&r, "localization \"\(language)\""), offset: member.quoteOffset))
            }
        }
        return localizations
    }

    mutating func readNode(_ r: inout JSONReader, _ context: @autoclosure () -> String) throws -> StringNode {
        r.skipWhitespace()
        var node = StringNode(offset: r.position)
        try requireType(&r, UInt8(ascii: "{"), context(), "an object with stringUnit, variations or substitutions")
        try r.readMembers { r, member in
            if r.span(member, equals: "stringUnit") {
                node.unit = try readUnit(&r)
            } else if r.span(member, equals: "variations") {
                node.variations = try readVariations(&r)
            } else if r.span(member, equals: "substitutions") {
                node.substitutions = try readSubstitutions(&r)
            } else {
                node.extraMembers.append(JSONMember(try r.string(from: member), try r.readValue()))
            }
        }
        return node
    }

    mutating func readUnit(_ r: inout JSONReader) throws -> StringUnit {
        r.skipWhitespace()
        var unit = StringUnit(state: nil, value: "", offset: r.position)
        var sawValue = false
        try requireType(&r, UInt8(ascii: "{"), "\"stringUnit\"", "an object with state and value")
        try r.readMembers { r, member in
            if r.span(member, equals: "value") {
                r.skipWhitespace()
                unit.valueOffset = r.position
                unit.value = try readText(&r, "value")
                sawValue = true
            } else if r.span(member, equals: "state") {
                unit.state = try readState(&r)
            } else {
                unit.extraMembers.append(JSONMember(try r.string(from: member), try r.readValue()))
            }
        }
        guard sawValue else { throw CatalogShapeError(offset: unit.offset, message: "\"stringUnit\" has no \"value\"") }
        return unit
    }

    mutating func readVariations(_ r: inout JSONReader) throws -> [VariationSet] {
        try requireType(&r, UInt8(ascii: "{"), "\"variations\"", "an object with plural or device")
        var sets: [VariationSet] = []
        try r.readMembers { r, member in
            let kind =
                r.span(member, equals: "plural")
                ? VariationSet.plural
                : r.span(member, equals: "device")
                    ? VariationSet.device
                    : try r.string(from: member)
            var set = VariationSet(kind: kind, cases: [], offset: member.quoteOffset)
            try requireType(&r, UInt8(ascii: "{"), "\"\(kind)\" variations", "an object of cases")
            try r.readMembers { r, caseKey in
                let name = try r.string(from: caseKey)
                if set.cases.contains(where: { $0.name == name }) {
                    throw CatalogShapeError(offset: caseKey.quoteOffset, message: "duplicate \(kind) case \"\(name)\"")
                }
                set.cases.append(VariationCase(name: name, node: try readNode(&r, "\(kind) case \"\(name)\""), offset: caseKey.quoteOffset))
            }
            sets.append(set)
        }
        return sets
    }

    mutating func readSubstitutions(_ r: inout JSONReader) throws -> [Substitution] {
        try requireType(&r, UInt8(ascii: "{"), "\"substitutions\"", "an object of substitution names")
        var substitutions: [Substitution] = []
        try r.readMembers { r, member in
            let name = try r.string(from: member)
            var substitution = Substitution(name: name, variations: [], offset: member.quoteOffset)
            try requireType(&r, UInt8(ascii: "{"), "substitution \"\(name)\"", "an object with argNum, formatSpecifier and variations")
            try r.readMembers { r, field in
                if r.span(field, equals: "argNum") {
                    try requireType(&r, UInt8(ascii: "0"), "\"argNum\"", "a whole number", numeric: true)
                    let text = try r.readNumber()
                    guard let number = Int(text), (1...FormatSpecifier.maximumPosition).contains(number) else {
                        throw CatalogShapeError(
                            offset: field.quoteOffset,
                            message: "\"argNum\" must be a whole number from 1 to \(FormatSpecifier.maximumPosition), found \(text)")
                    }
                    substitution.argumentNumber = number
                } else if r.span(field, equals: "formatSpecifier") {
                    substitution.formatSpecifier = try readText(&r, "formatSpecifier")
                } else if r.span(field, equals: "variations") {
                    substitution.variations = try readVariations(&r)
                } else {
                    substitution.extraMembers.append(JSONMember(try r.string(from: field), try r.readValue()))
                }
            }
            substitutions.append(substitution)
        }
        return substitutions
    }

    // MARK: Scalars

    func readText(_ r: inout JSONReader, _ name: String) throws -> String {
        try requireType(&r, UInt8(ascii: "\""), "\"\(name)\"", "a string")
        return try r.readString()
    }

    func readFlag(_ r: inout JSONReader, _ name: String) throws -> Bool {
        guard let next = r.peek(), next == UInt8(ascii: "t") || next == UInt8(ascii: "f") else {
            throw CatalogShapeError(offset: r.position, message: "\"\(name)\" must be true or false, found \(r.nextValueTypeName())")
        }
        return try r.readBool()
    }

    /// The three states Xcode writes are matched in place and share one String each.
    func readState(_ r: inout JSONReader) throws -> String {
        try requireType(&r, UInt8(ascii: "\""), "\"state\"", "a string")
        let span = try r.readStringSpan()
        if r.span(span, equals: "translated") { return "translated" }
        if r.span(span, equals: "needs_review") { return "needs_review" }
        if r.span(span, equals: "new") { return "new" }
        return try r.string(from: span)
    }

    /// The language a member names, and whether the caller asked for it: decided once per
    /// spelling, since the same few codes repeat in every entry.
    mutating func languageName(_ r: JSONReader, _ span: JSONStringSpan) throws -> (name: String, wanted: Bool) {
        for known in knownLanguages where known.bytes.withUnsafeBufferPointer({ r.span(span, equals: $0) }) {
            return (known.name, known.wanted)
        }
        let name = try r.string(from: span)
        let wanted = languages.map { $0.contains(name) || name == sourceLanguage } ?? true
        knownLanguages.append((Array(r.bytes(of: span)), name, wanted))
        return (name, wanted)
    }

    /// Checks the next value's type before reading it, so that a wrong type is reported as
    /// such ("\"value\" must be a string, found a number") rather than as a syntax error.
    func requireType(
        _ r: inout JSONReader, _ opening: UInt8, _ what: @autoclosure () -> String, _ expected: @autoclosure () -> String,
        numeric: Bool = false
    ) throws {
        guard let next = r.peek() else { throw r.error(expected: expected()) }
        let matches = numeric ? (next == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(next)) : next == opening
        if !matches {
            throw CatalogShapeError(offset: r.position, message: "\(what()) must be \(expected()), found \(r.nextValueTypeName())")
        }
    }
}
