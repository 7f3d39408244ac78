import SourceText

/// `.stringsdict` tables ↔ the catalog model.
///
/// Each `%#@name@` variable becomes a substitution (argument number, value type and its
/// forms), keeping the variable names and the form texts exactly, so that a table read and
/// written again is unchanged. Device rules (`NSStringDeviceSpecificRuleType`) become device
/// variations.
public enum StringsDictMapping {
    static let formatKey = "NSStringLocalizedFormatKey"
    static let specTypeKey = "NSStringFormatSpecTypeKey"
    static let valueTypeKey = "NSStringFormatValueTypeKey"
    static let pluralRule = "NSStringPluralRuleType"
    static let deviceRule = "NSStringDeviceSpecificRuleType"

    /// The entries of a table, in file order. `fileIndex` turns file offsets into the
    /// caller's offset space (see `SourceSet`).
    public static func read(_ file: SourceFile, fileIndex: Int = 0) throws(InputError) -> [(key: String, node: StringNode, offset: Int)] {
        try readTable(file, fileIndex: fileIndex).entries
    }

    /// The entries of a table and the keys it gives more than once, at any depth (a key, or a
    /// form inside one): each keeps its last value, as Foundation reads the file.
    public static func readTable(_ file: SourceFile, fileIndex: Int = 0) throws(InputError)
        -> (entries: [(key: String, node: StringNode, offset: Int)], duplicates: [DuplicateKey])
    {
        let (plist, repeated) = try PropertyList.readNotingRepeats(file)
        guard let table = plist.dictionary else {
            throw file.error(at: plist.offset, "a .stringsdict holds a dictionary of keys, found \(plist.typeName)")
        }
        var entries: [(String, StringNode, Int)] = []
        for (key, value) in table {
            let offset = SourceSet.offset(value.offset, inFile: fileIndex)
            entries.append((key, try node(for: key, value, file: file, fileIndex: fileIndex), offset))
        }
        let duplicates = repeated.map { item in
            DuplicateKey(
                key: item.path[0], member: item.path.dropFirst().joined(separator: "."),
                occurrences: item.values.map {
                    DuplicateKey.Occurrence(offset: SourceSet.offset($0.offset, inFile: fileIndex), value: summary(of: $0))
                })
        }.sorted { $0.occurrences[1].offset < $1.occurrences[1].offset }
        return (entries, duplicates)
    }

    /// The text of a value as a person would recognize it: a string as written, an entry by
    /// its format, anything else by its kind.
    private static func summary(of value: PropertyList) -> String {
        if let text = value.string { return text }
        if let format = value[formatKey]?.string { return format }
        return value.typeName
    }

    private static func node(for key: String, _ value: PropertyList, file: SourceFile, fileIndex: Int) throws(InputError) -> StringNode {
        guard let members = value.dictionary else {
            throw file.error(at: value.offset, "\"\(key)\" must be a dictionary, found \(value.typeName)")
        }
        var node = StringNode(offset: SourceSet.offset(value.offset, inFile: fileIndex))
        if let device = value[deviceRule] {
            node.variations.append(try deviceVariations(device, key: key, file: file, fileIndex: fileIndex))
            return node
        }
        guard let format = value[formatKey] else {
            throw file.error(at: value.offset, "\"\(key)\" has no \(formatKey)")
        }
        guard let formatText = format.string else { throw file.error(at: format.offset, "\(formatKey) of \"\(key)\" must be a string") }
        node.unit = StringUnit(
            state: "translated", value: formatText, offset: SourceSet.offset(format.offset, inFile: fileIndex),
            valueOffset: SourceSet.offset(format.offset, inFile: fileIndex))
        var argument = 0
        for (name, variable) in members where name != formatKey {
            guard let fields = variable.dictionary else {
                throw file.error(at: variable.offset, "variable \"\(name)\" of \"\(key)\" must be a dictionary")
            }
            argument += 1
            let specType = variable[specTypeKey]?.string
            guard specType == pluralRule else {
                throw file.error(
                    at: variable.offset,
                    "variable \"\(name)\" of \"\(key)\" has rule type "
                        + "\(specType ?? "(none)"); only \(pluralRule) is supported inside a format"
                )
            }
            var cases: [VariationCase] = []
            for (category, form) in fields where category != specTypeKey && category != valueTypeKey {
                guard let text = form.string else {
                    throw file.error(at: form.offset, "form \"\(category)\" of \"\(key)\" must be a string")
                }
                let offset = SourceSet.offset(form.offset, inFile: fileIndex)
                cases.append(
                    VariationCase(
                        name: category,
                        node: StringNode(unit: StringUnit(state: "translated", value: text, offset: offset, valueOffset: offset)),
                        offset: offset))
            }
            node.substitutions.append(
                Substitution(
                    name: name, argumentNumber: nil, formatSpecifier: variable[valueTypeKey]?.string,
                    variations: [
                        VariationSet(kind: VariationSet.plural, cases: cases, offset: SourceSet.offset(variable.offset, inFile: fileIndex))
                    ],
                    offset: SourceSet.offset(variable.offset, inFile: fileIndex)
                ))
        }
        return node
    }

