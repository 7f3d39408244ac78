/// Views whose text grows no further than a Dynamic Type cap: a type whose code applies one
/// (`.dynamicTypeSize(...DynamicTypeSize.xxxLarge)`), and a type that only such types show, in any file
/// of the target (Pulse's filter rows, shown only by a sheet its router caps). Code of the Mac and the Apple
/// TV, which have no Dynamic Type, and previews, which users never see, show nothing here.
extension TargetIndex {
    /// Whether text in the type `view` grows no further than a cap of Dynamic Type.
    public func capsDynamicType(_ view: String) -> Bool {
        cappedViews.contains(view)
    }

    static func viewsUnderDynamicTypeCaps(_ files: [SwiftFileFacts]) -> Set<String> {
        var capped = Set<String>()
        for file in files where !file.behavior.dynamicTypeCaps.isEmpty {
            let declarations = file.callGraph.declarations
            for line in file.behavior.dynamicTypeCaps {
                guard let holder = declarations.indices.last(where: { declarations[$0].lines.contains(line) }) else { continue }
                capped.insert(outermostName(holder, in: declarations))
            }
        }
        guard !capped.isEmpty else { return [] }
        // The outermost types naming each name ("" for top-level code).
        var users: [NameHash: Set<String>] = [:]
        var types = Set<String>()
        for file in files where !file.runsOnlyOnTV {
            let declarations = file.callGraph.declarations
            for reference in file.callGraph.topLevelReferences { users[reference, default: []].insert("") }
            for (index, declaration) in declarations.enumerated() {
                let line = declaration.lines.first
                if file.macOnlyRanges.contains(where: { $0.contains(line) }) || file.tvOnlyRanges.contains(where: { $0.contains(line) }) {
                    continue
                }
                let user = outermostName(index, in: declarations)
                if declaration.parent == nil, declaration.kind == .type { types.insert(declaration.name) }
                for reference in declaration.references { users[reference, default: []].insert(user) }
            }
        }
        var grew = true
        while grew {
            grew = false
            for type in types where !capped.contains(type) {
                guard let named = users[NameHashing.hash(type)]?.subtracting([type]), !named.isEmpty, named.isSubset(of: capped) else {
                    continue
                }
                capped.insert(type)
                grew = true
            }
        }
        return capped
    }

    private static func outermostName(_ index: Int, in declarations: [CallableDeclaration]) -> String {
        var current = index
        while let parent = declarations[current].parent { current = parent }
        return declarations[current].name
    }
}
