import LintCore
import SpecRules
import SwiftSourceFacts

/// Fonts of a fixed point size that Dynamic Type does not scale.
extension FixedFontSizeRule: SourceRule {
    public func check(file: SwiftFileContext, into findings: inout [Finding]) {
        // Text styles do not follow Dynamic Type on the Mac either; an icon's point size is a
        // drawing choice (CH32 §4.3 asks it of text).
        for font in file.facts.fonts where !font.followsDynamicType && !font.isOnIcon && !file.facts.runsOnlyOnMac(font.location) {
            // A 1-point font is never read: code creates one to test that a font exists.
            guard case let .literal(size) = font.size, size > 2 else { continue }
            let points = size == size.rounded() ? String(Int(size)) : String(size)
            let fix = font.api.hasPrefix("UIFont")
                ? "use UIFont.preferredFont(forTextStyle:), or UIFontMetrics(forTextStyle:).scaledFont(for:) with adjustsFontForContentSizeCategory"
                : "use a text style (.font(.body)), .custom(name, size: \(points), relativeTo: .body), or a @ScaledMetric size"
            findings.append(file.finding(
                Self.description, "\(font.api) with size \(points) does not grow with Dynamic Type", at: font.location, element: "\(font.api) \(points)",
                data: [FindingValue("api", font.api), FindingValue("measured", points), FindingValue("required", "a Dynamic Type text style")],
                fix: fix
            ))
        }
    }
}
