import Foundation
import HandzLintKit
import LintTestSupport
import SourceText
import Testing

/// Several route spec files of one app are one registry; files of two apps are refused.
struct RouteSpecMergeTests {
    static func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("handz-merge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return folder
    }

    static let library = """
        kind: routes
        app: Demo
        tabs:
          - { id: library, root: Library/Home, stack: [Library/Home] }
        routes:
          - { id: Library/Home, presentation: push }
        """

    static let paywall = """
        kind: routes
        app: Demo
        routes:
          - { id: Paywall/Upgrade, presentation: full }
        edges:
          - { from: Library/Home, to: Paywall/Upgrade }
        """

    static let screen = """
        kind: screen
        id: paywall
        type: modal
        route: Paywall/Upgrade
        elements:
          - { id: close, role: iconButton, label: Close, frame: [330, 50, 44, 44] }
        """

    @Test func screensAndEdgesResolveAgainstEveryRouteFile() throws {
        let folder = try Self.folder(["a-library.yml": Self.library, "b-paywall.yml": Self.paywall, "paywall-screen.yml": Self.screen])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try LintRun(configuration: .defaults).run(.init(specs: [folder.path]))
        #expect(result.routes == 2)
        #expect(!result.findings.contains { $0.ruleID == "unregistered-route" }, "\(result.findings.map(\.message))")
        #expect(
            !result.findings.contains { $0.ruleID == "unreachable-route" && $0.subject.scope == "Paywall/Upgrade" },
            "the edge in the second file reaches it")
    }

    @Test func routeFilesOfTwoAppsAreRefused() throws {
        let other = Self.paywall.replacingOccurrences(of: "app: Demo", with: "app: Other")
        let folder = try Self.folder(["a-library.yml": Self.library, "b-paywall.yml": other])
        defer { try? FileManager.default.removeItem(at: folder) }
        let error = try #require(throws: InputError.self) { try LintRun(configuration: .defaults).run(.init(specs: [folder.path])) }
        #expect(error.file.hasSuffix("b-paywall.yml"))
        #expect(error.message.contains("'Other'") && error.message.contains("a-library.yml"))
    }
}
