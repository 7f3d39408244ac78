import HandzLintKit
import LintCore
import LintTestSupport
import Testing

/// A choice of a bare suffix names the word it ends, so the finding and its fix show a real key
/// (amperfy's `"\(count) Song\(count == 1 ? "" : "s")"`), not `"\(count) s"`.
@Test func bareSuffixChoiceNamesTheWordItEnds() throws {
    let rule = try #require(RuleCatalog.shared.rule("manual-plural"))
    let source = #"let info = "\(count) Song\(count == 1 ? "" : "s")""#
    let findings = try RuleExamples.findings(of: rule, in: RuleExample(swift: source))
    #expect(findings.map(\.subject.element) == ["Song/Songs"])
    #expect(findings.first?.fixHint?.contains(#"\(count) Songs"#) == true, "\(findings.first?.fixHint ?? "no fix")")
}

/// A suffix added with `+` names the word that ends the literal it is added to; with no word there, the bare suffix.
@Test func suffixAddedWithPlusNamesTheWordBefore() throws {
    let rule = try #require(RuleCatalog.shared.rule("manual-plural"))
    let source = #"label.text = "\(files.count) file" + (files.count == 1 ? "" : "s")"#
    let findings = try RuleExamples.findings(of: rule, in: RuleExample(swift: source))
    #expect(findings.map(\.subject.element) == ["file/files"])
    let unnamed = try RuleExamples.findings(of: rule, in: RuleExample(swift: #"let text = name + (n == 1 ? "" : "s")"#))
    #expect(unnamed.map(\.subject.element) == ["/s"])
}
