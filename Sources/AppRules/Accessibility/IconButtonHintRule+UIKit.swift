import LintCore
import SwiftSourceFacts

/// The UIKit half of icon-button-hint: a button or bar item that shows only an image and is given an accessibility label
/// (missing-label reports one given none) but no hint, anywhere in its type.
extension IconButtonHintRule {
    func checkUIKit(file: SwiftFileContext, into findings: inout [Finding]) {
        var reported = Set<String>()
        for control in file.shippedUIKitIconControls {
            let names = control.names
            func isMarked(_ mark: UIKitReceiverMark) -> Bool { names.contains { file.index.isMarked($0, in: control.owner, as: mark) } }
            // A bar item shows its image alone whatever title it is given (the title names it for VoiceOver); a
            // button shows its title beside the image.
            guard control.labelledNames.contains(where: { file.index.isLabelled($0, in: control.owner) }),
                control.kind == "UIBarButtonItem" || !isMarked(.titled),
                !isMarked(.hinted), !MissingLabelRule.isSetUpElsewhere(names, of: control, in: file)
            else { continue }
            if let receiver = control.receiver, !reported.insert(UIKitIconControl.key(owner: control.owner, receiver: receiver)).inserted {
                continue
            }
            let name = control.alias ?? control.receiver ?? control.kind
            findings.append(
                file.finding(
                    Self.description, severity: .p2,
                    "\(control.kind) \(name) shows only the image \(control.image) and has no accessibility hint saying what it does",
                    at: control.location, element: "\(control.kind) \(name)",
                    data: [
                        FindingValue("control", control.kind), FindingValue("icon", control.image), FindingValue("hint", "(none)"),
                    ],
                    fix:
                        "set \(name).accessibilityHint = String(localized: \"…\") saying what happens, e.g. \"Deletes the log\""
                ))
        }
    }
}
