import LintCore

// The rule's examples of colors that show no state the user must be told: kept apart to keep each examples file short.
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
                """),
        // Seen in apps (Flipper, tice, element-x, CodeEdit): a style chosen by the code, whose message is a bubble, typing.
        RuleExample(
            swift: """
                Text(title).foregroundColor(isDestructive ? .red : .blue)
                Text(message.body).background(message.isOutgoing ? Color.blue : Color.gray)
                Text(message.body).background(message.isCurrentUser ? Color.blue : Color.gray)
                TextField("Search", text: $query).border(isEditing ? Color.accentColor : Color.gray)
                """),
    ]
}
