import AppRules
import CatalogValidation
import LintCore
import SourceText
import SwiftSourceFacts
import YAMLSupport

/// A rules file (`Rules/handz.yml` and its siblings): which specs and catalogs an app has,
/// which rules run at which severity, and the options they check with. Versioned; unknown
/// fields and option values a rule would not accept are errors, so a typo cannot switch a check
/// off and an option that is accepted always takes effect.
public struct LintConfiguration: Sendable {
    public static let currentVersion = 1

    /// The rules file's path, or nil for the built-in defaults.
    public var path: String?
    public var app: String
    /// Spec files and folders, resolved against the rules file's folder.
    public var specPaths: [String]
    /// Catalogs (`.xcstrings`, `.lproj` folders, XLIFF), resolved the same way.
    public var stringsPaths: [String]
    /// Swift source files and folders, resolved the same way.
    public var sourcePaths: [String]
    /// Globs of files and folders not to read, relative to each source folder given
    /// (`**/Generated/**`, `Tests/**`).
    public var excludes: [String]
    /// How Swift sources are read (the `swift:` section).
    public var swift: SourceLintOptions
    /// Which languages must be translated and which ship (the `catalog:` section).
    public var catalog: CatalogValidationOptions
    public var rules: RuleSettings
    /// Option values for a whole family, from its section (`screens:`, `routes:`, `catalog:`,
    /// and the top-level `policy:` list), by family.
    public var familyOptions: [RuleFamily: [String: OptionInput]]
    /// Option values for one rule (`rules: { tap-target-size: { minimumTarget: 50 } }`), by rule id.
    public var ruleOptions: [String: [String: OptionInput]]

    public init(
        path: String? = nil, app: String = "app", specPaths: [String] = [], stringsPaths: [String] = [],
        catalog: CatalogValidationOptions = CatalogValidationOptions(), rules: RuleSettings = RuleSettings()
    ) {
        self.path = path
        self.app = app
        self.specPaths = specPaths
        self.stringsPaths = stringsPaths
        sourcePaths = []
        excludes = []
        swift = SourceLintOptions()
        self.catalog = catalog
        self.rules = rules
        familyOptions = [:]
        ruleOptions = [:]
    }

    /// The defaults: every rule at its own defaults, no specs or catalogs.
    public static let defaults = LintConfiguration()

    public static let topLevelFields = Set(["version", "app", "specs", "strings", "sources", "excludes", "rules"])
        .union(RuleFamily.allCases.map(\.section)).union(RuleFamily.allCases.flatMap(\.topLevelOptions))

    public static func load(path: String) throws(InputError) -> LintConfiguration {
        try load(YAMLDocument(path: path))
    }

    /// Reads a rules file already in memory (a rule example's configuration, say).
    public static func load(_ document: YAMLDocument, requireVersion: Bool = true) throws(InputError) -> LintConfiguration {
        let path = document.path
        var configuration = LintConfiguration(path: path)
        let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
        func resolve(_ relative: String) -> String {
            SourcePath.normalized(relative.hasPrefix("/") ? relative : (folder == "." ? relative : folder + "/" + relative))
        }
        var sawVersion = false
        for (key, _, value) in try document.fields(document.root, of: "the rules file", known: topLevelFields) {
            switch key {
            case "version":
                let version = try document.integer(value, of: "version")
                guard version == currentVersion else {
                    throw document.error(value, "this handz-lint reads rules files of version \(currentVersion), not \(version)")
                }
                sawVersion = true
            case "app": configuration.app = try document.string(value, of: "app")
            case "specs": configuration.specPaths = try document.strings(value, of: "specs").map(resolve)
            case "strings": configuration.stringsPaths = try document.strings(value, of: "strings").map(resolve)
            case "sources": configuration.sourcePaths = try document.strings(value, of: "sources").map(resolve)
            case "excludes":
                configuration.excludes = try document.strings(value, of: "excludes")
                for (glob, node) in zip(configuration.excludes, try document.sequence(value, of: "excludes")) where glob.isEmpty {
                    throw document.error(node, "an exclude glob cannot be empty")
                }
            case "rules": try RulesSection.read(value, in: document, into: &configuration)
            default:
                if let family = RuleFamily.allCases.first(where: { $0.section == key }) {
                    try FamilySection.read(value, family: family, in: document, into: &configuration)
                } else if let family = RuleFamily.allCases.first(where: { $0.topLevelOptions.contains(key) }) {
                    let input = OptionInput(value, in: document)
                    try RulesSection.validate(family: family, name: key, value: input, context: "")
                    configuration.familyOptions[family, default: [:]][key] = input
                }
            }
        }
        if requireVersion, !sawVersion {
            throw InputError(at: document.location(document.root), "the rules file needs 'version: \(currentVersion)'")
        }
        return configuration
    }

    /// The option values a rule runs with: its family's section, then its own entry.
    public func optionValues(for rule: RegisteredRule) -> [String: OptionInput] {
        var values = (familyOptions[rule.family] ?? [:]).filter { rule.optionNames.contains($0.key) }
        for (name, value) in ruleOptions[rule.identifier] ?? [:] { values[name] = value }
        return values
    }

    /// The rules file's `glossary:` (empty without one), which worklists read as the catalog
    /// rules do.
    public func glossary() throws(InputError) -> Glossary {
        guard let input = familyOptions[.catalog]?["glossary"] else { return Glossary() }
        return try Glossary.read(input, context: "glossary")
    }

    /// The enabled rules, each built with its options: what the engine runs.
    public func enabledRuleInstances() throws(InputError) -> [any LintRule] {
        var built: [any LintRule] = []
        for rule in RuleCatalog.shared.rules where rules.isEnabled(rule.identifier) {
            built.append(try rule.build(optionValues(for: rule)))
        }
        return built
    }

