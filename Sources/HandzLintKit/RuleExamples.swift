import CatalogValidation
import LintCore
import SourceRules
import SourceText
import SpecRules
import YAMLSupport

/// Runs a rule's examples through the same engines and rules-file reader as a real run, so an
/// example states what the rule does for users (and `rules explain` prints what the tests run).
public enum RuleExamples {
    /// The findings `example` produces for `rule`: the rule alone, built with the options the
    /// example's configuration gives (or the defaults), with that configuration's overrides.
    public static func findings(of rule: RegisteredRule, in example: RuleExample, withConfiguration: Bool = true) throws -> [Finding] {
        var configuration = LintConfiguration.defaults
        if withConfiguration, let text = example.configuration {
            let file = SourceFile(path: "example-rules.yml", bytes: Array(text.utf8))
            configuration = try LintConfiguration.load(YAMLDocument(file: file), requireVersion: false)
        }
        let findings: [Finding]
        if example.language == .swift {
            guard let type = rule.type as? any SourceRule.Type else { throw InputError(file: example.file, message: "\(rule.identifier) has a Swift example but does not read Swift") }
            let swift = try SwiftExample(example.input)
            var file = swift.file
            file.ruleIdentifiers = RuleCatalog.shared.identifiers
            findings = SourceLintEngine(rules: [try configuration.configured(type)], options: configuration.swift).run(files: [file], project: swift.project).findings
            return configuration.rules.applied(to: findings).sorted(by: Finding.reportOrder)
        }
        switch rule.family {
        case .source:
            throw InputError(file: example.file, message: "\(rule.identifier) reads Swift: its examples are RuleExample(swift:)")
        case .accessibility, .navigation:
            guard let type = rule.type as? any SpecRule.Type else { throw InputError(file: example.file, message: "\(rule.identifier) is registered as a spec rule but is not one") }
            let engine = SpecLintEngine(rules: [try configuration.configured(type)])
            findings = engine.run(try SpecExample(example.input).input)
        case .catalog:
            guard let type = rule.type as? any CatalogRule.Type else { throw InputError(file: example.file, message: "\(rule.identifier) is registered as a catalog rule but is not one") }
            findings = try CatalogExample(example.input).findings(of: try configuration.configured(type), options: configuration.catalog)
        }
        return configuration.rules.applied(to: findings).sorted(by: Finding.reportOrder)
    }
}
