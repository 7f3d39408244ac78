import LintCore

/// hardcoded-text's examples about comments: one that keeps the text as written on purpose, and
/// one that notes work left.
extension HardcodedTextRule {
    static let commentNonTriggeringExamples = [
        // Seen in apps: a comment that keeps the text as written on purpose (a slogan, OSM tag
        // values, a file format's name) is the developer's decision, as a suppression is.
        RuleExample(
            swift: """
                // catalog: Welcome
                struct LaunchView: View {
                    var body: some View {
                        // Do not localize
                        Text("encrypted, local, yours forever")
                    }
                }
                final class UploadViewController: UIViewController {
                    func setUp() {
                        sourceField.placeholder = "survey, Bing, knowledge" // overrules translations: see #557
                        // Not localized: "GIF" is a file format and "Giphy" a company name
                        navigationItem.title = "GIF (Giphy)"
                    }
                }
                """)
    ]

    static let commentTriggeringExamples = [
        // A comment that notes work left is no decision to keep the text.
        RuleExample(
            swift: """
                // catalog: Welcome
                struct LaunchView: View {
                    var body: some View {
                        // TODO: not localized yet
                        Text("Sign in to continue")
                    }
                }
                """)
    ]
}
