import LintCore
import StringCatalog
import SwiftSourceFacts

/// An integer interpolated before a noun (`"\(count) recipes"`) whose catalog entry does not
/// vary by plural.
public struct CountWithoutPluralRule: SourceRule {
    public static let description = RuleDescription(
        identifier: "count-without-plural",
        name: "Count without plural variations",
        summary:
            "Code interpolates an integer before a word (\"\\(count) recipes\") "
            + "and the catalog entry for that key has no plural variations.",
        rationale:
            "English needs \"1 recipe\"; Arabic, Russian or Polish need three to "
            + "six forms. Without plural variations every language shows one form "
            + "for every count (CH32 §11.3, §14.4: pluralization implemented). The "
            + "catalog's plural-needed rule sees nouns it is told about; this sees " + "every count the code interpolates.",
        reference: "CH32 §11.3",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample(
                swift: """
                    // catalog: %lld recipes
                    struct Summary: View {
                        let count: Int
                        var body: some View { Text("\\(count) recipes") }
                    }
                    """)
        ],
        nonTriggeringExamples: [
            RuleExample(
                swift: """
                    // catalog plural: %lld recipes
                    // catalog: Step %lld of %lld
                    // catalog: Level %lld
                    // catalog: Full in %lld min
                    struct Summary: View {
                        let count: Int, step: Int, total: Int
                        var body: some View {
                            Text("\\(count) recipes")
                            Text("Step \\(step) of \\(total)")
                            Text("Level \\(step)")
                            Text("Full in \\(step) min")
                        }
                    }
                    """)
        ]
    )

    /// Words after a number that do not count things ("Step 3 of 5", "3 × 4"), and abbreviated
    /// units, which keep one form for every count in English and most languages ("5 min", "3 GB").
    static let notCounted: Set<String> = [
        "of", "to", "and", "or", "x", "by", "in", "at", "per", "from", "vs",
        "ms", "sec", "secs", "min", "mins", "hr", "hrs", "km", "cm", "mm", "kg", "mg", "lb", "lbs", "oz", "ft", "mi", "mph", "kmh",
        "kb", "mb", "gb", "tb", "kbps", "mbps", "px", "pt", "fps", "hz", "khz", "mhz", "ghz", "dpi",
    ]

    public init() {}

    public func check(file: SwiftFileContext, into findings: inout [Finding]) {
        guard !file.strings.isEmpty else { return }
        for text in file.facts.texts where text.isLocalizedLiteral && text.kind == .interpolated {
            guard let key = text.key else { continue }
            for (index, interpolation) in text.interpolations.enumerated() where interpolation.valueType.isInteger {
                guard let noun = Self.noun(after: index, in: key), let entry = TextJudgement.entry(for: text, in: file.strings),
                    !entry.variesByPlural
                else { continue }
                findings.append(
                    file.finding(
                        Self.description,
                        "\(TextJudgement.quoted(key)) counts \(noun) with \(interpolation.expression) but has no plural variations",
                        at: interpolation.location, element: key,
                        data: [
                            FindingValue("key", key), FindingValue("count", interpolation.expression), FindingValue("noun", noun),
                            FindingValue("catalog", entry.catalog),
                        ],
                        fix: "vary \(TextJudgement.quoted(key)) by plural in the catalog (Xcode: Vary by Plural)"
                    ))
                break
            }
        }
    }

    /// The word right after the `index`-th placeholder, when it is one a count applies to.
    static func noun(after index: Int, in key: String) -> String? {
        var seen = -1
        var afterCount = false
        for piece in FormatString(key).pieces {
            switch piece {
            case .specifier:
                seen += 1
                afterCount = seen == index
            case .literal(let text) where afterCount:
                guard text.first == " " else { return nil }
                let word = text.drop { $0 == " " }.prefix { $0.isLetter }
                guard word.count >= 2, !notCounted.contains(word.lowercased()) else { return nil }
                return String(word)
            default:
                afterCount = false
            }
        }
        return nil
    }
}