    private static func deviceVariations(_ value: PropertyList, key: String, file: SourceFile, fileIndex: Int) throws(InputError)
        -> VariationSet
    {
        guard let devices = value.dictionary else { throw file.error(at: value.offset, "\(deviceRule) of \"\(key)\" must be a dictionary") }
        var cases: [VariationCase] = []
        for (device, form) in devices {
            let offset = SourceSet.offset(form.offset, inFile: fileIndex)
            if let text = form.string {
                cases.append(
                    VariationCase(
                        name: device,
                        node: StringNode(unit: StringUnit(state: "translated", value: text, offset: offset, valueOffset: offset)),
                        offset: offset))
            } else {
                cases.append(VariationCase(name: device, node: try node(for: key, form, file: file, fileIndex: fileIndex), offset: offset))
            }
        }
        return VariationSet(kind: VariationSet.device, cases: cases, offset: SourceSet.offset(value.offset, inFile: fileIndex))
    }

    /// Whether a node needs a `.stringsdict` entry (it varies) rather than a `.strings` line.
    public static func needsDictionary(_ node: StringNode) -> Bool {
        !node.variations.isEmpty || !node.substitutions.isEmpty
    }

    /// The property list value for a varying node. Plural variations without a substitution
    /// become a single variable named `count`; `%arg` in substitution forms becomes the
    /// variable's own specifier.
    public static func plist(for node: StringNode) -> PropertyList {
        if let device = node.deviceVariations {
            let members = device.cases.map { variation -> (key: String, value: PropertyList) in
                if needsDictionary(variation.node) { return (variation.name, plist(for: variation.node)) }
                return (variation.name, .string(variation.node.unit?.value ?? "", offset: -1))
            }
            return .dictionary([(deviceRule, .dictionary(members, offset: -1))], offset: -1)
        }
        var members: [(key: String, value: PropertyList)] = []
        if !node.substitutions.isEmpty {
            members.append((formatKey, .string(node.unit?.value ?? "", offset: -1)))
            for substitution in node.substitutions {
                let specifier = substitution.formatSpecifier ?? "lld"
                let argument = "%" + (substitution.argumentNumber.map { "\($0)$" } ?? "") + specifier
                members.append(
                    (
                        substitution.name,
                        variable(
                            substitution.variations.first { $0.kind == VariationSet.plural }, valueType: specifier, argumentToken: argument)
                    ))
            }
        } else if let plural = node.pluralVariations {
            let specifier = plural.cases.lazy.compactMap {
                $0.node.unit.map {
                    FormatString($0.value).specifiers.first { $0.argumentKind == .integer || $0.argumentKind == .longInteger }
                } ?? nil
            }.first
            let valueType = specifier.map { $0.length + String($0.conversion) } ?? "d"
            members.append((formatKey, .string("%#@count@", offset: -1)))
            members.append(("count", variable(plural, valueType: valueType, argumentToken: nil)))
        }
        return .dictionary(members, offset: -1)
    }

    private static func variable(_ set: VariationSet?, valueType: String, argumentToken: String?) -> PropertyList {
        var fields: [(key: String, value: PropertyList)] = [
            (specTypeKey, .string(pluralRule, offset: -1)), (valueTypeKey, .string(valueType, offset: -1)),
        ]
        for variation in set?.cases ?? [] {
            var text = variation.node.unit?.value ?? ""
            if let argumentToken { text = text.replacingOccurrences(of: "%arg", with: argumentToken) }
            fields.append((variation.name, .string(text, offset: -1)))
        }
        return .dictionary(fields, offset: -1)
    }
}

extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
