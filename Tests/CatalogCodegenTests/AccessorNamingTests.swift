import StringCatalog
import Testing

@testable import CatalogCodegen

struct AccessorNamingTests {
    static func generate(_ entries: [(String, String)], backend: CatalogCodegen.Backend = .stringLookup) -> CatalogCodegen.Output {
        let catalog = StringCatalog(
            sourceLanguage: "en",
            entries: entries.map { key, value in
                CatalogEntry(key: key, localizations: [Localization(language: "en", content: .unit(value))])
            })
        var options = CatalogCodegen.Options()
        options.backend = backend
        return CatalogCodegen(options: options).generate(catalog, sourceName: "Test.xcstrings")
    }

    @Test func segmentsBecomeNamespacesAndMembers() {
        #expect(SwiftIdentifier.typeName("libraryHome", key: "k") == "LibraryHome")
        #expect(SwiftIdentifier.memberName("Start practice", key: "k") == "startPractice")
        #expect(SwiftIdentifier.memberName("URLSettings", key: "k") == "urlSettings")
        #expect(SwiftIdentifier.memberName("ID", key: "k") == "id")
        #expect(SwiftIdentifier.memberName("default", key: "k") == "`default`")
        #expect(SwiftIdentifier.memberName("self", key: "k") == "self_")
        #expect(SwiftIdentifier.memberName("3 moves", key: "k") == "_3Moves")
        #expect(SwiftIdentifier.memberName("Привет", key: "Привет") == "key" + SwiftIdentifier.hash("Привет"))
        #expect(
            SwiftIdentifier.typeName("String", key: "k") == "String",
            "generated code qualifies Swift.String, so a String namespace is harmless")
        #expect(SwiftIdentifier.typeName("Swift", key: "k") == "Swift_")
    }

    @Test func placeholdersBecomeTypedParametersInArgumentOrder() {
        let source = Self.generate([("screen.share.message", "%2$@ shared %1$lld flows at %3$.1f%%")]).source
        #expect(source.contains("static func message(arg1: Swift.Int, arg2: Swift.String, arg3: Swift.Double)"))
        #expect(source.contains("arguments: [.integer(arg1), .text(arg2), .double(arg3)]"))
    }

    @Test func keysThatMapToOneNameAreReportedAndKeptApart() {
        let output = Self.generate([("Start practice", "Start practice"), ("start_practice", "Start practice!")])
        #expect(output.warnings.count == 1)
        #expect(output.warnings[0].contains("\"Start practice\"") && output.warnings[0].contains("\"start_practice\""))
        #expect(output.source.contains("startPractice_" + SwiftIdentifier.hash("Start practice")))
        #expect(output.source.contains("startPractice_" + SwiftIdentifier.hash("start_practice")))
    }

    @Test func substitutionsAndPluralsNameTheirParameters() throws {
        var node = StringNode(unit: StringUnit(value: "%1$@ has %2$#@followers@"))
        node.substitutions = [
            Substitution(
                name: "followers", argumentNumber: 2, formatSpecifier: "lld",
                variations: [
                    VariationSet(
                        kind: "plural",
                        cases: [
                            VariationCase(name: "one", node: .unit("%arg follower")),
                            VariationCase(name: "other", node: .unit("%arg followers")),
                        ])
                ])
        ]
        let signature = AccessorSignature(source: node)
        #expect(
            signature.parameters == [
                Parameter(position: 1, label: "arg1", type: .string), Parameter(position: 2, label: "followers", type: .int),
            ])
        let plural = StringNode(variations: [
            VariationSet(
                kind: "plural",
                cases: [
                    VariationCase(name: "one", node: .unit("%lld flow")), VariationCase(name: "other", node: .unit("%lld flows")),
                ])
        ])
        #expect(AccessorSignature(source: plural).parameters == [Parameter(position: 1, label: "count", type: .int)])
    }

    @Test func outputIsStable() {
        let entries = [("b.key", "B %@"), ("a.key", "A"), ("a.other", "%lld")]
        #expect(Self.generate(entries).source == Self.generate(entries.reversed()).source)
    }

    @Test func foundationDefaultValueInterpolatesInOrder() {
        let source = Self.generate([("screen.count", "%lld of %lld saved (100%%)")], backend: .foundation).source
        #expect(source.contains(#"defaultValue: "\(arg1) of \(arg2) saved (100%)""#))
    }
}
