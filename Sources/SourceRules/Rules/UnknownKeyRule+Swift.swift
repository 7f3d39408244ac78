import LintCore
import SpecRules
import SwiftSourceFacts

/// Keys the code looks up that its target's catalog lacks: users see the raw key.
extension UnknownKeyRule: SourceRule {
    public func check(file: SwiftFileContext, into findings: inout [Finding]) {
        guard !file.strings.isEmpty else { return }
        for text in file.facts.texts where text.isLocalizedLiteral {
            guard let key = text.key else { continue }
            if !file.strings.hasTable(text.tableName) {
                let table = text.tableName ?? "Localizable"
                findings.append(file.finding(
                    Self.description, "\(TextJudgement.quoted(key)) is looked up in the table \(table), which the target's catalogs do not have",
                    at: text.location, element: key,
                    data: [FindingValue("key", key), FindingValue("table", table), FindingValue("tables", file.strings.tables.keys.sorted().joined(separator: ", "))],
                    fix: "add \(table).xcstrings to the target, or use one of its tables (\(file.strings.tables.keys.sorted().joined(separator: ", ")))"
                ))
                continue
            }
            // Text that reads as prose is hard-coded-text's: users see it, untranslated.
            guard TextJudgement.looksLikeKey(key), TextJudgement.entry(for: text, in: file.strings) == nil else { continue }
            findings.append(file.finding(
                Self.description, "\(TextJudgement.quoted(key)) is not a key of the catalog: users see the key itself",
                at: text.location, element: key,
                data: [FindingValue("key", key), FindingValue("table", text.tableName ?? "Localizable"), FindingValue("api", text.api)],
                fix: "add the key to the catalog, or correct it (a typo, or a key that was renamed)"
            ))
        }
    }
}
