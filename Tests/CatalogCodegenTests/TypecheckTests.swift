import Foundation
import SourceText
import StringCatalog
import Testing

@testable import CatalogCodegen

/// The code generated for every catalog we have compiles with both back ends
/// (`swiftc -typecheck`): the repository's catalog always, the shared corpus when present.
struct TypecheckTests {
    static let corpus = BuildFolder.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
    static let catalogs: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
        return [BuildFolder.packageRoot.appendingPathComponent("Strings/Localizable.xcstrings").path]
            + names.filter { $0.hasSuffix(".xcstrings") }.sorted().map { corpus.appendingPathComponent($0).path }
    }()

    struct Case: Sendable, CustomTestStringConvertible {
        let path: String
        let backend: CatalogCodegen.Backend
        var testDescription: String { "\(SourcePath.fileName(path)) \(backend.rawValue)" }
    }

    static let cases = catalogs.flatMap { path in CatalogCodegen.Backend.allCases.map { Case(path: path, backend: $0) } }

    @Test(arguments: cases)
    func generatedCodeTypechecks(_ testCase: Case) throws {
        let catalog = try XCStringsReader.read(SourceFile.read(path: testCase.path))
        var options = CatalogCodegen.Options()
        options.backend = testCase.backend
        options.moduleBundle = testCase.backend == .foundation
        let output = CatalogCodegen(options: options).generate(catalog, sourceName: SourcePath.fileName(testCase.path))
        #expect(output.accessorCount == catalog.entries.count)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("handz-codegen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let generated = folder.appendingPathComponent("L10n.swift")
        try output.source.write(to: generated, atomically: true, encoding: .utf8)
        var arguments = ["-typecheck", generated.path]
        switch testCase.backend {
        case .stringLookup:
            arguments += [
                "-I", BuildFolder.url.appendingPathComponent("Modules").path,
                "-Xcc", "-fmodule-map-file=" + BuildFolder.url.appendingPathComponent("CICU.build/module.modulemap").path,
            ]
        case .foundation:
            arguments.append(BuildFolder.packageRoot.appendingPathComponent("Tests/CatalogCodegenTests/Fixtures/FoundationStub.swift").path)
        }
        let result = try BuildFolder.run(URL(fileURLWithPath: "/usr/bin/env"), ["swiftc"] + arguments)
        #expect(result.status == 0, "\(result.stderr.prefix(2000))")
    }
}
