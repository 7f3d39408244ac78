import SwiftSourceFacts
import SwiftSyntax

/// Directional SF Symbols (CH32 §12.1): `chevron.left` and `arrow.right` stay put in right-to-left
/// layouts where `chevron.backward` and `arrow.forward` turn round.
extension FactCollector {
    /// `chevron.left`, `arrow.right.circle.fill`: arrows whose `backward`/`forward` names mirror.
    static func isDirectionalSymbol(_ name: String) -> Bool {
        let parts = name.split(separator: ".").map(String.init)
        guard parts.count >= 2, ["chevron", "arrow", "arrowtriangle", "arrowshape"].contains(parts[0]) else { return false }
        guard parts.filter({ $0 == "left" || $0 == "right" }).count == 1 else { return false }
        // `arrow.triangle.turn.up.right.diamond` is the road sign for directions, the same in every language.
        if parts.contains("diamond") || parts.starts(with: ["arrow", "triangle", "turn"]) { return false }
        // `arrow.uturn.left` (undo), `arrowshape.turn.up.left` (reply) have backward forms too.
        if parts.contains("uturn") || parts.contains("turn") { return true }
        return !parts.contains("up") && !parts.contains("down") && (parts[1] == "left" || parts[1] == "right")
    }

    /// An action that moves something left or right on the screen or in text (`moveCursor(.left)`,
    /// a terminal's cursor key `ESC [D`), or types a tab (Harbour's `insertAtCursor("\t")` under
    /// `arrow.right.to.line`): its arrow names that physical way or key, which right-to-left layouts
    /// do not turn round, so it must not mirror.
    func movesPhysically(_ action: Syntax) -> Bool {
        // `.left`, `moveLeft`, `scrollRight(by:)`; a lowercase run would also find `brightness`.
        [".left", ".right", "Left", "Right", "[D\"", "[C\"", "\"\\t\""].contains { sourceContains(action, $0) }
    }

    /// `Label("Swipe left to skip", systemImage: "arrow.left")`: the title names the side the arrow points to, a
    /// physical way (BookPlayer's gesture list, `gesture_swipe_left_title`), which a translation names too.
    static func titleNamesSide(of call: FunctionCallExprSyntax, symbol: String) -> Bool {
        guard
            let title = call.arguments.first(where: { $0.label == nil })?.expression.as(StringLiteralExprSyntax.self)?
                .representedLiteralValue?.lowercased()
        else { return false }
        let side = symbol.split(separator: ".").contains("left") ? "left" : "right"
        return title.split(whereSeparator: { !$0.isLetter }).contains { $0 == side }
    }

    /// `case .flat: Image(systemName: "arrow.right")` beside `arrow.up.right` and `arrow.down.right` (luka's glucose trend):
    /// one of a set of arrows a value picks, a compass of rising and falling, not a way through the screens.
    func isOneOfATrendsArrows(_ call: FunctionCallExprSyntax) -> Bool {
        // The case's own value, not a view deep inside one.
        var node = Syntax(call)
        for _ in 0..<6 {
            guard let parent = node.parent else { return false }
            if parent.is(SwitchCaseSyntax.self), let choice = parent.ancestorOrSelf(mapping: { $0.as(SwitchExprSyntax.self) }) {
                return sourceContains(choice, "\"arrow.up") && sourceContains(choice, "\"arrow.down")
            }
            node = parent
        }
        return false
    }

    func readSymbol(_ call: FunctionCallExprSyntax, view: String, chainModifiers: Set<String>) {
        let labels: Set<String> = ["systemName", "systemImage", "systemSymbolName"]
        guard let argument = call.arguments.first(where: { labels.contains($0.label?.text ?? "") }),
            let name = argument.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue, Self.isDirectionalSymbol(name),
            !Self.titleNamesSide(of: call, symbol: name), !isOneOfATrendsArrows(call)
        else { return }
        let mirrored = !chainModifiers.isDisjoint(with: [
            "flipsForRightToLeftLayoutDirection", "imageFlippedForRightToLeftLayoutDirection",
            "withHorizontallyFlippedOrientation",
        ])
        let inControl: Bool
        switch view {
        case "Button":
            if let action = Self.actionNode(of: call, name: view), movesPhysically(action) { return }
            inControl = true
        case "UIImage", "NSImage": inControl = isGivenToUIKitControl(call)
        default:
            let control = enclosingControl(of: call)
            if let control, controlsMovingPhysically.contains(control) { return }
            if control == nil, Self.isBesideDrawingOrSlider(call) { return }
            inControl = control != nil
        }
        facts.behavior.directions.append(
            DirectionFact(
                kind: .symbol, api: "\(view)(\(argument.label!.text):)", written: name, inControl: inControl, mirrored: mirrored,
                location: location(argument)))
    }

