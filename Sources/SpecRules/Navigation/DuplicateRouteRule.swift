import LintCore
import SpecModel

/// One id registered twice, or two registrations of the same view.
public struct DuplicateRouteRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "duplicate-route",
        name: "Duplicate route",
        summary: "A route id is registered twice (P1), or two routes show the same screen or view with the same presentation (P2).",
        rationale: "The route registry is the single source of truth (CH04 §4): duplicates make it unclear which id code and QA should use, and they drift apart.",
        reference: "CH04 §4",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample("""
            routes:
              routes:
                - { id: Library/Home, presentation: push }
                - { id: Library/Home, presentation: push }
            """),
            RuleExample("""
            routes:
              routes:
                - { id: Library/ImportConflict, presentation: sheet, screen: importConflict }
              modals:
                - { id: Modal/ImportConflict, presentation: sheet, screen: importConflict }
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            routes:
              routes:
                - { id: Assets/TaskDetail, presentation: push, view: taskDetail, tabs: [assets] }
                - { id: Schedule/TaskDetail, presentation: push, view: taskDetail, tabs: [schedule] }
            """),
        ]
    )

    public init() {}

    public func check(routes: RouteContext, into findings: inout [Finding]) {
        for (id, registrations) in routes.routesByID where registrations.count > 1 {
            for duplicate in registrations.dropFirst() {
                findings.append(routes.finding(
                    Self.description, "route \"\(id)\" is registered \(registrations.count) times", scope: id, at: duplicate.location,
                    data: [FindingValue("id", id), FindingValue("firstAt", registrations[0].location.description)],
                    fix: "keep one registration of \(id)"
                ))
            }
        }
        // The same screen under two ids with the same presentation: a view reachable from
        // several tabs is declared with `view` and separate tabs, which is fine.
        var byScreen: [String: Route] = [:]
        for route in routes.spec.routes {
            guard let screen = route.screen else { continue }
            let identity = screen + "|" + route.presentation.lowercased()
            if let first = byScreen[identity], first.id != route.id, Set(first.tabs).isDisjoint(with: route.tabs) || (first.tabs.isEmpty && route.tabs.isEmpty) {
                findings.append(routes.finding(
                    Self.description, severity: .p2, "\"\(route.id)\" and \"\(first.id)\" both present screen \(screen) as \(route.presentation)", scope: route.id, at: route.location,
                    data: [FindingValue("screen", screen), FindingValue("presentation", route.presentation), FindingValue("sameAs", first.id)],
                    fix: "register one route for the screen and use it from both places, or document why two are needed"
                ))
            } else if byScreen[identity] == nil {
                byScreen[identity] = route
            }
        }
    }
}
