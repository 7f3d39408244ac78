import LintCore
import StringCatalog

/// Strings that are pieces of a sentence assembled in code.
public struct ConcatenatedFragmentRule: CatalogRule {
    public static let description = RuleDescription(
        identifier: "concatenated-fragment",
        name: "Concatenated fragment",
        summary:
            "A source string starts or ends with a space or a joining word "
            + "(\"and\", \"of\"), or its key is named like a part (.prefix, .suffix, .part1).",
        rationale:
            "Word order differs between languages; sentences glued together in "
            + "code cannot be translated correctly (CH32 §11.3: do not concatenate " + "strings, use placeholders).",
        reference: "CH32 §11.3",
        defaultSeverity: .p2,
        triggeringExamples: [
            RuleExample("en: screen.flows.countPrefix = \"You have \""),
            RuleExample("en: screen.flows.summary.suffix = flows saved"),
            // A space or a joining word at an edge may be a piece, or a label that stands alone ("Send from" over a
            // picker, "Tap to" beside a microphone, a title with a stray space): a person tells.
            RuleExample("en: screen.share.message = and 3 others", outcome: .needsReview),
            RuleExample("en: screen.share.title = Shared with", outcome: .needsReview),
            RuleExample(
                "en: screen.share.title = Geteilt mit", outcome: .needsReview, configuration: "catalog: { joiningWords: [mit, und] }"),
            RuleExample(
                "en: screen.share.lead = Shared", configuration: "rules: { concatenated-fragment: { fragmentKeySegments: [lead] } }"),
        ],
        nonTriggeringExamples: [
            RuleExample("en: screen.share.message = Shared with %@ and %lld others"),
            RuleExample("en: screen.home.title = Add and edit"),
            RuleExample("en: screen.flowDetail.moveDetail = Move details"),
            RuleExample("en: screen.welcomeGate.logIn = Log In"),
            RuleExample("en: screen.flowBuilderCanvas.zoomIn.label = Zoom in"),
        ]
    )

    public struct Options: RuleOptions {
        public var fragmentKeySegments = ["prefix", "suffix", "part1", "part2", "part3", "fragment"]
        public var joiningWords = ["and", "or", "of", "to", "with", "by", "for", "from", "in", "on", "the", "a", "an", "at", "but"]
        public init() {}
        public static let fields: [OptionField<Options>] = [
            .texts("fragmentKeySegments", \.fragmentKeySegments, "key segments that mark a fragment", transform: { $0.lowercased() }),
            .texts(
                "joiningWords", \.joiningWords, "words that, first or last in a source string, mark a fragment",
                transform: { $0.lowercased() }),
        ]
    }

    let options: Options
    public init(options: Options) { self.options = options }

    /// Short labels ending in these are phrasal verbs ("Log In", "Zoom In", "Sign Up"), not
    /// sentences cut short.
    static let phrasalParticles: Set<String> = ["in", "on", "up", "out", "off", "over", "down", "back", "away"]

    /// The fragment word a dotted key is named with: a whole segment ("….part1") or the end
    /// of the last one ("….countPrefix").
    static func fragmentPart(of key: String, segments: [String]) -> String? {
        // Runs for every key: compare ASCII bytes case-insensitively instead of lowercasing.
        key.withUTF8Bytes { bytes -> String? in
            guard bytes.contains(UInt8(ascii: ".")) else { return nil }
            func lower(_ byte: UInt8) -> UInt8 { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte }
            func matches(_ segment: String.UTF8View, at start: Int) -> Bool {
                guard start >= 0, start + segment.count <= bytes.count else { return false }
                var index = start
                for byte in segment {
                    guard lower(bytes[index]) == byte else { return false }
                    index += 1
                }
                return true
            }
            for segment in segments {
                let utf8 = segment.utf8
                // At the end: a whole segment (".prefix") or a camelCase word ("countPrefix"),
                // not letters inside a word ("moveDetail" does not end in "tail").
                let start = bytes.count - utf8.count
                if matches(utf8, at: start), start > 0,
                    bytes[start - 1] == UInt8(ascii: ".") || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[start])
                {
                    return segment
                }
                // "….part1.…": the segment whole between two dots.
                var dot = 0
                while dot < bytes.count {
                    if bytes[dot] == UInt8(ascii: "."), matches(utf8, at: dot + 1), dot + 1 + utf8.count < bytes.count,
                        bytes[dot + 1 + utf8.count] == UInt8(ascii: ".")
                    {
                        return segment
                    }
                    dot += 1
                }
            }
            return nil
        }
    }

    public func check(entry: EntryContext, into findings: inout [Finding]) {
        // Only structured keys ("screen.home.prefix") name their parts; a one-segment key is
        // the source text itself ("Prefix" as a label).
        if let part = ConcatenatedFragmentRule.fragmentPart(of: entry.entry.key, segments: options.fragmentKeySegments) {
            findings.append(
                entry.finding(
                    Self.description, "\"\(entry.entry.key)\" is named like part of a sentence (\(part))",
                    data: [FindingValue("keySegment", part)],
                    fix: "make the whole sentence one string with placeholders, e.g. \"You have %lld flows\""
                ))
            return
        }
        let text = entry.sourceText
        guard !text.isEmpty else { return }
        var reason: String?
        if text.first == " " || text.last == " " {
            reason = "starts or ends with a space"
        } else {
            let words = text.split(separator: " ")
            if let first = words.first, options.joiningWords.contains(first.lowercased()), first.first!.isLowercase {
                reason = "starts with \"\(first)\""
            } else if let last = words.last, words.count > 1, options.joiningWords.contains(last.lowercased()),
                !(words.count <= 3 && Self.phrasalParticles.contains(last.lowercased()))
            {
                reason = "ends with \"\(last)\""
            }
        }
        guard let reason else { return }
        findings.append(
            entry.finding(
                Self.description, outcome: .needsReview,
                "the source of \"\(entry.entry.key)\" \(reason): if code joins it to other text, the sentence cannot be translated",
                offset: entry.sourceNode?.unit.map(entry.offset(of:)), data: [FindingValue("source", text)],
                fix: "make the whole sentence one string with placeholders"
            ))
    }
}
