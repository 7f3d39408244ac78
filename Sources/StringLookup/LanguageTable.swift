import LocaleServices
import StringCatalog

/// One catalog language compiled for look-ups: plain strings in one dictionary, strings that
/// vary (plural, device, substitutions) in another, with the language's plural rules.
final class LanguageTable: Sendable {
    let language: String
    let plain: [String: String]
    let varying: [String: StringNode]
    /// The rules that pick this language's plural forms; nil when ICU does not know it.
    let pluralRules: PluralRules?

    init(catalog: StringCatalog, language: String, cache: FormatterCache) throws {
        self.language = language
        let isSource = language == catalog.sourceLanguage
        var plain: [String: String] = [:]
        var varying: [String: StringNode] = [:]
        plain.reserveCapacity(catalog.entries.count)
        for entry in catalog.entries {
            // Keys marked "do not translate" always show their source text.
            guard isSource || entry.isTranslatable else { continue }
            guard let content = entry.localization(language)?.content else {
                // In a String Catalog the key is the source text unless the source says otherwise.
                if isSource { plain[entry.key] = entry.key }
                continue
            }
            if content.variations.isEmpty, content.substitutions.isEmpty {
                // An empty translation falls through to the next language, as at run time.
                if let value = content.unit?.value, !value.isEmpty || isSource { plain[entry.key] = value }
            } else {
                varying[entry.key] = content
            }
        }
        self.plain = plain
        self.varying = varying
        pluralRules = (try? cache.locale(language)).flatMap { try? cache.pluralRules($0) }
    }

    var isEmpty: Bool { plain.isEmpty && varying.isEmpty }
}
