import LintCore
import StringCatalog

/// Leading or trailing white space that differs from the source's.
public struct WhitespaceMismatchRule: CatalogRule {
    public static let description = RuleDescription(
        identifier: "whitespace-mismatch",
        name: "White space mismatch",
        summary: "A translation starts or ends with white space the source does not have, or lacks white space the source has.",
        rationale: "Leading or trailing spaces are invisible to translators but shift layout, and usually mean the string is concatenated in code.",
        reference: "CH32 §11.3",
        defaultSeverity: .p2,
        triggeringExamples: [
            RuleExample("""
            en: screen.home.title = Home
            es: screen.home.title = "Inicio "
            """),
            RuleExample("""
            en: screen.home.body = "Line\\n"
            fr: screen.home.body = Ligne
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            en: screen.home.title = Home
            es: screen.home.title = Inicio
            """),
        ]
    )

    public init() {}

    public func check(entry: EntryContext, into findings: inout [Finding]) {
        guard let source = entry.sourceNode ?? Optional(StringNode.unit(entry.entry.key)) else { return }
        for (locale, path, unit) in entry.translatedUnits where !unit.value.isEmpty {
            guard let sourceText = source.counterpart(ofPath: path) else { continue }
            let leading = (sourceText.leadingWhitespace, unit.value.leadingWhitespace)
            let trailing = (sourceText.trailingWhitespace, unit.value.trailingWhitespace)
            guard leading.0 != leading.1 || trailing.0 != trailing.1 else { continue }
            let side = leading.0 != leading.1 ? "leading" : "trailing"
            let expected = side == "leading" ? leading.0 : trailing.0
            let found = side == "leading" ? leading.1 : trailing.1
            findings.append(entry.finding(
                Self.description, "the \(locale) text of \"\(entry.entry.key)\" has different \(side) white space than the source",
                offset: entry.offset(of: unit), locale: locale, element: path,
                data: [FindingValue("expected", expected.visible), FindingValue("found", found.visible)],
                fix: "match the source's \(side) white space"
            ))
        }
    }
}

extension String {
    var leadingWhitespace: String { String(prefix { $0.isWhitespace }) }
    var trailingWhitespace: String { String(reversed().prefix { $0.isWhitespace }.reversed()) }
    /// White space spelled out for messages: "\n", "␠".
    var visible: String {
        isEmpty ? "(none)" : map { $0 == " " ? "␠" : $0 == "\n" ? "\\n" : $0 == "\t" ? "\\t" : String($0) }.joined()
    }
}
