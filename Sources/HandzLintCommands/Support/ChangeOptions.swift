import ArgumentParser
import HandzLintKit
import LintCore

/// `--changed-since REF`: judge a change, not the whole project.
struct ChangeOptions: ParsableArguments {
    @Option(
        name: .customLong("changed-since"),
        help: ArgumentHelp(
            "Report only findings on what changed since this git revision (spec "
                + "files, Swift lines, catalog keys), and list the findings the change fixed.",
            valueName: "ref"))
    var reference: String?

    /// The findings on what changed since the reference or that the change brought, and a line for each finding that the
    /// revision had on a file the change touched and that is gone now. `lint` runs the same
    /// check in a copy of the revision (given the copy, so absolute paths can be moved into it).
    func review(_ findings: [Finding], lint: (RevisionTree) throws -> [Finding]) throws -> (findings: [Finding], fixed: [String])? {
        guard let reference else { return nil }
        let scope = try ChangeScope.since(reference)
        let before = try RevisionTree.withCopy(of: reference, root: scope.root) { tree in try lint(tree).map(tree.unmap) }
        let now = Set(findings.map(\.fingerprint))
        var seen = Set<String>()
        let fixed = before.filter { finding in
            !now.contains(finding.fingerprint) && finding.location.map { scope.touches(file: $0.file) } == true
                && seen.insert(finding.fingerprint).inserted
        }
        // On what changed, or new with the change wherever it shows (an icon changed inside a
        // Button reported on the Button's line; a key removed from the catalog; a key added
        // without a translation, which a language's translation-progress finding gains).
        var earlier: [String: Set<String>] = [:]
        for finding in before { earlier[finding.fingerprint, default: []].formUnion(finding.members) }
        let listed = findings.compactMap { finding -> Finding? in
            guard let members = earlier[finding.fingerprint] else { return finding }
            if let marked = finding.withNewMembers(since: members) { return marked }
            return scope.contains(finding) ? finding : nil
        }
        return (listed, fixed.map { "\($0.ruleID) \($0.subject.scope)\($0.subject.element.map { " › " + $0 } ?? ""): \($0.message)" })
    }
}

extension LintReport {
    /// The report narrowed to a change (see `ChangeOptions`).
    mutating func narrow(to change: (findings: [Finding], fixed: [String])?, since reference: String?) {
        guard let change else { return }
        findings = change.findings.sorted(by: Finding.reportOrder)
        changedSince = reference
        fixedByChange = change.fixed
    }
}
