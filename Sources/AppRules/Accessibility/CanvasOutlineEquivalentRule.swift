import LintCore
import SpecModel

/// Canvas-only features without an Outline equivalent.
public struct CanvasOutlineEquivalentRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "canvas-outline-equivalent",
        name: "Canvas feature without an Outline equivalent",
        summary: "A screen with a pan/zoom canvas names no Outline screen, or the Outline screen lacks some of the canvas's features.",
        rationale:
            "Anything users can do in Canvas Mode must have an equivalent path in "
            + "Outline Mode (CH32 §7.1); a canvas-only feature is a P1 (§13.4).",
        reference: "CH32 §7.1",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample(
                """
                screen:
                  id: builderCanvas
                  features: [addBranch, reorder]
                  elements:
                    - { id: canvas, role: canvas }
                """),
            RuleExample(
                """
                screens:
                  - id: builderCanvas
                    outline: builderOutline
                    features: [addBranch, reorder, editSequence]
                    elements: [{ id: canvas, role: canvas }]
                  - id: builderOutline
                    features: [addBranch, editSequence]
                    elements: []
                """),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                screens:
                  - id: builderCanvas
                    outline: builderOutline
                    features: [addBranch, reorder]
                    elements: [{ id: canvas, role: canvas }]
                  - id: builderOutline
                    features: [addBranch, reorder, validate]
                    elements: []
                """)
        ]
    )

    public init() {}

    public func check(screen: ScreenContext, into findings: inout [Finding]) {
        let spec = screen.screen
        let canvas = spec.elements.contains { $0.role == .canvas || $0.gestures.contains { [.pinch, .pan].contains($0.kind) } }
        guard canvas else { return }
        guard let outlineID = spec.outlineEquivalent, let outline = screen.screens[outlineID] else {
            findings.append(
                screen.finding(
                    Self.description,
                    "canvas screen \"\(spec.id)\" has no Outline equivalent"
                        + (spec.outlineEquivalent.map { " (\"\($0)\" is not a screen)" } ?? ""),
                    data: [
                        FindingValue("outline", spec.outlineEquivalent ?? "(none)"),
                        FindingValue("features", spec.features.joined(separator: " ")),
                    ],
                    fix: "name the Outline Mode screen (outline: …) that offers the same features without gestures"
                ))
            return
        }
        let missing = spec.features.filter { !outline.features.contains($0) }
        guard !missing.isEmpty else { return }
        findings.append(
            screen.finding(
                Self.description,
                "\(missing.joined(separator: ", ")) can be done on the canvas of \"\(spec.id)\" but not in \"\(outline.id)\"",
                data: [FindingValue("missing", missing.joined(separator: " ")), FindingValue("outline", outline.id)],
                fix: "add \(missing.joined(separator: ", ")) to the Outline screen, or defer them to V2 on both (CH32 §7.1)"
            ))
    }
}
