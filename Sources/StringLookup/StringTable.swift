import LocaleServices
import StringCatalog

/// The strings of one locale: its fallback chain of languages, resolved once. Immutable and
/// safe to share; look-ups take no lock.
public struct StringTable: Sendable {
    public let locale: LocaleID
    let chain: [LanguageTable]
    let sourceLanguage: String
    let owner: LocalizedStrings

    /// The languages searched, most specific first.
    public var languages: [String] { chain.map(\.language) }

    /// The text of a key (for a varying string, its `other` form), without formatting.
    public func string(_ key: String) throws -> String {
        for table in chain {
            if let text = table.plain[key] { return text }
            if let node = table.varying[key] { return representative(node) }
        }
        return try missing(key)
    }

    /// The string for `count`, with the plural form the locale's rules choose and the count
    /// formatted in the locale's digits.
    public func string(_ key: String, count: Int) throws -> String {
        try format(key, [.integer(count)]).text
    }

    /// The string with its arguments formatted. Problems (a missing or mistyped argument)
    /// are returned and shown as visible markers, and reported to `Options.onIssue`.
    public func format(_ key: String, _ arguments: [FormatArgument]) throws -> FormattedString {
        var issues: [FormatIssue] = []
        let text: String
        if let (table, found) = lookUp(key) {
            let formatter = ArgumentFormatter(locale: locale, cache: owner.cache, key: key, isolatesText: owner.options.isolatesArguments)
            switch found {
            case let .plain(value):
                text = formatter.render(FormatString(value), arguments, issues: &issues)
            case let .varying(node):
                text = render(node, table: table, arguments, formatter: formatter, issues: &issues)
            }
        } else {
            text = try missing(key)
        }
        if let onIssue = owner.options.onIssue { issues.forEach(onIssue) }
        return FormattedString(text: text, issues: issues)
    }

    // MARK: Resolution

    private enum Found {
        case plain(String)
        case varying(StringNode)
    }

    private func lookUp(_ key: String) -> (LanguageTable, Found)? {
        for table in chain {
            if let text = table.plain[key] { return (table, .plain(text)) }
            if let node = table.varying[key] { return (table, .varying(node)) }
        }
        return nil
    }

    private func missing(_ key: String) throws -> String {
        switch owner.options.missingKeyPolicy {
        case .sourceText, .key: return key
        case .error: throw LookupError.missingKey(key, locale: locale.identifier)
        }
    }

    private func render(_ node: StringNode, table: LanguageTable, _ arguments: [FormatArgument], formatter: ArgumentFormatter, issues: inout [FormatIssue]) -> String {
        let node = deviceCase(of: node)
        if let plural = node.pluralVariations {
            // The count is the first numeric argument, as in Xcode's "Vary by plural".
            let count = arguments.first { if case .text = $0 { false } else { true } }
            let form = pluralForm(plural, count: count, rules: table.pluralRules)
            return formatter.render(FormatString(form), arguments, issues: &issues)
        }
        let text = node.unit?.value ?? ""
        return formatter.render(FormatString(text), arguments, substitution: { name, argument in
            guard let substitution = node.substitutions.first(where: { $0.name == name }) else { return nil }
            let specifier = substitution.formatSpecifier ?? "lld"
            // argNum names the argument the plural depends on when it is not the one the
            // reference itself consumes.
            let value = substitution.argumentNumber.flatMap { $0 - 1 < arguments.count ? arguments[$0 - 1] : nil } ?? argument
            guard let set = substitution.variations.first(where: { $0.kind == VariationSet.plural }) else {
                return (FormatString(substitution.variations.first?.cases.first?.node.unit?.value ?? "", isSubstitutionForm: true), specifier, value)
            }
            return (FormatString(pluralForm(set, count: value, rules: table.pluralRules), isSubstitutionForm: true), specifier, value)
        }, issues: &issues)
    }

    /// The device case for the configured device, else `other`, else the first.
    private func deviceCase(of node: StringNode) -> StringNode {
        guard let device = node.deviceVariations else { return node }
        let chosen = device[owner.options.device] ?? device["other"] ?? device.cases.first?.node ?? node
        return deviceCase(of: chosen)
    }

    /// The form for a count: Apple's `zero` form for 0 when present, else the category the
    /// rules choose for the number as displayed (an integer, or a decimal with the visible
    /// fraction digits of the `other` form's specifier); `other` when that form is missing.
    private func pluralForm(_ set: VariationSet, count: FormatArgument?, rules: PluralRules?) -> String {
        var category = "other"
        switch count {
        case let .integer(value)?:
            if value == 0, set["zero"] != nil { category = "zero" } else if let rules { category = rules.category(for: value).rawValue }
        case let .double(value)?:
            let digits = set["other"]?.unit.flatMap { FormatString($0.value).specifiers.first { $0.argumentKind == .floatingPoint } }.map { specifier -> Int in
                if case let .fixed(precision)? = specifier.precision { return precision }
                return 6
            } ?? 0
            if value == 0, set["zero"] != nil { category = "zero" } else if let rules, let chosen = try? rules.category(for: value, fractionDigits: digits) { category = chosen.rawValue }
        default:
            break
        }
        return (set[category] ?? set["other"] ?? set.cases.first?.node)?.unit?.value ?? ""
    }

    private func representative(_ node: StringNode) -> String {
        let node = deviceCase(of: node)
        if let unit = node.unit { return unit.value }
        return (node.pluralVariations?["other"] ?? node.pluralVariations?.cases.first?.node)?.unit?.value ?? ""
    }
}
