import SourceText
import SwiftSourceFacts
import SwiftSyntax

/// Left and right where leading and trailing mirror (CH32 §12.1): alignments, anchors, insets,
/// forced directions and directional symbols. Geometry (drawing rects, gesture directions,
/// `inset(by:)`) is not layout and is not read.
extension FactCollector {
    static let symbolViews: Set<String> = ["Image", "Label", "Button", "UIImage", "NSImage", "Tab"]
    /// Properties whose left and right insets stay on their side in right-to-left layouts.
    /// (`separatorInset` and flow layouts' section insets are flipped by UIKit; drawing rects
    /// are geometry; a scroll indicator's inset moves a thin bar, not content: ShapeScript's console.)
    static let absoluteInsetProperties: Set<String> = [
        "contentEdgeInsets", "titleEdgeInsets", "imageEdgeInsets", "layoutMargins", "textContainerInset", "contentInset",
        "additionalSafeAreaInsets",
    ]

    func readDirectionAssignment(property: String, receiver: ExprSyntax?, value: ExprSyntax, at sequence: SequenceExprSyntax) {
        let written = text(value)
        let side = Self.lastName(value)
        switch property {
        case "semanticContentAttribute":
            guard side == "forceLeftToRight" || side == "forceRightToLeft" else { return }
            // A comment saying why it stays one way in right-to-left languages (a code read digit by
            // digit, a media timeline): decided on purpose, as CH32 §12.2 allows for a canvas.
            let comment = sequence.leadingTrivia.pieces.compactMap { piece -> String? in
                switch piece {
                case .lineComment(let text), .blockComment(let text), .docLineComment(let text): text
                default: nil
                }
            }.joined(separator: " ").lowercased()
            let reasons = ["rtl", "ltr", "right-to-left", "right to left", "left-to-right", "left to right", "arabic", "hebrew"]
            if reasons.contains(where: comment.contains) || isPlaybackControl(receiver, at: sequence) { return }
            facts.behavior.directions.append(
                DirectionFact(kind: .forcedDirection, api: "semanticContentAttribute", written: written, location: location(sequence)))
        default:
            // `.left`/`.right` as written: a ternary on the direction is the code choosing on purpose,
            // and `case .left: a.alignment = .left` maps a setting the user chose.
            guard side == "left" || side == "right", !written.contains("?"), !isInSwitchCase(naming: side!, sequence) else { return }
            // A paragraph style for text a function draws itself (`label.draw(in: rect, withAttributes:)` on a chart,
            // nightguard): the drawing sits at absolute coordinates, which do not mirror either.
            if property == "alignment", let member = enclosingMember(of: sequence), sourceContains(member, ".draw(") { return }
            // A one-line label that hugs its text as hard as it can (onebusaway-ios's ETA) is as wide as the text:
            // no side to align to. Wrapped lines (`numberOfLines = 0`, a text view) still fill the width.
            // So is a label sized to fit its text (tinode's toast, threema's header), or pinned by one side only.
            var oneLine = false
            if property == "textAlignment", let receiver {
                let name = layoutName(of: receiver, at: sequence)
                let wraps = textWraps(receiver, named: name, at: sequence)
                if let member = enclosingMember(of: sequence),
                    sourceContains(member, text(receiver) + ".setContentHuggingPriority(.required, for: .horizontal)")
                        || sourceContains(member, text(receiver) + ".sizeToFit()"),
                    !sourceContains(member, text(receiver) + ".numberOfLines = 0"), !sourceContains(member, "textContainer")
                {
                    return
                }
                // Lines that wrap fill the room an inequality leaves them (ello's multi-line alert label, `trailing ≤`).
                if labelWidth(named: name) == .hugsText, !wraps { return }
                oneLine = !wraps
            }
            // A button given an image and no title (vlc's player options) is as wide as its image unless constraints
            // widen it: the alignment shows only then, as a one-line label's does.
            if property == "contentHorizontalAlignment", let receiver, let member = enclosingMember(of: sequence) {
                let button = text(receiver)
                oneLine =
                    sourceContains(member, button + ".setImage(")
                    && !sourceContains(member, button + ".setTitle(") && !sourceContains(member, button + ".setAttributedTitle(")
                    && !sourceContains(member, button + ".title =") && !sourceContains(member, button + ".configuration")
            }
            facts.behavior.directions.append(
                DirectionFact(kind: .alignment, api: property, written: written, showsOnlyIfWider: oneLine, location: location(sequence)))
        }
    }

