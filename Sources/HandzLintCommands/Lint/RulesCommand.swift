import ArgumentParser
import HandzLintKit
import LintCore
import OrderedJSON

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every rule with its severity and rule-book reference, explain one, or print the rules file's schema.",
        subcommands: [RulesList.self, RulesExplain.self, RulesSchema.self],
        defaultSubcommand: RulesList.self
    )
}

struct RulesList: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List every rule.")

    @OptionGroup var output: AnswerOptions

    @Flag(help: "Print README's rule tables (Markdown), one per family.")
    var markdown = false

    func run() {
        let catalog = RuleCatalog.shared
        if markdown { return print(catalog.markdownTables(), terminator: "") }
        output.emit(
            text: {
                var lines: [String] = []
                var family: RuleFamily?
                for rule in catalog.rules {
                    if rule.family != family {
                        if !lines.isEmpty { lines.append("") }
                        lines.append(rule.family.title)
                        family = rule.family
                    }
                    let description = rule.description
                    let reads = rule.readsSwift && rule.family != .source ? " (also Swift code)" : ""
                    lines.append(
                        "  \(description.defaultSeverity.rawValue)  " + "\(description.identifier.padding(32)) "
                            + "\(description.reference.padding(12)) \(description.summary)\(reads)"
                    )
                }
                lines.append("")
                lines.append("`handz-lint rules explain ID` prints a rule's rationale, options and examples.")
                return lines.joined(separator: "\n")
            },
            json: {
                .array(
                    catalog.rules.map { rule in
                        .object([
                            "id": .string(rule.identifier), "family": .string(rule.family.rawValue), "name": .string(rule.description.name),
                            "severity": .string(rule.description.defaultSeverity.rawValue),
                            "reference": .string(rule.description.reference),
                            "summary": .string(rule.description.summary),
                            "inputs": .array(rule.inputs.map { .string($0) }),
                            "options": .array(
                                rule.options.map {
                                    .object(["name": .string($0.name), "default": .string($0.defaultValue), "summary": .string($0.summary)])
                                }),
                        ])
                    })
            })
    }
}

struct RulesExplain: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain", abstract: "Explain one rule: rationale, options, examples that trigger it and examples that do not.")

    @Argument(help: ArgumentHelp("The rule id (`handz-lint rules` lists them).", valueName: "id"))
    var identifier: String

    func run() throws {
        guard let rule = RuleCatalog.shared.rule(identifier) else {
            let near = RuleCatalog.shared.suggestions(for: identifier)
            throw BadValue(
                "unknown rule '\(identifier)'" + (near.isEmpty ? "" : " — did you mean \(near.joined(separator: ", "))?")
                    + " (`handz-lint rules` lists them)")
        }
        let description = rule.description
        var lines = [
            "\(description.identifier) — \(description.name)",
            "severity: \(description.defaultSeverity.rawValue)    reference: \(description.reference)    family: \(rule.family.rawValue)",
            "",
            description.summary,
            "",
            "Why: " + description.rationale,
            "",
            "Configure: rules: { \(description.identifier): off | P0 | P1 | P2 }",
        ]
        if !rule.options.isEmpty {
            lines.append("")
            lines.append(
                "Options, set for this rule in rules: { \(description.identifier): { "
                    + "OPTION: value } }, or for every \(rule.family.rawValue) rule "
                    + "that has them in \(rule.family.section): { OPTION: value }:")
            for option in rule.options {
                let place =
                    rule.family.topLevelOptions.contains(option.name)
                    ? "    (the app's, written at the top level: \(option.name): …)" : ""
                lines.append("  \(option.name) = \(option.defaultValue)    \(option.summary)\(place)")
            }
        }
        for (title, examples) in [("Flagged", description.triggeringExamples), ("Accepted", description.nonTriggeringExamples)] {
            lines.append("")
            lines.append("\(title):")
            for example in examples {
                if let configuration = example.configuration { lines.append("    # with \(configuration)") }
                lines.append(contentsOf: example.input.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 })
                lines.append("")
            }
        }
        print(lines.joined(separator: "\n"))
    }
}

struct RulesSchema: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the rules file's JSON Schema, generated from the rules' options (Specs/schema/rules.schema.json is this output)."
    )

    func run() {
        print(RulesFileSchema.text(), terminator: "")
    }
}
