import Foundation
import Testing

@testable import RouteImport

struct MarkdownAndTabTableTests {
    @Test func markdownTableWithOddSpacingAndWrappedRows() {
        let text = """
            ## 📍 Secondary Routes (NavigationPath)

            |Route   |  Use Case |Where Used|
            |-------|:---------:|----------|
            | `sparkDetail` | View spark details | Tracker tab |
            |   `missionDetail`|View mission
            info | Missions tab |
            | `achievements` | View achievements | Future feature |

            Implementation: `TabRouter.swift`
            """
        let registry = RouteDocumentImporter().read(text: text, document: "ignition.md")
        #expect(registry.routes.map(\.id) == ["sparkDetail", "missionDetail", "achievements"])
        #expect(registry.routes[1].purpose == "View mission info", "a row PDF-to-text broke is joined")
        #expect(registry.routes[1].notes == "Missions tab")
        #expect(registry.routes.map(\.line) == [5, 6, 8])
        #expect(registry.routes[2].futureFeature)
        #expect(!registry.routes[0].futureFeature)
        #expect(registry.routes[0].section == "📍 Secondary Routes (NavigationPath)")
    }

    @Test func tabSeparatedTableSurvivesWrapsFootersAndBlankLines() {
        let text = [
            "5.2 Core Modals Used in V1",
            "",
            "Route ID\tScreen / Purpose\tPresentation\tAccess\tNotes / Owner",
            "Modal/MovePicker\tPick an existing move\tSheet\tF/P/T (SO/G in sandbox)\tCH12 + CH09",
            "Modal/NodeActions\tNode context menu: edit, replace,",
            "attach media, delete.\tAS\tF/P/T\tCH12–CH14",
            "",
            "Handz V1 PRD Bundle • CH04 — Information Architecture & Navigation Map (R1)",
            "",
            "System/PermissionG ate\tPermission rationale screen(s).\tSheet\tF/P/T\tCH29/CH31",
            "",
            "5.3 Modal Dismiss Rules (Global)",
            "- Swipe-down dismiss is enabled for Sheet and Full modals.",
        ].joined(separator: "\n")
        let registry = RouteDocumentImporter().read(text: text, document: "ch04.txt")
        #expect(
            registry.routes.map(\.id) == ["Modal/MovePicker", "Modal/NodeActions", "System/PermissionG ate"],
            "the document's spelling is kept")
        #expect(registry.routes.allSatisfy { $0.registry == "modals" }, "tables under a modal heading form the modal registry")
        #expect(registry.routes[1].purpose == "Node context menu: edit, replace, attach media, delete.")
        #expect(registry.routes[1].presentation == "AS")
        #expect(registry.routes[1].line == 5)
        #expect(registry.routes[0].access == "F/P/T (SO/G in sandbox)")
        #expect(registry.routes[2].line == 10)
    }

    @Test func legendsConstantsAndMentions() {
        let text = """
            Access shorthand used in tables:

            - **SO** = Signed Out
            - **F** = Signed In (Free entitlement)

            Presentation shorthand:

            - **Push** = standard stack navigation
            - **AS** = iOS action sheet

            Route ID\tScreen / Purpose\tPresentation\tAccess
            Auth/WelcomeGate\tWelcome gate.\tPush\tSO
            Library/Home\tLibrary root.\tPush\tF

            - **Move Create/Edit:** leaving triggers an AS (F/P/T, CH12/CH14, and/or Sheet/Full).
            - If installed, navigate to ShareLink/FlowView; signed out returns to Auth/WelcomeGate.
            - Web fallback: https://handz.app/Share/Flow is not a route.

            ```
            export const ROUTES = {
              AUTH_WELCOME: 'Auth/WelcomeGate',
              SHARE_FLOW_VIEW: "ShareLink/FlowView",
            };
            ```
            """
        let registry = RouteDocumentImporter().read(text: text, document: "prd.txt")
        #expect(registry.accessCodes.map(\.code) == ["SO", "F"])
        #expect(registry.accessCodes[1].meaning == "Signed In (Free entitlement)")
        #expect(registry.presentations.map(\.code) == ["Push", "AS"])
        #expect(registry.constants.map(\.name) == ["AUTH_WELCOME", "SHARE_FLOW_VIEW"])
        #expect(registry.constants[1].route == "ShareLink/FlowView")
        #expect(registry.constants[1].line == 22)
        // Slashes in prose that are not route ids stay out: Create/Edit, F/P/T, CH12/CH14,
        // and/or, Sheet/Full, URL paths.
        #expect(registry.mentions.map(\.route) == ["ShareLink/FlowView", "Auth/WelcomeGate"])
        #expect(registry.mentions.allSatisfy { $0.line == 16 })
    }

    @Test func yamlScalarsQuoteWhatYAMLWouldMisread() {
        #expect(RouteSpecYAML.scalar("Auth/WelcomeGate") == "Auth/WelcomeGate")
        #expect(RouteSpecYAML.scalar("System/PermissionG ate") == "\"System/PermissionG ate\"")
        #expect(RouteSpecYAML.scalar("no") == "\"no\"")
        #expect(RouteSpecYAML.scalar("F/P/T (SO/G in sandbox)") == "\"F/P/T (SO/G in sandbox)\"")
        #expect(RouteSpecYAML.scalar("say \"hi\"\tnow") == "\"say \\\"hi\\\"\\tnow\"")
        #expect(RouteSpecYAML.scalar("CH12–CH14") == "\"CH12–CH14\"")
    }
}

