/// What the places that make a type pass its arguments (`ConstructionSites`), as the rules ask it of the index.
extension TargetIndex {
    /// What the construction sites of `type` pass its argument `label`; empty when none passes it. In an app's folder
    /// every target's sites count; else the target's, and other modules may make a public type too, with anything
    /// (home-assistant's `PillView`, which its gallery makes with literals and the app with a selection).
    public func argumentsPassed(to label: String, of type: String) -> PassedArguments {
        let name = Self.shortName(type)
        let key = PassedArguments.key(type: name, label: label)
        let passed = constructionSites.arguments(for: key)
        return sitesAreTheWholeProject || passed.isEmpty || !types(named: name).contains(where: \.isPublic)
            ? passed : passed.union(.other)
    }

    /// Whether shipped code makes `type` and no site passes it `label`: the property keeps the value its declaration
    /// gives (Catbird's `isRecording = false`, which the one input bar the app makes is never handed).
    public func isMadeWithout(_ label: String, of type: String) -> Bool {
        let name = Self.shortName(type)
        guard !constructionSites.arguments(for: PassedArguments.madeKey(type: name)).isEmpty,
            sitesAreTheWholeProject || !types(named: name).contains(where: \.isPublic)
        else { return false }
        return constructionSites.arguments(for: PassedArguments.key(type: name, label: label)).isEmpty
    }
}
