import LintCore
import LocaleServices
import StringCatalog

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

    func allUnitsIncludingSubstitutions() -> [(path: String, unit: StringUnit)] {
        var units = allUnits()
        for substitution in substitutions {
            units += StringNode(variations: substitution.variations).allUnits(prefix: "substitutions.\(substitution.name)")
        }
        return units
    }

    var hasVariationsOrSubstitutions: Bool { !variations.isEmpty || !substitutions.isEmpty }

    /// Whether any unit exists here, in variations or in substitutions (without building them).
    var hasAnyUnit: Bool {
        if unit != nil { return true }
        if variations.contains(where: { $0.cases.contains { $0.node.hasAnyUnit } }) { return true }
        return substitutions.contains { $0.variations.contains { $0.cases.contains { $0.node.hasAnyUnit } } }
    }

    func substitution(named name: String) -> Substitution? {
        substitutions.first { $0.name == name }
    }
}

/// The arguments a string consumes: position → the kinds of specifiers reading it.
struct ArgumentSignature: Equatable {
    var kinds: [Int: [FormatSpecifier.ArgumentKind]]

    /// `%#@name@` references take their kind from the substitution's specifier; inside a
    /// substitution's forms, `%arg` is the substitution's own argument.
    init(_ format: FormatString, substitutions: [Substitution], inside substitution: Substitution? = nil) {
        var result: [Int: [FormatSpecifier.ArgumentKind]] = [:]
        for (position, specifiers) in format.arguments {
            result[position] = specifiers.map { specifier in
                guard let name = specifier.substitutionName else { return specifier.argumentKind }
                return ArgumentSignature.kind(of: substitutions.first { $0.name == name })
            }
        }
        if let substitution, format.pieces.contains(.substitutionArgument) {
            result[substitution.argumentNumber ?? 1, default: []].append(ArgumentSignature.kind(of: substitution))
        }
        kinds = result
    }

    /// A substitution's argument kind, from its format specifier ("lld" when unstated).
    static func kind(of substitution: Substitution?) -> FormatSpecifier.ArgumentKind {
        FormatString("%" + (substitution?.formatSpecifier ?? "lld")).specifiers.first?.argumentKind ?? .longInteger
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
    /// Whether the text could hold a placeholder at all: %, the "$" of a positional fragment
    /// that lost its %, or the look-alikes ٪ (U+066A, UTF-8 D9 AA) and ％ (U+FF05, EF BC 85).
    /// Lets placeholder rules skip the parse for most strings.
    var mayHoldPlaceholders: Bool {
        withUTF8Bytes { bytes in
            var previous: UInt8 = 0
            for byte in bytes {
                if byte == 0x25 || byte == 0x24 || (byte == 0xAA && previous == 0xD9) || (byte == 0x85 && previous == 0xBC) { return true }
                previous = byte
            }
            return false
        }
    }

    /// Whether the text holds "$" or a look-alike percent sign: what `lookAlikes` searches.
    var mayHoldLookAlikes: Bool {
        withUTF8Bytes { bytes in
            var previous: UInt8 = 0
            for byte in bytes {
                if byte == 0x24 || (byte == 0xAA && previous == 0xD9) || (byte == 0x85 && previous == 0xBC) { return true }
                previous = byte
            }
            return false
        }
    }

    /// Runs `body` on the string's UTF-8 without copying native strings.
    @inline(__always)
    func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(utf8).withUnsafeBufferPointer(body)
    }

    /// Whether the first or last character is white space, judged on the scalars at the ends
    /// (no grapheme breaking).
    var hasEdgeWhitespace: Bool {
        let edges = withUTF8Bytes { bytes -> (UInt8, UInt8)? in bytes.isEmpty ? nil : (bytes[0], bytes[bytes.count - 1]) }
        guard let (first, last) = edges else { return false }
        // Visible ASCII at both ends settles it without decoding; UTF-8 continuation bytes
        // (0x80–0xBF) and lead bytes send the question to the scalar properties.
        let visible: (UInt8) -> Bool = { $0 > 0x20 && $0 < 0x7F }
        if visible(first), visible(last) { return false }
        guard let firstScalar = unicodeScalars.first, let lastScalar = unicodeScalars.last else { return false }
        return firstScalar.properties.isWhitespace || lastScalar.properties.isWhitespace
    }
}

extension String {
    /// The language subtag of a locale identifier: "fi" of "fi-FI", "tr" of "tr_TR".
    var languageSubtag: Substring { prefix { $0 != "-" && $0 != "_" } }
}

/// Locations of individual units, for findings about one value.
extension EntryContext {
    func offset(of unit: StringUnit) -> Int {
        unit.valueOffset >= 0 ? unit.valueOffset : (unit.offset >= 0 ? unit.offset : entry.offset)
    }
}

extension String {
    /// Substring search on UTF-8 bytes, without Foundation (whose `contains` bridges to
    /// NSString and dominates a validation run).
    func containsText(_ needle: String) -> Bool {
        withUTF8Bytes { h in
            needle.withUTF8Bytes { n in
                guard n.count > 0 else { return true }
                guard h.count >= n.count else { return false }
                let first = n[0]
                var index = 0
                let last = h.count - n.count
                while index <= last {
                    if h[index] == first, memcmp(h.baseAddress! + index, n.baseAddress!, n.count) == 0 { return true }
                    index += 1
                }
                return false
            }
        }
    }

    /// Length as people see it: grapheme clusters, computed from the cheaper scalar count
    /// whenever that already settles a comparison.
    var displayLength: Int { count }
}
