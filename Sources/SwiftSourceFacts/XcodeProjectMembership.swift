import SourceText

/// Which Swift files a repository's Xcode projects build. An Xcode project (`project.pbxproj`)
/// lists every file it compiles; a Swift file no project lists, and no `Package.swift` above it
/// builds, is not part of the app: a file taken out of the project and left on disk (zotero's
/// `ConflictResolutionController.swift`), a script (`fastlane/SnapshotHelper.swift`).
///
/// The lists are complete only when the projects are committed and name their files one by one,
/// so membership is not judged (`isComplete` false) when a project takes whole folders
/// (`PBXFileSystemSynchronizedRootGroup`, Xcode 16), when the projects are generated (an XcodeGen
/// `project.yml`, a Tuist `Project.swift`) or built by CocoaPods from a `.podspec`, or when the
/// only projects are samples'.
public struct XcodeProjectMembership {
    /// The `project.pbxproj` files of shipping projects.
    var projectFiles: [String] = []
    /// Folders with a `Package.swift`: everything under them is SwiftPM's to build.
    var packageFolders: [String] = []
    /// A project manifest or layout that makes the committed lists incomplete was seen.
    var listsAreIncomplete = false

    static let generatorManifests: Set<String> = ["project.yml", "project.yaml", "Project.swift", "Tuist"]

    /// Notes what a folder's entries say about how its code is built.
    mutating func note(folder: String, entries: [String], isNonShipping: Bool) {
        if entries.contains("Package.swift") { packageFolders.append(folder) }
        if entries.contains(where: { Self.generatorManifests.contains($0) || $0.hasSuffix(".podspec") }) { listsAreIncomplete = true }
        guard !isNonShipping else { return }
        for name in entries where name.hasSuffix(".xcodeproj") {
            projectFiles.append(FileTree.join(FileTree.join(folder, name), "project.pbxproj"))
        }
    }

    /// What the projects say, read once.
    struct Listing {
        /// The names (`Foo.swift`) of the Swift files the projects list, nil when the lists cannot
        /// be trusted to be complete or there is no project.
        var swiftNames: Set<String>?
        /// Every project builds for the Mac alone (`SDKROOT = macosx` and no other SDK): a
        /// SwiftUI app that never imports AppKit is still a Mac app (Gifski).
        var buildsOnlyForMac: Bool
        /// The names of the apps the projects build (an application target's `productName`, a
        /// bundle's display name): a brand, which no translation changes. Not the names of
        /// frameworks and helpers (`LaunchAtLogin`, `Home`), which are words the UI may use.
        var productNames: Set<String>
        /// The localized tables the projects bundle, as `LANG.lproj/NAME.ext` (a variant group's
        /// `de.lproj/Localizable.strings`), with each project's development region; nil when the
        /// lists cannot be trusted to be complete. A translation platform exports every language
        /// it has (Nextcloud Talk: 108 folders); the app bundles those its project names (29).
        var bundledTables: Set<String>?
        var developmentRegions: Set<String>
        /// The folders a project takes whole (`PBXFileSystemSynchronizedRootGroup`, Xcode 16), by name:
        /// every language folder in them is bundled, whatever the lists say.
        var synchronizedFolders: Set<String> = []
        /// The folders only one platform's targets take whole, with its SDK (`singlePlatformFolders(in:)`), as paths like
        /// the files'.
        var singlePlatformFolders: [String: String] = [:]
        /// What each native target compiles (`targetSources(in:projectFolder:)`).
        var targetSources: [TargetSources] = []
        /// The projects build for iPhone and iPad only, and no package here builds anything (Atwy: `SDKROOT = iphoneos`,
        /// `SUPPORTED_PLATFORMS = "iphoneos iphonesimulator"`, `SUPPORTS_MACCATALYST = NO`): `#if os(macOS)` code is
        /// never compiled.
        var neverBuildsForMac = false
    }