    /// `.environment(\.layoutDirection, .leftToRight)`.
    func readLayoutDirectionEnvironment(_ call: FunctionCallExprSyntax) {
        let arguments = Array(call.arguments)
        guard arguments.count == 2, text(arguments[0].expression).hasSuffix(".layoutDirection"),
            let side = Self.lastName(arguments[1].expression), side == "leftToRight" || side == "rightToLeft"
        else { return }
        facts.behavior.directions.append(
            DirectionFact(
                kind: .forcedDirection, api: ".environment(\\.layoutDirection)", written: text(arguments[1].expression),
                location: modifierLocation(call)))
    }

    /// `.padding(.left, 8)`, `.padding([.left, .top])`: SwiftUI spells these leading and trailing.
    func readPaddingEdge(_ call: FunctionCallExprSyntax) {
        guard let first = call.arguments.first, first.label == nil else { return }
        let written = text(first.expression)
        guard
            written == ".left" || written == ".right" || written.contains("Edge.left") || written.contains("Edge.right")
                || (written.hasPrefix("[") && (written.contains(".left") || written.contains(".right")))
        else { return }
        facts.behavior.directions.append(DirectionFact(kind: .edge, api: ".padding", written: written, location: location(call)))
    }

    // MARK: Anchors

    struct AnchorConstraint: Equatable {
        var receiver: String
        var side: String
        var target: String?
        var targetSide: String?
        /// The constant as written without its sign (`16` for `-16`), "0" when absent.
        var constant: String
        /// Where the statements around the constraint start and end: a branch's constraints hold
        /// only with those of the blocks around it.
        var block: Range<Int>

        func sharesBranch(with other: AnchorConstraint) -> Bool {
            block.contains(other.block.lowerBound) || other.block.contains(block.lowerBound)
        }

        /// `container.rightAnchor.constraint(equalTo: list.rightAnchor, constant: 20)` pins the same edges as
        /// `list.rightAnchor.constraint(equalTo: container.rightAnchor, constant: -20)`: the constraint as written
        /// and, between two views' same edges, as written from the other view (wireguard's log view).
        var forms: [AnchorConstraint] {
            guard let target, targetSide == side else { return [self] }
            var swapped = self
            (swapped.receiver, swapped.target) = (target, receiver)
            return [self, swapped]
        }
    }

    /// `view.leftAnchor.constraint(equalTo: other.leftAnchor, constant: 16)` and
    /// `NSLayoutConstraint(item:attribute: .left, …)`.
    func readAnchor(_ call: FunctionCallExprSyntax, name: String) {
        if name == "NSLayoutConstraint" {
            let attributes = call.arguments.filter { $0.label?.text == "attribute" }.map { Self.lastName($0.expression) }
            guard attributes.contains("left") || attributes.contains("right") else { return }
            facts.behavior.directions.append(
                DirectionFact(
                    kind: .anchor, api: "NSLayoutConstraint(attribute:)",
                    written: attributes.compactMap { $0.map { "." + $0 } }.joined(separator: ", "),
                    location: location(call)))
            return
        }
        guard let written = Self.anchorConstraint(call), !isChosenByPhysicalSide(call), !Self.isMeasuredPosition(written.constant)
        else { return }
        let mirrors = { (constraint: AnchorConstraint, other: AnchorConstraint) in
            other.target == constraint.target && other.targetSide != constraint.targetSide
                && Self.looksTheSame(other.constant, constraint.constant)
                && (constraint.targetSide == nil || constraint.targetSide == constraint.side)
        }
        // The other side pinned alike in the same array or block; or, when that block leaves it
        // unpinned, pinned alike wherever the function pins it (`if vertical { right… }`).
        let near = anchorGroup(of: call, widest: false).flatMap(\.forms)
        let symmetric = written.forms.contains { constraint in
            let otherSide = { (other: AnchorConstraint) in other.receiver == constraint.receiver && other.side != constraint.side }
            let group = near.filter(otherSide)
            let body =
                group.isEmpty
                ? anchorGroup(of: call, widest: true).flatMap(\.forms).filter { otherSide($0) && $0.sharesBranch(with: constraint) } : []
            return group.contains { mirrors(constraint, $0) } || (!body.isEmpty && body.allSatisfy { mirrors(constraint, $0) })
                || spansItsTarget(constraint)
        }
        let target = written.target.map { " to \($0).\(written.targetSide ?? "?")Anchor" } ?? ""
        facts.behavior.directions.append(
            DirectionFact(
                kind: .anchor, api: "\(written.side)Anchor", written: "\(written.receiver).\(written.side)Anchor\(target)",
                isSymmetric: symmetric,
                location: location(call)))
    }

