import LintCore
import SpecModel

/// Deep links that do not land in exactly one place.
public struct DeepLinkResolutionRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "deep-link-resolution",
        name: "Deep link does not resolve to one target",
        summary:
            "A deep link does not parse with the app's deep-link grammar (no tab, "
            + "unknown tab, flow, step, scene or presentation style, wrong scheme or "
            + "host), matches no route, matches several, lands somewhere other than "
            + "its declared target, or could open in several tabs without saying which.",
        rationale:
            "A link that resolves to nothing drops users on a blank screen; one "
            + "that could resolve to several lands them in the wrong context and "
            + "breaks the back stack. Links that must name their tab make the "
            + "landing place unambiguous (Archery: \"deep links require explicit tab "
            + "— no ambiguous routes allowed\"; PropDocs: one view reachable from several tabs).",
        reference: "CH04 §7; Archery deep-link composition",
        defaultSeverity: .p1,
        triggeringExamples: [
            // Archery: a link without its tab.
            RuleExample(
                """
                routes:
                  tabs: [{ id: tasks, root: tasks/list }]
                  routes:
                    - { id: tasks/list, presentation: push, tabs: [tasks] }
                    - { id: tasks/detail, path: "detail/{id}", presentation: push, tabs: [tasks] }
                  deepLinkGrammar: { scheme: archery, host: app, requiresTab: true }
                  deepLinks:
                    - { pattern: "archery://app/detail/123" }
                """),
            // PropDocs: a view in several tabs, a notification link that does not say which.
            RuleExample(
                """
                routes:
                  tabs:
                    - { id: home, root: HomeView }
                    - { id: schedule, root: ScheduleView }
                  routes:
                    - { id: HomeView, presentation: push }
                    - { id: ScheduleView, presentation: push }
                    - { id: TaskDetailView, presentation: push, tabs: [home, schedule] }
                  deepLinks:
                    - { pattern: "propdocs://task/{id}", kind: scheme, target: TaskDetailView }
                """),
            RuleExample(
                """
                routes:
                  presentations: [{ id: push }, { id: sheet }]
                  tabs: [{ id: tasks, root: tasks/list }]
                  routes:
                    - { id: tasks/list, presentation: push, tabs: [tasks] }
                  flows:
                    - { id: onboarding, steps: [welcome, permissions] }
                  deepLinkGrammar: { scheme: archery, host: app }
                  deepLinks:
                    - { pattern: "archery://app/flow/onboarding/step/payment" }
                    - { pattern: "archery://app/tasks/list?present=drawer" }
                    - { pattern: "myapp://app/tasks/list" }
                """, findings: 3),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                routes:
                  presentations: [{ id: push }, { id: sheet }, { id: window, platforms: [macOS] }]
                  tabs: [{ id: tasks, root: tasks/list }]
                  routes:
                    - { id: tasks/list, presentation: push, tabs: [tasks] }
                    - { id: tasks/detail, path: "detail/{id}", presentation: push, tabs: [tasks] }
                    - { id: tasks/edit, path: edit, presentation: sheet, tabs: [tasks] }
                    - { id: preferences, presentation: window, platforms: [macOS] }
                  flows:
                    - { id: onboarding, steps: [welcome, permissions] }
                  deepLinkGrammar: { scheme: archery, host: app, requiresTab: true }
                  deepLinks:
                    - { pattern: "archery://app/tasks/list" }
                    - { pattern: "archery://app/tasks/detail/abc123/edit?present=sheet", target: tasks/edit }
                    - { pattern: "archery://app/flow/onboarding/step/permissions" }
                    - { pattern: "archery://app/scene/window/preferences" }
                """),
            RuleExample(
                """
                routes:
                  tabs:
                    - { id: home, root: HomeView }
                    - { id: schedule, root: ScheduleView }
                  routes:
                    - { id: HomeView, presentation: push }
                    - { id: ScheduleView, presentation: push }
                    - { id: TaskDetailView, presentation: push, tabs: [home, schedule] }
                  deepLinks:
                    - { pattern: "propdocs://task/{id}", target: TaskDetailView, tab: schedule }
                """),
        ]
    )

    public init() {}

    public func check(routes: RouteContext, into findings: inout [Finding]) {
        let resolver = DeepLinkResolver(spec: routes.spec)
        for link in routes.spec.deepLinks {
            guard case .problem(let problem) = resolver.resolve(link) else { continue }
            // Unregistered targets are unregistered-route's to report.
            if problem.kind == .unknownRoute, link.target.map(routes.isRegistered) == false { continue }
            findings.append(
                routes.finding(
                    Self.description, "deep link \(link.pattern) \(problem.detail)", scope: link.pattern, element: problem.kind.rawValue,
                    at: link.location,
                    data: [
                        FindingValue("problem", problem.kind.rawValue),
                        FindingValue("candidates", problem.candidates.joined(separator: " ")),
                        FindingValue("required", "exactly one target"),
                    ],
                    fix: Self.fix(for: problem, grammar: routes.spec.deepLinkGrammar)
                ))
        }
    }

    static func fix(for problem: DeepLinkProblem, grammar: DeepLinkGrammar?) -> String {
        let shape = grammar.map { "\($0.scheme)://\($0.host)/{tab}/{route-path}" } ?? "the link"
        switch problem.kind {
        case .missingTab, .unknownTab: return "start the path with its tab: \(shape)"
        case .ambiguous:
            return problem.candidates.isEmpty
                ? "make the link name one target"
                : "say which one it opens (tab: or a longer path): \(problem.candidates.joined(separator: ", "))"
        case .tabMismatch: return "open it in a tab that holds the target, or add the tab to the route's tabs"
        case .targetMismatch: return "correct the link's target, or its path"
        case .unknownRoute, .noTarget: return "point the link at a registered route (target: or a route path that matches)"
        case .unknownFlow, .unknownStep: return "use a flow and step the spec declares"
        case .unknownScene, .unknownPresentation: return "use a presentation style from the legend"
        case .wrongScheme, .wrongHost, .malformed: return "write the link as \(shape)"
        }
    }
}
