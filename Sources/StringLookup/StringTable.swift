import LocaleServices
import StringCatalog

/// The strings of one locale: its fallback chain of languages, resolved once. Immutable and
/// safe to share; look-ups take no lock.
public struct StringTable: Sendable {
    public let locale: LocaleID
    let chain: [LanguageTable]
    let sourceLanguage: String
    /// The options and cache of the `LocalizedStrings` it came from, copied rather than
    /// referenced: that instance keeps its tables, and a reference back would keep it alive
    /// forever.
    let options: LocalizedStrings.Options
    let cache: FormatterCache
    /// The locale's integer format, resolved once: counts are the common argument.
    let integers: NumberFormat?

    /// The languages searched, most specific first.
    public var languages: [String] { chain.map(\.language) }

    /// The text of a key (for a varying string, its `other` form), without formatting.
    public func string(_ key: String) throws -> String {
        for table in chain {
            if let text = table.text(key) { return text }
        }
        return try missing(key)
    }

    /// The string for `count`, with the plural form the locale's rules choose and the count
    /// formatted in the locale's digits.
    public func string(_ key: String, count: Int) throws -> String {
        var issues: [FormatIssue] = []
        let text = try withUnsafePointer(to: FormatArgument.integer(count)) { argument in
            try render(key, UnsafeBufferPointer(start: argument, count: 1), issues: &issues)
        }
        report(issues)
        return text
    }

    /// The string with its arguments formatted. Problems (a missing or mistyped argument)
    /// are returned and shown as visible markers, and reported to `Options.onIssue`.
    public func format(_ key: String, _ arguments: [FormatArgument]) throws -> FormattedString {
        var issues: [FormatIssue] = []
        let text = try arguments.withUnsafeBufferPointer { try render(key, $0, issues: &issues) }
        report(issues)
        return FormattedString(text: text, issues: issues)
    }

    private func report(_ issues: [FormatIssue]) {
        guard !issues.isEmpty, let onIssue = options.onIssue else { return }
        issues.forEach(onIssue)
    }

    // MARK: Resolution

    private func missing(_ key: String) throws -> String {
        switch options.missingKeyPolicy {
        case .sourceText, .key: return key
        case .error: throw LookupError.missingKey(key, locale: locale.identifier)
        }
    }

    /// The text of `key` in the first table of the chain that has it, formatted.
    private func render(_ key: String, _ arguments: UnsafeBufferPointer<FormatArgument>, issues: inout [FormatIssue]) throws -> String {
        for table in chain {
            guard let entry = table.entry(key) else { continue }
            let formatter = ArgumentFormatter(
                locale: locale, cache: cache, integers: integers, key: key, isolatesText: options.isolatesArguments)
            switch entry {
            case .plain(let compiled):
                guard let format = compiled.format else { return compiled.text }
                return formatter.render(format, arguments, issues: &issues)
            case .varying(let node):
                return render(node.forDevice(options.device), table: table, arguments, formatter: formatter, issues: &issues)
            }
        }
        return try missing(key)
    }

    private func render(
        _ node: CompiledNode, table: LanguageTable, _ arguments: UnsafeBufferPointer<FormatArgument>, formatter: ArgumentFormatter,
        issues: inout [FormatIssue]
    ) -> String {
        if node.plural != nil {
            // The count is the first numeric argument, as in Xcode's "Vary by plural".
            let count = arguments.first { if case .text = $0 { false } else { true } }
            let form = pluralForm(node, count: count, table: table, formatter: formatter, issues: &issues)
            return text(of: form, arguments, formatter: formatter, issues: &issues)
        }
        guard let unit = node.unit else { return "" }
        guard let format = unit.format else { return unit.text }
        // Plural choices inside substitutions report here: `issues` itself is being written
        // by `render` while the closure runs.
        var selectionIssues: [FormatIssue] = []
        let rendered = formatter.render(
            format, arguments,
            substitution: { name, argument in
                guard let substitution = node.substitutions.first(where: { $0.name == name }), let forms = substitution.forms else {
                    return nil
                }
                // argNum names the argument the plural depends on when it is not the one the
                // reference itself consumes.
                let value = substitution.argumentNumber.flatMap { $0 >= 1 && $0 <= arguments.count ? arguments[$0 - 1] : nil } ?? argument
                let form =
                    forms.plural != nil
                    ? pluralForm(forms, count: value, table: table, formatter: formatter, issues: &selectionIssues) : forms.unit
                return (form, substitution.argumentSpecifier, value)
            }, issues: &issues)
        issues += selectionIssues
        return rendered
    }

    private func text(
        of form: CompiledText?, _ arguments: UnsafeBufferPointer<FormatArgument>, formatter: ArgumentFormatter, issues: inout [FormatIssue]
    ) -> String {
        guard let form else { return "" }
        guard let format = form.format else { return form.text }
        return formatter.render(format, arguments, issues: &issues)
    }

    /// The form for a count: Apple's `zero` form for 0 when present, else the category the
    /// rules choose for the number as displayed (an integer, or a decimal with the visible
    /// fraction digits of the `other` form's specifier); `other` when that form is missing.
    /// When the rules cannot choose (ICU fails, the count is not a finite number), the `other`
    /// form is shown and the failure reported.
    private func pluralForm(
        _ node: CompiledNode, count: FormatArgument?, table: LanguageTable, formatter: ArgumentFormatter, issues: inout [FormatIssue]
    ) -> CompiledText? {
        guard let forms = node.plural else { return node.unit }
        var category = PluralCategory.other
        do {
            switch count {
            case .integer(let value)?:
                if value == 0, forms[0] != nil {
                    category = .zero
                } else if let chosen = try table.pluralCategory(for: value) {
                    category = chosen
                }
            case .double(let value)?:
                if value == 0, forms[0] != nil {
                    category = .zero
                } else if let rules = table.pluralRules {
                    category = try rules.category(for: value, fractionDigits: node.otherFractionDigits)
                }
            default:
                break
            }
        } catch {
            issues.append(formatter.issue(.pluralSelectionFailed, count?.description ?? "", "no plural form could be chosen: \(error)"))
        }
        return forms[category.index] ?? forms[5] ?? forms.compactMap { $0 }.first
    }
}

extension PluralCategory {
    /// Position in `CompiledNode.categoryOrder`.
    var index: Int {
        switch self {
        case .zero: 0
        case .one: 1
        case .two: 2
        case .few: 3
        case .many: 4
        case .other: 5
        }
    }
}
