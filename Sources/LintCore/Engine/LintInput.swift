import SourceText

/// A rule taking a subject over from another rule: findings of `rule` about `scope` give way.
/// `text-fits-frame` measures a key shown in a sized text element against its frame, so the
/// length guess of `translation-too-long` for that key is dropped. Rules declare these while
/// they check; the engine settles them in one place (`FindingPolicy`), so no orchestrator
/// knows which rules interact.
public struct Claim: Hashable, Sendable, Codable {
    /// The rule whose findings give way.
    public var rule: String
    /// The subject they give way on: a catalog key, a screen id, a file.
    public var scope: String

    public init(rule: String, scope: String) {
        self.rule = rule
        self.scope = scope
    }
}

/// What the rules produced on one part of an input (one screen, one Swift file, one catalog
/// entry), before the policy: cacheable as it is.
public struct PartOutput: Sendable, Codable, Equatable {
    public var findings: [Finding]
    public var claims: [Claim]

    public init(findings: [Finding] = [], claims: [Claim] = []) {
        self.findings = findings
        self.claims = claims
    }

    public static func + (lhs: PartOutput, rhs: PartOutput) -> PartOutput {
        PartOutput(findings: lhs.findings + rhs.findings, claims: lhs.claims + rhs.claims)
    }
}

extension Array where Element == PartOutput {
    /// The parts' outputs as one.
    public var merged: PartOutput {
        PartOutput(findings: flatMap(\.findings), claims: flatMap(\.claims))
    }
}

/// The rules' work on one input (specs, Swift files, a catalog), split into parts the engine
/// spreads over the cores. Each input family builds its checker from the enabled rules once
/// (keeping those that read it, typed), so the parts run without looking rules up again.
public protocol PartChecker: Sendable {
    /// How many parts there are; parts are independent of each other.
    var partCount: Int { get }
    /// The parts grouped into tasks, covering `0..<partCount` in order: cheap parts (catalog
    /// entries, small screens) are batched so that scheduling costs less than the work, and a
    /// long part (the route rules over every screen) gets a task of its own.
    var tasks: [Range<Int>] { get }
    /// Runs the rules on one part. Parts the caller already knows (from a cache) return an
    /// empty output without running anything.
    func check(part: Int) -> PartOutput
    /// The checker's last word once every part ran, over all its parts' outputs: where a rule
    /// sums up other rules' findings (translation progress per language in place of one
    /// finding per key), it does so here. Unless it sums up, returns `outputs` as they are.
    func finish(_ outputs: [PartOutput]) -> [PartOutput]
}

extension PartChecker {
    public var tasks: [Range<Int>] { [0..<partCount] }

    public func finish(_ outputs: [PartOutput]) -> [PartOutput] { outputs }

    /// `parts` in about `count` runs of equal length (at least one part each).
    public static func runs(of parts: Range<Int>, count: Int) -> [Range<Int>] {
        let runs = max(1, min(count, parts.count))
        guard !parts.isEmpty else { return [] }
        return (0..<runs).map { index in
            (parts.lowerBound + parts.count * index / runs)..<(parts.lowerBound + parts.count * (index + 1) / runs)
        }
    }
}

/// What an input says about a finding after the rules ran: keep it, set it aside with the
/// reason its author wrote (`lintIgnore`, `// handz-lint:disable…`), or drop it because the code
/// it is in does not ship (previews, `#if DEBUG`).
public enum FindingDisposition: Sendable, Equatable {
    case keep
    case suppressed(reason: String)
    case dropped
}

/// An input that holds suppressions (specs' `lintIgnore`, Swift comments), asked about every
/// finding of the run, whatever input the finding came from.
public protocol SuppressionSource: Sendable {
    func disposition(of finding: Finding) -> FindingDisposition
}
