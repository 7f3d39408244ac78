import LintCore
import SpecModel
import SwiftSourceFacts

/// Interactive elements VoiceOver cannot name.
public struct MissingLabelRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "missing-label",
        name: "Interactive element without a label",
        summary: "A button, toggle, tab or other control has neither visible text nor an accessibility label.",
        rationale:
            "VoiceOver announces it as \"button\" and nothing else: the task cannot be done without "
            + "sight (CH32 §4.2: every interactive element must expose an accessibility label; §13.4: P0).",
        reference: "CH32 §4.2",
        defaultSeverity: .p0,
        triggeringExamples: uikitTriggeringExamples + specAndSwiftUITriggeringExamples,
        nonTriggeringExamples: uikitNonTriggeringExamples + specAndSwiftUINonTriggeringExamples
    )

    public init() {}

    public func check(screen: ScreenContext, into findings: inout [Finding]) {
        for element in screen.screen.elements where element.role.isInteractive && element.isFocusable && !element.decorative {
            guard screen.text(of: element.accessibleName).map(TextChecks.isBlank) ?? true else { continue }
            findings.append(
                screen.finding(
                    Self.description, "\(element.role.rawValue) \"\(element.id)\" has no accessibility label", element: element,
                    data: [FindingValue("role", element.role.rawValue), FindingValue("label", "(none)")],
                    fix: "add a label key that says what it is, e.g. label: screen.\(screen.screen.id).\(element.id)"
                ))
        }
    }
}

// MARK: Swift code

/// Buttons, links, menus and toggles whose label is only an image (or nothing) and that no
/// accessibility label names.
extension MissingLabelRule: SourceRule {
    public func check(file: SwiftFileContext, into findings: inout [Finding]) {
        // An empty label (`NavigationLink(isActive:) { EmptyView() }`, a hidden keyboard-shortcut
        // button) draws nothing and has no size: VoiceOver does not reach it.
        // Developer screens are left out, as in the UIKit half below.
        for control in file.facts.controls where !file.facts.isInDebugScreen(line: control.location.line) {
            guard let (label, views) = Self.shownLabel(control.label, index: file.index) else { continue }
            guard !label.isNamed, !control.modifiers.givesAccessibilityLabel, !control.modifiers.hidesFromAccessibility else {
                continue
            }
            let shows = label.icons.first.map(Self.describe) ?? "nothing"
            let icon = views.isEmpty ? shows : views.joined(separator: ", ") + ", which shows " + shows
            // damus's zap button, in an `HStack` labelled "Zap": SwiftUI gives each element inside the stack's label.
            if control.isLabelledByContainer {
                findings.append(
                    file.finding(
                        Self.description, severity: .p2, outcome: .needsReview,
                        "\(control.kind) shows \(icon) and has no accessibility label of its own: the view around it gives one, "
                            + "which SwiftUI hands to each element inside it: check that it names what the \(control.kind) does",
                        at: control.location, element: "\(control.kind) \(icon)",
                        data: [FindingValue("control", control.kind), FindingValue("icon", icon)],
                        fix:
                            ".accessibilityLabel(\"…\") on the \(control.kind) itself, or .accessibilityElement(children: .combine) "
                            + "on the view"
                    ))
                continue
            }
            // VoiceOver reads many SF Symbols by a built-in description, often not the action's
            // name ("plus.circle" → "Add", "ellipsis" → "More"): confusing rather than silent.
            let symbolsOnly = !label.icons.isEmpty && label.icons.allSatisfy(\.isSymbol)
            // SwiftUI labels `Image("Add")` by its name, looked up as a key: an asset named in words
            // is read aloud (habitica's "Add" link, pocket-casts' "minus" button). In every language
            // as written unless the catalog has the word (P1); whether the word says what the control
            // does, a person tells (P2 review).
            let assetNames = label.icons.compactMap { icon -> String? in
                if case .asset(let name) = icon { return name }
                return nil
            }
            if !assetNames.isEmpty, assetNames.count == label.icons.count, assetNames.allSatisfy(Self.readsAsWords) {
                let spoken = assetNames.joined(separator: " ")
                let translated = assetNames.allSatisfy { file.strings.entry($0, table: nil) != nil }
                findings.append(
                    file.finding(
                        Self.description, severity: translated ? .p2 : .p1, outcome: translated ? .needsReview : .violation,
                        "\(control.kind) shows \(icon) and has no accessibility label: SwiftUI labels the image by its name, so "
                            + "VoiceOver says \(TextJudgement.quoted(spoken))"
                            + (translated
                                ? ", translated by the catalog: check it says what the \(control.kind) does"
                                : " in every language (the catalog does not have it), whether or not it says what the "
                                    + "\(control.kind) does"),
                        at: control.location, element: "\(control.kind) \(icon)",
                        data: [FindingValue("control", control.kind), FindingValue("label", spoken), FindingValue("icon", icon)],
                        fix: ".accessibilityLabel(\"…\") on the \(control.kind) saying what it does, with the text in the catalog"
                    ))
                continue
            }
            findings.append(
                file.finding(
                    Self.description, severity: symbolsOnly ? .p1 : .p0,
                    "\(control.kind) shows \(icon) and has no accessibility label: VoiceOver "
                        + "says \(symbolsOnly ? "the symbol's name" : "\"button\" or a file name")",
                    at: control.location, element: "\(control.kind) \(icon)",
                    data: [
                        FindingValue("control", control.kind), FindingValue("label", label.content.rawValue),
                        FindingValue("icon", icon),
                    ],
                    fix:
                        ".accessibilityLabel(\"…\") on the \(control.kind) saying what it "
                        + "does, or use Label(\"…\", systemImage: …) with .labelStyle(.iconOnly)"
                ))
        }
        checkUIKit(file: file, into: &findings)
    }

