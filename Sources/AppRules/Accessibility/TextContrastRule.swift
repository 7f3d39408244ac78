import ColorModel
import LintCore
import SpecModel
import SwiftSourceFacts

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
            // An asset color that passes in light (5.1:1) and fails in dark (1.6:1 on black).
            RuleExample(
                swift: """
                    // asset Caption: #6C6C70 #3A3A3C
                    struct SummaryRow: View {
                        var body: some View {
                            Text("Updated daily")
                                .foregroundColor(Color("Caption"))
                                .background(Color(.systemBackground))
                        }
                    }
                    """, severity: .p1),
            // The container's background, a literal, and the generated symbol of an asset.
            RuleExample(
                swift: """
                    // asset BrandMuted: #A0A0A0
                    VStack {
                        Text("Free shipping").font(.footnote).foregroundStyle(.brandMuted)
                        Text("On orders over $50").foregroundColor(.white.opacity(0.5))
                    }
                    .background(Color(red: 1, green: 1, blue: 1))
                    """, findings: 2),
            // A hex initializer the app defines: #C7C7CC on white is 1.67:1.
            RuleExample(
                swift: """
                    Text("Offline").foregroundColor(Color(hex: "#C7C7CC")).background(Color.white)
                    """, severity: .p1),
            // No opaque background in the view: an app color that fails on every system background
            // needs review (1.6:1 on white), as does text over a clear row background.
            RuleExample(
                swift: """
                    // asset Hint: #C7C7CC
                    Text("Tap to retry").foregroundColor(Color("Hint"))
                    HStack { Text("Offline").foregroundColor(.white) }.listRowBackground(Color.clear)
                    """, findings: 2),
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
            // Passes in every appearance: label colors on the system background, an asset with a dark variant.
            RuleExample(
                swift: """
                    // asset Ink: #1C1C1E #F2F2F7
                    VStack {
                        Text("Recipes").font(.largeTitle).foregroundStyle(.primary)
                        Text("12 saved").foregroundColor(Color("Ink"))
                    }
                    .background(Color(.systemBackground))
                    """),
            // WooCommerce: a placeholder over a TextEditor; the editor's foreground color colors
            // its text, it is not a layer behind the placeholder.
            RuleExample(
                swift: """
                    ZStack(alignment: .topLeading) {
                        TextEditor(text: $tagline).foregroundColor(.secondary)
                        Text("Add a tagline").foregroundColor(Color(.placeholderText))
                    }
                    """),
            // Gifski: a progress ring drawn as a stroke lies around the text, not behind it.
            RuleExample(
                swift: """
                    ZStack {
                        Circle().stroke(lineWidth: 8).opacity(0.3).foregroundStyle(.secondary)
                        Text("Converting").foregroundStyle(.secondary)
                    }
                    """),
            // Large text needs 3:1 only; colors the file cannot resolve are not guessed.
            RuleExample(
                swift: """
                    ZStack {
                        Color.black.ignoresSafeArea()
                        Text("Welcome").font(.title).bold().foregroundColor(.white)
                        Text(model.caption).foregroundColor(theme.secondaryText)
                    }
                    """),
            // System colors with no background in the view: the parent that shows them sets it.
            RuleExample(
                swift: """
                    Text("Synced").foregroundStyle(.secondary)
                    Text("Tap to retry").foregroundColor(.white)
                    """),
            // An icon-only label is an icon (Pendulum's delete badge): non-text contrast, 3:1.
            RuleExample(
                swift: """
                    Label("Delete", systemImage: "minus.circle.fill")
                        .labelStyle(.iconOnly)
                        .foregroundColor(.gray)
                        .background(.white)
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

/// Text in code: the color a `Text` or `Label` is given against the background the same body
/// puts behind it, in light, dark and both Increase Contrast appearances. With no background
/// in the body (a parent view in another file may set one), the text needs review only when it
/// fails on every system background a screen can have.
extension TextContrastRule: SourceRule {
    /// What a screen is drawn on when the code sets nothing: plain and grouped lists and sheets.
    static let contextBackgrounds = ["systemBackground", "secondarySystemBackground", "systemGroupedBackground"]

    /// Point sizes of the text styles at the default Dynamic Type size (Apple's HIG table);
    /// `headline` is semibold.
    static let textStyleSizes: [String: Double] = [
        "largeTitle": 34, "title": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17, "callout": 16, "subheadline": 15,
        "footnote": 13, "caption": 12, "caption2": 11,
    ]

    public func check(file: SwiftFileContext, into findings: inout [Finding]) {
        for pair in file.facts.contrastPairs where !file.facts.isInPreview(pair.location) && !file.facts.isInDebugOnlyCode(pair.location) {
            guard let foreground = file.colors.resolve(pair.foreground) else { continue }
            let size = pair.pointSize ?? pair.textStyle.flatMap { Self.textStyleSizes[$0] } ?? 17
            let bold = pair.isBold || pair.textStyle == "headline"
            let large = size >= options.largeTextSize || (bold && size >= options.largeBoldTextSize)
            let required = large ? options.largeTextContrast : options.textContrast
            let background = pair.background.map { file.colors.resolve($0) }
            if let resolved = background, resolved == nil { continue }  // set, but to a color this target does not define
            let behind = background ?? nil
            let measure = MeasuredPair(pair: pair, foreground: foreground, required: required, large: large, size: size)
            if let behind, Appearance.all.allSatisfy({ behind.colors[$0].isOpaque }) {
                let measured = Appearance.all.map { appearance in
                    (appearance, Self.measure(foreground.colors[appearance], on: [behind.colors[appearance]], in: appearance))
                }
                report(measure, measured: measured, background: behind.origin, outcome: .violation, in: file, into: &findings)
            } else if behind != nil || !foreground.isSystem {
                // What is behind is not in this view (or shows through a translucent background): the
                // text needs review when it fails on every system background a screen can have.
                // System colors with no background here are left alone: a parent sets what they sit on.
                let layers = behind.map { [$0] } ?? []
                let measured = Appearance.all.map { appearance in
                    let ratios = Self.contextBackgrounds.compactMap { SystemColors.uiKit($0) }.map { system in
                        Self.measure(
                            foreground.colors[appearance], on: layers.map { $0.colors[appearance] } + [system.colors[appearance]],
                            in: appearance)
                    }
                    return (appearance, ratios.max { $0.ratio < $1.ratio }!)
                }
                let described =
                    behind.map { "\($0.origin), translucent, over any system background" }
                    ?? "any system background (none is set in this view)"
                report(measure, measured: measured, background: described, outcome: .needsReview, in: file, into: &findings)
            }
        }
    }

    /// A text's pair, and the threshold its size calls for.
    struct MeasuredPair {
        let pair: ContrastPairFact
        let foreground: TargetColors.Resolved
        let required: Double
        let large: Bool
        let size: Double
    }

    /// `backgrounds` nearest first, over the system background of the appearance.
    static func measure(_ foreground: SRGBColor, on backgrounds: [SRGBColor], in appearance: Appearance) -> Contrast.Measurement {
        let canvas = SystemColors.uiKit("systemBackground")?.colors[appearance] ?? .white
        return Contrast.measure(foreground, over: backgrounds, canvas: canvas)
    }

    private func report(
        _ measure: MeasuredPair, measured: [(Appearance, Contrast.Measurement)], background: String, outcome: Outcome,
        in file: SwiftFileContext, into findings: inout [Finding]
    ) {
        let (pair, foreground, required, large, size) = (measure.pair, measure.foreground, measure.required, measure.large, measure.size)
        let failing = measured.filter { $0.1.ratio < required }
        guard let (appearance, worst) = failing.min(by: { $0.1.ratio < $1.1.ratio }) else { return }
        let ratio = Contrast.text(worst.ratio)
        let appearances = failing.map { "\($0.0)" }.joined(separator: "; ")
        let needed = Contrast.text(required)
        findings.append(
            file.finding(
                Self.description, severity: worst.ratio < options.largeTextContrast ? .p1 : .p2, outcome: outcome,
                "\(pair.text) has \(ratio) contrast in \(appearance) (\(worst.foreground.hex) on \(worst.background.hex)); "
                    + "\(large ? "large " : "")text needs \(needed)" + (failing.count > 1 ? " (fails in \(appearances))" : ""),
                at: pair.location, element: pair.text,
                data: [
                    FindingValue("measured", ratio), FindingValue("required", needed), FindingValue("appearance", "\(appearance)"),
                    FindingValue("failingAppearances", appearances), FindingValue("foreground", worst.foreground.hex),
                    FindingValue("background", worst.background.hex), FindingValue("foregroundColor", foreground.origin),
                    FindingValue("backgroundColor", background), FindingValue("fontSize", String(Int(size))),
                    FindingValue("largeText", String(large)),
                ],
                fix: outcome == .needsReview
                    ? "set the background this text sits on in the same view, or check it there: the text fails on every system background"
                    : "darken or lighten the text (or its background) in \(appearance) until the ratio reaches \(needed); "
                        + "asset colors take a dark and a high-contrast variant"))
    }
}
