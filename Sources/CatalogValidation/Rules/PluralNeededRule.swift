import LintCore
import SourceText
import StringCatalog

/// Count strings ("%lld flows") without plural variations.
public struct PluralNeededRule: CatalogRule {
    public static let description = RuleDescription(
        identifier: "plural-needed",
        name: "Count without plural",
        summary: "A source string counts one of the configured nouns (%lld flows) but has no plural variation.",
        rationale:
            "\"1 flows\" in English, and wrong noun forms in most other languages: "
            + "CH32 §11.3 requires plural rules for flows, sets, branches, credits and imports.",
        reference: "CH32 §11.3",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample("en: screen.library.count = %lld flows"),
            RuleExample("en: screen.builder.branches.value = %1$lld of %2$lld branches used"),
            RuleExample(
                "en: screen.moves.count = %lld moves",
                configuration: "catalog: { pluralNouns: [move, { singular: person, plural: people }] }"),
            RuleExample(
                "en: screen.share.count = %lld people",
                configuration: "catalog: { pluralNouns: [move, { singular: person, plural: people }] }"),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                en plural.one: screen.library.count = %lld flow
                en plural.other: screen.library.count = %lld flows
                """),
            RuleExample("en: screen.practice.timer = %lld seconds left"),
            RuleExample("en: screen.library.title = Your flows"),
            RuleExample("en: screen.practiceActive.status = Step %1$lld of %2$lld. Set %3$lld"),
        ]
    )

    public struct Options: RuleOptions {
        public var pluralNouns: [PluralNoun] = PluralNoun.ch32Defaults
        public init() {}
        public static let fields: [OptionField<Options>] = [
            .structured(
                "pluralNouns", \.pluralNouns, schema: PluralNoun.schema, "nouns whose counts need plurals: a word, or { singular, plural }",
                read: { input, context throws(InputError) in try PluralNoun.read(input, context: context) },
                show: { OptionField<Options>.showList($0.map(\.singular)) })
        ]
    }

    let options: Options
    public init(options: Options) { self.options = options }

    public func check(entry: EntryContext, into findings: inout [Finding]) {
        guard let format = entry.sourceFormat, !options.pluralNouns.isEmpty else { return }
        if let node = entry.sourceNode, !node.pluralSites.isEmpty { return }
        // A noun right after an integer placeholder, allowing one adjective ("%lld new flows").
        var previousWasCount = 0
        var counted: String?
        for piece in format.pieces {
            switch piece {
            case .specifier(let specifier):
                previousWasCount = specifier.argumentKind.isInteger ? 2 : 0
            case .literal(let text):
                // Words in order; a clause break (". Set 2") ends the count's reach.
                var word = ""
                for character in text + " " {
                    if character.isLetter {
                        word.append(character)
                        continue
                    }
                    if !word.isEmpty {
                        if previousWasCount > 0,
                            let noun = options.pluralNouns.first(where: {
                                $0.singular.lowercased() == word.lowercased() || $0.plural.lowercased() == word.lowercased()
                            })
                        {
                            counted = noun.plural
                            break
                        }
                        previousWasCount = max(previousWasCount - 1, 0)
                        word = ""
                    }
                    if ",.:;!?·–—()".contains(character) { previousWasCount = 0 }
                }
            default:
                previousWasCount = 0
            }
            if counted != nil { break }
        }
        guard let counted else { return }
        findings.append(
            entry.finding(
                Self.description, "\"\(entry.entry.key)\" counts \(counted) without plural variations",
                offset: entry.sourceNode?.unit.map(entry.offset(of:)),
                data: [FindingValue("noun", counted), FindingValue("source", entry.sourceText)],
                fix:
                    "vary the string by plural (one: \"%lld "
                    + "\(options.pluralNouns.first { $0.plural == counted }?.singular ?? counted)\", " + "other: \"%lld \(counted)\")"
            ))
    }
}