/// The Handz CH04 chapter, imported as its owner would.
struct CH04ImportTests {
    static let seed = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/seeds/000_967794788a2f4487.txt")
    static var available: Bool { FileManager.default.fileExists(atPath: seed.path) }

    @Test(.enabled(if: available, "../shared/seeds is absent: the CH04 import test needs the Handz PRD"))
    func importsTheWholeRegistryWithLineReferences() throws {
        let text = try String(contentsOf: Self.seed, encoding: .utf8)
        let registry = RouteDocumentImporter().read(text: text, document: "CH04.txt")
        let routes = registry.routes.filter { $0.registry == "routes" }
        let modals = registry.routes.filter { $0.registry == "modals" }
        #expect(routes.count == 44)
        #expect(
            modals.map(\.id) == [
                "Modal/MovePicker", "Modal/CreateMoveInLine", "Modal/NodeActions", "Modal/SequenceEditOr", "Modal/ImportConflict",
                "Modal/UpgradePaywall", "Modal/SoftWarning",
            ])
        #expect(registry.accessCodes.map(\.code) == ["SO", "G", "F", "P", "T"])
        #expect(registry.presentations.map(\.code) == ["Push", "Sheet", "Full", "AS", "System"])
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for route in registry.routes {
            #expect(lines[route.line - 1].hasPrefix(route.id + "\t"), "\(route.id) cites line \(route.line), which holds it")
        }
        // Kept exactly as written, for the lint to report.
        #expect(registry.routes.contains { $0.id == "System/PermissionG ate" })
        #expect(registry.routes.first { $0.id == "Modal/SoftWarning" }?.presentation == "Sheet/Full")
        #expect(registry.routes.first { $0.id == "Tab/Library" }?.presentation == "Root")
        #expect(registry.routes.first { $0.id == "Practice/Gameplans" } != nil, "rows after a blank line inside a table are kept")
        #expect(registry.routes.first { $0.id == "System/MediaPicker" } != nil, "rows after a page footer are kept")
        #expect(registry.constants.count == 39)
        #expect(registry.constants.last?.route == "ShareLink/FlowView")
        #expect(Set(registry.mentions.map(\.route)).isSuperset(of: ["ShareLink/FlowView", "Settings/Upgrade", "Paywall/Upgrade"]))
    }
}

struct TableEndTests {
    /// A short last row (trailing cells dropped) must not swallow what follows the table.
    @Test func textAfterTheTableStaysOutOfTheLastRow() {
        let markdown = """
            | Route | Use Case | Notes |
            |---|---|---|
            | `Auth/LogIn` | Log in |

            The login screen is not a future feature.

            AUTH_LOGIN: 'Auth/LogIn',
            """
        let registry = RouteDocumentImporter().read(text: markdown, document: "prd.md")
        #expect(registry.routes.count == 1)
        #expect(registry.routes[0].notes == nil)
        #expect(!registry.routes[0].futureFeature)
        #expect(registry.constants.map(\.name) == ["AUTH_LOGIN"])

        let tabs = "Route ID\tPurpose\tPresentation\nAuth/LogIn\tLog in.\n\nAfter the table comes prose.\n"
        let tabRegistry = RouteDocumentImporter().read(text: tabs, document: "prd.txt")
        #expect(tabRegistry.routes.first?.presentation == nil)
    }

    @Test func accessibilityColumnIsNotAccess() {
        #expect(RegistryTable.column(named: "Accessibility notes") == .notes)
        #expect(RegistryTable.column(named: "Access") == .access)
    }
}
