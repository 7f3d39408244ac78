import SourceText

/// A value written for an option in a rules file, taken out of YAML by the rules-file reader so
/// that rules and their options need no YAML. Every value keeps where it was written, so an
/// option that refuses it can point at the line.
public struct OptionInput: Sendable {
    public enum Value: Sendable {
        case scalar(String)
        case list([OptionInput])
        case map([(key: String, value: OptionInput)])
    }

    public let value: Value
    public let location: SourceLocation?

    public init(_ value: Value, at location: SourceLocation?) {
        self.value = value
        self.location = location
    }

    public static func scalar(_ text: String) -> OptionInput { OptionInput(.scalar(text), at: nil) }

    public func error(_ message: String) -> InputError {
        location.map { InputError(at: $0, message) } ?? InputError(file: "rules file", message: message)
    }

    /// What the value is, for messages ("text", "a list").
    public var kind: String {
        switch value {
        case .scalar: "text"
        case .list: "a list"
        case .map: "a mapping"
        }
    }

    public func text(of name: String) throws(InputError) -> String {
        guard case .scalar(let text) = value else { throw error("\(name) must be text, found \(kind)") }
        return text
    }

    /// A list of text; a single scalar is a list of one.
    public func texts(of name: String) throws(InputError) -> [String] {
        switch value {
        case .scalar(let text): return [text]
        case .list(let items):
            var texts: [String] = []
            for item in items { texts.append(try item.text(of: "an entry of \(name)")) }
            return texts
        case .map: throw error("\(name) must be a list, found a mapping")
        }
    }

    public func number(of name: String, in range: ClosedRange<Double>) throws(InputError) -> Double {
        let text = try text(of: name)
        guard let number = Double(text), number.isFinite else { throw error("\(name) must be a number, found '\(text)'") }
        guard range.contains(number) else {
            throw error(
                "\(name) must be between " + "\(OptionField<NoOptions>.describe(range.lowerBound)) and "
                    + "\(OptionField<NoOptions>.describe(range.upperBound)), found \(text)"
            )
        }
        return number
    }

    public func integer(of name: String, in range: ClosedRange<Int>) throws(InputError) -> Int {
        let text = try text(of: name)
        guard let number = Int(text) else { throw error("\(name) must be a whole number, found '\(text)'") }
        guard range.contains(number) else {
            throw error("\(name) must be between \(range.lowerBound) and \(range.upperBound), found \(text)")
        }
        return number
    }

    public func flag(of name: String) throws(InputError) -> Bool {
        switch try text(of: name).lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        case let other: throw error("\(name) must be true or false, found '\(other)'")
        }
    }

    public func list(of name: String) throws(InputError) -> [OptionInput] {
        switch value {
        case .scalar: return [self]
        case .list(let items): return items
        case .map: throw error("\(name) must be a list, found a mapping")
        }
    }

    /// A mapping's fields, after checking each key is one of `known`.
    public func fields(of name: String, known: Set<String>) throws(InputError) -> [(key: String, value: OptionInput)] {
        guard case .map(let entries) = value else { throw error("\(name) must be a mapping, found \(kind)") }
        for entry in entries where !known.contains(entry.key) {
            throw entry.value.error("unknown field '\(entry.key)' in \(name) (known: \(known.sorted().joined(separator: ", ")))")
        }
        return entries
    }
}

/// The shape of an option's value, for documentation and the rules file's JSON Schema.
public enum OptionSchema: Sendable, Equatable {
    case number(ClosedRange<Double>)
    case integer(ClosedRange<Int>)
    case text
    case texts
    case flag
    /// A value with its own structure, described by a JSON Schema fragment.
    case structured(json: String)
}

/// One option of a rule: its name, what it means, the shape of its value, and how a value
/// written in a rules file is checked and stored. A rule's options type lists its fields as
/// data, so the rules-file reader, `rules explain`, the schema and the tests all read the same
/// table (a field that is declared is a field that works).
public struct OptionField<Options>: Sendable {
    public let name: String
    public let summary: String
    public let schema: OptionSchema
    private let store: @Sendable (inout Options, OptionInput, String) throws(InputError) -> Void
    private let show: @Sendable (Options) -> String

    public init(
        _ name: String, _ summary: String, schema: OptionSchema,
        store: @escaping @Sendable (inout Options, OptionInput, String) throws(InputError) -> Void,
        show: @escaping @Sendable (Options) -> String
    ) {
        self.name = name
        self.summary = summary
        self.schema = schema
        self.store = store
        self.show = show
    }

    /// Checks `input` and stores it; `context` names the option in messages ("tap-target-size.minimumTarget").
    public func apply(_ input: OptionInput, to options: inout Options, context: String) throws(InputError) {
        try store(&options, input, context)
    }

