import SourceText
import SwiftSourceFacts
import SwiftSyntax

/// Whether a UIKit label is as wide as its text, told from the constraints its file writes.
/// Alignment shows only in the room a label has beyond its text: pinned by one side (or only
/// centred), a one-line label hugs its text and `.left` looks like `.natural` (stepik-ios's
/// certificate dates, KeePassium's quality label).
extension FactCollector {
    /// What the file's constraints say about a label's width.
    enum LabelWidth: Equatable {
        /// Pinned by one horizontal side or centred, and nothing else: as wide as its text.
        case hugsText
        /// Pinned by both sides, given a width, in a stack, laid out by a helper or a frame, several
        /// lines: wider than its text, or nothing the file shows can tell.
        case mayBeWider
    }

    /// How wide the label the file lays out as `name` (`layoutName`) is, as far as the file tells.
    func labelWidth(named name: String?) -> LabelWidth {
        guard let name else { return .mayBeWider }
        return file.bytes.withUnsafeBufferPointer { source in
            var sides: Set<String> = []
            // A side held by an inequality (`trailing ≤ price.leading`) leaves the label as wide as its
            // text (AdGuard's product button, breadwallet's cells): only equalities pin it.
            for anchor in ["leading", "trailing", "left", "right", "centerX", "width"]
            where Self.boundedOffsets(of: "\(name).\(anchor)Anchor", in: source).contains(where: { !Self.isInequality(at: $0, in: source) })
            {
                sides.insert(anchor)
            }
            for side in ["leading", "trailing", "left", "right", "centerX", "width"]
            where !Self.boundedOffsets(of: "\(name).constraint(.\(side),", in: source).isEmpty {
                sides.insert(side)
            }
            for offset in Self.boundedOffsets(of: "\(name).snp.", in: source) {
                let lines = Self.closureText(after: offset, in: source).split(separator: "\n")
                    .filter { !$0.contains("lessThanOrEqual") && !$0.contains("greaterThanOrEqual") }
                for side in ["leading", "trailing", "left", "right", "centerX", "width", "edges", "margins", "horizontalEdges"]
                where lines.contains(where: { $0.contains("." + side) }) {
                    sides.insert(side)
                }
            }
            // In a stack (whose alignment may stretch it), wrapping lines, or laid out another way.
            let elsewhere = [
                "addArrangedSubview(\(name))", "addArrangedSubview(self.\(name))", "\(name).numberOfLines = 0", "\(name).frame",
                "NSLayoutConstraint(item: \(name)", "\(name).pin", "\(name).autoPin", "\(name).fill", "\(name).edges", "\(name).anchor(",
            ]
            // `total.constrain([total.trailingAnchor.constraint(…)])` (breadwallet) activates the anchors it is handed, and
            // `total.constraint(.trailing, toView: …)` makes one: both are read above. `constrain(toSuperviewEdges:)` and
            // the like lay the label out by themselves.
            let constrain = "\(name).constrain"
            let helperLayout = Self.boundedOffsets(of: constrain, in: source).contains { offset in
                let rest = source[(offset + constrain.utf8.count)...]
                return !rest.starts(with: "([".utf8) && !rest.starts(with: "t(.".utf8)
            }
            if helperLayout || elsewhere.contains(where: { !Self.boundedOffsets(of: $0, in: source).isEmpty })
                || Self.inArrangedSubviews(name, source)
                || CodeTextSearch.contains(source, "withVisualFormat")
            {
                return .mayBeWider
            }
            let leading = !sides.isDisjoint(with: ["leading", "left"]), trailing = !sides.isDisjoint(with: ["trailing", "right"])
            let placed = leading || trailing || sides.contains("centerX")
            return placed && !(leading && trailing) && sides.isSubset(of: ["leading", "left", "trailing", "right", "centerX"])
                ? .hugsText : .mayBeWider
        }
    }

    /// Whether the text set `receiver.textAlignment` wraps or is typed into: a label of several lines
    /// (`numberOfLines = 0` or a label class's `isMultiline = true`, where it is made or for its name anywhere in
    /// the file), a text field or a text view, which are sized for what is typed. Their alignment shows whatever
    /// their width.
    /// `named`: its `layoutName`, when the file tells one.
    func textWraps(_ receiver: ExprSyntax, named: String?, at node: SequenceExprSyntax) -> Bool {
        let name = named ?? text(receiver)
        let lowered = (text(receiver) + " " + name).lowercased()
        if ["field", "textview", "editor"].contains(where: lowered.contains) { return true }
        // Only this receiver's lines: breadwallet's `[disclaimer, disclaimer2].forEach { $0.numberOfLines = 0 }` beside
        // `total.textAlignment = .right` wraps the disclaimers, not the total.
        if let member = enclosingMember(of: node),
            sourceContains(member, "textContainer")
                || ["0", "2", "3", "4", "5"].contains(where: { sourceContains(member, text(receiver) + ".numberOfLines = " + $0) })
                || sourceContains(member, text(receiver) + ".isMultiline = true")
        {
            return true
        }
        let assignment = "\(name).numberOfLines = "
        return file.bytes.withUnsafeBufferPointer { source in
            Self.boundedOffsets(of: assignment, in: source).contains { offset in
                source[(offset + assignment.utf8.count)...].first.map { $0 != UInt8(ascii: "1") } ?? false
            } || !Self.boundedOffsets(of: "\(name).isMultiline = true", in: source).isEmpty
        }
    }

