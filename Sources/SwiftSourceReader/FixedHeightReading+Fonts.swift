import SwiftSourceFacts
import SwiftSyntax

/// How the font of text in a fixed box sizes it: a text style grows with Dynamic Type, so the box clips it; a
/// fixed size does not (fixed-font-size's finding), so the box fits; a font given by a name or a helper of the
/// app's (`.font(bolusProgressBarFont)`, `.fontSize(16)`) may be either, which someone decides.
enum WrittenFont: Equatable {
    case grows
    case fixed
    case named

    static let textStyles: Set<String> = [
        "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote", "caption", "caption2",
        "extraLargeTitle", "extraLargeTitle2",
    ]

    /// `.body`, `.title.bold()`, `Font.system(.body)`, `.custom("Avenir", size: 17)` (Apple: it scales with the
    /// body style), a preferred UIKit font: grows. `.system(size: 12)`, `.custom("Avenir", fixedSize: 12)`, a UIKit
    /// font of a point size: fixed. Anything else is a name.
    init(_ written: String) {
        if written.contains("preferredFont") || written.contains("relativeTo") || Self.mentionsTextStyle(written) {
            self = .grows
        } else if written.contains("system(size:") || written.contains("fixedSize:") || Self.wrapsFixedUIFont(written) {
            self = .fixed
        } else if written.contains(".custom(") || written.contains(".system(") {
            self = .grows
        } else {
            self = .named
        }
    }

    /// How the font a declaration of the app's builds sizes text: anything that scales (`UIFontMetrics`,
    /// `relativeTo:`, a preferred font, `.custom(_:size:)`, a `@ScaledMetric` or the size category read) grows;
    /// a point size alone is fixed; a text style alone grows; nil when the body builds no font.
    static func sizing(ofBody body: String) -> FontDeclaration.Sizing? {
        let scales = ["UIFontMetrics", "relativeTo", "preferredFont", "ScaledMetric", "sizeCategory", "dynamicTypeSize"]
        if scales.contains(where: body.contains) || body.contains(".custom(") && !body.contains("fixedSize:") { return .grows }
        if body.contains("system(size:") || body.contains("fixedSize:") || wrapsFixedUIFont(body) { return .fixed }
        return mentionsTextStyle(body) ? .grows : nil
    }

