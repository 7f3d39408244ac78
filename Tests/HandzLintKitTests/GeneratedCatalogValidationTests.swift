import CatalogValidation
import Foundation
import HandzLintKit
import LintCore
import LintTestSupport
import SourceText
import StringCatalog
import Testing

/// The shared benchmark workload at 2,000 keys: every injected defect is found and no clean
/// key is flagged (the 20,000-key run is the benchmark, Scripts/benchmark-catalog.sh).
struct GeneratedCatalogValidationTests {
    static let generator = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/bench/gen_catalog.py")

    @Test(
        .enabled(
            if: FileManager.default.fileExists(atPath: generator.path),
            "../shared/bench/gen_catalog.py is absent: the generated-catalog test needs it"))
    func findsEveryInjectedDefectAndNothingElse() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("handz-validate-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.generator.path, "--keys", "2000", "--out", folder.path]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)

        // The workload's own key scheme (always a purpose segment) and no plural-needed: the
        // rules file the benchmark uses.
        // Planted defects are per key, so translation work and plural forms are listed per key (as `--detail` does).
        var configuration = try LintConfiguration.load(path: PackageRoot.path("Scripts/bench/generated-catalog.yml"))
        configuration.rules.disabled.formUnion([TranslationProgressRule.description.identifier, PluralCoverageRule.description.identifier])
        let findings = try CatalogCheck(configuration: configuration).findings(paths: [
            folder.appendingPathComponent("Localizable.xcstrings").path
        ])

        let manifest = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("defects.json"))) as? [String: Any])
        let defects = try #require(manifest["defects"] as? [[String: Any]])
        #expect(defects.count == 50)
        let expectedRule = [
            "missing_translation": "missing-translation", "placeholder_mismatch": "placeholder-mismatch",
            "missing_plural_category": "plural-category-missing",
            "key_naming": "key-naming", "long_translation": "translation-too-long",
        ]
        for defect in defects {
            let key = try #require(defect["key"] as? String), type = try #require(defect["type"] as? String)
            let locale = defect["locale"] as? String
            let rule = try #require(expectedRule[type], "unknown defect type \(type)")
            #expect(
                findings.contains { $0.ruleID == rule && $0.subject.scope == key && (locale == nil || $0.subject.locale == locale) },
                "\(type) in \(key) \(locale ?? "") is found")
        }
        let defectKeys = Set(defects.compactMap { $0["key"] as? String })
        let strays = findings.filter { !defectKeys.contains($0.subject.scope) }
        #expect(strays.isEmpty, "no clean key is flagged: \(strays.prefix(5).map(\.message))")
    }
}
