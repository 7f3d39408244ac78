import AppRules
import CatalogValidation
import HandzLintKit
import LintCore
import LocaleServices
import SourceText
import YAMLSupport

/// Runs a rule's examples through the same engine, policy and rules-file reader as a real run,
/// so an example states what the rule does for users (and `rules explain` prints what the tests
/// run).
public enum RuleExamples {
    /// The findings `example` produces for `rule`: the rule alone, built with the options the
    /// example's configuration gives (or the defaults), with that configuration's overrides.
    public static func findings(of rule: RegisteredRule, in example: RuleExample, withConfiguration: Bool = true) throws -> [Finding] {
        var configuration = LintConfiguration.defaults
        if withConfiguration, let text = example.configuration {
            let file = SourceFile(path: "example-rules.yml", bytes: Array(text.utf8))
            configuration = try LintConfiguration.load(YAMLDocument(file: file), requireVersion: false)
        }
        let rules = [try configuration.instance(of: rule)]
        let checker: any PartChecker
        var suppressions: [any SuppressionSource] = []
        switch (example.language, rule.family) {
        case (.swift, _):
            guard rule.readsSwift else {
                throw InputError(file: example.file, message: "\(rule.identifier) has a Swift example but does not read Swift")
            }
            let swift = try SwiftExample(example.input)
            let files = swift.files.map { file in
                var file = file
                file.ruleIdentifiers = RuleCatalog.shared.identifiers
                return file
            }
            checker = SwiftChecker(rules: rules, files: files, project: swift.project)
            suppressions = [SwiftSuppressions(files: files.map(\.facts), options: configuration.swift)]
        case (.native, .source):
            throw InputError(file: example.file, message: "\(rule.identifier) reads Swift: its examples are RuleExample(swift:)")
        case (.native, .accessibility), (.native, .navigation):
            let spec = try SpecExample(example.input)
            checker = SpecChecker(rules: rules, input: spec.input)
            suppressions = [SpecSuppressions(screens: spec.input.screens, routeSpecs: spec.input.routeSpec.map { [$0] } ?? [])]
        case (.native, .catalog):
            let catalog = try CatalogExample(example.input)
            // A rule that sums up others' findings runs with them, at their defaults.
            let summarized = CatalogRules.kind.members(of: rules).flatMap { type(of: $0).summarizedRules.map { $0.init() } }
            checker = CatalogChecker(rules: rules + summarized, context: catalog.context(options: configuration.catalog))
        case (.native, .input):
            // Whole runs: every rule runs, as in `lint`; the example speaks for this one.
            return try RepositoryExample(example.input).findings(configuration).filter { $0.ruleID == rule.identifier }
        }
        return LintEngine().run([checker], policy: configuration.policy, suppressions: suppressions).findings
    }
}
