import LintCore
import SpecRules
import SwiftSourceFacts

/// Tapped views framed smaller than the minimum target, padding counted.
extension TapTargetSizeRule: SourceRule {
    /// SwiftUI's `.padding()` without a length: 16 pt on iOS in most contexts (not a public
    /// constant), counted so a padded icon is not reported.
    static let systemPadding = 16.0

    public func check(file: SwiftFileContext, into findings: inout [Finding]) {
        let controls = Dictionary(file.facts.controls.map { ($0.location, $0) }, uniquingKeysWith: { first, _ in first })
        for frame in file.facts.frames where frame.isTappable {
            // An icon beside a title in a control's label is not the target: the label is.
            if let enclosing = frame.enclosingControl, controls[enclosing]?.label.content == .text { continue }
            guard let padding = Self.padding(frame.paddings) else { continue }
            let width = (frame.width ?? frame.minWidth).map { $0 + padding.horizontal }
            let height = (frame.height ?? frame.minHeight).map { $0 + padding.vertical }
            let known = [width, height].compactMap { $0 }
            guard let smallest = known.min(), smallest < options.minimumTarget else { continue }
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
