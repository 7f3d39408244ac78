/// What one file learns from the others of its target. Xcode's extractor sees the whole module;
/// a single file often does not: `Text("\(recipe.servings)")` in one file and `var servings:
/// Int` in another; `SettingRow(title: "Dark mode")` in one and `let title: LocalizedStringKey`
/// in another.
extension SwiftFileFacts {
    /// The files' facts with interpolations typed from the names all the given files declare
    /// (a name declared with different types stays unknown), and literals passed to custom
    /// views' localizable parameters added to `texts`. Pass the files of one target (see
    /// `SourceDiscovery`), whether its project builds for the Mac alone, and the one platform of the folder each file
    /// sits in, if only targets of one SDK build it (`SourceInventory.platform(ofFolderHolding:)`).
    public static func resolvedAcrossTarget(
        _ files: [SwiftFileFacts], projectIsMacOnly: Bool = false, folderPlatform: (String) -> String? = { _ in nil }
    ) -> [SwiftFileFacts] {
        var merged: [String: InterpolatedType] = [:]
        var conflicting: Set<String> = []
        var parameters: [String: Set<String>] = [:]
        for file in files {
            for (name, type) in file.declaredTypes where type != .unknown {
                if let existing = merged[name], existing != type { conflicting.insert(name) }
                merged[name] = type
            }
            parameters.merge(file.localizableParameters) { $0.union($1) }
        }
        for name in conflicting { merged[name] = nil }
        let macOnly =
            projectIsMacOnly
            || files.contains { !$0.imports.isDisjoint(with: ["AppKit", "Cocoa"]) } && !files.contains { $0.imports.contains("UIKit") }
        return files.map { file in
            var resolved = file.resolvingInterpolations(using: merged).addingLocalizableArguments(parameters)
            resolved.folderPlatform = folderPlatform(file.path)
            resolved.targetIsMacOnly = macOnly || resolved.folderPlatform == "macosx"
            return resolved
        }
    }

    /// Moves the literal arguments that `parameters` shows to be keys into `texts`.
    public func addingLocalizableArguments(_ parameters: [String: Set<String>]) -> SwiftFileFacts {
        var copy = self
        var kept: [UserText] = []
        for argument in literalArguments {
            let type = String(argument.api.prefix { $0 != "(" })
            if parameters[type]?.contains(argument.argumentLabel ?? "_") ?? false {
                var text = argument
                text.localizes = true
                copy.texts.append(text)
                copy.interpolatedCounts += text.counts
            } else {
                kept.append(argument)
            }
        }
        guard kept.count != literalArguments.count else { return self }
        copy.literalArguments = kept
        copy.texts.sort { $0.location < $1.location }
        copy.interpolatedCounts.sort { $0.location < $1.location }
        return copy
    }

    public func resolvingInterpolations(using types: [String: InterpolatedType]) -> SwiftFileFacts {
        var copy = self
        var changed = false
        for index in copy.texts.indices { changed = copy.texts[index].retype(types) || changed }
        for index in copy.literalArguments.indices { changed = copy.literalArguments[index].retype(types) || changed }
        guard changed else { return self }
        copy.interpolatedCounts = copy.texts.flatMap(\.counts)
        return copy
    }
}

extension UserText {
    /// Types the interpolations `types` knows; true when any changed.
    mutating func retype(_ types: [String: InterpolatedType]) -> Bool {
        var changed = false
        for slot in interpolations.indices {
            guard interpolations[slot].valueType == .unknown, let name = interpolations[slot].declaredName,
                let type = types[name], type != .unknown
            else { continue }
            interpolations[slot].valueType = type
            interpolations[slot].specifier = type.defaultSpecifier
            changed = true
        }
        if changed { rebuildKey() }
        return changed
    }

    mutating func rebuildKey() {
        guard keyParts.count == interpolations.count + 1 else { return }
        var rebuilt = keyParts[0]
        for (interpolation, part) in zip(interpolations, keyParts.dropFirst()) { rebuilt += interpolation.specifier + part }
        key = rebuilt
    }

    /// Integers interpolated into a text that a table looks up.
    public var counts: [InterpolatedCount] {
        guard let key, localizes, kind == .interpolated else { return [] }
        return interpolations.enumerated().filter { $0.element.valueType.isInteger }.map { index, interpolation in
            InterpolatedCount(api: api, key: key, index: index, interpolation: interpolation, location: interpolation.location)
        }
    }
}
