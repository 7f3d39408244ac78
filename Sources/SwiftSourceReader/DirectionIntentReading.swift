import SwiftSourceFacts
import SwiftSyntax

/// Code that writes left or right on purpose (CH32 §12.2): a side chosen from a physical one, a
/// setting the user picked, a media timeline.
extension FactCollector {
    /// A media timeline (`slider` in an audio player, a `scrubber`): Apple's playback controls keep
    /// time running left to right in every language (`.playback`), so forcing that is no fault (talk-ios).
    func isPlaybackControl(_ receiver: ExprSyntax?, at sequence: SequenceExprSyntax) -> Bool {
        let receiver = receiver.map(text)?.lowercased() ?? ""
        let type = enclosingTypeName(of: sequence)?.lowercased() ?? ""
        if ["scrubber", "seek", "timeline", "playback"].contains(where: receiver.contains) { return true }
        return ["slider", "progress"].contains(where: receiver.contains)
            && ["player", "audio", "video", "media", "playback"].contains(where: type.contains)
    }

    /// `if orientation == .left { a.rightAnchor… } else { a.leftAnchor… }` (SwipeCellKit): the code picks the
    /// side from a physical one (the edge a swipe uncovers), both written out: geometry, not layout. So do
    /// `case .topLeft:` (GoMap's magnifier, kept away from the finger) and a helper's `if let left { … }`, which
    /// pins the anchor its caller hands it (deltachat's `addConstraints(_:left:…)`): the caller chose the side.
    func isChosenByPhysicalSide(_ node: some SyntaxProtocol) -> Bool {
        branchConditions(around: node, levels: 10, reading: [.ifConditions, .caseLabel]).contains { condition in
            condition.split(whereSeparator: { " ,=!():".contains($0) }).contains { word in
                word.hasSuffix(".left") || word.hasSuffix(".right") || word == "left" || word == "right"
                    || word.hasPrefix(".") && (word.hasSuffix("Left") || word.hasSuffix("Right"))
            }
        }
    }

    /// `case .left: a.alignment = .left` maps a side the user chose; `switch alignment { case 1: .center
    /// case 2: .right … }` (Sileo's depictions) maps the alignment the content's author wrote.
    func isInSwitchCase(naming side: String, _ node: SequenceExprSyntax) -> Bool {
        guard let switchCase = enclosingSwitchCase(of: node) else { return false }
        return text(switchCase.label).contains(side) || Self.isWrittenValueCase(switchCase)
    }

    /// `case "\\A": formatter.dateFormat = "HH:mm"` (a-shell's prompt codes): a case of a switch over written
    /// values maps what someone wrote (a content's author, a user's format code) to what it means.
    func isInWrittenValueCase(_ node: some SyntaxProtocol) -> Bool {
        enclosingSwitchCase(of: node).map(Self.isWrittenValueCase) ?? false
    }

    /// The `case` the node is in, through a few statements (`case 2: do { label.textAlignment = .right }`, Sileo).
    private func enclosingSwitchCase(of node: some SyntaxProtocol) -> SwitchCaseSyntax? {
        var current = node.parent
        for _ in 0..<8 {
            guard let parent = current else { return nil }
            if let switchCase = parent.as(SwitchCaseSyntax.self) { return switchCase }
            current = parent.parent
        }
        return nil
    }

    /// A `case` of a switch over written values; the `default` is the app's own choice when the
    /// content says nothing (Sileo's headers, judged true).
    private static func isWrittenValueCase(_ switchCase: SwitchCaseSyntax) -> Bool {
        switchCase.label.is(SwitchCaseLabelSyntax.self) && isSwitchOnWrittenValues(switchCase)
    }

    /// A switch whose cases are two or more integer or string literals (and perhaps `default`).
    static func isSwitchOnWrittenValues(_ switchCase: SwitchCaseSyntax) -> Bool {
        guard let cases = switchCase.parent?.as(SwitchCaseListSyntax.self) else { return false }
        var literals = 0
        for element in cases {
            guard case .switchCase(let each) = element else { return false }
            guard case .case(let label) = each.label else { continue }
            for item in label.caseItems {
                guard let expression = item.pattern.as(ExpressionPatternSyntax.self)?.expression,
                    expression.is(IntegerLiteralExprSyntax.self) || expression.is(StringLiteralExprSyntax.self)
                else { return false }
                literals += 1
            }
        }
        return literals >= 2
    }

    /// `left == other.left` beside `width == other.width` in the same statements (planetary's `constrain(to:)`):
    /// the view covers the other exactly, which no direction changes.
    func spansItsTarget(_ constraint: AnchorConstraint) -> Bool {
        guard let target = constraint.target, constraint.targetSide == constraint.side, constraint.constant == "0",
            constraint.block.upperBound <= file.bytes.count
        else { return false }
        let receiver = constraint.receiver == "self" ? "" : constraint.receiver + "."
        return file.bytes.withUnsafeBufferPointer { bytes in
            CodeTextSearch.contains(
                UnsafeBufferPointer(rebasing: bytes[constraint.block]), "\(receiver)widthAnchor.constraint(equalTo: \(target).widthAnchor)")
        }
    }
}
