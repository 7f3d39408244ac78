import LintCore
import SpecModel
import SwiftSourceFacts

/// Text that does not scale with Dynamic Type.
public struct FixedFontSizeRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "fixed-font-size",
        name: "Fixed font size",
        summary: "Text uses a fixed point size instead of a Dynamic Type text style.",
        rationale:
            "Users who need larger text cannot get it (CH32 §4.3: all text uses Dynamic Type styles up to at least Accessibility Large).",
        reference: "CH32 §4.3",
        defaultSeverity: .p1,
        triggeringExamples: uikitTriggeringExamples + [
            RuleExample(
                """
                screen:
                  id: active
                  elements:
                    - { id: stepLabel, role: text, text: screen.active.step, font: { size: 15, fixed: true } }
                """),
            RuleExample(
                swift: """
                    Text("Serves four").font(.system(size: 17, weight: .medium))
                    """),
            // A display size may be a heading that caps or body text set large: a person tells.
            RuleExample(
                swift: """
                    Text("Recipes").font(.system(size: 34, weight: .bold))
                    glucoseLabel.font = UIFont.systemFont(ofSize: 60, weight: .semibold)
                    """, findings: 2, severity: .p2, outcome: .needsReview),
            RuleExample(
                swift: """
                    label.font = UIFont.systemFont(ofSize: 22)
                    """),
            // A size given by a constant of the target is as fixed as the number.
            RuleExample(
                swift: """
                    Text("Recipes").font(.system(size: Typography.titleSize, weight: .bold))
                    // file: Typography.swift
                    enum Typography { static let titleSize: CGFloat = 20 }
                    """),
        ],
        nonTriggeringExamples: uikitNonTriggeringExamples + [
            RuleExample(
                """
                screen:
                  id: active
                  elements:
                    - { id: stepLabel, role: text, text: screen.active.step, font: { size: 15, textStyle: subheadline } }
                """),
            RuleExample(
                swift: """
                    struct Title: View {
                        @ScaledMetric(relativeTo: .largeTitle) var size = 34
                        var body: some View {
                            Text("Recipes").font(.largeTitle)
                            Text("Recipes").font(.custom("Avenir", size: 34, relativeTo: .largeTitle))
                            Text("Recipes").font(.system(size: size))
                        }
                    }
                    """),
            // `Font.custom(_:size:)` scales with the body text style (Apple's documentation);
            // only `custom(_:fixedSize:)` is fixed. A @ScaledMetric of another file scales.
            RuleExample(
                swift: """
                    struct Title: View {
                        var body: some View {
                            Text("Recipes").font(.custom("Avenir", size: 34))
                            Text("Recipes").font(.system(size: Typography.titleSize))
                        }
                    }
                    // file: Typography.swift
                    struct Typography { @ScaledMetric var titleSize: CGFloat = 28 }
                    """),
            // A file that imports AppKit builds only for the Mac, even in a target with iOS files.
            RuleExample(
                swift: """
                    import UIKit
                    let body = UIFont.preferredFont(forTextStyle: .body)
                    // file: LogWindowController.swift
                    import AppKit
                    enum LogStyle { static let fontSize: CGFloat = 16 }
                    final class LogWindowController: NSWindowController {
                        func setUp() { textView.font = NSFont.monospacedSystemFont(ofSize: LogStyle.fontSize, weight: .regular) }
                    }
                    """),
            // tvOS has no Dynamic Type: an Apple TV target's folder says so.
            RuleExample(
                swift: """
                    import UIKit
                    let body = UIFont.preferredFont(forTextStyle: .body)
                    // file: Meshtastic TV/Map/PinView.swift
                    import UIKit
                    func style(_ label: UILabel) { label.font = .systemFont(ofSize: 20, weight: .bold) }
                    """),
            // Icons are drawn at a size; text styles do not grow on the Mac.
            RuleExample(
                swift: """
                    Image(systemName: "xmark").font(.system(size: 16, weight: .medium))
                    // Seen in apps: an emoji picker's tile, a reaction, a list's bullet.
                    Text(verbatim: emoji.emoji).font(.system(size: 40))
                    Text(reaction.emoji).font(.system(size: 14))
                    Text("•").font(.system(size: 22))
                    Label("Play", systemImage: "play.fill").labelStyle(.iconOnly).font(.system(size: 36))
                    #if os(macOS)
                    Text("Ice").font(.system(size: 36, weight: .medium))
                    #endif
                    let toolbarIconStyle: Font = .system(size: 32, weight: .regular)
                    Button(action: { player.stop() }, label: { Image(systemName: "stop.circle") }).font(.system(size: 30))
                    let placeholder = UIImage(systemName: "person")!.applyingSymbolConfiguration(.init(font: .systemFont(ofSize: 17)))
                    configuration.icon.font(.system(size: 35)).frame(width: 35, height: 35)
                    let installed = UIFont(name: fontName, size: 1) != nil
                    """),
            // Seen in apps: the app's own navigation bar title at the bar title's 17 pt semibold (the system's does not grow either).
            RuleExample(
                swift: """
                    final class ChatListViewController: UIViewController {
                        private lazy var titleLabel: UILabel = {
                            let label = UILabel()
                            label.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
                            return label
                        }()
                        override func viewDidLoad() { navigationItem.titleView = titleLabel }
                    }
                    """),
        ]
    )

    public init() {}

    public func check(screen: ScreenContext, into findings: inout [Finding]) {
        for element in screen.screen.elements where element.role.showsText && !element.decorative {
            guard let font = element.font, font.textStyle == nil else { continue }
            findings.append(
                screen.finding(
                    Self.description, "\"\(element.id)\" uses a fixed \(format(font.size)) pt font that ignores the user's text size",
                    element: element,
                    data: [FindingValue("fontSize", format(font.size)), FindingValue("textStyle", "(none)")],
                    fix: "use a text style (body, headline, footnote…) or a scaled metric"
                ))
        }
    }
}

