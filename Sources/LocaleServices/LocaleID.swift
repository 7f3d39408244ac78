import CICU

/// A validated locale, written as a canonical BCP 47 tag ("pt-BR", "zh-Hant-TW").
///
/// Creating one checks that ICU has data for the language: ICU itself accepts any string and
/// silently formats with root data, which would hide a typo such as "xx-Fake" or "sp".
public struct LocaleID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Canonical BCP 47 tag: "pt_BR", "pt-br" and "PT-BR" all become "pt-BR"; "iw" becomes "he".
    public let identifier: String
    /// The same locale as ICU spells it ("pt_BR"), for calls into ICU.
    public let icuIdentifier: String
    public let language: String
    public let script: String?
    public let region: String?
    /// Whether the locale's script is written right to left (uloc_isRightToLeft).
    public let isRightToLeft: Bool

    /// Parses and validates a locale identifier, accepting BCP 47 ("pt-BR") and ICU/Apple
    /// ("pt_BR") spellings in any letter case.
    public init(_ text: String) throws {
        let trimmed = text.trimmingASCIIWhitespace()
        guard !trimmed.isEmpty else { throw LocaleError.malformed(text, reason: "it is empty") }
        guard trimmed.utf8.allSatisfy({ $0 < 0x80 && $0 != 0 }) else {
            throw LocaleError.malformed(text, reason: "it contains characters outside ASCII")
        }
        let tag = String(trimmed.map { $0 == "_" ? "-" : $0 })

        var parsedLength: Int32 = 0
        let parsed: String
        do {
            parsed = try icuLocaleString("parse locale \(text)") { out, capacity, status in
                cicu_locale_from_language_tag(tag, out, capacity, &parsedLength, status)
            }
        } catch {
            throw LocaleError.malformed(text, reason: "ICU cannot parse it (\(error.statusName))")
        }
        guard Int(parsedLength) == tag.utf8.count, !parsed.isEmpty else {
            let position = Int(parsedLength) + 1
            throw LocaleError.malformed(text, reason: "it is not a BCP 47 tag (unexpected text at character \(position))")
        }
        let canonical: String
        do {
            canonical = try icuLocaleString("write locale \(text) as a language tag") { out, capacity, status in
                cicu_locale_to_language_tag(parsed, out, capacity, status)
            }
        } catch {
            throw LocaleError.malformed(text, reason: "it is not a BCP 47 tag (\(error.statusName))")
        }
        try self.init(validatingCanonicalTag: canonical, original: text)
    }

    /// Builds the value for a tag ICU has already canonicalized, then checks each subtag.
    private init(validatingCanonicalTag tag: String, original: String) throws {
        let icu =
            (try? icuLocaleString("parse \(tag)") { out, capacity, status in
                var parsed: Int32 = 0
                return cicu_locale_from_language_tag(tag, out, capacity, &parsed, status)
            }) ?? tag
        let parts = LocaleID.subtags(ofICUIdentifier: icu)
        guard parts.language.count >= 2, parts.language != "und" else {
            throw LocaleError.unknownLanguage(original, language: parts.language.isEmpty ? "und" : parts.language)
        }
        guard LocaleID.isKnownLanguage(parts.language) else {
            throw LocaleError.unknownLanguage(original, language: parts.language)
        }
        if let script = parts.script, cicu_script_is_known(script) == 0 {
            throw LocaleError.unknownScript(original, script: script)
        }
        if let region = parts.region, cicu_region_is_known(region) == 0 {
            throw LocaleError.unknownRegion(original, region: region)
        }
        self.init(tag: tag, icu: icu, parts: parts)
    }

    /// For ids derived from an already valid one (fallback parents): no second validation.
    private init(tag: String, icu: String, parts: (language: String, script: String?, region: String?)) {
        identifier = tag
        icuIdentifier = icu
        language = parts.language
        script = parts.script
        region = parts.region
        isRightToLeft = cicu_locale_is_right_to_left(icu) != 0
    }

    /// A locale built from subtags that are known to be valid.
    private init(language: String, script: String?, region: String?) {
        let tag = [language, script, region].compactMap { $0 }.joined(separator: "-")
        let icu = [language, script, region].compactMap { $0 }.joined(separator: "_")
        self.init(tag: tag, icu: icu, parts: (language, script, region))
    }

    public var description: String { identifier }

    public static func < (lhs: LocaleID, rhs: LocaleID) -> Bool { lhs.identifier < rhs.identifier }

    /// The locale's name in English ("Portuguese (Brazil)").
    public var englishName: String {
        (try? icuString("name locale \(identifier)") { out, capacity, status in
            cicu_locale_display_name(icuIdentifier, "en", out, capacity, status)
        }) ?? identifier
    }

    /// The order in which a catalog should be searched for this locale, most specific first,
    /// following CLDR's parent locales: es-MX, es-419, es; zh-TW, zh-Hant-TW, zh-Hant (never
    /// zh, whose script differs). `source` (the catalog's development language) comes last.
    public func fallbackChain(endingWith source: LocaleID? = nil) -> [LocaleID] {
        var chain = [self]
        var current = self
        // A region can imply a script other than the language's default (zh-TW is Hant while
        // zh is Hans); CLDR inserts that script before truncating.
        if script == nil, region != nil, let implied = impliedScript(), implied != LocaleID.defaultScript(of: language) {
            current = LocaleID(language: language, script: implied, region: region)
            chain.append(current)
        }
        while let parent = current.parent() {
            if !chain.contains(parent) { chain.append(parent) }
            current = parent
        }
        if let source, !chain.contains(source) { chain.append(source) }
        return chain
    }

    /// CLDR's parent: the explicit parentLocales entry when there is one ("es-MX" -> "es-419"),
    /// otherwise the id with its last subtag removed; nil at the language (whose parent is root).
    func parent() -> LocaleID? {
        let explicit = withUnsafeTemporaryAllocation(of: CChar.self, capacity: 96) { buffer -> String? in
            let length = Int(cicu_locale_explicit_parent(icuIdentifier, buffer.baseAddress!, 96))
            guard length > 0 else { return nil }
            return String(decoding: UnsafeRawBufferPointer(start: buffer.baseAddress!, count: length), as: UTF8.self)
        }
        if let explicit {
            guard explicit != "root" else { return nil }
            let parts = LocaleID.subtags(ofICUIdentifier: explicit)
            return LocaleID(language: parts.language, script: parts.script, region: parts.region)
        }
        if region != nil { return LocaleID(language: language, script: script, region: nil) }
        if script != nil { return LocaleID(language: language, script: nil, region: nil) }
        return nil
    }

    private func impliedScript() -> String? {
        let maximized = try? icuLocaleString("add likely subtags to \(identifier)") { out, capacity, status in
            cicu_locale_add_likely_subtags(icuIdentifier, out, capacity, status)
        }
        return maximized.flatMap { LocaleID.subtags(ofICUIdentifier: $0).script }
    }

    private static func defaultScript(of language: String) -> String? {
        let maximized = try? icuLocaleString("add likely subtags to \(language)") { out, capacity, status in
            cicu_locale_add_likely_subtags(language, out, capacity, status)
        }
        return maximized.flatMap { subtags(ofICUIdentifier: $0).script }
    }

    /// A language is known when ICU ships a locale for it, or when CLDR's likely-subtags data
    /// knows it (dv and syr have rules and data but are not in ICU's available list); ICU
    /// returns an unknown language from addLikelySubtags unchanged.
    private static func isKnownLanguage(_ language: String) -> Bool {
        if cicu_locale_language_is_available(language) != 0 { return true }
        guard
            let maximized = try? icuLocaleString(
                "add likely subtags to \(language)",
                { out, capacity, status in
                    cicu_locale_add_likely_subtags(language, out, capacity, status)
                })
        else { return false }
        return maximized != language
    }

    static func subtags(ofICUIdentifier icu: String) -> (language: String, script: String?, region: String?) {
        func read(_ call: (UnsafePointer<CChar>, UnsafeMutablePointer<CChar>, Int32, UnsafeMutablePointer<Int32>) -> Int32) -> String? {
            let value = try? icuLocaleString("read a subtag of \(icu)") { out, capacity, status in
                icu.withCString { call($0, out, capacity, status) }
            }
            return (value?.isEmpty ?? true) ? nil : value
        }
        return (read(cicu_locale_language) ?? "", read(cicu_locale_script), read(cicu_locale_region))
    }
}

/// Why a locale identifier was rejected; each message names the value and what is accepted.
public enum LocaleError: Error, Equatable, Sendable, CustomStringConvertible {
    case malformed(String, reason: String)
    case unknownLanguage(String, language: String)
    case unknownScript(String, script: String)
    case unknownRegion(String, region: String)

    public var description: String {
        switch self {
        case .malformed(let text, let reason):
            return "'\(text)' is not a locale identifier: \(reason). Use a BCP 47 tag such as en, pt-BR or zh-Hant-TW."
        case .unknownLanguage(let text, let language):
            return
                "unknown locale '\(text)': ICU has no data for the language "
                + "'\(language)'. Use an ISO 639 language code such as en, es, ar or dv."
        case .unknownScript(let text, let script):
            return "unknown locale '\(text)': '\(script)' is not an ISO 15924 script code. Use a script such as Latn, Arab or Hant."
        case .unknownRegion(let text, let region):
            return
                "unknown locale '\(text)': '\(region)' is not a region CLDR knows. Use "
                + "an ISO 3166 code such as BR or MX, or a UN M.49 code such as 419."
        }
    }
}

extension String {
    func trimmingASCIIWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
