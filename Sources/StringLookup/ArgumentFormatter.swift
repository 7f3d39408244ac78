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

    /// What a `%#@name@` reference resolves to: the form its count chooses (nil renders as
    /// nothing), what `%arg` reads inside it, and the argument `%arg` stands for.
    typealias Substitution = (form: CompiledText?, token: CompiledSpecifier?, argument: FormatArgument?)

    /// Formats `format` with `arguments`. `substitution` resolves a `%#@name@` reference and
    /// its argument; `argumentToken` is what `%arg` stands for inside such a form.
    func render(
        _ format: CompiledFormat, _ arguments: UnsafeBufferPointer<FormatArgument>,
        substitution: (String, FormatArgument?) -> Substitution? = { _, _ in nil },
        argumentToken: (specifier: CompiledSpecifier?, argument: FormatArgument?)? = nil,
        issues: inout [FormatIssue]
    ) -> String {
        var output = ""
        output.reserveCapacity(format.capacity)
        func value(_ index: Int) -> FormatArgument? { index >= 0 && index < arguments.count ? arguments[index] : nil }
        for step in format.steps {
            switch step {
            case .literal(let text):
                output += text
            case .broken(let text, let reason):
                issues.append(issue(.brokenSpecifier, text, reason))
                output += ArgumentFormatter.marker(text)
            case .substitutionArgument:
                guard let token = argumentToken else {
                    issues.append(issue(.brokenSpecifier, "%arg", "%arg is only meaningful inside a substitution's forms"))
                    output += ArgumentFormatter.marker("%arg")
                    continue
                }
                appendValue(token.specifier, token.argument, text: "%arg", to: &output, issues: &issues)
            case .substitution(let name, let index, let text):
                guard let chosen = substitution(name, value(index)) else {
                    issues.append(issue(.unknownSubstitution, text, "no substitution named \(name)"))
                    output += ArgumentFormatter.marker(text)
                    continue
                }
                guard let form = chosen.form else { continue }
                guard let compiled = form.format else {
                    output += form.text
                    continue
                }
                output += render(compiled, arguments, argumentToken: (chosen.token, chosen.argument), issues: &issues)
            case .value(let step):
                let specifier = step.specifier
                var starPrecision: Int?
                for star in step.starArguments {
                    let amount = value(star)
                    if case .integer(let number)? = amount {
                        starPrecision = number
                    } else {
                        issues.append(
                            issue(
                                amount == nil ? .missingArgument : .wrongType, specifier.specifier.text,
                                "the * width or precision needs an integer argument"))
                    }
                }
                appendValue(
                    specifier, value(step.argument), text: specifier.specifier.text, starPrecision: starPrecision, to: &output,
                    issues: &issues)
            }
        }
        return output
    }

    /// `starPrecision`: the last integer a `*` width or precision read.
    private func appendValue(
        _ specifier: CompiledSpecifier?, _ value: FormatArgument?, text: String, starPrecision: Int? = nil,
        to output: inout String, issues: inout [FormatIssue]
    ) {
        guard let specifier else {
            issues.append(issue(.brokenSpecifier, text, "not a format specifier"))
            output += ArgumentFormatter.marker(text)
            return
        }
        guard let value else {
            issues.append(issue(.missingArgument, text, "no argument was passed for it"))
            output += ArgumentFormatter.marker(text)
            return
        }
        switch (specifier.kind, value) {
        case (.integer, .integer(let number)), (.longInteger, .integer(let number)):
            if case .decimal = specifier.integerStyle {
                appendInteger(number, text: text, to: &output, issues: &issues)
            } else {
                output += localized(text, issues: &issues) { try integer(number, style: specifier.integerStyle) }
            }
        case (.object, .text(let string)), (.cString, .text(let string)), (.unicharString, .text(let string)):
            output += isolated(string)
        case (.object, .integer(let number)):
            appendInteger(number, text: text, to: &output, issues: &issues)
        case (.object, .double(let number)):
            output += localized(text, issues: &issues) { try cache.numberFormat(locale, .decimal()).string(number) }
        case (.floatingPoint, .double), (.floatingPoint, .integer):
            output += localized(text, issues: &issues) { try floating(value, specifier: specifier, starPrecision: starPrecision) }
        case (.unichar, .integer(let code)):
            if let scalar = UInt32(exactly: code).flatMap(Unicode.Scalar.init) {
                output.unicodeScalars.append(scalar)
                return
            }
            issues.append(issue(.wrongType, text, "\(code) is not a Unicode scalar value"))
            output += ArgumentFormatter.marker(text)
        case (.pointer, _):
            issues.append(issue(.unsupportedSpecifier, text, "pointers are not shown to users"))
            output += ArgumentFormatter.marker(text)
        default:
            issues.append(
                issue(
                    .wrongType, text, "\(specifier.specifier.text) reads \(specifier.kind.rawValue) but the argument is \(value.kindName)"))
            output += ArgumentFormatter.marker(text)
        }
    }

    /// A whole number in the locale's digits and grouping, written straight into the output.
    private func appendInteger(_ number: Int, text: String, to output: inout String, issues: inout [FormatIssue]) {
        do {
            let format = try integers ?? cache.numberFormat(locale, .integer)
            try format.append(number, to: &output)
        } catch {
            issues.append(issue(.formattingFailed, text, String(describing: error)))
            output += ArgumentFormatter.marker(text)
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

    private func integer(_ number: Int, style: CompiledSpecifier.IntegerStyle) throws -> String {
        switch style {
        case .radix(let radix, let uppercase): return String(number, radix: radix, uppercase: uppercase)
        case .zeroPadded(let skeleton): return try cache.numberFormat(locale, skeleton).string(number)
        case .decimal: return try (integers ?? cache.numberFormat(locale, .integer)).string(number)
        }
    }

    private func floating(_ value: FormatArgument, specifier: CompiledSpecifier, starPrecision: Int?) throws -> String {
        let number: Double
        switch value {
        case .double(let double): number = double
        case .integer(let integer): number = Double(integer)
        case .text: return value.description
        }
        if specifier.isShortestFloat {
            return try cache.numberFormat(locale, .decimal(minimumFractionDigits: 0, maximumFractionDigits: 6)).string(number)
        }
        let clamped = min(max(starPrecision ?? specifier.fixedFractionDigits, 0), 15)
        return try cache.numberFormat(locale, .decimal(minimumFractionDigits: clamped, maximumFractionDigits: clamped)).string(number)
    }

    private func isolated(_ text: String) -> String {
        isolatesText ? Bidi.isolated(text, forInsertionInto: locale.characterDirection) : text
    }

    func issue(_ kind: FormatIssue.Kind, _ specifier: String, _ detail: String) -> FormatIssue {
        FormatIssue(kind: kind, key: key, locale: locale.identifier, specifier: specifier, detail: detail)
    }
}
