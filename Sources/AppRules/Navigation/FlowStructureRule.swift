import LintCore
import SourceText
import SpecModel
import YAMLSupport

/// Multi-step flows whose branches, skips or steps do not fit together.
public struct FlowStructureRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "flow-structure",
        name: "Flow step, branch or skip is broken",
        summary:
            "A flow is declared twice, declares a step twice, a branch replaces a "
            + "step the flow does not have, a skip names a missing step, or a step "
            + "can never be shown (skipped or replaced unconditionally).",
        rationale:
            "Flows are resumed, deep-linked to a step and persisted: a branch that "
            + "replaces nothing never shows its step, a skip of a missing step hides "
            + "a typo, and a step nobody can reach is dead UI that still has to be "
            + "translated and tested (Archery: branch(replacing:when:), skip(when:), " + "deep link to any step).",
        reference: "Archery flows; CH04 §4",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample(
                """
                routes:
                  flows:
                    - id: onboarding
                      steps: [welcome, permissions, accountSetup, complete, signIn]
                      branches: [{ step: signIn, replacing: acountSetup, when: hasExistingAccount }]
                """),
            RuleExample(
                """
                routes:
                  flows:
                    - id: checkout
                      steps: [cart, shipping, payment, payment]
                      skips: [{ step: shippng, when: digitalOnly }]
                """, findings: 2),
            RuleExample(
                """
                routes:
                  flows:
                    - { id: onboarding, steps: [welcome, permissions] }
                    - { id: onboarding, steps: [welcome, complete] }
                """),
            // Same id, different paths: flow/onboarding could mean either.
            RuleExample(
                """
                routes:
                  flows:
                    - { id: onboarding, path: onboardingV1, steps: [welcome] }
                    - { id: onboarding, path: onboardingV2, steps: [welcome, permissions] }
                """),
            RuleExample(
                """
                routes:
                  flows:
                    - id: setup
                      steps: [welcome, legacyImport, done]
                      skips: [{ step: legacyImport }]
                """),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                routes:
                  flows:
                    - id: onboarding
                      persists: true
                      steps: [welcome, permissions, accountSetup, complete]
                      branches: [{ step: signIn, replacing: accountSetup, when: hasExistingAccount }]
                      skips: [{ step: permissions, when: permissionsAlreadyGranted }]
                """)
        ]
    )

    public init() {}

    public func check(routes: RouteContext, into findings: inout [Finding]) {
        // Links name a flow by its path or its id: either one repeated is ambiguous.
        var firstFlow: [String: Flow] = [:]
        for flow in routes.spec.flows {
            let names = [flow.id] + (flow.path.map { $0 == flow.id ? [] : [$0] } ?? [])
            let name = names.first { firstFlow[$0] != nil } ?? flow.path ?? flow.id
            if let first = firstFlow[name] {
                findings.append(
                    finding(
                        routes, flow,
                        "is declared again (first at line \(first.location.line)); links to flow/\(name) cannot tell them apart",
                        element: name, at: flow.location,
                        data: [FindingValue("flow", name), FindingValue("firstAt", first.location.description)],
                        fix: "merge the two declarations, or give one another id and path"))
            } else {
                for name in names where firstFlow[name] == nil { firstFlow[name] = flow }
            }
        }
        for flow in routes.spec.flows {
            let steps = flow.steps.map(\.id)
            let branchSteps = Set(flow.branches.map(\.step))
            var seen = Set<String>()
            for step in flow.steps where !seen.insert(step.id).inserted {
                findings.append(
                    finding(
                        routes, flow, "declares step \"\(step.id)\" twice", element: step.id, at: step.location,
                        data: [FindingValue("step", step.id)], fix: "give each step one declaration"))
            }
            for branch in flow.branches where !steps.contains(branch.replacing) {
                findings.append(
                    finding(
                        routes, flow,
                        "branch \"\(branch.step)\" replaces \"\(branch.replacing)\", which is not a step, so it can never be shown",
                        element: branch.step, at: branch.location,
                        data: [FindingValue("replacing", branch.replacing), FindingValue("steps", steps.joined(separator: " "))],
                        fix: suggestion(for: branch.replacing, among: steps)))
            }
            for skip in flow.skips where !steps.contains(skip.step) && !branchSteps.contains(skip.step) {
                findings.append(
                    finding(
                        routes, flow, "skips \"\(skip.step)\", which is not a step", element: skip.step, at: skip.location,
                        data: [FindingValue("step", skip.step), FindingValue("steps", steps.joined(separator: " "))],
                        fix: suggestion(for: skip.step, among: steps)))
            }
            // A step is dead when it is skipped, or replaced, with no condition.
            let alwaysSkipped = flow.skips.filter { $0.condition.isEmpty }.map { ($0.step, "skipped", $0.location) }
            let alwaysReplaced = flow.branches.filter { $0.condition.isEmpty }.map { ($0.replacing, "replaced by \($0.step)", $0.location) }
            for (step, how, location) in alwaysSkipped + alwaysReplaced where steps.contains(step) {
                findings.append(
                    finding(
                        routes, flow, "step \"\(step)\" can never be shown: it is always \(how)", element: step, at: location,
                        data: [FindingValue("step", step), FindingValue("condition", "(none)")],
                        fix: "add the when: condition, or remove the step"))
            }
        }
    }

    private func finding(
        _ routes: RouteContext, _ flow: Flow, _ message: String, element: String, at location: SourceLocation, data: [FindingValue],
        fix: String
    ) -> Finding {
        routes.finding(
            Self.description, "flow \"\(flow.id)\" \(message)", scope: "flow \(flow.id)", element: element, at: location, data: data,
            fix: fix)
    }

    private func suggestion(for name: String, among steps: [String]) -> String {
        if let close = YAMLDocument.closest(to: name, in: Set(steps)) { return "did you mean \"\(close)\"?" }
        return "name one of the flow's steps: \(steps.joined(separator: ", "))"
    }
}
