import LintCore
import StringCatalog

/// Keys outside the configured naming scheme.
public struct KeyNamingRule: CatalogRule {
    public static let description = RuleDescription(
        identifier: "key-naming",
        name: "Key naming",
        summary: "A key does not follow the key scheme (default screen.{screenId}.{element}[.{purpose}] or common.{component}.{element}, lowerCamelCase ASCII segments).",
        rationale: "Stable, structured keys let translators see where a string appears and keep keys from changing once shipped (CH32 §11.3).",
        reference: "CH32 §11.3",
        defaultSeverity: .p2,
        options: [RuleOption("catalog.keyPatterns", default: "screen.{screenId}.{element}[.{purpose}], common.{component}.{element}", "accepted key shapes")],
        triggeringExamples: [
            RuleExample("en: Screen.Home.Title = Home"),
            RuleExample("en: screen_home_title = Home"),
            RuleExample("en: screen.home.title.extra.part = Home"),
            RuleExample("en: Start practice = Start practice"),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            en: screen.flowBuilder.title = Flow Builder
            en: screen.practiceSetup.cta.unlockPro = Unlock Practice (Pro)
            en: common.error.networkOffline = You're offline.
            """),
        ]
    )

    public init() {}

    public func check(entry: EntryContext, into findings: inout [Finding]) {
        let patterns = entry.catalog.options.keyPatterns
        let key = entry.entry.key
        guard !patterns.isEmpty, !patterns.contains(where: { $0.matches(key) }) else { return }
        findings.append(entry.finding(
            Self.description, "\"\(key)\" does not follow the key scheme",
            data: [FindingValue("key", key), FindingValue("expected", patterns.map(\.text).joined(separator: " or "))],
            fix: KeyNamingRule.suggestion(for: key, patterns: patterns)
        ))
    }

    /// A rewrite of the key in the scheme's style when one is obvious.
    static func suggestion(for key: String, patterns: [KeyPattern]) -> String {
        let words = key.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        let segments = words.map { word in word.prefix(1).lowercased() + word.dropFirst() }
        let candidate = segments.joined(separator: ".")
        if patterns.contains(where: { $0.matches(candidate) }) {
            return "rename to \"\(candidate)\" (before the key ships: shipped keys must not change)"
        }
        return "rename to match \(patterns.map(\.text).joined(separator: " or ")) before the key ships"
    }
}
