import LocaleServices
import StringCatalog

/// A parsed format string turned into rendering steps once, at load: the argument each
/// specifier reads, how its value is rendered, and the literal text between them, so that a
/// look-up only walks the steps and never inspects a specifier's text again.
struct CompiledFormat: Sendable {
    enum Step: Sendable {
        /// Literal text, with `%%` already folded in.
        case literal(String)
        case value(ValueStep)
        case broken(text: String, reason: String)
        /// `%#@name@`: the form a substitution chooses, rendered with the same arguments.
        case substitution(name: String, argument: Int, text: String)
        /// `%arg` inside a substitution's forms.
        case substitutionArgument
    }

    let steps: [Step]
    /// What the output needs before any value is rendered, to size it once.
    let capacity: Int

    /// Argument numbers are 0-based. Sequential specifiers continue after the highest position
    /// used so far, the rule `FormatString.arguments` applies when validating; the order of the
    /// steps fixes every number, so it is worked out here rather than per look-up.
    init(_ format: FormatString) {
        var steps: [Step] = []
        var literal = ""
        var next = 0
        var valueCount = 0
        func argument(_ position: Int?) -> Int {
            guard let position else {
                next += 1
                return next - 1
            }
            next = max(next, position)
            return position - 1
        }
        func flush() {
            if !literal.isEmpty { steps.append(.literal(literal)) }
            literal = ""
        }
        for piece in format.pieces {
            switch piece {
            case .literal(let text): literal += text
            case .percent: literal += "%"
            case .broken(let text, let reason):
                flush()
                steps.append(.broken(text: text, reason: reason))
            case .substitutionArgument:
                flush()
                steps.append(.substitutionArgument)
                valueCount += 1
            case .specifier(let specifier):
                flush()
                valueCount += 1
                if let name = specifier.substitutionName {
                    steps.append(.substitution(name: name, argument: argument(specifier.position), text: specifier.text))
                    continue
                }
                // Widths and precisions given as `*` read their own integer arguments first.
                var stars: [Int] = []
                for amount in [specifier.width, specifier.precision] {
                    if case .argument(let position)? = amount { stars.append(argument(position)) }
                }
                steps.append(
                    .value(ValueStep(specifier: CompiledSpecifier(specifier), argument: argument(specifier.position), starArguments: stars))
                )
            }
        }
        flush()
        self.steps = steps
        capacity =
            steps.reduce(0) { total, step in
                if case .literal(let text) = step { return total + text.utf8.count }
                return total
            } + 8 * valueCount
    }
}

/// A specifier step: the argument it reads and those its `*` amounts read. A class, like
/// `CompiledSpecifier`: walking the steps then costs one retain per step, not one per string
/// a specifier holds.
final class ValueStep: Sendable {
    let specifier: CompiledSpecifier
    let argument: Int
    let starArguments: [Int]

    init(specifier: CompiledSpecifier, argument: Int, starArguments: [Int]) {
        self.specifier = specifier
        self.argument = argument
        self.starArguments = starArguments
    }
}

/// A specifier with everything its rendering depends on decided: the argument kind it reads
/// and, for numbers, the style.
final class CompiledSpecifier: Sendable {
    enum IntegerStyle: Sendable {
        /// The locale's digits and grouping.
        case decimal
        /// "%02d" in timers: zero-padded, in the locale's digits, without grouping.
        case zeroPadded(NumberStyle)
        case radix(Int, uppercase: Bool)
    }

    let specifier: FormatSpecifier
    let kind: FormatSpecifier.ArgumentKind
    let integerStyle: IntegerStyle
    /// For floating-point conversions: %g and %e show up to six digits as needed.
    let isShortestFloat: Bool
    /// The fraction digits of %f without a `*` precision.
    let fixedFractionDigits: Int

    init(_ specifier: FormatSpecifier) {
        self.specifier = specifier
        kind = specifier.argumentKind
        switch specifier.conversion {
        case "x": integerStyle = .radix(16, uppercase: false)
        case "X": integerStyle = .radix(16, uppercase: true)
        case "o", "O": integerStyle = .radix(8, uppercase: false)
        default:
            if specifier.flags.contains("0"), case .fixed(let width)? = specifier.width, width > 1 {
                integerStyle = .zeroPadded(
                    .skeleton("precision-integer group-off integer-width/*" + String(repeating: "0", count: min(width, 20))))
            } else {
                integerStyle = .decimal
            }
        }
        isShortestFloat = ["g", "G", "e", "E"].contains(specifier.conversion)
        if case .fixed(let precision)? = specifier.precision { fixedFractionDigits = precision } else { fixedFractionDigits = 6 }
    }
}
