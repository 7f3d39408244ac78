import LintCore

extension ColorOnlyStateRule {
    /// Seen in apps (CodeEdit, GitHawk's SwipeCellKit): a color while the pointer presses or hovers, a window's
    /// controls dimmed while it is in the background, and a case of the app's own enum named like a modifier.
    static let transientStateExamples = [
        RuleExample(
            swift: """
                struct ProviderRow: View {
                    @Environment(\\.controlActiveState) private var controlActiveState
                    @State private var pressing = false
                    var body: some View {
                        HStack {
                            Image(systemName: "bell").foregroundColor(controlActiveState == .inactive ? inactiveColor : .secondary)
                            Text("GitHub")
                        }
                        .background(pressing ? Color(nsColor: .quaternaryLabelColor) : Color.accentColor.opacity(0.2))
                        .onLongPressGesture(minimumDuration: 0, perform: {}, onPressingChanged: { pressing = $0 })
                    }
                }
                extension SwipeExpansionStyle {
                    static func destructive(automaticallyDelete: Bool) -> SwipeExpansionStyle {
                        SwipeExpansionStyle(completionAnimation: .fill(automaticallyDelete ? .automatic(.delete) : .manual))
                    }
                }
                """)
    ]
}
