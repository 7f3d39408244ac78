#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import StringCatalog

/// How long a language's translations are against their source in one catalog: the median
/// of translation length ÷ source length (in UTF-8 bytes) over the plain strings whose source
/// has at least `minimumSourceBytes`. German runs about 1.2, Japanese about 0.9 in bytes
/// (a third of the characters at three bytes each): a translation far below its language's
/// median has likely lost text. Measured in bytes because a native String knows its UTF-8
/// length without reading it, so the whole catalog is measured for the price of a look-up per
/// string; both sides of the comparison are in bytes, so the encoding's weight cancels out.
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
            let sourceBytes = source.utf8.count
            guard sourceBytes >= Self.minimumSourceBytes else { continue }
            for localization in entry.localizations where localization.language != catalog.sourceLanguage && wanted.contains(localization.language) {
                guard let unit = localization.content.unit, localization.content.variations.isEmpty, !unit.value.isEmpty else { continue }
                let ratio = Double(unit.value.utf8.count) / Double(sourceBytes)
                let position = (min(max(log2(ratio), Self.range.lowerBound), Self.range.upperBound) - Self.range.lowerBound) * Self.bucketsPerUnit
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
}
