import LintCore
import SourceText
import StringCatalog

/// Keys outside the configured naming scheme.
public struct KeyNamingRule: CatalogRule {
    public static let description = RuleDescription(
        identifier: "key-naming",
        name: "Key naming",
        summary:
            "A key does not follow the key scheme the rules file names "
            + "(keyPatterns; Handz: screen.{screenId}.{element}[.{purpose}] or "
            + "common.{component}.{element}). Without patterns, nothing is checked: " + "someone else's catalog has its own scheme.",
        rationale:
            "Stable, structured keys let translators see where a string appears and keep keys from changing once shipped (CH32 §11.3).",
        reference: "CH32 §11.3",
        defaultSeverity: .p2,
        triggeringExamples: [
            RuleExample(
                "en: Screen.Home.Title = Home",
                configuration: #"catalog: { keyPatterns: ["screen.{screenId}.{element}[.{purpose}]", "common.{component}.{element}"] }"#),
            RuleExample(
                "en: screen_home_title = Home",
                configuration: #"catalog: { keyPatterns: ["screen.{screenId}.{element}[.{purpose}]", "common.{component}.{element}"] }"#),
            RuleExample(
                "en: screen.home.title.extra.part = Home",
                configuration: #"catalog: { keyPatterns: ["screen.{screenId}.{element}[.{purpose}]", "common.{component}.{element}"] }"#),
            RuleExample(
                "en: Start practice = Start practice",
                configuration: #"catalog: { keyPatterns: ["screen.{screenId}.{element}[.{purpose}]", "common.{component}.{element}"] }"#),
            RuleExample(
                "en: settings.title = Settings", configuration: #"rules: { key-naming: { keyPatterns: ["{area}.{screen}.{element}"] } }"#),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                en: screen.flowBuilder.title = Flow Builder
                en: screen.practiceSetup.cta.unlockPro = Unlock Practice (Pro)
                en: common.error.networkOffline = You're offline.
                """,
                configuration: #"catalog: { keyPatterns: ["screen.{screenId}.{element}[.{purpose}]", "common.{component}.{element}"] }"#),
            // No patterns in the rules file: keys as the app writes them.
            RuleExample(
                """
                en: Start practice = Start practice
                en: settings_title = Settings
                """),
        ]
    )

    public struct Options: RuleOptions {
        public var keyPatterns: [KeyPattern] = []
        public init() {}
        public static let fields: [OptionField<Options>] = [
            .structured(
                "keyPatterns", \.keyPatterns, schema: #"{ "type": "array", "items": { "type": "string" } }"#,
                "accepted key shapes, e.g. screen.{screenId}.{element}[.{purpose}] (none: any key)",
                read: { input, context throws(InputError) in
                    var patterns: [KeyPattern] = []
                    for item in try input.list(of: context) {
                        let text = try item.text(of: "a key pattern")
                        do throws(KeyPatternError) { patterns.append(try KeyPattern(text)) } catch {
                            throw item.error("\(context): \(error.description)")
                        }
                    }
                    return patterns
                },
                show: { OptionField<Options>.showList($0.map(\.text)) })
        ]
    }

    let options: Options
    public init(options: Options) { self.options = options }

    public func check(entry: EntryContext, into findings: inout [Finding]) {
        let patterns = options.keyPatterns
        let key = entry.entry.key
        guard !patterns.isEmpty, !patterns.contains(where: { $0.matches(key) }) else { return }
        findings.append(
            entry.finding(
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
