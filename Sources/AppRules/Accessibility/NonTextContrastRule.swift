import LintCore
import SpecModel

/// Icons and indicators users need that are under 3:1.
public struct NonTextContrastRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "non-text-contrast",
        name: "Low contrast indicator",
        summary: "An icon button, icon or element marked essential has less than 3:1 contrast with its background.",
        rationale:
            "Icons, focus rings and selection marks that cannot be seen cannot be "
            + "used (CH32 §4.4: ≥ 3:1 for essential non-text indicators; WCAG 1.4.11).",
        reference: "CH32 §4.4",
        defaultSeverity: .p2,
        triggeringExamples: [
            RuleExample(
                """
                screen:
                  id: builder
                  elements:
                    - { id: moreButton, role: iconButton, label: screen.builder.more, foreground: "#C7C7CC", background: "#FFFFFF", frame: \
                [300, 80, 44, 44] }
                """),
            // #8E8E93 on white is 3.26:1: enough at 3:1, not at 4.5:1.
            RuleExample(
                """
                screen:
                  id: builder
                  elements:
                    - { id: moreButton, role: iconButton, label: screen.builder.more, foreground: "#8E8E93", background: "#FFFFFF", frame: \
                [300, 80, 44, 44] }
                """, configuration: "rules: { non-text-contrast: { nonTextContrast: 4.5 } }"),
            // With no background of its own the icon is measured against the screen's.
            RuleExample(
                """
                screen:
                  id: builder
                  elements:
                    - { id: moreButton, role: iconButton, label: screen.builder.more, foreground: "#2C2C2E", frame: [300, 80, 44, 44] }
                """, configuration: "screens: { screenBackground: \"#000000\" }"),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                screen:
                  id: builder
                  elements:
                    - { id: moreButton, role: iconButton, label: screen.builder.more, foreground: "#5856D6", background: "#FFFFFF", frame: \
                [300, 80, 44, 44] }
                    - { id: divider, role: divider, foreground: "#E5E5EA", background: "#FFFFFF", decorative: true }
                """)
        ]
    )

    public struct Options: RuleOptions {
        public var nonTextContrast: Double = 3
        public var screenBackground: Color = .white
        public init() {}
        public static let fields: [OptionField<Options>] = [
            .ratio("nonTextContrast", \.nonTextContrast, "ratio for essential non-text elements (WCAG 1.4.11: 3)"),
            .color("screenBackground", \.screenBackground, "what screens without a background are drawn on"),
        ]
    }

    let options: Options
    public init(options: Options) { self.options = options }

    public func check(screen: ScreenContext, into findings: inout [Finding]) {
        let required = options.nonTextContrast
        for element in screen.screen.elements
        where !element.decorative && (element.essential || element.role == .iconButton || element.role == .icon) {
            guard let result = ContrastMeasurement.measure(element, on: screen.screen, screenBackground: options.screenBackground) else {
                continue
            }
            switch result {
            case .needsReview(let background):
                findings.append(
                    screen.finding(
                        Self.description, outcome: .needsReview, "\"\(element.id)\" sits on \(background): contrast cannot be measured",
                        element: element,
                        data: [FindingValue("background", background), FindingValue("required", ContrastMeasurement.ratioText(required))],
                        fix: "check the indicator against the lightest part of the image or gradient"
                    ))
            case .ratio(let ratio, let foreground, let background):
                guard ratio < required else { continue }
                findings.append(
                    screen.finding(
                        Self.description,
                        "\"\(element.id)\" has \(ContrastMeasurement.ratioText(ratio)) "
                            + "contrast (\(foreground.hex) on \(background.hex)); indicators need "
                            + "\(ContrastMeasurement.ratioText(required))",
                        element: element,
                        data: [
                            FindingValue("measured", ContrastMeasurement.ratioText(ratio)),
                            FindingValue("required", ContrastMeasurement.ratioText(required)), FindingValue("foreground", foreground.hex),
                            FindingValue("background", background.hex),
                        ],
                        fix: "use a darker (or lighter) tint for the indicator"
                    ))
            }
        }
    }
}
