import LintCore
import SourceText
import SwiftSourceFacts

/// The Swift rules' work for the engine: part i is file i, the last part the rules that look
/// across each target's files (keys no code uses).
public struct SwiftChecker: PartChecker {
    let rules: [any SourceRule]
    let files: [SwiftFileContext]
    let project: SwiftProjectContext
    /// The files' unreached declarations, by path, for the findings of the rules that look across files.
    let unreachedByPath: [String: [Reachability.Unreached]]

    /// `rules`: every enabled rule; those that do not read Swift are left out.
    public init(rules: [any LintRule], files: [SwiftFileContext], project: SwiftProjectContext) {
        self.rules = AppRuleList.sourceKind.members(of: rules)
        self.files = files
        self.project = project
        unreachedByPath = Dictionary(
            files.filter { !$0.unreached.isEmpty }.map { ($0.facts.path, $0.unreached) }, uniquingKeysWith: { first, _ in first })
    }

    public var partCount: Int { files.count + 1 }

    /// Files one per task (a file's rules are its whole cost); the project part alone.
    public var tasks: [Range<Int>] { files.indices.map { $0..<($0 + 1) } + [files.count..<(files.count + 1)] }

    public func check(part: Int) -> PartOutput {
        var output = PartOutput()
        if part == files.count {
            for rule in rules { rule.check(project: project, into: &output.findings) }
            // A rule that looks across files reports in any of them (a modal's sheet in a modifier only a dead view uses).
            output.findings = output.findings.map { finding in
                guard let unreached = finding.location.flatMap({ unreachedByPath[$0.file] }) else { return finding }
                return Self.reviewingUnreachedCode(finding, unreached: unreached)
            }
        } else {
            for rule in rules {
                let start = output.findings.count
                rule.check(file: files[part], into: &output.findings)
                guard files[part].projectLocalizesNothing, type(of: rule).harmsOnlyTranslations else { continue }
                for index in start..<output.findings.count { output.findings[index] = Self.reviewingUntranslated(output.findings[index]) }
            }
            if !files[part].unreached.isEmpty {
                output.findings = output.findings.map { Self.reviewingUnreachedCode($0, unreached: files[part].unreached) }
            }
        }
        return output
    }

    /// A violation that only translations would show, in a project that localizes nothing yet
    /// (Pulse's `count == 1 ? "Item" : "Items"`): right in English, the only language it shows.
    static func reviewingUntranslated(_ finding: Finding) -> Finding {
        guard finding.outcome == .violation else { return finding }
        var review = finding
        review.outcome = .needsReview
        review.severity = .p2
        review.message += " (the project localizes no text yet: right in English, wrong once translated)"
        review.data.append(FindingValue("projectLocalizes", "nothing"))
        return review
    }

    /// A violation in code nothing reaches (`Reachability`) needs review: users may never run
    /// it, and syntax cannot be sure (something outside the folder may call it). A review there
    /// says so too: it is the first thing the person deciding wants to know.
    static func reviewingUnreachedCode(_ finding: Finding, unreached: [Reachability.Unreached]) -> Finding {
        guard let line = finding.location?.line,
            let declaration = unreached.first(where: { $0.lines.contains(line) })
        else { return finding }
        var review = finding
        review.outcome = .needsReview
        review.severity = .p2
        let what = declaration.kind == .extension ? "this extension of `\(declaration.name)`" : "`\(declaration.name)`"
        review.message += " (nothing in the linted folders reaches \(what), lines \(declaration.lines): it may never run)"
        review.data.append(FindingValue("unreachedDeclaration", declaration.name))
        review.fixHint = (review.fixHint.map { $0 + " " } ?? "") + "If nothing calls `\(declaration.name)`, delete it instead."
        return review
    }
}

/// What Swift files say about findings in them: code in previews and `#if DEBUG` does not ship
/// (dropped unless the rules file asks for it), and `// handz-lint:disable…` comments set
/// findings aside with their reason.
public struct SwiftSuppressions: SuppressionSource {
    private let factsByPath: [String: SwiftFileFacts]
    private let includePreviews: Bool

    public init(files: [SwiftFileFacts], options: SourceLintOptions) {
        factsByPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        includePreviews = options.includePreviews
    }

    public func disposition(of finding: Finding) -> FindingDisposition {
        guard let location = finding.location, let facts = factsByPath[location.file] else { return .keep }
        if !includePreviews, facts.isInPreview(location) || facts.isInDebugOnlyCode(location) { return .dropped }
        if let suppression = facts.suppressions.first(where: { $0.suppresses(rule: finding.ruleID, line: location.line) }) {
            return .suppressed(reason: suppression.reason ?? "")
        }
        return .keep
    }
}
