import LocaleServices

/// A key and the arguments to format it with, as the accessors `handz-lint catalog codegen`
/// writes return them (`L10n.Screen.LibraryHome.flowCount(count: 3)`). It names a string
/// without looking it up: the app asks its `LocalizedStrings` for the user's locale.
public struct LocalizedText: Sendable, Equatable, CustomStringConvertible {
    public let key: String
    public let arguments: [FormatArgument]

    public init(_ key: String, arguments: [FormatArgument] = []) {
        self.key = key
        self.arguments = arguments
    }

    public var description: String { arguments.isEmpty ? key : "\(key) \(arguments)" }
}

extension LocalizedStrings {
    /// The text for `text` in `locale`: plural forms chosen by its count, arguments formatted.
    /// Problems (a missing argument, a bad form) show as ⟦…⟧ and reach `Options.onIssue`.
    public func string(_ text: LocalizedText, locale: LocaleID) throws -> String {
        try table(for: locale).string(text)
    }
}

extension StringTable {
    public func string(_ text: LocalizedText) throws -> String {
        try format(text.key, text.arguments).text
    }
}
