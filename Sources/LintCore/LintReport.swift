/// What a run produced, handed to a reporter: the findings plus what a reader needs to
/// interpret them (the rules that ran, suppressed findings, fixed baseline entries).
public struct LintReport: Sendable {
    public struct Tool: Sendable {
        public var name: String
        public var version: String
        public var informationURI: String

        public init(
            name: String = "handz-lint", version: String, informationURI: String = "https://github.com/handz-app/handz-compliance-toolkit"
        ) {
            self.name = name
            self.version = version
            self.informationURI = informationURI
        }
    }

    /// A finding silenced by an inline suppression, with the reason its author gave.
    public struct Suppression: Sendable {
        public var finding: Finding
        public var reason: String

        public init(finding: Finding, reason: String) {
            self.finding = finding
            self.reason = reason
        }
    }

    /// A file a run found and did not read, with why (generated, excluded, a link out of the
    /// linted folders): named in the report, never lost.
    public struct SkippedInput: Sendable, Equatable {
        public var path: String
        public var reason: String

        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
    }

    public var title: String
    public var tool: Tool
    public var rules: [RuleDescription]
    /// Most severe first.
    public var findings: [Finding]
    public var suppressed: [Suppression]
    /// Baseline entries (fingerprints) whose findings no longer occur.
    public var fixedBaselineEntries: [String]
    /// Findings hidden because the baseline already lists them.
    public var baselinedCount: Int
    /// Wireframes, route graphs and code lines, for the HTML report.
    public var visuals: ReportVisuals
    /// With `--changed-since REF`: the revision the change is measured from; the findings are
    /// then only those on what changed, and `fixedByChange` lists what the change fixed.
    public var changedSince: String?
    public var fixedByChange: [String] = []
    public var skipped: [SkippedInput] = []

    public init(
        title: String, tool: Tool, rules: [RuleDescription], findings: [Finding], suppressed: [Suppression] = [],
        fixedBaselineEntries: [String] = [],
        baselinedCount: Int = 0, visuals: ReportVisuals = .none
    ) {
        self.title = title
        self.tool = tool
        self.rules = rules
        self.findings = findings.sorted(by: Finding.reportOrder)
        self.suppressed = suppressed
        self.fixedBaselineEntries = fixedBaselineEntries
        self.baselinedCount = baselinedCount
        self.visuals = visuals
    }

    /// The skipped files a person reads first: links out of the linted folders (a stranger's
    /// pull request may hold one) before generated and test code, at most `limit`, and how many
    /// more there are.
    public func skippedForPeople(limit: Int = 10) -> (shown: [SkippedInput], more: Int) {
        let ordered = skipped.filter { $0.reason.hasPrefix("a symbolic link") } + skipped.filter { !$0.reason.hasPrefix("a symbolic link") }
        return (Array(ordered.prefix(limit)), max(0, ordered.count - limit))
    }

    public func count(_ severity: Severity) -> Int { findings.filter { $0.severity == severity }.count }

    /// "3 P0, 5 P1, 12 P2".
    public var summaryLine: String {
        Severity.allCases.map { "\(count($0)) \($0.rawValue)" }.joined(separator: ", ")
    }

    public func rule(_ identifier: String) -> RuleDescription? { rules.first { $0.identifier == identifier } }

    /// What the findings leave out, for one-line formats: "2 suppressed, 3 hidden by the
    /// baseline, 1 baseline entry fixed"; nil when nothing was set aside.
    public var setAsideLine: String? {
        var parts: [String] = []
        if !suppressed.isEmpty { parts.append("\(suppressed.count) suppressed") }
        if baselinedCount > 0 { parts.append("\(baselinedCount) hidden by the baseline") }
        let fixed = fixedBaselineEntries.count
        if fixed > 0 { parts.append("\(fixed) baseline entr\(fixed == 1 ? "y" : "ies") fixed") }
        if let changedSince { parts.append("only what changed since \(changedSince), which fixed \(fixedByChange.count)") }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// "Fixed by this change (since origin/main)": the heading over `fixedByChange`.
    public var fixedByChangeHeading: String? {
        changedSince.map { "Fixed by this change (since \($0))" }
    }
}

extension String {
    /// The text on one line, for formats where a line break ends the record.
    public var onOneLine: String {
        split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: " ")
    }
}

/// Output formats. `text` is the punch list for people; the others are for tools.
public enum ReportFormat: String, CaseIterable, Sendable {
    case text, xcode, markdown, json, sarif, junit, github, html

    /// Whether the format draws the report (wireframes, graphs, code lines), which costs a
    /// little more to gather.
    public var isVisual: Bool { self == .html }

    /// `listAll`: the text and Markdown reports list every finding of a rule and every
    /// language, not the first 20 (the other formats always hold every finding).
    public func render(_ report: LintReport, color: Bool = false, listAll: Bool = false) -> String {
        let limit = listAll ? nil : ListLimit.findingsPerRule
        return switch self {
        case .text: PunchListReporter(color: color, limit: limit).render(report)
        case .xcode: XcodeReporter().render(report)
        case .markdown: MarkdownReporter(limit: limit).render(report)
        case .json: JSONReporter().render(report)
        case .sarif: SARIFReporter().render(report)
        case .junit: JUnitReporter().render(report)
        case .github: GitHubReporter().render(report)
        case .html: HTMLReporter().render(report)
        }
    }
}

/// A reporter turns a report into text; reporters are stateless and never decide anything.
public protocol Reporter {
    func render(_ report: LintReport) -> String
}

extension String {
    /// Every occurrence of `target` replaced. Matches Unicode scalars, not characters, so the
    /// escapers find "\n" inside "\r\n" and "|" before a combining mark.
    public func replacingAll(_ target: String, with replacement: String) -> String {
        let pattern = Array(target.unicodeScalars)
        guard let first = pattern.first else { return self }
        let scalars = Array(unicodeScalars)
        var output = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if scalars[index] == first, index + pattern.count <= scalars.count,
                scalars[index..<index + pattern.count].elementsEqual(pattern)
            {
                output.append(contentsOf: replacement.unicodeScalars)
                index += pattern.count
            } else {
                output.append(scalars[index])
                index += 1
            }
        }
        return String(output)
    }
}