// MARK: Swift code

/// Fonts of a fixed point size that Dynamic Type does not scale.
extension FixedFontSizeRule: SourceRule {
    /// The title text style's size: a fixed size this large or larger is a heading or a figure
    /// (xdripswift's glucose value, a StandBy clock) more often than body text.
    static let displaySize = 28.0

    public func check(file: SwiftFileContext, into findings: inout [Finding]) {
        // Text styles do not follow Dynamic Type on the Mac either; an icon's point size is a
        // drawing choice (CH32 §4.3 asks it of text).
        for font in file.facts.fonts
        where !font.followsDynamicType && !font.isOnIcon && !font.isOutsideDynamicType && !file.facts.runsOnlyOnMac(font.location)
            && !file.facts.isInDebugScreen(line: font.location.line) && !file.facts.runsOnlyOnTV
        {
            // A 1-point font is never read: code creates one to test that a font exists.
            // A size given by a constant of the target (`Metrics.titleSize`) is as fixed as `34`.
            let size: Double
            switch font.size {
            case .literal(let value): size = value
            case .expression:
                guard let value = file.number(font.sizeReference) else { continue }
                size = value
            case .scaledMetric: continue
            }
            guard size > 2 else { continue }
            let points = size == size.rounded() ? String(Int(size)) : String(size)
            let fix =
                font.api.hasPrefix("UIFont")
                ? "use UIFont.preferredFont(forTextStyle:), or "
                    + "UIFontMetrics(forTextStyle:).scaledFont(for:) with adjustsFontForContentSizeCategory"
                : "use a text style (.font(.body)), .custom(name, size: \(points), relativeTo: .body), or a @ScaledMetric size"
            // A display size (a hero number, a title): CH32 §4.3 lets headings cap, body text must scale.
            let isDisplaySize = size >= Self.displaySize
            findings.append(
                file.finding(
                    Self.description, severity: isDisplaySize ? .p2 : nil, outcome: isDisplaySize ? .needsReview : .violation,
                    "\(font.api) with size \(points) does not grow with Dynamic Type"
                        + (isDisplaySize ? ": a display size, which may cap if it is a heading or a figure (CH32 §4.3)" : ""),
                    at: font.location,
                    element: "\(font.api) \(points)",
                    data: [
                        FindingValue("api", font.api), FindingValue("measured", points),
                        FindingValue("required", "a Dynamic Type text style"),
                    ],
                    fix: fix
                ))
        }
    }
}
