import LintCore
import SpecRules
import SwiftSourceFacts

/// Text the code shows without a key the catalog has: `Text(verbatim:)` prose, strings glued
/// with `+`, literals UIKit shows as they are, and literals looked up in a table that lacks them.
extension HardcodedTextRule: SourceRule {
    public func check(file: SwiftFileContext, into findings: inout [Finding]) {
        for text in file.facts.texts {
            guard let problem = problem(with: text, strings: file.strings) else { continue }
            // `Text(verbatim:)` is the code saying "not language": brand names and legal text
            // (licences are published in English) are right so; a person decides.
            let verbatim = text.kind == .verbatim
            findings.append(file.finding(
                Self.description, severity: verbatim ? .p2 : nil, outcome: verbatim ? .needsReview : .violation,
                problem.message, at: text.location, element: text.key ?? text.expression,
                data: [FindingValue("api", text.api), FindingValue("text", text.key ?? text.expression), FindingValue("kind", text.kind.rawValue)],
                fix: problem.fix
            ))
        }
    }

    private func problem(with text: UserText, strings: SourceStrings) -> (message: String, fix: String)? {
        let shown = text.key ?? text.expression
        switch text.kind {
        case .verbatim:
            guard let key = text.key, TextJudgement.isProse(key) else { return nil }
            return ("\(text.api)(verbatim:) shows \(TextJudgement.quoted(key)) as written to every user: fine for a name or legal text, not for UI text",
                    "use a key: Text(\"\(key)\") with the text in the catalog, or keep verbatim: only for text that is not language (codes, numbers)")
        case .concatenation:
            // `"(" + time + ")"`, `"v" + version`: no words to translate in the joined parts.
            guard let parts = text.concatenation, parts.hasLocalizedOperand || parts.literals.contains(where: TextJudgement.isProse) else { return nil }
            return ("\(text.api) shows text joined with +: translators cannot reorder the parts (\(TextJudgement.quoted(shown)))",
                    "make the sentence one key with placeholders, e.g. Text(\"\\(count) flows in \\(folder)\")")
        case .literal, .interpolated:
            guard let key = text.key, TextJudgement.isProse(key) else { return nil }
            if !text.localizes {
                return ("\(text.api) shows \(TextJudgement.quoted(key)) as written: it is never translated",
                        "wrap it: String(localized: \"\(key)\"), and add it to the catalog")
            }
            // Looked up in a table: hard-coded only when the catalog lacks it and it reads as
            // text (a missing structured key is unknown-key's).
            guard !strings.isEmpty, strings.hasTable(text.tableName), TextJudgement.entry(for: text, in: strings) == nil,
                  !TextJudgement.looksLikeKey(key) else { return nil }
            let table = text.tableName.map { " (table \($0))" } ?? ""
            let seen = text.defaultValue.map { "the default \(TextJudgement.quoted($0))" } ?? TextJudgement.quoted(key)
            return ("\(TextJudgement.quoted(key)) is not in the catalog\(table): every language shows \(seen)",
                    "add \(TextJudgement.quoted(key)) to the catalog (build in Xcode to extract it) and translate it")
        case .expression, .localizedValue:
            return nil
        }
    }
}
