import SourceText

/// How bad a finding is, on CH32 §13.4's rubric. P0 is the most severe.
public enum Severity: String, CaseIterable, Comparable, Sendable, Codable {
    /// Blocks a task (VoiceOver, large text), breaks at run time or shows users garbage.
    case p0 = "P0"
    /// Wrong or confusing for some users; the task is still possible.
    case p1 = "P1"
    /// Quality: minor contrast, announcement or wording issues.
    case p2 = "P2"

    /// P0 < P1 < P2 in this ordering, so sorting puts the most severe first.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

    var rank: Int {
        switch self {
        case .p0: 0
        case .p1: 1
        case .p2: 2
        }
    }

    /// Whether this finding is at least as severe as `threshold` (P0 is at least P1).
    public func isAtLeast(_ threshold: Severity) -> Bool { self <= threshold }

    public init?(label: String) {
        self.init(rawValue: label.uppercased())
    }
}

/// Whether a check passed judgement or could not: over an image or a gradient a contrast
/// check cannot measure, and says so instead of passing or failing.
public enum Outcome: String, Sendable, Codable {
    case violation
    case needsReview = "needs-review"
}

/// What a finding is about, used to match findings across runs (baselines) independently
/// of line numbers: a catalog key in a locale, or a screen/route and an element.
public struct FindingSubject: Hashable, Sendable, Codable {
    /// The screen id, route id or catalog key.
    public var scope: String
    /// The element id, or nil when the finding is about the scope as a whole.
    public var element: String?
    /// The locale a catalog finding is about.
    public var locale: String?

    public init(scope: String, element: String? = nil, locale: String? = nil) {
        self.scope = scope
        self.element = element
        self.locale = locale
    }
}

/// A measured or expected value carried by a finding ("contrast": "2.8", "required": "4.5").
public struct FindingValue: Hashable, Sendable, Codable {
    public var name: String
    public var value: String

    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// One problem a rule found, with structured data so that reporters and tools do not have to
/// parse sentences.
public struct Finding: Sendable, Hashable, Codable {
    public var ruleID: String
    public var severity: Severity
    public var outcome: Outcome
    public var message: String
    public var location: SourceLocation?
    public var subject: FindingSubject
    /// Measured and required values, in a stable order.
    public var data: [FindingValue]
    public var fixHint: String?
    /// The rule-book section the rule enforces ("CH32 §4.1").
    public var reference: String?

    public init(
        ruleID: String, severity: Severity, outcome: Outcome = .violation, message: String, location: SourceLocation?,
        subject: FindingSubject, data: [FindingValue] = [], fixHint: String? = nil, reference: String? = nil
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.outcome = outcome
        self.message = message
        self.location = location
        self.subject = subject
        self.data = data
        self.fixHint = fixHint
        self.reference = reference
    }

    /// The finding's identity for baselines: rule + subject, never the line.
    public var fingerprint: String {
        [ruleID, subject.scope, subject.element ?? "", subject.locale ?? ""].joined(separator: "|")
    }

    /// Most severe first, then by place.
    public static func reportOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        if lhs.severity != rhs.severity { return lhs.severity < rhs.severity }
        switch (lhs.location, rhs.location) {
        case (let left?, let right?) where left != right: return left < right
        case (nil, _?): return false
        case (_?, nil): return true
        default:
            return (lhs.ruleID, lhs.subject.scope, lhs.subject.element ?? "") < (rhs.ruleID, rhs.subject.scope, rhs.subject.element ?? "")
        }
    }
}

extension FindingValue {
    /// The data name for the place in a source document (a PRD) the finding's subject comes
    /// from, when the spec cites one.
    public static let documentSource = "documentSource"
}

extension Finding {
    public var documentSource: String? { data.first { $0.name == FindingValue.documentSource }?.value }
}

extension Finding {
    /// The same finding citing a different rule-book section (policies carry their own).
    public func citing(_ reference: String?) -> Finding {
        guard let reference else { return self }
        var copy = self
        copy.reference = reference
        return copy
    }
}
