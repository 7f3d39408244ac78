import Foundation
import LintCore
import LocaleServices
import StringCatalog

/// A plural variation set found somewhere in a localization, with its path
/// ("plural", "device.iphone.plural", "substitutions.count.plural").
struct PluralSite {
    let path: String
    let set: VariationSet
}

extension StringNode {
    /// Every plural variation set in this node: its own, those nested in device variations,
    /// and those of its substitutions.
    var pluralSites: [PluralSite] {
        var sites: [PluralSite] = []
        func walk(_ node: StringNode, _ prefix: String) {
            for set in node.variations {
                let path = prefix.isEmpty ? set.kind : prefix + "." + set.kind
                if set.kind == VariationSet.plural { sites.append(PluralSite(path: path, set: set)) }
                for variation in set.cases where set.kind != VariationSet.plural {
                    walk(variation.node, path + "." + variation.name)
                }
            }
        }
        walk(self, "")
        for substitution in substitutions {
            walk(StringNode(variations: substitution.variations), "substitutions.\(substitution.name)")
        }
        return sites
    }

    /// The source counterpart of a translated unit at `path`: the same path if the source has
    /// it, else the source's `other` form at that level, else its representative text.
    func counterpart(ofPath path: String) -> String? {
        let units = allUnitsIncludingSubstitutions()
        if let exact = units.first(where: { $0.path == path }) { return exact.unit.value }
        var parts = path.split(separator: ".").map(String.init)
        if parts.count >= 2 {
            parts[parts.count - 1] = "other"
            let otherPath = parts.joined(separator: ".")
            if let other = units.first(where: { $0.path == otherPath }) { return other.unit.value }
        }
        return EntryContext.representativeText(of: self)
    }

    func allUnitsIncludingSubstitutions() -> [(path: String, unit: StringUnit)] {
        var units = allUnits()
        for substitution in substitutions {
            units += StringNode(variations: substitution.variations).allUnits(prefix: "substitutions.\(substitution.name)")
        }
        return units
    }

    func substitution(named name: String) -> Substitution? {
        substitutions.first { $0.name == name }
    }
}

/// The arguments a string consumes: position → the kinds of specifiers reading it.
struct ArgumentSignature: Equatable {
    var kinds: [Int: [FormatSpecifier.ArgumentKind]]

    /// For a unit's text. Inside a substitution form, `%arg` stands for the substitution's own
    /// argument; `%#@name@` references take their kind from the substitution's specifier.
    init(_ text: String, substitutions: [Substitution], inside substitution: Substitution? = nil) {
        var text = text
        if let substitution {
            let position = substitution.argumentNumber.map { "\($0)$" } ?? ""
            text = text.replacingArgumentToken(with: "%" + position + (substitution.formatSpecifier ?? "lld"))
        }
        var result: [Int: [FormatSpecifier.ArgumentKind]] = [:]
        for (position, specifiers) in FormatString(text).arguments {
            result[position] = specifiers.map { specifier in
                guard let name = specifier.substitutionName else { return specifier.argumentKind }
                let declared = substitutions.first { $0.name == name }?.formatSpecifier ?? "lld"
                return FormatString("%" + declared).specifiers.first?.argumentKind ?? .longInteger
            }
        }
        kinds = result
    }

    /// The first integer argument: the count that drives plural variations.
    var countPosition: Int? {
        kinds.keys.sorted().first { position in
            kinds[position]!.contains { $0 == .integer || $0 == .longInteger }
        }
    }
}

extension FormatSpecifier.ArgumentKind {
    /// Integers of different sizes read the same argument with a different width: wrong but
    /// not fatal for small counts. Everything else reads a different kind of value.
    func isCompatible(with other: Self) -> Bool {
        self == other || (isInteger && other.isInteger)
    }

    var isInteger: Bool { self == .integer || self == .longInteger }

    var readableName: String {
        switch self {
        case .object: "an object (%@)"
        case .integer: "an int (%d)"
        case .longInteger: "a 64-bit integer (%lld)"
        case .floatingPoint: "a floating-point number (%f)"
        case .cString: "a C string (%s)"
        case .unichar: "a unichar (%C)"
        case .unicharString: "a unichar string (%S)"
        case .pointer: "a pointer (%p)"
        case .substitution: "a plural substitution"
        }
    }
}

extension String {
    /// Replaces the `%arg` token of substitution forms.
    func replacingArgumentToken(with replacement: String) -> String {
        guard contains("%arg") else { return self }
        var result = ""
        var rest = Substring(self)
        while let range = rest.range(of: "%arg") {
            result += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }

    /// Whether the text could hold a placeholder at all: a percent sign of any kind. Lets
    /// placeholder rules skip the parse for most strings.
    var mayHoldPlaceholders: Bool {
        utf8.contains(UInt8(ascii: "%")) || unicodeScalars.contains { $0 == "\u{066A}" || $0 == "\u{FF05}" } || contains("$")
    }
}

/// Locations of individual units, for findings about one value.
extension EntryContext {
    func offset(of unit: StringUnit) -> Int {
        unit.valueOffset >= 0 ? unit.valueOffset : (unit.offset >= 0 ? unit.offset : entry.offset)
    }
}
