import LintCore
import SourceText
import SpecRules
import SwiftSourceFacts

/// Tapped views framed smaller than the minimum target, padding counted.
extension TapTargetSizeRule: SourceRule {
    /// SwiftUI's `.padding()` without a length: 16 pt on iOS in most contexts (not a public
    /// constant), counted so a padded icon is not reported.
    static let systemPadding = 16.0

    public func check(file: SwiftFileContext, into findings: inout [Finding]) {
        let controls = Dictionary(file.facts.controls.map { ($0.location, $0) }, uniquingKeysWith: { first, _ in first })
        let framedControls = Set(file.facts.frames.compactMap(\.control))
        var measured: [(frame: FrameFact, width: Double?, height: Double?, smallest: Double, padding: (horizontal: Double, vertical: Double))] = []
        for frame in file.facts.frames where frame.isTappable {
            // Touch targets: a Mac is pointed at, not tapped (and its own minimum is 20 pt).
            if file.facts.runsOnlyOnMac(frame.location) { continue }
            var paddings = frame.paddings
            if let enclosing = frame.enclosingControl, frame.control == nil {
                // A frame inside a label is the target only when the label is that image alone:
                // beside a title or other views the label is larger, and a frame on the control
                // itself says its size.
                guard controls[enclosing]?.label.content == .imageOnly, !framedControls.contains(enclosing) else { continue }
                paddings += controls[enclosing]?.modifiers.compactMap(Padding.init) ?? []
            }
            guard let padding = Self.padding(paddings) else { continue }
            // A minimum (`minWidth: 0`) bounds the size from below only; it does not say it.
            let width = frame.width.map { $0 + padding.horizontal }
            let height = frame.height.map { $0 + padding.vertical }
            guard let smallest = [width, height].compactMap({ $0 }).min() else { continue }
            measured.append((frame, width, height, smallest, padding))
        }
        // One finding per control: the largest of the frames inside one label bounds the target.
        var largestInside: [SourceLocation: Double] = [:]
        for item in measured where item.frame.control == nil {
            if let enclosing = item.frame.enclosingControl { largestInside[enclosing] = max(largestInside[enclosing] ?? 0, item.smallest) }
        }
        var reported: Set<SourceLocation> = []
        for (frame, width, height, smallest, padding) in measured where smallest < options.minimumTarget {
            if frame.control == nil, let enclosing = frame.enclosingControl {
                guard smallest == largestInside[enclosing], reported.insert(enclosing).inserted else { continue }
            }
            let size = [width.map(format) ?? "?", height.map(format) ?? "?"].joined(separator: " × ")
            let view = frame.receiver ?? "view"
            findings.append(file.finding(
                Self.description, severity: smallest < options.blockerTarget ? .p0 : .p1,
                "\(view) can be tapped in \(size) pt, under \(format(options.minimumTarget)) × \(format(options.minimumTarget))",
                at: frame.location, element: "\(view) \(size)",
                data: [FindingValue("measured", size), FindingValue("required", format(options.minimumTarget)), FindingValue("padding", "\(format(padding.horizontal)) × \(format(padding.vertical))")],
                fix: "make the frame at least \(format(options.minimumTarget)) pt, or add .padding() and .contentShape(Rectangle()) so the padding is tappable"
            ))
        }
    }

    /// Padding added to each dimension (both sides), or nil when one is not a literal and the
    /// size cannot be told.
    static func padding(_ paddings: [Padding]) -> (horizontal: Double, vertical: Double)? {
        var horizontal = 0.0, vertical = 0.0
        for padding in paddings {
            let amount: Double
            switch padding.amount {
            case .systemDefault: amount = systemPadding
            case let .literal(value): amount = value
            case .expression: return nil
            }
            let edges = padding.edges ?? ".all"
            let sides = (horizontal: edges.contains("horizontal") || edges.contains("all") ? 2.0 : (edges.contains("leading") ? 1 : 0) + (edges.contains("trailing") ? 1 : 0),
                         vertical: edges.contains("vertical") || edges.contains("all") ? 2.0 : (edges.contains("top") ? 1 : 0) + (edges.contains("bottom") ? 1 : 0))
            horizontal += amount * sides.horizontal
            vertical += amount * sides.vertical
        }
        return (horizontal, vertical)
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String((value * 10).rounded() / 10)
    }
}
