import LintCore
import SpecRules
import SwiftSourceFacts

/// Buttons, links, menus and toggles whose label is only an image (or nothing) and that no
/// accessibility label names.
extension MissingLabelRule: SourceRule {
    public func check(file: SwiftFileContext, into findings: inout [Finding]) {
        // An empty label (`NavigationLink(isActive:) { EmptyView() }`, a hidden keyboard-shortcut
        // button) draws nothing and has no size: VoiceOver does not reach it.
        for control in file.facts.controls where control.label.content == .imageOnly {
            guard !control.label.isNamed, !control.modifiers.givesAccessibilityLabel, !control.modifiers.hidesFromAccessibility else { continue }
            let icon = control.label.icons.first.map(Self.describe) ?? "nothing"
            // VoiceOver reads many SF Symbols by a built-in description, often not the action's
            // name ("plus.circle" → "Add", "ellipsis" → "More"): confusing rather than silent.
            let symbolsOnly = !control.label.icons.isEmpty && control.label.icons.allSatisfy(\.isSymbol)
            findings.append(file.finding(
                Self.description, severity: symbolsOnly ? .p1 : .p0,
                "\(control.kind) shows \(icon) and has no accessibility label: VoiceOver says \(symbolsOnly ? "the symbol's name" : "\"button\" or a file name")",
                at: control.location, element: "\(control.kind) \(icon)",
                data: [FindingValue("control", control.kind), FindingValue("label", control.label.content.rawValue), FindingValue("icon", icon)],
                fix: ".accessibilityLabel(\"…\") on the \(control.kind) saying what it does, or use Label(\"…\", systemImage: …) with .labelStyle(.iconOnly)"
            ))
        }
    }

    static func describe(_ source: ImageSource) -> String {
        if case let .other("systemName", expression) = source { return "symbol \(expression)" }
        return switch source {
        case let .asset(name), let .assetResource(name): "image \"\(name)\""
        case let .systemName(name): "symbol \"\(name)\""
        case let .decorative(name): "decorative image \"\(name)\""
        case let .other(_, expression): "image \(expression)"
        }
    }
}
