import LocaleServices
import StringCatalog

/// One catalog language compiled for look-ups: a key index over one entry per key, plain
/// strings and varying ones with their formats parsed, and the language's plural rules.
final class LanguageTable: Sendable {
    enum Entry: Sendable {
        case plain(CompiledText)
        case varying(CompiledNode)
    }

    let language: String
    let index: KeyIndex
    let entries: [Entry]
    /// What `string(key)` returns for each entry (a varying string's `other` form for the
    /// configured device), ready so the plain look-up is one probe and one read.
    let texts: [String]
    /// The rules that pick this language's plural forms; nil when ICU does not know it.
    let pluralRules: PluralRules?
    /// The category of each count below `smallCountLimit`, asked of ICU once at load:
    /// counts on screens are small, and a table read is a fraction of an ICU call.
    private let smallCountCategories: ArraySlice<PluralCategory>
    static let smallCountLimit = 1024

    init(catalog: StringCatalog, language: String, cache: FormatterCache, device: String) throws {
        self.language = language
        let isSource = language == catalog.sourceLanguage
        var keys: [String] = []
        var entries: [Entry] = []
        keys.reserveCapacity(catalog.entries.count)
        entries.reserveCapacity(catalog.entries.count)
        for entry in catalog.entries {
            // Keys marked "do not translate" always show their source text.
            guard isSource || entry.isTranslatable else { continue }
            guard let content = entry.localization(language)?.content else {
                // In a String Catalog the key is the source text unless the source says otherwise.
                if isSource {
                    keys.append(entry.key)
                    entries.append(.plain(CompiledText(entry.key)))
                }
                continue
            }
            if content.variations.isEmpty, content.substitutions.isEmpty {
                // An empty translation falls through to the next language, as at run time.
                guard let value = content.unit?.value, !value.isEmpty || isSource else { continue }
                keys.append(entry.key)
                entries.append(.plain(CompiledText(value)))
            } else {
                keys.append(entry.key)
                entries.append(.varying(CompiledNode(content)))
            }
        }
        index = KeyIndex(keys: keys)
        self.entries = entries
        texts = entries.map { entry in
            switch entry {
            case .plain(let text): text.text
            case .varying(let node): node.forDevice(device).representative
            }
        }
        let rules = (try? cache.locale(language)).flatMap { try? cache.pluralRules($0) }
        pluralRules = rules
        // Should ICU fail here, the table stays empty and every look-up asks ICU itself, which
        // reports the failure with the key that needed it.
        smallCountCategories = rules.flatMap { try? $0.categoriesOfCounts(below: LanguageTable.smallCountLimit) } ?? []
    }

    /// The plural category of an integer count; nil when ICU has no rules for the language.
    func pluralCategory(for count: Int) throws(ICUError) -> PluralCategory? {
        if count >= 0, count < smallCountCategories.count { return smallCountCategories[smallCountCategories.startIndex + count] }
        return try pluralRules?.category(for: count)
    }

    func entry(_ key: String) -> Entry? { index.find(key).map { entries[$0] } }

    func text(_ key: String) -> String? { index.find(key).map { texts[$0] } }

    var isEmpty: Bool { entries.isEmpty }
}
