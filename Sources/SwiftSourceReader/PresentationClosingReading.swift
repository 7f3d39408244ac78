import SwiftSourceFacts
import SwiftSyntax

/// How a presentation's content closes it when no control of its own says Close: a function of the presenting
/// type that sets the flag back, or a state that ends by itself.
extension FactCollector {
    /// The content calls, or is handed, a function of the presenting type that sets the flag back (Flipper's
    /// `onConfirm: processConfirmSignal`, whose body sets `showConfirmDialog = false`, on every answer). A function
    /// that saves or sends first is no way out: iAPS's editor lowers its sheet in `save()`, and leaving without
    /// saving takes a swipe (2 of 2 judged so).
    func callsFunctionLowering(_ flag: String, from content: String, around call: FunctionCallExprSyntax) -> Bool {
        guard let group = call.ancestorOrSelf(mapping: { $0.declGroup }) else { return false }
        return group.memberBlock.members.contains { item in
            guard let function = item.decl.as(FunctionDeclSyntax.self), let body = function.body,
                !Self.commitVerbs.contains(where: function.name.text.lowercased().hasPrefix),
                Self.containsWord(function.name.text, in: content)
            else { return false }
            let source = sourceText(body)
            return ["\(flag) = false", "\(flag) = nil", "\(flag).toggle()"].contains(where: source.contains)
        }
    }

    static let commitVerbs = ["save", "submit", "add", "create", "send", "post", "apply", "store", "commit", "update", "upload"]

    /// `name` as a whole word: `reset()` in `Button { reset() }`, not in `resetAll()`.
    static func containsWord(_ name: String, in text: String) -> Bool {
        text.ranges(of: name).contains { range in
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            return !(before.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false)
                && !(after.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false)
        }
    }

    /// `$gallery.isLoading`, `$isDownloading`, `$networkMonitor.isDisconnected`: a state that ends by itself when the
    /// work does or the connection comes back (nostur's no-internet cover). (`isImporting` is the flag of a file picker
    /// the user closes, as Feather's, by SwiftUI's own `fileImporter` naming.)
    static func namesStateThatEndsByItself(_ binding: String) -> Bool {
        let name = (binding.split(separator: ".").last.map(String.init) ?? binding).lowercased()
        return ["loading", "processing", "downloading", "uploading", "syncing", "busy", "inprogress", "disconnected", "offline"]
            .contains(where: name.contains)
    }
}
