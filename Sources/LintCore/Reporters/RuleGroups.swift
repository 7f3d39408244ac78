/// The findings of one rule, as the human formats list them: rules with the most severe
/// findings first, each rule's findings in report order.
struct RuleGroup {
    let ruleID: String
    let findings: [Finding]
    /// The rule's description, when the report lists the rule.
    let rule: RuleDescription?

    func count(_ severity: Severity) -> Int { findings.filter { $0.severity == severity }.count }

    var mostSevere: Severity { findings.map(\.severity).min() ?? .p2 }

    /// The fix hint every finding of the rule gives (two or more), said once in the rule's heading.
    var sharedFix: String? {
        guard findings.count > 1, let first = findings.first?.fixHint, findings.allSatisfy({ $0.fixHint == first }) else { return nil }
        return first
    }

    /// The reference every finding cites, said once in the rule's heading.
    var sharedReference: String? {
        guard let first = findings.first?.reference, findings.allSatisfy({ $0.reference == first }) else { return nil }
        return first
    }

    /// The first `limit` findings (all when nil) and how many are left out.
    func listed(limit: Int?) -> (shown: ArraySlice<Finding>, more: Int) {
        guard let limit, findings.count > limit else { return (findings[...], 0) }
        return (findings.prefix(limit), findings.count - limit)
    }

    /// Every rule that found something, the most severe first, then the most findings.
    static func groups(_ report: LintReport) -> [RuleGroup] {
        var byRule: [String: [Finding]] = [:]
        for finding in report.findings { byRule[finding.ruleID, default: []].append(finding) }
        return byRule.map { RuleGroup(ruleID: $0.key, findings: $0.value, rule: report.rule($0.key)) }.sorted { lhs, rhs in
            if lhs.mostSevere != rhs.mostSevere { return lhs.mostSevere < rhs.mostSevere }
            if lhs.findings.count != rhs.findings.count { return lhs.findings.count > rhs.findings.count }
            return lhs.ruleID < rhs.ruleID
        }
    }
}

/// What the human formats say when they leave findings out.
public enum ListLimit {
    /// How many findings of one rule (and languages of the progress table) the text and
    /// Markdown reports list unless told to list all, and how many the HTML report draws as cards.
    public static let findingsPerRule = 20
    /// How long the text punch list grows by listing findings (each rule that fired still lists
    /// one): a screenful or two more than a large app's summary tables.
    public static let reportLines = 360

    static func more(_ count: Int, _ noun: String = "") -> String {
        "… \(count) more\(noun.isEmpty ? "" : " " + noun) (--all to list them)"
    }
}

extension Finding {
    /// "scope › element [locale]": what the finding is about, as the human formats name it.
    var subjectText: String {
        var subject = subject.scope
        if let element = self.subject.element { subject += " › " + element }
        if let locale = self.subject.locale { subject += " [\(locale)]" }
        return subject
    }

    /// The subject without what the place printed beside it already says: a Swift file's path
    /// (its findings' scope), the folder of a catalog named "FOLDER [TABLE]".
    var subjectBesideLocation: String {
        guard let file = location?.file else { return subjectText }
        var scope = subject.scope
        if scope == file {
            scope = ""
        } else if scope.hasSuffix("]"), let open = scope.lastIndex(of: "["), open > scope.startIndex,
            scope[scope.index(before: open)] == " ",
            file.hasPrefix(scope[..<scope.index(before: open)] + "/")
        {
            scope = String(scope[scope.index(after: open)..<scope.index(before: scope.endIndex)])
        }
        var parts: [String] = []
        if !scope.isEmpty { parts.append(scope) }
        if let element = subject.element { parts.append(element) }
        var text = parts.joined(separator: " › ")
        if let locale = subject.locale { text += (text.isEmpty ? "" : " ") + "[\(locale)]" }
        return text
    }
}
