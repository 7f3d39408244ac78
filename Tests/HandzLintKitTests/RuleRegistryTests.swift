import Foundation
import Testing
import HandzLintKit

/// The rule list cannot drift from the rule files: every `…Rule.swift` in a rules folder is
/// registered once, under the id its file name spells, and every id is kebab-case.
struct RuleRegistryTests {
    static let ruleFolders = ["Sources/SpecRules/Accessibility", "Sources/SpecRules/Navigation", "Sources/CatalogValidation/Rules"]

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

    @Test func identifiersAreKebabCase() {
        for identifier in RuleCatalog.shared.identifiers {
            #expect(identifier.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(identifier)")
        }
    }
}
