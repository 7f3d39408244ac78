import SwiftSourceFacts
import SwiftSyntax

/// Code that ships but only developers and testers reach (CH32 §6: text users never see needs no
/// translation): a member named for debugging, or a branch taken only in TestFlight or developer mode.
extension FactCollector {
    /// Camel-case words that name developer tooling (`devTools`, `debugOverlay`, `developerMode`).
    static let developerWords: Set<String> = ["dev", "debug", "developer", "testflight"]
    /// How those words are written inside identifiers, for a byte search before any walk.
    static let developerSpellings = ["dev", "Dev", "debug", "Debug", "estflight", "estFlight", "ESTFLIGHT"]

    /// `var devTools: some View`, `func debugOverlay()`: the whole member; elsewhere, the `then` body of
    /// `if isTestFlightEnvironment { … }` or `if developerMode { … }`.
    func readDeveloperOnlyMember(_ name: String?, _ node: Syntax) {
        // The name must open with the word: `exportDebugInfo()` is a feature users reach (a folder panel
        // asks them where to save), `debugWatermark` is not.
        if let name, let first = Self.camelWords(name).first, Self.developerWords.contains(first) {
            facts.developerOnlyRanges.append(lines(of: node))
            return
        }
        // A local variable's branches are walked with the member around it; a member that names
        // no developer word anywhere has no such branch (most do not: skip their walk).
        let isLocal =
            !node.is(FunctionDeclSyntax.self) && node.parent?.is(MemberBlockItemSyntax.self) != true
            && node.parent?.parent?.parent?.is(SourceFileSyntax.self) != true
        guard !isLocal, Self.developerSpellings.contains(where: { sourceContains(node, $0) }) else { return }
        var work = [node]
        var budget = 20_000
        while let next = work.popLast(), budget > 0 {
            budget -= 1
            // Nested members are read on their own.
            let isMember = next.is(FunctionDeclSyntax.self) || next.parent?.is(MemberBlockItemSyntax.self) == true
            if next.id != node.id, isMember { continue }
            if let branch = next.as(IfExprSyntax.self), branch.conditions.count == 1, let condition = branch.conditions.first,
                !text(condition).hasPrefix("!"),
                condition.tokens(viewMode: .sourceAccurate).contains(where: { token in
                    guard case .identifier = token.tokenKind else { return false }
                    return Self.camelWords(token.text).contains(where: Self.developerWords.contains)
                        || token.text.lowercased().contains("testflight")
                })
            {
                facts.developerOnlyRanges.append(lines(of: branch.body))
            }
            work += next.children(viewMode: .sourceAccurate).filter { !$0.is(TokenSyntax.self) }
        }
    }

    /// `isTestFlightEnvironment` → is, test, flight, environment; `URLTest` → u, r, l, test; `max_value` → max, value.
    static func camelWords(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        // By bytes for ASCII, the whole of most names: Unicode's properties are looked up only beyond it.
        for character in name {
            let ascii = character.asciiValue
            if ascii == UInt8(ascii: " ") || ascii == UInt8(ascii: "_") {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            let isUppercase = ascii.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) } ?? character.isUppercase
            if isUppercase, !current.isEmpty {
                words.append(current)
                current = ""
            }
            if let ascii {
                current.unicodeScalars.append(Unicode.Scalar(isUppercase ? ascii + 32 : ascii))
            } else {
                current += character.lowercased()
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
