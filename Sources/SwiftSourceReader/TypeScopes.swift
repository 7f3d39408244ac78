import SwiftSyntax

/// The type declarations of a file as nested byte ranges, to answer "which types enclose this
/// node" without walking up the tree.
struct TypeScopes {
    private struct Scope {
        var range: Range<Int>
        var name: String
        /// The innermost scope around this one.
        var parent: Int?
    }

    /// In source order, so an outer type comes before the types inside it.
    private var scopes: [Scope] = []

    /// `nodes` in source order; those that declare a type become scopes.
    init(nodes: [Syntax]) {
        var open: [Int] = []
        for node in nodes {
            guard let name = FactCollector.typeName(of: node) else { continue }
            let range = node.position.utf8Offset..<node.endPosition.utf8Offset
            while let last = open.last, scopes[last].range.upperBound <= range.lowerBound { open.removeLast() }
            scopes.append(Scope(range: range, name: name, parent: open.last))
            open.append(scopes.count - 1)
        }
    }

    /// The names of the types whose declarations hold `range`, innermost first; a declaration
    /// does not enclose itself.
    func names(enclosing range: Range<Int>) -> [String] {
        // The last scope that starts at or before the range, then out through its parents.
        var low = 0, high = scopes.count
        while low < high {
            let middle = (low + high) / 2
            if scopes[middle].range.lowerBound <= range.lowerBound { low = middle + 1 } else { high = middle }
        }
        var names: [String] = []
        var candidate = low > 0 ? low - 1 : nil
        while let index = candidate {
            let scope = scopes[index]
            if scope.range.lowerBound <= range.lowerBound, range.upperBound <= scope.range.upperBound, scope.range != range {
                names.append(scope.name)
            }
            candidate = scope.parent
        }
        return names
    }
}
