import LintCore
import StringCatalog

/// The arguments one localization reads, the way Foundation formats it: the string (or format
/// key) and every form, taken together.
///
/// What the runtime does, and so what this models (CoreFoundation, `__CFStringAppendFormatCore`):
/// - A `%#@name@` variable consumes its argument (at its `argNum`, its own position, or the
///   next one) with the type its substitution declares, whether or not a form shows it.
/// - A form is formatted with arguments counted from its variable's position: a plain `%d` in
///   a form is the variable's own argument (Xcode writes it `%arg`); `%2$@` is argument 2.
/// - Digits before `#` (`%1#@count@`) are a field width, not a position.
///
/// So an argument is "read" when any part of the localization reads it, and comparing a
/// translation with its source means comparing these unions, not one form with another: a
/// Russian `one` form may show the count where the English `one` form does not, because 21
/// also selects it.
struct LocalizationArguments {
    /// A specifier that reads an argument, and where it is written.
    struct Read {
        let kind: FormatSpecifier.ArgumentKind
        let path: String
        /// Where the unit's text is in the file (-1: not from a file).
        let offset: Int

        init(kind: FormatSpecifier.ArgumentKind, path: String, unit: StringUnit) {
            self.kind = kind
            self.path = path
            offset = unit.valueOffset >= 0 ? unit.valueOffset : unit.offset
        }
    }

    /// One plural variation set: what each of its forms reads.
    struct Site {
        /// The argument that selects the form (the variable's, or the first integer for a
        /// plural variation without substitutions).
        var countPosition: Int?
        /// Each form's path and the positions it reads.
        var forms: [(path: String, unit: StringUnit, positions: Set<Int>)]

        /// Positions every form reads.
        var readByEveryForm: Set<Int> {
            guard var common = forms.first?.positions else { return [] }
            for form in forms.dropFirst() { common.formIntersection(form.positions) }
            return common
        }
    }

    /// Every position read, with its readers in the order met.
    private(set) var reads: [Int: [Read]] = [:]
    /// Positions read by the parts shown whatever the count: the string itself, or the format
    /// key around the variables.
    private(set) var readByFrame: Set<Int> = []
    /// Plural variation sets by path ("plural", "substitutions.count.plural").
    private(set) var sites: [String: Site] = [:]
    /// Units that mix numbered and plain specifiers where plain ones are not form-relative.
    private(set) var mixing: [(path: String, unit: StringUnit)] = []
    /// Each substitution's argument, as declared or as its reference places it.
    private(set) var substitutionPositions: [String: Int] = [:]

    /// A string without variations: the common case, built from its already parsed format.
    init(plain format: FormatString, unit: StringUnit) {
        var next = 1
        var positional = false, plain = false
        record(format, path: "", unit: unit, substitutions: [], next: &next, positional: &positional, plain: &plain)
        if positional && plain { mixing.append(("", unit)) }
        readByFrame = Set(reads.keys)
    }

    init(_ node: StringNode) {
        var unitPositions: [String: Set<Int>] = [:]
        // The string or format key, and device and plural variations outside substitutions:
        // each is a whole format string.
        for (path, unit) in node.allUnits() {
            var next = 1
            var positional = false, plain = false
            let format = EntryContext.placeholders(of: unit.value, path: path)
            let readHere = record(
                format, path: path, unit: unit, substitutions: node.substitutions, next: &next, positional: &positional, plain: &plain)
            if positional && plain { mixing.append((path, unit)) }
            unitPositions[path] = readHere
            if !path.contains("plural.") { readByFrame.formUnion(readHere) }
        }
        // Forms of substitutions, once their argument is known: declared, or placed by a
        // reference in the key or in another form (%2$#@accounts@ inside a form).
        var pending = node.substitutions
        while !pending.isEmpty {
            let ready = pending.filter { $0.argumentNumber != nil || substitutionPositions[$0.name] != nil }
            let batch = ready.isEmpty ? pending : ready
            for substitution in batch {
                let position = substitution.argumentNumber ?? substitutionPositions[substitution.name]
                if let position { substitutionPositions[substitution.name] = position }
                let prefix = "substitutions." + substitution.name
                for (path, unit) in StringNode(variations: substitution.variations).allUnits(prefix: prefix) {
                    let format = EntryContext.placeholders(of: unit.value, path: path)
                    var readHere = Set<Int>()
                    if let position, format.pieces.contains(.substitutionArgument) {
                        add(position, kind: ArgumentSignature.kind(of: substitution), path: path, unit: unit)
                        readHere.insert(position)
                    }
                    // Plain specifiers count from the variable's argument; without one they
                    // cannot be placed (substitution-reference reports the variable).
                    var next = position ?? Int.max / 2
                    var positional = false, plain = false
                    readHere.formUnion(
                        record(
                            format, path: path, unit: unit, substitutions: node.substitutions, next: &next, positional: &positional,
                            plain: &plain,
                            formRelative: true, placeable: position != nil))
                    unitPositions[path] = readHere
                }
            }
            let done = Set(batch.map(\.name))
            pending.removeAll { done.contains($0.name) }
        }
        for site in node.pluralSites {
            var countPosition: Int?
            if site.path.hasPrefix("substitutions.") {
                countPosition = substitutionPositions[String(site.path.split(separator: ".")[1])]
            }
            let forms = site.set.cases.compactMap { variation -> (path: String, unit: StringUnit, positions: Set<Int>)? in
                let path = site.path + "." + variation.name
                guard let unit = variation.node.unit else { return nil }
                return (path, unit, unitPositions[path] ?? [])
            }
            if countPosition == nil {
                // A plural variation without substitutions counts its first integer argument.
                countPosition = reads.keys.sorted().first { position in reads[position]!.contains { $0.kind.isInteger } }
            }
            sites[site.path] = Site(countPosition: countPosition, forms: forms)
        }
    }

