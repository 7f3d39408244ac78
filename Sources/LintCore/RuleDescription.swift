/// A rule's identity and documentation, kept as data beside the rule so that `rules` and
/// `rules explain` print it and the examples run as tests (SwiftLint's model).
public struct RuleDescription: Sendable {
    /// Stable kebab-case id used in configuration, suppressions and baselines.
    public let identifier: String
    public let name: String
    /// One sentence: what the rule finds.
    public let summary: String
    /// Why it matters, citing the rule book.
    public let rationale: String
    /// The section enforced ("CH32 §11.3").
    public let reference: String
    public let defaultSeverity: Severity
    public let triggeringExamples: [RuleExample]
    public let nonTriggeringExamples: [RuleExample]

    public init(identifier: String, name: String, summary: String, rationale: String, reference: String, defaultSeverity: Severity, triggeringExamples: [RuleExample], nonTriggeringExamples: [RuleExample]) {
        self.identifier = identifier
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.reference = reference
        self.defaultSeverity = defaultSeverity
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }
}

/// An input that a rule must flag (or must not). `input` is in the format the rule reads:
/// a String Catalog snippet for catalog rules, a YAML spec for screen and route rules.
public struct RuleExample: Sendable {
    public let input: String
    /// For triggering examples: how many findings of this rule the input produces.
    public let expectedCount: Int
    /// For triggering examples whose point is the severity (a P2 where a P1 would be false):
    /// the severity every finding has.
    public let expectedSeverity: Severity?
    /// A rules-file fragment the example runs with (`rules: { tap-target-size: { minimumTarget: 50 } }`,
    /// `screens: { … }`), or nil for the defaults. An example that sets an option shows what
    /// the option changes: run without it, the rule must report something else.
    public let configuration: String?
    /// Where the example is written, so a failing example points at its source.
    public let file: String
    public let line: Int

    public init(_ input: String, findings expectedCount: Int = 1, severity: Severity? = nil, configuration: String? = nil, file: String = #filePath, line: Int = #line) {
        self.input = input
        self.expectedCount = expectedCount
        self.expectedSeverity = severity
        self.configuration = configuration
        self.file = file
        self.line = line
    }
}
