import StringCatalog

/// The Swift type an argument is passed as, from the specifier that reads it.
enum ArgumentType: String, Sendable {
    case int, double, string

    init(_ kind: FormatSpecifier.ArgumentKind) {
        switch kind {
        case .integer, .longInteger, .unichar, .pointer: self = .int
        case .floatingPoint: self = .double
        case .object, .cString, .unicharString, .substitution: self = .string
        }
    }

    /// A substitution's own argument, from its `formatSpecifier` ("lld" when unstated).
    init(substitution: Substitution?) {
        self.init(FormatString("%" + (substitution?.formatSpecifier ?? "lld")).specifiers.first?.argumentKind ?? .longInteger)
    }

    var swiftType: String {
        switch self {
        case .int: "Swift.Int"
        case .double: "Swift.Double"
        case .string: "Swift.String"
        }
    }

    /// The `StringLookup.FormatArgument` case that carries it.
    var formatArgument: String {
        switch self {
        case .int: "integer"
        case .double: "double"
        case .string: "text"
        }
    }
}

struct Parameter: Equatable, Sendable {
    var position: Int
    var label: String
    var type: ArgumentType
}

/// The parameters of a key's accessor: every argument its source text reads, over all its
/// forms (plural, device) and substitutions, in argument order. A substitution's argument is
/// named after the substitution; the count of a plural string is `count`; others are `argN`.
struct AccessorSignature: Sendable {
    var parameters: [Parameter]
    /// Positions 1…argumentCount are passed, gaps as empty text.
    var argumentCount: Int
    var problems: [String]

    init(source node: StringNode) {
        var types: [Int: ArgumentType] = [:]
        var labels: [Int: String] = [:]
        var problems: [String] = []
        func add(_ position: Int, _ type: ArgumentType, label: String?) {
            if let existing = types[position], existing != type {
                problems.append(
                    "argument \(position) is read as \(existing.rawValue) and as \(type.rawValue); the accessor takes \(existing.rawValue)")
            } else {
                types[position] = type
            }
            if let label, labels[position] == nil { labels[position] = label }
        }
        for (_, unit) in node.allUnits() {
            for (position, specifiers) in FormatString(unit.value).arguments {
                for specifier in specifiers {
                    if let name = specifier.substitutionName {
                        let substitution = node.substitutions.first { $0.name == name }
                        add(
                            substitution?.argumentNumber ?? position, ArgumentType(substitution: substitution),
                            label: SwiftIdentifier.parameterName(name))
                    } else {
                        add(position, ArgumentType(specifier.argumentKind), label: nil)
                    }
                }
            }
        }
        for substitution in node.substitutions {
            for (_, unit) in StringNode(variations: substitution.variations).allUnits() {
                for (position, specifiers) in FormatString(unit.value, isSubstitutionForm: true).arguments
                where specifiers.contains(where: { $0.position != nil }) {
                    add(position, ArgumentType(specifiers[0].argumentKind), label: nil)
                }
            }
        }
        if node.pluralVariations != nil, let count = types.keys.sorted().first(where: { types[$0] == .int }), labels[count] == nil {
            labels[count] = "count"
        }
        var used = Set<String>()
        parameters = types.keys.sorted().map { position in
            var label = labels[position] ?? "arg\(position)"
            if !used.insert(label).inserted { label += String(position) }
            used.insert(label)
            return Parameter(position: position, label: label, type: types[position]!)
        }
        argumentCount = types.keys.max() ?? 0
        self.problems = problems
    }
}
