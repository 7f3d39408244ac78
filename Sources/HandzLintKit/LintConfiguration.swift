import CatalogValidation
import LintCore
import SourceText
import YAMLSupport

/// A rules file (`Rules/handz.yml` and its siblings): which specs and catalogs an app has,
/// which rules run at which severity, and the thresholds and policies they check against.
/// Versioned; unknown fields are errors, so a typo cannot switch a check off.
public struct LintConfiguration: Sendable {
    public static let currentVersion = 1

    /// The rules file's path, or nil for the built-in defaults.
    public var path: String?
    public var app: String
    /// Spec files and folders, resolved against the rules file's folder.
    public var specPaths: [String]
    /// Catalogs (`.xcstrings`, `.lproj` folders, XLIFF), resolved the same way.
    public var stringsPaths: [String]
    public var catalog: CatalogValidationOptions
    public var rules: RuleSettings
    /// Options for individual rules (`rules: { tap-target-size: { minimum: 44 } }`), as the
    /// rule declares them; rules read them through `RuleOptions`.
    public var ruleOptions: [String: [String: RuleOptionValue]]
    /// Sections added by later layers (screens, routes), kept as parsed YAML for them.
    public var sections: [String: SectionNode]

    public init(path: String? = nil, app: String = "app", specPaths: [String] = [], stringsPaths: [String] = [], catalog: CatalogValidationOptions = CatalogValidationOptions(), rules: RuleSettings = RuleSettings(), ruleOptions: [String: [String: RuleOptionValue]] = [:], sections: [String: SectionNode] = [:]) {
        self.path = path
        self.app = app
        self.specPaths = specPaths
        self.stringsPaths = stringsPaths
        self.catalog = catalog
        self.rules = rules
        self.ruleOptions = ruleOptions
        self.sections = sections
    }

    /// The defaults: CH32's conventions, no specs or catalogs.
    public static let defaults = LintConfiguration()

    /// Fields a rules file may have at the top level. Sections read by other layers are
    /// listed here so that a typo in their name is still caught.
    public static let topLevelFields: Set<String> = ["version", "app", "specs", "strings", "catalog", "rules", "screens", "routes", "policy"]

    public static func load(path: String) throws(InputError) -> LintConfiguration {
        let document = try YAMLDocument(path: path)
        var configuration = LintConfiguration(path: path)
        let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
        func resolve(_ relative: String) -> String {
            SourcePath.normalized(relative.hasPrefix("/") ? relative : (folder == "." ? relative : folder + "/" + relative))
        }
        var sawVersion = false
        for (key, keyNode, value) in try document.fields(document.root, of: "the rules file", known: topLevelFields) {
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
            case "catalog": configuration.catalog = try CatalogSection.read(value, in: document, base: configuration.catalog)
            case "rules": try RulesSection.read(value, in: document, into: &configuration)
            default: configuration.sections[key] = SectionNode(node: value, document: document, keyNode: keyNode)
            }
        }
        guard sawVersion else { throw InputError(at: document.location(document.root), "the rules file needs 'version: \(currentVersion)'") }
        configuration.catalog.rules = configuration.rules
        return configuration
    }
}

/// A section of the rules file kept for a later layer to read, with the document it came
/// from so errors still point at the right line.
public struct SectionNode: @unchecked Sendable {
    public let node: Node
    public let document: YAMLDocument
    public let keyNode: Node
}

/// A rule option's value as written in the rules file.
public enum RuleOptionValue: Sendable, Equatable {
    case number(Double)
    case text(String)
    case list([String])
    case flag(Bool)
}

/// The `catalog:` section.
enum CatalogSection {
    static let fields: Set<String> = ["targetLocales", "shippedLocales", "keyPatterns", "pluralNouns", "maximumExpansion", "expansionMinimumSourceLength", "fragmentKeySegments", "joiningWords"]

