import LintCore
import StringCatalog

/// Leading or trailing white space that differs from the source's.
public struct WhitespaceMismatchRule: CatalogRule {
    public static let description = RuleDescription(
        identifier: "whitespace-mismatch",
        name: "White space mismatch",
        summary: "A translation starts or ends with white space the source does not have, or lacks white space the source has.",
        rationale:
            "Leading or trailing spaces are invisible to translators but shift "
            + "layout, and usually mean the string is concatenated in code.",
        reference: "CH32 §11.3",
        defaultSeverity: .p2,
        triggeringExamples: [
            RuleExample(
                """
                en: screen.home.title = Home
                es: screen.home.title = "Inicio "
                """),
            RuleExample(
                """
                en: screen.home.body = "Line\\n"
                fr: screen.home.body = Ligne
                """),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                en: screen.home.title = Home
                es: screen.home.title = Inicio
                """)
        ]
    )

    public static let checksUnits = true

    public init() {}

    public func check(unit: UnitContext, in entry: EntryContext, into findings: inout [Finding]) {
        let value = unit.unit.value
        guard !unit.isSource, !value.isEmpty else { return }
        // Most strings start and end with a visible character on both sides.
        guard unit.summary.edgesNeedCheck || entry.sourceSummary(ofPath: unit.path).edgesNeedCheck else { return }
        let sourceText = entry.sourceCounterpart(ofPath: unit.path)
        if !sourceText.hasEdgeWhitespace, !value.hasEdgeWhitespace { return }
        let leading = (sourceText.leadingWhitespace, value.leadingWhitespace)
        let trailing = (sourceText.trailingWhitespace, value.trailingWhitespace)
        guard leading.0 != leading.1 || trailing.0 != trailing.1 else { return }
        let side = leading.0 != leading.1 ? "leading" : "trailing"
        let expected = side == "leading" ? leading.0 : trailing.0
        let found = side == "leading" ? leading.1 : trailing.1
        findings.append(
            entry.finding(
                Self.description, "the \(unit.locale) text of \"\(entry.entry.key)\" has different \(side) white space than the source",
                offset: entry.offset(of: unit.unit), locale: unit.locale, element: unit.path,
                data: [FindingValue("expected", expected.visible), FindingValue("found", found.visible)],
                fix: "match the source's \(side) white space"
            ))
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
