import SwiftSourceFacts

/// The types a target declares and whether each has a control that closes its screen.
struct ModalContentIndex {
    /// `notFound(nil)`: the content is built where syntax cannot follow it.
    enum Verdict {
        case noClose
        case notFound(String?)
    }

    /// Titles of controls that close a modal.
    static let closeTitles: Set<String> = [
        "close", "done", "cancel", "dismiss", "ok", "not now", "back", "skip", "later", "maybe later", "no thanks", "got it", "continue",
    ]
    /// System view controllers that bring their own Done or Cancel.
    static let systemControllers: Set<String> = [
        "SFSafariViewController", "UIActivityViewController", "UIImagePickerController", "MFMailComposeViewController",
        "MFMessageComposeViewController",
        "PHPickerViewController", "QLPreviewController", "UIDocumentPickerViewController", "AVPlayerViewController",
        "SKStoreProductViewController",
        "CNContactViewController", "CNContactPickerViewController", "EKEventEditViewController", "VNDocumentCameraViewController",
        "UIAlertController",
    ]

    private var closes: [String: Bool] = [:]
    private var references: [String: Set<String>] = [:]

    init(files: [SwiftFileFacts]) {
        for file in files {
            let behavior = file.behavior
            for type in behavior.types {
                var selfCloses =
                    type.isRepresentable
                    || behavior.closeActions.contains { type.lines.contains($0.location.line) }
                    || file.texts.contains { text in
                        type.lines.contains(text.location.line)
                            && ["Button", "ToolbarItem", "UIBarButtonItem(title:)", "Link"].contains(where: text.api.hasPrefix)
                            && Self.closeTitles.contains((text.key ?? text.expression).lowercased())
                    }
                if type.inheritedTypes.contains(where: Self.systemControllers.contains) { selfCloses = true }
                closes[type.name] = (closes[type.name] ?? false) || selfCloses
                references[type.name, default: []].formUnion(
                    behavior.typeReferences.filter { type.lines.contains($0.line) && $0.name != type.name }.map(\.name))
            }
        }
    }

    /// Nil when some content type closes (itself or a view it is made of) or is system UI.
    func verdict(for types: [String], opaque: Bool) -> Verdict? {
        if types.isEmpty { return opaque ? .notFound(nil) : .noClose }
        var unknown: String?
        for type in types {
            if Self.systemControllers.contains(type) { return nil }
            guard let own = closes[type] else {
                unknown = unknown ?? type
                continue
            }
            if own { return nil }
            // One level down: the views it is made of (a close button in its header view).
            for part in (references[type] ?? []).sorted() {
                if closes[part] == true || Self.systemControllers.contains(part) { return nil }
                if closes[part] == nil { unknown = unknown ?? part }
            }
        }
        if let unknown { return .notFound(unknown) }
        return opaque ? .notFound(nil) : .noClose
    }
}
