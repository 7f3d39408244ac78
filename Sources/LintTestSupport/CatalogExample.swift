import CatalogValidation
import LintCore
import LocaleServices
import SourceText
import StringCatalog

/// A compact notation for small catalogs, used by the rules' examples (which run as tests
/// and are printed by `handz-lint rules explain`):
///
///     # comment
///     @locales es, pl              target locales (default: every language used)
///     @lock screen.home.title      keys recorded as shipped
///     @state screen.old.title stale      the entry's extractionState
///     @notranslate common.brand.name
///     @comment KEY TEXT            the entry's comment
///     @substitution en key count 1 lld   a %#@count@ substitution: argNum (or -) and specifier
///     @fallback Localization.swift:95   where the app's own look-up replaces empty values
///     en: screen.home.title = Home
///     es (needs_review): screen.home.title = Inicio
///     pl plural.one: screen.files.count = %lld plik
///     ar substitutions.count.plural.few: key = ...
///
/// A unit given twice (same language, path and key) is a key the table repeats: the last
/// value is kept and the repetition recorded, as the table readers do.
///
/// A value in double quotes may use \n, \t, \", \\ and \u{…}; otherwise it is taken as
/// written. The source language is `en`.
public struct CatalogExample: Sendable {
    public let catalog: StringCatalog
    public let file: SourceFile
    public let targetLocales: [String]?
    public let shippedKeys: ShippedKeys?
    /// Units the example gives more than once, each at the place of its kept value.
    public let duplicates: [DuplicateKey]
    /// Where the app's look-up replaces empty values (`CatalogValidationOptions.emptyValueFallback`).
    public let emptyValueFallback: SourceLocation?