    static func anchorConstraint(_ call: FunctionCallExprSyntax) -> AnchorConstraint? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "constraint"
        else { return nil }
        // `postStack.leftAnchor.constraint(…)`, or the view's own `rightAnchor.constraint(…)` (Primal's input bar).
        let anchor = member.base?.as(MemberAccessExprSyntax.self)
        guard let anchorName = anchor?.declName.baseName.text ?? member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
            anchorName == "leftAnchor" || anchorName == "rightAnchor"
        else { return nil }
        var block = call.parent
        while let node = block, !node.is(CodeBlockItemListSyntax.self) { block = node.parent }
        var constraint = AnchorConstraint(
            receiver: anchor?.base?.trimmedDescription ?? "self", side: String(anchorName.dropLast(6)), target: nil, targetSide: nil,
            constant: "0", block: (block ?? Syntax(call)).position.utf8Offset..<(block ?? Syntax(call)).endPosition.utf8Offset)
        for argument in call.arguments {
            if argument.label?.text == "constant" {
                constraint.constant = Self.magnitude(argument.expression.trimmedDescription)
            } else if let other = argument.expression.as(MemberAccessExprSyntax.self), other.declName.baseName.text.hasSuffix("Anchor") {
                constraint.target = other.base?.trimmedDescription ?? "self"
                constraint.targetSide = String(other.declName.baseName.text.dropLast(6))
            } else if let other = argument.expression.as(DeclReferenceExprSyntax.self), other.baseName.text.hasSuffix("Anchor") {
                // `equalTo: leftAnchor`: the view's own anchor.
                constraint.target = "self"
                constraint.targetSide = String(other.baseName.text.dropLast(6))
            }
        }
        return constraint
    }

    /// An offset without its sign, as written: `-padding`, `padding * -1`, `-1 * padding` → `padding`,
    /// `-inset.right - gap` → `inset.right+gap`.
    static func magnitude(_ written: String) -> String {
        var value = written.filter { $0 != " " }
        for sign in ["*-1", "*(-1)", "*-1.0"] where value.hasSuffix(sign) { value = String(value.dropLast(sign.count)) }
        for sign in ["-1*", "(-1)*", "-1.0*"] where value.hasPrefix(sign) { value = String(value.dropFirst(sign.count)) }
        if value.hasPrefix("-") { value = negatingTerms(value.dropFirst()) }
        if value.hasPrefix("("), value.hasSuffix(")") { value = String(value.dropFirst().dropLast()) }
        return value
    }

    /// A margin with the side of an inset it reads left out: pinned by `insets.left` on the left and
    /// `insets.right` on the right, the view follows insets that are themselves fixed to their sides.
    static func sideless(_ constant: String) -> String {
        constant.replacing(".left", with: ".side").replacing(".right", with: ".side")
    }

    /// Offsets alike but for their side, or numbers at most 2 pt apart (Primal's 12 and 10), which no one sees
    /// swapped.
    static func looksTheSame(_ one: String, _ other: String) -> Bool {
        if sideless(one) == sideless(other) { return true }
        guard let first = Double(one), let second = Double(other) else { return false }
        return abs(first - second) <= 2
    }

    /// `startingFrame.minX`, `point.x`, `frame.origin.x`: a place measured on the screen, in the screen's own
    /// coordinates (Primal's zoom from a thumbnail): geometry, which mirrors with nothing.
    static func isMeasuredPosition(_ constant: String) -> Bool {
        let last = constant.split(separator: ".").last.map { $0.lowercased() } ?? ""
        return constant.contains(".") && ["minx", "maxx", "midx", "x"].contains(last)
    }

    /// `a-b+c` → `a+b-c`: the terms after the first of a negated sum change sign. Signs inside
    /// brackets belong to their own terms.
    private static func negatingTerms(_ terms: Substring) -> String {
        var depth = 0
        return String(
            terms.map { character -> Character in
                switch character {
                case "(", "[": depth += 1
                case ")", "]": depth -= 1
                case "+" where depth == 0: return "-"
                case "-" where depth == 0: return "+"
                default: break
                }
                return character
            })
    }

    /// The constraints written in the same array or block as `call`, or `widest`, in the same
    /// function, closure or initializer; read once per group.
    private func anchorGroup(of call: FunctionCallExprSyntax, widest: Bool) -> [AnchorConstraint] {
        var node = call.parent
        var group: Syntax?
        for _ in 0..<64 {
            guard let current = node, !Self.isBodyBoundary(current) else { break }
            if current.is(ArrayExprSyntax.self) || current.is(CodeBlockItemListSyntax.self) {
                group = current
                if !widest { break }
            }
            node = current.parent
        }
        guard let group else { return [] }
        if let cached = behaviorState.anchorGroups[group.id] { return cached }
        var found: [AnchorConstraint] = []
        var work = [group]
        var budget = 20_000
        while let next = work.popLast(), budget > 0 {
            budget -= 1
            if let inner = next.as(FunctionCallExprSyntax.self), let constraint = Self.anchorConstraint(inner) { found.append(constraint) }
            if next.is(ClosureExprSyntax.self) || next.is(FunctionDeclSyntax.self) { continue }
            work += next.children(viewMode: .sourceAccurate).filter { !$0.is(TokenSyntax.self) }
        }
        behaviorState.anchorGroups[group.id] = found
        return found
    }

    private static func isBodyBoundary(_ node: Syntax) -> Bool {
        switch node.kind {
        case .closureExpr, .functionDecl, .initializerDecl, .accessorBlock, .memberBlock: true
        default: false
        }
    }

    // MARK: Insets

    /// `UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 8)` given to content insets or margins.
    func readEdgeInsets(_ call: FunctionCallExprSyntax) {
        let values = Dictionary(
            call.arguments.compactMap { argument in argument.label.map { ($0.text, argument.expression) } }, uniquingKeysWith: { a, _ in a }
        )
        guard let left = values["left"], let right = values["right"] else { return }
        let leftText = text(left), rightText = text(right)
        guard leftText != rightText else { return }
        // A point or two, or each side kept as it was (`left: inset.left, right: inset.right`).
        if let l = Self.number(left), let r = Self.number(right), abs(l - r) < 2 { return }
        if leftText.replacing("left", with: "right") == rightText { return }
        guard let destination = insetDestination(of: call) else { return }
        facts.behavior.directions.append(
            DirectionFact(
                kind: .insets, api: "UIEdgeInsets", written: "left: \(leftText), right: \(rightText) (\(destination))",
                location: location(call)))
    }

    /// The property the insets are assigned to when it lays content out (`button.contentEdgeInsets =`,
    /// `layoutMargins =`).
    private func insetDestination(of call: FunctionCallExprSyntax) -> String? {
        var node = Syntax(call)
        for _ in 0..<4 {
            guard let parent = node.parent else { return nil }
            if let sequence = parent.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].id == node.id,
                    let property = Self.lastName(elements[0])
                else { return nil }
                return Self.absoluteInsetProperties.contains(property) ? property : nil
            }
            guard
                parent.is(ExprListSyntax.self) || parent.is(TupleExprSyntax.self) || parent.is(LabeledExprSyntax.self)
                    || parent.is(LabeledExprListSyntax.self)
            else { return nil }
            node = parent
        }
        return nil
    }
}