    /// The name of the app's font a written font or helper uses, to look up in the target: `bolusProgressBarFont`,
    /// `iconLabelLarge` in `Font(Theme.Fonts.iconLabelLarge)`, `fontSize` in `.fontSize(…)`: the first name that
    /// starts with a small letter and is no argument label.
    static func declaredName(in written: String) -> String? {
        var rest = Substring(written)
        while let start = rest.firstIndex(where: { $0.isLetter || $0 == "_" }) {
            let name = rest[start...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            rest = rest[name.endIndex...]
            if name.first?.isLowercase ?? false, rest.first != ":" { return String(name) }
        }
        return nil
    }

    /// `.body` or `.title2` as a member, followed by no more of a name (`.bodyFont` is the app's).
    private static func mentionsTextStyle(_ written: String) -> Bool {
        let characters = Array(written)
        var index = 0
        while index < characters.count {
            guard characters[index] == "." else {
                index += 1
                continue
            }
            var end = index + 1
            while end < characters.count, characters[end].isLetter || characters[end].isNumber { end += 1 }
            if textStyles.contains(String(characters[(index + 1)..<end])) { return true }
            index = end
        }
        return false
    }

    /// `Font(UIFont.systemFont(ofSize: 6, weight: .bold))`, `Font(UIFont(name: "Futura", size: 16)!)`: a
    /// UIKit font of a fixed size (unless scaled by `UIFontMetrics`), which SwiftUI does not grow either.
    static func wrapsFixedUIFont(_ written: String) -> Bool {
        // `UIFont.font(of: style).withSize(12)` (p2p-wallet's typography): a UIKit font set to a point size.
        (written.contains("Font(ofSize:") || written.contains("UIFont(name:") || written.contains("NSFont(name:")
            || written.contains(".withSize("))
            && !written.contains("scaledFont") && !written.contains("UIFontMetrics")
    }

    /// A modifier of the app's that sets a font (`.fontSize(16)`, `.scaledFont(.headline)`, `.appFont(.title)`);
    /// SwiftUI's own `font`, `fontWeight`, `fontDesign` and `fontWidth` are not.
    static func isFontHelper(_ name: String) -> Bool {
        name.lowercased().contains("font") && !["font", "fontWeight", "fontDesign", "fontWidth"].contains(name)
    }

    /// The arguments of every `.font(…)` in a source text, the names of the font helpers it calls, and of every
    /// modifier it calls (`apply` in `.apply(style: .label1)`), in order.
    static func fonts(in source: String) -> (arguments: [String], helpers: [String], called: [String]) {
        var arguments: [String] = [], helpers: [String] = [], called: [String] = []
        var rest = Substring(source)
        while let dot = rest.firstIndex(of: ".") {
            let name = rest[rest.index(after: dot)...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            rest = rest[name.endIndex...]
            guard rest.first == "(" else { continue }
            if name.first?.isLowercase ?? false { called.append(String(name)) }
            if name == "font" {
                var depth = 0
                let argument = rest.prefix { character in
                    if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
                    return depth > 0
                }
                arguments.append(String(argument.dropFirst()))
            } else if isFontHelper(String(name)) {
                helpers.append(String(name))
            }
        }
        return (arguments, helpers, called)
    }
}

extension FactCollector {
    /// `.font(.system(size: 12))` on the view or, when it sets no font, on the nearest view around
    /// it (`VStack { Text(a).frame(height: 16) }.font(.system(size: 12))`): text that never grows,
    /// which a box sized for it cannot clip (the fixed font is fixed-font-size's finding).
    func fontIsFixed(_ chain: ViewChain, around node: Syntax) -> Bool {
        ownFont(chain, around: node).map { WrittenFont($0) == .fixed } ?? false
    }

    /// The font every text of a fixed box gets through a name or a helper whose size the file does not show, as
    /// written (`bolusProgressBarFont`, `.fontSize(…)`); nil when a text gets a text style, a fixed size or
    /// SwiftUI's default body style, which grows.
    func fontThroughName(_ chain: ViewChain, around node: Syntax, contentText: String) -> String? {
        let own = ownFont(chain, around: node)
        let content = WrittenFont.fonts(in: contentText)
        let chainHelpers = chain.modifierNames.filter(WrittenFont.isFontHelper)
        let written = content.arguments + (own.map { [$0] } ?? [])
        guard !written.contains(where: { WrittenFont($0) == .grows }) else { return nil }
        // A text in the box that sets no font of its own, under none, shows the default body style.
        let texts = max(1, contentText.ranges(of: "Text(").count)
        guard own != nil || !chainHelpers.isEmpty || content.arguments.count + content.helpers.count >= texts else { return nil }
        if let named = written.first(where: { WrittenFont($0) == .named }) { return named }
        return (chainHelpers + content.helpers).first.map { ".\($0)(…)" }
    }

    /// A font of the app's own, for `TargetIndex.fontSizing`: a property or function typed or named as a font, a
    /// short initial value that builds one (`static let iconLabelLarge = UIFont.systemFont(ofSize: 15)`), and a font
    /// `ViewModifier` (`body` is its member block), a function that makes a view and sets a font (`func apply(style:) ->
    /// some View`, called as a modifier). Only those are read: a view's `body` sets fonts, it is none.
    func noteFontDeclaration(
        name: String, type: String?, body: some SyntaxProtocol, isInitialValue: Bool = false, makesView: Bool = false
    ) {
        let start = body.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = min(body.endPositionBeforeTrailingTrivia.utf8Offset, file.bytes.count)
        guard end > start, end - start <= 4_000 else { return }
        let bytes = file.bytes[start..<end]
        let isModifier = type == "ViewModifier"
        guard
            WrittenFont.isFontHelper(name) || (type?.contains("Font") ?? false)
                || isInitialValue && end - start <= 300 && CodeTextSearch.contains(bytes, "Font")
                || isModifier && CodeTextSearch.contains(bytes, ".font(")
                // `font(…)` first in an extension's function, on `self`; or a helper of the app's that sets one (rarime's
                // `func body3() -> some View { self.applyFont(fontSize: 14, …) }`).
                || makesView
                    && (CodeTextSearch.contains(bytes, "font(") || CodeTextSearch.contains(bytes, "Font(") && Self.modifiesSelf(bytes))
        else { return }
        let source = String(decoding: bytes, as: UTF8.self)
        let sizing = WrittenFont.sizing(ofBody: source)
        var references: [String] = []
        var rest = Substring(source)
        while let first = rest.firstIndex(where: { $0.isLetter || $0 == "_" }) {
            let word = rest[first...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            rest = rest[word.endIndex...]
            if word != name, word.hasSuffix("Modifier") || word.contains("Font") || word.contains("font"),
                !["font", "Font", "UIFont", "NSFont"].contains(word)
            {
                references.append(String(word))
            }
        }
        guard sizing != nil || !references.isEmpty else { return }
        let isUIKit = type.map { $0.contains("UIFont") || $0.contains("NSFont") } ?? false
        facts.declarations.fonts.append(FontDeclaration(name: name, sizing: sizing, references: references, isUIKit: isUIKit))
    }

    /// A function body that starts on `self` (`{ self.applyFont(…) }`, `{ self\n .kerning(…) }`): a modifier of its own.
    static func modifiesSelf(_ body: some Collection<UInt8>) -> Bool {
        let code = body.drop { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\t") }
        return code.starts(with: "self".utf8) || code.starts(with: "return self".utf8)
    }

    /// The modifiers a fixed box's text is given, when no font shows and none it shows grows: one may be a function of the
    /// app's that sets a font (p2p-wallet's `.apply(style: .label1)`), which the target index knows.
    func modifierNames(_ chain: ViewChain, around node: Syntax, contentText: String) -> [String] {
        let content = WrittenFont.fonts(in: contentText)
        guard !(content.arguments + (ownFont(chain, around: node).map { [$0] } ?? [])).contains(where: { WrittenFont($0) == .grows })
        else { return [] }
        let names = chain.modifierNames + content.called.prefix(max(0, 24 - chain.modifierNames.count))
        return Array(Set(names).subtracting(["font", "frame", "padding", "bold", "italic"])).sorted()
    }

    /// The argument of the `.font(…)` on the view or, when it sets none, on the nearest view around it.
    private func ownFont(_ chain: ViewChain, around node: Syntax) -> String? {
        let own = chain.modifiers.first { ViewChain.calledName($0) == "font" }
        return (own ?? Self.enclosingModifier("font", around: node))?.arguments.first.map { text($0.expression) }
    }
}

extension FactCollector {
    /// Whether code holds a `Text` and the code after each `Text(`, up to the next one, satisfies `argument`.
    static func everyText(in code: String, _ argument: (Substring) -> Bool) -> Bool {
        let texts = code.split(separator: "Text(", omittingEmptySubsequences: false).dropFirst()
        return !texts.isEmpty && texts.allSatisfy(argument)
    }

    /// Code whose every `Text` draws a glyph: of an icon font, named by an icon's raw value (wxm-ios's
    /// `Text(FontIcon.share.rawValue)`, `Text(fontIcon.rawValue)`), or an avatar's initials (ios-pass's
    /// `Text(verbatim: detail.initial)`, ios-drive's `Text(vm.abbreviation)`, a name's first letter), a monogram drawn
    /// at the avatar's size.
    static func showsOnlyIconGlyphs(_ code: String) -> Bool {
        everyText(in: code) { argument in
            let written = argument.prefix { $0 != ")" }
            if written.hasSuffix(".rawValue") && (written.contains("Icon") || written.contains("Glyph")) { return true }
            // `Text(String(account.title.first ?? "?"))` (yubioath's): one letter of a name.
            if written.contains(".first ??") || written.contains(".first!") || written.contains(".prefix(1") { return true }
            // `Text(index < input.count ? "*" : "")` (babylon's PIN cells): a mask character or nothing.
            let pieces = written.split(separator: "\"", omittingEmptySubsequences: false)
            let literals = pieces.indices.filter { $0 % 2 == 1 }.map { pieces[$0] }
            // (A ternary, not a fallback: `Text(channel.name ?? "")` shows a name.)
            if written.contains(" ? "), literals.contains(where: { $0.count == 1 }),
                literals.allSatisfy({ $0.count <= 1 && !$0.contains(where: \.isLetter) })
            {
                return true
            }
            let name = written.split { !$0.isLetter }.last?.lowercased() ?? ""
            return ["initial", "initials", "abbreviation", "monogram"].contains(name)
        }
    }

    /// Code whose every `Text` shows a count as digits: `Text(String(playlists.count))`, `Text("\(items.count)")`.
    static func showsOnlyCounts(_ code: String) -> Bool {
        everyText(in: code) { argument in
            let written = argument.prefix { $0 != "\n" }.filter { !$0.isWhitespace }
            return written.hasPrefix("String(") && written.contains(".count))")
                || written.hasPrefix("\"\\(") && written.contains(".count)\")")
        }
    }

    /// Modifiers that set a font made of icons (`.font(.fontAwesome(…))`, `.custom("Ionicons", …)`).
    static func namesIconFont(_ modifiers: String) -> Bool {
        let lowered = modifiers.lowercased()
        return ["fontawesome", "ionicons", "materialicons", "material-icons", "icomoon", "glyphicons"].contains(where: lowered.contains)
    }
}
