import LintCore
import SpecModel

/// Route ids that do not follow the app's id format.
public struct RouteIdFormatRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "route-id-format",
        name: "Malformed route id",
        summary: "A route id does not match the rules file's id pattern (Handz: Area/Screen, UpperCamelCase, no spaces).",
        rationale:
            "Route ids become constants, deep-link paths and analytics names (CH04 "
            + "§4, §9.2); a malformed one breaks the constant map and every reference to it.",
        reference: "CH04 §4",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample(
                """
                routes:
                  routes:
                    - { id: "System/PermissionG ate", presentation: sheet }
                    - { id: "library/home", presentation: push }
                """, findings: 2, configuration: #"routes: { idPattern: "^[A-Z][A-Za-z0-9]*/[A-Z][A-Za-z0-9]*$" }"#),
            // Without a pattern, only spaces are refused.
            RuleExample(
                """
                routes:
                  routes:
                    - { id: "System/PermissionG ate", presentation: sheet }
                    - { id: "library/home", presentation: push }
                """),
            RuleExample(
                """
                routes:
                  routes:
                    - { id: "library/home", presentation: push }
                """,
                configuration:
                    #"rules: { route-id-format: { idPattern: "^[A-Z][A-Za-z0-9]*/[A-Z][A-Za-z0-9]*$", idDescription: "Area/Screen" } }"#),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                routes:
                  routes:
                    - { id: System/PermissionGate, presentation: sheet }
                """, configuration: #"routes: { idPattern: "^[A-Z][A-Za-z0-9]*/[A-Z][A-Za-z0-9]*$" }"#)
        ]
    )

    public struct Options: RuleOptions {
        public var idPattern: String?
        public var idDescription: String?
        public init() {}
        public static let fields: [OptionField<Options>] = [
            .text(
                "idPattern", \.idPattern, "regular expression route ids must match (none: any id without spaces)",
                validate: { (try? Regex($0)) == nil ? "not a valid regular expression" : nil }),
            .text("idDescription", \.idDescription, "how the format is described in messages (default: the pattern)"),
        ]
    }

    let options: Options
    public init(options: Options) { self.options = options }

    public func check(routes: RouteContext, into findings: inout [Finding]) {
        // Without an app pattern, ids still must not contain spaces: code cannot name them.
        let pattern = options.idPattern ?? #"^\S+$"#
        guard let regex = try? Regex(pattern) else { return }
        let described = options.idDescription ?? (options.idPattern ?? "an id without spaces")
        for route in routes.spec.routes where (try? regex.wholeMatch(in: route.id)) == nil {
            let suggestion = route.id.filter { !$0.isWhitespace }
            findings.append(
                routes.finding(
                    Self.description, "route id \"\(route.id)\" does not match \(described)", scope: route.id, at: route.location,
                    data: [FindingValue("id", route.id), FindingValue("pattern", pattern)],
                    fix: (try? regex.wholeMatch(in: suggestion)) != nil
                        ? "rename it \"\(suggestion)\" in the registry and in every reference" : "rename it to match \(described)"
                ))
        }
    }
}
