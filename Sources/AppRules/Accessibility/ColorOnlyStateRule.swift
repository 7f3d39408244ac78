import LintCore
import SpecModel
import SwiftSourceFacts

/// States shown only by a color change.
public struct ColorOnlyStateRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "color-only-state",
        name: "State shown by color alone",
        summary: "A state (selected, locked, error…) is shown only by color.",
        rationale:
            "Color-blind users and VoiceOver users miss it (CH32 §3, §4.4: "
            + "selection and status must also use an icon, checkmark, border or " + "label, and an accessibility value). "
            + "In code, a condition named as a state is a violation and another is needs review, except where the "
            + "code settles it: contrast with what lies behind, feedback on the user's own gesture, an open "
            + "disclosure, a choice between white, black or label colors, a condition `.disabled` also reads, "
            + "a property whose `didSet` also changes an image, a text or an accessibility trait, a cell's "
            + "highlight in `setHighlighted`/`setSelected`, a line width or a fill that changes with the color "
            + "(outlined against filled).",
        reference: "CH32 §4.4",
        defaultSeverity: .p1,
        triggeringExamples: [
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
                    """),
            RuleExample(
                swift: """
                    func configure(_ cell: UITableViewCell, isValid: Bool) {
                        cell.textLabel?.textColor = isValid ? .label : .systemRed
                    }
                    """),
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
            // parameter (the caller may show it as text): someone decides.
            RuleExample(
                swift: """
                    struct Row: View {
                        let item: Item
                        var body: some View { Text(item.name).foregroundColor(item.flag ? .orange : .primary) }
                        func statusBadge(isConnected: Bool) -> some View { Circle().foregroundStyle(isConnected ? .green : .yellow) }
                    }
                    """, findings: 2, severity: .p2),
        ],
        nonTriggeringExamples: [
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
        ] + transientStateExamples
    )

    public init() {}

    public func check(screen: ScreenContext, into findings: inout [Finding]) {
        for element in screen.screen.elements {
            for state in element.states where !state.indicators.isEmpty && state.indicators.allSatisfy({ $0 == .color }) {
                findings.append(
                    screen.finding(
                        Self.description, "the \"\(state.name)\" state of \"\(element.id)\" is shown by color alone", element: element,
                        at: state.location,
                        data: [FindingValue("state", state.name), FindingValue("indicators", "color")],
                        fix: "add a checkmark, border or text for \(state.name), and expose it as the accessibility value"
                    ))
            }
        }
    }
}

// MARK: Swift code

/// A color chosen by a state that nothing else shows: no icon, text, weight or accessibility
/// trait reads the same condition.
extension ColorOnlyStateRule: SourceRule {
    /// Names of passing states (a press, a hover), appearances and stripes: not states to convey.
    static let notStates: Set<String> = [
        "pressed", "hover", "hovered", "hovering", "highlighted", "scheme", "dark", "light", "enabled", "disabled", "index", "offset",
        "row",
        "even", "odd", "phase", "animating", "animate", "blink", "flash", "pulse", "dragging", "targeted", "appearance", "theme", "style",
        "tint",
        // Contrast with what lies behind (`brightness > 0.6 ? .black : .white`, `colouredBlock`), feedback
        // on the user's own gesture, a disclosure whose open content shows the state.
        "brightness", "luminance", "contrast", "background", "color", "colors", "coloured", "colored", "colours", "gradient",
        "scrubbing", "seeking", "expanded", "collapsed", "visible", "idiom",
        // An appearance the user chose in the app's settings (`Defaults[.enableGradient]`, `useCustomColors`).
        "defaults", "settings", "preferences", "custom",
        // A button's role or emphasis (`role == .destructive`, `isProminent`): its title says what it does.
        "role", "prominent", "emphasized", "emphasis",
        // Keyboard focus (`editorIsFocused ? .brand : .separator`): the caret, the keyboard and VoiceOver's own focus show it.
        "focus", "focused", "focusing",
    ]
    /// A condition that opens with one of these (`useSepiaTags`) is a look the code or the user chose.
    static let appearanceVerbs: Set<String> = ["use", "uses", "prefers"]
    /// Text colors that differ in lightness only: a choice between them keeps text readable on what
    /// lies behind (white on a selection highlight) or sets emphasis; the hue says nothing.
    static let neutralColors: Set<String> = [
        "white", "black", "label", "labelcolor", "primary", "secondary", "tertiary", "secondarylabel", "secondarylabelcolor",
        "tertiarylabel", "tertiarylabelcolor", "textcolor", "primarytext", "secondarytext",
        // AppKit's text colors for a row under the selection or hover highlight.
        "selectedmenuitemtextcolor", "selectedtextcolor", "selectedcontroltextcolor", "alternateselectedcontroltextcolor",
    ]
    /// Words that name a state users need to know (CH32 §4.4: selection, error, status).
    static let stateWords: Set<String> = [
        "selected", "selection", "current", "checked", "chosen", "error", "errors", "invalid", "valid", "failed", "failure", "success",
        "succeeded", "warning", "status", "online", "offline", "connected", "completed", "complete", "done", "finished", "on", "playing",
        "recording", "live", "unread", "favorite", "favorited", "pinned", "locked", "expired", "overdue", "correct", "wrong", "available",
        "missing", "required", "today", "paused", "running", "muted", "verified", "starred", "read", "marked",
    ]
    static let controlsShowingState: Set<String> = ["Toggle", "ProgressView", "Slider", "Gauge", "Picker", "Stepper", "DatePicker"]

    public func check(file: SwiftFileContext, into findings: inout [Finding]) {
        for state in file.facts.behavior.colorStates where state.otherUses.isEmpty && !file.facts.isInDebugScreen(line: state.location.line)
        {
            if let receiver = state.receiver, Self.controlsShowingState.contains(receiver) { continue }
            // `autoButton.state == .on`: an AppKit control's own on/off state, which it tells VoiceOver itself.
            if ["state == .on", "state == .off", "state != .on", "state != .off"].contains(where: state.condition.hasSuffix) { continue }
            // The property's observer shows the state too (`didSet { setImage(…) }`, a `.selected` trait).
            if state.conditionProperties.contains(where: { file.index.isMarked($0.name, in: $0.owner, as: .shownState) }) { continue }
            let words = state.conditionNames.flatMap(TextChecks.identifierWords)
            guard !state.condition.contains("%"), words.allSatisfy({ !Self.notStates.contains($0) }),
                !state.conditionNames.contains(where: { TextChecks.identifierWords($0).first.map(Self.appearanceVerbs.contains) ?? false })
            else { continue }
            // A state handed in as a parameter (`func statusBadge(isConnected:)`) may be shown beside it by the caller.
            let named = words.contains(where: Self.stateWords.contains) && !state.conditionIsParameter
            // A condition that names no state, choosing between white, black or the label colors: contrast or emphasis.
            if !named, state.branches.count == 2, state.branches.allSatisfy(Self.isNeutral) { continue }
            findings.append(
                file.finding(
                    Self.description, severity: named ? nil : .p2, outcome: named ? .violation : .needsReview,
                    named
                        ? "\(state.api) shows \(state.condition) by color alone: nothing else "
                            + "(icon, text, accessibility trait or value) changes with it"
                        : "\(state.api) changes color on \(state.condition) and nothing else "
                            + "does: if it is a state users need, color alone hides it",
                    at: state.location, element: "\(state.api) \(state.condition)",
                    data: [
                        FindingValue("condition", state.condition), FindingValue("indicators", "color"), FindingValue("api", state.api),
                    ],
                    fix:
                        "show \(state.condition) another way too (a checkmark, an icon or "
                        + "text) and expose it: .accessibilityAddTraits(.isSelected) or .accessibilityValue(…)"
                ))
        }
    }

    /// `.white`, `Color.black`, `UIColor.label`, `.primary`: written without a hue.
    static func isNeutral(_ written: String) -> Bool {
        let name = written.split(separator: ".").last.map { $0.lowercased() } ?? ""
        return neutralColors.contains(name.hasSuffix("()") ? String(name.dropLast(2)) : name)
    }
}