    /// The option's value in `options`, as a rules file would write it.
    public func value(in options: Options) -> String { show(options) }

    public static func number(
        _ name: String, _ keyPath: WritableKeyPath<Options, Double> & Sendable, in range: ClosedRange<Double>,
        _ summary: String
    ) -> OptionField {
        OptionField(
            name, summary, schema: .number(range),
            store: { options, input, context throws(InputError) in options[keyPath: keyPath] = try input.number(of: context, in: range) },
            show: { describe($0[keyPath: keyPath]) })
    }

    public static func integer(
        _ name: String, _ keyPath: WritableKeyPath<Options, Int> & Sendable, in range: ClosedRange<Int>,
        _ summary: String
    ) -> OptionField {
        OptionField(
            name, summary, schema: .integer(range),
            store: { options, input, context throws(InputError) in options[keyPath: keyPath] = try input.integer(of: context, in: range) },
            show: { String($0[keyPath: keyPath]) })
    }

    public static func flag(_ name: String, _ keyPath: WritableKeyPath<Options, Bool> & Sendable, _ summary: String) -> OptionField {
        OptionField(
            name, summary, schema: .flag,
            store: { options, input, context throws(InputError) in options[keyPath: keyPath] = try input.flag(of: context) },
            show: { String($0[keyPath: keyPath]) })
    }

    /// Text, optionally checked by `validate`, which returns an error message or nil.
    public static func text(
        _ name: String, _ keyPath: WritableKeyPath<Options, String?> & Sendable, _ summary: String,
        validate: @escaping @Sendable (String) -> String? = { _ in nil }
    ) -> OptionField {
        OptionField(
            name, summary, schema: .text,
            store: { options, input, context throws(InputError) in
                let text = try input.text(of: context)
                if let problem = validate(text) { throw input.error("\(context): \(problem)") }
                options[keyPath: keyPath] = text
            },
            show: { $0[keyPath: keyPath] ?? "none" })
    }

    /// A list of text; `transform` normalizes each entry (lowercasing, say).
    public static func texts(
        _ name: String, _ keyPath: WritableKeyPath<Options, [String]> & Sendable, _ summary: String,
        transform: @escaping @Sendable (String) -> String = { $0 }
    ) -> OptionField {
        OptionField(
            name, summary, schema: .texts,
            store: { options, input, context throws(InputError) in options[keyPath: keyPath] = try input.texts(of: context).map(transform)
            },
            show: { showList($0[keyPath: keyPath]) })
    }

    /// A value with its own structure, read by `read` from the input.
    public static func structured<Value>(
        _ name: String, _ keyPath: WritableKeyPath<Options, Value> & Sendable, schema json: String, _ summary: String,
        read: @escaping @Sendable (OptionInput, String) throws(InputError) -> Value,
        show: @escaping @Sendable (Value) -> String
    ) -> OptionField {
        OptionField(
            name, summary, schema: .structured(json: json),
            store: { options, input, context throws(InputError) in options[keyPath: keyPath] = try read(input, context) },
            show: { show($0[keyPath: keyPath]) })
    }

    /// "44", "4.5": numbers as people write them.
    public static func describe(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }

    public static func showList(_ items: [String]) -> String { items.isEmpty ? "[]" : "[" + items.joined(separator: ", ") + "]" }
}

/// A rule's options: a value type with defaults, whose fields are declared as data.
public protocol RuleOptions: Sendable {
    init()
    static var fields: [OptionField<Self>] { get }
}

/// For rules that have no options.
public struct NoOptions: RuleOptions, Equatable {
    public init() {}
    public static let fields: [OptionField<NoOptions>] = []
}

/// An option as documentation: what `rules explain` prints and the schema lists.
public struct OptionDescription: Sendable {
    public let name: String
    public let summary: String
    public let defaultValue: String
    public let schema: OptionSchema
}

extension RuleOptions {
    public static var descriptions: [OptionDescription] {
        let defaults = Self()
        return fields.map { OptionDescription(name: $0.name, summary: $0.summary, defaultValue: $0.value(in: defaults), schema: $0.schema) }
    }

    public static var fieldNames: Set<String> { Set(fields.map(\.name)) }

    /// Options with the values given by name applied over the defaults; `context` prefixes
    /// the option names in messages. Names the options do not declare are ignored here: the
    /// rules-file reader has refused them already.
    public static func configured(with values: [String: OptionInput], context: String) throws(InputError) -> Self {
        var options = Self()
        for field in fields {
            if let input = values[field.name] {
                try field.apply(input, to: &options, context: context.isEmpty ? field.name : context + "." + field.name)
            }
        }
        return options
    }
}
