import AppRules
import CatalogValidation
import Foundation
import LintCore
import LintTestSupport
import SourceText
import Testing
import YAMLSupport

@testable import HandzLintKit

/// The rules-file reader: options are checked where they are written, the schema editors use is
/// the one the reader enforces, and the repository's own rules files load.
struct RulesFileTests {
    static func load(_ text: String) throws -> LintConfiguration {
        try LintConfiguration.load(YAMLDocument(file: SourceFile(path: "rules.yml", bytes: Array(("version: 1\n" + text).utf8))))
    }

    static func error(_ text: String) -> InputError? {
        do {
            _ = try load(text)
            return nil
        } catch let error as InputError { return error } catch { return nil }
    }

    @Test func committedSchemaIsTheGeneratedOne() throws {
        let committed = try String(contentsOfFile: PackageRoot.path("Specs/schema/rules.schema.json"), encoding: .utf8)
        #expect(committed == RulesFileSchema.text(), "regenerate with: swift run handz-lint rules schema > Specs/schema/rules.schema.json")
    }

    @Test func schemaListsEveryOptionTheReaderAccepts() throws {
        let schema = RulesFileSchema.document(.shared)
        let properties = try #require(schema["properties"])
        for family in RuleFamily.allCases {
            let section = try #require(properties[family.section]?["properties"]?.members).map(\.key)
            let contextFields: Set<String> =
                family == .catalog ? CatalogValidationOptions.fieldNames : family == .source ? SourceLintOptions.fieldNames : []
            #expect(Set(section) == RuleCatalog.shared.sectionOptionNames(family).union(contextFields))
        }
        let rules = try #require(properties["rules"]?["properties"]?.members)
        #expect(rules.map(\.key) == RuleCatalog.shared.rules.map(\.identifier))
        for member in rules {
            let rule = try #require(RuleCatalog.shared.rule(member.key))
            let fields = try #require(member.value["oneOf"]?.elements?.last?["properties"]?.members).map(\.key)
            #expect(Set(fields) == RulesSection.settingFields.union(rule.optionNames), "\(member.key)")
        }
        #expect(Set(try #require(properties.members).map(\.key)) == LintConfiguration.topLevelFields)
    }

    @Test(arguments: [
        "Rules/handz.yml", "Rules/ignition.yml", "Rules/propdocs.yml", "Rules/archery.yml", "Scripts/bench/generated-catalog.yml",
    ])
    func repositoryRulesFilesLoad(_ path: String) throws {
        _ = try LintConfiguration.load(path: PackageRoot.path(path))
    }

    @Test func anOptionNameFromAnotherSectionIsRefusedWithItsPlace() throws {
        // The example: `screens.minimumTarget` is the section's spelling, not an option.
        let error = try #require(Self.error("rules: { tap-target-size: { screens.minimumTarget: 100 } }"))
        #expect(error.message.contains("unknown field 'screens.minimumTarget'"))
        #expect(error.location?.line == 2)
    }

    @Test func valuesARuleWouldRefuseAreRefused() throws {
        #expect(try #require(Self.error("rules: { tap-target-size: { minimumTarget: big } }")).message.contains("must be a number"))
        #expect(
            try #require(Self.error("screens: { minimumTarget: 0 }")).message.contains("screens.minimumTarget must be between 1 and 1000"))
        #expect(try #require(Self.error("screens: { minimumTarget: 1e300 }")).message.contains("must be between"))
        #expect(try #require(Self.error("screens: { screenBackground: white }")).message.contains("#RRGGBB"))
        #expect(try #require(Self.error("routes: { idPattern: \"[\" }")).message.contains("not a valid regular expression"))
        #expect(try #require(Self.error("catalog: { keyPatterns: [\"screen.{a\"] }")).message.contains("catalog.keyPatterns"))
        #expect(
            try #require(Self.error("policy: [{ name: P, routes: [A], presentation: [sheet], severity: P9 }]")).message.contains(
                "P0, P1 or P2"))
        #expect(try #require(Self.error("screens: { policy: [] }")).message.contains("unknown field 'policy'"))
        #expect(
            try #require(Self.error("catalog: { maximumExpansion: 0.5 }")).message.contains(
                "catalog.maximumExpansion must be between 1 and 100"))
    }

    @Test func sectionValuesReachEveryRuleThatDeclaresThemAndRuleValuesWin() throws {
        let configuration = try Self.load(
            """
            screens: { minimumTarget: 48, screenBackground: "#000000" }
            rules: { tap-target-size: { minimumTarget: 50 } }
            """)
        let tap = try #require(RuleCatalog.shared.rule("tap-target-size"))
        let spacing = try #require(RuleCatalog.shared.rule("target-spacing"))
        #expect(try configuration.optionValues(for: tap)["minimumTarget"]?.text(of: "") == "50")
        #expect(try configuration.optionValues(for: spacing)["minimumTarget"]?.text(of: "") == "48")
        #expect(configuration.optionValues(for: tap)["screenBackground"] == nil, "only declared options are passed")
    }
}
