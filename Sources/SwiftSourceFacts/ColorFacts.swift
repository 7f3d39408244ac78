import SourceText

/// A color as code writes it, before the target's asset catalogs and the system color table
/// say what it is: syntax alone cannot tell `.brandPrimary` (an asset's generated symbol) from
/// `.secondary` (a system style), so the rules resolve names against both.
public enum ColorReference: Hashable, Sendable, Codable {
    /// `Color("Brand")`, `UIColor(named: "Brand")`: an asset color by its name.
    case asset(String)
    /// `.red`, `Color.primary`, `UIColor.systemBlue`, `Color(.brandPrimary)`: a system color
    /// or the symbol Xcode generates for an asset, named the way `framework` names colors
    /// (SwiftUI's `.red` is UIKit's `systemRed`, UIKit's `.red` is pure red).
    case member(String, framework: ColorFramework)
    /// `Color(red:green:blue:opacity:)`, `UIColor(white:alpha:)`: sRGB components, 0…1.
    case components(red: Double, green: Double, blue: Double, alpha: Double)
    /// `Color(hex: "#RRGGBB")`, an initializer the app defines: the string as written.
    case hex(String)
    /// Anything else, as written: a variable, an app's own helper, a computed color.
    case unresolved(String)
}

public enum ColorFramework: String, Hashable, Sendable, Codable {
    case swiftUI, uiKit
}

/// A color given to a view, with the opacity applied on top of it (`.opacity(0.6)`,
/// `.withAlphaComponent(0.6)`).
public struct ColorUse: Hashable, Sendable, Codable {
    public var reference: ColorReference
    public var opacity: Double
    /// The expression as written, for messages.
    public var text: String
    public var location: SourceLocation

    public init(reference: ColorReference, opacity: Double = 1, text: String, location: SourceLocation) {
        self.reference = reference
        self.opacity = opacity
        self.text = text
        self.location = location
    }
}

/// Text drawn in a color the code chose, and what the code puts behind it: the pair whose
/// contrast CH32 §4.4 measures. Read from one view body: the text's own modifiers, then the
/// containers around it (`VStack { … }.background(…)`, a `ZStack` whose first layer is a color).
public struct ContrastPairFact: Hashable, Sendable, Codable {
    /// The text as written (`Text("Sign in")`), for messages.
    public var text: String
    public var foreground: ColorUse
    /// The nearest background in the same body; nil when none is there (the context's system
    /// background then, which the code does not say).
    public var background: ColorUse?
    /// `.font(.title3)`: the text style, without the leading dot.
    public var textStyle: String?
    /// `.font(.system(size: 20))`: a literal point size.
    public var pointSize: Double?
    /// `.bold()`, `.fontWeight(.semibold)` and heavier, `weight: .bold`.
    public var isBold: Bool
    public var location: SourceLocation

    public init(
        text: String, foreground: ColorUse, background: ColorUse?, textStyle: String?, pointSize: Double?, isBold: Bool,
        location: SourceLocation
    ) {
        self.text = text
        self.foreground = foreground
        self.background = background
        self.textStyle = textStyle
        self.pointSize = pointSize
        self.isBold = isBold
        self.location = location
    }
}
