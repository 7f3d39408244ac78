import LintCore

extension ColorOnlyStateRule {
    /// The rule's examples that trigger it, violations and reviews, most of them seen in apps.
    static let triggeringExamples: [RuleExample] = [
        // The row's item is shown by its name and address, which say nothing of whether it is the current one (no state
        // is named: someone checks).
        RuleExample(
            swift: """
                struct ServerRow: View {
                    @EnvironmentObject private var environments: Environments
                    func serverRow(_ server: RemoteServer) -> some View {
                        VStack {
                            Text(server.displayName)
                                .foregroundStyle(environments.remoteServer?.id == server.id ? Color.accentColor : Color.primary)
                            if server.name != nil { Text(server.url) }
                        }
                    }
                }
                """, severity: .p2, outcome: .needsReview),
        // Seen in apps (Sprite-Pencil): the palette's name is shown, not whether it is the chosen one.
        RuleExample(
            swift: """
                struct PalettePreview: View {
                    let palette: Palette
                    @Binding var selectedPaletteName: String
                    var body: some View {
                        Text(palette.name)
                            .background(palette.name == selectedPaletteName ? Color.yellow : Color.gray)
                    }
                }
                """, severity: .p1, outcome: .violation),
        // Seen in apps (SnowHaze): a row compared with the chosen one is a selection, not a stripe (`row % 2`) or the list's
        // end; the text chosen by the row's number says which option it is, not which is chosen.
        RuleExample(
            swift: """
                override func cellForRow(atIndexPath indexPath: IndexPath, tableView: UITableView) -> UITableViewCell {
                    let cell = getCell(for: tableView)
                    if indexPath.row == 0 {
                        cell.textLabel?.text = NSLocalizedString("block cookies setting none option", comment: "")
                    } else {
                        cell.textLabel?.text = NSLocalizedString("block cookies setting all option", comment: "")
                    }
                    let currentRow = Int(settings.value(for: cookieBlockingPolicyKey).integer!)
                    cell.textLabel?.textColor = indexPath.row == currentRow ? .systemBlue : .label
                    return cell
                }
                """, severity: .p2, outcome: .needsReview),
        // Seen in apps (pilgrim): each icon is drawn whether chosen or not; only its color says which one is.
        RuleExample(
            swift: """
                struct IconPicker: View {
                    @State private var selectedIcon = "leaf"
                    var body: some View {
                        ForEach(icons, id: \\.self) { icon in
                            Image(systemName: icon).foregroundColor(selectedIcon == icon ? .accentColor : .secondary)
                                .onTapGesture { selectedIcon = icon }
                        }
                    }
                }
                """),
        RuleExample(
            """
            screen:
              id: practiceSetup
              elements:
                - id: pathChip
                  role: chip
                  text: screen.practiceSetup.path
                  states: [{ name: selected, indicators: [color] }]
            """),
        RuleExample(
            swift: """
                struct PathChip: View {
                    let title: String
                    let isSelected: Bool
                    var body: some View {
                        Text(title)
                            .padding(8)
                            .background(isSelected ? Color.accentColor : Color.gray.opacity(0.2))
                    }
                }
                struct PathPicker: View {
                    @State private var selection = "Easy"
                    var body: some View { ForEach(["Easy", "Hard"], id: \\.self) { PathChip(title: $0, isSelected: selection == $0) } }
                }
                #Preview { PathChip(title: "Easy", isSelected: true) }
                """),
        // Seen in apps (mlem): a private button style, whose only callers are in this file and add no other cue.
        RuleExample(
            swift: """
                struct BanEditor: View {
                    @State private var days = 7
                    var body: some View {
                        ForEach([7, 30], id: \\.self) { value in
                            Button("\\(value) days") { days = value }.buttonStyle(PresetButtonStyle(selected: days == value))
                        }
                    }
                }
                private struct PresetButtonStyle: ButtonStyle {
                    let selected: Bool
                    func makeBody(configuration: Configuration) -> some View {
                        configuration.label.background(selected ? Color.accentColor : Color.gray, in: .rect(cornerRadius: 6))
                    }
                }
                """),
        // Seen in apps (home-assistant): other modules make a public view too, with anything (the app with its selection,
        // where the design system's gallery passes literals).
        RuleExample(
            swift: """
                public struct PillView: View {
                    let selected: Bool
                    public var body: some View { Text("Pill").background(selected ? Color.accentColor : Color.gray) }
                }
                struct Gallery: View {
                    var body: some View { VStack { PillView(selected: true); PillView(selected: false) } }
                }
                """),
        // Seen in apps (phoenix): every place that makes the view fixes the state, a look each caller picks: someone
        // checks that each place tells it (the open sidebar beside the selected-looking button).
        RuleExample(
            swift: """
                struct ToolsImage: View {
                    let isSelected: Bool
                    var body: some View { Image(systemName: "wrench.fill").background(isSelected ? Color.accentColor : Color.gray) }
                }
                struct ToolsButton: View {
                    var body: some View { Button(action: {}) { ToolsImage(isSelected: true) } }
                }
                struct ToolsMenu: View {
                    var body: some View { Menu { EmptyView() } label: { ToolsImage(isSelected: false) } }
                }
                """, severity: .p2, outcome: .needsReview),
        // Seen in apps (Catbird): the one place that makes the input bar never passes `isRecording`, which keeps its
        // declared `false`; the red mic never shows.
        RuleExample(
            swift: """
                struct InputBar: View {
                    let title: String
                    var isRecording: Bool = false
                    var body: some View { Image(systemName: "mic").foregroundStyle(isRecording ? Color.red : Color.secondary) }
                }
                struct ChatList: View {
                    var body: some View { InputBar(title: "Message") }
                }
                """, severity: .p2, outcome: .needsReview),
        // Seen in apps (TelemetryViewer): the state is handed on unchanged (`isSelected: isSelected`) from a view
        // that every place makes with `false`, so it is fixed there too.
        RuleExample(
            swift: """
                struct ChartWidget: View {
                    var body: some View { ChartView(isSelected: false) }
                }
                struct ChartView: View {
                    let isSelected: Bool
                    var body: some View { ChartLegend(isSelected: isSelected) }
                }
                struct ChartLegend: View {
                    let isSelected: Bool
                    var body: some View { Text("Total").foregroundColor(isSelected ? .accentColor : .secondary) }
                }
                """, severity: .p2, outcome: .needsReview),
        // UIKit sets a state's other cues in other methods (a checkmark drawn in `draw(_:)`, a trait set where the
        // cell is configured), and an outline's colour is a ring of its own when it appears: someone checks.
        RuleExample(
            swift: """
                func configure(_ cell: UITableViewCell, isValid: Bool) {
                    cell.textLabel?.textColor = isValid ? .label : .systemRed
                }
                struct ThemeRow: View {
                    let selected: Bool
                    var body: some View { RoundedRectangle(cornerRadius: 8).stroke(selected ? Color.accentColor : Color.gray) }
                }
                """, findings: 2, severity: .p2, outcome: .needsReview),
        // Seen in apps (phoenix, nostur): white or the label color on a state keeps a glyph readable on a fill that
        // changes with it, around it or in the view that holds it: someone checks that the fill has another cue.
        RuleExample(
            swift: """
                struct ToolsButton: View {
                    let isSelected: Bool
                    var body: some View {
                        Image(systemName: "wrench.fill").foregroundColor(isSelected ? .white.opacity(0.7) : .primary)
                    }
                }
                """, severity: .p2, outcome: .needsReview),
        // A text colored by whether its own name is the one chosen: which is chosen is still told by color alone.
        RuleExample(
            swift: """
                struct TagList: View {
                    @State private var selection = ""
                    let tags: [String]
                    var body: some View {
                        ForEach(tags, id: \\.self) { tag in
                            Text(tag).foregroundColor(selection == tag ? .accentColor : .primary).onTapGesture { selection = tag }
                        }
                    }
                }
                """, severity: .p1),
        // Seen in apps (element-ios, phoenix, woocommerce): a message from a variable, colored by an error, is most
        // often the error itself.
        RuleExample(
            swift: """
                struct RoundedBorderTextField: View {
                    let footerText: String
                    let isError: Bool
                    var body: some View { Text(footerText).foregroundColor(isError ? .red : .secondary) }
                }
                """, severity: .p2, outcome: .needsReview),
        // Seen in apps (Ruddarr): the state's own name ("Missing"), colored by that state.
        RuleExample(
            swift: """
                struct EpisodeRow: View {
                    let episode: Episode
                    var episodeIsMissing: Bool { !episode.hasFile && episode.hasAired }
                    var body: some View { Text(episode.stateLabel).foregroundStyle(episodeIsMissing ? .red : .secondary) }
                }
                """, severity: .p2, outcome: .needsReview),
        // Seen in apps (omnivore): the text the color is on shows a value ("45%") that may tell the state.
        RuleExample(
            swift: """
                struct ReadingProgress: View {
                    let readingProgress: String
                    let isPartiallyRead: Bool
                    var body: some View { Text("\\(readingProgress)").foregroundColor(isPartiallyRead ? .green : .gray) }
                }
                """, severity: .p2, outcome: .needsReview),
        // A glass tint that goes (`nil`) leaves the same pill in another color: no shape changes.
        RuleExample(
            swift: """
                struct TagPill: View {
                    let text: String
                    let selected: Bool
                    var body: some View {
                        Text(text).foregroundStyle(selected ? .white : Color(uiColor: .label))
                            .glassEffect(.clear.tint(selected ? Color.accentColor : nil), in: .capsule)
                    }
                }
                """),
        // A color on a condition whose name says nothing about state, a state handed in as a
        // parameter or to a modifier (the caller may show it as text, or add a checkmark): someone decides.
        RuleExample(
            swift: """
                struct Row: View {
                    let item: Item
                    var body: some View { Text(item.name).foregroundColor(item.flag ? .orange : .primary) }
                    func statusBadge(isConnected: Bool) -> some View { Circle().foregroundStyle(isConnected ? .green : .yellow) }
                }
                public struct FilterChipModifier: ViewModifier {
                    let isSelected: Bool
                    public func body(content: Content) -> some View { content.background(isSelected ? Color.accentColor : Color.gray) }
                }
                """, findings: 3, severity: .p2),
        // Seen in apps (OpenFind, nostur): the place that makes the view shows the value it passes another way too (a title
        // chosen by it, an overlay with a retry button shown on it); another place may not, so someone checks.
        RuleExample(
            swift: """
                struct InfoButton: View {
                    let title: String
                    let isOn: Bool
                    var body: some View { Text(title).foregroundColor(isOn ? .accentColor : .red) }
                }
                struct PhotoInfo: View {
                    let ignored: Bool
                    var body: some View { InfoButton(title: ignored ? "Ignored" : "Ignore", isOn: !ignored) }
                }
                struct UploadBar: View {
                    var failed = false
                    var body: some View { Capsule().fill(failed ? Color.red : Color.blue) }
                }
                struct UploadPreview: View {
                    let upload: Upload
                    var body: some View {
                        ZStack {
                            if upload.hasFailed { Button("Retry upload") { upload.retry() } }
                            UploadBar(failed: upload.hasFailed)
                        }
                    }
                }
                """, findings: 2, severity: .p2, outcome: .needsReview),
        // Seen in apps (MedoDelirio): the place that makes each option names the chosen one in a text under them.
        RuleExample(
            swift: """
                struct ShareModeButton: View {
                    let mode: ShareMode
                    let isSelected: Bool
                    var body: some View { Image(systemName: mode.symbol).foregroundStyle(isSelected ? .orange : .secondary) }
                }
                struct ShareOptions: View {
                    @State private var selectedShareMode = ShareMode.portrait
                    var body: some View {
                        HStack {
                            ForEach(ShareMode.allCases) { mode in ShareModeButton(mode: mode, isSelected: selectedShareMode == mode) }
                        }
                        Text(selectedShareMode.displayName)
                    }
                }
                """, severity: .p2, outcome: .needsReview),
        // Seen in apps (eudi): the place that makes the field passes a local worked out from the error it shows in words.
        RuleExample(
            swift: """
                struct PinField: View {
                    let hasError: Bool
                    var body: some View { Text("••••").foregroundColor(hasError ? .red : .primary) }
                }
                struct QuickPinView: View {
                    let viewState: PinState
                    var body: some View { pinView() }
                    @ViewBuilder private func pinView() -> some View {
                        let hasError = viewState.pinError != nil
                        VStack {
                            PinField(hasError: hasError)
                            if let error = viewState.pinError { Text(error) }
                        }
                    }
                }
                """, severity: .p2, outcome: .needsReview),
        // Seen in apps (Construct): `onTap` names the event a handler answers, not a switch that is on; whether a color that
        // marks tappable text is a state is for someone to decide.
        RuleExample(
            swift: """
                struct AbilityScores: View {
                    var onTap: ((Int) -> Void)? = nil
                    var body: some View { Text("STR").foregroundColor(onTap != nil ? Color.accentColor : Color.primary) }
                }
                """, severity: .p2, outcome: .needsReview),
    ]
}
