import Foundation
import Testing

/// A lint run's findings, read from its JSON report.
struct LintFindings {
    let status: Int32
    let findings: [[String: Any]]

    init(_ arguments: [String], in directory: URL? = nil) throws {
        let result = try CLI.run(["lint"] + arguments + ["--format", "json"], in: directory)
        status = result.status
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "stderr: \(result.stderr)")
        findings = report["findings"] as? [[String: Any]] ?? []
    }

    func matching(_ rule: String, scope: String? = nil, element: String? = nil) -> [[String: Any]] {
        findings.filter { finding in
            let subject = finding["subject"] as? [String: Any] ?? [:]
            return finding["ruleId"] as? String == rule
                && (scope == nil || subject["scope"] as? String == scope)
                && (element == nil || subject["element"] as? String == element)
        }
    }

    func has(_ rule: String, scope: String? = nil, element: String? = nil) -> Bool {
        !matching(rule, scope: scope, element: element).isEmpty
    }

    func data(_ finding: [String: Any]) -> [String: String] { finding["data"] as? [String: String] ?? [:] }
}

/// `handz-lint` with no arguments: the Handz V1 specs against the Handz catalog.
struct HandzDefaultRunTests {
    @Test func defaultRunIsTheHandzPunchList() throws {
        let result = try CLI.run([])
        #expect(result.status == 1, "the bundled specs have P0 and P1 findings the Handz team must act on")
        #expect(result.stdout.hasPrefix("handz-lint Handz: 13 screens"), "\(result.stdout.prefix(200))")
        #expect(result.stdout.contains("Summary: "))
    }

    @Test func findingsTheSpecsAndCH04Imply() throws {
        let run = try LintFindings([])
        // Screens (CH32).
        #expect(run.has("gesture-alternative", scope: "libraryHome", element: "flowRow"), "long-press-only flow actions")
        #expect(run.has("tap-target-size", scope: "flowBuilderCanvas", element: "zoomInButton"))
        #expect(run.has("canvas-outline-equivalent", scope: "flowBuilderCanvas"))
        #expect(run.has("color-only-state", scope: "practiceSetup"))
        // Navigation (CH04 as written).
        #expect(run.has("route-id-format", scope: "System/PermissionG ate"))
        #expect(run.has("unregistered-route", element: "ShareLink/FlowView"))
        #expect(run.has("unknown-legend-code", scope: "Modal/SoftWarning", element: "presentation"))
        #expect(run.has("duplicate-route", scope: "Modal/UpgradePaywall"))
        // Nothing from the catalog: it ships clean.
        #expect(!run.findings.contains { ($0["location"] as? [String: Any])?["file"] as? String == "Strings/Localizable.xcstrings" })
        // Every finding carries a fix and structured data.
        for finding in run.findings {
            #expect(finding["fix"] is String, "\(finding["ruleId"] ?? "?") has a fix hint")
            #expect(!(finding["data"] as? [String: Any] ?? [:]).isEmpty)
        }
    }

    @Test func handzCatalogValidatesClean() throws {
        let result = try CLI.run(["catalog", "validate", "Strings/Localizable.xcstrings", "--config", "Rules/handz.yml"])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("0 findings"))
    }
}

/// The three other seed apps, each with its own rules file.
struct SeedAppTests {
    @Test func ignitionFutureRoutesHaveNoEntryPoint() throws {
        let run = try LintFindings(["--config", "Rules/ignition.yml"])
        for route in ["achievements", "collectibles"] {
            let finding = try #require(run.matching("unreachable-route", scope: route).first)
            #expect(finding["severity"] as? String == "P2")
            #expect(run.data(finding)["future"] == "true")
        }
        #expect(run.findings.allSatisfy { $0["reference"] as? String != "CH04 §4" }, "Ignition findings cite Ignition's document")
    }