    public init(_ text: String) throws {
        var entries: [String: CatalogEntry] = [:]
        var order: [String] = []
        var given: [String: (language: String, key: String, path: String, values: [String])] = [:]
        var givenOrder: [String] = []
        var targetLocales: [String]?
        var locked: [String]?
        var fallback: SourceLocation?
        func entry(_ key: String) -> CatalogEntry {
            if let existing = entries[key] { return existing }
            order.append(key)
            return CatalogEntry(key: key)
        }
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: " ")
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fail = { (reason: String) in ExampleError(line: number + 1, text: String(rawLine), reason: reason) }
            if line.hasPrefix("@") {
                let words = line.dropFirst().split(separator: " ", maxSplits: 1).map(String.init)
                let argument = words.count > 1 ? words[1] : ""
                let list = argument.split(separator: ",").map { $0.trimmingCharacters(in: " ") }
                switch words[0] {
                case "locales": targetLocales = list
                case "lock": locked = (locked ?? []) + list
                case "fallback":
                    guard let colon = argument.lastIndex(of: ":"), let line = Int(argument[argument.index(after: colon)...]) else {
                        throw fail("@fallback FILE:LINE")
                    }
                    fallback = SourceLocation(file: String(argument[..<colon]), line: line, column: 1)
                case "state":
                    let parts = argument.split(separator: " ").map(String.init)
                    guard parts.count == 2 else { throw fail("@state KEY STATE") }
                    var value = entry(parts[0])
                    value.extractionState = parts[1]
                    entries[parts[0]] = value
                case "comment":
                    let parts = argument.split(separator: " ", maxSplits: 1).map(String.init)
                    guard parts.count == 2 else { throw fail("@comment KEY TEXT") }
                    var value = entry(parts[0])
                    value.comment = parts[1]
                    entries[parts[0]] = value
                case "notranslate":
                    var value = entry(argument)
                    value.shouldTranslate = false
                    entries[argument] = value
                case "substitution":
                    let parts = argument.split(separator: " ").map(String.init)
                    // ARGNUM "-": none, as in a .stringsdict (the reference places the argument).
                    guard parts.count == 5, parts[3] == "-" || Int(parts[3]) != nil else {
                        throw fail("@substitution LANG KEY NAME ARGNUM|- SPECIFIER")
                    }
                    let number = Int(parts[3])
                    var value = entry(parts[1])
                    var localization = value.localization(parts[0]) ?? Localization(language: parts[0], content: StringNode())
                    if let index = localization.content.substitutions.firstIndex(where: { $0.name == parts[2] }) {
                        localization.content.substitutions[index].argumentNumber = number
                        localization.content.substitutions[index].formatSpecifier = parts[4]
                    } else {
                        localization.content.substitutions.append(
                            Substitution(name: parts[2], argumentNumber: number, formatSpecifier: parts[4], variations: []))
                    }
                    value.localizations.removeAll { $0.language == parts[0] }
                    value.localizations.append(localization)
                    entries[parts[1]] = value
                default: throw fail("unknown directive @\(words[0])")
                }
                continue
            }
            guard let colon = line.firstRange(of: ": "), let equals = line[colon.upperBound...].firstRange(of: " = ") else {
                throw fail("expected LANG [PATH] [(STATE)]: KEY = VALUE")
            }
            var head = String(line[..<colon.lowerBound])
            var state: String? = "translated"
            if let open = head.firstIndex(of: "("), head.hasSuffix(")") {
                state = String(head[head.index(after: open)..<head.index(before: head.endIndex)])
                if state == "none" { state = nil }
                head = String(head[..<open]).trimmingCharacters(in: " ")
            }
            let headParts = head.split(separator: " ").map(String.init)
            let language = headParts[0]
            let path = headParts.count > 1 ? headParts[1] : ""
            let key = String(line[colon.upperBound..<equals.lowerBound])
            let value = try CatalogExample.unquote(String(line[equals.upperBound...]), fail: fail)
            let unitName = language + "|" + path + "|" + key
            if given[unitName] == nil { givenOrder.append(unitName) }
            given[unitName, default: (language, key, path, [])].values.append(value)
            var item = entry(key)
            var localization = item.localization(language) ?? Localization(language: language, content: StringNode())
            try CatalogExample.insert(
                StringUnit(state: state, value: value), at: path.isEmpty ? [] : path.split(separator: ".").map(String.init),
                into: &localization.content, fail: fail)
            item.localizations.removeAll { $0.language == language }
            item.localizations.append(localization)
            entries[key] = item
        }
        let catalog = StringCatalog(sourceLanguage: "en", version: "1.0", entries: order.map { entries[$0]! })
        // Write and read back, so that findings carry real lines and columns.
        let written = XCStringsWriter.bytes(catalog)
        let file = SourceFile(path: "example.xcstrings", bytes: written)
        let read = try XCStringsReader.read(file)
        self.catalog = read
        self.file = file
        duplicates = givenOrder.compactMap { name in
            guard let unit = given[name], unit.values.count > 1, let entry = read.entry(forKey: unit.key) else { return nil }
            let offset = entry.localization(unit.language)?.offset ?? entry.offset
            return DuplicateKey(
                key: unit.key, member: unit.path, language: unit.language,
                occurrences: unit.values.map { DuplicateKey.Occurrence(offset: offset, value: $0) })
        }
        self.targetLocales = targetLocales
        emptyValueFallback = fallback
        self.shippedKeys = locked.map { ShippedKeys(keys: $0, path: "example.xcstrings.lock") }
    }

    /// What the catalog rules read of the example, with its target locales, lock and repeated
    /// keys.
    public func context(options: CatalogValidationOptions = CatalogValidationOptions(), cache: FormatterCache = FormatterCache())
        -> CatalogContext
    {
        var options = options
        if let targetLocales { options.targetLocales = targetLocales }
        if let emptyValueFallback { options.emptyValueFallback = emptyValueFallback }
        return CatalogContext(
            catalog: catalog, sources: SourceSet([file]), options: options, shippedKeys: shippedKeys, duplicates: duplicates,
            cache: cache)
    }

    /// Runs one rule over the example through the engine, at its own severity, with the rules
    /// it sums up (at their defaults), if any.
    public func findings(
        of rule: any CatalogRule, options: CatalogValidationOptions = CatalogValidationOptions(), cache: FormatterCache = FormatterCache()
    ) -> [Finding] {
        let rules = [rule] + type(of: rule).summarizedRules.map { $0.init() }
        return LintEngine().run([CatalogChecker(rules: rules, context: context(options: options, cache: cache))], policy: FindingPolicy())
            .findings
    }

    static func insert(_ unit: StringUnit, at path: [String], into node: inout StringNode, fail: (String) -> ExampleError) throws {
        guard !path.isEmpty else {
            node.unit = unit
            return
        }
        if path[0] == "substitutions" {
            guard path.count >= 4 else { throw fail("substitution paths look like substitutions.NAME.plural.one") }
            let name = path[1]
            if !node.substitutions.contains(where: { $0.name == name }) {
                node.substitutions.append(Substitution(name: name, variations: []))
            }
            let index = node.substitutions.firstIndex { $0.name == name }!
            var holder = StringNode(variations: node.substitutions[index].variations)
            try insert(unit, at: Array(path[2...]), into: &holder, fail: fail)
            node.substitutions[index].variations = holder.variations
            return
        }
        guard path.count >= 2 else { throw fail("variation paths look like plural.one or device.iphone") }
        let kind = path[0], name = path[1]
        if !node.variations.contains(where: { $0.kind == kind }) { node.variations.append(VariationSet(kind: kind, cases: [])) }
        let setIndex = node.variations.firstIndex { $0.kind == kind }!
        if !node.variations[setIndex].cases.contains(where: { $0.name == name }) {
            node.variations[setIndex].cases.append(VariationCase(name: name, node: StringNode()))
        }
        let caseIndex = node.variations[setIndex].cases.firstIndex { $0.name == name }!
        try insert(unit, at: Array(path[2...]), into: &node.variations[setIndex].cases[caseIndex].node, fail: fail)
    }

    static func unquote(_ text: String, fail: (String) -> ExampleError) throws -> String {
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { return text }
        var output = ""
        var iterator = text.dropFirst().dropLast().makeIterator()
        while let character = iterator.next() {
            guard character == "\\" else {
                output.append(character)
                continue
            }
            switch iterator.next() {
            case "n": output.append("\n")
            case "t": output.append("\t")
            case "\"": output.append("\"")
            case "\\": output.append("\\")
            case "u":
                guard iterator.next() == "{" else { throw fail("write \\u{HEX}") }
                var hex = ""
                while let digit = iterator.next(), digit != "}" { hex.append(digit) }
                guard let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else { throw fail("bad \\u{\(hex)}") }
                output.unicodeScalars.append(scalar)
            default: throw fail("unknown escape")
            }
        }
        return output
    }
}

public struct ExampleError: Error, CustomStringConvertible {
    public let line: Int
    public let text: String
    public let reason: String
    public var description: String { "example line \(line) '\(text)': \(reason)" }
}

extension StringProtocol {
    func trimmingCharacters(in character: Character) -> String {
        var slice = Substring(self)
        while slice.first == character { slice.removeFirst() }
        while slice.last == character { slice.removeLast() }
        return String(slice)
    }
}
