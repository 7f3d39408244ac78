/// What every rule is, whatever it reads (specs, catalogs, Swift sources): a description with
/// examples, and a typed options value with defaults that the rule is built with.
public protocol LintRule: Sendable {
    associatedtype Options: RuleOptions = NoOptions
    static var description: RuleDescription { get }
    init(options: Options)
    init()
}

extension LintRule {
    public init() { self.init(options: Options()) }
    public var description: RuleDescription { Self.description }
    public static var optionDescriptions: [OptionDescription] { Options.descriptions }
}

extension LintRule where Options == NoOptions {
    public init(options: NoOptions) { self.init() }
}

/// Enable/disable, severity and rule-book overrides per rule id, from the rules file.
public struct RuleSettings: Sendable {
    public var disabled: Set<String>
    public var severities: [String: Severity]
    /// The rule-book section each rule cites, for apps whose rules live in another document.
    public var references: [String: String]

    public init(disabled: Set<String> = [], severities: [String: Severity] = [:], references: [String: String] = [:]) {
        self.disabled = disabled
        self.severities = severities
        self.references = references
    }

    public func isEnabled(_ identifier: String) -> Bool { !disabled.contains(identifier) }

    /// The findings with the rules file's severities and references applied: the one place
    /// where overrides happen, for every kind of rule. A finding that cites something other
    /// than its rule's default reference (a policy's own section) keeps it.
    public func applied(to findings: [Finding], defaultReference: (String) -> String?) -> [Finding] {
        guard !severities.isEmpty || !references.isEmpty else { return findings }
        return findings.map { finding in
            var finding = finding
            if let severity = severities[finding.ruleID] { finding.severity = severity }
            if let reference = references[finding.ruleID], finding.reference == defaultReference(finding.ruleID) {
                finding.reference = reference
            }
            return finding
        }
    }
}
