/// What the runtime does when a key is in no table of the fallback chain.
public enum MissingKeyPolicy: Sendable, Equatable {
    /// Show the key's source-language text; for a key the catalog does not have at all, the
    /// key itself (what `String(localized:)` does).
    case sourceText
    /// Show the key, making missing strings easy to spot in QA builds.
    case key
    /// Throw `LookupError.missingKey`.
    case error
}

public enum LookupError: Error, Equatable, Sendable, CustomStringConvertible {
    case missingKey(String, locale: String)

    public var description: String {
        switch self {
        case .missingKey(let key, let locale): "no string for \"\(key)\" in \(locale) or its fallback languages"
        }
    }
}
