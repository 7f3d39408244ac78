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

    public init(
        identifier: String, name: String, summary: String, rationale: String, reference: String, defaultSeverity: Severity,
        triggeringExamples: [RuleExample], nonTriggeringExamples: [RuleExample]
    ) {
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
/// a String Catalog snippet for catalog rules, a YAML spec for screen and route rules, Swift
/// source for rules that read the app's code (a rule that reads specs and code has both).
public struct RuleExample: Sendable {
    public enum Language: String, Sendable {
        /// What the rule's family reads: specs for screen and route rules, the catalog
        /// notation for catalog rules.
        case native
        case swift
    }

    public let input: String
    public let language: Language
    /// For triggering examples: how many findings of this rule the input produces.
    public let expectedCount: Int
    /// For triggering examples whose point is the severity (a P2 where a P1 would be false):
    /// the severity every finding has.
    public let expectedSeverity: Severity?
    /// For triggering examples whose point is the outcome (needs review where a violation
    /// would claim too much): the outcome every finding has.
    public let expectedOutcome: Outcome?
    /// A rules-file fragment the example runs with (`rules: { tap-target-size: { minimumTarget: 50 } }`,
    /// `screens: { … }`), or nil for the defaults. An example that sets an option shows what
    /// the option changes: run without it, the rule must report something else.
    public let configuration: String?
    /// Where the example is written, so a failing example points at its source.
    public let file: String
    public let line: Int

    public init(
        _ input: String, findings expectedCount: Int = 1, severity: Severity? = nil, outcome: Outcome? = nil, configuration: String? = nil,
        file: String = #filePath, line: Int = #line
    ) {
        self.init(
            input, language: .native, findings: expectedCount, severity: severity, outcome: outcome, configuration: configuration,
            file: file, line: line)
    }

    /// A Swift example. `// catalog: KEY = VALUE` lines give the target's catalog (see
    /// `SwiftExample` for the notation); without them the code has no catalog.
    public init(
        swift input: String, findings expectedCount: Int = 1, severity: Severity? = nil, outcome: Outcome? = nil,
        configuration: String? = nil, file: String = #filePath, line: Int = #line
    ) {
        self.init(
            input, language: .swift, findings: expectedCount, severity: severity, outcome: outcome, configuration: configuration,
            file: file, line: line)
    }

    private init(
        _ input: String, language: Language, findings expectedCount: Int, severity: Severity?, outcome: Outcome?,
        configuration: String?, file: String, line: Int
    ) {
        self.expectedOutcome = outcome
        self.input = input
        self.language = language
        self.expectedCount = expectedCount
        self.expectedSeverity = severity
        self.configuration = configuration
        self.file = file
        self.line = line
    }
}
