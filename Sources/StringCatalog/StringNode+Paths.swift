extension StringNode {
    /// Puts `unit` at a variation path such as "plural.one", "device.iphone.plural.other" or
    /// "substitutions.count.plural.few" (the paths Xcode uses in XLIFF ids), creating the
    /// variation sets and substitutions on the way. An empty path sets the node's own unit.
    public mutating func insert(_ unit: StringUnit, at path: [String]) throws(VariationPathError) {
        guard !path.isEmpty else {
            self.unit = unit
            return
        }
        if path[0] == "substitutions" {
            guard path.count >= 4 else {
                throw VariationPathError(
                    path: path.joined(separator: "."), reason: "substitution paths look like substitutions.NAME.plural.one")
            }
            let name = path[1]
            if !substitutions.contains(where: { $0.name == name }) { substitutions.append(Substitution(name: name, variations: [])) }
            let index = substitutions.firstIndex { $0.name == name }!
            var holder = StringNode(variations: substitutions[index].variations)
            try holder.insert(unit, at: Array(path[2...]))
            substitutions[index].variations = holder.variations
            return
        }
        guard path.count >= 2 else {
            throw VariationPathError(path: path.joined(separator: "."), reason: "variation paths look like plural.one or device.iphone")
        }
        let kind = path[0], name = path[1]
        if !variations.contains(where: { $0.kind == kind }) { variations.append(VariationSet(kind: kind, cases: [])) }
        let setIndex = variations.firstIndex { $0.kind == kind }!
        if !variations[setIndex].cases.contains(where: { $0.name == name }) {
            variations[setIndex].cases.append(VariationCase(name: name, node: StringNode()))
        }
        let caseIndex = variations[setIndex].cases.firstIndex { $0.name == name }!
        try variations[setIndex].cases[caseIndex].node.insert(unit, at: Array(path[2...]))
    }

    /// Every unit including those of substitutions, with Xcode's variation paths.
    public var unitsWithPaths: [(path: String, unit: StringUnit)] {
        var units = allUnits()
        for substitution in substitutions {
            units += StringNode(variations: substitution.variations).allUnits(prefix: "substitutions.\(substitution.name)")
        }
        return units
    }
}

public struct VariationPathError: Error, Equatable, Sendable, CustomStringConvertible {
    public let path: String
    public let reason: String
    public var description: String { "variation path '\(path)': \(reason)" }
}
