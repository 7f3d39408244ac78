import StringCatalog

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How long a language's translations are against their source in one catalog: the median
/// of translation weight ÷ source weight (see `weight(of:)`) over the plain strings whose
/// source has at least `minimumSourceBytes`. German runs about 1.2, Japanese about 0.9 (a third
/// of the characters, each weighing three): a translation far below its language's median has
/// likely lost text.
public struct TranslationLengths: Sendable {
    public static let minimumSourceBytes = 20
    /// Fewer measured strings than this give no median: too few to speak for the language.
    public static let minimumSamples = 20

    /// Log2 ratios in buckets of 1/32 between 1/16 and 16.
    private static let bucketsPerUnit = 32.0
    private static let range = -4.0...4.0

    private let medians: [String: Double]

    init(_ catalog: StringCatalog, locales: [String]) {
        let bucketCount = Int((Self.range.upperBound - Self.range.lowerBound) * Self.bucketsPerUnit) + 1
        let wanted = Set(locales)
        var histograms: [String: [Int]] = [:]
        for entry in catalog.entries where entry.isTranslatable {
            var source = entry.key
            for localization in entry.localizations where localization.language == catalog.sourceLanguage {
                if let unit = localization.content.unit, localization.content.variations.isEmpty { source = unit.value }
            }
            guard source.utf8.count >= Self.minimumSourceBytes else { continue }
            let sourceWeight = Self.weight(of: source)
            for localization in entry.localizations
            where localization.language != catalog.sourceLanguage && wanted.contains(localization.language) {
                guard let unit = localization.content.unit, localization.content.variations.isEmpty, !unit.value.isEmpty else { continue }
                let ratio = Double(Self.weight(of: unit.value)) / Double(sourceWeight)
                let position =
                    (min(max(log2(ratio), Self.range.lowerBound), Self.range.upperBound) - Self.range.lowerBound) * Self.bucketsPerUnit
                histograms[localization.language, default: [Int](repeating: 0, count: bucketCount)][Int(position.rounded())] += 1
            }
        }
        medians = histograms.compactMapValues { buckets in
            let total = buckets.reduce(0, +)
            guard total >= Self.minimumSamples else { return nil }
            var seen = 0
            for (bucket, count) in buckets.enumerated() {
                seen += count
                if seen * 2 >= total { return exp2(Double(bucket) / Self.bucketsPerUnit + Self.range.lowerBound) }
            }
            return nil
        }
    }

    /// The median length ratio of `locale`'s translations, or nil when the catalog has too few.
    public func medianRatio(_ locale: String) -> Double? { medians[locale] }

    /// A text's length as its content goes: UTF-8 bytes, with a two-byte character (Cyrillic,
    /// Greek, Arabic, Hebrew) counted once. A Latin letter weighs 1 and a Chinese character 3,
    /// about what each says, so translations into any script weigh about what their source
    /// does, and a language the catalog has too few strings of can be compared at 1.
    public static func weight(of text: String) -> Int {
        text.withUTF8Bytes { bytes in
            var twoByteLeads = 0
            for byte in bytes where byte & 0xE0 == 0xC0 { twoByteLeads += 1 }
            return bytes.count - twoByteLeads
        }
    }
}