    static func read(_ node: Node, in document: YAMLDocument, base: CatalogValidationOptions) throws(InputError) -> CatalogValidationOptions {
        var options = base
        for (key, _, value) in try document.fields(node, of: "catalog", known: fields) {
            switch key {
            case "targetLocales": options.targetLocales = try document.strings(value, of: "catalog.targetLocales")
            case "shippedLocales": options.shippedLocales = try document.strings(value, of: "catalog.shippedLocales")
            case "keyPatterns":
                options.keyPatterns = []
                for element in try document.sequence(value, of: "catalog.keyPatterns") {
                    do { options.keyPatterns.append(try KeyPattern(try document.string(element, of: "a key pattern"))) } catch let error as KeyPatternError {
                        throw document.error(element, error.description)
                    } catch let error as InputError { throw error } catch { throw document.error(element, "\(error)") }
                }
            case "pluralNouns":
                options.pluralNouns = []
                for element in try document.sequence(value, of: "catalog.pluralNouns") {
                    if case .scalar = element {
                        options.pluralNouns.append(PluralNoun(try document.string(element, of: "a plural noun")))
                    } else {
                        var singular: String?, plural: String?
                        for (field, _, fieldValue) in try document.fields(element, of: "a plural noun", known: ["singular", "plural"]) {
                            if field == "singular" { singular = try document.string(fieldValue, of: "singular") } else { plural = try document.string(fieldValue, of: "plural") }
                        }
                        guard let singular else { throw document.error(element, "a plural noun needs 'singular'") }
                        options.pluralNouns.append(plural.map { PluralNoun(singular, $0) } ?? PluralNoun(singular))
                    }
                }
            case "maximumExpansion":
                let ratio = try document.number(value, of: "catalog.maximumExpansion")
                guard ratio >= 1 else { throw document.error(value, "catalog.maximumExpansion is a multiple of the source length and must be at least 1 (1.5 = 50% longer)") }
                options.maximumExpansion = ratio
            case "expansionMinimumSourceLength": options.expansionMinimumSourceLength = try document.integer(value, of: "catalog.expansionMinimumSourceLength")
            case "fragmentKeySegments": options.fragmentKeySegments = try document.strings(value, of: "catalog.fragmentKeySegments").map { $0.lowercased() }
            default: options.joiningWords = try document.strings(value, of: "catalog.joiningWords").map { $0.lowercased() }
            }
        }
        return options
    }
}

/// The `rules:` section: `rule-id: off`, `rule-id: P1`, or `rule-id: { enabled, severity,
/// reference, … }` (reference: the section of the app's own rule book the rule enforces).
enum RulesSection {
    static func read(_ node: Node, in document: YAMLDocument, into configuration: inout LintConfiguration) throws(InputError) {
        let known = RuleCatalog.shared.identifiers
        for (identifier, keyNode, value) in try document.entries(node, of: "rules") {
            guard known.contains(identifier) else {
                let hint = YAMLDocument.closest(to: identifier, in: known).map { " — did you mean '\($0)'?" } ?? ""
                throw document.error(keyNode, "unknown rule '\(identifier)'\(hint); `handz-lint rules` lists them")
            }
            if case let .scalar(scalar) = value {
                try apply(scalar.string, to: identifier, node: value, document: document, configuration: &configuration)
                continue
            }
            let optionNames = Set(RuleCatalog.shared.description(of: identifier)?.options.map(\.name) ?? [])
            for (field, _, fieldValue) in try document.fields(value, of: "rule \(identifier)", known: Set(["enabled", "severity", "reference"]).union(optionNames)) {
                switch field {
                case "enabled":
                    if !(try document.bool(fieldValue, of: "\(identifier).enabled")) { configuration.rules.disabled.insert(identifier) }
                case "severity":
                    try apply(try document.string(fieldValue, of: "\(identifier).severity"), to: identifier, node: fieldValue, document: document, configuration: &configuration)
                case "reference":
                    configuration.rules.references[identifier] = try document.string(fieldValue, of: "\(identifier).reference")
                default:
                    configuration.ruleOptions[identifier, default: [:]][field] = try optionValue(fieldValue, document: document, name: "\(identifier).\(field)")
                }
            }
        }
    }

    private static func apply(_ setting: String, to identifier: String, node: Node, document: YAMLDocument, configuration: inout LintConfiguration) throws(InputError) {
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

    private static func optionValue(_ node: Node, document: YAMLDocument, name: String) throws(InputError) -> RuleOptionValue {
        switch node {
        case .sequence: return .list(try document.strings(node, of: name))
        default:
            let text = try document.string(node, of: name)
            if let number = Double(text) { return .number(number) }
            if ["true", "false", "yes", "no"].contains(text.lowercased()) { return .flag(try document.bool(node, of: name)) }
            return .text(text)
        }
    }
}
