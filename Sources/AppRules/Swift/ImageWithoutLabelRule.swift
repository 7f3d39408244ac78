import LintCore
import SwiftSourceFacts

/// Images outside controls that are neither labelled nor hidden from VoiceOver.
public struct ImageWithoutLabelRule: SourceRule {
    public static let description = RuleDescription(
        identifier: "image-without-label",
        name: "Image without a label",
        summary:
            "An image outside a control (an asset, Image(uiImage:), Image(nsImage:), or a symbol shown with no text beside it) "
            + "has no label and is not marked decorative (Image(decorative:)) or hidden (.accessibilityHidden(true)).",
        rationale:
            "VoiceOver reads an unlabelled image by its asset name "
            + "(\"hero_banner_2\"), a symbol by its name, an image made in code as \"image\" or not at all: noise for "
            + "decorative images, a missing fact for informative ones (CH32 §4.2). Either way the code should say which "
            + "it is. P2: the text around it often carries the meaning. An image inside one accessibility element that "
            + "ignores its children, or combines them under a name, is not read on its own. SwiftLint's "
            + "accessibility_label_for_image differs in one place: it reports an unlabelled image in a "
            + ".combine element beside text; here the text names the element (CH32 §4.2 asks for a label per element, "
            + "which it has). A symbol beside text is not reported either: the text says what it stands for.",
        reference: "CH32 §4.2",
        defaultSeverity: .p2,
        triggeringExamples: [
            RuleExample(
                swift: """
                    VStack {
                        Image("onboarding_hero")
                        Text("Welcome")
                    }
                    """),
            // Images made in code, beside text or not; a symbol with no text around it (in its
            // stacks or on the shape it is drawn over), also in an element that keeps its children.
            RuleExample(
                swift: """
                    struct AvatarRow: View {
                        let avatar: UIImage
                        var body: some View {
                            HStack {
                                Image(uiImage: avatar).resizable().frame(width: 32, height: 32)
                                Text("Signed in")
                            }
                        }
                    }
                    struct AboutView: View {
                        var body: some View {
                            Image(nsImage: NSApp.applicationIconImage).accessibilityHidden(false)
                        }
                    }
                    struct SyncBadge: View {
                        var body: some View {
                            Circle().fill(.green).overlay { Image(systemName: "checkmark.icloud") }
                        }
                    }
                    enum Delivery {
                        case sent, received
                        var icon: some View {
                            let image: Image
                            switch self {
                            case .sent: image = Image("paper_plane_out")
                            case .received: image = Image("paper_plane_in")
                            }
                            return image.resizable().frame(width: 24, height: 24)
                        }
                    }
                    struct WeatherStrip: View {
                        var body: some View {
                            HStack {
                                Image(systemName: "cloud.rain")
                                Image(systemName: "wind")
                            }
                            .accessibilityElement(children: .contain)
                        }
                    }
                    """, findings: 7),
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
                        Image(uiImage: thumbnail).accessibility(label: Text("Cover"))
                        Label { Text("\\(score)%") } icon: { Image("tomato_fresh") }
                    }
                    """),
            // One element that ignores its children or combines them under text; a hidden stack;
            // a tab item's text names its image; a picker names its options.
            RuleExample(
                swift: """
                    HStack {
                        Image("streak_flame")
                        Text("12 days")
                    }
                    .accessibilityElement(children: .combine)
                    VStack {
                        Image(uiImage: cover)
                        Image(systemName: "play.circle")
                    }
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel("Now playing")
                    ZStack { Image("confetti_left"); Image("confetti_right") }.accessibilityElement()
                    HStack { Image("wave_top"); Image(systemName: "sparkles") }.accessibilityHidden(true)
                    TabView {
                        RecipesView().tabItem {
                            Image("tab_recipes")
                            Text("Recipes")
                        }
                    }
                    Picker("Share with", selection: $service) {
                        ForEach(services) { service in
                            HStack { Image(nsImage: service.icon); Text(service.name) }.tag(service)
                        }
                    }
                    """),
            // Values handed on (an image returned as an `Image`, drawn into a context, made by a
            // builder a custom view is given); a symbol in a custom view's closure (its button?).
            RuleExample(
                swift: """
                    func appIcon(for url: URL) -> Image {
                        Image(nsImage: NSWorkspace.shared.icon(forFile: url.path))
                    }
                    struct Avatar: View {
                        let data: Data
                        var photo: Image? { UIImage(data: data).map { Image(uiImage: $0) } }
                        var body: some View {
                            Canvas { context, size in
                                context.draw(Image(nsImage: badge), in: CGRect(origin: .zero, size: size))
                            }
                            RemoteImage(url: url, image: { Image(uiImage: $0).resizable() })
                            RoundButton(action: close) { Image(systemName: "xmark") }
                            RemoteImage(url: url).failure { Image(systemName: "questionmark") }
                            Button(action: openPlayer) { artwork }
                        }
                        var artwork: some View { Image(uiImage: cover) }
                        var sortIndicator: some View { Image(systemName: "chevron.down") }
                        func load() {
                            cachedIcon = Image(nsImage: icon)
                            let preview = Image(uiImage: snapshot)
                            Task { return Image(nsImage: icon) }
                        }
                    }
                    struct RingStyle: ProgressViewStyle {
                        func makeBody(configuration: Configuration) -> some View {
                            ZStack { Circle().trim(from: 0, to: 0.5); Image(systemName: "bolt") }
                        }
                    }
                    """),
        ]
    )

    public init() {}

    public func check(file: SwiftFileContext, into findings: inout [Finding]) {
        // Helper views a control shows as its label (`label: { albumArtImage }`): missing-label's.
        let inLabels = Set(file.facts.controls.flatMap(\.label.referencedViews))
        for image in file.facts.images
        where image.enclosingControl == nil && !image.hasLabelArgument && !image.isLabelIcon && !image.isHandedOn
            && !(image.enclosingDeclaration.map(inLabels.contains) ?? false)
        {
            guard let described = Self.describe(image) else { continue }
            guard !image.modifiers.givesAccessibilityLabel, !image.modifiers.hidesFromAccessibility, !image.surroundings.absorbsImage
            else { continue }
            findings.append(
                file.finding(
                    Self.description, "\(described.image) has no label: VoiceOver reads \(described.read)", at: image.location,
                    element: "Image \(described.name)",
                    data: [FindingValue("image", described.name)],
                    fix: "Image(decorative: …) when it only decorates, else .accessibilityLabel(\"…\") saying what it shows"
                ))
        }
    }

    /// The image as written, its name, and what VoiceOver reads for it; nil for images the rule
    /// leaves alone (a symbol beside text, an image whose source syntax cannot tell).
    static func describe(_ image: ImageFact) -> (image: String, name: String, read: String)? {
        switch image.source {
        case .asset(let asset), .assetResource(let asset):
            return ("Image(\"\(asset)\")", asset, "\"\(asset)\"")
        case .other(let argument, let expression) where ["uiImage", "nsImage"].contains(argument):
            return ("Image(\(argument): \(expression))", expression, "\"image\" or nothing")
        case .systemName(let symbol) where image.isAlone:
            return ("Image(systemName: \"\(symbol)\"), shown with no text beside it,", symbol, "the symbol's name")
        case .other("systemName", let expression) where image.isAlone:
            return ("Image(systemName: \(expression)), shown with no text beside it,", expression, "the symbol's name")
        default:
            return nil
        }
    }
}
