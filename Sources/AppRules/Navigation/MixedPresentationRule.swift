import LintCore
import SpecModel

/// One view presented in different ways by different routes.
public struct MixedPresentationRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "mixed-presentation",
        name: "One view, several presentations",
        summary:
            "Routes that show the same view (the same `view`, or the same screen) "
            + "present it in different ways: pushed from one place and a sheet from another.",
        rationale:
            "A view that is sometimes a destination and sometimes an overlay "
            + "behaves differently depending on how users got there: back versus "
            + "close, tab context kept or lost. Ignition lists it as an anti-pattern "
            + "(\"Stats always appears the same way\"); CH04 registers each modal " + "once in the modal registry.",
        reference: "Ignition anti-patterns; CH04 §5",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample(
                """
                routes:
                  routes:
                    - { id: statsSheet, view: Stats, presentation: sheet }
                    - { id: stats, view: Stats, presentation: push, tabs: [tracker] }
                """),
            RuleExample(
                """
                routes:
                  tabs: [{ id: schedule, root: Schedule/Home }]
                  routes:
                    - { id: Schedule/Home, view: schedule, presentation: tab }
                    - { id: Home/ScheduleSheet, view: schedule, presentation: sheet }
                """),
        ],
        nonTriggeringExamples: [
            // A view reachable from several tabs, pushed in each: shared, not mixed.
            RuleExample(
                """
                routes:
                  routes:
                    - { id: home/taskDetail, view: TaskDetailView, presentation: push, tabs: [home] }
                    - { id: schedule/taskDetail, view: TaskDetailView, presentation: push, tabs: [schedule] }
                    - { id: stats, view: Stats, presentation: sheet }
                """),
            RuleExample(
                """
                routes:
                  tabs: [{ id: schedule, root: Schedule/MaintenanceScheduleView }]
                  routes:
                    - { id: Schedule/MaintenanceScheduleView, view: maintenanceSchedule, presentation: tab }
                    - { id: Assets/MaintenanceScheduleView, view: maintenanceSchedule, presentation: push, tabs: [assets] }
                """),
        ]
    )

    public init() {}

    public func check(routes: RouteContext, into findings: inout [Finding]) {
        var firstByView: [String: Route] = [:]
        // A tab root is a destination like a pushed screen: a view that is a tab root in one
        // tab and pushed in another is shared, not mixed; as a sheet elsewhere it is mixed.
        let tabRoots = Set(routes.spec.tabs.map(\.root))
        func style(_ route: Route) -> String { tabRoots.contains(route.id) ? "push" : route.presentation.lowercased() }
        for route in routes.spec.routes {
            guard let view = route.view ?? route.screen else { continue }
            guard let first = firstByView[view] else {
                firstByView[view] = route
                continue
            }
            guard style(first) != style(route) else { continue }
            findings.append(
                routes.finding(
                    Self.description,
                    "\"\(route.id)\" presents \(view) as \(route.presentation), but \"\(first.id)\" presents it as \(first.presentation)",
                    scope: route.id, element: view, at: route.location,
                    data: [
                        FindingValue("view", view), FindingValue("measured", route.presentation),
                        FindingValue("required", first.presentation), FindingValue("sameViewAs", first.id),
                    ],
                    fix: "present \(view) one way everywhere (\(first.presentation)), and remove the other route"
                ))
        }
    }
}
