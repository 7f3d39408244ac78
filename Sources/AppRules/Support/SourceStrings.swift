import SourceText
import StringCatalog

/// The string tables a Swift file's target has, as the source rules look keys up in them:
/// each catalog is a table (`Localizable.xcstrings`, `Settings.strings` in its `.lproj`
/// folders) and its keys are what `Text("…")`, `String(localized:)` and friends resolve.
public struct SourceStrings: Sendable {
    public struct Entry: Sendable {
        public let key: String
        public let table: String
        /// The catalog file (or lproj folder) it is defined in.
        public let catalog: String
        /// Whether the source language varies it by plural (directly or in a substitution).
        public let variesByPlural: Bool
        /// Xcode's `extractionState` (`manual`: added by hand, not extracted from code).
        public let extractionState: String?
        public let location: SourceLocation?
    }

    /// Table name → key → entry.
    public let tables: [String: [String: Entry]]
    /// Every catalog read for the target, for messages.
    public let catalogs: [String]
    /// Per table, the keys that hold format specifiers by their `skeleton`: a text whose
    /// interpolated values' types are unknown matches a key whatever specifier Xcode wrote.
    private let keysBySkeleton: [String: [String: [String]]]

    public init(_ loaded: [(table: String, path: String, catalog: StringCatalog, sources: SourceSet?)]) {
        var tables: [String: [String: Entry]] = [:]
        for item in loaded {
            var keys = tables[item.table] ?? [:]
            for entry in item.catalog.entries where keys[entry.key] == nil {
                let source = entry.localization(item.catalog.sourceLanguage)?.content
                keys[entry.key] = Entry(
                    key: entry.key, table: item.table, catalog: item.path, variesByPlural: source.map(Self.variesByPlural) ?? false,
                    extractionState: entry.extractionState,
                    location: entry.offset >= 0 ? item.sources?.location(ofOffset: entry.offset) : nil)
            }
            tables[item.table] = keys
        }
        self.tables = tables
        catalogs = loaded.map(\.path)
        keysBySkeleton = tables.mapValues { keys in
            var byShape: [String: [String]] = [:]
            for key in keys.keys where key.contains("%") { byShape[Self.skeleton(FormatString(key)), default: []].append(key) }
            return byShape.mapValues { $0.sorted() }
        }
    }

    /// The key's text with every specifier (`%@`, `%lld`, `%1$.2f`, `%#@count@`) as one mark.
    static func skeleton(_ format: FormatString) -> String {
        var result = ""
        for piece in format.pieces {
            switch piece {
            case .literal(let text): result += text
            case .percent: result += "%%"
            case .specifier, .substitutionArgument: result += "\u{1}"
            case .broken(let text, _): result += text
            }
        }
        return result
    }

    /// The key of `table` with the same text as `key` around its specifiers, where the
    /// specifiers at `fixed` positions (the values whose type is known) agree in kind.
    public func entry(matchingSpecifiersOf key: String, fixed: Set<Int>, table: String?) -> Entry? {
        let format = FormatString(key)
        guard let candidates = keysBySkeleton[table ?? "Localizable"]?[Self.skeleton(format)] else { return nil }
        let written = format.specifiers
        for candidate in candidates {
            let specifiers = FormatString(candidate).specifiers
            guard specifiers.count == written.count,
                fixed.allSatisfy({ $0 >= written.count || specifiers[$0].argumentKind == written[$0].argumentKind })
            else { continue }
            return entry(candidate, table: table)
        }
        return nil
    }

    public static let empty = SourceStrings([])

    public var isEmpty: Bool { tables.isEmpty }

    /// The entry for `key` in `table` (default `Localizable`, as SwiftUI and Foundation use).
    public func entry(_ key: String, table: String?) -> Entry? {
        tables[table ?? "Localizable"]?[key]
    }

    public func hasTable(_ table: String?) -> Bool { tables[table ?? "Localizable"] != nil }

    static func variesByPlural(_ node: StringNode) -> Bool {
        if node.pluralVariations != nil { return true }
        if node.variations.contains(where: { $0.cases.contains { variesByPlural($0.node) } }) { return true }
        return node.substitutions.contains { $0.variations.contains { $0.kind == VariationSet.plural } }
    }
}
