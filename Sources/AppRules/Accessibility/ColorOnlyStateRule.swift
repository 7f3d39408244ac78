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
        triggeringExamples: Self.triggeringExamples,
        nonTriggeringExamples: Self.nonTriggeringExamples + Self.transientStateExamples
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
        // Keyboard focus (`editorIsFocused ? .brand : .separator`): the caret, the keyboard and VoiceOver's own focus show it;
        // so does typing (`isEditing`, `isFirstResponder`).
        "focus", "focused", "focusing", "editing", "responder", "typing",
        // A style the code chose (`isDestructive`, `isDanger`, `invert`, `isThemed`): the title says what the control does
        // (21 such reviews judged over the sets, none true).
        "destructive", "danger", "dangerous", "invert", "inverted", "themed",
        // Whose message a chat bubble is (`isOutgoing`, `isMe`): its side of the screen and the sender's name tell it.
        "outgoing", "incoming", "me", "mine",
    ]
    /// The message is the user's own (element-x, convos): a bubble's side and colour, not a state.
    static let ownMessageNames: Set<String> = ["iscurrentuser", "isfromcurrentuser", "isfromme", "isownmessage", "issentbyme"]
    /// A condition that opens with one of these (`useSepiaTags`) is a look the code or the user chose.
    static let appearanceVerbs: Set<String> = ["use", "uses", "prefers"]
    /// Text colors that differ in lightness only: a choice between them keeps text readable on what
    /// lies behind (white on a selection highlight) or sets emphasis; the hue says nothing.
    static let neutralColors: Set<String> = [
        "white", "black", "label", "labelcolor", "primary", "secondary", "tertiary", "secondarylabel", "secondarylabelcolor",
        "tertiarylabel", "tertiarylabelcolor", "textcolor", "primarytext", "secondarytext", "darktext", "lighttext",
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
    /// A plain stored property with a value of its own (`var isRecording: Bool = false`): nothing but a site that makes
    /// the view changes it (a `@State` changes inside the view).
    static func keepsItsDefault(_ property: ColorState.Property, in facts: SwiftFileFacts) -> Bool {
        facts.declarations.values.contains {
            $0.name == property.name && $0.owner == property.owner && $0.kind == .variable && !$0.isStatic && $0.attributes.isEmpty
                && $0.value != nil
        }
    }

    /// `isSelected`, `hasError`, `status`, `isOn`: a name with a word of `stateWords`. A handler's leading `on` (`onTap`,
    /// `onSelect`) is the event it answers, not a switch that is on (Construct's `onTap != nil`, true where tapping works).
    static func namesState(_ name: String) -> Bool {
        let words = TextChecks.identifierWords(name)
        return words.enumerated().contains { index, word in
            stateWords.contains(word) && !(word == "on" && index == 0 && words.count > 1)
        }
    }

    /// Words of a place in a list: on their own (`index == 0`, `row % 2`) a look that goes with the place.
    static let positionWords: Set<String> = ["index", "row", "offset"]

    /// `index == selectedIndex`, `indexPath.row == currentRow`: a place compared with another value, the one chosen, rather
    /// than with a number or an end of the list (`index == 0`, `row == rows.count - 1`, `index == lastIndex`).
    static func comparesPositions(_ condition: String) -> Bool {
        let sides = condition.components(separatedBy: " == ").flatMap { $0.components(separatedBy: " != ") }
        guard sides.count == 2, !["&&", "||", "<", ">", " + ", " - "].contains(where: condition.contains) else { return false }
        let ends: Set<String> = ["first", "last", "count", "start", "end", "min", "max"]
        return sides.allSatisfy { side in
            let trimmed = side.filter { $0 != " " }
            return !trimmed.isEmpty && !trimmed.allSatisfy(\.isNumber) && trimmed.first != "."
                && TextChecks.identifierWords(trimmed).allSatisfy { !ends.contains($0) }
        }
    }

    /// Types that style content their callers make.
    static let stylers: Set<String> = ["ViewModifier", "ButtonStyle", "PrimitiveButtonStyle", "ToggleStyle", "LabelStyle"]
    static let controlsShowingState: Set<String> = ["Toggle", "ProgressView", "Slider", "Gauge", "Picker", "Stepper", "DatePicker"]

    public func check(file: SwiftFileContext, into findings: inout [Finding]) {
        for state in file.facts.behavior.colorStates where state.otherUses.isEmpty && !file.facts.isInDebugScreen(line: state.location.line)
        {
            if let receiver = state.receiver, Self.controlsShowingState.contains(receiver) { continue }
            // `autoButton.state == .on`: an AppKit control's own on/off state, which it tells VoiceOver itself.
            if ["state == .on", "state == .off", "state != .on", "state != .off"].contains(where: state.condition.hasSuffix) { continue }
            // The property's observer shows the state too (`didSet { setImage(…) }`, a `.selected` trait).
            if state.conditionProperties.contains(where: { file.index.isMarked($0.name, in: $0.owner, as: .shownState) }) { continue }
            if state.conditionNames.contains(where: { Self.ownMessageNames.contains($0.lowercased()) }) { continue }
            let words = state.conditionNames.flatMap(TextChecks.identifierWords)
            let comparesPositions = Self.comparesPositions(state.condition)
            guard !state.condition.contains("%"),
                words.allSatisfy({ !Self.notStates.contains($0) || comparesPositions && Self.positionWords.contains($0) }),
                !state.conditionNames.contains(where: { TextChecks.identifierWords($0).first.map(Self.appearanceVerbs.contains) ?? false })
            else { continue }
            // A state handed in as a parameter (`func statusBadge(isConnected:)`) may be shown beside it by the caller, and
            // so may a shared modifier's or style's (kMail's public `FilterCellModifier(isSelected:)`, whose callers in other
            // files add a checkmark to the content it styles). A private one's callers are here, and add nothing (mlem's
            // `BanFormButtonStyle(selected:)`).
            let styledByCaller =
                !state.conditionProperties.isEmpty
                && state.conditionProperties.allSatisfy { property in
                    file.facts.behavior.types.contains {
                        $0.name == property.owner && !$0.isFilePrivate && $0.inheritedTypes.contains(where: Self.stylers.contains)
                    }
                }
            let named = state.conditionNames.contains(where: Self.namesState) && !state.conditionIsParameter && !styledByCaller
            // UIKit code sets a state's other cues in other methods or types (swisscovid's checkmark drawn in `draw(_:)`
            // and its `.selected` trait set by the enclosing view), and an outline's colour draws a ring that is a cue
            // when it appears (threema's thumbnails): 5 such findings true of 14 over nineteen sets, so someone checks.
            // So may the text the color is on, when it shows a value (omnivore's green "45%" for partly read).
            // A choice between white, black or the label colors: contrast or emphasis. With no state named, nothing to
            // report; with one, it may only keep the text readable on a fill that changes with the same state around
            // it, which is reported on its own: someone checks (phoenix's wrench and nostur's bubbles false, DockDoor's,
            // tophat's and damus's true).
            let neutral = state.branches.count == 2 && state.branches.allSatisfy(Self.isNeutral)
            // `hasName ? Color.appNegative : Color.appNegative.opacity(0.6)`: one hue, lighter or darker, on a condition that
            // names no state is emphasis (phoenix, vocable, amperfy). On a state it stays a finding: a chip's
            // `isSelected ? .accentColor : .accentColor.opacity(0.075)` is how most selections that say nothing else look.
            if !named, neutral || Self.differInLightnessOnly(state.branches) { continue }
            let cuesMayBeElsewhere =
                state.api.hasSuffix(" =") || Self.outlineAPIs.contains(state.api) || state.receiverShowsValue || neutral
            // Every place that makes the view passes the state as `true` or `false` (phoenix's `ToolsImage(isSelected: true, …)`
            // in one button and `false` in the other, anytype's warning no caller turns on): a look each caller picks, which
            // never changes where it is shown, so whatever shows it there is what someone checks.
            // Or none passes it, and the view keeps the value it declares (Catbird's `isRecording = false`): the look never
            // changes, and whether the state shows anywhere is for someone to check.
            let neverPassed =
                !state.conditionProperties.isEmpty
                && state.conditionProperties.allSatisfy { property in
                    file.index.isMadeWithout(property.name, of: property.owner) && Self.keepsItsDefault(property, in: file.facts)
                }
            let fixedBySites =
                !state.conditionProperties.isEmpty
                && state.conditionProperties.allSatisfy { file.index.argumentsPassed(to: $0.name, of: $0.owner).isFixedBySites }
            let fixedByCallers = neverPassed || fixedBySites
            // A place that makes the view shows the value it passes another way too (OpenFind's "Ignored" title beside
            // `isOn: ignored`, nostur's retry overlay on a failed upload): that place tells it; others may not.
            let shownWhereMade = state.conditionProperties.contains {
                file.index.argumentsPassed(to: $0.name, of: $0.owner).contains(.shownAtSite)
            }
            // An item compared with the chosen one (`index == selectedIndex`, `current?.id == server.id`) that the row also
            // shows by other members: a label, a symbol or a section around may tell the state (14 of 26 such violations were
            // true over the judged sets), so someone checks.
            let comparedItem = state.itemReadElsewhere || comparesPositions && words.contains(where: Self.positionWords.contains)
            let violation = named && !cuesMayBeElsewhere && !fixedByCallers && !shownWhereMade && !comparedItem
            let message: String
            if violation {
                message =
                    "\(state.api) shows \(state.condition) by color alone: nothing else (icon, text, accessibility trait or value) "
                    + "changes with it"
            } else if !named {
                message =
                    "\(state.api) changes color on \(state.condition) and nothing else does: if it is a state users need, "
                    + "color alone hides it"
            } else if neverPassed, let property = state.conditionProperties.first {
                message =
                    "\(state.api) shows \(state.condition) by color alone, but no place that makes \(property.owner) passes "
                    + "\(property.name), which keeps the value it is declared with: check whether the state ever shows"
            } else if shownWhereMade, let owner = state.conditionProperties.first?.owner {
                message =
                    "\(state.api) shows \(state.condition) by color alone here, but a place that makes \(owner) shows the value it "
                    + "passes another way too (an `if` on it, a text chosen by it): check that every place does"
            } else if fixedByCallers, let owner = state.conditionProperties.first?.owner {
                message =
                    "\(state.api) shows \(state.condition) by color alone, but every place that makes \(owner) passes it as true "
                    + "or false: check that each place tells the state another way"
            } else {
                message =
                    "\(state.api) shows \(state.condition) by color alone here: check that another cue (a checkmark drawn, a "
                    + "trait set where the view is configured, an outline appearing, the value the text shows) tells it too"
            }
            findings.append(
                file.finding(
                    Self.description, severity: violation ? nil : .p2, outcome: violation ? .violation : .needsReview, message,
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

    /// Colours that outline a view rather than fill it or its text.
    static let outlineAPIs: Set<String> = [".stroke", ".strokeBorder", ".border", ".borderColor =", ".layer.borderColor ="]

    /// `Color.blue.opacity(0.3)` against `Color.blue`, `tint.withAlphaComponent(0.5)` against `tint`: the same color.
    static func differInLightnessOnly(_ branches: [String]) -> Bool {
        guard branches.count == 2, branches[0] != branches[1] else { return false }
        let hues = branches.map { written in
            ["opacity", "withAlphaComponent"].lazy.compactMap { written.firstRange(of: ".\($0)(") }.first
                .map { String(written[..<$0.lowerBound]) } ?? written
        }
        return hues[0] == hues[1]
    }

    /// `.white`, `Color.black`, `UIColor.label`, `.primary`: written without a hue.
    static func isNeutral(_ written: String) -> Bool {
        // `.white.opacity(0.7)`: the same color, lighter.
        let color = written.firstRange(of: ".opacity(").map { String(written[..<$0.lowerBound]) } ?? written
        // (`Color(UIColor.label)`, `.init(UIColor.darkText)`: the closing brackets are the wrapper's.)
        var name = color.split(separator: ".").last.map { $0.lowercased() } ?? ""
        if name.hasSuffix("()") { name.removeLast(2) }
        while name.hasSuffix(")"), !name.contains("(") { name.removeLast() }
        return neutralColors.contains(name)
    }
}
