import ColorModel
import SwiftSourceFacts

/// The colors a target's code can name: its asset catalogs' colors (by asset name and by the
/// symbol Xcode generates for each), its accent color, and the system colors. Built once per
/// target; immutable.
public struct TargetColors: Sendable {
    /// An asset color, measurable in every appearance, and where it is defined.
    public struct NamedColor: Sendable {
        public let colors: AdaptiveColor
        /// The colorset's path, for messages.
        public let path: String

        public init(colors: AdaptiveColor, path: String) {
            self.colors = colors
            self.path = path
        }
    }

    /// A color resolved for measuring, with what to call it in a message.
    public struct Resolved: Sendable {
        public let colors: AdaptiveColor
        public let origin: String
        /// A system color or style (`.secondary`, `.white`, `UIColor.label`), not the app's own.
        public var isSystem = false
    }

    private let assets: [String: NamedColor]
    private let symbols: [String: NamedColor]
    private let accent: AdaptiveColor?

    /// `assets` by asset name (`Brand/Primary` for a namespaced folder).
    public init(assets: [String: NamedColor] = [:], accentColorName: String = "AccentColor") {
        self.assets = assets
        var symbols: [String: NamedColor] = [:]
        // Two assets can make one symbol (`Accent` and `AccentColor` both `.accent`): the first by name gives it, the
        // same in every run (a dictionary's order is not).
        for (name, color) in assets.sorted(by: { $0.key < $1.key }) where symbols[Self.generatedSymbol(forAsset: name)] == nil {
            symbols[Self.generatedSymbol(forAsset: name)] = color
        }
        self.symbols = symbols
        accent = assets[accentColorName]?.colors
    }

    /// The symbol Xcode 15 generates for an asset color: the last path component in lower
    /// camel case, a trailing "Color" dropped (`BrandPrimaryColor` → `brandPrimary`).
    public static func generatedSymbol(forAsset name: String) -> String {
        let last = name.split(separator: "/").last.map(String.init) ?? name
        let words = last.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        var symbol = words.enumerated().map { index, word in
            index == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        if symbol.hasSuffix("Color"), symbol.count > 5 { symbol.removeLast(5) }
        return symbol
    }

    /// What `use` looks like in each appearance, nil when the code names something this target
    /// does not define (an app's own helper, a variable, a color of another module).
    public func resolve(_ use: ColorUse) -> Resolved? {
        let resolved: Resolved?
        switch use.reference {
        case .asset(let name):
            resolved = assets[name].map { Resolved(colors: $0.colors, origin: "asset \"\(name)\" (\($0.path))") }
        case .member(let name, let framework):
            // `Color(.systemBackground)` names a UIKit color from SwiftUI.
            let system =
                framework == .swiftUI
                ? SystemColors.swiftUI(name, accentColor: accent) ?? SystemColors.uiKit(name) : SystemColors.uiKit(name)
            if let system {
                resolved = Resolved(colors: system.colors, origin: (framework == .swiftUI ? "Color." : "UIColor.") + name, isSystem: true)
            } else {
                resolved = symbols[name].map { Resolved(colors: $0.colors, origin: "asset symbol .\(name) (\($0.path))") }
            }
        case .components(let red, let green, let blue, let alpha):
            resolved = Resolved(colors: AdaptiveColor(SRGBColor(red: red, green: green, blue: blue, alpha: alpha)), origin: use.text)
        case .hex(let text):
            // Six digits only: apps' own initializers disagree on what eight mean (RGBA or ARGB).
            let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
            resolved = digits.count == 6 ? SRGBColor(hex: "#" + digits).map { Resolved(colors: AdaptiveColor($0), origin: use.text) } : nil
        case .unresolved:
            resolved = nil
        }
        guard let resolved, use.opacity < 1 else { return resolved }
        return Resolved(
            colors: resolved.colors.map { $0.multiplyingAlpha(by: use.opacity) }, origin: resolved.origin, isSystem: resolved.isSystem)
    }
}
