import LintCore
import SourceText
import SwiftSourceFacts

/// UIKit: buttons and controls sized by Auto Layout (`heightAnchor.constraint(equalToConstant:)`)
/// or by a frame (`frame = CGRect(…)`, `UIButton(frame:)`) under the minimum, with nothing that
/// makes the area that takes touches larger (`point(inside:with:)` or `hitTest` overridden by the
/// button's class or by the view that lays it out, hit-area insets, a bar item's custom view).
extension TapTargetSizeRule {
    /// Controls whose size is their touch area. Switches, steppers and segmented controls draw at
    /// the system's size; text fields are measured by `fixed-height-text`.
    static let sizedControlClasses: Set<String> = ["UIButton", "UIControl"]
    static let systemSizedClasses: Set<String> = [
        "UISwitch", "UIStepper", "UISegmentedControl", "UITextField", "UISlider", "UIDatePicker", "UIPageControl",
    ]

    func checkUIKit(file: SwiftFileContext, into findings: inout [Finding]) {
        let index = file.index
        // One control, one size: a width and a height given apart are joined.
        var sizes: [String: (first: UIKitSize, width: Double?, height: Double?, names: [String])] = [:]
        var order: [String] = []
        for size in file.facts.uikit.sizes where !file.facts.runsOnlyOnMac(size.location) {
            let types =
                size.receiver.map { [size.receiverType, index.typeName(of: $0)].compactMap { $0 } } ?? size.owner.map { [$0] } ?? []
            guard types.contains(where: { index.isKind($0, of: Self.sizedControlClasses) }),
                !types.contains(where: { index.isKind($0, of: Self.systemSizedClasses) })
            else { continue }
            if types.contains(where: { index.overrides($0, "point") || index.overrides($0, "hitTest") }) { continue }
            if let owner = size.owner, size.receiver != nil, index.overrides(owner, "point") || index.overrides(owner, "hitTest") {
                continue
            }
            if index.isMarked(size.receiverName, in: size.owner, as: .enlarged)
                || index.isMarked(size.receiverName, in: size.owner, as: .inert)
            {
                continue
            }
            if size.owner.map(index.isUnusedNamespace) ?? false || file.facts.isInDebugScreen(line: size.location.line) { continue }
            let width = size.width ?? file.number(size.references["width"])
            let height = size.height ?? file.number(size.references["height"])
            let key = UIKitIconControl.key(owner: size.owner, receiver: size.receiverName)
            let names = ["width", "height"].compactMap { label in size.references[label].map { "\(label): \($0.description)" } }
            if var known = sizes[key] {
                known.width = known.width ?? width
                known.height = known.height ?? height
                known.names += names
                sizes[key] = known
            } else {
                sizes[key] = (size, width, height, names)
                order.append(key)
            }
        }
        let minimum = options.minimumTarget
        for key in order {
            guard let (size, width, height, names) = sizes[key], let smallest = [width, height].compactMap({ $0 }).min(),
                smallest < minimum, smallest > 0
            else { continue }
            let measured = [width.map(format) ?? "?", height.map(format) ?? "?"].joined(separator: " × ")
            let receiver = size.receiverName
            findings.append(
                file.finding(
                    Self.description, severity: smallest < options.blockerTarget ? .p0 : .p1,
                    "\(receiver) can be tapped in \(measured) pt (\(size.api)), under \(format(minimum)) × \(format(minimum))",
                    at: size.location, element: "\(receiver) \(measured)",
                    data: [FindingValue("measured", measured), FindingValue("required", format(minimum))]
                        + (names.isEmpty ? [] : [FindingValue("sizedBy", names.joined(separator: ", "))]),
                    fix: "make it at least \(format(minimum)) pt, or override point(inside:with:) in its class to take touches "
                        + "\(format(((minimum - smallest) / 2).rounded(.up))) pt around it"
                ))
        }
    }
}
