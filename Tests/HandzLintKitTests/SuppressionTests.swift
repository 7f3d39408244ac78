import HandzLintKit
import LintCore
import LintTestSupport
import Testing

/// `lintIgnore` silences one rule on an element, a screen, a route or a whole route file; the
/// silenced findings are listed with their reasons, and other rules still report.
struct SuppressionTests {
    static let screen = """
        kind: screen
        id: home
        route: Library/Home
        title: "Home"
        lintIgnore: [{ rule: missing-label, reason: "labels come from the server" }]
        elements:
          - id: addButton
            role: iconButton
            frame: [334, 52, 32, 32]
            lintIgnore: [{ rule: tap-target-size, reason: "hit area extended in code" }]
          - id: sortButton
            role: iconButton
            frame: [16, 700, 32, 32]
        """

    static let routes = """
        kind: routes
        lintIgnore: [{ rule: unreachable-route, reason: "reached from a push notification" }]
        routes:
          - { id: Library/Home, presentation: push }
          - { id: "Library/bad id", presentation: push, lintIgnore: [{ rule: route-id-format, reason: "legacy id kept for links" }] }
          - { id: "Other/bad id", presentation: push }
        entryPoints: { F: [Library/Home] }
        """

    static func run() throws -> LintRun.Result {
        let folder = try ScratchFolder(["home.yml": screen, "routes.yml": routes])
        return try LintRun(configuration: .defaults).run(.init(specs: [folder.url.path]))
    }

    static func has(_ findings: [Finding], _ rule: String, _ scope: String, _ element: String? = nil) -> Bool {
        findings.contains { $0.ruleID == rule && $0.subject.scope == scope && $0.subject.element == element }
    }

    @Test func elementEntriesSilenceTheirRuleOnTheirElementOnly() throws {
        let result = try Self.run()
        let suppressed = result.suppressed.map(\.finding)
        #expect(Self.has(suppressed, "tap-target-size", "home", "addButton"))
        #expect(Self.has(result.findings, "tap-target-size", "home", "sortButton"), "the same rule on another element still reports")
        #expect(Self.has(result.findings, "icon-button-hint", "home", "addButton"), "another rule on the same element still reports")
        #expect(
            result.suppressed.first { $0.finding.subject.element == "addButton" && $0.finding.ruleID == "tap-target-size" }?.reason
                == "hit area extended in code")
    }

    @Test func screenEntriesSilenceTheirRuleOnEveryElement() throws {
        let result = try Self.run()
        #expect(!result.findings.contains { $0.ruleID == "missing-label" })
        #expect(Self.has(result.suppressed.map(\.finding), "missing-label", "home", "addButton"))
        #expect(Self.has(result.suppressed.map(\.finding), "missing-label", "home", "sortButton"))
    }

    @Test func routeAndRouteFileEntries() throws {
        let result = try Self.run()
        #expect(Self.has(result.suppressed.map(\.finding), "route-id-format", "Library/bad id"))
        #expect(Self.has(result.findings, "route-id-format", "Other/bad id"), "a route's entry covers that route only")
        #expect(!result.findings.contains { $0.ruleID == "unreachable-route" }, "the file's entry covers every route")
        #expect(
            result.suppressed.filter { $0.finding.ruleID == "unreachable-route" }.allSatisfy {
                $0.reason == "reached from a push notification"
            })
    }

    @Test func suppressedFindingsReachTheReport() throws {
        let result = try Self.run()
        let report = LintRun(configuration: .defaults).report(result)
        #expect(report.suppressed.count == result.suppressed.count)
        #expect(ReportFormat.text.render(report).contains("Suppressed (\(result.suppressed.count)):"))
        #expect(ReportFormat.text.render(report).contains("legacy id kept for links"))
    }
}