    /// Records the arguments `format` reads; returns their positions. `next` is the position a
    /// plain specifier reads. In a substitution's form (`formRelative`) plain specifiers are
    /// the variable's argument and after, so they do not count as mixing.
    @discardableResult
    private mutating func record(
        _ format: FormatString, path: String, unit: StringUnit, substitutions: [Substitution], next: inout Int,
        positional: inout Bool, plain: inout Bool, formRelative: Bool = false, placeable: Bool = true
    ) -> Set<Int> {
        var positions = Set<Int>()
        for specifier in format.specifiers {
            // `*` widths and precisions read an int before the value.
            for case .argument(let explicit)? in [specifier.width, specifier.precision] {
                let star = explicit ?? next
                if explicit == nil { next += 1 }
                guard placeable || explicit != nil else { continue }
                add(star, kind: .integer, path: path, unit: unit)
                positions.insert(star)
            }
            if specifier.position != nil { positional = true } else if !formRelative { plain = true }
            let written = specifier.position ?? next
            if specifier.position == nil { next += 1 } else if !formRelative { next = max(next, written + 1) }
            guard placeable || specifier.position != nil else { continue }
            if let name = specifier.substitutionName {
                let substitution = substitutions.first { $0.name == name }
                let position = substitution?.argumentNumber ?? written
                if substitutionPositions[name] == nil { substitutionPositions[name] = position }
                add(position, kind: ArgumentSignature.kind(of: substitution), path: path, unit: unit)
                positions.insert(position)
            } else {
                add(written, kind: specifier.argumentKind, path: path, unit: unit)
                positions.insert(written)
            }
        }
        return positions
    }

    private mutating func add(_ position: Int, kind: FormatSpecifier.ArgumentKind, path: String, unit: StringUnit) {
        reads[position, default: []].append(Read(kind: kind, path: path, unit: unit))
    }

    /// Positions below the highest one that nothing reads: Foundation cannot know their type.
    var gaps: (highest: Int, missing: [Int])? {
        guard let highest = reads.keys.max(), reads.count < highest else { return nil }
        return (highest, (1...highest).filter { reads[$0] == nil })
    }

    /// "1: object, 2: longInteger": the kinds read, for messages and data.
    var summary: String {
        reads.keys.sorted().map { "\($0): \(reads[$0]![0].kind.rawValue)" }.joined(separator: ", ")
    }
}

extension EntryContext {
    /// What the placeholder rules compare for each varying translation (aligned with
    /// `translations`): nil for a plain string (checked unit by unit), and nil too when every
    /// form reads what every form of the source reads, which is most plurals ("%lld file" /
    /// "%lld files") and needs no model. Empty when no translation varies (nearly all entries).
    static func translationArguments(
        _ translations: [(locale: String, localization: Localization?)], parsed: [[ParsedUnit]],
        source: () -> LocalizationArguments?, sourceNode: StringNode?, sourceFormats: [FormatString]
    ) -> [LocalizationArguments?] {
        guard !parsed.isEmpty else { return [] }
        // The one specifier list every source form has, when the source has no substitutions
        // and that list has neither gaps nor mixing.
        var uniform: [FormatSpecifier]?
        if sourceNode?.substitutions.isEmpty ?? true, let first = sourceFormats.first,
            sourceFormats.allSatisfy({ $0.specifiers == first.specifiers })
        {
            let alone = LocalizationArguments(plain: first, unit: StringUnit(value: ""))
            if alone.gaps == nil, alone.mixing.isEmpty { uniform = first.specifiers }
        }
        var sourceArguments: LocalizationArguments??
        return translations.indices.map { index -> LocalizationArguments? in
            guard let content = translations[index].localization?.content, content.hasVariationsOrSubstitutions else { return nil }
            if let uniform, content.substitutions.isEmpty, parsed[index].allSatisfy({ $0.format.specifiers == uniform }) { return nil }
            if sourceArguments == nil { sourceArguments = .some(source()) }
            guard sourceArguments! != nil else { return nil }
            return LocalizationArguments(content)
        }
    }

    /// The source's arguments: its localization, or the key when the key is the source text.
    static func sourceArguments(node: StringNode?, key: String, offset: Int, format: FormatString?, formats: [FormatString])
        -> LocalizationArguments?
    {
        guard let format else { return nil }
        if let node {
            if let unit = node.unit, node.variations.isEmpty, node.substitutions.isEmpty {
                return LocalizationArguments(plain: formats.first ?? format, unit: unit)
            }
            return LocalizationArguments(node)
        }
        return LocalizationArguments(plain: format, unit: StringUnit(value: key, offset: offset, valueOffset: offset))
    }
}
