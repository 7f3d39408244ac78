import LintCore
import SwiftSourceFacts

/// Asset images outside controls that are neither labelled nor hidden from VoiceOver.
public struct ImageWithoutLabelRule: SourceRule {
    public static let description = RuleDescription(
        identifier: "image-without-label",
        name: "Image without a label",
        summary:
            "Image(\"asset\") outside a control has no label and is not marked "
            + "decorative (Image(decorative:)) or hidden (.accessibilityHidden(true)).",
        rationale:
            "VoiceOver reads an unlabelled image by its asset name "
            + "(\"hero_banner_2\"): noise for decorative images, a missing fact for "
            + "informative ones (CH32 §4.2). Either way the code should say which "
            + "it is. P2: the text around it often carries the meaning.",
        reference: "CH32 §4.2",
        defaultSeverity: .p2,
        triggeringExamples: [
            RuleExample(
                swift: """
                    VStack {
                        Image("onboarding_hero")
                        Text("Welcome")
                    }
                    """)
        ],
        nonTriggeringExamples: [
            RuleExample(
                swift: """
                    VStack {
                        Image(decorative: "onboarding_hero")
                        Image("chart_weekly").accessibilityLabel("Weekly practice: 5 sessions")
                        Image("divider").accessibilityHidden(true)
                        Image("logo", label: Text("Handz"))
                        Button { share() } label: { Image("share_icon") }.accessibilityLabel("Share")
                        Image(systemName: "star.fill")
                        Label { Text("\\(score)%") } icon: { Image("tomato_fresh") }
                    }
                    """)
        ]
    )

    public init() {}

    public func check(file: SwiftFileContext, into findings: inout [Finding]) {
        for image in file.facts.images where image.enclosingControl == nil && !image.hasLabelArgument && !image.isLabelIcon {
            let name: String
            switch image.source {
            case .asset(let asset), .assetResource(let asset): name = asset
            default: continue
            }
            guard !image.modifiers.givesAccessibilityLabel, !image.modifiers.hidesFromAccessibility else { continue }
            findings.append(
                file.finding(
                    Self.description, "Image(\"\(name)\") has no label: VoiceOver reads \"\(name)\"", at: image.location,
                    element: "Image \(name)",
                    data: [FindingValue("image", name)],
                    fix: "Image(decorative: \"\(name)\") when it only decorates, else .accessibilityLabel(\"…\") saying what it shows"
                ))
        }
    }
}
