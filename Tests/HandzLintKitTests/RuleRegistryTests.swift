import Foundation
import Testing
import HandzLintKit

/// The rule list cannot drift from the rule files: every `…Rule.swift` in a rules folder is
/// registered once, under the id its file name spells, and every id is kebab-case.
struct RuleRegistryTests {
    static let ruleFolders = ["Sources/SpecRules/Accessibility", "Sources/SpecRules/Navigation", "Sources/CatalogValidation/Rules", "Sources/SourceRules/Rules"]

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
        #expect(Set(expected) == Set(registered), "files without registration: \(Set(expected).subtracting(registered).sorted()); registrations without a file: \(Set(registered).subtracting(expected).sorted())")
        #expect(registered.count == Set(registered).count, "each rule is registered once")
    }

    /// `NameRule+Swift.swift` extends a spec rule to code: the rule is registered and reads Swift,
    /// and a rule reads Swift only with such a file or one of its own in Sources/SourceRules/Rules.
    @Test func everyRuleThatReadsSwiftHasItsFile() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: PackageRoot.path("Sources/SourceRules/Rules"))
        let extended = Set(names.filter { $0.hasSuffix("Rule+Swift.swift") }.map { Self.kebabCase(String($0.dropLast("Rule+Swift.swift".count))) })
        let own = Set(names.filter { $0.hasSuffix("Rule.swift") }.map { Self.kebabCase(String($0.dropLast("Rule.swift".count))) })
        let readingSwift = Set(RuleCatalog.shared.rules.filter(\.readsSwift).map(\.identifier))
        #expect(extended.union(own) == readingSwift)
        for identifier in extended { #expect(RuleCatalog.shared.rule(identifier)?.family == .accessibility, "\(identifier) extends a spec rule") }
        for rule in RuleCatalog.shared.rules where rule.readsSwift {
            let examples = rule.description.triggeringExamples + rule.description.nonTriggeringExamples
            #expect(examples.contains { $0.language == .swift }, "\(rule.identifier) shows what it does on Swift code")
        }
    }

    @Test func identifiersAreKebabCase() {
        for identifier in RuleCatalog.shared.identifiers {
            #expect(identifier.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(identifier)")
        }
    }
}
