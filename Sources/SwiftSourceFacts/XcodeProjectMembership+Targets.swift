import SourceText

/// What each target of a project compiles. A multiplatform app keeps code its targets share in a folder of its own
/// (Xcode's template's `Shared/`, beside `iOS/` and `macOS/`; pompaddo's `Shared/` beside `PomPadDo/`): a file of the
/// app's folder calls functions and shows views that `Shared/` declares, so the linter's target (a folder) must see
/// that folder's declarations too.
extension XcodeProjectMembership {
    /// One native target's sources as its project lists them.
    public struct TargetSources: Sendable, Equatable {
        /// The folders it takes whole (`PBXFileSystemSynchronizedRootGroup`, Xcode 16), as paths like the files'.
        public var folders: [String] = []
        /// The names (`Foo.swift`) of the Swift files its Sources phase lists one by one.
        public var swiftNames: Set<String> = []
        /// The one SDK it builds for (`targetSDKs(in:)`), nil for a target of several.
        public var sdk: String?
    }

    /// Every native target's sources (`objects`: `objectsByIdentifier(in:)`); `projectFolder` holds the `.xcodeproj`;
    /// `targetSDKs`: `targetSDKs(in:)` of the same objects.
    static func targetSources(in objects: ProjectObjects, projectFolder: String, targetSDKs: [String: String]) -> [TargetSources] {
        let folder = { (group: String) in objects[group].flatMap { settingValues("path", in: $0.fields).first } }
        var byTarget: [String: TargetSources] = [:]
        for (identifier, target) in objects where target.kind == "PBXNativeTarget" {
            var sources = TargetSources()
            sources.sdk = targetSDKs[identifier]
            sources.folders = list("fileSystemSynchronizedGroups", in: target).compactMap(folder).map { FileTree.join(projectFolder, $0) }
            for phase in list("buildPhases", in: target).compactMap({ objects[$0] }) where phase.kind == "PBXSourcesBuildPhase" {
                sources.swiftNames.formUnion(listedSwiftNames(in: phase.fields))
            }
            byTarget[identifier] = sources
        }
        // A folder no target takes whole may still give some targets files one by one: its exception sets name
        // them (pompaddo's `Shared/`), where for a folder a target takes they are files left out.
        for (_, group) in objects where group.kind == "PBXFileSystemSynchronizedRootGroup" {
            guard let written = settingValues("path", in: group.fields).first else { continue }
            let path = FileTree.join(projectFolder, written)
            for exceptions in list("exceptions", in: group).compactMap({ objects[$0] }) {
                guard let target = value("target", in: exceptions.fields), byTarget[target]?.folders.contains(path) == false else {
                    continue
                }
                byTarget[target]?.folders.append(path)
            }
        }
        return Array(byTarget.values)
    }

    /// The names a Sources phase's comments give its files: `4D… /* ContentView.swift in Sources */`.
    private static func listedSwiftNames(in fields: [UInt8]) -> Set<String> {
        let text = String(decoding: fields, as: UTF8.self)
        var names: Set<String> = []
        for comment in text.split(separator: "/* ").dropFirst() {
            guard let end = comment.firstRange(of: " in Sources */") else { continue }
            let name = comment[..<end.lowerBound]
            if name.hasSuffix(".swift") { names.insert(String(name)) }
        }
        return names
    }
}

extension SourceInventory {
    /// Files that only targets of one SDK list by name (flo's `Watch/` views, in its watch app's Sources phase), with that
    /// SDK. As for folders built together, a name counts only when one file found has it.
    static func filesListedForOnePlatform(_ files: [SwiftSource], targets: [XcodeProjectMembership.TargetSources]) -> [String: String] {
        let pathByName = uniquelyNamed(files).mapValues(\.path)
        var sdks: [String: Set<String>] = [:]
        var multiplatform: Set<String> = []
        for target in targets {
            for name in target.swiftNames {
                guard let path = pathByName[name] else { continue }
                if let sdk = target.sdk { sdks[path, default: []].insert(sdk) } else { multiplatform.insert(path) }
            }
        }
        return sdks.filter { $0.value.count == 1 && !multiplatform.contains($0.key) }.compactMapValues(\.first)
    }

    /// For each target folder (`SwiftSource.targetRoot`), the other target folders some project target compiles
    /// with it. A file's name counts only when one file found has it: two `ContentView.swift` do not tie their
    /// folders together.
    static func foldersBuiltTogether(_ files: [SwiftSource], targets: [XcodeProjectMembership.TargetSources]) -> [String: Set<String>] {
        let rootByName = uniquelyNamed(files.filter { $0.targetRoot != nil }).compactMapValues(\.targetRoot)
        var together: [String: Set<String>] = [:]
        for target in targets {
            var roots = Set(target.swiftNames.compactMap { rootByName[$0] })
            for file in files where target.folders.contains(where: { file.path.hasPrefix($0 + "/") }) {
                if let root = file.targetRoot { roots.insert(root) }
            }
            guard roots.count > 1 else { continue }
            for root in roots { together[root, default: []].formUnion(roots.subtracting([root])) }
        }
        return together
    }

    /// The files by name, for the names only one of `files` has: a project lists its files by name, and two
    /// `ContentView.swift` cannot be told apart.
    static func uniquelyNamed(_ files: [SwiftSource]) -> [String: SwiftSource] {
        var byName: [String: SwiftSource] = [:]
        var repeated: Set<String> = []
        for file in files where byName.updateValue(file, forKey: FileTree.name(file.path)) != nil {
            repeated.insert(FileTree.name(file.path))
        }
        for name in repeated { byName[name] = nil }
        return byName
    }
}
