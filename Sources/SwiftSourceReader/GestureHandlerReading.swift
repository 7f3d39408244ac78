import SwiftSourceFacts
import SwiftSyntax

/// What a gesture does, read from its handler; and where a frame is not the hit area.
extension FactCollector {
    /// A later frame of the chain that may be larger (`.frame(maxWidth: .infinity, maxHeight: 62)`)
    /// made tappable by a content shape after it: the target is that frame, not the inner one.
    static func growsLater(_ later: ArraySlice<Modifier>) -> Bool {
        guard
            let outer = later.firstIndex(where: { modifier in
                modifier.name == "frame"
                    && modifier.arguments.contains { ["maxWidth", "maxHeight", "minWidth", "minHeight"].contains($0.label ?? "") }
            })
        else { return false }
        return later[outer...].contains { $0.name == "contentShape" }
    }

    /// A control that is the whole content of a `ToolbarItem` or `.toolbar { }`: the bar gives
    /// its items a hit area of its own, whatever the label's frame.
    static func isWholeBarItem(_ node: Syntax) -> Bool {
        var current: Syntax? = node
        while let candidate = current {
            if let call = candidate.as(FunctionCallExprSyntax.self), controls.contains(ViewChain.calledName(call) ?? "") {
                let outer = ViewChain.outermostLink(of: call)
                guard let item = outer.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
                    list.count == 1, let closure = list.parent?.as(ClosureExprSyntax.self),
                    let owner = closure.parent?.as(FunctionCallExprSyntax.self)
                else { return false }
                return ["ToolbarItem", "toolbar"].contains(ViewChain.calledName(owner) ?? "")
            }
            current = candidate.parent
        }
        return false
    }

    /// The body of a gesture's action closure and the taps it needs.
    static func action(of modifier: Modifier) -> (String, Int) {
        var count = modifier.argument("count")?.number.map(Int.init) ?? 1
        let closure = modifier.argument("perform") ?? modifier.arguments.first { $0.label == nil && $0.text.hasPrefix("{") }
        var body = closure?.text ?? modifier.arguments.first?.text ?? ""
        if let gesture = modifier.arguments.first?.text, gesture.contains("Gesture(") {
            // `.gesture(TapGesture(count: 2).onEnded { … })`
            if let range = gesture.firstRange(of: "count: "), let taps = Int(String(gesture[range.upperBound...].prefix { $0.isNumber })) {
                count = taps
            }
            body = gesture
        } else {
            body = closureBody(body)
        }
        return (String(body.drop { $0 == " " }).trimmingSuffix(" "), max(count, 1))
    }

    /// The closure a gesture modifier runs: `perform:`, the trailing closure, or the `onEnded`
    /// closure of a gesture value (`.gesture(TapGesture(count: 2).onEnded { … })`).
    static func handler(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if let perform = call.arguments.first(where: { $0.label?.text == "perform" }) {
            return perform.expression.as(ClosureExprSyntax.self)
        }
        if let trailing = call.trailingClosure { return trailing }
        if let closure = call.arguments.lazy.compactMap({ $0.expression.as(ClosureExprSyntax.self) }).first { return closure }
        guard let gesture = call.arguments.first?.expression.as(FunctionCallExprSyntax.self), ViewChain.calledName(gesture) == "onEnded"
        else { return nil }
        return gesture.trailingClosure ?? gesture.arguments.first?.expression.as(ClosureExprSyntax.self)
    }

    /// `{ }` or `{ #if DEBUG … #endif }` (zashi's paste-a-seed shortcut): a handler whose every statement is
    /// compiled only into builds users never get.
    static func doesNothingInRelease(_ statements: CodeBlockItemListSyntax) -> Bool {
        statements.allSatisfy { item in
            guard let ifConfig = item.item.as(IfConfigDeclSyntax.self) else { return false }
            // An `#else` clause has no condition: it is what the release build compiles.
            return ifConfig.clauses.allSatisfy { clause in
                clause.condition.map { isNonShippingBuild($0.trimmedDescription) } ?? false
            }
        }
    }

    /// A handler that only assigns a `@FocusState` of the file (`focusedField = .days`), after guards
    /// that only return (`guard !composerFocused else { return }`): it moves focus to a field, which
    /// VoiceOver and Switch Control reach on their own.
    func onlyMovesFocus(_ handler: ClosureExprSyntax) -> Bool {
        let statements = handler.statements.filter { item in
            guard let check = item.item.as(GuardStmtSyntax.self) else { return true }
            return !(check.body.statements.count == 1 && check.body.statements.first?.item.is(ReturnStmtSyntax.self) ?? false)
        }
        guard statements.count == 1, let assignment = statements.first.flatMap({ Self.assignment($0.item) }),
            let name = assignment.target.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return false }
        let source = String(decoding: file.bytes, as: UTF8.self)
        return source.split(separator: "\n").contains { line in
            guard line.contains("@FocusState") else { return false }
            let words = line.split { !($0.isLetter || $0.isNumber || $0 == "_") }
            return zip(words, words.dropFirst()).contains { $0 == "var" && $1 == name }
        }
    }

    /// A closure written as text without its braces and parameters (`{ pressing in … }`,
    /// `{ _, value in … }`); other text as it is.
    static func closureBody(_ written: String) -> String {
        guard written.hasPrefix("{"), written.hasSuffix("}") else { return written }
        // By bytes: this runs on every control's action.
        let bytes = Array(written.utf8.dropFirst().dropLast())
        var start = 0
        let inKeyword = Array(" in ".utf8)
        if let found = bytes.withUnsafeBufferPointer({ haystack in
            inKeyword.withUnsafeBufferPointer { CodeTextSearch.firstOffset(of: $0, in: haystack, from: 0) }
        }), bytes[..<found].allSatisfy(Self.mayListParameters) {
            start = found + inKeyword.count
        }
        while start < bytes.count, bytes[start] == UInt8(ascii: " ") { start += 1 }
        return String(decoding: bytes[start...], as: UTF8.self).trimmingSuffix(" ")
    }

    /// A byte of a closure's parameter list: a letter, a digit, a space, `_`, `,` or a bracket.
    private static func mayListParameters(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x80...: true
        case UInt8(ascii: " "), UInt8(ascii: "_"), UInt8(ascii: ","), UInt8(ascii: "("), UInt8(ascii: ")"): true
        default: false
        }
    }
}
