import LintCore
import SwiftSourceFacts

/// The UIKit half of missing-label: buttons and bar items given only an image.
extension MissingLabelRule {
    /// `button.setImage(_:for:)` and `UIBarButtonItem(image:…)` with no title or accessibility
    /// label given to the same name anywhere in the type (a setup method, `viewDidLoad`, an
    /// extension in another file). An outlet is labelled in Interface Builder, which is not read.
    func checkUIKit(file: SwiftFileContext, into findings: inout [Finding]) {
        var reported = Set<String>()
        for control in file.shippedUIKitIconControls {
            let names = control.names
            if control.labelledNames.contains(where: { file.index.isLabelled($0, in: control.owner) }) { continue }
            // A button inside a view that is one accessibility element (a custom stepper adjusted
            // by swiping): VoiceOver reaches the view, never the button, so the view's label is what counts.
            if control.kind == "UIButton", file.index.isMarked("self", in: control.owner, as: .singleElement) { continue }
            // The custom view of a bar item that names itself (`customView = closeButton` in a
            // `UIBarButtonItem` subclass that sets its own `accessibilityLabel`).
            if file.index.isMarked("self", in: control.owner, as: .named),
                names.contains(where: { file.index.isMarked($0, in: control.owner, as: .enlarged) })
            {
                continue
            }
            if Self.isSetUpElsewhere(names, of: control, in: file) { continue }
            // A back item is announced "Back" by the navigation bar; a class of the target that
            // overrides `accessibilityLabel` names itself.
            if names.contains(where: { $0.hasSuffix("backBarButtonItem") }) { continue }
            let types =
                [control.receiverType]
                + names.map { name in
                    file.index.typeName(
                        of: NameReference(
                            path: name.split(separator: ".").map(String.init),
                            enclosingTypes: control.owner.map { [$0] } ?? []))
                }
            if types.compactMap({ $0 }).contains(where: { file.index.overrides($0, "accessibilityLabel") }) { continue }
            // One finding per button: `setImage` for several states names one control.
            if let receiver = control.receiver,
                !reported.insert(UIKitIconControl.key(owner: control.owner, receiver: receiver)).inserted
            {
                continue
            }
            let name = control.alias ?? control.receiver ?? control.kind
            // An image the code computes may carry a label of its own: only an asset is sure to be silent.
            findings.append(
                file.finding(
                    Self.description, severity: control.isAsset ? .p0 : .p1,
                    "\(control.kind) \(name) shows the image \(control.image) and is given no title or accessibility label: VoiceOver says "
                        + (control.isSymbol
                            ? "the symbol's name"
                            : control.isAsset ? "\"button\" or a file name" : "what the image carries, if anything"),
                    at: control.location, element: "\(control.kind) \(name)",
                    data: [FindingValue("control", control.kind), FindingValue("label", "(none)"), FindingValue("icon", control.image)],
                    fix: "set \(name).accessibilityLabel = String(localized: \"…\") saying what it does"
                ))
        }
    }

    /// An outlet is made in Interface Builder; an optional property with no value of its own
    /// (`weak var button: UIButton?`) holds a button another type makes and sets up.
    static func isSetUpElsewhere(_ names: [String], of control: UIKitIconControl, in file: SwiftFileContext) -> Bool {
        names.contains { name in
            let declared =
                file.index.resolve(
                    NameReference(path: name.split(separator: ".").map(String.init), enclosingTypes: control.owner.map { [$0] } ?? []))?
                .declarations ?? []
            return declared.contains { $0.attributes.contains("IBOutlet") }
                || (!declared.isEmpty && declared.allSatisfy { $0.value == nil && ($0.type?.hasSuffix("?") ?? false) })
        }
    }
}

extension SwiftFileContext {
    /// The UIKit buttons and bar items given only an image, but those of debug screens and of namespaces nothing uses.
    var shippedUIKitIconControls: [UIKitIconControl] {
        facts.uikitIconControls.filter { control in
            !facts.isInDebugScreen(line: control.location.line) && !(control.owner.map(index.isUnusedNamespace) ?? false)
        }
    }
}

extension UIKitIconControl {
    /// The names it is held under: its receiver and the property a local is returned to.
    var names: [String] { [receiver, alias].compactMap { $0 } }
    /// The names a label it is given is noted under: the property a local is returned to, whose closure's labels are
    /// noted for it too (another property's closure may use the same local name, `result`); else its receiver.
    var labelledNames: [String] { alias.map { [$0] } ?? names }
}
