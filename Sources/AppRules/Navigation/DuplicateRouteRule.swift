import LintCore
import SpecModel

/// One id registered twice, or two registrations of the same view.
public struct DuplicateRouteRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "duplicate-route",
        name: "Duplicate route",
        summary:
            "A route id is registered twice (P1), or two routes show the same "
            + "screen or view, or serve the same purpose, with the same presentation "
            + "(P2). Routes of one view in different tabs are not duplicates.",
        rationale:
            "The route registry is the single source of truth (CH04 §4): "
            + "duplicates make it unclear which id code and QA should use, and they drift apart.",
        reference: "CH04 §4",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample(
                """
                routes:
                  routes:
                    - { id: Library/Home, presentation: push }
                    - { id: Library/Home, presentation: push }
                """),
            RuleExample(
                """
                routes:
                  routes:
                    - { id: Library/ImportConflict, presentation: sheet, screen: importConflict }
                  modals:
                    - { id: Modal/ImportConflict, presentation: sheet, screen: importConflict }
                """),
            RuleExample(
                """
                routes:
                  routes:
                    - { id: Settings/Account, purpose: "Manage account", presentation: push }
                    - { id: Profile/Account, purpose: "Manage  account", presentation: push }
                """),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                routes:
                  routes:
                    - { id: Assets/TaskDetail, presentation: push, view: taskDetail, tabs: [assets] }
                    - { id: Schedule/TaskDetail, presentation: push, view: taskDetail, tabs: [schedule] }
                """)
        ]
    )

    public init() {}

    public func check(routes: RouteContext, into findings: inout [Finding]) {
        for (id, registrations) in routes.routesByID where registrations.count > 1 {
            for duplicate in registrations.dropFirst() {
                findings.append(
                    routes.finding(
                        Self.description, "route \"\(id)\" is registered \(registrations.count) times", scope: id, at: duplicate.location,
                        data: [FindingValue("id", id), FindingValue("firstAt", registrations[0].location.description)],
                        fix: "keep one registration of \(id)"
                    ))
            }
        }
        // The same screen, view or purpose under two ids with the same presentation. A view
        // reachable from several tabs is declared once per tab with `tabs`, which is fine.
        var firstByIdentity: [String: Route] = [:]
        for route in routes.spec.routes {
            let purpose = route.purpose.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
            let identities = [
                route.screen.map { ("screen", $0) }, route.view.map { ("view", $0) }, purpose.isEmpty ? nil : ("purpose", purpose),
            ].compactMap { $0 }
            for (kind, value) in identities {
                let identity = kind + "|" + value + "|" + route.presentation.lowercased()
                guard let first = firstByIdentity[identity] else {
                    firstByIdentity[identity] = route
                    continue
                }
                guard first.id != route.id,
                    Set(first.tabs).isDisjoint(with: route.tabs) == false || (first.tabs.isEmpty && route.tabs.isEmpty)
                else { continue }
                findings.append(
                    routes.finding(
                        Self.description, severity: .p2,
                        "\"\(route.id)\" and \"\(first.id)\" both present \(kind) \"\(value)\" as \(route.presentation)", scope: route.id,
                        at: route.location,
                        data: [
                            FindingValue(kind, value), FindingValue("presentation", route.presentation), FindingValue("sameAs", first.id),
                        ],
                        fix: "register one route for it and use it from both places, or document why two are needed"
                    ))
                break
            }
        }
    }
}
