import LintCore
import SourceText
import SpecModel

/// Presentation styles used on platforms that do not have them.
public struct PresentationPlatformRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "presentation-platform",
        name: "Presentation style not available on the route's platforms",
        summary:
            "A route, edge or deep link presents with a style (window, inspector, "
            + "settings pane, immersive space, ornament…) that the legend says "
            + "does not exist on every platform the route runs on. A route with no " + "platforms runs on every platform the app names.",
        rationale:
            "Styles beyond sheets are platform features: a window on iOS or an "
            + "immersive space on macOS does not exist, and the navigation call "
            + "fails or silently falls back. Routes that use them must be limited to " + "the platforms that have them.",
        reference: "Archery presentation styles and platform scenes",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample(
                """
                routes:
                  presentations:
                    - { id: sheet, platforms: [iOS, macOS, visionOS] }
                    - { id: window, platforms: [macOS] }
                  routes:
                    - { id: preferences, presentation: window }
                    - { id: viewer, presentation: window, platforms: [visionOS] }
                """, findings: 2),
            RuleExample(
                """
                routes:
                  presentations:
                    - { id: push }
                    - { id: immersiveSpace, platforms: [visionOS] }
                  routes:
                    - { id: tasks/list, presentation: push, platforms: [iOS] }
                    - { id: tasks/model, presentation: push, platforms: [iOS] }
                  edges:
                    - { from: tasks/list, to: tasks/model, presentation: immersiveSpace }
                """),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                routes:
                  presentations:
                    - { id: sheet, platforms: [iOS, macOS, visionOS] }
                    - { id: window, platforms: [macOS] }
                  routes:
                    - { id: preferences, presentation: window, platforms: [macOS] }
                    - { id: edit, presentation: sheet }
                """)
        ]
    )

    public init() {}

    public func check(routes: RouteContext, into findings: inout [Finding]) {
        let spec = routes.spec
        let everywhere = spec.platforms
        func check(style: String, on platforms: [String], subject: String, scope: String, at location: SourceLocation) {
            guard let kind = spec.presentation(matching: style), !kind.platforms.isEmpty else { return }
            let runsOn = platforms.isEmpty ? everywhere : platforms
            let missing = runsOn.filter { !kind.platforms.contains($0) }
            guard !missing.isEmpty else { return }
            let declared =
                platforms.isEmpty
                ? "declares no platforms, so it runs on \(everywhere.joined(separator: ", "))"
                : "runs on \(platforms.joined(separator: ", "))"
            findings.append(
                routes.finding(
                    Self.description,
                    "\(subject) uses \(kind.id), which exists only on \(kind.platforms.joined(separator: ", ")), but \(declared)",
                    scope: scope, element: kind.id, at: location,
                    data: [
                        FindingValue("presentation", kind.id), FindingValue("measured", runsOn.joined(separator: " ")),
                        FindingValue("required", kind.platforms.joined(separator: " ")),
                    ],
                    fix:
                        "add platforms: [\(kind.platforms.joined(separator: ", "))] to the "
                        + "route, or use a style every platform has (a sheet) elsewhere"
                ))
        }
        for route in spec.routes {
            check(style: route.presentation, on: route.platforms, subject: "\"\(route.id)\"", scope: route.id, at: route.location)
        }
        for edge in spec.edges {
            guard let style = edge.presentation else { continue }
            let platforms = [edge.from, edge.to].compactMap { spec.route($0)?.platforms }.first { !$0.isEmpty } ?? []
            check(style: style, on: platforms, subject: "the edge \(edge.from) → \(edge.to)", scope: edge.to, at: edge.location)
        }
    }
}
