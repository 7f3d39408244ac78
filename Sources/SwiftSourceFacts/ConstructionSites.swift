/// What the places that make the app's types pass their labelled arguments, joined over files: literals as written
/// (`ToolsImage(isSelected: true, …)`), and values a view forwards from its own property (`ChartRangeView(…,
/// isSelected: isSelected)` inside `BarChartView`), followed to what the places that make that view pass.
/// Immutable once built.
public struct ConstructionSites: Sendable {
    private var passed: [String: PassedArguments] = [:]
    private var forwarded: [String: Set<String>] = [:]

    public init(files: [SwiftFileFacts]) {
        for file in files {
            passed.merge(file.declarations.constructionArguments) { $0.union($1) }
            forwarded.merge(file.declarations.forwardedArguments) { $0.union($1) }
        }
    }

    /// What the sites of `key` (`PassedArguments.key(type:label:)`) pass, forwarded values followed; a forward that
    /// no site resolves (a `@State` of the view, a local value) may be anything.
    public func arguments(for key: String) -> PassedArguments {
        var followed: Set<String> = []
        return resolve(key, followed: &followed)
    }

    private func resolve(_ key: String, followed: inout Set<String>) -> PassedArguments {
        guard followed.insert(key).inserted else { return [] }
        var result = passed[key] ?? []
        for source in forwarded[key] ?? [] {
            let values = resolve(source, followed: &followed)
            result.formUnion(values.isEmpty ? .other : values)
        }
        return result
    }
}
