import LintCore
import SpecModel

/// Route ids that do not follow the app's id format.
public struct RouteIdFormatRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "route-id-format",
        name: "Malformed route id",
        summary: "A route id does not match the rules file's id pattern (Handz: Area/Screen, UpperCamelCase, no spaces).",
        rationale: "Route ids become constants, deep-link paths and analytics names (CH04 §4, §9.2); a malformed one breaks the constant map and every reference to it.",
        reference: "CH04 §4",
        defaultSeverity: .p1,
        options: [RuleOption("routes.idPattern", default: "(none: any id)", "regular expression ids must match"), RuleOption("routes.idDescription", default: "", "how the format is described in messages")],
        triggeringExamples: [
            RuleExample("""
            routeIds: { pattern: "^[A-Z][A-Za-z0-9]*/[A-Z][A-Za-z0-9]*$", description: "Area/Screen, UpperCamelCase" }
            routes:
              routes:
                - { id: "System/PermissionG ate", presentation: sheet }
                - { id: "library/home", presentation: push }
            """, findings: 2),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            routeIds: { pattern: "^[A-Z][A-Za-z0-9]*/[A-Z][A-Za-z0-9]*$" }
            routes:
              routes:
                - { id: System/PermissionGate, presentation: sheet }
            """),
        ]
    )

    public init() {}

    public func check(routes: RouteContext, into findings: inout [Finding]) {
        // Without an app pattern, ids still must not contain spaces: code cannot name them.
        let pattern = routes.policy.idPattern ?? #"^\S+$"#
        guard let regex = try? Regex(pattern) else { return }
        let described = routes.policy.idDescription ?? (routes.policy.idPattern ?? "an id without spaces")
        for route in routes.spec.routes where (try? regex.wholeMatch(in: route.id)) == nil {
            let suggestion = route.id.filter { !$0.isWhitespace }
            findings.append(routes.finding(
                Self.description, "route id \"\(route.id)\" does not match \(described)", scope: route.id, at: route.location,
                data: [FindingValue("id", route.id), FindingValue("pattern", pattern)],
                fix: (try? regex.wholeMatch(in: suggestion)) != nil ? "rename it \"\(suggestion)\" in the registry and in every reference" : "rename it to match \(described)"
            ))
        }
    }
}
