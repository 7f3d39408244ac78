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
            "VoiceOver announces it as \"button\" and nothing else: the task cannot be done without sight (CH32 §4.2: every interactive element must expose an accessibility label; §13.4: P0).",
        reference: "CH32 §4.2",
        defaultSeverity: .p0,
        triggeringExamples: [
            RuleExample(
                """
                screen:
                  id: home
                  elements:
                    - { id: addButton, role: iconButton, frame: [320, 60, 44, 44] }
                """),
            RuleExample(
                """
                screen:
                  id: settings
                  elements:
                    - { id: syncToggle, role: toggle, frame: [300, 120, 51, 44], label: { text: "" } }
                """),
            RuleExample(
                swift: """
                    Button { addRecipe() } label: { Image("plus_badge") }
                    """),
            RuleExample(
                swift: """
                    Toggle(isOn: $isFavorite) { Image(systemName: "heart") }
                    """),
            // An icon drawn over a shape, and a symbol chosen at run time: VoiceOver reads the
            // symbol's name (P1).
            RuleExample(
                swift: """
                    Button(action: openSettings) {
                        Capsule().fill(.black).frame(width: 30, height: 30)
                            .overlay { Image(systemName: "gear") }
                    }
                    Button(action: select) { Image(systemName: icon) }
                    """, findings: 2, severity: .p1),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                screen:
                  id: home
                  elements:
                    - { id: addButton, role: iconButton, label: screen.home.add, frame: [320, 60, 44, 44] }
                    - { id: saveButton, role: button, text: screen.home.save }
                    - { id: logo, role: image, decorative: true }
                """),
            RuleExample(
                swift: """
                    Button { addRecipe() } label: { Image(systemName: "plus") }
                        .accessibilityLabel("Add recipe")
                    Button("Add recipe", systemImage: "plus") { addRecipe() }
                    Button { share() } label: { Label("Share", systemImage: "square.and.arrow.up") }
                    Button { close() } label: { Image(systemName: "xmark").accessibilityLabel("Close") }
                    """),
            // Nothing drawn, nothing to name: a link pushed from code, a hidden shortcut button.
            // A label under #if is read in every clause.
            RuleExample(
                swift: """
                    NavigationLink(destination: ExportView(), isActive: $isExporting) { EmptyView() }
                    Button(action: selectFirstResult) {}
                        .hidden()
                        .keyboardShortcut(.downArrow, modifiers: [])
                    Button { play() } label: {
                        #if os(tvOS)
                        Text("Play")
                        #else
                        Label("Play", systemImage: "play.fill")
                        #endif
                    }
                    """),
        ]
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
        for control in file.facts.controls where control.label.content == .imageOnly {
            guard !control.label.isNamed, !control.modifiers.givesAccessibilityLabel, !control.modifiers.hidesFromAccessibility else {
                continue
            }
            let icon = control.label.icons.first.map(Self.describe) ?? "nothing"
            // VoiceOver reads many SF Symbols by a built-in description, often not the action's
            // name ("plus.circle" → "Add", "ellipsis" → "More"): confusing rather than silent.
            let symbolsOnly = !control.label.icons.isEmpty && control.label.icons.allSatisfy(\.isSymbol)
            findings.append(
                file.finding(
                    Self.description, severity: symbolsOnly ? .p1 : .p0,
                    "\(control.kind) shows \(icon) and has no accessibility label: VoiceOver says \(symbolsOnly ? "the symbol's name" : "\"button\" or a file name")",
                    at: control.location, element: "\(control.kind) \(icon)",
                    data: [
                        FindingValue("control", control.kind), FindingValue("label", control.label.content.rawValue),
                        FindingValue("icon", icon),
                    ],
                    fix:
                        ".accessibilityLabel(\"…\") on the \(control.kind) saying what it does, or use Label(\"…\", systemImage: …) with .labelStyle(.iconOnly)"
                ))
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