    /// One rule built with the options this configuration gives it, whether or not it is enabled.
    public func instance(of rule: RegisteredRule) throws(InputError) -> any LintRule {
        try rule.build(optionValues(for: rule))
    }

    /// Where findings become a report's: the rules file's severities and references over each
    /// rule's own.
    public var policy: FindingPolicy {
        FindingPolicy(settings: rules) { RuleCatalog.shared.description(of: $0)?.reference }
    }

    /// The descriptions of the enabled rules, for reporters.
    public func enabledRules(in families: Set<RuleFamily>) -> [RuleDescription] {
        RuleCatalog.shared.rules.filter { families.contains($0.family) && rules.isEnabled($0.identifier) }.map(\.description)
    }
}

extension OptionInput {
    /// A YAML value as an option value, keeping where each part was written.
    init(_ node: Node, in document: YAMLDocument) {
        let location = document.location(node)
        switch node {
        case .scalar(let scalar): self.init(.scalar(scalar.string), at: location)
        case .sequence(let sequence): self.init(.list(sequence.map { OptionInput($0, in: document) }), at: location)
        case .mapping(let mapping):
            self.init(.map(mapping.map { (key: $0.key.string ?? "", value: OptionInput($0.value, in: document)) }), at: location)
        }
    }
}

/// A family's section (`screens:`, `routes:`, `catalog:`): defaults for every rule of the family
/// that declares the option; `catalog:` also says which languages are checked.
enum FamilySection {
    static func read(_ node: Node, family: RuleFamily, in document: YAMLDocument, into configuration: inout LintConfiguration)
        throws(InputError)
    {
        let contextFields = family == .catalog ? CatalogValidationOptions.fieldNames : family == .source ? SourceLintOptions.fieldNames : []
        let known = RuleCatalog.shared.sectionOptionNames(family).union(contextFields)
        var values: [String: OptionInput] = [:]
        for (key, _, value) in try document.fields(node, of: family.section, known: known) {
            let input = OptionInput(value, in: document)
            if contextFields.contains(key) {
                let context = "\(family.section).\(key)"
                if family == .catalog {
                    try CatalogValidationOptions.fields.first { $0.name == key }!.apply(input, to: &configuration.catalog, context: context)
                } else {
                    try SourceLintOptions.fields.first { $0.name == key }!.apply(input, to: &configuration.swift, context: context)
                }
            } else {
                try RulesSection.validate(family: family, name: key, value: input)
                values[key] = input
            }
        }
        configuration.familyOptions[family, default: [:]].merge(values) { _, new in new }
    }
}

/// The `rules:` section: `rule-id: off`, `rule-id: P1`, or `rule-id: { enabled, severity,
/// reference, OPTION: value … }` (reference: the section of the app's own rule book the rule
/// enforces; options: those `handz-lint rules explain ID` lists).
enum RulesSection {
    static let settingFields: Set<String> = ["enabled", "severity", "reference"]

    static func read(_ node: Node, in document: YAMLDocument, into configuration: inout LintConfiguration) throws(InputError) {
        let catalog = RuleCatalog.shared
        for (identifier, keyNode, value) in try document.entries(node, of: "rules") {
            guard let rule = catalog.rule(identifier) else {
                let hint = YAMLDocument.closest(to: identifier, in: catalog.identifiers).map { " — did you mean '\($0)'?" } ?? ""
                throw document.error(keyNode, "unknown rule '\(identifier)'\(hint); `handz-lint rules` lists them")
            }
            if case .scalar(let scalar) = value {
                try apply(scalar.string, to: identifier, node: value, document: document, configuration: &configuration)
                continue
            }
            var options: [String: OptionInput] = [:]
            for (field, _, fieldValue) in try document.fields(value, of: "rule \(identifier)", known: settingFields.union(rule.optionNames))
            {
                switch field {
                case "enabled":
                    if !(try document.bool(fieldValue, of: "\(identifier).enabled")) { configuration.rules.disabled.insert(identifier) }
                case "severity":
                    try apply(
                        try document.string(fieldValue, of: "\(identifier).severity"), to: identifier, node: fieldValue, document: document,
                        configuration: &configuration)
                case "reference":
                    configuration.rules.references[identifier] = try document.string(fieldValue, of: "\(identifier).reference")
                default:
                    options[field] = OptionInput(fieldValue, in: document)
                }
            }
            try rule.validate(options, identifier)
            configuration.ruleOptions[identifier, default: [:]].merge(options) { _, new in new }
        }
    }

    /// Checks a section's value against every rule of the family that declares the option, so
    /// a value one of them would refuse is refused here, where the line is known.
    static func validate(family: RuleFamily, name: String, value: OptionInput, context: String? = nil) throws(InputError) {
        for rule in RuleCatalog.shared.rules where rule.family == family && rule.optionNames.contains(name) {
            try rule.validate([name: value], context ?? family.section)
        }
    }

    private static func apply(
        _ setting: String, to identifier: String, node: Node, document: YAMLDocument, configuration: inout LintConfiguration
    ) throws(InputError) {
        switch setting.lowercased() {
        case "off", "false", "no", "disabled": configuration.rules.disabled.insert(identifier)
        case "on", "true", "yes", "enabled": configuration.rules.disabled.remove(identifier)
        default:
            guard let severity = Severity(label: setting) else {
                throw document.error(node, "'\(setting)' is not a setting for \(identifier): use off, on, P0, P1 or P2")
            }
            configuration.rules.severities[identifier] = severity
        }
    }
}
