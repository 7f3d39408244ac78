import SourceText
import SwiftSourceFacts
import SwiftSyntax

/// The app's own string look-up that treats an empty value as missing: home-assistant's
/// `LocalizedManager` looks the key up again in English when the value is `""`, NHS COVID-19's
/// `localize` shows the key (`string.isEmpty ? key : string`). Where such a look-up stands, an
/// empty translation does not reach the screen blank, and the catalog rules say so.
extension FactCollector {
    /// Called for each function and initializer. Only a body that both names a look-up and tests
    /// something for emptiness is walked; any other costs a search of its bytes.
    func readLookupFallback(_ declaration: Syntax) {
        let body: CodeBlockSyntax? =
            declaration.as(FunctionDeclSyntax.self)?.body ?? declaration.as(InitializerDeclSyntax.self)?.body
        guard let body, mentionsKeyLookup, sourceContains(body, "ocaliz"),
            sourceContains(body, "isEmpty") || sourceContains(body, "== \"\"")
        else { return }
        let root = Syntax(body)
        // Each test with the branches that run when the value is empty: `x.isEmpty ? A : B` → A, `!x.isEmpty ? A : B` → B.
        var tests: [(construct: Syntax, condition: Syntax, whenEmpty: Syntax?, otherwise: Syntax?)] = []
        for branching in Self.descendants(of: root, as: IfExprSyntax.self) {
            tests.append((Syntax(branching), Syntax(branching.conditions), Syntax(branching.body), branching.elseBody.map(Syntax.init)))
        }
        for guarding in Self.descendants(of: root, as: GuardStmtSyntax.self) {
            // The else body runs when the condition fails: when the value is empty for `guard !x.isEmpty`.
            tests.append((Syntax(guarding), Syntax(guarding.conditions), nil, Syntax(guarding.body)))
        }
        for sequence in Self.descendants(of: root, as: SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard let question = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), question > 0,
                question + 1 < elements.count
            else { continue }
            let then = elements[question].cast(UnresolvedTernaryExprSyntax.self).thenExpression
            tests.append((Syntax(sequence), Syntax(elements[question - 1]), Syntax(then), Syntax(elements[question + 1])))
        }
        for test in tests {
            let condition = text(test.condition)
            guard let tested = Self.testedForEmptiness(condition) else { continue }
            let isNegated =
                condition.contains("!\(tested).isEmpty") || condition.contains("\(tested).isEmpty == false")
                || condition.contains("\(tested) != \"\"")
            // The key looked up again (in another table or language) where the value is empty, or the value tested is
            // what a look-up gave.
            let whenEmpty = isNegated ? test.otherwise : test.whenEmpty
            let looksUpAgain =
                whenEmpty.map { Self.descendants(of: $0, as: FunctionCallExprSyntax.self).contains(where: Self.isKeyLookup) } ?? false
            let testsLookedUpValue =
                localInitializer(of: tested, at: test.construct)?.as(FunctionCallExprSyntax.self).map(Self.isKeyLookup) ?? false
            if looksUpAgain || testsLookedUpValue { facts.emptyValueFallbacks.append(location(test.construct)) }
        }
    }

    /// The name a condition tests for emptiness: `string` in `string.isEmpty` or `!string.isEmpty`,
    /// `request.defaultValue` in `request.defaultValue == ""`.
    static func testedForEmptiness(_ condition: String) -> String? {
        let marker = condition.firstRange(of: ".isEmpty") ?? condition.firstRange(of: " == \"\"") ?? condition.firstRange(of: "==\"\"")
        guard let marker else { return nil }
        let name = condition[..<marker.lowerBound].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        return name.isEmpty ? nil : String(name.reversed())
    }

    /// A look-up of a key that is not written in the call (`localizedString(forKey: request.key, …)`,
    /// `NSLocalizedString(key, …)`, `String(localized: key)`, the app's `localize(key)`): a literal key
    /// is a text of its own (`NSLocalizedString("No results", …)` shown when a list is empty).
    static func isKeyLookup(_ call: FunctionCallExprSyntax) -> Bool {
        guard let name = ViewChain.calledName(call), let first = call.arguments.first else { return false }
        let lowered = name.lowercased()
        let looksUp =
            ["localize", "localized", "localizedstring"].contains(where: lowered.hasSuffix)
            || name == "String" && first.label?.text == "localized"
        return looksUp && !first.expression.is(StringLiteralExprSyntax.self)
    }
}
