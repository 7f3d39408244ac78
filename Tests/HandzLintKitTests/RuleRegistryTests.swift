import AppRules
import CatalogValidation
import Foundation
import HandzLintKit
import LintCore
import LintTestSupport
import Testing

/// The rule list cannot drift from the rule files: the generated lists are what the generator
/// writes now, every `…Rule.swift` in a rules folder is registered once, under the id its file
/// name spells, and every id is kebab-case.
struct RuleRegistryTests {
    static let ruleFolders = [
        "Sources/AppRules/Accessibility", "Sources/AppRules/Navigation", "Sources/CatalogValidation/Rules", "Sources/AppRules/Swift",
        "Sources/AppRules/Inputs",
    ]

    static func kebabCase(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase, !result.isEmpty { result.append("-") }
            result.append(Character(character.lowercased()))
        }
        return result
    }

    @Test func everyRuleFileIsRegisteredUnderItsName() throws {
        var expected: [String] = []
        for folder in Self.ruleFolders {
            for name in try FileManager.default.contentsOfDirectory(atPath: PackageRoot.path(folder)) where name.hasSuffix("Rule.swift") {
                expected.append(Self.kebabCase(String(name.dropLast("Rule.swift".count))))
            }
        }
        let registered = RuleCatalog.shared.rules.map(\.identifier)
        #expect(
            Set(expected) == Set(registered),
            Comment(
                rawValue: "files without registration: \(Set(expected).subtracting(registered).sorted()); registrations "
                    + "without a file: \(Set(registered).subtracting(expected).sorted())")
        )
        #expect(registered.count == Set(registered).count, "each rule is registered once")
    }

    /// A rule reads Swift when its file implements `SourceRule`: a screen rule with a Swift half,
    /// or a rule of `Sources/AppRules/Swift`; either way it shows what it does on Swift code.
    @Test func everyRuleThatReadsSwiftShowsSwiftExamples() throws {
        let own = try FileManager.default.contentsOfDirectory(atPath: PackageRoot.path("Sources/AppRules/Swift")).filter {
            $0.hasSuffix("Rule.swift")
        }
        for name in own {
            let identifier = Self.kebabCase(String(name.dropLast("Rule.swift".count)))
            #expect(RuleCatalog.shared.rule(identifier)?.readsSwift == true, "\(identifier) is a Swift rule")
        }
        for rule in RuleCatalog.shared.rules where rule.readsSwift {
            let examples = rule.description.triggeringExamples + rule.description.nonTriggeringExamples
            #expect(examples.contains { $0.language == .swift }, "\(rule.identifier) shows what it does on Swift code")
            #expect(
                rule.family == .accessibility || rule.family == .source, "\(rule.identifier) reads Swift from a screen or Swift rule's file"
            )
        }
    }

    /// Each checker's `RuleKind`, built from the lists the generator writes, holds exactly the rules that
    /// conform to the checker's protocol, as the runtime's own cast says: a conformance the generator
    /// misses (an extension written another way) would silently keep a rule from running.
    @Test func eachRuleKindHoldsExactlyTheRulesOfItsProtocol() {
        for rule in RuleCatalog.shared.rules {
            let type = rule.type
            #expect(AppRuleList.specKind.contains(type) == (type is any SpecRule.Type), "\(rule.identifier): SpecRule")
            #expect(AppRuleList.sourceKind.contains(type) == (type is any SourceRule.Type), "\(rule.identifier): SourceRule")
            #expect(AppRuleList.inputKind.contains(type) == (type is any InputRule.Type), "\(rule.identifier): InputRule")
            #expect(CatalogRules.kind.contains(type) == (type is any CatalogRule.Type), "\(rule.identifier): CatalogRule")
            let instance = type.init()
            #expect(AppRuleList.sourceKind.members(of: [instance]).count == (type is any SourceRule.Type ? 1 : 0))
        }
    }

    /// Descriptions are printed as they are (`rules explain`, reports): no runs of spaces a
    /// wrapped string literal left behind.
    @Test func descriptionsHaveNoRunsOfSpaces() {
        for description in RuleCatalog.shared.descriptions {
            for (field, text) in [("summary", description.summary), ("rationale", description.rationale), ("name", description.name)] {
                #expect(!text.contains("  "), "\(description.identifier).\(field): \(text)")
            }
        }
    }

    @Test func identifiersAreKebabCase() {
        for identifier in RuleCatalog.shared.identifiers {
            #expect(identifier.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(identifier)")
        }
    }
}