    func read() -> Listing {
        var names: Set<String>? = listsAreIncomplete ? nil : []
        var sdks: Set<String> = []
        var products: Set<String> = []
        var tables: Set<String> = [], regions: Set<String> = [], synchronized: Set<String> = []
        var platformFolders: [String: String] = [:]
        var readAll = true
        var targets: [TargetSources] = []
        var macEvidence = false
        for project in projectFiles {
            guard let bytes = try? SourceFile.readBytes(path: project, sizeLimit: 64 << 20) else {
                readAll = false
                names = nil
                continue
            }
            let projectFolder = FileTree.parent(FileTree.parent(project) ?? project) ?? "."
            // Parsed once: the targets' sources and, in a folder-synced project, its Mac-only folders read the same objects.
            let objects = Self.objectsByIdentifier(in: bytes)
            let targetSDKs = Self.targetSDKs(in: objects)
            targets += Self.targetSources(in: objects, projectFolder: projectFolder, targetSDKs: targetSDKs)
            if Self.contains(bytes, "PBXFileSystemSynchronizedRootGroup") {
                names = nil
                for fields in Self.objects(of: "PBXFileSystemSynchronizedRootGroup", in: bytes) {
                    synchronized.formUnion(Self.settingValues("path", in: fields).map { FileTree.name($0) })
                }
                for (folder, sdk) in Self.singlePlatformFolders(in: objects, targetSDKs: targetSDKs) {
                    platformFolders[FileTree.join(projectFolder, folder)] = sdk
                }
                for (file, sdk) in Self.platformFilteredFiles(in: objects) { platformFolders[FileTree.join(projectFolder, file)] = sdk }
            }
            names?.formUnion(Self.swiftNames(in: bytes))
            let projectSDKs = Self.settingValues("SDKROOT", in: bytes)
            sdks.formUnion(projectSDKs)
            macEvidence =
                macEvidence || projectSDKs.isEmpty || !projectSDKs.isSubset(of: ["iphoneos", "appletvos", "watchos", "xros"])
                || Self.settingValues("SUPPORTED_PLATFORMS", in: bytes).contains { $0.contains("macosx") }
                || Self.settingValues("SUPPORTS_MACCATALYST", in: bytes).contains("YES")
            products.formUnion(Self.applicationNames(in: bytes))
            let displayNames = Self.settingValues("INFOPLIST_KEY_CFBundleDisplayName", in: bytes)
            products.formUnion(displayNames.filter { !$0.contains("$(") && !$0.isEmpty })
            tables.formUnion(Self.localizedTables(in: bytes))
            regions.formUnion(Self.settingValues("developmentRegion", in: bytes))
        }
        // A folder-synced project still names its localized tables one by one outside the folders it
        // takes whole (Nextcloud Talk: 29 of its 108 language folders, beside synced `Calls/`).
        let trusted = !projectFiles.isEmpty && readAll && !listsAreIncomplete
        return Listing(
            swiftNames: projectFiles.isEmpty ? nil : names, buildsOnlyForMac: readAll && sdks == ["macosx"], productNames: products,
            bundledTables: trusted && !tables.isEmpty ? tables : nil, developmentRegions: regions, synchronizedFolders: synchronized,
            singlePlatformFolders: platformFolders, targetSources: targets,
            neverBuildsForMac: !projectFiles.isEmpty && readAll && !listsAreIncomplete && packageFolders.isEmpty && !macEvidence)
    }