    /// The anti-pattern the seed warns about: Stats added to SecondaryRoute as a drill-down.
    @Test func ignitionStatsAsDrillDownIsReported() throws {
        let spec = try String(contentsOf: CLI.packageRoot.appendingPathComponent("Specs/ignition/routes.yml"), encoding: .utf8)
        let folder = try SpecFolder([
            "Specs/ignition/routes.yml": spec.replacingOccurrences(
                of: "\nroutes:\n", with: "\nroutes:\n  - { id: statsDetail, view: stats, presentation: push, tabs: [tracker] }\n")
        ])
        let rules = try String(contentsOf: CLI.packageRoot.appendingPathComponent("Rules/ignition.yml"), encoding: .utf8)
        try folder.write("Rules/ignition.yml", rules)
        let run = try LintFindings(["--config", "Rules/ignition.yml"], in: folder.url)
        #expect(run.has("route-policy", scope: "statsDetail"), "\(run.findings.map { $0["ruleId"] ?? "" })")
        #expect(run.has("mixed-presentation", element: "stats"), "Stats is a sheet and a push")
    }

    @Test func propDocsNotificationLinkIsAmbiguous() throws {
        let run = try LintFindings(["--config", "Rules/propdocs.yml"])
        let ambiguous = run.matching("deep-link-resolution", element: "ambiguous")
        let finding = try #require(ambiguous.first)
        #expect((finding["message"] as? String ?? "").contains("TaskDetailView"))
        #expect(run.data(finding)["candidates"]?.split(separator: " ").count ?? 0 >= 2, "it names the tabs it could open in")
        #expect(!run.has("duplicate-route", scope: "Schedule/TaskDetailView"), "a view shared by several tabs is not a duplicate")
        #expect(!run.has("mixed-presentation"), "a tab root pushed from another tab is not mixed presentation")
    }

    @Test func archeryLinksFlowsAndEntitlements() throws {
        let run = try LintFindings(["--config", "Rules/archery.yml"])
        #expect(run.has("deep-link-resolution", scope: "myapp://app/123", element: "missingTab"), "a link without its tab")
        #expect(run.has("deep-link-resolution", scope: "myapp://app/detail/123", element: "missingTab"))
        #expect(run.has("gate-intercept", scope: "tasks/analytics"), "@requires(.premium) with no behavior")
        #expect(!run.has("gate-intercept", scope: "insights"), "the insights tab says behavior: .locked")
        #expect(run.has("flow-structure", scope: "flow OnboardingFlow"), "OnboardingFlow is declared twice")
        #expect(!run.has("unreachable-route"), "every Archery route has a generated deep link")
        #expect(!run.has("presentation-platform"), "window and immersive routes are limited to their platforms")
    }
}

/// `handz-lint import routes` on CH04, then linting what it wrote.
struct ImportRoutesCommandTests {
    static let ch04 = CLI.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/seeds/000_967794788a2f4487.txt")

    @Test(
        .enabled(
            if: FileManager.default.fileExists(atPath: ch04.path), "../shared/seeds is absent: the CH04 import test needs the Handz PRD"))
    func importedCH04ReportsTheDocumentsOwnInconsistencies() throws {
        let folder = try SpecFolder([:])
        let imported = try CLI.run(["import", "routes", Self.ch04.path, "--output", folder.path("ch04.yml"), "--app", "Handz"])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stderr.contains("44 routes, 7 modals"))
        let run = try LintFindings([
            folder.path("ch04.yml"), "--config", CLI.packageRoot.appendingPathComponent("Rules/handz.yml").path, "--strings",
            CLI.packageRoot.appendingPathComponent("Strings/Localizable.xcstrings").path,
        ])
        let typo = try #require(run.matching("route-id-format", scope: "System/PermissionG ate").first)
        #expect(run.data(typo)["documentSource"] == "000_967794788a2f4487.txt:185", "findings cite the PRD line")
        #expect(run.has("unregistered-route", scope: "SHARE_FLOW_VIEW"), "the constant map names a route the registry lacks")
        #expect(run.has("unregistered-route", scope: "Settings/Upgrade"), "prose names a route the registry lacks")
        #expect(run.has("unknown-legend-code", scope: "Tab/Library", element: "presentation"), "Root is not in the presentation legend")
        #expect(run.has("unknown-legend-code", scope: "Modal/MovePicker", element: "access"), "a condition in the access cell")
        #expect(run.has("route-constants"), "the constant map leaves routes out")
        #expect(!run.has("unreachable-route"), "a registry without entry points says nothing about reachability")
    }

    @Test func importWithoutARegistryIsAnInputError() throws {
        let folder = try SpecFolder(["notes.md": "# Notes\n\nNo tables here.\n"])
        let result = try CLI.run(["import", "routes", "notes.md"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("notes.md") && result.stderr.contains("route id column"))
    }
}
