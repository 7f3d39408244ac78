import AppRules
import CatalogValidation
import LintCore
import SourceText
import YAMLSupport

/// The kinds of rules, each with the rules-file section that sets defaults for its options.
public enum RuleFamily: String, CaseIterable, Sendable {
    case accessibility, navigation, catalog
    /// Rules only the app's Swift code has (the accessibility rules read code too).
    case source
    /// Rules about the files a run reads (one that cannot be read), whatever their kind.
    case input

    /// `screens: { minimumTarget: 48 }` sets `minimumTarget` for every accessibility rule
    /// that declares it; `rules: { tap-target-size: { minimumTarget: 50 } }` for one rule.
    public var section: String {
        switch self {
        case .accessibility: "screens"
        case .navigation: "routes"
        case .catalog: "catalog"
        case .source: "swift"
        case .input: "inputs"
        }
    }

    /// Options the family takes at the rules file's top level instead of in its section: the
    /// presentation policies and the glossary are the app's, not one rule's.
    public var topLevelOptions: Set<String> {
        switch self {
        case .navigation: ["policy"]
        case .catalog: ["glossary"]
        case .accessibility, .source, .input: []
        }
    }
}

/// One rule as the toolkit knows it: its description, family and options, and how to check a
/// set of option values against the rule's own options type.
public struct RegisteredRule: Sendable {
    public let description: RuleDescription
    public let family: RuleFamily
    public let options: [OptionDescription]
    public let type: any LintRule.Type
    /// Whether the rule reads Swift code (besides, for spec rules, specs).
    public let readsSwift: Bool
    /// Checks option values against the rule's options type; `context` names where they were
    /// written ("screens", "tap-target-size") in messages.
    let validate: @Sendable ([String: OptionInput], String) throws(InputError) -> Void
    /// The rule built with option values (checked as `validate` does).
    let build: @Sendable ([String: OptionInput]) throws(InputError) -> any LintRule

    init<Rule: LintRule>(_ type: Rule.Type, family: RuleFamily) {
        description = Rule.description
        self.family = family
        options = Rule.optionDescriptions
        self.type = type
        readsSwift = AppRuleList.sourceKind.contains(type)
        validate = { values, context throws(InputError) in _ = try Rule.Options.configured(with: values, context: context) }
        build = { values throws(InputError) in
            Rule(options: try Rule.Options.configured(with: values, context: Rule.description.identifier))
        }
    }

    public var identifier: String { description.identifier }

    /// What the rule reads: "specs", "catalogs", "swift".
    public var inputs: [String] {
        let native: [String] =
            switch family {
            case .accessibility, .navigation: ["specs"]
            case .catalog: ["catalogs"]
            case .source: []
            case .input: ["files"]
            }
        return native + (readsSwift ? ["swift"] : [])
    }
    public var optionNames: Set<String> { Set(options.map(\.name)) }
}

/// Every rule the toolkit has, for `handz-lint rules`, rules-file validation, the schema and
/// reporters. Built from the lists `generate-rule-lists` derives from the rule files.
public struct RuleCatalog: Sendable {
    public let rules: [RegisteredRule]
    private let byIdentifier: [String: Int]

    public static let shared = RuleCatalog(
        AppRuleList.accessibility.map { RegisteredRule($0, family: .accessibility) }
            + AppRuleList.navigation.map { RegisteredRule($0, family: .navigation) }
            + CatalogRules.all.map { RegisteredRule($0, family: .catalog) }
            + AppRuleList.swift.map { RegisteredRule($0, family: .source) }
            + AppRuleList.inputs.map { RegisteredRule($0, family: .input) }
    )

    init(_ rules: [RegisteredRule]) {
        self.rules = rules
        byIdentifier = Dictionary(rules.enumerated().map { ($0.element.identifier, $0.offset) }, uniquingKeysWith: { first, _ in first })
    }

    public var descriptions: [RuleDescription] { rules.map(\.description) }
    public var identifiers: Set<String> { Set(byIdentifier.keys) }

    public func rule(_ identifier: String) -> RegisteredRule? { byIdentifier[identifier].map { rules[$0] } }
    public func description(of identifier: String) -> RuleDescription? { rule(identifier)?.description }

    /// The option names a family's section may set: every option one of its rules declares,
    /// but those written at the top level.
    public func sectionOptionNames(_ family: RuleFamily) -> Set<String> {
        rules.filter { $0.family == family }.reduce(into: Set<String>()) { $0.formUnion($1.optionNames) }.subtracting(
            family.topLevelOptions)
    }
}

extension RuleCatalog {
    /// Rule ids near a mistyped one, for "did you mean": those containing it or contained in
    /// it ("tap-target"), else the closest spelling ("tap-targte-size").
    public func suggestions(for identifier: String) -> [String] {
        let near = identifier.count < 3 ? [] : identifiers.filter { $0.contains(identifier) || identifier.contains($0) }.sorted()
        if !near.isEmpty { return near }
        return YAMLDocument.closest(to: identifier, in: identifiers).map { [$0] } ?? []
    }
}

extension RuleCatalog {
    /// README's rule tables, one per family: `handz-lint rules --markdown` prints them and
    /// `Scripts/generate-docs.sh` writes them between README's `rules` markers.
    public func markdownTables() -> String {
        var sections: [String] = []
        for family in RuleFamily.allCases {
            let members = rules.filter { $0.family == family }
            guard !members.isEmpty else { continue }
            var lines = [
                "**\(family.title)** (\(members.count))", "", "| Rule | Severity | Reference | Reads | Finds |",
                "| --- | --- | --- | --- | --- |",
            ]
            for rule in members {
                let summary = rule.description.summary.replacingOccurrences(of: "|", with: "\\|")
                lines.append(
                    "| `\(rule.identifier)` | \(rule.description.defaultSeverity.rawValue) | \(rule.description.reference) | "
                        + "\(rule.inputs.joined(separator: ", ")) | \(summary) |")
            }
            sections.append(lines.joined(separator: "\n"))
        }
        return sections.joined(separator: "\n\n") + "\n"
    }
}

extension RuleFamily {
    /// The family's heading in lists and tables.
    public var title: String {
        switch self {
        case .accessibility: "Accessibility (screen specs and Swift code)"
        case .navigation: "Navigation (route specs)"
        case .catalog: "Catalogs"
        case .source: "Swift code only"
        case .input: "Inputs (every file a run reads)"
        }
    }
}
