import LocaleServices
import StringCatalog

/// Renders a parsed format string with arguments, the way `String(format:)` would but safely:
/// every specifier is checked against the argument it reads, a missing or mistyped argument
/// becomes a visible marker (never a read of memory that was not passed), and numbers use the
/// locale's digits and grouping.
struct ArgumentFormatter {
    let locale: LocaleID
    let cache: FormatterCache
    /// The locale's integer format when the caller has it at hand (saves a cache look-up).
    let integers: NumberFormat?
    let key: String
    /// Wrap text arguments of the other direction in FSI…PDI (see `Bidi.isolated`).
    let isolatesText: Bool

    /// Markers stand out in any script and cannot be mistaken for translated text.
    static func marker(_ specifier: String) -> String { "⟦\(specifier)⟧" }

    /// Formats `format` with `arguments`. `substitution` resolves a `%#@name@` reference and
    /// its argument to the chosen form and the substitution's value type ("lld");
    /// `argumentToken` is the argument `%arg` stands for inside such a form.
    func render(
        _ format: FormatString, _ arguments: [FormatArgument],
        substitution: (String, FormatArgument?) -> (form: FormatString, specifier: FormatSpecifier?, argument: FormatArgument?)? = { _, _ in nil },
        argumentToken: (specifier: FormatSpecifier?, argument: FormatArgument?)? = nil,
        issues: inout [FormatIssue]
    ) -> String {
        var output = ""
        var next = 0
        // Sequential specifiers continue after the highest position used so far, the rule
        // `FormatString.arguments` applies when validating.
        func argument(_ position: Int?) -> (index: Int, value: FormatArgument?) {
            let index: Int
            if let position { index = position - 1; next = max(next, position) } else { index = next; next += 1 }
            return (index, index >= 0 && index < arguments.count ? arguments[index] : nil)
        }
        for piece in format.pieces {
            switch piece {
            case let .literal(text):
                output += text
            case .percent:
                output += "%"
            case let .broken(text, reason):
                issues.append(issue(.brokenSpecifier, text, reason))
                output += ArgumentFormatter.marker(text)
            case .substitutionArgument:
                guard let token = argumentToken else {
                    issues.append(issue(.brokenSpecifier, "%arg", "%arg is only meaningful inside a substitution's forms"))
                    output += ArgumentFormatter.marker("%arg")
                    continue
                }
                output += renderValue(token.specifier, token.argument, text: "%arg", issues: &issues)
            case let .specifier(specifier):
                if let name = specifier.substitutionName {
                    let (_, value) = argument(specifier.position)
                    guard let chosen = substitution(name, value) else {
                        issues.append(issue(.unknownSubstitution, specifier.text, "no substitution named \(name)"))
                        output += ArgumentFormatter.marker(specifier.text)
                        continue
                    }
                    output += render(chosen.form, arguments, argumentToken: (chosen.specifier, chosen.argument), issues: &issues)
                    continue
                }
                // Widths and precisions given as `*` read their own integer arguments first.
                var amounts: [Int] = []
                for amount in [specifier.width, specifier.precision] {
                    if case let .argument(position)? = amount {
                        let (_, value) = argument(position)
                        if case let .integer(number)? = value { amounts.append(number) } else {
                            issues.append(issue(value == nil ? .missingArgument : .wrongType, specifier.text, "the * width or precision needs an integer argument"))
                        }
                    }
                }
                let (_, value) = argument(specifier.position)
                output += renderValue(specifier, value, text: specifier.text, starAmounts: amounts, issues: &issues)
            }
        }
        return output
    }

