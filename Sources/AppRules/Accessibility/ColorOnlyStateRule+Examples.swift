import LintCore

extension ColorOnlyStateRule {
    /// The rule's examples that do not trigger it, most of them seen in apps: kept apart so the rule's file
    /// stays about what it reads and reports.
    static let nonTriggeringExamples: [RuleExample] = [
        // A place in the list, not a state: the first row and the last, and a row whose other member tells the state.
        RuleExample(
            swift: """
                cell.textLabel?.textColor = indexPath.row == 0 ? .systemBlue : .label
                cell.detailTextLabel?.textColor = indexPath.row == rows.count - 1 ? .systemBlue : .label
                struct TaskRow: View {
                    let task: TaskItem
                    var body: some View {
                        Text(task.title).foregroundStyle(task.isConnected ? Color.green : Color.red)
                        if task.connectionError != nil { Image(systemName: "exclamationmark.triangle") }
                    }
                }
                """),
        // Seen in apps (CodeAgentsMobile): the status dot's condition is the value the text beside it shows.
        RuleExample(
            swift: """
                struct ServerStatus: View {
                    let server: CloudServer
                    var body: some View {
                        HStack {
                            Circle().fill(server.status == "active" ? Color.green : Color.orange).frame(width: 8, height: 8)
                            Text(server.status)
                        }
                    }
                }
                """),
        // Seen in apps (KMReader, Loadify): the symbol is chosen by the same state, or by a property of the view that reads it.
        RuleExample(
            swift: """
                struct AlertBanner: View {
                    let alertType: AlertType
                    var body: some View {
                        Image(systemName: alertType.rawValue).foregroundColor(alertType == .success ? .green : .red)
                    }
                }
                struct LibraryRow: View {
                    let isSelected: Bool
                    var body: some View {
                        Image(systemName: selectionIndicatorName).foregroundStyle(isSelected ? Color.accentColor : .secondary)
                    }
                    private var selectionIndicatorName: String { isSelected ? "checkmark.circle.fill" : "circle" }
                }
                """),
        // Seen in apps (cove): the chip asks the same object about the same key for its arrow, which only the selected
        // key has; and one hue made lighter on a condition that names no state (phoenix) is emphasis.
        RuleExample(
            swift: """
                struct SortButton: View {
                    let manager: CoinControlManager
                    let key: SortKey
                    let hasName: Bool
                    var body: some View {
                        let isSelected = manager.isSortSelected(key)
                        HStack {
                            Text(key.title).foregroundColor(hasName ? Color.red : Color.red.opacity(0.6))
                            if let arrow = manager.buttonArrow(key) { Image(systemName: arrow) }
                        }
                        .background(isSelected ? Color.blue : Color.gray)
                    }
                }
                """),
        // Seen in apps (bitkit): the badge's text, worked out from the same state, says it beside the colored dot.
        RuleExample(
            swift: """
                struct DeviceStatusBadge: View {
                    let isConnected: Bool
                    var body: some View {
                        HStack {
                            Circle().fill(isConnected ? Color.green : Color.orange).frame(width: 8, height: 8)
                            Text(statusText)
                        }
                    }
                    private var statusText: String { isConnected ? "Connected" : "Not Connected" }
                }
                """),
        // Seen in apps (Mealie): a checked item is struck through as well as greyed.
        RuleExample(
            swift: """
                struct ArchivedListView: View {
                    var body: some View {
                        ForEach(list) { item in
                            Text(item.note ?? "-")
                                .strikethrough(item.checked, color: .gray)
                                .foregroundColor(item.checked ? .gray : .primary)
                        }
                    }
                }
                """),
        // stats, Rectangle (AppKit): a button's own on state, which it tells VoiceOver; text kept readable on a highlight.
        RuleExample(
            swift: """
                final class ModeSwitch: NSView {
                    override func updateLayer() {
                        autoButton.layer?.backgroundColor = autoButton.state == .on ? selectedColor : NSColor.clear.cgColor
                    }
                    private func setSelected(_ selected: Bool) {
                        textField.textColor = selected ? .selectedMenuItemTextColor : .labelColor
                    }
                }
                """),
        // phoenix: the field's title turns red, and another view of the same sheet writes what is wrong.
        RuleExample(
            swift: """
                struct ServerSheet: View {
                    @State var invalidHost = false
                    var body: some View { VStack { serverField(); status() } }
                    @ViewBuilder func serverField() -> some View {
                        Text("Server").foregroundColor(invalidHost ? Color.red : Color.primary)
                    }
                    @ViewBuilder func status() -> some View {
                        if invalidHost { Text("Invalid server. Use format: domain.tld") }
                    }
                }
                """),
        // ios-drive: the box fills with the brand color while its checkmark, drawn clear otherwise, appears.
        RuleExample(
            swift: """
                struct SelectionButton: View {
                    let isSelected: Bool
                    var body: some View {
                        Image(systemName: "checkmark")
                            .foregroundColor(isSelected ? Color.white : Color.clear)
                            .background(RoundedRectangle(cornerRadius: 4).fill(isSelected ? Color.blue : Color.gray))
                    }
                }
                """),
        // zashi: the field's stroke turns red while the error it has is written below it.
        RuleExample(
            swift: """
                struct AmountField: View {
                    let error: String?
                    var body: some View {
                        VStack {
                            TextField("", text: .constant(""))
                                .overlay(RoundedRectangle(cornerRadius: 8).stroke(error == nil ? Color.gray : Color.red))
                            if let error {
                                Text(error)
                            }
                        }
                    }
                }
                """),
        // woocommerce, Flipper: a focused field's border; the caret and the keyboard show focus too.
        RuleExample(
            swift: """
                struct NameField: View {
                    @FocusState private var editorIsFocused: Bool
                    @State private var name = ""
                    var body: some View {
                        TextEditor(text: $name)
                            .focused($editorIsFocused)
                            .overlay(RoundedRectangle(cornerRadius: 8).stroke(editorIsFocused ? Color(.brand) : Color(.separator)))
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
                  states: [{ name: selected, indicators: [color, checkmark, accessibilityValue] }]
            """),
        RuleExample(
            swift: """
                struct PathChip: View {
                    let title: String
                    let isSelected: Bool
                    var body: some View {
                        HStack {
                            if isSelected { Image(systemName: "checkmark") }
                            Text(title)
                        }
                        .background(isSelected ? Color.accentColor : Color.gray.opacity(0.2))
                        .accessibilityAddTraits(isSelected ? .isSelected : [])
                    }
                }
                """),
        // element-x: PIN dots whose field tells VoiceOver how many digits are entered; openHAB: a
        // label colored with the server's color when it sends one.
        RuleExample(
            swift: """
                struct PINScreen: View {
                    let digits: Int
                    var body: some View {
                        dots.accessibilityLabel("PIN").accessibilityValue("\\(digits) digits entered")
                    }
                    var dots: some View {
                        HStack {
                            Circle().fill(digits > 0 ? Color.accentColor : Color.gray.opacity(0.3))
                            Circle().fill(digits > 1 ? Color.accentColor : Color.gray.opacity(0.3))
                        }
                    }
                }
                struct TextLabel: View {
                    let widget: Widget
                    var body: some View {
                        Text(widget.label).foregroundColor(!widget.labelHex.isEmpty ? Color(hex: widget.labelHex) : .blue)
                    }
                }
                """),
        // Seen in apps: a border or pill that appears (one color is .clear), a line width that
        // changes too, the state handed to a row view.
        RuleExample(
            swift: """
                struct IconPicker: View {
                    let icon: String, selectedIcon: String, isRecording: Bool, isSelected: Bool
                    var body: some View {
                        Image(icon).background(RoundedRectangle(cornerRadius: 20).strokeBorder(icon == selectedIcon ? \
                Color.accentColor : .clear))
                        TextField("Message", text: $message)
                            .overlay(RoundedRectangle(cornerRadius: 20).strokeBorder(isRecording ? Color.blue : Color.gray, lineWidth: \
                isRecording ? 2 : 0.5))
                        PathRow(isSelected: isSelected).background(isSelected ? Color.blue : Color.white)
                    }
                }
                """),
        // Seen in apps (BookPlayer): colors that follow an accessibility setting of the display.
        RuleExample(
            swift: """
                struct MiniPlayer: View {
                    @Environment(\\.accessibilityReduceTransparency) var reduceTransparency
                    var body: some View {
                        Text(verbatim: item.title).foregroundStyle(reduceTransparency ? Color.primary : theme.primaryColor)
                    }
                }
                """),
        // Press and hover feedback, appearance, a control that shows its own state, stripes.
        RuleExample(
            swift: """
                struct PlainStyle: ButtonStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        configuration.label.foregroundColor(configuration.isPressed ? .gray : .blue)
                    }
                }
                struct Rows: View {
                    @Environment(\\.colorScheme) var colorScheme
                    var body: some View {
                        Text("Flows").foregroundColor(colorScheme == .dark ? .white : .black)
                        Toggle("Sync", isOn: $sync).tint(sync ? .green : .gray)
                        Text("Row").background(index % 2 == 0 ? Color.white : Color.gray)
                    }
                }
                """),
        // Seen in apps: black or white by the brightness behind, white text on a highlight,
        // emphasis while scrubbing, a row dimmed beside a disabled control, a tint while a picker is open.
        RuleExample(
            swift: """
                struct FlowRow: View {
                    let active: Bool, isScrubbing: Bool, remindersOn: Bool, isPickerVisible: Bool
                    let wallpaperBrightness: Double
                    var body: some View {
                        Text("Flows").foregroundStyle(wallpaperBrightness > 0.6 ? .black : .white)
                        Text("Steps").foregroundColor(active ? .white : .primary)
                        Text("0:42").foregroundStyle(isScrubbing ? .primary : .secondary)
                        HStack { DatePicker("Remind at", selection: $time).disabled(!remindersOn) }
                            .foregroundColor(remindersOn ? .primary : .secondary)
                        Text("Start").foregroundColor(isPickerVisible ? .accentColor : .primary)
                    }
                }
                final class DateCell: UITableViewCell {
                    var isCollapsed = true {
                        didSet {
                            picker.isHidden = isCollapsed
                            dateLabel.textColor = isCollapsed ? .label : .tintColor
                        }
                    }
                    func style() { headerLabel.textColor = traitCollection.userInterfaceIdiom == .pad ? .tertiaryLabel : .label }
                    func paint(useCustomColors: Bool, showsNote: Bool) {
                        titleLabel.textColor = useCustomColors ? theme.titleColor : .label
                        noteLabel.backgroundColor = showsNote ? .systemYellow : UIColor(white: 0, alpha: 0)
                    }
                }
                """),
        // Seen in apps: a property whose observer also sets a trait or an image (here or in the
        // button's own file), a cell's touch highlight, outlined against filled.
        RuleExample(
            swift: """
                final class FlowChip: UIView {
                    var isChosen = false {
                        didSet {
                            paint()
                            updateTraits()
                        }
                    }
                    private func paint() { layer.borderColor = isChosen ? UIColor.systemBlue.cgColor : UIColor.separator.cgColor }
                    private func updateTraits() { accessibilityTraits = isChosen ? [.button, .selected] : [.button] }
                }
                final class FlowToolbar: UIView {
                    func addRepeat() {
                        let repeatButton = RepeatButton(frame: .zero)
                        repeatButton.tintColor = repeatButton.repeatOn ? .systemOrange : .secondaryLabel
                    }
                }
                final class StepCell: UITableViewCell {
                    override func setHighlighted(_ highlighted: Bool, animated: Bool) { paintSelection(highlighted) }
                    override func setSelected(_ selected: Bool, animated: Bool) { paintSelection(selected) }
                    private func paintSelection(_ selected: Bool) { backgroundColor = selected ? .systemGray4 : .systemBackground }
                }
                struct FilterPill: View {
                    let title: String, color: Color, isOn: Bool
                    var body: some View {
                        Text(title).foregroundColor(isOn ? .white : color)
                            .background(Capsule().stroke(color, lineWidth: isOn ? 0 : 2).background(isOn ? color : .clear))
                    }
                }
                // file: RepeatButton.swift
                final class RepeatButton: UIButton {
                    var repeatOn = false {
                        didSet { setImage(UIImage(named: repeatOn ? "repeat-on" : "repeat-off"), for: .normal) }
                    }
                }
                """),
        // Seen in apps (IcySky, omnivore, Trio, daily-dozen): a counter or a figure colored by a comparison of the
        // amount it shows; the number says what the color does.
        RuleExample(
            swift: """
                struct ComposerCounter: View {
                    let text: String
                    let value: Double
                    var body: some View {
                        Text("\\(300 - text.count)").foregroundStyle(text.count > 250 ? .red : .indigo)
                        Text(value.formatted()).foregroundColor(value == 0 ? .green : .orange)
                        Text("\\(name.count)/\\(viewModel.maxLength)").foregroundColor(name.count < viewModel.maxLength ? .gray : .red)
                    }
                }
                """),
        // Seen in apps (Nextcloud Cookbook): a background chosen by the page a TabView bound to the same value shows.
        RuleExample(
            swift: """
                struct OnboardingView: View {
                    @State private var selectedTab = 0
                    var body: some View {
                        TabView(selection: $selectedTab) { WelcomeTab().tag(0); LoginTab().tag(1) }
                            .tabViewStyle(.page)
                            .background(selectedTab == 1 ? Color.blue : Color(uiColor: .systemBackground))
                    }
                }
                """),
        // Seen in apps: a card around a Toggle bound to the same value, a field whose form says
        // what is invalid in words, a reading theme the user turned on, a button's emphasis or role.
        RuleExample(
            swift: """
                struct ReminderCard: View {
                    @Binding var isOn: Bool
                    let address: String
                    var body: some View {
                        Toggle("Remind me", isOn: $isOn).padding()
                            .overlay(RoundedRectangle(cornerRadius: 12).stroke(isOn ? Color.purple : Color.gray, lineWidth: 2))
                    }
                }
                struct AddressForm: View {
                    @State private var host = ""
                    var body: some View {
                        let formValid = Self.isHostValid(host)
                        TextField("example.org", text: $host).foregroundColor(Self.isHostValid(host) ? .gray : .red)
                        if !formValid { Text("Enter a host name such as example.org.") }
                    }
                }
                struct StepTag: View {
                    let title: String, useWarmTheme: Bool, isProminent: Bool
                    var body: some View {
                        Text(title).foregroundColor(useWarmTheme ? Color.brown : .gray)
                            .background(isProminent ? Color.accentColor : Color.gray.opacity(0.1))
                    }
                }
                """),
    ]
}
