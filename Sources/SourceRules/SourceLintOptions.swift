import LintCore

/// How Swift sources are read, beyond the rules' own options (the rules file's `swift:`
/// section, which also sets every source rule's options of the same name).
public struct SourceLintOptions: RuleOptions, Sendable {
    /// `#Preview` bodies and `PreviewProvider` types hold sample data that never ships: skipped
    /// unless asked for.
    public var includePreviews = false

    public init() {}

    public static let fields: [OptionField<SourceLintOptions>] = [
        .flag("includePreviews", \.includePreviews, "also check #Preview and PreviewProvider code (sample data, skipped by default)"),
    ]
}
