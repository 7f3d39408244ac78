import LintCore

/// How Swift sources are read, beyond the rules' own options (the rules file's `swift:`
/// section, which also sets every source rule's options of the same name).
public struct SourceLintOptions: RuleOptions, Sendable {
    /// `#Preview` bodies, `PreviewProvider` types and `#if DEBUG` blocks never ship: skipped
    /// unless asked for.
    public var includePreviews = false

    public init() {}

    public static let fields: [OptionField<SourceLintOptions>] = [
        .flag(
            "includePreviews", \.includePreviews,
            "also check #Preview, PreviewProvider and #if DEBUG code (never shipped, skipped by default)")
    ]
}