    private func renderValue(_ specifier: FormatSpecifier?, _ value: FormatArgument?, text: String, starAmounts: [Int] = [], issues: inout [FormatIssue]) -> String {
        guard let specifier else {
            issues.append(issue(.brokenSpecifier, text, "not a format specifier"))
            return ArgumentFormatter.marker(text)
        }
        guard let value else {
            issues.append(issue(.missingArgument, text, "no argument was passed for it"))
            return ArgumentFormatter.marker(text)
        }
        switch (specifier.argumentKind, value) {
        case (.object, _), (.cString, .text), (.unicharString, .text):
            if case let .text(string) = value { return isolated(string) }
            return localized(text, issues: &issues) { try number(value) }
        case (.integer, .integer), (.longInteger, .integer):
            return localized(text, issues: &issues) { try integer(value, specifier: specifier) }
        case (.floatingPoint, .double), (.floatingPoint, .integer):
            return localized(text, issues: &issues) { try floating(value, specifier: specifier, starPrecision: starAmounts.last) }
        case (.unichar, .integer(let code)):
            if let scalar = UInt32(exactly: code).flatMap(Unicode.Scalar.init) { return String(Character(scalar)) }
            issues.append(issue(.wrongType, text, "\(code) is not a Unicode scalar value"))
            return ArgumentFormatter.marker(text)
        case (.pointer, _):
            issues.append(issue(.unsupportedSpecifier, text, "pointers are not shown to users"))
            return ArgumentFormatter.marker(text)
        default:
            issues.append(issue(.wrongType, text, "\(specifier.text) reads \(specifier.argumentKind.rawValue) but the argument is \(value.kindName)"))
            return ArgumentFormatter.marker(text)
        }
    }

    /// A number in the locale's digits; when ICU fails, the marker and an issue, never ASCII
    /// digits the locale may not use.
    private func localized(_ text: String, issues: inout [FormatIssue], _ body: () throws -> String) -> String {
        do {
            return try body()
        } catch {
            issues.append(issue(.formattingFailed, text, String(describing: error)))
            return ArgumentFormatter.marker(text)
        }
    }

    private func integer(_ value: FormatArgument, specifier: FormatSpecifier) throws -> String {
        guard case let .integer(number) = value else { return value.description }
        switch specifier.conversion {
        case "x": return String(number, radix: 16)
        case "X": return String(number, radix: 16, uppercase: true)
        case "o", "O": return String(number, radix: 8)
        default:
            if specifier.flags.contains("0"), case let .fixed(width)? = specifier.width, width > 1 {
                // "%02d" in timers: zero-padded, in the locale's digits, without grouping.
                let skeleton = "precision-integer group-off integer-width/*" + String(repeating: "0", count: min(width, 20))
                return try cache.numberFormat(locale, .skeleton(skeleton)).string(number)
            }
            return try integerText(number)
        }
    }

    private func integerText(_ number: Int) throws -> String {
        if let integers { return try integers.string(number) }
        return try cache.numberFormat(locale, .integer).string(number)
    }

    private func floating(_ value: FormatArgument, specifier: FormatSpecifier, starPrecision: Int?) throws -> String {
        let number: Double
        switch value {
        case let .double(double): number = double
        case let .integer(integer): number = Double(integer)
        case .text: return value.description
        }
        var digits = 6
        if case let .fixed(precision)? = specifier.precision { digits = precision }
        if let starPrecision { digits = starPrecision }
        if specifier.conversion == "g" || specifier.conversion == "G" || specifier.conversion == "e" || specifier.conversion == "E" {
            return try cache.numberFormat(locale, .decimal(minimumFractionDigits: 0, maximumFractionDigits: 6)).string(number)
        }
        let clamped = min(max(digits, 0), 15)
        return try cache.numberFormat(locale, .decimal(minimumFractionDigits: clamped, maximumFractionDigits: clamped)).string(number)
    }

    private func number(_ value: FormatArgument) throws -> String {
        switch value {
        case let .integer(number): return try integerText(number)
        case let .double(number): return try cache.numberFormat(locale, .decimal()).string(number)
        case let .text(text): return text
        }
    }

    private func isolated(_ text: String) -> String {
        isolatesText ? Bidi.isolated(text, forInsertionInto: locale.characterDirection) : text
    }

    func issue(_ kind: FormatIssue.Kind, _ specifier: String, _ detail: String) -> FormatIssue {
        FormatIssue(kind: kind, key: key, locale: locale.identifier, specifier: specifier, detail: detail)
    }
}