    /// What a control's label shows: its own images only, or custom views of the target whose
    /// bodies show only images (followed one level: `label: { IconView(symbol: "trash") }`),
    /// with the names of the views followed; nil when it shows text or what cannot be told.
    static func shownLabel(_ label: ControlLabel, index: TargetIndex) -> (ControlLabel, [String])? {
        if label.content == .imageOnly { return (label, []) }
        guard label.content == .otherViews, !label.opaqueViews.isEmpty, !label.opaqueViews.contains("") else { return nil }
        var shown = label
        for name in label.opaqueViews {
            guard let body = index.view(named: name)?.body, body.content == .imageOnly, !body.innerModifiers.hidesFromAccessibility
            else { return nil }
            // `SmallImage("Edit")`, whose body shows `Image(name)` of the name it is given: the asset "Edit" (Flipper).
            if let handed = label.handedNames[name], body.icons.count == 1, case .other("_", let given)? = body.icons.first,
                given.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
            {
                shown.icons.append(.asset(handed))
            } else {
                shown.icons += body.icons
            }
            shown.innerModifiers += body.innerModifiers
        }
        shown.content = .imageOnly
        return (shown, label.opaqueViews)
    }

    /// An asset name made of plain words ("Add", "Edit", "star fill"), not an identifier
    /// ("plus_badge", "RemoteControlEnter", "ic-close"): what VoiceOver reads then is language.
    static func readsAsWords(_ name: String) -> Bool {
        let words = name.split(separator: " ")
        return !words.isEmpty
            && words.allSatisfy { word in
                word.allSatisfy(\.isLetter) && word.dropFirst().allSatisfy(\.isLowercase) && word.count > 1
            }
    }

    static func describe(_ source: ImageSource) -> String {
        if case .other("systemName", let expression) = source { return "symbol \(expression)" }
        return switch source {
        case .asset(let name), .assetResource(let name): "image \"\(name)\""
        case .systemName(let name): "symbol \"\(name)\""
        case .decorative(let name): "decorative image \"\(name)\""
        case .other(_, let expression): "image \(expression)"
        }
    }
}
