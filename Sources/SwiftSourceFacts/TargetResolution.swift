/// Interpolation types learned across the files of one target: `Text("\(recipe.servings)")`
/// in one file, `var servings: Int` in another. Xcode's extractor sees the whole module; a
/// single file often does not.
extension SwiftFileFacts {
    /// The files' facts with interpolations this file could not type resolved from the names
    /// all the given files declare. A name declared with different types in different files
    /// stays unknown. Pass the files of one target (see `SourceDiscovery`).
    public static func resolvingInterpolations(_ files: [SwiftFileFacts]) -> [SwiftFileFacts] {
        var merged: [String: InterpolatedType] = [:]
        var conflicting: Set<String> = []
        for file in files {
            for (name, type) in file.declaredTypes where type != .unknown {
                if let existing = merged[name], existing != type { conflicting.insert(name) }
                merged[name] = type
            }
        }
        for name in conflicting { merged[name] = nil }
        return files.map { $0.resolvingInterpolations(using: merged) }
    }

    public func resolvingInterpolations(using types: [String: InterpolatedType]) -> SwiftFileFacts {
        var copy = self
        var changed = false
        for index in copy.texts.indices {
            for slot in copy.texts[index].interpolations.indices {
                let interpolation = copy.texts[index].interpolations[slot]
                guard interpolation.valueType == .unknown, let name = interpolation.declaredName,
                      let type = types[name], type != .unknown else { continue }
                copy.texts[index].interpolations[slot].valueType = type
                copy.texts[index].interpolations[slot].specifier = type.defaultSpecifier
                changed = true
            }
            copy.texts[index].rebuildKey()
        }
        guard changed else { return self }
        copy.interpolatedCounts = copy.texts.flatMap(\.counts)
        return copy
    }
}

extension UserText {
    mutating func rebuildKey() {
        guard keyParts.count == interpolations.count + 1 else { return }
        var rebuilt = keyParts[0]
        for (interpolation, part) in zip(interpolations, keyParts.dropFirst()) { rebuilt += interpolation.specifier + part }
        key = rebuilt
    }

    /// Integers interpolated into a text that a table looks up.
    var counts: [InterpolatedCount] {
        guard let key, localizes, kind == .interpolated else { return [] }
        return interpolations.enumerated().filter { $0.element.valueType.isInteger }.map { index, interpolation in
            InterpolatedCount(api: api, key: key, index: index, interpolation: interpolation, location: interpolation.location)
        }
    }
}
