import SourceText
import SwiftSourceFacts
import SwiftSourceReader

func facts(_ source: String, path: String = "T.swift") -> SwiftFileFacts {
    SwiftFileReader().facts(for: SourceFile(path: path, bytes: Array(source.utf8)))
}

/// The one text a snippet holds for `api`.
func text(_ source: String, api: String) -> UserText? {
    facts(source).texts.first { $0.api == api }
}

/// A SwiftUI view body around `content`.
func view(_ content: String, extra: String = "") -> String {
    """
    import SwiftUI
    struct V: View {
        \(extra)
        var body: some View {
            \(content)
        }
    }
    """
}
