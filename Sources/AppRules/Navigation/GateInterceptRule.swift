import LintCore
import SpecModel

/// Gated routes that say nothing about what blocked users see.
public struct GateInterceptRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "gate-intercept",
        name: "Gated route without an intercept",
        summary:
            "A route with a gate names no intercept route, or a route that "
            + "requires an entitlement has neither a gate nor a blocked behavior (locked, hidden).",
        rationale:
            "CH04 §8.2 defines where gating intercepts happen and what route "
            + "opens next; without it a blocked user hits a dead end (CH32 §3: no dead ends).",
        reference: "CH04 §8.2",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample(
                """
                routes:
                  routes:
                    - { id: Library/SaveFlow, presentation: push, gate: { when: "Free user saves a 3rd flow" } }
                    - { id: Insights/Home, presentation: push, requires: premium }
                """, findings: 2),
            RuleExample(
                """
                routes:
                  tabs:
                    - { id: insights, root: Insights/Home, requires: premium }
                  routes:
                    - { id: Insights/Home, presentation: push }
                """),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                routes:
                  routes:
                    - { id: Practice/Home, presentation: push, gate: { when: "0 practice credits", intercept: Paywall/Upgrade, returnsTo: \
                Practice/Home } }
                    - { id: Paywall/Upgrade, presentation: full }
                    - { id: Insights/Home, presentation: push, requires: premium, blocked: locked }
                """)
        ]
    )

    public init() {}

    public func check(routes: RouteContext, into findings: inout [Finding]) {
        for route in routes.spec.routes {
            if let gate = route.gate, gate.intercept == nil {
                findings.append(
                    routes.finding(
                        Self.description, "the gate of \"\(route.id)\" (\(gate.condition)) opens no intercept", scope: route.id,
                        element: "gate", at: gate.location,
                        data: [FindingValue("condition", gate.condition), FindingValue("intercept", "(none)")],
                        fix: "name the route the gate opens (a paywall, a limit sheet) as intercept"
                    ))
            }
            if let requirement = route.requires, route.gate == nil, route.blockedBehavior == nil {
                findings.append(
                    routes.finding(
                        Self.description,
                        "\"\(route.id)\" requires \(requirement) but says neither what blocked users see nor where they go",
                        scope: route.id, element: "requires", at: route.location,
                        data: [FindingValue("requires", requirement), FindingValue("blocked", "(none)")],
                        fix: "add blocked: locked (visible, opens the paywall) or hidden, or a gate with an intercept"
                    ))
            }
        }
        for tab in routes.spec.tabs {
            if let requirement = tab.requires, tab.blockedBehavior == nil {
                findings.append(
                    routes.finding(
                        Self.description,
                        "tab \"\(tab.id)\" requires \(requirement) but says neither whether blocked users see it locked or not at all",
                        scope: tab.id, element: "requires", at: tab.location,
                        data: [FindingValue("requires", requirement), FindingValue("blocked", "(none)")],
                        fix: "add blocked: locked (the tab shows and opens the paywall) or hidden"
                    ))
            }
        }
    }
}