    /// The name the file lays the label out by: `dateLabel` for `label` (or `$0`) inside
    /// `private lazy var dateLabel: UILabel = { let label = UILabel() … }()`; nil when it cannot tell.
    func layoutName(of receiver: ExprSyntax, at node: SequenceExprSyntax) -> String? {
        var written = text(receiver)
        if written.hasPrefix("self.") { written.removeFirst(5) }
        if let last = written.split(separator: ".").last, written.contains(".") { return String(last) }
        guard written.hasPrefix("$") || localBinding(of: written, at: Syntax(node)) != nil else { return written }
        var current = node.parent
        while let ancestor = current {
            if let binding = ancestor.as(PatternBindingSyntax.self),
                binding.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) ?? false
            {
                return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
            if ancestor.is(MemberBlockItemSyntax.self) { return nil }
            current = ancestor.parent
        }
        return nil
    }

    /// Where `needle` starts a name of its own: not inside `subtitleLabel` when looking for `titleLabel.`
    /// (`self.titleLabel` counts).
    static func boundedOffsets(of needle: String, in source: UnsafeBufferPointer<UInt8>) -> [Int] {
        var needle = needle
        return needle.withUTF8 { pattern in
            var offsets: [Int] = []
            var start = 0
            while let offset = CodeTextSearch.firstOffset(of: pattern, in: source, from: start) {
                start = offset + 1
                guard offset > 0 else {
                    offsets.append(offset)
                    continue
                }
                let before = source[offset - 1]
                let isSelf = before == UInt8(ascii: ".") && offset >= 5 && Array(source[(offset - 5)..<(offset - 1)]) == Array("self".utf8)
                if !Self.isIdentifierByte(before) && before != UInt8(ascii: ".") || isSelf { offsets.append(offset) }
            }
            return offsets
        }
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || (byte >= 48 && byte <= 57) || (byte | 0x20 >= 97 && byte | 0x20 <= 122)
            || byte >= 0x80
    }

    /// The text of the closure that follows `offset` (`snp.makeConstraints { make in … }`), braces counted.
    private static func closureText(after offset: Int, in source: UnsafeBufferPointer<UInt8>) -> String {
        guard let open = source[offset...].prefix(200).firstIndex(of: UInt8(ascii: "{")),
            let close = matchingBracket(UInt8(ascii: "{"), UInt8(ascii: "}"), from: open, within: 4_000, in: source)
        else { return "" }
        return String(decoding: source[open..<close], as: UTF8.self)
    }

    /// Where the bracket `opening` at `open` closes, brackets counted, if it does within `limit` bytes.
    private static func matchingBracket(
        _ opening: UInt8, _ closing: UInt8, from open: Int, within limit: Int, in source: UnsafeBufferPointer<UInt8>
    ) -> Int? {
        var depth = 0
        for index in open..<min(source.count, open + limit) {
            if source[index] == opening { depth += 1 }
            if source[index] == closing { depth -= 1 }
            if depth == 0 { return index }
        }
        return nil
    }

    /// Whether the anchor named at `offset` is in an inequality: the call it is the receiver of
    /// (`label.trailingAnchor.constraint(lessThanOrEqualTo: …)`) or the call it is handed to.
    private static func isInequality(at offset: Int, in source: UnsafeBufferPointer<UInt8>) -> Bool {
        var open = offset
        while open < min(source.count, offset + 120), isIdentifierByte(source[open]) || source[open] == UInt8(ascii: ".") { open += 1 }
        if open >= source.count || source[open] != UInt8(ascii: "(") {
            // Not a receiver: the nearest bracket left open before it is the call it is an argument of.
            var depth = 0
            open = offset - 1
            while open > max(0, offset - 300) {
                if source[open] == UInt8(ascii: ")") { depth += 1 }
                if source[open] == UInt8(ascii: "(") {
                    if depth == 0 { break }
                    depth -= 1
                }
                open -= 1
            }
            guard open >= 0, source[open] == UInt8(ascii: "(") else { return false }
        }
        // An argument list left open within the limit is read up to it.
        let limit = 400
        let closed = matchingBracket(UInt8(ascii: "("), UInt8(ascii: ")"), from: open, within: limit, in: source)
        let end = closed ?? min(source.count, open + limit)
        let call = String(decoding: source[open..<end], as: UTF8.self)
        return call.contains("lessThanOrEqual") || call.contains("greaterThanOrEqual")
    }

    /// `UIStackView(arrangedSubviews: [iconView, dateLabel])`.
    private static func inArrangedSubviews(_ name: String, _ source: UnsafeBufferPointer<UInt8>) -> Bool {
        boundedOffsets(of: "arrangedSubviews: [", in: source).contains { offset in
            let list = source[offset...].prefix(400)
            let end = list.firstIndex(of: UInt8(ascii: "]")) ?? list.endIndex
            return Array(list[list.startIndex..<end]).withUnsafeBufferPointer { !boundedOffsets(of: name, in: $0).isEmpty }
        }
    }
}
