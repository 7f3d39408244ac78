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
            // A frame's size is discarded once Auto Layout sizes the view; constraints of its own
            // (`heightAnchor.constraint(equalToConstant:)`) are sizes read apart.
            if size.api.contains("CGRect") || size.api.contains("frame:"),
                index.isMarked(size.receiverName, in: size.owner, as: .autoLayout)
            {
                continue
            }
            // Hidden for good (a button that only anchors a menu the code opens): never tapped.
            if index.isMarked(size.receiverName, in: size.owner, as: .invisible),
                !index.isMarked(size.receiverName, in: size.owner, as: .shown)
            {
                continue
            }
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

// MARK: Examples

extension TapTargetSizeRule {
    static let uikitTriggeringExamples = [
        RuleExample(
            swift: """
                final class PlayerControls: UIView {
                    private let closeButton = UIButton(type: .close)
                    func layout() {
                        NSLayoutConstraint.activate([
                            closeButton.widthAnchor.constraint(equalToConstant: 30),
                            closeButton.heightAnchor.constraint(equalToConstant: 30),
                        ])
                    }
                }
                """, severity: .p1),
        // A size given by a constant of another file is as small as the number.
        RuleExample(
            swift: """
                final class TagCell: UICollectionViewCell {
                    private let deleteButton = UIButton(type: .custom)
                    func layout() {
                        deleteButton.widthAnchor.constraint(equalToConstant: Metrics.deleteSide).isActive = true
                        deleteButton.heightAnchor.constraint(equalToConstant: Metrics.deleteSide).isActive = true
                    }
                }
                // file: Metrics.swift
                enum Metrics { static let deleteSide: CGFloat = 20 }
                """, severity: .p0),
        RuleExample(
            swift: """
                final class FileCell: UICollectionViewCell {
                    func makeMoreButton() -> UIButton {
                        let button = UIButton(type: .system)
                        button.frame = CGRect(x: 0, y: 0, width: 32, height: 42)
                        return button
                    }
                }
                """),
        // Hidden at first and shown later, or constrained to a small constant: still small.
        RuleExample(
            swift: """
                final class QueueHeaderController: UIViewController {
                    let undoButton = UIButton(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
                    let clearButton = UIButton(type: .system)
                    func layoutHeader() {
                        undoButton.isHidden = true
                        clearButton.translatesAutoresizingMaskIntoConstraints = false
                        clearButton.heightAnchor.constraint(equalToConstant: 20).isActive = true
                    }
                    func queueChanged() { undoButton.isHidden = false }
                }
                """, findings: 2, severity: .p0),
    ]

    static let uikitNonTriggeringExamples = [
        // A button class that takes touches around itself; the view laying buttons out routes touches.
        RuleExample(
            swift: """
                final class HitButton: UIButton {
                    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                        bounds.insetBy(dx: -10, dy: -10).contains(point)
                    }
                }
                final class InfoRow: UIView {
                    private let infoButton = HitButton()
                    func layout() { infoButton.heightAnchor.constraint(equalToConstant: 24).isActive = true }
                }
                """),
        // Buttons that take no touches (PIN dots), a bar item's custom view, a switch, a label, a
        // button of 44 points.
        RuleExample(
            swift: """
                final class PinDotsView: UIStackView {
                    func addDot() {
                        let dot = UIButton()
                        dot.isUserInteractionEnabled = false
                        dot.widthAnchor.constraint(equalToConstant: 14).isActive = true
                    }
                }
                final class ChatTitleController: UIViewController {
                    private let avatarButton = UIButton(type: .custom)
                    private let muteSwitch = UISwitch()
                    private let badgeLabel = UILabel()
                    private let sendButton = UIButton(type: .system)
                    override func viewDidLoad() {
                        avatarButton.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
                        navigationItem.rightBarButtonItem = UIBarButtonItem(customView: avatarButton)
                        muteSwitch.heightAnchor.constraint(equalToConstant: 31).isActive = true
                        badgeLabel.heightAnchor.constraint(equalToConstant: 18).isActive = true
                        sendButton.heightAnchor.constraint(equalToConstant: 44).isActive = true
                    }
                }
                """),
        // A namespace nothing calls is dead code.
        RuleExample(
            swift: """
                enum LegacyStatusBar {
                    static func wrap(_ button: UIButton) -> UIView {
                        button.widthAnchor.constraint(equalToConstant: 14).isActive = true
                        return UIView()
                    }
                }
                """),
        // Seen in apps: a frame Auto Layout discards (the button sizes to its title), and a
        // hidden 1 × 1 button that only anchors a menu the code opens.
        RuleExample(
            swift: """
                final class QueueHeaderController: UIViewController {
                    let clearButton = UIButton(frame: CGRect(x: 0, y: 0, width: 80, height: 14))
                    private let menuAnchor = UIButton()
                    func layoutHeader(in header: UIView) {
                        header.addSubview(clearButton)
                        clearButton.translatesAutoresizingMaskIntoConstraints = false
                        clearButton.centerYAnchor.constraint(equalTo: header.centerYAnchor).isActive = true
                        menuAnchor.showsMenuAsPrimaryAction = true
                        menuAnchor.isHidden = true
                        header.addSubview(menuAnchor)
                    }
                    func showMenu(at point: CGPoint) {
                        menuAnchor.frame = CGRect(x: point.x, y: point.y, width: 1, height: 1)
                    }
                }
                """),
    ]
}