    /// What ends a file or folder name written in a project file.
    static let nameStops: Set<UInt8> = [
        UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\""), UInt8(ascii: "/"), UInt8(ascii: "="),
    ]

    /// Every `LANG.lproj/NAME` a project file names (`path = "pt-BR.lproj/Localizable.strings";`),
    /// with any folder before the language dropped.
    public static func localizedTables(in bytes: [UInt8]) -> Set<String> {
        let marker = Array(".lproj/".utf8)
        let stops = nameStops
        var tables: Set<String> = []
        var from = 0
        while let index = firstIndex(of: marker, in: bytes, from: from) {
            // A language code and a file name are short: both walks are bounded.
            var start = index
            while start > max(from, index - 64), !stops.contains(bytes[start - 1]) { start -= 1 }
            var end = index + marker.count
            while end < bytes.count, end < index + marker.count + 255, !stops.contains(bytes[end]), bytes[end] != UInt8(ascii: ";") {
                end += 1
            }
            if start < index, end > index + marker.count { tables.insert(String(decoding: bytes[start..<end], as: UTF8.self)) }
            from = index + marker.count
        }
        return tables
    }

    /// The values a build setting takes in a project file (`SDKROOT = iphoneos;`).
    static func settingValues(_ setting: String, in bytes: [UInt8]) -> Set<String> {
        let pattern = Array((setting + " = ").utf8)
        var values: Set<String> = []
        var from = 0
        while let found = firstIndex(of: pattern, in: bytes, from: from) {
            var end = found + pattern.count
            while end < bytes.count, bytes[end] != UInt8(ascii: ";"), bytes[end] != 0x0A { end += 1 }
            let value = String(decoding: bytes[(found + pattern.count)..<end], as: UTF8.self)
            values.insert(value.filter { $0 != "\"" })
            from = end
        }
        return values
    }

    /// The `productName` of every application target (`isa = PBXNativeTarget;` … `productType =
    /// "com.apple.product-type.application"`): the fields an object lists before the next one's `isa`.
    static func applicationNames(in bytes: [UInt8]) -> Set<String> {
        var names: Set<String> = []
        for fields in objects(of: "PBXNativeTarget", in: bytes)
        where firstIndex(of: Array("product-type.application".utf8), in: fields, from: 0) != nil {
            names.formUnion(settingValues("productName", in: fields).filter { !$0.contains("$(") && !$0.isEmpty })
        }
        return names
    }

    /// The fields of every object of a kind (`isa = PBXNativeTarget;`): what an object lists before the
    /// next one's `isa`.
    static func objects(of kind: String, in bytes: [UInt8]) -> [[UInt8]] {
        let start = Array("isa = \(kind);".utf8)
        let nextObject = Array("isa = ".utf8)
        var objects: [[UInt8]] = []
        var from = 0
        while let found = firstIndex(of: start, in: bytes, from: from) {
            let end = firstIndex(of: nextObject, in: bytes, from: found + start.count) ?? bytes.count
            objects.append(Array(bytes[found..<end]))
            from = end
        }
        return objects
    }

    /// Whether a Swift file at `path` is built: its name is listed, or a package above it builds it.
    func builds(_ path: String, listed names: Set<String>) -> Bool {
        names.contains(FileTree.name(path)) || packageFolders.contains { path.hasPrefix($0 + "/") }
    }

    /// Every `….swift` name in a project file: `path = Foo.swift;`, `path = "Sidebar Row.swift";`,
    /// `/* Foo.swift in Sources */`, with any folder before it dropped.
    public static func swiftNames(in bytes: [UInt8]) -> Set<String> {
        let suffix = Array(".swift".utf8)
        let quote = UInt8(ascii: "\"")
        let stops = nameStops
        var names: Set<String> = []
        var from = 0
        while let index = firstIndex(of: suffix, in: bytes, from: from) {
            let end = index + suffix.count
            let quoted = end < bytes.count && bytes[end] == quote
            // A file name holds at most 255 bytes, and none runs into the previous one: the walk back
            // is bounded, so a hostile project file costs time in proportion to its size.
            var start = index
            while start > max(from, index - 255) {
                let previous = bytes[start - 1]
                // Inside quotes a space is part of the name; a folder before it is not.
                if quoted ? (previous == quote || previous == UInt8(ascii: "/")) : stops.contains(previous) { break }
                start -= 1
            }
            if start < index { names.insert(String(decoding: bytes[start..<end], as: UTF8.self)) }
            from = end
        }
        return names
    }

    private static func contains(_ bytes: [UInt8], _ needle: String) -> Bool {
        firstIndex(of: Array(needle.utf8), in: bytes, from: 0) != nil
    }

    /// Where `pattern` next occurs in `bytes` at or after `from`.
    static func firstIndex(of pattern: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
        guard let first = pattern.first else { return nil }
        var index = from
        while index + pattern.count <= bytes.count {
            if bytes[index] == first, bytes[index..<index + pattern.count].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }
}
