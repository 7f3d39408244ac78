import LintCore
import SourceText
import SpecModel
import YAMLSupport

/// References to tabs the spec does not declare.
public struct UnknownTabRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "unknown-tab",
        name: "Reference to an undeclared tab",
        summary: "A route's `tabs`, an edge's `switchTab` or a deep link's `tab` names a tab the spec does not declare.",
        rationale:
            "Quick actions switch tab before presenting, shared views live in "
            + "several tabs' stacks, and links open in a tab: a misspelled tab sends "
            + "users to a tab bar state that does not exist and hides the route from " + "the tab's stack checks.",
        reference: "CH04 §3.1",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample(
                """
                routes:
                  tabs: [{ id: tracker, root: tracker }, { id: home, root: home }]
                  routes:
                    - { id: home, presentation: tab }
                    - { id: tracker, presentation: tab }
                    - { id: addSpark, presentation: sheet, tabs: [trackr] }
                  edges:
                    - { from: home, to: addSpark, switchTab: trakcer, presentation: sheet }
                """, findings: 2)
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                routes:
                  tabs: [{ id: tracker, root: tracker }, { id: home, root: home }]
                  routes:
                    - { id: home, presentation: tab }
                    - { id: tracker, presentation: tab }
                    - { id: addSpark, presentation: sheet, tabs: [tracker] }
                  edges:
                    - { from: home, to: addSpark, switchTab: tracker, presentation: sheet }
                """)
        ]
    )

    public init() {}

    public func check(routes: RouteContext, into findings: inout [Finding]) {
        let spec = routes.spec
        guard !spec.tabs.isEmpty else { return }
        let tabs = Set(spec.tabs.map(\.id))
        func report(_ tab: String, _ what: String, scope: String, at location: SourceLocation) {
            guard !tabs.contains(tab) else { return }
            let near =
                YAMLDocument.closest(to: tab, in: tabs).map { "use \($0)" } ?? "use one of \(spec.tabs.map(\.id).joined(separator: ", "))"
            findings.append(
                routes.finding(
                    Self.description, "\(what) names tab \"\(tab)\", which the spec does not declare", scope: scope, element: tab,
                    at: location,
                    data: [FindingValue("tab", tab), FindingValue("tabs", spec.tabs.map(\.id).joined(separator: " "))],
                    fix: near
                ))
        }
        for route in spec.routes { for tab in route.tabs { report(tab, "\"\(route.id)\"", scope: route.id, at: route.location) } }
        for edge in spec.edges {
            if let tab = edge.switchesTab { report(tab, "the edge \(edge.from) → \(edge.to)", scope: edge.to, at: edge.location) }
        }
        for link in spec.deepLinks {
            if let tab = link.tab { report(tab, "deep link \(link.pattern)", scope: link.pattern, at: link.location) }
        }
    }
}
