import StringCatalog

/// A translation's text with its placeholders parsed once, at load. A class: look-ups hand
/// it around, and one reference costs one retain where a struct of arrays costs several.
final class CompiledText: Sendable {
    let text: String
    /// nil when the text has no `%`: it renders as itself.
    let format: CompiledFormat?
    /// Visible fraction digits of the first floating-point specifier (6 when it gives no
    /// precision), nil without one: a double count chooses its form by the number as shown.
    let fractionDigits: Int?

    init(_ text: String, isSubstitutionForm: Bool = false) {
        self.text = text
        guard text.utf8.contains(UInt8(ascii: "%")) else {
            format = nil
            fractionDigits = nil
            return
        }
        let parsed = FormatString(text, isSubstitutionForm: isSubstitutionForm)
        format = CompiledFormat(parsed)
        fractionDigits = parsed.specifiers.first { $0.argumentKind == .floatingPoint }.map { specifier in
            if case .fixed(let precision)? = specifier.precision { return precision }
            return 6
        }
    }
}

/// A string that varies (plural, device, substitutions), compiled for rendering: every form
/// parsed, plural forms indexed by category, nothing left to look up by name but devices.
final class CompiledNode: Sendable {
    let unit: CompiledText?
    /// Plural forms by category (`PluralCategory` order: zero, one, two, few, many, other).
    let plural: [CompiledText?]?
    /// Visible fraction digits of the `other` form's floating-point specifier, for doubles.
    let otherFractionDigits: Int
    let devices: [(name: String, node: CompiledNode)]
    let substitutions: [CompiledSubstitution]

    /// `inherited`: the substitutions of the node a device case belongs to (Xcode keeps them
    /// beside the device variations, not inside each case).
    init(_ node: StringNode, isSubstitutionForm: Bool = false, inherited: [Substitution] = []) {
        unit = node.unit.map { CompiledText($0.value, isSubstitutionForm: isSubstitutionForm) }
        if let set = node.pluralVariations {
            let forms = CompiledNode.categoryOrder.map { name in
                set[name]?.unit.map { CompiledText($0.value, isSubstitutionForm: isSubstitutionForm) }
            }
            plural = forms
            let other = forms[5] ?? forms.compactMap { $0 }.first
            otherFractionDigits = other?.fractionDigits ?? 0
        } else {
            plural = nil
            otherFractionDigits = 0
        }
        let substitutions = node.substitutions.isEmpty ? inherited : node.substitutions
        devices =
            node.deviceVariations?.cases.map {
                ($0.name, CompiledNode($0.node, isSubstitutionForm: isSubstitutionForm, inherited: substitutions))
            } ?? []
        self.substitutions = substitutions.map { CompiledSubstitution($0) }
    }

    static let categoryOrder = ["zero", "one", "two", "few", "many", "other"]

    /// The device case for `device`, else `other`, else the first; the node itself when it
    /// does not vary by device.
    func forDevice(_ device: String) -> CompiledNode {
        guard !devices.isEmpty else { return self }
        let chosen = devices.first { $0.name == device }?.node ?? devices.first { $0.name == "other" }?.node ?? devices[0].node
        return chosen.forDevice(device)
    }

    /// The text that stands for the node without a count: its unit, else `other`.
    var representative: String {
        if let unit { return unit.text }
        return (plural?[5] ?? plural?.compactMap { $0 }.first)?.text ?? ""
    }
}

final class CompiledSubstitution: Sendable {
    let name: String
    let argumentNumber: Int?
    /// What `%arg` reads inside the forms ("%lld").
    let argumentSpecifier: CompiledSpecifier?
    /// The forms, as a node whose plural (or single unit) the count selects.
    let forms: CompiledNode?

    init(_ substitution: Substitution) {
        name = substitution.name
        argumentNumber = substitution.argumentNumber
        argumentSpecifier = FormatString("%" + (substitution.formatSpecifier ?? "lld")).specifiers.first.map(CompiledSpecifier.init)
        if let set = substitution.variations.first(where: { $0.kind == VariationSet.plural }) {
            forms = CompiledNode(StringNode(unit: nil, variations: [set]), isSubstitutionForm: true)
        } else if let first = substitution.variations.first?.cases.first?.node {
            forms = CompiledNode(first, isSubstitutionForm: true)
        } else {
            forms = nil
        }
    }
}