    /// `Label("Get Started", systemImage: "chevron.right").labelStyle(.titleOnly)`, or under a view so styled (PeapodApp's
    /// onboarding buttons): the icon is never drawn.
    static func showsTitleOnly(_ chain: ViewChain, base: FunctionCallExprSyntax) -> Bool {
        labelStyle(of: chain, base: base) == "titleOnly"
    }

    /// The label style a view's own chain gives it, else the nearest view around it (the style passes down):
    /// `titleOnly`, `iconOnly`, `titleAndIcon`; nil when none is written as a member.
    static func labelStyle(of chain: ViewChain, base: some SyntaxProtocol) -> String? {
        let own = chain.modifierNames.firstIndex(of: "labelStyle").map { chain.modifiers[$0] }
        let style = own ?? enclosingModifier("labelStyle", around: Syntax(base))
        return style?.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// `Image(systemName: "chevron.left").foregroundColor(.clear)`: a placeholder no one sees, which balances a header's
    /// back button on the other side (Spawn's screens); `.opacity(0)` and `.hidden()` hide a view too.
    static func hidesItsView(_ chain: ViewChain) -> Bool {
        chain.modifiers.contains { call in
            // Only the arguments of these few modifiers are read: a chain's others (`.font(…)`) cost nothing.
            switch ViewChain.calledName(call) {
            case "hidden": return call.arguments.isEmpty
            case "opacity": return call.arguments.first.flatMap { Self.number($0.expression) } == 0
            case "foregroundColor", "foregroundStyle":
                guard let member = call.arguments.first?.expression.as(MemberAccessExprSyntax.self) else { return false }
                return member.declName.baseName.text == "clear"
                    && (member.base == nil || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Color")
            default: return false
            }
        }
    }

    /// An arrow stacked on a `Path` or `Canvas` (a map legend's route glyph) is part of a drawing
    /// in absolute coordinates, which does not mirror either: geometry, not layout. One at the end of a
    /// slider (moblin's `arrow.left`, `Slider(value: $pan)`, `arrow.right`) names the way the value
    /// moves what it controls (a 360° image panned left), which a mirrored slider keeps at that end.
    static func isBesideDrawingOrSlider(_ call: FunctionCallExprSyntax) -> Bool {
        var node = call.parent
        for _ in 0..<16 {
            guard let current = node else { return false }
            if let closure = current.as(ClosureExprSyntax.self) {
                let stack = closure.parent?.as(FunctionCallExprSyntax.self).flatMap(ViewChain.calledName)
                let marks: Set<String> = stack == "ZStack" ? ["Path", "Canvas"] : stack == "HStack" ? ["Slider"] : []
                return closure.statements.contains { item in
                    guard let layer = item.item.as(ExprSyntax.self) else { return false }
                    return marks.contains(ViewChain(layer).baseName ?? "")
                }
            }
            node = current.parent
        }
        return false
    }

    /// `button.setImage(UIImage(systemName: …), for: .normal)`, `UIBarButtonItem(image: …)`, `UIAction(…, image: …)`.
    private func isGivenToUIKitControl(_ call: FunctionCallExprSyntax) -> Bool {
        var node = call.parent
        for _ in 0..<8 {
            guard let current = node else { return false }
            if let outer = current.as(FunctionCallExprSyntax.self), let name = ViewChain.calledName(outer),
                ["setImage", "UIBarButtonItem", "UIAction", "UIButton", "UIContextualAction", "UICommand", "NSButton", "UIMenu"].contains(
                    name)
            {
                return true
            }
            if let sequence = current.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                let target = sequence.elements.first.map(text)?.lowercased()
            {
                return target.contains("button") || target.contains("baritem")
            }
            if current.is(CodeBlockItemSyntax.self) { return false }
            node = current.parent
        }
        return false
    }
}
