import LintCore
import SpecModel

/// Text whose contrast is under WCAG's 4.5:1 (3:1 for large text).
public struct TextContrastRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "text-contrast",
        name: "Low text contrast",
        summary:
            "Text has less than 4.5:1 contrast with its background (3:1 for text "
            + "of 18 pt, or 14 pt bold, and up); colors with alpha are composited "
            + "first, and text over an image or gradient needs review.",
        rationale:
            "Low contrast text is unreadable in sunlight and for low-vision users "
            + "(CH32 §4.4). Under 3:1 even large-text readers struggle (P1); "
            + "between the thresholds it is a minor issue (P2, CH32 §13.4).",
        reference: "CH32 §4.4",
        defaultSeverity: .p2,
        triggeringExamples: [
            RuleExample(
                """
                screen:
                  id: summary
                  elements:
                    - { id: caption, role: text, text: screen.summary.caption, foreground: "#8E8E93", background: "#FFFFFF", font: { size: \
                13, textStyle: footnote } }
                """),
            RuleExample(
                """
                screen:
                  id: summary
                  elements:
                    - { id: caption, role: text, text: screen.summary.caption, foreground: "#00000050", background: "#FFFFFF", font: { \
                size: 15, textStyle: subheadline } }
                """),
            RuleExample(
                """
                screen:
                  id: welcome
                  background: { image: welcomeHero }
                  elements:
                    - { id: tagline, role: text, text: screen.welcome.tagline, foreground: "#FFFFFF", font: { size: 17, textStyle: body } }
                """),
            // #767676 on white is 4.54:1 and #949494 3.03:1: each passes its default threshold.
            RuleExample(
                """
                screen:
                  id: summary
                  elements:
                    - { id: caption, role: text, text: screen.summary.caption, foreground: "#767676", background: "#FFFFFF", font: { size: \
                13 } }
                """, configuration: "rules: { text-contrast: { textContrast: 7 } }"),
            RuleExample(
                """
                screen:
                  id: summary
                  elements:
                    - { id: heading, role: header, text: screen.summary.heading, foreground: "#949494", background: "#FFFFFF", font: { \
                size: 22 } }
                """, configuration: "rules: { text-contrast: { largeTextContrast: 4 } }"),
            RuleExample(
                """
                screen:
                  id: summary
                  elements:
                    - { id: heading, role: header, text: screen.summary.heading, foreground: "#949494", background: "#FFFFFF", font: { \
                size: 18 } }
                """, configuration: "screens: { largeTextSize: 20 }"),
            RuleExample(
                """
                screen:
                  id: summary
                  elements:
                    - { id: heading, role: header, text: screen.summary.heading, foreground: "#949494", background: "#FFFFFF", font: { \
                size: 14, weight: bold } }
                """, configuration: "screens: { largeBoldTextSize: 16 }"),
        ],
        nonTriggeringExamples: [
            // Dark text on a screen that is dark too: fine on the default white, not on black.
            RuleExample(
                """
                screen:
                  id: summary
                  elements:
                    - { id: caption, role: text, text: screen.summary.caption, foreground: "#FFFFFF", font: { size: 13 } }
                """, configuration: "screens: { screenBackground: \"#000000\" }"),
            RuleExample(
                """
                screen:
                  id: summary
                  elements:
                    - { id: caption, role: text, text: screen.summary.caption, foreground: "#6C6C70", background: "#FFFFFF", font: { size: \
                13, textStyle: footnote } }
                    - { id: heading, role: header, text: screen.summary.heading, foreground: "#8E8E93", background: "#000000", font: { \
                size: 20, weight: bold, textStyle: title3 } }
                """),
        ]
    )

    public struct Options: RuleOptions {
        public var textContrast: Double = 4.5
        public var largeTextContrast: Double = 3
        public var largeTextSize: Double = 18
        public var largeBoldTextSize: Double = 14
        public var screenBackground: Color = .white
        public init() {}
        public static let fields: [OptionField<Options>] = [
            .ratio("textContrast", \.textContrast, "ratio for normal text (WCAG 1.4.3: 4.5)"),
            .ratio("largeTextContrast", \.largeTextContrast, "ratio for large text (WCAG: 3); under it the finding is P1"),
            .points("largeTextSize", \.largeTextSize, "points from which text is large"),
            .points("largeBoldTextSize", \.largeBoldTextSize, "the same for bold text"),
            .color("screenBackground", \.screenBackground, "what screens without a background are drawn on"),
        ]
    }

    let options: Options
    public init(options: Options) { self.options = options }

    public func check(screen: ScreenContext, into findings: inout [Finding]) {
        let thresholds = options
        for element in screen.screen.elements where element.role.showsText && !element.decorative {
            guard let result = ContrastMeasurement.measure(element, on: screen.screen, screenBackground: thresholds.screenBackground) else {
                continue
            }
            let size = element.font?.size ?? 17
            let bold = element.font?.weight.isBold ?? false
            let large = size >= thresholds.largeTextSize || (bold && size >= thresholds.largeBoldTextSize)
            let required = large ? thresholds.largeTextContrast : thresholds.textContrast
            switch result {
            case .needsReview(let background):
                findings.append(
                    screen.finding(
                        Self.description, outcome: .needsReview,
                        "the text of \"\(element.id)\" sits on \(background): contrast cannot be measured", element: element,
                        data: [FindingValue("background", background), FindingValue("required", ContrastMeasurement.ratioText(required))],
                        fix: "check the darkest and lightest parts behind the text, or add a solid scrim behind it"
                    ))
            case .ratio(let ratio, let foreground, let background):
                guard ratio < required else { continue }
                findings.append(
                    screen.finding(
                        Self.description, severity: ratio < thresholds.largeTextContrast ? .p1 : .p2,
                        "\"\(element.id)\" has \(ContrastMeasurement.ratioText(ratio)) "
                            + "contrast (\(foreground.hex) on \(background.hex)); "
                            + "\(large ? "large " : "")text needs \(ContrastMeasurement.ratioText(required))",
                        element: element,
                        data: [
                            FindingValue("measured", ContrastMeasurement.ratioText(ratio)),
                            FindingValue("required", ContrastMeasurement.ratioText(required)),
                            FindingValue("foreground", foreground.hex), FindingValue("background", background.hex),
                            FindingValue("fontSize", format(size)), FindingValue("largeText", String(large)),
                        ],
                        fix: "darken the text or lighten the background until the ratio reaches \(ContrastMeasurement.ratioText(required))"
                    ))
            }
        }
    }
}
