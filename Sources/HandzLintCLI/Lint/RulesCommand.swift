import ArgumentParser
import HandzLintKit
import LintCore
import OrderedJSON

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every rule with its severity and rule-book reference, or explain one.",
        subcommands: [RulesList.self, RulesExplain.self],
        defaultSubcommand: RulesList.self
    )
}

struct RulesList: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List every rule.")

    @OptionGroup var output: AnswerOptions

    func run() {
        let catalog = RuleCatalog.shared
        output.emit(text: {
            var lines: [String] = []
            var family = ""
            for rule in catalog.descriptions {
                let current = catalog.families[rule.identifier] ?? ""
                if current != family {
                    if !lines.isEmpty { lines.append("") }
                    lines.append(current.prefix(1).uppercased() + current.dropFirst())
                    family = current
                }
                lines.append("  \(rule.defaultSeverity.rawValue)  \(rule.identifier.padding(32)) \(rule.reference.padding(12)) \(rule.summary)")
            }
            lines.append("")
            lines.append("`handz-lint rules explain ID` prints a rule's rationale, options and examples.")
            return lines.joined(separator: "\n")
        }, json: {
            .array(catalog.descriptions.map { rule in
                .object([
                    "id": .string(rule.identifier), "family": .string(catalog.families[rule.identifier] ?? ""), "name": .string(rule.name),
                    "severity": .string(rule.defaultSeverity.rawValue), "reference": .string(rule.reference), "summary": .string(rule.summary),
                ])
            })
        })
    }
}

struct RulesExplain: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "explain", abstract: "Explain one rule: rationale, options, examples that trigger it and examples that do not.")

    @Argument(help: ArgumentHelp("The rule id (`handz-lint rules` lists them).", valueName: "id"))
    var identifier: String

    func run() throws {
        guard let rule = RuleCatalog.shared.description(of: identifier) else {
            let known = RuleCatalog.shared.identifiers
            let near = known.filter { $0.contains(identifier) || identifier.contains($0) }.sorted()
            throw BadValue("unknown rule '\(identifier)'" + (near.isEmpty ? "" : " — did you mean \(near.joined(separator: ", "))?") + " (`handz-lint rules` lists them)")
        }
        var lines = [
            "\(rule.identifier) — \(rule.name)",
            "severity: \(rule.defaultSeverity.rawValue)    reference: \(rule.reference)    family: \(RuleCatalog.shared.families[rule.identifier] ?? "")",
            "",
            rule.summary,
            "",
            "Why: " + rule.rationale,
        ]
        if !rule.options.isEmpty {
            lines.append("")
            lines.append("Options (rules file):")
            for option in rule.options { lines.append("  \(option.name) = \(option.defaultValue)    \(option.summary)") }
        }
        lines.append("")
        lines.append("Configure: rules: { \(rule.identifier): off | P0 | P1 | P2 }")
        for (title, examples) in [("Flagged", rule.triggeringExamples), ("Accepted", rule.nonTriggeringExamples)] {
            lines.append("")
            lines.append("\(title):")
            for example in examples {
                lines.append(contentsOf: example.input.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 })
                lines.append("")
            }
        }
        print(lines.joined(separator: "\n"))
    }
}
