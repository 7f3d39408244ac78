import LintCore
import SpecModel

/// Deep links with no place to go for signed-out users.
public struct DeepLinkReturnRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "deep-link-return",
        name: "Deep link without a signed-out return path",
        summary: "A deep link says where closing its content returns signed-in users but not signed-out ones (or neither).",
        rationale:
            "A signed-out user who opened the app from a link and closes the "
            + "content must land on the Welcome Gate, not a blank screen (CH04 §7.3).",
        reference: "CH04 §7.3",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample(
                """
                routes:
                  access: [{ code: SO, name: Signed Out }, { code: F, name: Free }]
                  routes:
                    - { id: ShareLink/FlowView, presentation: push }
                    - { id: Library/Home, presentation: push }
                  deepLinks:
                    - { pattern: "https://handz.app/f/{token}", target: ShareLink/FlowView, returns: { signedIn: Library/Home } }
                """),
            RuleExample(
                """
                routes:
                  access: [{ code: SO, name: Signed Out }, { code: F, name: Free }]
                  routes:
                    - { id: ShareLink/FlowView, presentation: push }
                    - { id: Library/Home, presentation: push }
                    - { id: Auth/WelcomeGate, presentation: push }
                  deepLinks:
                    - { pattern: "https://handz.app/f/{token}", target: ShareLink/FlowView, returns: { signedIn: Library/Home, signedOut: \
                Auth/WelcomeGate } }
                """, configuration: "routes: { signedOutConditions: [loggedOut] }"),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                routes:
                  access: [{ code: SO, name: Signed Out }, { code: F, name: Free }]
                  routes:
                    - { id: ShareLink/FlowView, presentation: push }
                    - { id: Library/Home, presentation: push }
                    - { id: Auth/WelcomeGate, presentation: push }
                  deepLinks:
                    - { pattern: "https://handz.app/f/{token}", target: ShareLink/FlowView, returns: { signedIn: Library/Home, signedOut: \
                Auth/WelcomeGate } }
                """),
            // The app's signed-out access code is G, which the registry does not use.
            RuleExample(
                """
                routes:
                  access: [{ code: SO, name: Signed Out }, { code: F, name: Free }]
                  routes:
                    - { id: ShareLink/FlowView, presentation: push }
                    - { id: Library/Home, presentation: push }
                  deepLinks:
                    - { pattern: "https://handz.app/f/{token}", target: ShareLink/FlowView, returns: { signedIn: Library/Home } }
                """, configuration: "rules: { deep-link-return: { signedOutAccess: [G] } }"),
            // No signed-out state in the app: nothing to return signed-out users to.
            RuleExample(
                """
                routes:
                  routes:
                    - { id: tasks/detail, presentation: push }
                  deepLinks:
                    - { pattern: "archery://app/tasks/detail/1", target: tasks/detail }
                """),
        ]
    )

    public struct Options: RuleOptions {
        public var signedOutAccess = ["SO"]
        public var signedOutConditions = ["signedOut"]
        public init() {}
        public static let fields: [OptionField<Options>] = [
            .texts("signedOutAccess", \.signedOutAccess, "access codes (or states) of signed-out users"),
            .texts("signedOutConditions", \.signedOutConditions, "return-path conditions that count as signed out"),
        ]
    }

    let options: Options
    public init(options: Options) { self.options = options }

    public func check(routes: RouteContext, into findings: inout [Finding]) {
        // Apps without a signed-out state (no access code or state the policy calls signed
        // out) have nowhere different to send signed-out users.
        let signedOutCodes = Set(options.signedOutAccess)
        guard
            routes.spec.accessCodes.contains(where: { signedOutCodes.contains($0.code) })
                || routes.spec.states.contains(where: { signedOutCodes.contains($0.code) })
        else { return }
        let signedOut = Set(options.signedOutConditions)
        for link in routes.spec.deepLinks where !link.returns.contains(where: { signedOut.contains($0.condition) }) {
            // A link whose target only signed-in users may open needs no signed-out path.
            if let target = link.target, let route = routes.routesByID[target]?.first, !route.access.isEmpty,
                route.access.allSatisfy({ !signedOutCodes.contains($0) }), !link.returns.isEmpty
            {
                continue
            }
            findings.append(
                routes.finding(
                    Self.description,
                    link.returns.isEmpty
                        ? "deep link \(link.pattern) says nowhere where closing it returns, for signed-in or signed-out users"
                        : "deep link \(link.pattern) has no return path for signed-out users", scope: link.pattern, at: link.location,
                    data: [
                        FindingValue("returns", link.returns.map { "\($0.condition) → \($0.route)" }.joined(separator: ", ")),
                        FindingValue("required", signedOut.sorted().joined(separator: ", ")),
                    ],
                    fix: link.returns.isEmpty
                        ? "add returns: { signedIn: …, signedOut: … } (CH04 §7.3: a tab root, the Welcome Gate)"
                        : "add returns: { signedOut: … } (CH04 §7.3: the Welcome Gate)"
                ))
        }
    }
}
