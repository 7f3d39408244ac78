/// Reads a product document's route registry: registry tables (tab-separated or Markdown),
/// the shorthand legends that explain their codes, route constant maps, and route ids named
/// in running text.
public struct RouteDocumentImporter: Sendable {
    public init() {}

    public func read(text: String, document: String) -> ImportedRegistry {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
        var registry = ImportedRegistry(document: document)
        var consumed = Set<Int>()
        var section: String?
        var legendKind: LegendKind?
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if let heading = Self.heading(line) { section = heading }
            if let cells = RegistryTable.cells(of: line), let columns = RegistryTable.header(cells) {
                let (table, next) = RegistryTable.read(lines: lines, headerIndex: index, columns: columns)
                let inModalSection = section?.lowercased().contains("modal") ?? false
                for row in table.rows {
                    if let route = Self.route(row.cells, columns: columns, line: row.line, section: section, modal: inModalSection) {
                        registry.routes.append(route)
                    }
                }
                consumed.formUnion(index..<next)
                index = next
                continue
            }
            if let kind = LegendKind(introducing: line) {
                legendKind = kind
            } else if let (code, meaning) = Self.legendEntry(line), let kind = legendKind {
                let entry = LegendEntry(code: code, meaning: meaning, line: index + 1)
                if kind == .access { registry.accessCodes.append(entry) } else { registry.presentations.append(entry) }
                consumed.insert(index)
            } else if !line.trimmingSpaces().isEmpty, !line.trimmingSpaces().hasPrefix("-") {
                legendKind = nil
            }
            if let constant = Self.constant(line, line: index + 1) {
                registry.constants.append(constant)
                consumed.insert(index)
            }
            index += 1
        }
        registry.mentions = mentions(in: lines, skipping: consumed, registered: registry.registeredIDs)
        return registry
    }

    // MARK: Tables

    static func route(_ cells: [String], columns: [RegistryTable.Column?], line: Int, section: String?, modal: Bool) -> ImportedRoute? {
        func cell(_ column: RegistryTable.Column) -> String? {
            guard let position = columns.firstIndex(of: column), position < cells.count else { return nil }
            let value = cells[position].trimmingSpaces()
            return value.isEmpty ? nil : value
        }
        guard let rawID = cell(.id) else { return nil }
        let id = rawID.strippingCodeMarks()
        guard RegistryTable.looksLikeIdentifier(id) else { return nil }
        var route = ImportedRoute(id: id, registry: modal ? "modals" : "routes", section: section, line: line)
        route.purpose = cell(.purpose)
        route.presentation = cell(.presentation)?.strippingCodeMarks()
        route.access = cell(.access)
        route.owner = cell(.owner)
        route.notes = cell(.notes)
        // "Future feature" in a notes or where-used column: planned, not built.
        // A cell that says so ("Future feature"), not one that mentions the word.
        route.futureFeature = [route.notes, route.owner].contains { $0?.lowercased().hasPrefix("future") ?? false }
        return route
    }

    /// A numbered or Markdown heading ("4.3 Library Stack", "## Secondary Routes").
    static func heading(_ line: Substring) -> String? {
        let text = line.trimmingSpaces()
        if text.hasPrefix("#") { return text.drop { $0 == "#" }.trimmingSpaces() }
        let number = text.prefix { $0.isNumber || $0 == "." }
        guard !number.isEmpty, number.first!.isNumber, text.count < 90 else { return nil }
        let rest = text.dropFirst(number.count)
        guard rest.first == " ", let letter = rest.dropFirst().first, letter.isUppercase, !rest.contains("\t") else { return nil }
        return text
    }

    // MARK: Legends

    enum LegendKind: Equatable {
        case access, presentation

        init?(introducing line: Substring) {
            // Every line is asked; an ASCII line (nearly all) without any of the words is
            // turned down on bytes, before lowercasing and the substring searches.
            if line.utf8.allSatisfy({ $0 < 0x80 }),
                !(["shorthand", "legend", "codes"] as [StaticString]).contains(where: { line.utf8.containsASCIIIgnoringCase($0) })
            {
                return nil
            }
            let text = line.lowercased()
            guard text.contains("shorthand") || text.contains("legend") || text.hasSuffix(":") && text.contains("codes") else { return nil }
            if text.contains("access") { self = .access } else if text.contains("presentation") { self = .presentation } else { return nil }
        }
    }

    /// `- **SO** = Signed Out`, `- **AS** = iOS action sheet`.
    static func legendEntry(_ line: Substring) -> (String, String)? {
        var text = Substring(line.trimmingSpaces())
        guard text.hasPrefix("-") || text.hasPrefix("*") && !text.hasPrefix("**") else { return nil }
        text = text.dropFirst().drop { $0 == " " }
        guard text.hasPrefix("**"), let close = text.dropFirst(2).firstRange(of: "**") else { return nil }
        let code = text[text.index(text.startIndex, offsetBy: 2)..<close.lowerBound].trimmingSpaces()
        var meaning = text[close.upperBound...].drop { $0 == " " }
        guard let sign = meaning.first, sign == "=" || sign == ":" || sign == "–" || sign == "—" else { return nil }
        meaning = meaning.dropFirst()
        guard !code.isEmpty, code.count <= 24 else { return nil }
        return (code, meaning.trimmingSpaces())
    }

    // MARK: Constant maps

    /// `  AUTH_WELCOME: 'Auth/WelcomeGate',` (also `=` and double quotes).
    static func constant(_ line: Substring, line number: Int) -> ImportedConstant? {
        let text = Substring(line.trimmingSpaces())
        let name = text.prefix { $0.isUppercase || $0.isNumber || $0 == "_" }
        guard name.count >= 2, name.first!.isUppercase, name.contains(where: { $0.isUppercase }) else { return nil }
        var rest = text.dropFirst(name.count).drop { $0 == " " }
        guard rest.first == ":" || rest.first == "=" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " }
        guard let quote = rest.first, quote == "'" || quote == "\"", let end = rest.dropFirst().firstIndex(of: quote) else { return nil }
        let value = rest[rest.index(after: rest.startIndex)..<end]
        guard !value.isEmpty, rest[rest.index(after: end)...].allSatisfy({ $0 == "," || $0 == " " || $0 == ";" }) else { return nil }
        return ImportedConstant(name: String(name), route: String(value), line: number)
    }

    // MARK: Prose

    /// `Area/Screen` tokens in running text. Slashes are common in prose ("Create/Edit",
    /// "F/P/T", "CH12/CH14"), so a token counts when it is registered, when its area is one the
    /// registry uses, or when it is written like an id (camel case: "ShareLink/FlowView").
    func mentions(in lines: [Substring], skipping consumed: Set<Int>, registered: Set<String>) -> [ImportedMention] {
        let areas = Set(registered.compactMap { $0.split(separator: "/").first.map(String.init) })
        var result: [ImportedMention] = []
        // A token holds a slash: lines without one (most prose) are not walked character by character.
        for (index, line) in lines.enumerated() where !consumed.contains(index) && line.utf8.contains(UInt8(ascii: "/")) {
            var seen = Set<String>()
            for token in Self.slashTokens(in: line) where seen.insert(token).inserted {
                let parts = token.split(separator: "/")
                guard parts.count == 2, parts.allSatisfy({ $0.first!.isUppercase && $0.contains(where: \.isLowercase) }) else { continue }
                let camel = parts.contains { $0.dropFirst().contains(where: \.isUppercase) }
                guard registered.contains(token) || areas.contains(String(parts[0])) || camel else { continue }
                result.append(ImportedMention(route: token, context: Self.sentence(around: token, in: line), line: index + 1))
            }
        }
        return result
    }

    static func slashTokens(in line: Substring) -> [String] {
        var tokens: [String] = []
        var current = ""
        var previous: Character = " "
        var startedAfter: Character = " "
        func finish() {
            // Not part of a URL or a longer path ("https://…/Area/Screen").
            if current.contains("/"), current.first != "/", current.last != "/", startedAfter != "/", startedAfter != ":",
                current.split(separator: "/").count == 2
            {
                tokens.append(current)
            }
            current = ""
        }
        for character in line {
            if character.isLetter || character.isNumber || character == "/" {
                if current.isEmpty { startedAfter = previous }
                current.append(character)
            } else {
                finish()
            }
            previous = character
        }
        finish()
        return tokens
    }

    static func sentence(around token: String, in line: Substring) -> String {
        let text = line.trimmingSpaces().strippingEmphasis()
        guard text.count > 160, let range = text.firstRange(of: token) else { return text }
        let start = text.index(range.lowerBound, offsetBy: -70, limitedBy: text.startIndex) ?? text.startIndex
        let end = text.index(range.upperBound, offsetBy: 70, limitedBy: text.endIndex) ?? text.endIndex
        return (start == text.startIndex ? "" : "…") + text[start..<end] + (end == text.endIndex ? "" : "…")
    }
}

extension StringProtocol {
    func strippingEmphasis() -> String { String(filter { $0 != "*" }) }
}

extension Substring.UTF8View {
    /// Whether the bytes hold `word` (lowercase ASCII) in any letter case.
    func containsASCIIIgnoringCase(_ word: StaticString) -> Bool {
        let needle = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard let first = needle.first else { return true }
        var index = startIndex
        while index != endIndex {
            if self[index] | 0x20 == first {
                var probe = index, matched = 0
                while matched < needle.count, probe != endIndex, self[probe] | 0x20 == needle[matched] {
                    matched += 1
                    formIndex(after: &probe)
                }
                if matched == needle.count { return true }
            }
            formIndex(after: &index)
        }
        return false
    }
}
